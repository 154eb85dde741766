"""`printkit help GAME` (and the session's `help`): exactly the calculators the game's data serves, each with an
example in the game's own terms that printkit answers, and for the others the data they need (issue 19)."""

from __future__ import annotations

import io
import json
import shlex

import pytest

from tests.conftest import DATA, ROOT, run_cli

GUIDE = "docs/examples/marren_ford.yaml"
GAMES = ["little_war", "case_blue", "donetsk_airport", "ukrainian_crisis", GUIDE, "docs/examples/three_passes.yaml",
         "tests/data/island_raid.yaml"]


def _help(capsys, game):
    code, out, err = run_cli(capsys, "help", game, "--json")
    assert code == 0, err
    return {c["calculator"]: c for c in json.loads(out)["calculators"]}


def test_the_guide_game_is_served_by_its_map_charts_and_turns(capsys):
    calcs = _help(capsys, GUIDE)
    assert sorted(n for n, c in calcs.items() if c["served"]) == ["crt", "hex", "lookup", "move-cost", "turn"]
    assert calcs["crt"]["example"] == f"printkit crt {GUIDE} --attacker 6 --defender 3"  # its odds CRT, named
    assert calcs["path"]["missing"] == ["parameters.movement_points"]  # combat_results; its terrain chart's costs
    assert calcs["area"]["missing"] == ["an area map (maps.ID with kind: area)"]
    assert calcs["turn"]["example"] == f"printkit turn {GUIDE} --from 1 --later 2"


def test_an_area_game_is_not_offered_the_hex_calculators(capsys):
    calcs = _help(capsys, "ukrainian_crisis")
    assert not calcs["hex"]["served"] and calcs["area"]["served"] and calcs["effort"]["served"]
    assert not _help(capsys, "case_blue")["area"]["served"]


@pytest.mark.parametrize("game", GAMES)
def test_every_example_is_answered(capsys, game):
    """Each served calculator's example, run as printed, answers (exit 0); an unserved one names what it needs."""
    calcs = _help(capsys, game)
    served = [c for c in calcs.values() if c["served"]]
    assert served
    for c in served:
        assert c["example"], f"{c['calculator']}: no example"
        argv = shlex.split(c["example"])
        assert argv[:3] == ["printkit", c["calculator"], game]
        code, _, err = run_cli(capsys, *argv[1:])
        assert code == 0, f"{c['example']}: {err}"
    for c in calcs.values():
        if not c["served"]:
            assert c["missing"] and set(c["missing"]) <= set(c["reads"]) and c["example"] is None


def test_examples_speak_the_games_own_terms(capsys):
    """Units, hexes and areas of the game itself, not of another."""
    cb = _help(capsys, "case_blue")
    assert "--unit ger-" in cb["air-move"]["example"] or "--unit ussr-" in cb["air-move"]["example"]
    uc = _help(capsys, "ukrainian_crisis")
    assert "--ukraine" in uc["segments"]["example"] and "--chit moderate" in uc["effort"]["example"]
    from printkit.load.game_loader import load_game
    from printkit.rules.hexes import spec

    for game in ("tests/data/island_raid.yaml", "donetsk_airport", GUIDE):  # letter-number and XXYY labels
        label = _help(capsys, game)["hex"]["example"].split()[-1]
        board = next(b for b in load_game(game).maps.values() if getattr(b, "grid", None))
        assert spec(board).is_label(label) and spec(board).label(*spec(board).parse(label)) == label


def test_text_lists_the_served_then_what_the_others_need(capsys):
    code, out, _ = run_cli(capsys, "help", GUIDE)
    assert code == 0
    head, _, rest = out.partition("Not served by this game's data")
    assert head.startswith("The Ford at Marren: 5 of ") and "e.g.  printkit hex " in head
    assert "  crt: " in head and "  combat " in rest and "needs parameters.combat_system" in rest


def test_the_session_help_lists_only_the_served_calculators():
    from printkit.load.game_loader import load_game
    from printkit.session.position import Position
    from printkit.session.shell import Session

    game = load_game(str(ROOT / GUIDE))
    s = Session(game, GUIDE, Position.from_scenario(game, "crossing"), interactive=False, stdout=io.StringIO())
    s.onecmd("help")
    assert "calculators: hex lookup turn crt move-cost\n" in s.stdout.getvalue()
    s.onecmd("help calculators")
    assert "      e.g.  turn --from 1 --later 2" in s.stdout.getvalue()
    assert s.failed == 0


def test_help_of_an_unknown_game_is_one_line(capsys):
    code, _, err = run_cli(capsys, "help", str(DATA / "no_such.yaml"))
    assert code == 1 and "Traceback" not in err
