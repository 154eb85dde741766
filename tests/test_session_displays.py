"""`printkit play` on a chit-and-display game (Ukrainian Crisis): what a Game Turn needs from the session.

Markers move on the Foreign Relations Display (a ladder chart's zones, as a setup places them), chits are
placed on the Matrix, and the calculators read the position: the alliances and a diplomacy attempt where
the markers sit, a combat group's Neutralized units from their flipped side, a deployment that does not
count Special Forces as enemy units (6.12).
"""

from __future__ import annotations

from tests.test_play_session import play


def test_markers_move_on_the_ladder_display_and_feed_the_alliances():
    # 6.22: US (4), PL (2) in Support at the start (3.0); GB (2) moved to Intervention: at large 2, and in a
    # Strategic Turn 4 + 2 + 2 = 8 Prestige; BY removed by its Event (6.23).
    r = play("ukrainian_crisis", ["move cc-gb foreign_relations/intervention", "remove cc-by",
                                  "alliances --turn strategic"], "--scenario", "standard")
    assert r.returncode == 0, r.stderr
    assert "'at large' RP 2; end of the Final Phase: Ukraine Prestige +8" in r.stdout
    assert "BY removed" in r.stdout and "GB intervention" in r.stdout


def test_a_marker_goes_only_to_a_zone_of_the_display():
    r = play("ukrainian_crisis", ["move cc-gb foreign_relations/nowhere"], "--scenario", "standard")
    assert r.returncode == 1 and "is not a hex, area or box" in r.stderr


def test_diplomacy_reads_the_country_zone_from_the_position():
    # the 6.21 example: GB in Support, 3 RP and 4 Prestige spent: 2d6 <= 7
    r = play("ukrainian_crisis", ["move cc-gb foreign_relations/support", "diplomacy GB up --rp 3 --prestige 4"],
             "--scenario", "standard")
    assert r.returncode == 0, r.stderr
    assert "GB up to Intervention: spend 7 (arrow minimum 3 RP), roll 2d6 <= 7: 58.33%" in r.stdout


def test_the_last_turn_gives_no_alliance_prestige():
    r = play("ukrainian_crisis", ["set turn 9", "alliances --turn strategic"], "--scenario", "standard")
    assert r.returncode == 0, r.stderr
    assert "Ukraine Prestige +0" in r.stdout  # 6.22: "except the 9th one"


def test_chits_are_placed_on_the_matrix_up_to_the_mix():
    lines = [f"place ru-maximum chit_matrix/Military" for _ in range(6)]  # 2.1: five Maximum Efforts a side
    r = play("ukrainian_crisis", lines, "--scenario", "standard")
    assert r.returncode == 1
    assert r.stdout.count("Russian MAXIMUM 2d6 (ru-maximum.") == 5 and "the counter mix holds 5" in r.stderr


def test_combat_reads_neutralized_pieces_from_their_flipped_side():
    # the 7.33 example: two Regulars (CV 4) against two Irregulars, one Neutralized, and a Regular (CV 2)
    r = play("ukrainian_crisis", ["flip ua-irr.1", "combat --attacker ru-mech.1 ru-mech.2 --defender ua-irr.1 "
                                  "ua-irr.2 ua-mech.1 --type asymmetric --attacker-hits 3 --defender-hits 1"],
             "--scenario", "standard")
    assert r.returncode == 0, r.stderr
    assert "attacker: Prestige -2, 0 neutralized, 0 eliminated, 1 excess" in r.stdout  # 7.33: -1 and -1
    assert "defender: Prestige +0, 2 neutralized" in r.stdout
    r = play("ukrainian_crisis", ["flip ru-mech.1", "combat --attacker ru-mech.1 --defender ua-irr.1 --type symbolic"],
             "--scenario", "standard")
    assert r.returncode == 1 and "Rule 7.33" in r.stderr  # a Neutralized unit may not initiate an attack


def test_deploy_does_not_count_special_forces_as_enemy_units():
    # 6.12: a Regular deploys in an empty area or one with friendly units; "Special Forces units do not count
    # as friendly or enemy units"
    r = play("ukrainian_crisis", ["move ru-sf.1 donetsk", "move ua-mech.1 ukrainian_units/Mobilized",
                                  "deploy ua-mech.1 donetsk"], "--scenario", "standard")
    assert r.returncode == 0, r.stderr
    assert "deploy UA Mech (ua-mech) in Donets'ka: 1 RP, Prestige -1" in r.stdout
    r = play("ukrainian_crisis", ["move ru-irr.1 donetsk", "move ua-mech.1 ukrainian_units/Mobilized",
                                  "deploy ua-mech.1 donetsk"], "--scenario", "standard")
    assert r.returncode == 1 and "holds enemy units" in r.stderr  # an Irregular does count


def test_an_event_card_is_read_in_the_session():
    r = play("ukrainian_crisis", ["card Belarus", "card 10 Hearts"], "--scenario", "standard")
    assert r.returncode == 0, r.stderr
    assert "Belarus, Mandatory" in r.stdout and "10 of Hearts: Little Green Men, Optional" in r.stdout


def test_an_event_in_force_is_set_once_for_the_rest_of_the_game():
    # the Belarus card's 1-3: "Russian Regular units may deploy in and move through Belarus" (6.12, 7.21)
    r = play("ukrainian_crisis", ["deploy ru-mech.1 belarus --mobilize"], "--scenario", "standard")
    assert r.returncode == 1 and "needs the 'belarus' Event" in r.stderr
    r = play("ukrainian_crisis", ["set event belarus", "deploy ru-mech.1 belarus --mobilize", "move ru-mech.1 russia",
                                  "can-move ru-mech.1 belarus"], "--scenario", "standard")
    assert r.returncode == 0, r.stderr
    assert "in Belarus: 2 RP, Prestige -1" in r.stdout and "may move Russia -> Belarus" in r.stdout
