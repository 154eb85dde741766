"""Case Blue play values (issue 17): the reconstructed CRT, weather, production, costs and DRMs keep every printed
fact of case_blue.en.txt, behave as the rules describe, and leave no player question unanswered.

Each expectation is worked by hand from the rule it cites or from the design argued in the data's notes.
"""

from __future__ import annotations

import json

import pytest

from printkit.errors import RulesError
from tests.conftest import run_cli

VALUES = range(1, 17)  # final values: 1 (5.1 step 5) to 6 + the +10 cap (5.1 step 4)
# The ground scale of the result letters, from the attacker's worst to its best. 5.2.1 groups DR, DD and DE as
# the results in which the defender loses (the attacker adds one Sortie, the defender the +#) and DR, ♦ and AS
# as those in which both sides keep Air Support; AS is the attacker's defeat (5.1 example).
SCALE = ("AS", "♦", "DR", "DD", "DE")


@pytest.fixture(scope="module")
def cb():
    from printkit.load.game_loader import load_game

    return load_game("case_blue")


def cli(capsys, *argv):
    code, out, err = run_cli(capsys, *argv, "--json")
    return code, (json.loads(out) if out.strip() else None), err


def _cell(game, a: int, d: int) -> tuple[str, int]:
    from printkit.rules.air_combat import parse_result
    from printkit.rules.crt import lookup

    return parse_result(lookup(game, a, d)["result"])


def _shares(game, attacker_drm: int, defender_drm: int, halvings: int = 0) -> dict[str, float]:
    """The chance of each result letter (the +# ignored, as in ground combat) over the 36 die pairs."""
    from printkit.rules.crt import distribution

    r = distribution(game, attacker_drm, defender_drm, halvings, halvings)
    assert r["unknown"] == 0
    out: dict[str, float] = {}
    for result, n in r["results"].items():
        letters = result.partition("+")[0]
        out[letters] = out.get(letters, 0) + n / 36
    return out


def _gains(shares: dict[str, float]) -> float:
    """The chance the attack gains ground: DR, DD or DE (the defender leaves its hex, 5.3.5-5.3.7)."""
    return sum(shares.get(k, 0) for k in ("DR", "DD", "DE"))


# -- the CRT ------------------------------------------------------------------------------------------------

def test_the_printed_cell_is_kept(cb, capsys):
    # 5.1 example step 6: attacker 4, defender 6 = AS+2, printed
    code, r, _ = cli(capsys, "crt", "case_blue", "--attacker", "4", "--defender", "6")
    assert code == 0 and r == {"result": "AS+2", "status": "printed"}


def test_printkit_crt_answers_every_cell(capsys):
    seen = set()
    for d in VALUES:
        for a in VALUES:
            code, r, err = cli(capsys, "crt", "case_blue", "--attacker", str(a), "--defender", str(d))
            assert code == 0 and err == "" and r["status"] in ("printed", "reconstructed"), (a, d, err)
            seen.add(r["result"].partition("+")[0])
    assert seen == set(SCALE)  # exactly the result types of 5.1-5.2.1, every one of them used


def test_the_plus_number_is_sorties_only(cb):
    # 5.1: a result is letters and a +# (AS+2, DR+2); ♦ is the one result with no +# (each side adds a Sortie)
    for d in VALUES:
        for a in VALUES:
            letters, number = _cell(cb, a, d)
            assert (number == 0) == (letters == "♦") and 0 <= number <= 3, (a, d)


def _air(game, a: int, d: int) -> tuple[int, int, int]:
    """(attacker Sorties, defender Sorties, Air Support rank) of a cell in air combat (5.2.1)."""
    from printkit.rules.air_combat import effect
    from printkit.rules.crt import lookup

    e = effect(game, lookup(game, a, d)["result"], "air_support")
    rank = {"defender": 0, "neither": 1, "both": 2, "attacker": 3}[e["effect"]]
    return e["attacker_sorties"], e["defender_sorties"], rank


