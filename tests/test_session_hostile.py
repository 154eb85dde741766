"""`printkit play` survives any line and any saved file (issue 16): every failure is one message, the session
goes on with the position it had, and a save is read as strictly as a game file (located errors)."""

from __future__ import annotations

import io
import random
import shlex
import subprocess
import sys

import pytest
import yaml

from tests.conftest import ROOT


def play_bytes(game: str, data: bytes, *options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "printkit", "play", game, *options], input=data, capture_output=True,
                          cwd=ROOT, env={"PRINTKIT_CACHE": "off", "PATH": "/usr/bin"})


@pytest.fixture(scope="module")
def game():
    from printkit.load.game_loader import load_game

    return load_game("case_blue")


def session(game, text: str = ""):
    from printkit.session.position import Position
    from printkit.session.shell import Session

    return Session(game, "case_blue", Position.from_scenario(game, "case_blue_1942"), interactive=False,
                   stdin=io.StringIO(text), stdout=io.StringIO())


def run_lines(game, capsys, *lines: str):
    s = session(game, "\n".join(lines) + "\n")
    s.cmdloop()
    return s, s.stdout.getvalue(), capsys.readouterr().err


def test_the_issue_lines_end_nothing_in_a_real_session(tmp_path):
    """`set turn ²`, NUL bytes in a save path, a 5,000-digit turn, bytes that are not UTF-8 and a 400,000
    character line: each is one error line, and the session goes on (it saves the position at the end)."""
    saved = tmp_path / "after.yaml"
    data = b"\n".join([b"set turn \xc2\xb2", b"save " + str(tmp_path).encode() + b"/x\x00y.yaml",
                       b"set turn " + b"9" * 5000, b"move ger-6 \xff\xfe", b"show " + b"x" * 400_000,
                       b"move ger-6 3055", b"save " + str(saved).encode()]) + b"\n"
    r = play_bytes("case_blue", data, "--scenario", "case_blue_1942")
    err = r.stderr.decode()
    assert r.returncode == 1 and "Traceback" not in err
    assert err.count("\n") == 5, err  # one line for each of the five bad lines
    assert "a turn is a whole number from 0 to 10,000 or a month such as Jul-42; got '²'" in err
    assert "the line holds the control character U+0000" in err
    assert "a turn is a whole number from 0 to 10,000 or a month such as Jul-42; got '9999999999" in err
    assert "the line is not UTF-8 text (invalid start byte, byte 12)" in err
    assert "a line of over 65,536 characters is not a command (at most 65,536)" in err
    position = yaml.safe_load(saved.read_text())
    assert position["pieces"]["ger-6"]["location"] == "3055" and position["turn"] == "Jul-42"
    assert not list(tmp_path.glob("x*"))


def test_an_endless_line_is_read_in_bounded_pieces(game, capsys):
    from printkit.session import line

    stream = io.BytesIO(b"show " + b"y" * (10 * line.MAX_LINE) + b"\nshow ger-6\n")
    with pytest.raises(line.LineError) as info:
        line.read(stream)
    assert info.value.key == "line_too_long"
    assert line.read(stream) == "show ger-6"  # the next line is read as it was typed
    assert line.read(stream) is None


def test_a_failing_command_leaves_the_position_as_it_was(game, capsys, monkeypatch):
    """A bug in a command (here one raising after it began to change the position) is one message; the
    position and the undo history are what they were before the line."""
    from printkit.session.shell import Session

    def broken(self, words):
        self._change()
        self.position.pieces["ger-6"]["location"] = "3060"
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(Session, "do_broken", broken, raising=False)
    s, out, err = run_lines(game, capsys, "move ger-6 3055", "broken", "show ger-6")
    assert err == "error: the command failed (ZeroDivisionError: division by zero); the position is as it was\n"
    assert s.position.pieces["ger-6"]["location"] == "3055" and len(s.history) == 1
    assert out.splitlines()[-1].split()[3] == "3055"


