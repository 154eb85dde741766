"""Shared fixtures. Tests never touch the user's cache: it is switched off unless a test sets it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ["PRINTKIT_CACHE"] = "off"

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"


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