def test_monotone(cb):
    """A higher attacker value never helps the defender; a higher defender value never helps the attacker:
    in the ground result, in the air Sorties of each side and in who receives Air Support."""
    for d in VALUES:
        for a in VALUES:
            here, air = SCALE.index(_cell(cb, a, d)[0]), _air(cb, a, d)
            if a < 16:
                right, air_r = SCALE.index(_cell(cb, a + 1, d)[0]), _air(cb, a + 1, d)
                assert right >= here and air_r[0] <= air[0] and air_r[1] >= air[1] and air_r[2] >= air[2], (a, d)
            if d < 16:
                down, air_d = SCALE.index(_cell(cb, a, d + 1)[0]), _air(cb, a, d + 1)
                assert down <= here and air_d[0] >= air[0] and air_d[1] <= air[1] and air_d[2] <= air[2], (a, d)


def test_the_5_1_example(cb):
    from printkit.games.case_blue_drm import Combat, Unit, drm
    from printkit.rules.crt import final_value, lookup

    # German tank Mobile attack on a reduced USSR infantry unit in a city, Poor, both get Air Support, Soviet
    # Tanks marker: +1 and 0; rolls 3 and 6 -> 4 and 6; "The combat result is AS+2"
    c = Combat(Unit("1 Pz", "germany", "tank"), Unit("62", "ussr", "infantry", reduced=True), weather="poor",
               city=True, attacker_air=True, defender_air=True, tanks="defender")
    r = drm(cb, c)
    a, d = (final_value(cb, roll, r[s]["capped"], 0) for roll, s in ((3, "attacker"), (6, "defender")))
    assert (r["attacker"]["total"], r["defender"]["total"], a, d) == (1, 0, 4, 6)
    assert lookup(cb, a, d)["result"] == "AS+2"


def test_the_4_1_3_1_example_can_happen(cb):
    # 1 Pz (+4: Germany and Tank in Fair, 5.3) attacks the 6 Army (0) and "The combat result was DR"
    assert _shares(cb, 4, 0).get("DR", 0) > 0


def test_expected_results(cb):
    """The chances argued in charts.crt's note, worked by hand from its bands (36 die pairs each)."""
    # equal DRMs: gains ground on a margin of +1 or more (15 pairs) or a tie of 6 (1); stopped at -2 or worse
    # (10); held (♦) at -1 (5) and on ties of 1-5 (5)
    even = _shares(cb, 0, 0)
    assert _gains(even) == pytest.approx(16 / 36) and even["AS"] == pytest.approx(10 / 36)
    assert even["♦"] == pytest.approx(10 / 36) and "DE" not in even
    # 5.3: "a German Panzer unit in Fair weather has a +4 DRM" and "is more successful with Mobile attacks": its
    # margin is at least -1 (roll 1 against 6), so it is never stopped; it is held on 5/6 (margin -1) and 5/5
    panzer = _shares(cb, 4, 0)
    assert "AS" not in panzer and _gains(panzer) == pytest.approx(34 / 36)
    # 5.3: "With no positive combat DRM (e.g. a USSR infantry army), extra armies in an Assault provide a positive
    # combat DRM": alone against German infantry (+2) it is stopped whenever its roll is not 3 more (21 of 36);
    # with two Additional Attackers (+2 each side) it is stopped on 10 and gains ground on 18 (a margin of +1 or
    # more, 15, and the ties of 6-8, 3), more than at 0 / 0: the values count, not only the margin (5.1 step 4)
    assert _shares(cb, 0, 2)["AS"] == pytest.approx(21 / 36)
    assembled = _shares(cb, 2, 2)
    assert assembled["AS"] == pytest.approx(10 / 36) and _gains(assembled) == pytest.approx(18 / 36)


def test_not_strictly_linear(cb):
    # 5.1 step 4: "Do not combine both sides' modifiers ... +2 and -1 is not applied as a +1 DRM. The CRT results
    # are not strictly linear": the same net DRM gives other odds
    from printkit.rules.crt import distribution

    assert distribution(cb, 2, -1)["results"] != distribution(cb, 3, 0)["results"]
    assert distribution(cb, 5, 4)["results"] != distribution(cb, 1, 0)["results"]


