"""Bad input in the schema parts for chits, cards, ladder displays, roll charts and geographic maps:
every problem in one run, file:line:col: path: what, exit 1; unknown values name their YAML path."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import DATA, ROOT, run_cli

EXPECTED = [
    "new_parts.yaml:14:22: chits.pieces[0].side: no side 'blue'; sides are: red",
    "new_parts.yaml:19:23: cards.cards[0].title: value is null but status is 'printed'; an unknown value must have "
    "status 'unknown'",
    "new_parts.yaml:28:9: charts.display.arrows[0]: an arrow joins neighbouring zones; 'n' and 'i' are not neighbours",
    "new_parts.yaml:29:42: charts.display.arrows[1].cost: value is null but status is 'printed'; an unknown value "
    "must have status 'unknown'",
    "new_parts.yaml:36:55: charts.effort.columns[0].results: no result for 1d6 total(s) 6 (give null, with status "
    "unknown, for a result not printed)",
    "new_parts.yaml:36:96: charts.effort.columns[0].results.7: '7' cannot be rolled on 1d6 (1-6)",
    "new_parts.yaml:57:63: maps.main.areas[0].zones[0]: no zone 'east'; zones are: west",
    "new_parts.yaml:58:9: maps.main.areas[1].coast: the drawn coast touches ['s'], but coast lists none",
    "new_parts.yaml:58:63: maps.main.areas[1].inside: no other area 'zz' to lie inside",
    "new_parts.yaml:58:110: maps.main.areas[1].ring[2]: the ring does not close: border 'b|frame#2' ends away from "
    "where 'b|frame#1' begins",
    "new_parts.yaml:59:45: maps.main.areas[2].at: point (9.0, 9.0) (lon, lat) lies outside the projection bounds",
    "new_parts.yaml:59:74: maps.main.areas[2].ring[0]: border 'a|b' lies between 'a' and 'b', not along 'c'",
]


def test_new_schema_parts_report_every_problem(capsys, monkeypatch):
    monkeypatch.chdir(DATA / "bad_schema")
    code, out, err = run_cli(capsys, "validate", "new_parts.yaml")
    assert code == 1
    assert out.splitlines() == EXPECTED
    assert "Traceback" not in out + err


def test_bad_geography_builds_nothing(capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(DATA / "bad_schema")
    code, out, err = run_cli(capsys, "build", "new_parts.yaml", "--out", str(tmp_path / "out"))
    assert code == 1 and not (tmp_path / "out").exists()


def _uc_copy(tmp_path: Path, old: str, new: str) -> str:
    text = (ROOT / "data" / "ukrainian_crisis.yaml").read_text()
    assert old in text
    path = tmp_path / "uc.yaml"
    path.write_text(text.replace(old, new, 1))
    return str(path)


def test_undrawn_adjacency_is_an_error(capsys, tmp_path):
    path = _uc_copy(tmp_path, "adjacent: [luhansk, kharkiv, dnipropetrovsk, zaporizhzhia, russia]",
                    "adjacent: [luhansk, kharkiv, dnipropetrovsk, zaporizhzhia, russia, odesa]")
    code, out, err = run_cli(capsys, "validate", path)
    assert code == 1
    assert "'donetsk' lists 'odesa' as adjacent, but no border between them is drawn" in out
    assert "adjacency is not symmetric: 'donetsk' lists 'odesa'" in out


def test_unknown_effort_result_names_its_yaml_path(capsys, tmp_path):
    path = _uc_copy(tmp_path, '          "1": 1\n', '          "1": {value: null, status: unknown}\n')
    code, out, err = run_cli(capsys, "effort", path, "--chit", "minor", "--roll", "1", "--json")
    assert code == 1
    assert json.loads(out)["fill_in"] == "charts.effort.columns[0].results.1"
    assert "fill in charts.effort.columns[0].results.1" in err


def test_unknown_arrow_cost_names_its_yaml_path(capsys, tmp_path):
    path = _uc_copy(tmp_path, "      - {from_zone: neutral, to_zone: support, cost: 2}",
                    "      - {from_zone: neutral, to_zone: support, cost: null, status: unknown}")
    code, out, err = run_cli(capsys, "diplomacy", path, "--country", "US", "--from", "neutral", "--direction", "up",
                             "--rp", "3", "--prestige", "4")
    assert code == 1 and "charts.foreign_relations.arrows[0].cost" in err


def test_calculator_usage_errors(capsys):
    code, _, err = run_cli(capsys, "area", "case_blue", "neighbors", "3155")
    assert code == 1 and "no area map" in err  # the data cannot answer: 1 (a malformed line would be 2)
    code, _, err = run_cli(capsys, "victory", "ukrainian_crisis", "--ukraine-vp", "3")
    assert code == 2 and "--russia-vp" in err
    code, _, err = run_cli(capsys, "combat", "ukrainian_crisis", "--attacker", "regular:4")
    assert code == 2
    code, _, err = run_cli(capsys, "effort", "ukrainian_crisis", "--chit", "huge")
    assert code == 1 and "no column 'huge'; columns: minor, moderate, maximum" in err
    code, _, err = run_cli(capsys, "combat", "ukrainian_crisis", "--attacker", "regular:four", "--defender",
                           "regular:2", "--type", "kinetic")
    assert code == 1 and "whole number" in err
