"""Rules parameters are checked for shape when a game loads (issue #8: "parameters of the right shape"), so no
calculator meets a value it cannot handle. Every bad value below was, before the check, a traceback or a wrong
answer in a calculator (several found by `tools/fuzz.py --focus parameters`)."""

from __future__ import annotations

import json
import re

import pytest

from printkit.errors import DataError
from printkit.load.game_loader import validated
from printkit.load.parameter_shapes import SHAPES
from tests.conftest import ROOT, run_cli

GAMES = ("little_war", "case_blue", "donetsk_airport", "ukrainian_crisis")
TEXT = {g: (ROOT / "data" / f"{g}.yaml").read_text(encoding="utf-8") for g in GAMES}


def with_parameter(game: str, name: str, value) -> tuple[str, int]:
    """The game's text with parameters.NAME's value replaced (JSON is YAML); and the line it is on."""
    lines = TEXT[game].split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith(f"  {name}:"))
    end = next(i for i in range(start + 1, len(lines)) if not lines[i].startswith("    "))
    lines[start:end] = [f"  {name}: {{value: {json.dumps(value)}, source: test, status: printed}}"]
    return "\n".join(lines), start + 1


def issues_of(game: str, name: str, value) -> list:
    text, line = with_parameter(game, name, value)
    with pytest.raises(DataError) as info:
        validated(f"{game}.yaml", text, glyphs=False)
    found = [i for i in info.value.issues if i.path.startswith(f"parameters.{name}")]
    assert found, [str(i) for i in info.value.issues]
    for i in found:  # located on the parameter's own line, as an editor counts
        assert i.line == line, str(i)
    return found


BAD = [
    # (game, parameter, value, words the message must hold)
    ("little_war", "hit_faces", [5, "x"], "expected a whole number from 1 to 100, found 'x'"),
    ("little_war", "hit_faces", [5, 9], "face 9 is not on a 6-sided die"),
    ("little_war", "hit_faces", 5, "expected a list"),
    ("little_war", "hit_faces", [5, 5], "is listed twice"),
    ("little_war", "die_sides", [1, 2], "expected a whole number from 2 to 100, found a list"),
    ("little_war", "die_sides", 10 ** 6, "from 2 to 100"),
    ("little_war", "c3_vp_per_cards", 0, "from 1 to 1000, found 0"),  # a divisor (Little War 9.1)
    ("little_war", "terrain_dice", {"woods": "one"}, "found 'one'"),
    ("little_war", "terrain_dice", [1, 2], "expected a mapping of names"),
    ("little_war", "air_die_per_unit", True, "found true"),
    ("case_blue", "movement_points", {"leg": {"full": "8"}}, "found '8'"),
    ("case_blue", "supply_sources", {"axis": {"hexes": ["9999"]}}, "expected a hex of the game's map"),
    ("case_blue", "supply_sources", {"axis": {"edges": ["up"]}}, "one of north, east, south, west"),
    ("case_blue", "supply_sources", {"axis": {"zzz": True}}, "unexpected key 'zzz'"),
    ("case_blue", "supply_sources", {}, "at least 1"),
    ("case_blue", "mobilization", {"axis": {"edge": "west", "from": "nowhere", "to": "3551"}}, "found 'nowhere'"),
    ("case_blue", "turns", [], "a list of 1 to 1000 items"),
    ("case_blue", "drm_cap", -1, "from 0 to 100"),
    ("donetsk_airport", "crt_dice", [2], "expected a list [a whole number from 1 to 10, a whole number"),
    ("donetsk_airport", "crt_dice", [20, 6], "from 1 to 10, found 20"),  # 20D6 cannot be answered in a second
    ("donetsk_airport", "initiative", {"ties": None}, "'die' is missing"),
    ("donetsk_airport", "support_arrival", {"die": 0}, "from 2 to 100, found 0"),
    ("donetsk_airport", "fire_conflicts", [["a", "b"]], "expected a list [a text, a text, a text]"),
    ("donetsk_airport", "scatter_directions", "N", "expected a list"),
    ("ukrainian_crisis", "score_map", "effort", "the id of an area map of this game (main), found 'effort'"),
    ("ukrainian_crisis", "effort_chart", "victory_levels", "'victory_levels' is a ranges chart"),
    ("ukrainian_crisis", "victory_sides", ["ukraine"], "a list of 2 items"),
    ("ukrainian_crisis", "victory_sides", ["ukraine", "mars"], "the id of a side of this game"),
    ("ukrainian_crisis", "ties_to", 3, "the id of a side"),
    ("ukrainian_crisis", "group_regular_share", [1, 0], "from 1 to 100, found 0"),  # a divisor (UC 7.31)
    ("ukrainian_crisis", "combat_system", "dice", "one of troop_groups"),
    ("ukrainian_crisis", "action_segments", {"minor": 10 ** 6}, "from 0 to 20"),  # UC 7.0: segments are looped
    ("ukrainian_crisis", "prestige_reduction_rolls", 3, "from 2 to 2"),  # UC 6.31: a higher and a lower roll
    ("ukrainian_crisis", "deployment", {"cost": {"mobilize": 1, "deploy": 1}, "rules": [{"group": "regular"}]},
     "'areas' is missing"),
    ("ukrainian_crisis", "deployment", {"cost": {"mobilize": 1, "deploy": 1},
                                        "rules": [{"group": "regular", "areas": 7}]},
     "expected one of own_country, any or a list"),
    ("ukrainian_crisis", "movement_limits", {"never": ["romania"]}, "expected a mapping of names"),
    ("ukrainian_crisis", "alliance_prestige", {"strategic": ["ukraine", "one"]}, "found 'one'"),
]