def test_10_2_severe_mitigates_extremes_and_is_less_predictable(cb):
    # "Severe mitigates extreme combat results, but it is also less predictable in terms of who will win": for
    # every pair of DRMs from -4 to +8 (beyond what Severe, with no Tank or Air Support DRM, lets a side reach)
    # halving both values never gives DE, never more DD and DE than Fair, and the favoured side (the stronger
    # attacker gaining ground, or the stronger defender stopping the attack) succeeds less often, unless it
    # cannot fail
    for attacker in range(-4, 9):
        for defender in range(-4, 9):
            fair, severe = _shares(cb, attacker, defender), _shares(cb, attacker, defender, halvings=1)
            assert severe.get("DE", 0) == 0 and severe.get("DD", 0) <= fair.get("DD", 0) + fair.get("DE", 0)
            if attacker == defender:
                continue
            favoured = _gains if attacker > defender else (lambda s: s.get("AS", 0))
            assert favoured(severe) < favoured(fair) or favoured(fair) == pytest.approx(1), (attacker, defender)


def test_10_2_poor_still_allows_extreme_results(cb):
    # "Poor weather still allows for more extreme combat results on the CRT": a German Panzer attack in Poor
    # (Germany +2, Tank +1, attacking in Poor -2 = +1) can still destroy (DD, or DE against a weak defender),
    # where in Severe (Germany +2 only, halved) it cannot
    poor, severe = _shares(cb, 1, 0), _shares(cb, 2, 0, halvings=1)
    assert poor.get("DD", 0) > 0 and severe.get("DD", 0) == 0
    # with Air Support in Poor (+1 more) against a reduced defender (-2), even DE; in Severe, never
    assert _shares(cb, 2, -2).get("DE", 0) > 0 and _shares(cb, 2, -2, halvings=1).get("DE", 0) == 0


def test_combat_distributions_have_no_unknown_share(cb, capsys):
    from printkit.rules.crt import distribution

    for a in range(-10, 11):
        for d in range(-10, 11):
            for h in (0, 1, 2):
                assert distribution(cb, a, d, h, h)["unknown"] == 0, (a, d, h)
    code, r, _ = cli(capsys, "combat", "case_blue", "--attacker-drm", "1", "--defender-drm", "0", "--weather",
                     "severe")
    assert code == 0 and r["unknown"] == 0 and r["unknown_cells"] == [] and sum(r["results"].values()) == 1


# -- the DRM cap (5.1 step 4) ----------------------------------------------------------------------------------

def test_a_drm_beyond_ten_is_applied_as_ten(capsys):
    # 5.1 step 4: "After adding all modifiers for a side, the maximum DRM that can be applied to that side is
    # + or - 10": a +13 total is not refused, it is applied as +10 (and -12 as -10)
    code, r13, err = cli(capsys, "combat", "case_blue", "--attacker-drm", "13", "--defender-drm", "-12")
    _, r10, _ = cli(capsys, "combat", "case_blue", "--attacker-drm", "10", "--defender-drm", "-10")
    assert code == 0 and err == "" and r13["results"] == r10["results"]
    code, out, _ = run_cli(capsys, "combat", "case_blue", "--attacker-drm", "13", "--defender-drm", "-12")
    assert "+13 (applied as +10, Rule 5.1)" in out and "-12 (applied as -10, Rule 5.1)" in out


def test_the_drm_calculator_applies_the_cap(cb):
    from printkit.games.case_blue_drm import _side
    from printkit.rules.crt import applied

    # a side whose items add up to +12 (or -13): kept as the total, applied as +10 (-10), 5.1 step 4
    s = _side(cb, [{"key": "x", "label": "x", "value": 12, "source": ""}], [])
    assert (s["total"], s["capped"]) == (12, 10)
    assert applied(cb, 12) == "+12 (applied as +10, Rule 5.1)" and applied(cb, -13) == "-13 (applied as -10, Rule 5.1)"
    assert applied(cb, 10) == "+10"


# -- air ---------------------------------------------------------------------------------------------------------

