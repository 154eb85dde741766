"""Case Blue air movement (4.1.2, 4.1.2.1, 4.1.3.5), Air Strike (6.2.2), Air Support (6.2.3) and air combat
(5.2, 5.2.1): the rulebook's examples and stated facts (case_blue.en.txt) as cases."""

from __future__ import annotations

import json

import pytest

from tests.conftest import run_cli


@pytest.fixture(scope="module")
def cb():
    from printkit.commands.hexgame_cmds import _hexmap
    from printkit.load.game_loader import load_game

    game = load_game("case_blue")
    return game, _hexmap(game)


def around(**kw):
    from printkit.rules.air_moves import Surroundings

    return Surroundings(**kw)


def land_neighbour(board, h):
    from printkit.rules import hexes

    return next(n for n in hexes.spec(board).neighbors(h) if not hexes.ground_prohibited_hex(board, n)
                and not hexes.ground_prohibited_side(board, h, n))


def cli(capsys, *argv):
    code, out, err = run_cli(capsys, *argv, "--json")
    return code, (json.loads(out) if out.strip() else None), err


# -- air movement (4.1.2, 4.1.2.1) --------------------------------------------------------------------------

def test_a_move_may_end_on_a_transport_line_and_adds_one_sortie(cb):
    from printkit.rules.air_moves import move

    game, board = cb
    # 4.1.2: "Air movement must end in a friendly city or in a hex containing a Transport Line and no enemy
    # unit or enemy marker ... When the unit's movement is done, add one Sortie to its total." 3152 has a line.
    r = move(game, board, "axis", "3153", "3152", 2, "full", around())
    assert r["refusals"] == [] and r["sorties_after"] == 3 and r["hexes"] == 1
    # the MP an air unit pays per hex is only on the Player Aid Sheet: the reconstructed play value, 1 MP a hex
    assert r["cost"] == 1 and r["legal"] is True and r["fill_in"] is None
    assert r["allowance"] == 10  # 4.1: all other (non-Leg) units 10 MP in Full Supply


def test_the_allowance_is_halved_in_low_supply(cb):
    from printkit.rules.air_moves import move

    game, board = cb
    assert move(game, board, "axis", "3153", "3152", 0, "low", around())["allowance"] == 5  # 4.1, 7.1.1


def test_not_a_city_nor_a_transport_line(cb):
    from printkit.rules.air_moves import end_refusals

    game, board = cb
    why = end_refusals(game, board, "axis", "3054", around())  # clear, no line, no city
    assert any("neither a friendly city nor a Transport Line" in w and "(Rule 4.1.2)" in w for w in why)


def test_an_enemy_partisans_marker_closes_a_hex(cb):
    from printkit.rules.air_moves import end_refusals

    game, board = cb
    # 4.1.2 "no enemy ... marker"; 4.1.2.1 "cannot end in a hex containing an enemy: ... Partisans marker"
    why = end_refusals(game, board, "axis", "3152", around(partisans={"3152"}))
    assert any("Partisans" in w and "(Rule 4.1.2.1)" in w for w in why)
    assert any("(Rule 4.1.2)" in w for w in why)


def test_stacking_one_fighter_a_hex(cb):
    from printkit.rules.air_moves import end_refusals

    game, board = cb
    # 4.1.2.1: "A unit cannot end in a hex that violates stacking limits (3.3)"; 3.3: one fighter a hex
    why = end_refusals(game, board, "axis", "3152", around(friendly_air={"3152"}))
    assert any("stacking" in w and "(Rule 4.1.2.1)" in w for w in why)


def test_an_ezoc_closes_a_hex_unless_a_friendly_unit_is_there(cb):
    from printkit.rules.air_moves import end_refusals

    game, board = cb
    enemy = land_neighbour(board, "3152")
    why = end_refusals(game, board, "axis", "3152", around(enemy_ground={enemy}, friendly_ground={"3151"}))
    assert any("enemy Zone of Control" in w for w in why)
    # "... unless the hex contains a friendly: city or unit"
    why = end_refusals(game, board, "axis", "3152", around(enemy_ground={enemy}, friendly_ground={"3152"}))
    assert not any("enemy Zone of Control" in w for w in why)


