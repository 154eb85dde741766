"""Exit status, the same rule for every command: 0 ok; 1 bad data, or a rules question the data cannot
answer or the rules forbid (one line, never a traceback); 2 a malformed command line (argparse)."""

from __future__ import annotations

import pytest

from tests.conftest import run_cli

LW, CB, DA, UC = "little_war", "case_blue", "donetsk_airport", "ukrainian_crisis"

# (command line, expected exit status): for every command an answer (0), a refusal (1), a malformed line (2).
CASES = [
    (["games"], 0), (["games", "--bogus"], 2),
    (["play", CB, "--scenario", "no_such"], 1), (["play"], 2),  # answers (0): tests/test_play_session.py
    (["completion", "bash"], 0), (["completion", "fish"], 2),
    (["path", CB, "3155", "3254", "--enemy", "3156"], 0), (["path", CB, "3155", "3255", "--enemy", "3156"], 1),
    (["path", CB, "3155", "--group", "tank"], 2),
    (["retreat", LW, "--from", "sobrance"], 0), (["retreat", LW, "--from", "sobrance", "--role", "attacker"], 1),
    (["retreat", LW], 2), (["retreat", CB, "--from", "3356", "--attacker", "3355", "--side", "axis"], 0),
    (["retreat", CB, "--from", "3356", "--side", "axis"], 1),
    (["victory-check", CB, "--scenario", "case_blue_1942"], 0),
    (["victory-check", CB, "--scenario", "no_such"], 1), (["victory-check", CB], 2),
    (["allocate", LW, "--hits", "1", "--to", "sk-inf-2=1"], 0), (["allocate", LW, "--hits", "1", "--to", "sk-air=1"], 1),
    (["allocate", LW, "--hits", "1"], 2),
    (["card", LW, "7", "Spades"], 0), (["card", LW, "11", "Hearts"], 1), (["card", LW, "7", "Spades", "--chart"], 2),
    (["validate", LW], 0), (["validate", "no_such_game"], 1), (["validate", "--bogus"], 2),
    (["schema"], 0), (["schema", "--reference"], 0), (["schema", "--bogus"], 2),  # no refusal: it reads no file
    (["audit", LW], 0), (["audit", "no_such_game"], 1), (["audit"], 2),
    (["verify", LW, "--out", "/nonexistent/out"], 1), (["verify"], 2),
    (["preflight", LW, "--out", "/nonexistent/out"], 1), (["preflight"], 2),  # answers (0): tests/test_preflight.py
    (["build", "no_such_game"], 1), (["build", LW, "--format", "gif"], 2),
    (["build", LW, "--back-offset", "99,0"], 2), (["build", LW, "--back-offset", "x"], 2),
    (["build", LW, "--format", "png", "--dpi", "5000"], 2),
    (["vassal", "no_such_game"], 1), (["vassal"], 2), (["vassal", LW, "--dpi", "x"], 2),
    (["tts", "no_such_game"], 1), (["tts"], 2), (["tts", LW, "--image-url", "file:///etc/passwd"], 2),
    (["tts", LW, "--image-url", "https://example.org/a b"], 2),  # answers (0): tests/test_tts.py
    (["hits", LW, "--dice", "3"], 0), (["hits", LW, "--dice", "500"], 1), (["hits", LW, "--dice", "x"], 2),
    (["hits", LW, "--dice", "3", "--terrain", "swamp"], 1),
    (["raid", LW, "--air-cv", "4"], 0), (["raid", LW, "--air-cv", "99"], 1), (["raid", LW], 2),
    (["recovery", LW, "--units", "3"], 0), (["recovery", LW, "--units", "99"], 1), (["recovery", LW, "--units"], 2),
    (["victory", LW, "--hungarian-vp", "5"], 0), (["victory", LW, "--hungarian-vp", "99"], 1),
    (["victory", LW, "--hungarian-vp", "5", "--cards-removed", "7"], 1), (["victory", LW, "--hungarian-vp", "x"], 2),
    (["lookup", LW, "card_matrix", "Joker", "Hearts"], 0), (["lookup", LW, "random_events", "3"], 0),
    (["lookup", "tests/data/mini_game.yaml", "events", "5"], 1),
    (["lookup", LW, "no_chart", "1"], 1), (["lookup", LW], 2),
    (["hex", CB, "neighbors", "3155"], 0), (["hex", CB, "neighbors", "9999"], 1), (["hex", CB, "around", "3155"], 2),
    (["hex", CB, "distance", "3155"], 2), (["hex", LW, "neighbors", "3155"], 1),
    (["crt", CB, "--attacker", "4", "--defender", "6"], 0), (["crt", CB, "--attacker", "1", "--defender", "1"], 0),
    (["crt", CB, "--attacker", "99", "--defender", "1"], 1), (["crt", CB, "--attacker", "4"], 2),
    (["combat", CB, "--attacker-drm", "1", "--defender-drm", "0"], 0),
    (["combat", CB, "--attacker-drm", "99", "--defender-drm", "0"], 0),  # 5.1 step 4: applied as +10
    (["combat", CB, "--attacker-drm", "99999", "--defender-drm", "0"], 1), (["combat", CB, "--attacker-drm", "1"], 2),
    (["drm", CB, "--attacker", "ger-1pz", "--defender", "ussr-62"], 0),
    (["drm", CB, "--attacker", "no-such-unit", "--defender", "ussr-62"], 1),
    (["drm", CB, "--attacker", "ger-1pz", "--defender", "ger-6"], 1),
    (["drm", CB, "--attacker", "ger-1pz", "--defender", "ussr-62", "--weather", "hot"], 2),
    (["move-cost", CB, "--terrain", "rough", "--river"], 0), (["move-cost", CB, "--from", "3155", "--to", "3160"], 1),
    (["move-cost", CB, "--terrain", "rough", "--mp-left", "999"], 1), (["move-cost", CB, "--mp-left", "x"], 2),
    (["supply", CB, "--side", "soviet", "--hex", "2854"], 0), (["supply", CB, "--side", "martian", "--hex", "2854"], 1),
    (["supply", CB, "--hex", "2854"], 2),
    (["weather", CB, "--month", "Mar", "--roll", "5"], 0), (["weather", CB, "--month", "Mar", "--roll", "9"], 1),
    (["weather", CB, "--month", "Mar"], 2),
    (["turn", CB, "--from", "Jul-42", "--later", "2"], 0), (["turn", CB, "--from", "Jul-42", "--later", "99999"], 1),
    (["turn", CB, "--from", "Jul-42"], 2),
    (["help", CB], 0), (["help", CB, "--json"], 0), (["help", "no_such_game"], 1), (["help"], 2),
    (["help", CB, "--verbose"], 2),
    (["entry", CB, "--roll", "3", "--entry-v", "Sep-42", "--first-turn", "Jul-42"], 0),
    (["entry", CB, "--roll", "9", "--entry-v", "Sep-42", "--first-turn", "Jul-42"], 1), (["entry", CB], 2),
    (["fire", DA, "--attack", "6", "--defence", "6"], 0), (["fire", DA, "--attack", "6", "--defence", "4", "--roll", "5"], 0), (["fire", DA, "--attack", "6", "--defence", "4", "--roll", "13"], 1),
    (["fire", DA, "--attack", "6", "--defence", "4", "--same-hex", "--long-range"], 1),
    (["fire", DA, "--attack", "99999", "--defence", "4"], 1), (["fire", DA, "--attack", "6"], 2),
    (["support", DA, "--strength", "16", "--target", "heavy"], 0), (["support", DA, "--strength", "99", "--target", "heavy"], 1),
    (["support", DA, "--strength", "16", "--target", "medium"], 2),
    (["scatter", DA, "--target", "L4", "--kind", "rocket"], 0), (["scatter", DA, "--target", "Z99", "--kind", "rocket"], 1),
    (["scatter", DA, "--target", "L4"], 2),
    (["arrival", DA, "--reliability", "4"], 0), (["arrival", DA, "--reliability", "9"], 1), (["arrival", DA], 2),
    (["initiative", DA, "--ukraine", "9", "--dnr", "8"], 0), (["initiative", DA, "--ukraine", "0", "--dnr", "8"], 1),
    (["initiative", DA, "--ukraine", "999", "--dnr", "8"], 1), (["initiative", DA, "--ukraine", "x", "--dnr", "8"], 2),
    (["area", UC, "neighbors", "Kyivs'ka"], 0), (["area", UC, "neighbors", "Atlantis"], 1), (["area", LW, "neighbors", "Snina"], 0),
    (["area", UC], 2), (["area", CB, "neighbors", "3155"], 1),
    (["effort", UC, "--chit", "minor", "--roll", "5"], 0), (["effort", UC, "--chit", "minor", "--roll", "9"], 1),
    (["effort", UC, "--chit", "huge"], 1), (["effort", UC], 2),
    (["diplomacy", UC, "--country", "GB", "--from", "support", "--direction", "up", "--rp", "3", "--prestige", "4"], 0),
    (["diplomacy", UC, "--country", "GB", "--from", "intervention", "--direction", "up", "--rp", "3"], 1),
    (["diplomacy", UC, "--country", "GB", "--from", "support", "--direction", "up", "--rp", "999"], 1),
    (["diplomacy", UC, "--country", "GB"], 2),
    (["ceasefire", UC, "--ukraine", "moderate", "--russia", "moderate"], 0),
    (["ceasefire", UC, "--ukraine", "huge", "--russia", "moderate"], 1), (["ceasefire", UC], 2),
    (["combat", UC, "--attacker", "regular:4", "--defender", "regular:2", "--type", "kinetic"], 0),
    (["combat", UC, "--attacker", "regular:4", "--defender", "regular:2", "--type", "asymmetric"], 1),
    (["combat", UC, "--attacker", "regular:99", "--defender", "regular:2", "--type", "kinetic"], 1),
    (["neutralize", UC, "--chit", "moderate", "--rp", "4"], 0), (["neutralize", UC, "--chit", "moderate", "--rp", "99"], 1),
    (["neutralize", UC, "--chit", "moderate"], 2),
    (["segments", UC, "--russia", "moderate", "--ukraine", "minor"], 0),
    (["segments", UC, "--russia", "huge", "--ukraine", "minor"], 1), (["segments", UC], 2),
    (["victory", UC, "--ukraine-vp", "30", "--russia-vp", "12"], 0), (["victory", UC, "--ukraine-vp", "99999", "--russia-vp", "1"], 1),
    (["score", UC, "--prestige", "15"], 0), (["score", UC, "--prestige", "99999"], 1), (["score", UC], 2),
    (["information", UC, "--chit", "maximum", "--option", "reduce"], 0),
    (["information", UC, "--chit", "huge", "--option", "reduce"], 1), (["information", UC], 2),
    (["alliances", UC, "--turn", "combat", "--at", "GB=intervention"], 0),
    (["alliances", UC, "--turn", "combat", "--at", "XX=intervention"], 1), (["alliances", UC], 2),
    (["move", UC, "--side", "russia", "--unit", "ru-vdv", "--from", "russia", "--to", "odesa"], 0),
    (["move", UC, "--side", "russia", "--unit", "ru-vdv", "--from", "russia", "--to", "atlantis"], 1), (["move", UC], 2),
    (["deploy", UC, "--side", "russia", "--unit", "ru-irr", "--area", "sumy", "--present", "special_forces"], 0),
    (["deploy", UC, "--side", "russia", "--unit", "no-unit", "--area", "sumy"], 1), (["deploy", UC], 2),
    (["no-such-command"], 2), ([], 2),
]