@pytest.mark.parametrize("line,message", [
    ("set turn -3", "a turn is a whole number from 0 to 10,000"),
    ("set turn 10001", "a turn is a whole number from 0 to 10,000"),
    ("set turn Foo-42", "a turn is a whole number from 0 to 10,000"),
    ("set vp " + "9" * 5000, "a name or a value is at most 200 printable characters"),
    ("set turn " + "9" * 5000, "a turn is a whole number from 0 to 10,000 or a month such as Jul-42"),
    ("set vp 99999999999", "a number of a tally is within ±1,000,000,000"),
    ("set " + "k" * 300 + " 1", "a name or a value is at most 200 printable characters"),
    ("mark ger-6 " + "m" * 300, "a name or a value is at most 200 printable characters"),
    ("mark ger-6 supply=" + "l" * 300, "a name or a value is at most 200 printable characters"),
    ("move 'ger-6", "move: No closing quotation"),
])
def test_bounded_values_are_refused_in_one_line(game, capsys, line, message):
    s, _, err = run_lines(game, capsys, line)
    assert err.count("\n") == 1 and message in err, err
    assert s.failed == 1 and not s.history


def test_what_the_session_takes_it_saves_and_loads_back(game, capsys, tmp_path):
    f = tmp_path / "p.yaml"
    s, _, err = run_lines(game, capsys, "set turn Sep-42", "set vp -7", "set note 'a b c'", "mark ger-6 supply=low",
                          "mark 3055 smoke", "mark 3055 control", "set weather poor", f"save {f}")
    assert not err, err
    s2, _, err = run_lines(game, capsys, f"load {f}")
    assert not err, err
    assert s2.position.to_data() == s.position.to_data()


def test_the_tokenizer_splits_as_shlex_does():
    from printkit.session.line import split

    rng = random.Random(16)
    alphabet = ["a", "b", " ", "\t", "'", '"', "\\", "\u00a0", "x y", "$", "é"]
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(14)))
        try:
            want = shlex.split(text)
        except ValueError:
            want = ValueError
        try:
            got = split(text)
        except ValueError:
            got = ValueError
        assert got == want, text


# -- saved positions ------------------------------------------------------------------------------------

GOOD = """format: printkit-position/1
game: case_blue
scenario: case_blue_1942
turn: Jul-42
weather: null
control: ['2952']
values: {}
markers: {}
pieces:
  ger-6: {counter: ger-6, location: '2952', reduced: false, marks: {}}
"""


