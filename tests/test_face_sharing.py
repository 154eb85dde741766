"""Counters that show the same face with the same values of the fields it names share one filled Face
(printkit.layout.counters._resolve_face): the shared face is, field for field, the face filled for that counter
alone, and counters that differ in a field the face shows never share one."""

from __future__ import annotations

from pathlib import Path

import pytest

from printkit import face_text
from printkit.layout import counters
from printkit.load.game_loader import load_game
from printkit.model.record import fields

GAMES = sorted(p.stem for p in (Path(__file__).resolve().parents[1] / "data").glob("*.yaml"))


def _values(face) -> tuple:
    return tuple(getattr(face, f.name) for f in fields(face))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_shared_face_is_the_face_filled_for_each_counter(game_id):
    game = load_game(game_id, glyphs=True)
    for c in game.counters.pieces:
        utype = game.unit_types[c.type]
        for which in ("front", "back"):
            alone = counters._fill_face(getattr(c, which) or getattr(utype, which), c, face_text.values(c, utype))
            assert _values(counters.resolve_face(game, c, which)) == _values(alone), (c.id, which)


def test_counters_share_a_face_only_where_what_it_shows_is_the_same(tmp_path):
    """Three counters of one type whose front shows '{cv}' and its back '{label}': the two of cv 2 share their
    front, the one of cv 3 does not; no two backs are shared (the labels differ)."""
    game_file = tmp_path / "g.yaml"
    game_file.write_text("""id: g
title: G
source: a test
status: reconstructed
rulebooks: []
sides:
  a: {name: A, color: "#3b6fb6", text_color: "#ffffff"}
counter_sheet: {size: 0.5in, bleed: 0mm}
unit_types:
  inf: {name: Infantry, domain: ground, symbol: infantry, front: {value: "{cv}"}, back: {value: "{label}"}}
counters:
  source: invented
  status: reconstructed
  total: 3
  pieces:
    - {id: x1, side: a, type: inf, label: '1', cv: 2}
    - {id: x2, side: a, type: inf, label: '2', cv: 2}
    - {id: x3, side: a, type: inf, label: '3', cv: 3}
""", encoding="utf-8")
    game = load_game(str(game_file))
    x1, x2, x3 = game.counters.pieces
    front = [counters.resolve_face(game, c, "front") for c in (x1, x2, x3)]
    back = [counters.resolve_face(game, c, "back") for c in (x1, x2, x3)]
    assert front[0] is front[1] and front[0] is not front[2]
    assert [f.value for f in front] == ["2", "2", "3"]
    assert [f.value for f in back] == ["1", "2", "3"] and len({id(f) for f in back}) == 3
