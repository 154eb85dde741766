"""The table-side CLI: output shapes promised in the README, text and --json."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import ROOT, run_cli


def test_hits_json_shape(capsys):
    code, out, _ = run_cli(capsys, "hits", "little_war", "--dice", "3", "--terrain", "woods", "--air", "1", "--json")
    data = json.loads(out)
    assert code == 0
    assert set(data) == {"dice", "distribution", "expected"}
    assert data["dice"] == 5
    assert list(data["distribution"]) == ["0", "1", "2", "3", "4", "5"]
    assert sum(data["distribution"].values()) == pytest.approx(1.0)
    assert data["distribution"]["5"] == pytest.approx(1 / 243)
    assert data["expected"] == pytest.approx(5 / 3)


def test_hits_text(capsys):
    code, out, _ = run_cli(capsys, "hits", "little_war", "--dice", "2")
    assert code == 0
    assert "2d6" in out and "44.44%" in out and "11.11%" in out


def test_victory_json(capsys):
    code, out, _ = run_cli(capsys, "victory", "little_war", "--hungarian-vp", "3", "--json")
    assert code == 0 and json.loads(out)["result"] == "Draw"


def test_victory_out_of_range_is_a_clear_error(capsys):
    code, out, err = run_cli(capsys, "victory", "little_war", "--hungarian-vp", "12")
    assert (code, out) == (1, "")
    assert err == "printkit: error: --hungarian-vp must be between 0 and 9 (Rule 8.0), got 12\n"


def test_raid_json(capsys):
    code, out, _ = run_cli(capsys, "raid", "little_war", "--air-cv", "3", "--json")
    data = json.loads(out)
    assert data["p_success"] == pytest.approx(1 / 27)
    assert data["defense_distribution"] == pytest.approx({"0": 8 / 27, "1": 12 / 27, "2": 6 / 27, "3": 1 / 27})


def test_recovery_text(capsys):
    code, out, _ = run_cli(capsys, "recovery", "little_war", "--units", "1")
    assert code == 0 and "33.33%" in out


def test_lookup_unknown_cell_names_the_yaml_path(capsys):
    mini = str(ROOT / "tests" / "data" / "mini_game.yaml")  # its events chart leaves 4-6 unknown
    code, out, err = run_cli(capsys, "lookup", mini, "events", "4", "--json")
    assert code == 1
    assert json.loads(out) == {"chart": "events", "result": None, "status": "unknown",
                               "fill_in": "charts.events.entries[1].result"}
    assert "fill in charts.events.entries[1].result" in err


def test_lookup_play_value(capsys):
    """The Little War 6.0: the Random Events chart is not in the text; the kit answers with its play value."""
    code, out, _ = run_cli(capsys, "lookup", "little_war", "random_events", "4", "--json")
    data = json.loads(out)
    assert code == 0 and data["status"] == "reconstructed" and data["result"].startswith("Raid on")


def test_lookup_printed_value(capsys):
    code, out, _ = run_cli(capsys, "lookup", "little_war", "victory", "4", "--json")
    assert json.loads(out) == {"chart": "victory", "result": "Hungarian player wins", "status": "printed",
                               "source": "Little War 8.0"}


def test_a_game_may_be_a_path(capsys):
    code, out, _ = run_cli(capsys, "hits", str(ROOT / "data" / "little_war.yaml"), "--dice", "1", "--json")
    assert code == 0 and json.loads(out)["dice"] == 1


def test_console_entry_points(tmp_path):
    """`python -m printkit` works as a real process, and a calculator imports no rendering library."""
    code = ("import sys, runpy; sys.argv = ['printkit', 'hits', 'little_war', '--dice', '2'];"
            "import printkit.cli as c; rc = c.main();"
            "heavy = [m for m in ('reportlab', 'cairosvg', 'pdfplumber', 'yaml') if m in sys.modules];"
            "print('HEAVY', heavy); sys.exit(rc)")
    env = {"PRINTKIT_CACHE": str(tmp_path), "PATH": "/usr/bin:/bin"}
    first = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, env=env)
    second = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, env=env)
    assert first.returncode == 0 and second.returncode == 0
    assert "HEAVY ['yaml']" in first.stdout  # the first call parses YAML ...
    assert "HEAVY []" in second.stdout  # ... the next ones read the validated cache: no YAML, no rendering
    proc = subprocess.run([sys.executable, "-m", "printkit", "victory", "little_war", "--hungarian-vp", "0"],
                          cwd=ROOT, capture_output=True, text=True, env=env)
    assert proc.returncode == 0 and "Slovakian player wins" in proc.stdout


def test_cache_follows_the_file(tmp_path, monkeypatch, capsys):
    """Editing the YAML invalidates the cached game (the key is the content)."""
    monkeypatch.setenv("PRINTKIT_CACHE", str(tmp_path / "cache"))
    game = tmp_path / "g.yaml"
    text = (ROOT / "tests" / "data" / "mini_game.yaml").read_text()
    game.write_text(text)
    assert json.loads(run_cli(capsys, "lookup", str(game), "victory", "0", "--json")[1])["result"] == "Green wins"
    game.write_text(text.replace("result: Green wins", "result: Green triumphs"))
    assert json.loads(run_cli(capsys, "lookup", str(game), "victory", "0", "--json")[1])["result"] == "Green triumphs"


def test_audit_counts(capsys):
    code, out, _ = run_cli(capsys, "audit", "little_war", "--json", "--as-printed")  # the rulebook's own values
    data = json.loads(out)
    rows = {d["dataset"]: d for d in data["datasets"]}
    assert rows["charts.random_events"]["cells"] == {"printed": 0, "derived": 0, "reconstructed": 0, "play_value": 0,
                                                     "unknown": 6}
    assert rows["charts.card_matrix"]["cells"]["derived"] == 12  # composed from 6.0, 6.1, 6.2 and 3.0
    assert rows["counters"]["status"] == "reconstructed" and rows["counters"]["cells"]["reconstructed"] == 30
    assert rows["maps.main"]["status"] == "reconstructed"
    assert rows["charts.victory"]["cells"]["printed"] == 3
    assert sum(data["totals"].values()) == sum(sum(d["cells"].values()) for d in data["datasets"])
    code, out, _ = run_cli(capsys, "audit", "little_war", "--as-printed")
    assert "charts.random_events" in out and "unknown" in out
    code, out, _ = run_cli(capsys, "audit", "little_war", "--json")  # the default kit: the events are play values
    rows = {d["dataset"]: d for d in json.loads(out)["datasets"]}
    assert rows["charts.random_events"]["cells"] == {"printed": 0, "derived": 0, "reconstructed": 0, "play_value": 6,
                                                     "unknown": 0}


def test_every_command_is_listed_for_lazy_parsing():
    """main() builds only the requested subcommand's parser; COMMANDS must name them all."""
    from printkit.cli import COMMANDS, build_parser

    full = build_parser()
    assert sorted(full._subparsers._group_actions[0].choices) == sorted(COMMANDS)
