"""Issues 17 and 19: reinforcements arrive in `printkit play`. A counter that enters later waits off the map, or in
its entry turn's box of the Turn Track; `next-turn` moves the Turn marker into the new turn's box and brings every
reinforcement whose turn has come, and says so. A game without weather shows no weather."""

from __future__ import annotations

import io

from tests.conftest import DATA

PLAY = str(DATA / "mini_play.yaml")


def session(ref: str, scenario: str, text: str | None = None, tmp_path=None):
    from printkit.load.game_loader import load_game
    from printkit.session.position import Position
    from printkit.session.shell import Session

    if text is not None:
        f = tmp_path / "g.yaml"
        f.write_text(text)
        ref = str(f)
    game = load_game(ref)
    return Session(game, ref, Position.from_scenario(game, scenario), interactive=False, stdout=io.StringIO())


def said(s, *commands) -> str:
    out = s.stdout
    start = len(out.getvalue())
    for c in commands:
        s.onecmd(c)
    return out.getvalue()[start:]


def test_reinforcements_wait_in_their_turn_box_and_arrive():
    s = session(PLAY, "meeting")
    pieces = s.position.pieces
    assert pieces["g-tank"]["location"] == "turns/2" and pieces["g-tank"]["marks"] == {"enters": 2, "to": "town"}
    assert pieces["r-inf.3"]["location"] == "turns/3"
    assert pieces["turn"]["location"] == "turns/1"  # set up on the whole track: it sits in turn 1's box
    text = said(s, "next-turn")
    assert text.splitlines() == ["turn 2", "  Markers Turn (turn) -> turns/2", "  reinforcements arrive: 1",
                                 "    Green GT (g-tank) -> town"]
    assert pieces["g-tank"]["location"] == "town" and pieces["g-tank"]["marks"] == {}
    assert pieces["r-inf.3"]["location"] == "turns/3"  # not yet
    text = said(s, "next-turn")
    assert "Red R1 (r-inf.3) -> camp" in text and s.position.pieces["r-inf.3"]["location"] == "camp"
    said(s, "undo")
    assert s.position.pieces["r-inf.3"]["location"] == "turns/3"  # undo takes the arrival back too


def test_show_without_weather_says_only_the_turn():
    s = session(PLAY, "meeting")
    head = said(s, "show").splitlines()[1]
    assert head == "turn 1" and "weather" not in said(s, "show")


def test_case_blue_entry_h_counters_wait_on_the_turn_track():
    """16.1.2: German 2 Army Entry-H Aug-42 (15.1.1.1 historical entry); 11.2 Step 1: advance the Turn marker, and
    a counter in the entered box goes to its Location (West, 15.2.1)."""
    s = session("case_blue", "case_blue_1942")
    p = s.position.pieces
    assert p["ger-2"]["location"] == "turn_track/Aug-42" and p["ger-2"]["marks"]["to"] == "West"
    assert p["ussr-5shock"]["location"] == "turn_track/Nov-42"  # 16.1.3: Entry-H Nov-42
    assert p["turn"]["location"] == "turn_track/Jul-42"  # 14.9: the Turn marker shows the current turn
    assert "weather not set" in said(s, "show")  # the game has weather (10.1)
    text = said(s, "next-turn")
    assert "German 2 (ger-2) -> West" in text and "Soviet 1 Gd (ussr-1gd) -> Upgrade" in text
    assert p["turn"]["location"] == "turn_track/Aug-42" and p["ussr-5shock"]["location"] == "turn_track/Nov-42"


def test_donetsk_turn_3_reinforcements_arrive_at_the_western_edge():
    """10.4: the evacuation group (2 T-64BM, 6 BTR-80, 3 infantry, 1 leader) arrives on turn 3 from the west."""
    s = session("donetsk_airport", "final_assault")
    waiting = [pid for pid, p in s.position.pieces.items() if p["marks"].get("enters") == 3]
    assert len(waiting) == 12 and all(s.position.pieces[pid]["location"] is None for pid in waiting)
    assert "reinforcements" not in said(s, "next-turn")
    text = said(s, "next-turn")
    assert "reinforcements arrive: 12" in text
    assert all(s.position.pieces[pid]["location"] == "s4_entry" for pid in waiting)
    assert "weather" not in said(s, "show")


def test_an_entry_roll_waits_until_the_player_marks_its_turn(tmp_path):
    """An Entry-V alone (a variable entry) needs a roll: the counter waits `enters roll` until marked."""
    text = (DATA / "mini_play.yaml").read_text().replace(
        "      - {counter: g-tank, location: town, turn: 2}", "      - {counter: g-tank, location: town, entry_v: At Start}")
    s = session(PLAY, "meeting", text, tmp_path)
    assert s.position.pieces["g-tank"]["marks"] == {"enters": "roll", "to": "town"}
    assert s.position.pieces["g-tank"]["location"] is None
    assert "g-tank" not in said(s, "next-turn")
    said(s, "mark g-tank enters=3")
    assert "Green GT (g-tank) -> town" in said(s, "next-turn")


def test_a_saved_position_keeps_its_waiting_reinforcements(tmp_path):
    s = session(PLAY, "meeting")
    f = tmp_path / "pos.yaml"
    said(s, f"save {f}")
    t = session(PLAY, "meeting")
    said(t, "next-turn", "next-turn", f"load {f}")
    assert t.position.pieces["g-tank"]["location"] == "turns/2"
    assert "Green GT (g-tank) -> town" in said(t, "next-turn")
