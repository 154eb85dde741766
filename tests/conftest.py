"""Shared fixtures. Tests never touch the user's cache: it is switched off unless a test sets it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ["PRINTKIT_CACHE"] = "off"

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"


# The longest tests (or whole modules of them) run first, so that pytest-xdist's workers finish together.
# A test's outcome never depends on the order; module-scoped fixtures stay together (whole modules move).
LONG_FIRST = ("tests/test_kits.py", "tests/test_kit_page.py", "tests/test_digital.py",
              "tests/test_kit_confinement.py::test_a_build_killed_at_any_moment_leaves_a_complete_kit",
              "tests/test_hostile_input.py::test_what_validates_builds_to_well_formed_files",
              "tests/test_preflight.py::test_the_little_war_kit_passes_in_every_layout")


def pytest_collection_modifyitems(items):
    rank = {prefix: i for i, prefix in enumerate(LONG_FIRST)}
    items.sort(key=lambda it: next((rank[p] for p in LONG_FIRST if it.nodeid.startswith(p)), len(LONG_FIRST)))


@pytest.fixture(scope="session", autouse=True)
def _run_from_repo_root():
    """Game ids resolve against ./data: run every test from the repository root."""
    old = os.getcwd()
    os.chdir(ROOT)
    yield
    os.chdir(old)


@pytest.fixture(scope="session")
def little_war():
    from printkit.load.game_loader import load_game

    return load_game("little_war", glyphs=True)


@pytest.fixture(scope="session")
def mini_game():
    from printkit.load.game_loader import load_game

    return load_game(str(DATA / "mini_game.yaml"), glyphs=True)


def run_cli(capsys, *argv):
    """Run the CLI in-process; return (exit code, stdout, stderr)."""
    from printkit.cli import main

    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


# -- Kits built once per test run ------------------------------------------------------------------------
#
# `kit_out(game, *options, lang="all")` builds GAME's kit the way `printkit build GAME --lang all *options`
# does (in-process, through the CLI) and returns the --out folder: the kit is out/GAME/ (out/GAME-ru/ for a
# second language; lang=None: the game's first language only). Each (game, options, lang) is built once
# per run, also across pytest-xdist workers (a file lock in the run's shared temporary folder); games built
# with the same options share one --out folder.
# The folder is shared: read it, or copy it before changing anything
# (shutil.copytree(kit_out(game), tmp_path / "out")).
#     def test_x(kit_out):
#         out = kit_out("case_blue")                       # PDF + SVG, A4 + Letter, long-edge duplex
#         short = kit_out("little_war", "--duplex", "short")


def _shared_tmp(tmp_path_factory) -> Path:
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base  # xdist: one folder per run


@pytest.fixture(scope="session")
def kit_out(tmp_path_factory):
    import fcntl
    import hashlib

    root = _shared_tmp(tmp_path_factory) / "kits"
    root.mkdir(exist_ok=True)

    def build(game: str, *options: str, lang: str | None = "all") -> Path:
        options = (*options, "--lang", lang) if lang else options
        out = root / hashlib.sha256("\0".join(options).encode()).hexdigest()[:12]
        out.mkdir(exist_ok=True)
        with open(root / f"{out.name}-{game}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            done = root / f"{out.name}-{game}.built"
            if not done.is_file():
                import shutil

                from printkit.cli import main

                # built aside, then each kit folder renamed in whole: a test copying the shared folder
                # meanwhile never meets a half-built kit
                aside = root / f"{out.name}-{game}.building"
                shutil.rmtree(aside, ignore_errors=True)
                code = main(["build", game, "--out", str(aside), *options])
                assert code == 0, f"printkit build {game} {' '.join(options)} exited {code}"
                for kit in sorted(aside.iterdir()):
                    if not kit.name.startswith("."):
                        kit.rename(out / kit.name)
                shutil.rmtree(aside)
                done.write_text("ok")
        return out

    return build