def test_air_units_receive_10_mp_in_full_supply_and_5_otherwise(capsys):
    # 4.1: "Full Supply: ... All other units = 10; Low or No Supply: ... All other units = 5"; 1 MP a hex (play
    # value). The USSR 3 Air (3156): Astrakhan (3464, a friendly city) is 10 hexes, Stalingrad (3060) 5
    code, r, err = cli(capsys, "air-move", "case_blue", "3156", "3464", "--unit", "ussr-3air")
    assert code == 0 and (r["hexes"], r["allowance"], r["hex_cost"], r["cost"], r["legal"]) == (10, 10, 1, 10, True)
    code, r, err = cli(capsys, "air-move", "case_blue", "3156", "3464", "--unit", "ussr-3air", "--supply", "low")
    assert code == 1 and r["allowance"] == 5 and r["legal"] is False and "more than the unit's 5" in err
    code, r, _ = cli(capsys, "air-move", "case_blue", "3156", "3060", "--unit", "ussr-3air", "--supply", "no")
    assert code == 0 and (r["allowance"], r["cost"], r["legal"]) == (5, 5, True)
    code, out, _ = run_cli(capsys, "air-move", "case_blue", "3153", "3152", "--unit", "ger-4luf", "--sorties", "2")
    assert code == 0 and "MP: 1 of 10" in out and "unknown" not in out


def test_air_combat_effects_keep_the_printed_entries(cb):
    from printkit.rules.air_combat import apply

    # 5.2.1: "The DR result (as well as a DD or DE result) states the attacker adds one Sortie and the defender
    # adds Sorties equal to the +# part"; "The DR result (as well as a ♦ or AS result) states each side receives
    # the Air Support ground combat DRM"; the example: 3 and 2 Sorties, DR+2 -> 4 and 4
    e = apply(cb, "DR+2", "air_support", 3, 2)
    assert (e["attacker_after"], e["defender_after"], e["effect"]) == (4, 4, "both")
    for r in ("DD+3", "DE+3"):
        assert apply(cb, r, "air_support", 0, 0)["attacker_after"] == 1 and apply(cb, r, "air_support", 0, 0)[
            "defender_after"] == 3
    for r in ("♦", "AS+1"):
        assert apply(cb, r, "air_support", 0, 0)["effect"] == "both"


def test_every_air_combat_result_has_an_effect(cb):
    from printkit.rules.air_combat import apply

    for r in ("AS+3", "♦", "DR+1", "DD+2", "DE+3"):
        for action in ("air_support", "air_strike"):
            e = apply(cb, r, action, 2, 2)
            assert e["fill_in"] == [] and None not in (e["attacker_after"], e["defender_after"], e["effect"])


def test_air_nationality_drms(capsys):
    # the German Luftflotte 4 against the USSR 3 Air in Fair: Germany +1, USSR 0 (play values)
    code, r, _ = cli(capsys, "air-combat", "case_blue", "--attacker-unit", "ger-4luf", "--defender-unit", "ussr-3air")
    assert code == 0 and (r["attacker_drm"], r["defender_drm"]) == (1, 0) and r["unknown_results"] == 0
    code, _, err = run_cli(capsys, "air-combat", "case_blue", "--attacker-unit", "ger-1pz", "--defender-unit",
                           "ussr-3air")
    assert code == 1 and "not an air unit" in err


# -- ground DRMs -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("unit", ["hun-2", "ita-8", "rom-3"])
def test_the_minor_axis_armies(capsys, unit):
    # play value 0: 16.2.3 "Try attacking Germany's allies rather than taking on the Germans head on" holds
    # against Germany's printed +2; 13.1 Ground Support adds +1 to a combat with one of them
    code, r, _ = cli(capsys, "drm", "case_blue", "--attacker", "ussr-6", "--defender", unit)
    assert code == 0 and r["defender"]["total"] == 0
    code, r, _ = cli(capsys, "drm", "case_blue", "--attacker", unit, "--defender", "ussr-6", "--ground-support")
    assert code == 0 and r["attacker"]["total"] == 1


def test_assaults_with_mobile_additional_attackers_and_isolated_defenders(capsys):
    # 5.3.4: a Primary Attacker and two Additional Attackers; the tank one gives the same +1 (play value)
    code, r, _ = cli(capsys, "drm", "case_blue", "--attacker", "ussr-4", "--assault", "--additional", "ussr-5tank",
                     "--additional", "ussr-6", "--defender", "ger-6")
    assert code == 0 and r["attacker"]["total"] == 2 and r["attacker"]["unknown"] == []
    code, r, _ = cli(capsys, "drm", "case_blue", "--attacker", "ussr-4", "--defender", "ger-6", "--isolated")
    assert code == 0 and r["defender"]["total"] == 0  # Germany +2, Isolated -2 (play value)


