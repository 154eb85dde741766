"""A rules parameter of the wrong shape (a hand-edit gone wrong) is refused in one line naming its YAML path;
no calculator of the air, supply-state and logistics family crashes on it."""

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


@pytest.mark.parametrize("name", sorted(__import__("printkit.rules.param_shape", fromlist=["SHAPES"]).SHAPES))
def test_a_wrong_shape_is_refused(monkeypatch, game, name):
    from printkit.model.record import replace

    if name not in game.parameters:
        pytest.skip(f"case_blue has no parameter {name}")
    for bad in BAD:
        params = dict(game.parameters)
        params[name] = replace(params[name], value=bad)
        other = replace(game, parameters=params)
        for argv in BENCH:
            code, out = _run(monkeypatch, other, argv)
            assert code in (0, 1) and "internal error" not in out, (name, bad, argv, out)


def test_the_message_names_the_path(game):
    from printkit.errors import RulesError
    from printkit.model.record import replace
    from printkit.rules.param_shape import shaped

    params = dict(game.parameters)
    params["air_activation"] = replace(params["air_activation"], value={"blocked_at_sorties": "six"})
    with pytest.raises(RulesError, match=r"parameters\.air_activation\.value\.blocked_at_sorties must be a whole"):
        shaped(replace(game, parameters=params), "air_activation", "air activation")