@pytest.mark.parametrize("change,where", [
    (("values: {}", "values: [1, 2]"), "p.yaml:7:9: values: expected a mapping of names to tallies"),
    (("markers: {}", 'markers: "x"'), "p.yaml:8:10: markers: expected a mapping of place to its markers"),
    (("location: '2952'", "location: {}"), "p.yaml:10:37: pieces.ger-6.location: expected a place on the maps of"),
    (("location: '2952'", "location: '9999'"), "p.yaml:10:37: pieces.ger-6.location: no place '9999' on the maps"),
    (("counter: ger-6", "counter: ghost"), "p.yaml:10:20: pieces.ger-6.counter: no counter 'ghost' in"),
    (("ger-6: {", "ger-6.7: {"), "p.yaml:10:3: pieces.ger-6.7: piece 'ger-6.7' is not a piece of counter 'ger-6'"),
    (("control: ['2952']", "control: ['0000']"), "p.yaml:6:11: control[0]: no place '0000' on the maps"),
    (("scenario: case_blue_1942", "scenario: nope"), "p.yaml:3:11: scenario: no scenario 'nope' in"),
    (("turn: Jul-42", "turn: " + "9" * 5000), "p.yaml:4:7: turn: value '99999999999999999999'... cannot be read"),
    (("turn: Jul-42", "turn: [1]"), "p.yaml:4:7: turn: expected a turn number from 0 to 10,000"),
    (("reduced: false", "reduced: 1"), "p.yaml:10:54: pieces.ger-6.reduced: expected true or false, got 1"),
    (("marks: {}", "marks: {supply: [low]}"), "p.yaml:10:77: pieces.ger-6.marks.supply: expected true, a whole"),
    (("weather: null", "weather: {a: 1}"), "p.yaml:5:10: weather: expected the weather as a text"),
    (("game: case_blue", "game: little_war"), "p.yaml:2:7: game: the position is of 'little_war'"),
    (("values: {}", "values: {}\nextra: 1"), "p.yaml:8:1: extra: unknown key 'extra'"),
    (("values: {}", "values: " + "[" * 20_000 + "]" * 20_000), "p.yaml:7:1008: YAML syntax error: while increasing flow level"),
])
def test_a_crafted_save_is_a_located_error_and_the_session_goes_on(game, capsys, tmp_path, change, where):
    f = tmp_path / "p.yaml"
    text = GOOD.replace(*change, 1)
    assert text != GOOD
    f.write_text(text, encoding="utf-8")
    s, out, err = run_lines(game, capsys, "move ger-6 3055", f"load {f}", "show ger-6")
    assert err.startswith("error: " + str(where).replace("p.yaml", str(f))), err
    assert "Traceback" not in err and s.position.pieces["ger-6"]["location"] == "3055"
    assert out.splitlines()[-1].split()[3] == "3055"


def test_a_good_save_loads(game, capsys, tmp_path):
    f = tmp_path / "p.yaml"
    f.write_text(GOOD, encoding="utf-8")
    s, _, err = run_lines(game, capsys, f"load {f}")
    assert not err and list(s.position.pieces) == ["ger-6"] and s.position.control == ["2952"]


@pytest.mark.parametrize("data,message", [
    (b"format: printkit-position/1\ngame: case_blue\nturn: \xff\n", "not a saved position: not UTF-8 text"),
    (b"\n".join([b"a0: &a0 [1, 2]"] + [b"a%d: &a%d [*a%d, *a%d]" % (i, i, i - 1, i - 1) for i in range(1, 40)]),
     "document expands to more than 200000 values"),
    (b"x" * (9 * 1024 * 1024), "file is larger than 8 MiB"),
    (b"[1, 2", "YAML syntax error"),
])
def test_a_save_that_is_not_yaml_text_or_too_big_is_one_error(game, capsys, tmp_path, data, message):
    f = tmp_path / "p.yaml"
    f.write_bytes(data)
    s, _, err = run_lines(game, capsys, f"load {f}", "show ger-6")
    assert message in err and err.count("\n") == 1, err
    assert s.position.pieces["ger-6"]["location"] == "2952"


def test_tab_completes_in_a_real_terminal(tmp_path):
    """The session reads its own lines (to check them) and still completes with Tab at a terminal: `next-tu`
    and Tab becomes `next-turn` (a pseudo-terminal, readline as a player has it)."""
    import os
    import pty
    import select
    import time

    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "printkit", "play", "little_war"], stdin=slave, stdout=slave,
                            stderr=slave, cwd=ROOT, env={"PRINTKIT_CACHE": "off", "PATH": "/usr/bin", "TERM": "dumb"})
    os.close(slave)

    def read_until(token: bytes, seconds: float) -> bytes:
        seen, end = b"", time.monotonic() + seconds
        while token not in seen and time.monotonic() < end:
            if select.select([master], [], [], 0.2)[0]:
                try:
                    seen += os.read(master, 4096)
                except OSError:
                    break
        return seen

    try:
        assert b"little_war> " in read_until(b"little_war> ", 120)
        os.write(master, b"next-tu\t")
        assert b"next-turn" in read_until(b"next-turn", 30)
        os.write(master, b"\x15quit\n")  # (Ctrl-U clears the line)
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)
