"""Case Blue retreat (5.3.5, 5.3.5.1) and Isolation (5.3.4): the rulebook's examples as cases."""

from __future__ import annotations

import json

from tests.conftest import run_cli


def retreat(capsys, *argv):
    code, out, err = run_cli(capsys, "retreat", "case_blue", *argv, "--json")
    return code, json.loads(out) if out else None, err


def test_gap_not_needed_across_a_water_hexside(capsys):
    # 5.3.5 example: "A USSR ground unit in hex 3355 attacks a German ground unit in hex 3356. The German unit
    # can retreat into Rostov because the hexside between the USSR unit and Rostov is a water hexside."
    code, r, _ = retreat(capsys, "--from", "3356", "--attacker", "3355", "--side", "axis", "--axis-control", "3255")
    assert code == 0 and "3255" in r["eligible"]
    # and without the exception the one-hex gap rules out 3455, which borders 3355 across land
    assert "3455" in r["refused"] and "gap" in r["refused"]["3455"]


def test_not_into_an_enemy_city(capsys):
    # 5.3.5.1: "A unit cannot retreat into an enemy city." (Rostov under Soviet control)
    code, r, _ = retreat(capsys, "--from", "3356", "--attacker", "3355", "--side", "axis")
    assert "3255" not in r["eligible"] and "enemy city" in r["refused"]["3255"]


def test_rostov_does_not_save_a_unit_across_water_from_isolation(capsys):
    # 5.3.4 example: "A USSR ground unit in hex 3454 attacks a German ground unit in hex 3355. The German unit
    # cannot use the adjacent city of Rostov to avoid being Isolated because the hexside ... is a water hexside."
    code, r, _ = retreat(capsys, "--from", "3355", "--attacker", "3454", "--enemy", "3356", "--side", "axis",
                         "--axis-control", "3255")
    assert r["eligible"] == [] and r["support"] == [] and r["isolated"] is True


def test_a_friendly_neighbour_prevents_isolation(capsys):
    code, r, _ = retreat(capsys, "--from", "3355", "--attacker", "3454", "--enemy", "3356", "--side", "axis",
                         "--friendly", "3354")
    assert r["isolated"] is False and r["support"] == ["3354"]


def test_attackers_do_not_retreat(capsys):
    code, _, err = retreat(capsys, "--from", "3355", "--attacker", "3454", "--side", "axis", "--role", "attacker")
    assert code == 1 and "5.3.5" in err
