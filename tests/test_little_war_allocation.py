"""The Little War hit allocation and its results (ukrainian_crisis_and_little_war.en.txt, The Little War 6.21,
6.22, 6.23, 9.2): every stated fact as a case, each refusal citing its rule."""

from __future__ import annotations

import json

import pytest

from tests.conftest import run_cli
from tests.test_play_session import play


def alloc(capsys, *argv):
    code, out, err = run_cli(capsys, "allocate", "little_war", *argv)
    return code, (json.loads(out) if "--json" in argv and out else out), err


def results(r) -> dict:
    return {u["unit"]: u["result"] for u in r["units"]}


def test_undisrupted_defender_hit_less_than_cv_disrupts_or_retreats(capsys):
    # 6.21: "An undisrupted defending unit that receives at least 1 hit, but less than its CV of hits, is
    # potentially disrupted. If the Defender wishes, the unit may stay and be disrupted ..., or it may retreat"
    code, r, _ = alloc(capsys, "--hits", "1", "--to", "sk-inf-2=1", "--json")  # SK 2 has CV 2
    assert code == 0 and results(r) == {"sk-inf-2": "disrupt_or_retreat"}
    assert r["units"][0]["rule"] == "Rule 6.21" and r["units"][0]["status"] == "printed"


def test_hits_equal_to_cv_damage_a_ground_unit(capsys):
    # 6.22 (air units) and 9.2 ("damaged due to excess hits"): hits >= CV damage the unit (derived)
    code, r, _ = alloc(capsys, "--hits", "2", "--to", "sk-inf-2=2", "--json")
    assert code == 0 and results(r) == {"sk-inf-2": "damaged"} and r["units"][0]["status"] == "derived"


def test_no_hit_no_effect_on_an_undisrupted_defender(capsys):
    code, r, _ = alloc(capsys, "--hits", "1", "--to", "sk-inf-2=1", "sk-inf-3=0", "--json")
    assert code == 0 and results(r)["sk-inf-3"] == "none"


def test_disrupted_defenders_must_retreat(capsys):
    # 6.23: "Defending disrupted units must retreat." (SK 1, CV 2, already disrupted, takes 1 hit)
    code, r, _ = alloc(capsys, "--hits", "1", "--to", "sk-inf-1=1", "--disrupted", "sk-inf-1", "--json")
    assert code == 0 and results(r) == {"sk-inf-1": "retreat"}


def test_must_retreat_and_cannot_is_damaged(capsys):
    # 6.23: "A unit that must retreat and cannot is damaged." Sobrance: every neighbour closed
    closed = [x for a in ("michalovce", "vihorlat", "ubla", "perecseny", "nagykapos") for x in ("--enemy", a)]
    code, r, _ = alloc(capsys, "--hits", "1", "--to", "sk-inf-2=1", "--disrupted", "sk-inf-2", "--area", "sobrance",
                       *closed, "--attackers-from", "ungvar", "--json")
    assert code == 0 and r["retreat_to"] == [] and results(r) == {"sk-inf-2": "damaged"}


def test_may_retreat_and_cannot_stays_disrupted(capsys):
    closed = [x for a in ("michalovce", "vihorlat", "ubla", "perecseny", "nagykapos") for x in ("--enemy", a)]
    code, r, _ = alloc(capsys, "--hits", "1", "--to", "sk-inf-2=1", "--area", "sobrance", *closed,
                       "--attackers-from", "ungvar", "--json")
    assert code == 0 and results(r) == {"sk-inf-2": "disrupted"}


def test_retreat_not_where_the_attack_came_from_nor_into_enemies(capsys):
    # 6.23: no retreat "into a space with undisrupted enemy units in it, nor ... into an area from which the
    # attacking units entered the Battle area"
    code, r, _ = alloc(capsys, "--hits", "1", "--to", "sk-inf-2=1", "--area", "sobrance", "--enemy", "ungvar",
                       "--attackers-from", "perecseny", "--json")
    assert code == 0 and "ungvar" not in r["retreat_to"] and "perecseny" not in r["retreat_to"]
    assert "michalovce" in r["retreat_to"]


