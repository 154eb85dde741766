"""Issue 17.5: a playthrough per game. Each tests/playthroughs/GAME.play plays one scenario through `printkit play`
(printkit.session.shell.Session, in-process, one command at a time through onecmd) for at least three full
turns, then asks who is winning. The format (tests/playthroughs/README.md):

    # a comment (cite the rule of the step)
    scenario: ID          the first line that is not a comment; `lang: ru` may follow
    > COMMAND             one session command, as a player types it
    = TEXT                the output of the previous command contains TEXT
    ! TEXT                the previous command is refused, and its message contains TEXT

A script fails when a command fails or is refused (unless a `!` follows it), when any output says "unknown"
or prints a `?` standing for a value, when it has fewer than three `next-turn` commands or one did not advance
the turn, when an expectation does not hold, or when its last command is not a victory or score query.
The runner's own tests below prove it fails on each of these.
"""

from __future__ import annotations

import contextlib
import io
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = ROOT / "tests" / "playthroughs"
MIN_TURNS = 3
VICTORY_QUERIES = ("victory", "victory-check", "score")  # and `lookup` of the scenario's victory chart
UNKNOWN_WORDS = ("unknown", "неизвестн")  # the calculators' word for a value the data does not hold, in en and ru
QUESTION = re.compile(r"^[(\[]?[?\d/\-–]*\?[?\d/\-–]*[)\]]?[.,;:]?$")  # '?', '?/?-?': a '?' standing for a value


@dataclass
class Step:
    line: int
    command: str
    expect: list[str] = field(default_factory=list)
    refused: list[str] | None = None  # `!` texts: the command must be refused


@dataclass
class Script:
    scenario: str
    lang: str | None
    steps: list[Step]


def parse(text: str, name: str = "script") -> tuple[Script | None, list[str]]:
    """The script, or the problems of its format (each `name:line: what`)."""
    problems: list[str] = []
    scenario, lang, steps = None, None, []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if scenario is None:
            if not line.startswith("scenario:"):
                problems.append(f"{name}:{n}: the first line must be `scenario: ID`, got {line[:40]!r}")
                return None, problems
            scenario = line.partition(":")[2].strip()
            continue
        if line.startswith("lang:") and not steps and lang is None:
            lang = line.partition(":")[2].strip() or None
        elif line.startswith(">"):
            steps.append(Step(n, line[1:].strip()))
        elif line[:1] in "=!":
            if not steps:
                problems.append(f"{name}:{n}: {line[0]} before any `>` command")
                continue
            text_ = line[1:].strip()
            if line[0] == "=":
                steps[-1].expect.append(text_)
            else:
                steps[-1].refused = (steps[-1].refused or []) + [text_]
        else:
            problems.append(f"{name}:{n}: not a comment, `>`, `=` or `!` line: {line[:40]!r}")
    if scenario is None:
        problems.append(f"{name}: no `scenario:` line")
        return None, problems
    return Script(scenario, lang, steps), problems


def game_ref(stem: str) -> str:
    """A script's game: data/STEM.yaml, else the test fixture tests/data/STEM.yaml."""
    for folder in (ROOT / "data", ROOT / "tests" / "data"):
        if (folder / f"{stem}.yaml").is_file():
            return stem if folder == ROOT / "data" else str(folder / f"{stem}.yaml")
    raise FileNotFoundError(f"no game {stem!r} in data/ or tests/data/")


def _unknown(text: str) -> str | None:
    low = text.lower()
    for word in UNKNOWN_WORDS:
        if word in low:
            line = next(x for x in text.splitlines() if word in x.lower())
            return f"says unknown: {line.strip()[:120]!r}"
    marks = [w for w in text.split() if QUESTION.match(w)]
    return f"prints '?' for a value: {marks[0]!r}" if marks else None


