"""The Little War 6.23 retreats: who may or must retreat, and where."""

from __future__ import annotations

import json

from tests.conftest import run_cli
from tests.test_play_session import play


def test_not_into_undisrupted_enemies_nor_where_the_attack_came_from(capsys):
    # 6.23: "A retreating unit cannot retreat into a space with undisrupted enemy units in it, nor can it retreat
    # into an area from which the attacking units entered the Battle area."
    code, out, _ = run_cli(capsys, "retreat", "little_war", "--from", "sobrance", "--disrupted", "--enemy",
                           "michalovce", "--attackers-from", "ungvar", "--json")
    r = json.loads(out)
    assert code == 0 and r["must"] is True
    assert "michalovce" not in r["legal"] and "ungvar" not in r["legal"] and "vihorlat" in r["legal"]


def test_attackers_may_not_retreat(capsys):
    code, _, err = run_cli(capsys, "retreat", "little_war", "--from", "sobrance", "--role", "attacker")
    assert code == 1 and "Attacking units may not retreat".lower() in err.lower()


def test_must_retreat_and_cannot_is_damaged(capsys):
    # every neighbour of Sobrance closed: "A unit that must retreat and cannot is damaged."
    code, out, _ = run_cli(capsys, "retreat", "little_war", "--from", "sobrance", "--disrupted",
                           *[x for a in ("michalovce", "vihorlat", "ubla", "perecseny", "nagykapos")
                             for x in ("--enemy", a)], "--attackers-from", "ungvar", "--json")
    r = json.loads(out)
    assert r["legal"] == [] and r["damaged"] is True


def test_session_retreat_reads_the_position():
    r = play("little_war", ["mark sk-inf-2 disrupted", "retreat sk-inf-2 ungvar"], "--scenario", "standard")
    # sk-inf-2 sets up in Sobrance; Ungvár holds undisrupted Hungarian units at the start
    assert r.returncode == 1
    assert "Ungvár holds undisrupted enemy units" in r.stderr