def test_not_into_an_enemy_city_but_into_a_friendly_one(cb):
    from printkit.rules.air_moves import end_refusals

    game, board = cb
    # 2.2.1: a city without an Axis Control marker is Soviet; Rostov is 3255
    assert any("enemy city" in w for w in end_refusals(game, board, "axis", "3255", around()))
    assert end_refusals(game, board, "soviet", "3255", around()) == []  # a friendly city (and a supply source, 7.3)


def test_not_into_an_enemy_unit(cb):
    from printkit.rules.air_moves import end_refusals

    game, board = cb
    why = end_refusals(game, board, "soviet", "3152", around(enemy_air={"3152"}))
    assert any("holds an enemy unit" in w for w in why)


def test_a_supply_line_must_be_traceable_from_the_end(cb):
    from printkit.rules import hexes
    from printkit.rules.air_moves import end_refusals

    game, board = cb
    ring = set(hexes.spec(board).neighbors("3152"))  # every way out held by Axis ground units
    why = end_refusals(game, board, "soviet", "3152", around(enemy_ground=ring))
    assert any("no supply line can be traced from 3152" in w and "(Rule 4.1.2)" in w for w in why)


def test_faded_dot_hexes_are_open_to_air_movement(cb):
    from printkit.rules.air_moves import end_refusals, path_length

    game, board = cb
    assert board.info("2864").faded_dot  # 1.3.2 names 2864
    # 1.3.2: "They are allowed for air movement." No refusal calls it prohibited, and a path may cross it.
    assert not any("Prohibited" in w for w in end_refusals(game, board, "soviet", "2864", around()))
    assert path_length(game, board, "2863", "2864")[0] == 1


def test_six_sorties_cannot_be_activated_but_displacement_moves_anyway(cb):
    from printkit.rules.air_moves import move

    game, board = cb
    r = move(game, board, "axis", "3153", "3152", 6, "full", around())
    assert any("cannot be activated (Rule 6.2)" in w for w in r["refusals"])  # 1.5, 6.2
    # 4.1.3.5: "The enemy unit moves even if it has 6 Sorties ... if it has less than 6 Sorties, add one"
    r = move(game, board, "axis", "3153", "3152", 6, "full", around(), displaced=True)
    assert r["refusals"] == [] and r["sorties_after"] == 6
    assert move(game, board, "axis", "3153", "3152", 3, "full", around(), displaced=True)["sorties_after"] == 4


def test_cli_air_move_answers_the_cost(capsys):
    # 4.1: an air unit has 10 MP in Full Supply; the cost per hex (unprinted) is the play value 1 MP
    code, r, err = cli(capsys, "air-move", "case_blue", "3153", "3152", "--unit", "ger-4luf", "--sorties", "2")
    assert code == 0 and r["cost"] == 1 and r["allowance"] == 10 and r["fill_in"] is None and err == ""
    code, r, _ = cli(capsys, "air-move", "case_blue", "3153", "3152", "--unit", "ger-4luf", "--end-only")
    assert code == 0 and r["legal_end"] is True


def test_only_an_air_unit_performs_air_movement(capsys):
    code, _, err = run_cli(capsys, "air-move", "case_blue", "3053", "3152", "--unit", "ger-1pz")
    assert code == 1 and "only an air unit performs air movement" in err  # 4.1.2


def test_cli_refuses_an_enemy_city_citing_the_rule(capsys):
    code, _, err = run_cli(capsys, "air-move", "case_blue", "3153", "3255", "--unit", "ger-4luf", "--end-only")
    assert code == 1 and "enemy city" in err and "Rule 4.1.2.1" in err


# -- Air Strike (6.2.2) --------------------------------------------------------------------------------------

def _at_distance(board, origin, n):
    from printkit.hexgrid import all_labels
    from printkit.rules import hexes

    sp = hexes.spec(board)
    return next(h for h in all_labels(board.grid) if sp.distance(origin, h) == n)


def _unit(game, cid, hex_, sorties=0):
    from printkit.commands.air_cmds import _unit_at
    from printkit.commands.hexgame_cmds import _hexmap

    return _unit_at(game, _hexmap(game), cid, hex_, sorties, "unit")