def run(text: str, ref: str, name: str = "script", as_printed: bool = False) -> tuple[list[str], list[str]]:
    """Play a script; (problems, the transcript). An empty problem list: the playthrough holds."""
    from printkit.load.game_loader import load_game
    from printkit.session.position import Position
    from printkit.session.shell import Session

    script, problems = parse(text, name)
    if script is None:
        return problems, []
    game = load_game(ref, lang=script.lang, as_printed=as_printed)
    if script.scenario not in game.scenarios:
        return problems + [f"{name}: no scenario {script.scenario!r} in {game.id}"], []
    session = Session(game, ref, Position.from_scenario(game, script.scenario), script.lang, interactive=False,
                      stdout=io.StringIO())
    transcript: list[str] = []
    turns = 0
    for step in script.steps:
        where = f"{name}:{step.line}: > {step.command}"
        out, err = io.StringIO(), io.StringIO()
        session.stdout = out
        before_failed, before_turn = session.failed, session.position.turn
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            stop = session.onecmd(step.command)
        said = out.getvalue() + err.getvalue()
        transcript += [f"> {step.command}"] + said.rstrip("\n").splitlines()
        refused = session.failed > before_failed
        if step.refused is None and refused:
            problems.append(f"{where}: refused or failed: {err.getvalue().strip()[:200]}")
        if step.refused is not None:
            if not refused:
                problems.append(f"{where}: expected a refusal, but it was answered")
            for text_ in step.refused:
                if text_ not in said:
                    problems.append(f"{where}: the refusal does not say {text_!r}: {said.strip()[:200]!r}")
        for text_ in step.expect:
            if text_ not in said:
                problems.append(f"{where}: the answer does not contain {text_!r}: {said.strip()[:200]!r}")
        bad = _unknown(said)
        if bad:
            problems.append(f"{where}: {bad}")
        if step.command.split()[:1] == ["next-turn"]:
            turns += 1
            if not refused and session.position.turn == before_turn:
                problems.append(f"{where}: the turn did not advance (still {before_turn})")
        if stop:
            break
    if turns < MIN_TURNS:
        problems.append(f"{name}: {turns} next-turn command(s); a playthrough plays at least {MIN_TURNS} full turns")
    if not script.steps or not _is_victory_query(script.steps[-1].command, game.scenarios[script.scenario]):
        last = script.steps[-1].command if script.steps else "nothing"
        problems.append(f"{name}: the last command ({last!r}) is not a victory or score query")
    return problems, transcript


def _is_victory_query(command: str, scenario) -> bool:
    words = command.split()
    if not words:
        return False
    if words[0] in VICTORY_QUERIES:
        return True
    return words[0] == "lookup" and len(words) > 1 and words[1] == scenario.victory


SCRIPT_FILES = sorted(SCRIPTS.glob("*.play"))


@pytest.mark.parametrize("path", SCRIPT_FILES, ids=[p.stem for p in SCRIPT_FILES])
def test_playthrough(path):
    problems, transcript = run(path.read_text(encoding="utf-8"), game_ref(path.stem), path.name)
    assert not problems, "\n".join(problems) + "\n--- transcript ---\n" + "\n".join(transcript[-60:])


def test_there_is_a_playthrough_for_the_fixture():
    assert (SCRIPTS / "mini_play.play").is_file()


# -- the runner can fail ----------------------------------------------------------------------------------------

GOOD = (SCRIPTS / "mini_play.play").read_text(encoding="utf-8") if (SCRIPTS / "mini_play.play").is_file() else ""
FIXTURE = str(ROOT / "tests" / "data" / "mini_play.yaml")


def test_the_fixture_script_holds():
    problems, _ = run(GOOD, FIXTURE, "mini_play.play")
    assert problems == []


def test_a_refused_command_fails_the_script():
    text = GOOD.replace("> lookup events 2\n", "> lookup events 2\n> move r-tank nowhere\n", 1)
    problems, _ = run(text, FIXTURE)
    assert any("> move r-tank nowhere: refused or failed" in p and "'nowhere' is not a hex, area or box" in p
               for p in problems), problems


def test_an_unknown_answer_fails_the_script():
    problems, _ = run(GOOD, FIXTURE, as_printed=True)  # every reconstructed play value withheld
    assert any("> lookup events 5: refused or failed" in p for p in problems), problems
    assert any("says unknown" in p and "lookup events 5" in p for p in problems), problems


def test_too_few_turns_fail_the_script():
    kept, dropped = [], 0
    for line in GOOD.splitlines():
        if line.strip() == "> next-turn" and dropped < 2:
            dropped += 1
            continue
        kept.append(line)
    problems, _ = run("\n".join(kept), FIXTURE)
    assert any("next-turn command(s); a playthrough plays at least 3 full turns" in p for p in problems), problems


def test_a_wrong_expectation_an_answered_refusal_and_no_victory_query_fail():
    text = GOOD.replace("= Rain\n", "= Snow\n", 1) + "> show\n"
    text = text.replace("> lookup events 2\n", "> lookup events 2\n! not allowed\n", 1)
    problems, _ = run(text, FIXTURE)
    assert any("does not contain 'Snow'" in p for p in problems), problems
    assert any("expected a refusal, but it was answered" in p for p in problems), problems
    assert any("the last command ('show') is not a victory or score query" in p for p in problems), problems


def test_a_turn_that_does_not_advance_fails():
    from printkit.session import shell

    original = shell.Session.do_next_turn

    def stuck(self, words):  # a next-turn that answers but leaves the turn where it was
        self._say("turn unchanged")

    shell.Session.do_next_turn = stuck
    try:
        problems, _ = run(GOOD, FIXTURE)
    finally:
        shell.Session.do_next_turn = original
    assert any("the turn did not advance" in p for p in problems), problems


def test_a_question_mark_value_and_a_bad_format_are_caught():
    assert _unknown("attack ?/?-?") and _unknown("Initiative ?") and not _unknown("may it end there? yes")
    problems, _ = run("> show\n", FIXTURE, "bad.play")
    assert problems == ["bad.play:1: the first line must be `scenario: ID`, got '> show'"]
