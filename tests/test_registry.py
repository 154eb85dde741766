"""One registry of commands (printkit/commands/registry.py): every command is declared once, next to its runner,
and the parser, the fast reader, `printkit --help`, shell completion, `printkit help GAME` and the session are all
made from the declarations, so they agree (issue 19, item 5)."""

from __future__ import annotations

import contextlib
import io
import json
import re
import subprocess
import sys
from importlib import import_module
from pathlib import Path

import pytest

from tests.conftest import ROOT, run_cli

GAMES = ["little_war", "case_blue", "donetsk_airport", "ukrainian_crisis", "docs/examples/marren_ford.yaml",
         "docs/examples/three_passes.yaml", "tests/data/island_raid.yaml"]


def registry():
    from printkit.commands import registry

    return registry


def declared() -> list:
    return registry().every()


def _subparsers(parser) -> dict:
    return next(a for a in parser._actions if a.dest == "command").choices


# -- the index and the parser -------------------------------------------------------------------------------------

def test_the_index_is_the_declarations():
    """printkit/commands/__init__.py (which module declares each command) is what the declarations make of it:
    regenerate it with `python -m printkit.commands.registry`."""
    text = (ROOT / "printkit" / "commands" / "__init__.py").read_text(encoding="utf-8")
    assert text == registry().index_text(), "run: python -m printkit.commands.registry"


def test_every_parsed_command_is_registered_and_every_registered_one_parsed():
    """The parser holds exactly the declared commands, in the index's order, each running its declared runner;
    a command added to the parser by hand (not declared) fails here."""
    from printkit.cli import COMMANDS, build_parser

    names = [c.name for c in declared()]
    assert list(_subparsers(build_parser())) == names == list(COMMANDS)
    for c in declared():
        sub = _subparsers(build_parser(c.name))
        assert list(sub) == [c.name]  # one command's parser: that command alone
        module, func = sub[c.name]._defaults["run"]
        assert (module, func) == c.run and module.startswith("printkit.commands.") and module.endswith("_cmds")
        assert callable(getattr(import_module(module), func)), c.name


