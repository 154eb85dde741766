"""`printkit play`: the session driven through standard input, for every game in data/."""

from __future__ import annotations

import subprocess
import sys

import pytest
import yaml

from tests.conftest import ROOT


def play(game: str, lines: list[str], *options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "printkit", "play", game, *options], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, cwd=ROOT, env={"PRINTKIT_CACHE": "off", "PATH": "/usr/bin"})


def test_move_undo_and_show_case_blue():
    r = play("case_blue", ["show ger-6", "move ger-6 3055", "show ger-6", "undo", "show ger-6"],
             "--scenario", "case_blue_1942")
    assert r.returncode == 0, r.stderr
    rows = [l for l in r.stdout.splitlines() if l.startswith("ger-6 ")]
    # the 1942 setup puts 6 Army in 2952 (scenario 16.1 setup table); moved, then taken back
    assert [l.split()[3] for l in rows] == ["2952", "3055", "2952"]
    assert "German 6 (ger-6): 2952 -> 3055" in r.stdout


def test_crt_short_form_answers_the_rule_example():
    r = play("case_blue", ["crt 4 6"])
    assert r.returncode == 0
    assert "AS+2" in r.stdout  # Rule 5.1 Combat Resolution Sequence Example, Step 6


def test_session_weather_feeds_the_calculators():
    r = play("case_blue", ["move-cost 3155 3156 --attack", "set weather poor", "move-cost 3155 3156 --attack"])
    assert r.returncode == 0, r.stderr
    totals = [l for l in r.stdout.splitlines() if l.startswith("3155 -> 3156")]
    # 4.1.3.1 example: 1 MP for the clear hex, +1 to attack in Fair weather; the movement table's
    # Poor/Severe attack cost is +2 (Player Aid Sheet: Movement)
    assert totals == ["3155 -> 3156: 2 MP to attack", "3155 -> 3156: 3 MP to attack"]


def test_supply_uses_the_position_like_the_one_shot_command():
    """`supply HEX` in a session equals the one-shot command given the same units by hand."""
    r = play("case_blue", ["place ussr-12 3154", "supply ger-17"], "--scenario", "case_blue_1942")
    assert r.returncode == 1  # ussr-12 is already in play (3155): the counter mix holds one
    assert "the counter mix holds 1" in r.stderr
    r = play("case_blue", ["move ussr-12 3152", "supply 3153 axis"], "--scenario", "case_blue_1942")
    assert r.returncode == 0, r.stderr
    assert "Axis unit in 3153" in r.stdout


def test_rostov_zoc_not_across_water():
    r = play("case_blue", ["move ussr-51 3255", "ezoc axis"], "--scenario", "case_blue_1942")
    assert r.returncode == 0, r.stderr
    zone = set(r.stdout.splitlines()[-1].split())
    assert {"3254", "3256", "3155", "3156"} <= zone  # around Rostov (3255), 1.7
    assert "3355" not in zone  # water hexside between 3255 and 3355 (1.7 example)


def test_air_units_exert_no_zoc():
    # 1.7: "A ground unit exerts a Zone of Control": ussr-3air in 3156 is an air unit
    r = play("case_blue", ["ezoc axis"], "--scenario", "case_blue_1942")
    zone = set(r.stdout.splitlines()[-1].split())
    r2 = play("case_blue", ["remove ussr-3air", "ezoc axis"], "--scenario", "case_blue_1942")
    assert zone == set(r2.stdout.splitlines()[-1].split())


def test_save_load_round_trip(tmp_path):
    f = tmp_path / "pos.yaml"
    r = play("case_blue", ["move ger-6 3055", "flip ger-6", "mark ger-6 supply=low", "next-turn", f"save {f}"],
             "--scenario", "case_blue_1942")
    assert r.returncode == 0, r.stderr
    data = yaml.safe_load(f.read_text())
    assert data["turn"] == "Aug-42"  # one turn after Jul-42 (1.6: a turn is a month)
    assert data["pieces"]["ger-6"] == {"counter": "ger-6", "location": "3055", "reduced": True,
                                       "marks": {"supply": "low"}}
    r = play("case_blue", [f"load {f}", "show ger-6"])
    assert r.returncode == 0, r.stderr
    assert "3055" in r.stdout and "reduced" in r.stdout and "supply low" in r.stdout


def test_load_refuses_another_games_position(tmp_path):
    f = tmp_path / "pos.yaml"
    play("case_blue", [f"save {f}"], "--scenario", "case_blue_1942")
    r = play("little_war", [f"load {f}"])
    assert r.returncode == 1
    assert "the position is of 'case_blue'" in r.stderr and "Traceback" not in r.stderr


def test_next_turn_stops_at_the_last_turn():
    r = play("little_war", ["next-turn"] * 7, "--scenario", "standard")
    assert r.returncode == 1  # 7 turns (8.0): turn 7 is the last
    assert r.stdout.splitlines()[-1] == "turn 7"
    assert "turn 7 is the last turn" in r.stderr


def test_little_war_calculators_and_tallies():
    r = play("little_war", ["hits 3 woods", "set hungarian-vp 3", "victory"], "--scenario", "standard")
    assert r.returncode == 0, r.stderr
    assert "4d6 (3 CV +1 terrain)" in r.stdout  # 6.21: +1 die in woods
    assert "Hungarian VP 3: Draw" in r.stdout  # 8.0 victory bands