def test_air_units_take_no_hits_in_ground_combat(capsys):
    # 6.21: "Air units may not have hits inflicted on them."
    code, _, err = alloc(capsys, "--hits", "1", "--to", "sk-air=1")
    assert code == 1 and "Rule 6.21" in err and "air units may not have hits" in err


def test_every_hit_is_allocated(capsys):
    # 6.21: the player inflicting the hits "decides which involved enemy units receive how many hits"
    code, _, err = alloc(capsys, "--hits", "3", "--to", "sk-inf-2=1", "sk-inf-3=1")
    assert code == 1 and "3 hits scored but only 2 allocated" in err and "Rule 6.21" in err
    code, _, err = alloc(capsys, "--hits", "1", "--to", "sk-inf-2=1", "sk-inf-3=1")
    assert code == 1 and "2 hits allocated but only 1 scored" in err


def test_hits_go_to_one_side(capsys):
    code, _, err = alloc(capsys, "--hits", "2", "--to", "sk-inf-2=1", "hu-inf-1=1")
    assert code == 1 and "different sides" in err


def test_attacking_unit_hit_less_than_cv_is_reconstructed_disrupted(capsys):
    # 6.23: "Attacking units may not retreat"; the disruption of a hit attacker is reconstructed (no printed result)
    code, r, _ = alloc(capsys, "--hits", "1", "--to", "hu-inf-1=1", "--role", "attacker", "--json")
    assert code == 0 and results(r) == {"hu-inf-1": "disrupted"} and r["units"][0]["status"] == "reconstructed"
    code, out, _ = alloc(capsys, "--hits", "1", "--to", "hu-inf-1=1", "--role", "attacker")
    assert "reconstructed" in out and "Attacker allocated his hits first" in out  # 6.21 order


def test_disrupted_units_cannot_have_attacked(capsys):
    # 6.2: "Only undisrupted units may attack"
    code, _, err = alloc(capsys, "--hits", "1", "--to", "hu-inf-1=1", "--role", "attacker", "--disrupted", "hu-inf-1")
    assert code == 1 and "Rule 6.2" in err


def test_ragged_guard(capsys):
    # 9.2: "The Ragged Guard cannot attack ... It is never disrupted ... if damaged due to excess hits, it is
    # removed from the game."
    code, _, err = alloc(capsys, "--hits", "1", "--to", "hu-rg=1", "--role", "attacker")
    assert code == 1 and "cannot attack (Rule 9.2)" in err
    code, _, err = alloc(capsys, "--hits", "0", "--to", "hu-rg=0", "--disrupted", "hu-rg")
    assert code == 1 and "never disrupted (Rule 9.2)" in err
    code, r, _ = alloc(capsys, "--hits", "1", "--to", "hu-rg", "--json")  # CV 1: one hit is "excess"
    assert code == 0 and results(r) == {"hu-rg": "removed"}


def test_air_to_air_results(capsys):
    # 6.22: "An air unit that receives at least 1 hit, but less than its CV of hits, is disrupted and returns to
    # its Airfield Box ... equal to or more than its CV of hits is damaged" (CR.32 fighters: CV 2)
    code, r, _ = alloc(capsys, "--air-to-air", "--hits", "3", "--to", "hu-f-1=1", "hu-f-2=2", "--json")
    assert code == 0 and results(r) == {"hu-f-1": "disrupted", "hu-f-2": "damaged"}


def test_defending_fighters_take_a_hit_first(capsys):
    # 6.22: "each fighter air unit the Defender has present must have at least 1 Hit allocated to it before any
    # hits may be allocated to any other air units"
    code, _, err = alloc(capsys, "--air-to-air", "--hits", "2", "--to", "hu-f-1=1", "hu-f-2=0", "hu-air-1=1")
    assert code == 1 and "Rule 6.22" in err and "hu-f-2" in err
    code, r, _ = alloc(capsys, "--air-to-air", "--hits", "3", "--to", "hu-f-1=1", "hu-f-2=1", "hu-air-1=1", "--json")
    assert code == 0
    # "The Defender may allocate Hits as they wish": on the attacking air units no fighter comes first
    code, r, _ = alloc(capsys, "--air-to-air", "--role", "attacker", "--hits", "1", "--to", "hu-f-1=0",
                       "hu-air-1=1", "--json")
    assert code == 0 and results(r)["hu-air-1"] == "disrupted"