def test_air_strike_range_is_seven_hexes(cb):
    from printkit.rules.air_support import strike

    game, board = cb
    near, far = _at_distance(board, "3055", 7), _at_distance(board, "3055", 8)
    # 6.2.2: "attack an enemy air unit within a 7-hex range of the phasing air unit"
    r = strike(game, board, _unit(game, "ger-4luf", "3055"), _unit(game, "ussr-3air", near))
    assert r["allowed"] and r["distance"] == 7 and r["sorties_after_activation"] == 0
    r = strike(game, board, _unit(game, "ger-4luf", "3055"), _unit(game, "ussr-3air", far))
    assert not r["allowed"] and any("beyond the 7-hex range (Rule 6.2.2)" in w for w in r["refusals"])


def test_air_strike_attacks_an_enemy_air_unit_only(cb):
    from printkit.rules.air_support import strike

    game, board = cb
    r = strike(game, board, _unit(game, "ger-4luf", "3153"), _unit(game, "ussr-12", "3155"))
    assert any("not an air unit" in w for w in r["refusals"])
    r = strike(game, board, _unit(game, "ussr-4air", "3153"), _unit(game, "ussr-3air", "3155"))
    assert any("not an enemy unit" in w for w in r["refusals"])
    r = strike(game, board, _unit(game, "ger-4luf", "3153", 6), _unit(game, "ussr-3air", "3155"))
    assert any("cannot be activated" in w for w in r["refusals"])  # 6.2: 6 Sorties


def test_cli_air_strike(capsys):
    code, r, _ = cli(capsys, "air-strike", "case_blue", "--unit", "ger-4luf", "--at", "3153", "--target",
                     "ussr-3air", "--target-at", "3156")
    assert code == 0 and r["allowed"] and r["distance"] == 3


# -- Air Support (6.2.3) ---------------------------------------------------------------------------------------

def test_the_range_example_of_1_4_for_air_support(cb):
    from printkit.rules.air_support import candidates

    game, board = cb
    # 1.4: "A 5-hex range from an air unit in hex 3055 goes out to and includes hex 3060."
    f = [_unit(game, "ussr-3air", "3055")]
    assert candidates(game, board, "3060", "ussr", ["germany"], f, "axis")[0]["eligible"]
    r = candidates(game, board, "3061", "ussr", ["germany"], f, "axis")[0]
    assert not r["eligible"] and any("beyond the 5-hex range (Rule 6.2.3)" in w for w in r["refusals"])


def test_air_support_nationality(cb):
    from printkit.rules.air_support import candidates

    game, board = cb
    # 6.2.3: "The air unit must be of the same nationality as the defending unit or one of the attacking units."
    f = [_unit(game, "ger-4luf", "3153")]
    r = candidates(game, board, "3155", "ussr", ["romania"], f, "axis")[0]
    assert not r["eligible"] and any("nationality" in w for w in r["refusals"])
    assert candidates(game, board, "3155", "ussr", ["romania", "germany"], f, "axis")[0]["eligible"]


def test_the_5_1_example_both_sides_commit_and_both_receive_air_support(capsys):
    # 5.1/5.2.1 example: German fighter 3 Sorties, USSR fighter 2; the air combat's DR+2 -> 4 and 4 Sorties;
    # "The DR result ... states each side receives the Air Support ground combat DRM": +1 each in Poor (10.2).
    code, r, _ = cli(capsys, "air-support", "case_blue", "--defender", "ussr-62", "--defender-at", "3155",
                     "--attacker", "ger-4pz", "--fighter", "ger-4luf@3153:3", "--fighter", "ussr-3air@3156:2",
                     "--commit", "ger-4luf", "--commit", "ussr-3air", "--result", "DR+2", "--weather", "poor")
    assert code == 0 and r["air_combat"] is True
    assert r["receives"] == {"attacker": True, "defender": True} and r["drm"] == 1
    assert r["sorties_after"] == {"attacker": 4, "defender": 4}


