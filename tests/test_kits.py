"""Every game in data/ builds (every language, PDF and SVG, A4 and Letter), verifies and passes preflight.

This was the shell loop of `make test` (build, verify, preflight of each game with --lang all); as tests it
runs in parallel with the rest, and the kits it builds are the ones the read-back tests use (`kit_out`).
Short-edge duplex and gutter-fold kits are preflighted in tests/test_preflight.py.
"""

from __future__ import annotations

import re

import pytest

from tests.conftest import ROOT, run_cli

GAMES = sorted(p.stem for p in (ROOT / "data").glob("*.yaml"))
MIN_CHECKS = {"little_war": 1500, "case_blue": 5000}  # read-back checks at least (each kit: 1,900-7,800)


@pytest.mark.parametrize("game", GAMES)
def test_kit_builds_verifies_and_passes_preflight(game, kit_out, capsys):
    out = str(kit_out(game))
    code, text, err = run_cli(capsys, "verify", game, "--out", out, "--lang", "all")
    assert code == 0, text + err
    counts = re.findall(r"^(\S+): (\d+) checks, (\d+) failed$", text, re.M)
    assert counts and all(failed == "0" for _, _, failed in counts), text
    assert all(int(n) >= MIN_CHECKS.get(game, 1000) for _, n, _ in counts), text
    code, text, err = run_cli(capsys, "preflight", game, "--out", out, "--lang", "all")
    assert code == 0, text + err
    reports = re.findall(r"^(\S+): (\d+) pages checked in [\d.]+ s, (\d+) problems$", text, re.M)
    assert len(reports) == len(counts) and all(n == "0" for _, _, n in reports), text
