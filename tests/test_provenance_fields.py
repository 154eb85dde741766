"""Records only partly printed: `hex info` and `audit` say which fields the rulebook states and that the rest is
reconstructed (issue 11: Rostov's terrain, land hexes, side colours)."""

from __future__ import annotations

import json

from tests.conftest import run_cli


def test_rostov_name_and_city_printed_terrain_reconstructed(capsys):
    # case_blue.en.txt 1.7 "A ground unit in Rostov (hex 3255)", 5.3.4 "the adjacent city of Rostov": no terrain
    code, out, _ = run_cli(capsys, "hex", "case_blue", "info", "3255")
    assert code == 0 and "(name, city printed (Rules 1.7, 5.3.4); terrain reconstructed)" in out
    code, out, _ = run_cli(capsys, "hex", "case_blue", "info", "3255", "--json")
    data = json.loads(out)
    assert data["status"] == "reconstructed" and data["printed"] == ["name", "city"]


def test_a_land_hex_is_not_printed_clear(capsys):
    # 1.3.3: "Hexes 3154 and 3254 are land hexes." says nothing of clear or rough
    code, out, _ = run_cli(capsys, "hex", "case_blue", "info", "3154", "--json")
    assert json.loads(out)["status"] == "reconstructed"
    code, out, _ = run_cli(capsys, "hex", "case_blue", "info", "3451", "--json")  # 1.3.3 "Hex 3451 is a water hex"
    assert json.loads(out)["status"] == "printed"


def test_audit_lists_the_partly_printed_records(capsys):
    code, out, _ = run_cli(capsys, "audit", "little_war", "--json")
    partly = {(p["dataset"], p["record"]): p for p in json.loads(out)["partly_printed"]}
    # Little War 2.1 "Slovak units are blue": the name is printed, the shade is not
    assert partly[("sides", "slovak")] == {"dataset": "sides", "record": "slovak", "status": "reconstructed",
                                          "printed": ["name", "adjective"]}
    code, out, _ = run_cli(capsys, "audit", "case_blue")
    assert "maps.main 3255: name, city printed; the rest reconstructed" in out