# -- weather (10.1, 10.2) ------------------------------------------------------------------------------------------

MONTHS = ("Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar")  # every scenario month (16.1-16.3)
WORSE = ("Fair", "Poor", "Severe")


def test_the_printed_weather_entry_and_example(capsys):
    # 10.1: "It is Mar-43. The Axis faction rolls a die and gets a 5 ... from 3 to 6 is listed under Severe"
    for roll in (3, 4, 5, 6):
        code, r, _ = cli(capsys, "weather", "case_blue", "--month", "Mar", "--roll", str(roll))
        assert code == 0 and r["weather"] == "Severe" and r["range"] == "3-6" and r["status"] == "printed"


def test_every_month_and_roll_has_weather_and_a_higher_roll_is_never_better(capsys):
    for month in MONTHS:
        got = []
        for roll in range(1, 7):
            code, r, err = cli(capsys, "weather", "case_blue", "--month", month, "--roll", str(roll))
            assert code == 0 and err == "", (month, roll, err)
            got.append(WORSE.index(r["weather"]))
        assert got == sorted(got), month


def _chance(game, month: str, weather: str) -> float:
    from printkit.rules.weather import weather as resolve

    return sum(resolve(game, month, roll)["weather"] == weather for roll in range(1, 7)) / 6


def test_the_weather_follows_1942_43(cb):
    # a Fair summer, the autumn mud (Poor) from October, a Severe winter, the spring thaw (printed Severe 3-6)
    assert _chance(cb, "Jul", "Fair") >= 5 / 6 and _chance(cb, "Aug", "Severe") == 0
    assert _chance(cb, "Oct", "Poor") >= 1 / 2 and _chance(cb, "Oct", "Severe") == 0
    assert _chance(cb, "Jan", "Severe") >= 5 / 6 and _chance(cb, "Jan", "Fair") == 0
    assert _chance(cb, "Mar", "Severe") == 4 / 6
    # 16.2.1 sets Nov-42 to Poor: a result the Nov-Dec line can roll
    assert _chance(cb, "Nov", "Poor") > 0


def test_a_weather_cell_of_another_shape_is_refused(cb):
    from printkit.rules.weather import _covers

    assert _covers("—", 3, "p") is False and _covers("2-6", 3, "p") and not _covers("1", 3, "p")
    with pytest.raises(RulesError, match="die range"):
        _covers("three to six", 3, "charts.weather.cells.X.Y")


# -- production (9.1.1, 16.2.1, 16.3) and costs (8.1, 8.3) --------------------------------------------------------

def test_the_ussr_production_fits_16_2_1(capsys):
    # 16.2 starts in Nov-42 with the Axis holding Stalingrad and Kharkov (Control markers, 16.2.1): the USSR
    # controls one Factory, Grozny, and has spent nothing yet: the table gives the 10 that 16.2.1 prints
    code, table, _ = cli(capsys, "production", "case_blue", "--country", "ussr", "--scenario", "operation_uranus_1942")
    _, first, _ = cli(capsys, "production", "case_blue", "--country", "ussr", "--scenario", "operation_uranus_1942",
                      "--first-turn")
    assert code == 0 and table["factories"] == 1 and table["points"] == first["points"] == 10
    # 16.1 starts in Jul-42 with Stalingrad and Grozny Soviet: 12; each Factory lost costs 2
    code, r, _ = cli(capsys, "production", "case_blue", "--country", "ussr", "--scenario", "case_blue_1942")
    assert code == 0 and (r["factories"], r["points"]) == (2, 12)
    code, r, _ = cli(capsys, "production", "case_blue", "--country", "ussr", "--axis-control")
    assert code == 0 and (r["factories"], r["points"]) == (3, 14)  # no Axis Control marker: every Factory Soviet


@pytest.mark.parametrize("country, points", [("germany", 8), ("hungary", 2), ("italy", 2), ("romania", 3)])
def test_axis_production(capsys, country, points):
    # Germany 8 printed (16.3); the minors can activate their armies (6.3) and keep the one point 16.2.1 leaves
    # each of them: Hungary and Italy one army, Romania two (16.1.2)
    code, r, _ = cli(capsys, "production", "case_blue", "--country", country, "--axis-control", "2952", "3060")
    assert code == 0 and r["points"] == points and r.get("factories") is None
    armies = {"hungary": 1, "italy": 1, "romania": 2}.get(country)
    if armies:
        assert points - armies == 1


