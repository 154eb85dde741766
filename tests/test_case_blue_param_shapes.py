"""A rules parameter of the wrong shape (a hand-edit gone wrong) is a located error when the game loads
(printkit/load/parameter_shapes.py), so no calculator of the air, supply-state and logistics family meets one."""

from __future__ import annotations

import contextlib
import io

import pytest

BENCH = [argv for argv in __import__("tools.bench", fromlist=["CALCULATORS"]).CALCULATORS["case_blue"]
         if argv[0] in ("air-move", "air-strike", "air-support", "air-combat", "isolation", "supply-state",
                        "attrition", "production", "replacements", "mobilize", "upgrade")]
BAD = ["text", [1, 2], {"a": 1}, 7]


@pytest.fixture(scope="module")
def game():
    from printkit.load.game_loader import load_game

    return load_game("case_blue")


def _run(monkeypatch, game, argv):
    from printkit.cli import main
    import printkit.commands.air_cmds as air

    monkeypatch.setattr(air, "_load", lambda ref, parts=None, lang=None: game)
    sink = io.StringIO()
    with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
        code = main(list(argv))
    return code, sink.getvalue()


def test_the_bench_lines_answer(monkeypatch, game):
    for argv in BENCH:
        code, out = _run(monkeypatch, game, argv)
        assert code in (0, 1) and "internal error" not in out, (argv, out)


NEW = ["air_movement", "air_movement_prohibitions", "air_prohibited_hexes", "air_displacement", "air_activation",
       "air_strike", "air_support", "supply_states", "supply_effects", "unsupplied_attrition", "voluntary_elimination",
       "replacements", "mobilization_strength", "mobilization_timing", "upgrades", "production", "spending",
       "first_turn_production", "agreed_production", "attack_adjacent", "air_hex_cost"]


@pytest.mark.parametrize("name", NEW)
def test_a_wrong_shape_is_a_located_error(name):
    from printkit.errors import DataError
    from printkit.load.game_loader import validated
    from tests.test_parameter_shapes import with_parameter

    for bad in (["text"], {"a": "text"}) if name != "attack_adjacent" else ("text", 7):
        text, line = with_parameter("case_blue", name, bad)
        with pytest.raises(DataError) as info:
            validated("case_blue.yaml", text, glyphs=False)
        found = [i for i in info.value.issues if i.path.startswith(f"parameters.{name}")]
        assert found and all(i.line == line for i in found), [str(i) for i in info.value.issues]


def test_the_message_names_the_path():
    from printkit.errors import DataError
    from printkit.load.game_loader import validated
    from tests.test_parameter_shapes import with_parameter

    text, line = with_parameter("case_blue", "air_activation", {"blocked_at_sorties": "six"})
    with pytest.raises(DataError, match=r"parameters\.air_activation\.value\.blocked_at_sorties: expected a whole "
                                        r"number from 0 to 100, found 'six'"):
        validated("case_blue.yaml", text, glyphs=False)