@pytest.mark.parametrize("game,name,value,words", BAD, ids=[f"{b[0]}-{b[1]}-{i}" for i, b in enumerate(BAD)])
def test_a_parameter_of_the_wrong_shape_is_a_located_error(game, name, value, words):
    found = issues_of(game, name, value)
    assert any(words in i.message for i in found), [str(i) for i in found]


def test_null_stays_allowed_everywhere_it_means_unknown():
    for game in GAMES:
        for name in SHAPES:
            if f"\n  {name}:" in TEXT[game]:
                text, _ = with_parameter(game, name, None)
                try:
                    validated(f"{game}.yaml", text, glyphs=False)
                except DataError as exc:  # other checks may need the value (kit.compass); the shape may not
                    assert not [str(i) for i in exc.issues if i.path.startswith(f"parameters.{name}")]


def test_every_parameter_the_code_reads_has_a_shape():
    """A reader added without a shape fails here: name it in printkit/load/parameter_shapes.py."""
    pattern = re.compile(r"""(?:param\(game,\s*|_param\(game,\s*|_opt\(game,\s*|\.param\(|parameters\[|parameters\.get\(|uses\([^,]+,\s*)"""
                         r"""["']([a-z][a-z0-9_]*)["']""")
    read = set()
    for path in (ROOT / "printkit").rglob("*.py"):
        read |= set(pattern.findall(path.read_text(encoding="utf-8")))
    assert read >= {"die_sides", "hit_faces", "supply_sources", "crt_dice", "deployment"}  # the pattern works
    read |= {f"hit_result_{r}" for r in ("air", "air_excess")}  # named by a variable in rules/hit_allocation.py
    assert read - set(SHAPES) == set()


def test_every_real_value_fits_its_shape():
    """The four games load: their values are the shapes' first examples (a shape too strict fails here)."""
    for game in GAMES:
        validated(f"{game}.yaml", TEXT[game], glyphs=False)
    used = {name for name in SHAPES if any(f"\n  {name}:" in TEXT[g] for g in GAMES)}
    assert used == set(SHAPES)  # no shape without a real value to prove it


def test_the_little_war_hits_calculator_with_a_list_for_a_number_is_refused_at_load(tmp_path, capsys):
    """Found by the fuzzer: `terrain_dice: {woods: [1, 2]}` reached `hits` as a list and raised a TypeError."""
    text, line = with_parameter("little_war", "terrain_dice", {"woods": [1, 2], "mountain": 1})
    path = tmp_path / "little_war.yaml"
    path.write_text(text, encoding="utf-8")
    code, out, err = run_cli(capsys, "hits", str(path), "--dice", "3", "--terrain", "woods")
    assert code == 1
    assert f"little_war.yaml:{line}:" in err and "parameters.terrain_dice.value.woods" in err
    assert "internal error" not in err and "Traceback" not in err


def test_combat_in_a_game_without_a_combat_system_is_exit_1(tmp_path, capsys):
    """Found by the fuzzer: Ukrainian Crisis without parameters.combat_system fell through to the CRT's options
    and exited 2 (a malformed command line) for a well-formed one."""
    lines = [line for line in TEXT["ukrainian_crisis"].split("\n") if not line.startswith("  combat_system:")]
    path = tmp_path / "ukrainian_crisis.yaml"
    path.write_text("\n".join(lines), encoding="utf-8")
    code, out, err = run_cli(capsys, "combat", str(path), "--attacker", "regular:4", "--defender", "irregular:1",
                             "--type", "asymmetric")
    assert code == 1
    assert "parameters.combat_system" in err


def test_victory_in_a_game_without_a_victory_mechanism_is_exit_1(tmp_path, capsys):
    """Found by the fuzzer: Ukrainian Crisis without parameters.victory_sides fell through to The Little War's
    --hungarian-vp form and exited 2 for a well-formed command line."""
    lines = [line for line in TEXT["ukrainian_crisis"].split("\n") if not line.startswith("  victory_sides:")]
    path = tmp_path / "ukrainian_crisis.yaml"
    path.write_text("\n".join(lines), encoding="utf-8")
    code, out, err = run_cli(capsys, "victory", str(path), "--ukraine-vp", "30", "--russia-vp", "12")
    assert code == 1
    assert "parameters.victory_sides" in err
