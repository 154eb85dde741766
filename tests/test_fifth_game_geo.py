"""Another made-up game, YAML alone, using chits, cards, a ladder display, a roll chart and a geographic
map: it validates, builds, verifies and answers the calculators with no code of its own."""

from __future__ import annotations

import json
from fractions import Fraction as F
from itertools import product

from tests.conftest import DATA, run_cli

GAME = str(DATA / "mini_geo.yaml")


def test_builds_and_verifies(capsys, tmp_path):
    """Its roll chart keeps one blank result (6+6, unknown): the kit verifies as printed; the default kit fails
    only the playable-kit check, on that blank."""
    for extra in (["--as-printed"], []):
        code, _, err = run_cli(capsys, "build", GAME, "--out", str(tmp_path), *extra)
        assert code == 0, err
    code, out, _ = run_cli(capsys, "verify", GAME, "--out", str(tmp_path), "--as-printed")
    assert code == 0 and out.strip().endswith(" 0 failed")
    code, out, _ = run_cli(capsys, "verify", GAME, "--out", str(tmp_path))
    fails = [line for line in out.splitlines() if line.startswith("FAIL")]
    assert code == 1 and fails and all("not playable as printed" in line for line in fails), out
    for comp in ("chits", "cards", "map-100-tiled", "aid"):
        assert (tmp_path / "mini_geo" / "a4" / f"{comp}.pdf").is_file()


def test_area_neighbors_from_shared_borders(capsys):
    code, out, _ = run_cli(capsys, "area", GAME, "neighbors", "alpha", "--json")
    assert json.loads(out) == {"area": "a", "neighbors": ["b"]}


def test_its_own_roll_chart(capsys):
    code, out, _ = run_cli(capsys, "effort", GAME, "--chit", "high", "--roll", "3", "3", "--json")
    assert json.loads(out) == {"rp": 5, "critical_incident": True}
    code, out, err = run_cli(capsys, "effort", GAME, "--chit", "high", "--json")  # 6+6 is unknown
    assert code == 1 and json.loads(out)["fill_in"] == "charts.effort.columns[1].results.12"


def test_its_own_ladder(capsys):
    code, out, _ = run_cli(capsys, "diplomacy", GAME, "--country", "NY", "--from", "cold", "--direction", "up",
                           "--rp", "1", "--prestige", "3", "--json")
    got = json.loads(out)
    want = F(sum(1 for r in product(range(1, 7), repeat=3) if sum(r) <= 4), 216)
    assert got["dice"] == 3 and got["spent"] == 4 and F(got["probability"]).limit_denominator(1000) == want


def test_mandatory_cards_print_a_red_title():
    from printkit.layout.cards import card_front
    from printkit.load.game_loader import load_game

    game = load_game(GAME)
    deck = game.cards
    titles = {c.id: [t for t in card_front(game, deck, c, 0, 0, 1) if getattr(t, "text", None) == c.title]
              for c in deck.cards}
    assert titles["storm"][0].fill == deck.mandatory_color == "#c0202a"  # 5.0: a red title is Mandatory
    assert titles["calm"][0].fill != deck.mandatory_color