def test_every_production_cost_answers(capsys, cb):
    chart = cb.charts["production_costs"]
    assert all(isinstance(i.value, int) for i in chart.items)
    # a reduced German army mobilized (2) and flipped next turn (2) costs as much as two Mobile activations
    code, r, _ = cli(capsys, "mobilize", "case_blue", "--unit", "ger-6")
    _, rep, _ = cli(capsys, "replacements", "case_blue", "--unit", "ger-6", "--reduced")
    assert code == 0 and r["cost"] + rep["cost"] == 2 * 2


# -- the audit ------------------------------------------------------------------------------------------------------

def test_no_unknown_value_is_left(capsys):
    code, out, _ = run_cli(capsys, "audit", "case_blue", "--json")
    data = json.loads(out)
    assert code == 0 and data["totals"]["unknown"] == 0
    rows = {d["dataset"]: d["cells"] for d in data["datasets"]}
    # the play values are counted apart from the other reconstructions (the kit --as-printed withholds them)
    assert rows["charts.crt"] == {"printed": 1, "derived": 0, "reconstructed": 0, "play_value": 255, "unknown": 0}
    assert rows["charts.weather"]["printed"] == 1 and rows["charts.weather"]["play_value"] == 14


def test_every_reconstruction_is_a_marked_play_value_with_a_note(cb):
    for key in ("crt", "weather", "monthly_production", "production_costs", "air_combat_effects", "air_results",
                "ground_results", "air_drm"):
        chart = cb.charts[key]
        assert chart.status == "reconstructed" and chart.play_value and chart.note, key
    drms = {i.key: i for i in cb.charts["ground_drm"].items}
    for key in ("hungary", "italy", "romania", "isolated", "additional_attacker_mobile"):
        assert drms[key].status == "reconstructed" and drms[key].play_value and drms[key].note, key
    p = cb.parameters["air_hex_cost"]
    assert (p.value, p.status, p.play_value, p.rule) == (1, "reconstructed", True, "4.1.1") and p.note


def test_the_air_units_movement_cost_is_printed_on_the_aid(cb):
    """The kit reconstructs the MP an air unit pays per hex (4.1.1: the Player Aid Sheet's Movement table prices it,
    the text does not); a value the player needs is on the component, not only in the calculators (issue 21
    review: the cover counted it, no player page printed it)."""
    from printkit.kit import components
    from printkit.layout.scene import Text
    from printkit.layout.sheets import Options

    items = {i.key: i for i in cb.charts["movement_costs"].items}
    assert items["air_hex"].value == cb.parameters["air_hex_cost"].value == 1
    assert items["air_hex"].status == "reconstructed" and items["air_hex"].play_value
    aid = components(cb, Options(paper="a4"))["aid"]
    words = [t.text for page in aid for t in page.items if isinstance(t, Text)]
    assert any(w.startswith("Air unit: each hex entered") for w in words)


# -- a rules defect the playthrough found --------------------------------------------------------------------------

def test_5_3_5_1_a_retreat_cannot_violate_stacking(capsys):
    # 5.3.5.1: "The retreat cannot violate ground movement prohibitions or stacking limits." The USSR 12 Army in
    # 3155 attacked from 3054: 3255 and 3254 hold the 62 and 51 Armies, 3156 the 37 (the Aug-42 turn of
    # tests/playthroughs/case_blue.play): it cannot retreat at all (5.3.5.2)
    code, r, _ = cli(capsys, "retreat", "case_blue", "--from", "3155", "--attacker", "3054", "--side", "soviet",
                     "--enemy", "3154", "--friendly", "3255", "--friendly", "3254", "--friendly", "3156")
    assert code == 0 and r["eligible"] == []
    assert "stacking limit" in r["refused"]["3255"] and "Rule 5.3.5.1" in r["refused"]["3255"]
    code, r, _ = cli(capsys, "retreat", "case_blue", "--from", "3155", "--attacker", "3054", "--side", "soviet",
                     "--enemy", "3154")
    assert "3255" in r["eligible"]  # the same hex, empty: allowed