def test_one_side_alone_receives_air_support_and_adds_a_sortie(capsys):
    # 6.2.3: "If only one side commits an air unit, that side automatically receives Air Support"; "if it did
    # not fight a combat, add one Sortie". Air Support is +2 in Fair (10.2).
    code, r, _ = cli(capsys, "air-support", "case_blue", "--defender", "ussr-62", "--defender-at", "3155",
                     "--attacker", "ger-4pz", "--fighter", "ger-4luf@3153:3", "--commit", "ger-4luf")
    assert code == 0 and r["receives"] == {"attacker": True, "defender": False}
    assert r["sorties_after"] == {"attacker": 4} and r["drm"] == 2


def test_no_air_support_drm_in_severe(capsys):
    code, r, _ = cli(capsys, "air-support", "case_blue", "--defender", "ussr-62", "--defender-at", "3155",
                     "--attacker", "ger-4pz", "--fighter", "ger-4luf@3153", "--commit", "ger-4luf", "--weather",
                     "severe")
    assert code == 0 and r["drm"] == 0  # 10.2: no Air Support DRM in Severe


def test_one_air_unit_a_side(capsys):
    # 5.1 example: "no more air units can be committed because only one per side is allowed in a combat"
    code, _, err = run_cli(capsys, "air-support", "case_blue", "--defender", "ussr-62", "--defender-at", "3155",
                           "--attacker", "ger-4pz", "--fighter", "ussr-3air@3156", "--fighter", "ussr-4air@3154",
                           "--commit", "ussr-3air", "--commit", "ussr-4air")
    assert code == 1 and "at most 1" in err and "Rule 6.2.3" in err


def test_a_result_needs_an_air_combat(capsys):
    code, _, err = run_cli(capsys, "air-support", "case_blue", "--defender", "ussr-62", "--defender-at", "3155",
                           "--attacker", "ger-4pz", "--fighter", "ger-4luf@3153", "--commit", "ger-4luf",
                           "--result", "DR")
    assert code == 1 and "only when both sides commit" in err


def test_a_fighter_with_six_sorties_cannot_be_committed(capsys):
    code, _, err = run_cli(capsys, "air-support", "case_blue", "--defender", "ussr-62", "--defender-at", "3155",
                           "--attacker", "ger-4pz", "--fighter", "ger-4luf@3153:6", "--commit", "ger-4luf")
    assert code == 1 and "cannot be activated" in err


# -- air combat (5.2, 5.2.1) -----------------------------------------------------------------------------------

def test_the_5_2_1_example(capsys):
    # "The German fighter adds one Sortie (bringing its total to 4). The USSR fighter adds two Sorties (bringing
    # its total to 4)." German attacker with 3, USSR defender with 2, result DR+2.
    code, r, _ = cli(capsys, "air-combat", "case_blue", "--result", "DR+2", "--attacker-sorties", "3",
                     "--defender-sorties", "2")
    assert code == 0 and (r["attacker_after"], r["defender_after"]) == (4, 4) and r["effect"] == "both"


def test_dd_and_de_add_like_dr_and_sorties_stop_at_six(cb):
    from printkit.rules.air_combat import apply

    game, _ = cb
    e = apply(game, "DE+1", "air_support", 0, 0)  # 5.2.1: "(as well as a DD or DE result)"
    assert (e["attacker_after"], e["defender_after"]) == (1, 1)
    e = apply(game, "DD+3", "air_strike", 2, 5)  # 1.5: "The highest Sorties value a unit can be marked with is 6"
    assert e["defender_after"] == 6 and e["effect"] == "Sorties only"  # 6.2.2: an Air Strike inflicts Sorties


def test_the_sorties_example_of_1_5(cb):
    from printkit.rules.sorties import add

    game, _ = cb
    assert add(game, 2, 2) == 4  # "A unit with 2 Sorties suffers a combat result that adds two Sorties" -> 4
    assert add(game, 5, 3) == 6


def test_as_sorties_mirror_dr(capsys):
    code, r, err = cli(capsys, "air-combat", "case_blue", "--result", "AS+2", "--attacker-sorties", "3",
                       "--defender-sorties", "2")
    assert code == 0 and r["effect"] == "both"  # 5.2.1: "(as well as a ♦ or AS result)" for the Effect
    # play value: AS is DR seen from the other side, the attacker adds the +#, the defender one
    assert (r["attacker_after"], r["defender_after"]) == (5, 3) and r["fill_in"] == []