def test_donetsk_in_russian():
    r = play("donetsk_airport", ["scatter K5 rocket", "show"], "--scenario", "first_battle", "--lang", "ru")
    assert r.returncode == 0, r.stderr
    assert "Куда ложится обстрел" in r.stdout


def test_bad_commands_are_one_line_errors():
    r = play("case_blue", ["move nobody 3055", "move ger-6 9999", "frobnicate", "crt 4"])
    assert r.returncode == 1
    assert "no piece 'nobody' in play" in r.stderr
    assert "Traceback" not in r.stderr


def test_map_svg_has_the_pieces(tmp_path):
    f = tmp_path / "m.svg"
    r = play("case_blue", [f"map {f}"], "--scenario", "case_blue_1942")
    assert r.returncode == 0, r.stderr
    svg = f.read_text()
    assert ">1 Pz<" in svg and ">Rostov<" in svg


@pytest.fixture(scope="module")
def session():
    from printkit.load.game_loader import load_game
    from printkit.session.position import Position
    from printkit.session.shell import Session

    game = load_game("case_blue")
    return Session(game, "case_blue", Position.from_scenario(game, "case_blue_1942"), interactive=False)


def test_completion_of_commands_pieces_hexes(session):
    assert "move-cost" in session.completenames("mov")
    assert "ger-1pz" in session.complete_words("ger-1", "move ger-1")
    assert session.complete_words("315", "move ger-6 315") == [f"315{n}" for n in range(1, 10)]  # columns 51-64 (1.3)
    assert "soviet" in session.complete_words("sov", "ezoc sov")
    assert "--attacker-drm" in session.complete_words("--att", "combat --att")


def test_ukrainian_crisis_position_feeds_move_and_deploy():
    r = play("ukrainian_crisis", ["move ru-vdv.1 russia", "can-move ru-vdv.1 odesa", "move ru-sf.1 \"Sums'ka\"",
                                  "deploy ru-irr.1 sumy", "effort minor 5"], "--scenario", "standard")
    assert r.returncode == 0, r.stderr
    assert "RU VDV (ru-vdv) may move Russia -> Odes'ka (airborne movement, Rule 7.21)" in r.stdout
    # 6.12: an irregular unit deploys into an area holding a friendly Special Forces unit for 1 RP
    assert "deploy RU Irr (ru-irr) in Sums'ka: 1 RP" in r.stdout
    assert "minor Effort, roll 5: 3 RP" in r.stdout  # 6.21 Effort Chart


def test_ukrainian_crisis_tallies_fill_prestige():
    r = play("ukrainian_crisis", ["set prestige 4", "diplomacy --country GB --from support --direction up --rp 3"])
    assert r.returncode == 0, r.stderr
    assert "spend 7" in r.stdout  # 6.21: RP spent plus Prestige, 3 + 4


def test_ukrainian_crisis_pieces_need_a_copy_number():
    r = play("ukrainian_crisis", ["move ru-vdv odesa"], "--scenario", "standard")
    assert r.returncode == 1
    assert "ru-vdv names 5 pieces" in r.stderr


def test_path_from_the_position_uses_the_4131_example():
    # 4.1.3.1 example set up in a session: 6 Army 3156, 12 Army 2955, 1 Tank 3157, German 1P in 3155
    lines = ["remove ussr-37", "remove ussr-51", "move ussr-6 3156", "move ussr-12 2955", "move ussr-1tank 3157",
             "remove ussr-3air", "move ger-1pz 3155", "path ger-1pz 3255", "path ger-1pz 3054"]
    r = play("case_blue", lines, "--scenario", "case_blue_1942")
    assert r.returncode == 1  # one refusal in the session
    assert "3155 -> 3255: not legal for a mobile unit (10 MP, full supply): the enemy unit in 3156" in r.stderr
    assert "3155 -> 3054: legal for a mobile unit" in r.stdout


def test_session_hex_retreat_reads_the_position():
    # ger-17 sets up in 3154, ussr-12 attacks from 3155; Soviet units in 3054 and 3254 (1942 setup, 16.1)
    r = play("case_blue", ["retreat ger-17 --attacker 3155"], "--scenario", "case_blue_1942")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("The Axis unit in 3154, attacked from 3155: may retreat to 3153\n")
    # 5.3.5.1: not into an EZOC without a friendly city (3053: next to the Soviet unit in 3054)
    assert "not 3053: 3053 is in an enemy Zone of Control" in r.stdout


def test_session_drm_knows_the_defender_is_isolated():
    # 5.3.4 example: German in 3355 attacked from 3454 cannot lean on Rostov across the water hexside;
    # with 3356 held by a Soviet unit it has nowhere to retreat and no friend beside it: Isolated
    base = ["move ger-6 3355", "move ussr-12 3454"]
    r = play("case_blue", base + ["move ussr-51 3356", "drm ussr-12 ger-6"], "--scenario", "case_blue_1942")
    assert "Defender Isolated" in r.stdout
    r = play("case_blue", base + ["drm ussr-12 ger-6"], "--scenario", "case_blue_1942")
    assert "Isolated" not in r.stdout  # it can still retreat into 3356