def test_no_command_line_is_declared_outside_the_registry():
    """A declaration becomes argparse's arguments in one place (registry.declare): no module adds subcommands or
    arguments by hand."""
    found = []
    for path in sorted((ROOT / "printkit").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        text = path.read_text(encoding="utf-8")
        for n, line in enumerate(text.splitlines(), 1):
            if re.search(r"\.add_parser\(|\.add_argument\(", line) and rel != "printkit/commands/registry.py":
                found.append(f"{rel}:{n}: {line.strip()}")
    assert not found, "\n".join(found)


def test_each_declared_argument_is_the_parsers():
    """Option names, types, choices, defaults and help are the declaration's; --as-printed comes with a game."""
    from printkit.cli import build_parser
    from printkit.commands.registry import AS_PRINTED

    for c in declared():
        sub = _subparsers(build_parser(c.name))[c.name]
        actions = {a.dest: a for a in sub._actions if a.dest != "help"}
        args = c.arguments()
        assert [a.dest for a in args] == list(actions), c.name
        assert (AS_PRINTED in args) == c.game == ("game" in actions), c.name
        for a in args:
            action = actions[a.dest]
            assert action.option_strings == [n for n in a.names if n.startswith("-")], (c.name, a.names)
            for key in ("type", "choices", "help", "metavar", "nargs", "required"):
                if key in a.kw:
                    assert getattr(action, key) == a.kw[key], (c.name, a.names, key)


def test_the_fast_reader_reads_every_declaration():
    """printkit.fastargs replays each declaration without argparse: no command falls back to argparse for a
    declaration it does not know (then its calculator would import argparse on every line)."""
    from printkit.cli import build_parser
    from printkit.fastargs import Recorder

    for c in declared():
        root = Recorder()
        build_parser(c.name, root=root)
        assert not root.unsure and not root.commands[c.name].unsure, c.name
        assert {a.dest for a in root.commands[c.name].args} == {a.dest for a in c.arguments()}, c.name


# -- what a user sees ---------------------------------------------------------------------------------------------

def test_every_command_is_in_the_help(capsys):
    code, out, _ = run_cli(capsys, "--help")
    assert code == 0
    listed = re.findall(r"^    ([a-z][a-z-]*)\s", out, re.M)
    assert listed == [c.name for c in declared()]
    for c in declared():
        assert c.help.split(":")[0][:40] in " ".join(out.split()), c.name


def _complete(line: str, tmp_path) -> list[str]:
    import os

    out = tmp_path / "completions"
    env = {**os.environ, "_ARGCOMPLETE": "1", "_ARGCOMPLETE_IFS": "\n", "COMP_LINE": line,
           "COMP_POINT": str(len(line)), "_ARGCOMPLETE_STDOUT_FILENAME": str(out), "_ARGCOMPLETE_SHELL": "bash"}
    subprocess.run([sys.executable, "-m", "printkit"], env=env, cwd=ROOT, capture_output=True, timeout=60)
    return [w.strip() for w in out.read_text().split("\n") if w.strip()]


def test_completion_offers_every_command(tmp_path):
    words = [w for w in _complete("printkit ", tmp_path) if not w.startswith("-")]
    assert sorted(words) == sorted(c.name for c in declared())


def test_completion_offers_a_calculators_declared_options(tmp_path):
    c = registry().find("crt")
    offered = _complete("printkit crt case_blue --", tmp_path)
    assert set(c.options()) <= set(offered)


def test_every_argument_that_takes_a_games_word_is_completed():
    """The kind of word an argument takes (a hex, a counter, a side...) is its declaration's, and completion
    attaches a completer to exactly those (and to every game)."""
    from printkit.cli import build_parser
    from printkit.completion import attach

    parser = build_parser()
    attach(parser)
    subs = _subparsers(parser)
    kinds = 0
    for c in declared():
        for a in c.arguments():
            action = next(x for x in subs[c.name]._actions if x.dest == a.dest)
            wants = a.dest in ("game", "games") or (a.words is not None and not a.choices)
            assert (getattr(action, "completer", None) is not None) == wants, (c.name, a.names)
            kinds += a.words is not None
    assert kinds > 50


@pytest.mark.parametrize("game", GAMES)
def test_help_game_lists_every_calculator_served_or_with_what_it_needs(capsys, game):
    """`printkit help GAME` names each registered calculator once: with an example when the data serves it,
    else with the data it needs; every tool is left out."""
    calculators = [c for c in declared() if c.calculator]
    code, out, _ = run_cli(capsys, "help", game, "--json")
    assert code == 0
    rows = json.loads(out)["calculators"]
    assert [r["calculator"] for r in rows] == [c.name for c in calculators]
    code, text, _ = run_cli(capsys, "help", game)
    served, _, unserved = text.partition("Not served by this game's data")
    for r in rows:
        if r["served"]:
            assert f"\n  {r['calculator']}: " in served
        else:
            assert re.search(rf"^  {re.escape(r['calculator'])} +needs ", unserved, re.M), r["calculator"]
    assert f"{sum(r['served'] for r in rows)} of {len(rows)} calculators" in text


def test_the_calculators_page_is_what_the_registry_writes(capsys):
    """docs/calculators.md (`printkit schema --calculators`, `make docs`): every calculator, its command line and
    the data it reads, each parameter with the shape the loader checks."""
    code, out, _ = run_cli(capsys, "schema", "--calculators")
    assert code == 0
    assert (ROOT / "docs" / "calculators.md").read_text(encoding="utf-8") == out, "run `make docs` and commit it"
    assert re.findall(r"^## (\S+)$", out, re.M) == [c.name for c in declared() if c.calculator]
    assert "`parameters.movement_points`: a mapping of names to a mapping of names to a whole number" in out


def test_every_calculator_says_what_it_reads_answers_and_shows():
    for c in declared():
        if c.calculator:
            assert c.needs and c.answers and c.example is not None, c.name
            assert all(n.key and callable(n.test) for n in c.needs), c.name
        else:
            assert not c.needs and c.answers is None and c.example is None and c.short is None, c.name


# -- the session ---------------------------------------------------------------------------------------------------

def test_the_session_runs_every_calculator_and_only_calculators():
    from printkit.load.game_loader import load_game
    from printkit.session.position import Position
    from printkit.session.shell import POSITION_COMMANDS, Session

    game = load_game("case_blue")
    s = Session(game, "case_blue", Position.from_scenario(game, "case_blue_1942"), interactive=False,
                stdout=io.StringIO())
    assert s.calculators == [c.session_name for c in declared() if c.calculator]
    assert not set(s.calculators) & set(POSITION_COMMANDS)  # `move` is `can-move` there
    from printkit.session.calculators import declaration

    assert declaration("can-move").name == "move" and declaration("crt").name == "crt"


def test_session_forms_name_declared_options():
    """A calculator's short form fills its own declared options; a shipped game's own order of them too."""
    from printkit.games import aliases

    for c in declared():
        for slot in c.short or ():
            assert slot.rstrip("*") in c.options(), (c.name, slot)
        if c.form:
            assert c.form.split()[0] == c.session_name, c.name
    for game, forms in aliases.POSITIONAL.items():
        for command, slots in forms.items():
            c = registry().find(command)
            assert c is not None and c.calculator, (game, command)


def test_the_session_fills_in_only_registered_calculators():
    from printkit.session import air_logistics_args

    for name in air_logistics_args.COMMANDS:
        c = registry().find(name)
        assert c is not None and c.calculator and c.form, name


def test_session_help_of_a_calculator_is_its_declaration(capsys):
    from printkit.load.game_loader import load_game
    from printkit.session.position import Position
    from printkit.session.shell import Session

    game = load_game("case_blue")
    s = Session(game, "case_blue", Position.from_scenario(game, "case_blue_1942"), interactive=False,
                stdout=io.StringIO())
    for name in ("crt", "air-move"):
        c = registry().find(name)
        s.onecmd(f"help {name}")
        said = s.stdout.getvalue()
        assert all(o in said for o in c.options()), name
        assert (c.form or "") in said
        if c.short:
            assert f"{name} " + " ".join(o.lstrip("-").upper() for o in c.short) in said
    assert "crt ATTACKER DEFENDER" in said and "air-move PIECE HEX" in said
    assert s.failed == 0


# -- speed: a calculator line imports only its own module ----------------------------------------------------------

LINES = [
    (["hits", "little_war", "--dice", "3"], {"calc_cmds"}),
    (["crt", "case_blue", "--attacker", "4", "--defender", "6"], {"hexgame_cmds", "calc_cmds"}),
    (["fire", "donetsk_airport", "--attack", "6", "--defence", "4"], {"fire_cmds", "calc_cmds"}),
    (["upgrade", "case_blue", "--unit", "ussr-1gd", "--replaces", "ussr-62"],
     {"logistics_cmds", "air_cmds", "calc_cmds"}),
]


@pytest.mark.parametrize("argv, modules", LINES, ids=[a[0] for a, _ in LINES])
def test_a_calculator_line_imports_its_own_module_and_no_argparse(argv, modules):
    code = ("import sys, contextlib, io\nfrom printkit.cli import main\n"
            f"with contextlib.redirect_stdout(io.StringIO()): main({argv!r})\n"
            "print(sorted(m for m in sys.modules if m.startswith('printkit.commands.')), 'argparse' in sys.modules)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    imported, argparse = r.stdout.strip().rsplit("] ", 1)
    assert argparse == "False", r.stdout
    assert set(eval(imported + "]")) == {"printkit.commands.registry"} | {f"printkit.commands.{m}" for m in modules}


def test_a_command_missing_from_the_index_is_still_found():
    """A new module's command works before the index names it (every command module is imported then)."""
    code = ("import contextlib, io, printkit.commands as index\ndel index.WHERE['hits']\n"
            "from printkit.commands import registry\nassert registry.find('hits').run[1] == 'hits'\n"
            "from printkit import cli\ncli.COMMANDS = registry.names()\nassert 'hits' not in cli.COMMANDS\n"
            "out = io.StringIO()\nwith contextlib.redirect_stdout(out): code = cli.main(['hits', 'little_war', "
            "'--dice', '3', '--json'])\nprint(code, out.getvalue().startswith('{'))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert r.stdout.split() == ["0", "True"], r.stderr


def test_every_command_module_is_a_declaring_one():
    """printkit/commands/*_cmds.py are the modules the registry imports: each declares a command."""
    modules = {c.run[0] for c in declared()}
    assert set(registry().modules()) == modules
    assert all(Path(ROOT, *m.split(".")).with_suffix(".py").is_file() for m in modules)


def test_a_declaration_of_an_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="kind"):
        registry().command("x", "y", kind="widget")
    with contextlib.suppress(KeyError):
        registry()._DECLARED.pop("x")