def test_not_a_result(capsys):
    code, _, err = run_cli(capsys, "air-combat", "case_blue", "--result", "XY+1")
    assert code == 1 and "not an air combat result" in err


def _by_hand(game, attacker_drm, defender_drm, halvings):
    """The CRT results over the 36 die pairs, each final value worked out here by 5.1 step 5 and 10.2."""
    from printkit.rules.crt import lookup

    def final(roll, drm):
        v = roll + drm
        for _ in range(halvings):
            v = (v + 1) // 2  # "divided by two (round up)"
        return max(1, v)  # "A final modified value less than one is treated as one"

    out = {}
    for a in range(1, 7):
        for d in range(1, 7):
            key = lookup(game, final(a, attacker_drm), final(d, defender_drm))["result"]
            out[key] = out.get(key, 0) + 1
    return {k: v / 36 for k, v in out.items()}


def test_distribution_has_the_one_printed_cell(cb, capsys):
    # The CRT prints attacker 4 / defender 6 = AS+2 (5.1); with no DRMs the die pair (4, 6) reaches it, and
    # every pair reaches a cell: the distribution has no unknown share.
    code, r, _ = cli(capsys, "air-combat", "case_blue", "--attacker-drm", "0", "--defender-drm", "0")
    assert code == 0 and r["results"] == pytest.approx(_by_hand(cb[0], 0, 0, 0))
    assert r["results"]["AS+2"] >= 1 / 36 and r["unknown_results"] == 0 and r["unknown_effect"] == 0
    assert sum(r["effect"].values()) == pytest.approx(1)


def test_severe_halves_both_air_combat_rolls(cb, capsys):
    # 10.2: "A faction's modified combat result is divided by two (round up)" in Severe. Attacker +3: rolls 4, 5
    # give 7, 8 -> 4; defender +6: rolls 5, 6 give 11, 12 -> 6. So 2 x 2 of 36 pairs reach the AS+2 cell.
    code, r, _ = cli(capsys, "air-combat", "case_blue", "--attacker-drm", "3", "--defender-drm", "6", "--weather",
                     "severe")
    assert code == 0 and r["results"] == pytest.approx(_by_hand(cb[0], 3, 6, 1))
    assert r["results"]["AS+2"] >= 4 / 36 and r["unknown_results"] == 0


def test_air_drm_cap(capsys):
    # 5.1 step 4: "the maximum DRM that can be applied to that side is + or - 10": +11 is applied as +10
    code, r, err = cli(capsys, "air-combat", "case_blue", "--attacker-drm", "11", "--defender-drm", "0")
    _, r10, _ = cli(capsys, "air-combat", "case_blue", "--attacker-drm", "10", "--defender-drm", "0")
    assert code == 0 and err == "" and r["results"] == r10["results"]
    code, out, _ = run_cli(capsys, "air-combat", "case_blue", "--attacker-drm", "11", "--defender-drm", "0")
    assert code == 0 and "+11 (applied as +10, Rule 5.1)" in out


def test_air_drms_itemized_by_nationality(cb, capsys):
    from printkit.rules.air_combat import drm_items

    game, _ = cb
    d = drm_items(game, "poor", True, "low", "full", attacker_nationality="germany", defender_nationality="ussr")
    # 10.2: -2 for an air unit defending in, or attacking a unit in, Poor; 13.3 Partisans -2; 7.1.1 Low Supply -2;
    # the nationality DRM first (play values: Germany +1, USSR 0)
    assert [i["value"] for i in d["attacker"]["items"]] == [1, -2, -2]
    assert [i["value"] for i in d["defender"]["items"]] == [0, -2, -2]
    code, _, err = run_cli(capsys, "air-combat", "case_blue", "--weather", "poor")
    assert code == 1 and "--attacker-unit" in err  # the nationality is needed: name the air units
    code, r, _ = cli(capsys, "air-combat", "case_blue", "--weather", "poor", "--attacker-unit", "ger-4luf",
                     "--defender-unit", "ussr-3air")
    assert code == 0 and (r["attacker_drm"], r["defender_drm"]) == (-1, -2)
