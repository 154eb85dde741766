"""Whole-kit atomicity and confinement (issue: hostile and broken input).

A kit folder is exactly one build: written beside, swapped in whole, verified file by file against its
manifest's sha256; nothing from a manifest is trusted to point outside the kit; output never leaves --out.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import ROOT, run_cli


def _build(capsys, out, *extra):
    return run_cli(capsys, "build", "little_war", "--paper", "a4", "--out", str(out), *extra)


def _verify(capsys, out):
    return run_cli(capsys, "verify", "little_war", "--out", str(out))


@pytest.fixture(scope="module")
def _pristine(tmp_path_factory):
    """One build of the kit for the module; each test tampers with a copy of it."""
    import contextlib
    import io

    from printkit.cli import main

    out = tmp_path_factory.mktemp("pristine") / "out"
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
        code = main(["build", "little_war", "--paper", "a4", "--out", str(out)])
    assert code == 0, err.getvalue()
    return out


@pytest.fixture()
def kit(_pristine, tmp_path):
    out = tmp_path / "out"
    shutil.copytree(_pristine, out)
    return out


def test_a_fresh_kit_verifies_and_lists_every_file_with_its_sha256(kit, capsys):
    manifest = json.loads((kit / "little_war" / "manifest.json").read_text())
    on_disk = {p.relative_to(kit / "little_war").as_posix() for p in (kit / "little_war").rglob("*") if p.is_file()}
    assert set(manifest["files"]) == on_disk - {"manifest.json"}
    assert all(len(e["sha256"]) == 64 for e in manifest["files"].values())
    code, out, _ = _verify(capsys, kit)
    assert code == 0 and " 0 failed" in out


def test_verify_fails_on_a_foreign_file(kit, capsys):
    (kit / "little_war" / "a4" / "counters-9.svg").write_text("<svg/>")
    code, out, _ = _verify(capsys, kit)
    assert code == 1 and "counters-9.svg: not part of this build" in out


def test_verify_fails_on_a_kit_mixed_from_two_builds(kit, tmp_path, capsys):
    other = tmp_path / "other"
    _build(capsys, other, "--duplex", "short")
    shutil.copy(other / "little_war" / "a4" / "counters.pdf", kit / "little_war" / "a4" / "counters.pdf")
    code, out, _ = _verify(capsys, kit)
    assert code == 1 and "counters.pdf: not the file this build wrote" in out


def test_verify_fails_when_the_game_file_changed_since_the_build(kit, tmp_path, capsys):
    changed = tmp_path / "little_war.yaml"
    changed.write_text((ROOT / "data" / "little_war.yaml").read_text() + "\n# edited\n")
    code, out, _ = run_cli(capsys, "verify", str(changed), "--out", str(kit))
    assert code == 1 and "built from another version of the game file" in out


def test_a_pdf_rebuild_keeps_the_svgs_of_the_same_data_only(kit, tmp_path, capsys):
    svg = kit / "little_war" / "a4" / "counters-1.svg"
    _build(capsys, kit, "--format", "pdf")
    assert svg.is_file()  # same source, same options: carried over, still listed
    assert _verify(capsys, kit)[0] == 0
    changed = tmp_path / "data" / "little_war.yaml"
    changed.parent.mkdir()
    changed.write_text((ROOT / "data" / "little_war.yaml").read_text() + "\n# edited\n")
    code, _, err = run_cli(capsys, "build", str(changed), "--paper", "a4", "--format", "pdf", "--out", str(kit))
    assert code == 0, err
    assert not svg.exists()  # SVGs of other data would make a mixed kit


def test_manifest_entries_outside_the_kit_are_never_touched(kit, tmp_path, capsys):
    victim = tmp_path / "victim.svg"
    victim.write_text("precious")
    manifest_path = kit / "little_war" / "manifest.json"
    manifest = json.loads(manifest_path.read_text())
    for name in ("../../victim.svg", str(victim), "a4/../../../victim.svg"):
        manifest["files"][name] = {"bytes": 8, "sha256": "0" * 64}
    manifest_path.write_text(json.dumps(manifest))
    code, out, _ = _verify(capsys, kit)
    assert code == 1 and out.count("points outside the kit") == 3
    _build(capsys, kit, "--format", "pdf")
    assert victim.read_text() == "precious"


def test_out_that_is_a_file_is_one_line(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    for out in (blocker, blocker / "sub"):
        code, stdout, err = run_cli(capsys, "build", "little_war", "--paper", "a4", "--format", "svg", "--out", str(out))
        assert code == 1 and err.count("\n") == 1 and "cannot write the kit" in err
    assert blocker.read_text() == "x"


def test_kit_folder_that_is_a_file_is_refused(tmp_path, capsys):
    (tmp_path / "little_war").write_text("x")
    code, _, err = run_cli(capsys, "build", "little_war", "--paper", "a4", "--format", "svg", "--out", str(tmp_path))
    assert code == 1 and "is not a folder" in err and err.count("\n") == 1


@pytest.mark.parametrize("bad_id", ["../escape", "/tmp/abs", "a/b", "..", "UPPER", ""])
def test_a_game_id_that_would_be_a_path_is_a_validation_error(tmp_path, capsys, bad_id):
    text = (ROOT / "data" / "little_war.yaml").read_text().replace("id: little_war", f"id: {json.dumps(bad_id)}", 1)
    game = tmp_path / "g.yaml"
    game.write_text(text)
    code, _, err = run_cli(capsys, "build", str(game), "--out", str(tmp_path / "out"))
    assert code == 1 and "g.yaml:12:5: id: game id" in err
    assert not (tmp_path / "out").exists() and not Path("/tmp/abs").exists()


def test_a_path_that_is_not_a_game_file_is_refused_without_its_content(tmp_path, capsys):
    secret = tmp_path / "secret.txt"
    secret.write_text("password: hunter2\n")
    for command in (["validate"], ["build"], ["audit"], ["hex"]):
        code, out, err = run_cli(capsys, *command, str(secret), *(["neighbors", "K4"] if command == ["hex"] else []))
        assert code == 1 and "not a game file" in out + err and "hunter2" not in out + err


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid  # ended and reaped: no process has this pid now (until the system reuses it)


def test_leftovers_of_a_killed_build_are_removed_and_those_of_a_live_one_kept(kit, capsys):
    dead = kit / f".little_war.build-{_dead_pid()}-abc"
    foreign = kit / ".little_war.build-abc"  # no pid: not a name this printkit makes
    live = kit / f".little_war.build-{os.getppid()}-xyz"  # a process that is running (pytest's parent)
    for leftover in (dead, foreign, live):
        leftover.mkdir()
        (leftover / "x.pdf").write_text("half")
    _build(capsys, kit, "--format", "svg")
    assert not dead.exists() and not foreign.exists()
    assert (live / "x.pdf").read_text() == "half"


def test_a_build_killed_at_any_moment_leaves_a_complete_kit(tmp_path, capsys):
    """kill -9 at random moments: the folder is absent (first build) or a complete kit that verifies."""
    out = tmp_path / "out"
    rng = random.Random(8)
    env = {**os.environ, "PRINTKIT_CACHE": "off"}
    cmd = [sys.executable, "-m", "printkit", "build", "little_war", "--paper", "a4", "--out", str(out)]
    t0 = time.perf_counter()
    subprocess.run(cmd, check=True, cwd=ROOT, env=env, capture_output=True)
    full = time.perf_counter() - t0
    shutil.rmtree(out)
    for attempt in range(8):
        proc = subprocess.Popen(cmd + (["--duplex", "short"] if attempt % 2 else []), cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.2, 1.1) * full)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        kit = out / "little_war"
        if kit.exists():
            code, report, _ = _verify(capsys, out)
            assert code == 0, report
    subprocess.run(cmd, check=True, cwd=ROOT, env=env, capture_output=True)
    assert [p.name for p in out.glob(".little_war.*")] == [".little_war.lock"]  # no leftovers, only the lock


def test_a_lock_file_planted_as_a_link_never_writes_through_it(tmp_path, capsys):
    """The kit's lock file is opened without following a symbolic link (one line, nothing written), and a hard
    link to another file is locked but never written: the build's process number goes into no one else's file."""
    out = tmp_path / "out"
    out.mkdir()
    precious = tmp_path / "precious.txt"
    precious.write_text("keep me\n")
    (out / ".little_war.lock").symlink_to(precious)
    code, _, err = run_cli(capsys, "build", "little_war", "--paper", "a4", "--format", "svg", "--out", str(out))
    assert code == 1 and err.count("\n") == 1 and "cannot write the kit into" in err, err
    assert not (out / "little_war").exists()
    (out / ".little_war.lock").unlink()
    os.link(precious, out / ".little_war.lock")
    code, _, err = run_cli(capsys, "build", "little_war", "--paper", "a4", "--format", "svg", "--out", str(out))
    assert code == 0, err
    assert precious.read_text() == "keep me\n"


def test_a_link_where_the_kit_folder_goes_is_replaced_and_its_target_left_alone(tmp_path, capsys):
    """A symbolic link standing where the kit's folder goes: the build puts the kit in its place, removes the
    link (no `.GAME.build-*` left beside the kit) and never touches what it pointed to."""
    out = tmp_path / "out"
    out.mkdir()
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "keep.txt").write_text("keep me\n")
    (out / "little_war").symlink_to(victim, target_is_directory=True)
    code, _, err = run_cli(capsys, "build", "little_war", "--paper", "a4", "--format", "svg", "--out", str(out))
    assert code == 0, err
    kit = out / "little_war"
    assert kit.is_dir() and not kit.is_symlink() and (kit / "manifest.json").is_file()
    assert sorted(p.name for p in victim.iterdir()) == ["keep.txt"] and (victim / "keep.txt").read_text() == "keep me\n"
    assert sorted(p.name for p in out.glob(".little_war.*")) == [".little_war.lock"]


PAUSED_BUILD = """
import os, signal, sys
from printkit import outputs
swap = outputs._swap_in
def paused(tmp, folder):  # stop in the write phase: the new kit is in its temporary folder, the lock is held
    os.kill(os.getpid(), signal.SIGSTOP)
    swap(tmp, folder)