# the air, supply-state and logistics calculators (tests/test_case_blue_air.py, _supply_states.py, _logistics.py)
CASES += [
    (["air-move", CB, "3153", "3152", "--unit", "ger-4luf", "--end-only"], 0),
    (["air-move", CB, "3153", "3255", "--unit", "ger-4luf", "--end-only"], 1), (["air-move", CB, "3153"], 2),
    (["air-strike", CB, "--unit", "ger-4luf", "--at", "3153", "--target", "ussr-3air", "--target-at", "3156"], 0),
    (["air-strike", CB, "--unit", "ger-4luf", "--at", "3153", "--target", "ussr-12", "--target-at", "3155"], 1),
    (["air-strike", CB, "--unit", "ger-4luf"], 2),
    (["air-support", CB, "--defender", "ussr-62", "--defender-at", "3155", "--attacker", "ger-4pz"], 0),
    (["air-support", CB, "--defender", "ussr-62", "--defender-at", "3155", "--attacker", "ussr-6"], 1),
    (["air-support", CB, "--defender", "ussr-62"], 2),
    (["air-combat", CB, "--result", "DR+2"], 0), (["air-combat", CB, "--result", "XY"], 1),
    (["air-combat", CB, "--attacker-drm", "x"], 2),
    (["isolation", CB, "--hex", "3355", "--side", "axis", "--attacker", "3454"], 0),
    (["isolation", CB, "--hex", "3355", "--side", "martian", "--attacker", "3454"], 1), (["isolation", CB], 2),
    (["supply-state", CB, "--traced", "no"], 0), (["supply-state", CB], 1),
    (["supply-state", CB, "--state", "medium"], 2),
    (["attrition", CB, "--unit", "ger-6"], 0), (["attrition", CB, "--unit", "no-such-unit"], 1), (["attrition", CB], 2),
    (["production", CB, "--country", "germany"], 0), (["production", CB, "--country", "ussr"], 1),
    (["production", CB], 2),
    (["replacements", CB, "--unit", "ger-6"], 1), (["replacements", CB], 2),  # answers (0): none, every cost unknown
    (["mobilize", CB, "--unit", "ger-6", "--eliminated-this-turn"], 1), (["mobilize", CB], 2),
    (["upgrade", CB, "--unit", "ussr-1gd", "--replaces", "ussr-62"], 0),
    (["upgrade", CB, "--unit", "ussr-1gd", "--replaces", "ussr-5shock"], 1), (["upgrade", CB, "--unit", "x"], 2),
]


@pytest.mark.parametrize("argv,code", CASES, ids=[" ".join(a) or "(none)" for a, _ in CASES])
def test_exit_status(capsys, argv, code):
    got, out, err = run_cli(capsys, *argv)
    assert got == code, (out, err)
    assert "Traceback" not in out + err
    if code == 1 and argv[0] in ("validate", "verify"):  # reports: every problem, on standard output
        assert out.strip()
    elif code:
        assert err.strip(), "a refusal says why on stderr"
        if code == 1:
            assert err.count("\n") == 1, err  # one line


def test_every_command_has_cases():
    from printkit.cli import COMMANDS

    covered = {a[0] for a, _ in CASES if a}
    assert set(COMMANDS) <= covered, set(COMMANDS) - covered
    for command in COMMANDS:
        codes = {c for a, c in CASES if a and a[0] == command}
        assert 2 in codes or command in (), (command, codes)
