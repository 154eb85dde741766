"""Case Blue ground movement along a path: the 4.1.3.1 example set up as printed, step by step."""

from __future__ import annotations

import json

import pytest

from tests.conftest import run_cli

# 4.1.3.1: "The USSR 6 Army is in hex 3156, the USSR 12 Army is in hex 2955, and USSR 1 Tank is in hex 3157.
# The German 1P Army starts its activation in hex 3155."
EXAMPLE = ["--enemy", "3156", "--enemy", "2955", "--enemy", "3157"]


def path(capsys, *hexes, extra=()):
    code, out, err = run_cli(capsys, "path", "case_blue", *hexes, *EXAMPLE, *extra, "--json")
    return code, (json.loads(out) if out else None), err


@pytest.mark.parametrize("to", ["3255", "3055"])
def test_not_directly_between_hexes_in_the_same_units_ezoc(capsys, to):
    # "cannot move from 3155 directly into 3255 ... because the 6 Army exerts an EZOC in both hexes.
    #  It also cannot move into 3055 for the same reason."
    code, r, _ = path(capsys, "3155", to)
    assert code == 1 and not r["legal"] and r["rule"] == "4.1.3.1"
    assert "3156" in r["refusal"]


def test_into_an_ezoc_of_a_different_unit_at_the_start(capsys):
    # "The 1Pz Army can move from 3155 into 3054 as the EZOC in the 3054 does not belong to 6 Army."
    code, r, _ = path(capsys, "3155", "3054")
    assert code == 0 and r["legal"] and r["ends_in_ezoc"]


def test_out_of_ezoc_then_into_any_ezoc_then_stop(capsys):
    # "...can move into a hex containing no EZOC and then later move into a hex containing an EZOC exerted by
    #  any unit" - then "it is now in the EZOC of 6 Army and so must either end its activation or attack"
    code, r, _ = path(capsys, "3155", "3254", "3255")
    assert code == 0 and r["legal"] and r["ends_in_ezoc"]
    code, r, _ = path(capsys, "3155", "3254", "3255", "3256")
    assert code == 1 and r["rule"] == "4.1.3.1" and "3255" in r["refusal"]


def test_after_advancing_it_cannot_leave_the_ezoc(capsys):
    # continued: 6 Army retreated into 3256, 1Pz advanced into 3156: "It cannot leave the EZOC to move into
    # Rostov. Similarly, it cannot move into hex 3056 because 1 Tank exerts an EZOC into 3156 and 3056."
    code, out, _ = run_cli(capsys, "path", "case_blue", "3156", "3255", "--enemy", "3256", "--enemy", "3157",
                           "--continuing", "--json")
    assert code == 1 and json.loads(out)["rule"] == "4.1.3.1"
    code, out, _ = run_cli(capsys, "path", "case_blue", "3156", "3056", "--enemy", "3256", "--enemy", "3157",
                           "--json")
    r = json.loads(out)
    assert code == 1 and "3157" in r["refusal"]


def test_not_into_an_enemy_unit_nor_a_friendly_unit_in_an_ezoc(capsys):
    code, r, _ = path(capsys, "3155", "3156")
    assert code == 1 and r["rule"] == "4.1.3.3"
    # 4.1.3.2: "A unit cannot enter a hex containing a friendly ground unit and an EZOC."
    code, r, _ = path(capsys, "3155", "3054", extra=("--friendly", "3054"))
    assert code == 1 and r["rule"] == "4.1.3.2"


def test_allowance_and_air_units(capsys):
    # 4.1: Low supply halves a leg unit's allowance to 4 MP; five clear hexes cost 5
    code, r, _ = run_cli(capsys, "path", "case_blue", "2651", "2652", "2653", "2654", "2655", "2656",
                         "--group", "leg", "--supply", "low", "--json")
    r = json.loads(r)
    assert code == 1 and r["rule"] == "4.1" and r["allowance"] == 4
    code, out, err = run_cli(capsys, "path", "case_blue", "3155", "3254", "--group", "air")
    assert code == 1 and "4.1.2" in err