outputs._swap_in = paused
from printkit.cli import main
raise SystemExit(main(sys.argv[1:]))
"""


def _popen(argv, env, script=None):
    cmd = [sys.executable, "-c", script, *argv] if script else [sys.executable, "-m", "printkit", *argv]
    return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_two_builds_at_once_take_turns_and_never_remove_each_others_files(tmp_path, capsys):
    """A build paused in its write phase holds the kit's lock: a second build waits for it (and gives up after
    PRINTKIT_LOCK_WAIT seconds with one line, leaving the paused build's files alone); resumed, both finish
    and the kit verifies. Then two builds started together: both succeed, the kit verifies."""
    out = tmp_path / "out"
    argv = ["build", "little_war", "--paper", "a4", "--format", "svg", "--out", str(out)]
    env = {**os.environ, "PRINTKIT_CACHE": str(tmp_path / "cache")}
    paused = _popen(argv, env, PAUSED_BUILD)
    try:
        _, status = os.waitpid(paused.pid, os.WUNTRACED)
        assert os.WIFSTOPPED(status)
        tmp = list(out.glob(f".little_war.build-{paused.pid}-*"))
        assert len(tmp) == 1 and list(tmp[0].rglob("*.svg"))
        quick = _popen(argv + ["--duplex", "short"], {**env, "PRINTKIT_LOCK_WAIT": "1"})
        _, err = quick.communicate(timeout=120)
        assert quick.returncode == 1, err
        assert err.splitlines()[-1].startswith(f"printkit: error: another build (process {paused.pid}) is writing")
        assert len(err.splitlines()) == 2 and "waiting for another build" in err.splitlines()[0]
        assert tmp[0].is_dir() and list(tmp[0].rglob("*.svg"))  # the paused build's files are untouched
        patient = _popen(argv + ["--duplex", "short"], env)
        while "waiting for another build" not in patient.stderr.readline():
            pass
        os.kill(paused.pid, signal.SIGCONT)
        assert paused.wait(timeout=120) == 0
        assert patient.wait(timeout=300) == 0
    finally:
        if paused.poll() is None:
            os.kill(paused.pid, signal.SIGCONT)
            paused.kill()
    code, report, _ = _verify(capsys, out)
    assert code == 0, report
    assert json.loads((out / "little_war" / "manifest.json").read_text())["duplex"] == "short"  # the later one
    pair = [_popen(argv + (["--duplex", "short"] if i else []), env) for i in range(2)]
    assert [p.wait(timeout=300) for p in pair] == [0, 0], [p.stderr.read() for p in pair]
    code, report, _ = _verify(capsys, out)
    assert code == 0, report
    assert [p.name for p in out.glob(".little_war.*")] == [".little_war.lock"]


TAMPERED = {
    "papers": lambda m: {**m, "papers": ["x"]},
    "back_offset": lambda m: {**m, "back_offset_mm": "odd"},
    "back_offset_huge": lambda m: {**m, "back_offset_mm": [1e308, 0]},
    "files_shape": lambda m: {**m, "files": {"a4/counters.pdf": "x"}},
    "formats": lambda m: {**m, "formats": [["pdf"]]},
    "not_a_mapping": lambda m: [m],
}


def _tamper(kit: Path, how) -> None:
    path = kit / "little_war" / "manifest.json"
    if callable(how):
        path.write_text(json.dumps(how(json.loads(path.read_text()))))
    else:
        path.write_bytes(how)


@pytest.mark.parametrize("how", list(TAMPERED.values()) + [b"[" * 100_000 + b"]" * 100_000, b"\xff\xfe{}",
                                                          b'{"files": NaN}', b" " * (17 * 1024 * 1024)],
                         ids=list(TAMPERED) + ["deep", "not_utf8", "nan", "huge"])
def test_a_tampered_manifest_is_not_a_kit_and_the_next_build_replaces_it(tmp_path, capsys, how):
    """verify says so in one line; vassal, preflight and build never crash on it; the next build replaces it."""
    out = tmp_path / "out"
    assert _build(capsys, out, "--format", "pdf")[0] == 0
    _tamper(out, how)
    code, report, err = _verify(capsys, out)
    assert code == 1 and "not a kit built by this printkit" in report and not err, report + err
    assert report.count("FAIL") == 1
    code, _, err = run_cli(capsys, "preflight", "little_war", "--out", str(out))
    assert code in (0, 1) and "internal error" not in err and "Traceback" not in err
    if callable(how):  # (the module: once for each shape; the build below replaces any manifest the same way)
        code, _, err = run_cli(capsys, "vassal", "little_war", "--out", str(out), "--dpi", "10")
        assert code == 0, err
        _tamper(out, how)
    code, _, err = _build(capsys, out, "--format", "pdf")
    assert code == 0, err
    code, report, _ = _verify(capsys, out)
    assert code == 0, report