def test_air_to_air_hits_only_air_units(capsys):
    code, _, err = alloc(capsys, "--air-to-air", "--hits", "1", "--to", "hu-inf-1=1")
    assert code == 1 and "Rule 6.22" in err


@pytest.mark.parametrize("argv", [["--to", "nobody=1"], ["--to", "sk-inf-2=x"], ["--to", "sk-inf-2=1", "sk-inf-2=1"]])
def test_bad_units_one_line(capsys, argv):
    code, _, err = alloc(capsys, "--hits", "1", *argv)
    assert code in (1, 2) and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_session_allocate_reads_the_position():
    # SK 2 and HG set up in Sobrance; HG marked disrupted must retreat (6.23) but CV 1 and 1 hit: damaged;
    # Ungvár holds undisrupted Hungarians at the start, so no retreat there (6.23)
    r = play("little_war", ["mark sk-irr disrupted", "allocate 2 sk-inf-2=1 sk-irr=1 --json"], "--scenario", "standard")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout.splitlines()[-1])
    assert data["area"] == "sobrance" and results(data) == {"sk-inf-2": "disrupt_or_retreat", "sk-irr": "damaged"}
    assert "ungvar" not in data["retreat_to"] and data["units"][1]["disrupted"] is True


def test_a_retreat_cannot_go_where_the_unit_may_never_move(capsys):
    # 6.11: "Armored cavalry and motorized units may not enter areas with mountains. Slovakian units may not
    # enter Hungary." Vihorlat has mountains; Nagykapos and Ungvár are in Hungary.
    code, r, _ = alloc(capsys, "--hits", "1", "--to", "sk-ac=1", "--area", "michalovce", "--json")
    assert code == 0 and "vihorlat" in r["retreat_to"] and "vihorlat" not in r["units"][0]["retreat_to"]
    assert "nagykapos" not in r["units"][0]["retreat_to"]
    # a disrupted Slovak unit in Sobrance whose only open neighbours are Hungarian must retreat and cannot: damaged
    closed = [x for a in ("michalovce", "vihorlat", "ubla", "perecseny") for x in ("--enemy", a)]
    code, r, _ = alloc(capsys, "--hits", "1", "--to", "sk-inf-2=1", "--disrupted", "sk-inf-2", "--area", "sobrance",
                       *closed, "--json")
    assert code == 0 and set(r["retreat_to"]) == {"nagykapos", "ungvar"}
    assert results(r) == {"sk-inf-2": "damaged"} and r["units"][0]["rule"] == "Rule 6.23"


def test_more_hits_than_any_side_has_dice(capsys):
    # 6.21: a die per CV, per assisting air unit and per terrain type; 5-6 scores a hit, so hits <= dice
    code, _, err = alloc(capsys, "--hits", "99", "--to", "sk-inf-2=99")
    assert code == 1 and "--hits 99 is out of range" in err and "Rule 6.21" in err


def test_session_apply_puts_the_results_on_the_position():
    # 6.21/6.22: HG (CV 1) takes 2 hits: damaged, to the Damaged section (2.32); SK 2 (CV 2) takes 1: the
    # Defender chooses, so it stays as it is; undo takes the allocation back
    r = play("little_war", ["allocate 3 sk-inf-2=1 sk-irr=2 --apply", "show sk-irr", "show sk-inf-2", "undo",
                            "show sk-irr"], "--scenario", "standard")
    assert r.returncode == 0, r.stderr
    rows = [l.split() for l in r.stdout.splitlines() if l.startswith(("sk-irr ", "sk-inf-2 "))]
    assert rows[0][:4] == ["sk-irr", "Slovak", "HG", "slovak_units/Damaged"]
    assert "sobrance" in rows[1] and rows[2][3] == "sobrance"  # "SK 2" is two words of the row
    assert "the Defender's move" in r.stdout
    # 6.22: air units hit less than their CV are disrupted and return to their Airfields box
    r = play("little_war", ["move hu-f-1 sobrance", "allocate 1 hu-f-1=1 --air-to-air --apply", "show hu-f-1"],
             "--scenario", "standard")
    row = [l.split() for l in r.stdout.splitlines() if l.startswith("hu-f-1 ")][-1]
    assert row[3] == "hungarian_airfields" and row[-1] == "disrupted"
