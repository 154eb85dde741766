"""Tabletop Simulator saves (issue 22, item 1): `printkit tts GAME` writes a save per scenario with its images
under out/GAME/tts/, and verify checks its shape, its images and that each setup piece lies on its hex or area.

Distances are the grid's own: mini_hex's hexes are 0.55 in across the flats (flat-topped, even columns half a
hex lower), so C3 -> F4 is 3 columns of 1.5 x 0.55 / sqrt(3) in and 1.5 hexes down; a table unit is an inch
(TTS knowledge base, line-tool.md: "The distance displayed is in inches"). Sizes rest on one constant, a
stretched Custom_Tile 2 units a side at scale 1 (the evidence is in printkit/digital/tts/save.py's docstring)."""

from __future__ import annotations

import copy
import json
import math
import shutil

from pathlib import Path

import pytest

from conftest import run_cli

MINI = ("tests/data/mini_hex.yaml", "tests/data/mini_play.yaml")


@pytest.fixture(scope="module")
def minis(tmp_path_factory):
    """The TTS saves of the two small games (40 dpi images), built once; read-only."""
    from printkit.cli import main

    out = tmp_path_factory.mktemp("tts")
    for game in MINI:
        assert main(["tts", game, "--out", str(out), "--dpi", "40"]) == 0
    return out


def _save(out, game, scenario):
    return json.loads((out / game / "tts" / f"{scenario}.json").read_text(encoding="utf-8"))


def _maps(objects):
    return [o for o in objects if o["Name"] == "Custom_Tile" and "map" in o["Tags"]]


def _file(url, tts):
    """The path a file:/// image URL names, checked to lie in the kit's tts/ folder."""
    assert url.startswith("file:///"), url
    path = Path(url[len("file://"):] if url[len("file://"):].startswith("/") else url[len("file:///"):])
    assert path.is_absolute() and path.is_relative_to(tts.resolve()), url
    return path


def _problems(game_path, out, game, scenario, save, names=None):
    from printkit.digital.tts.checks import check_save
    from printkit.load.game_loader import load_game
    from printkit.outputs import read_manifest
    from printkit.verify.checks import Report

    g = load_game(game_path)
    rep = Report()
    names = set(read_manifest(out / game)["files"]) if names is None else names
    check_save(g, g.scenarios[scenario], save, out / game / "tts", names, f"{scenario}.json", rep)
    assert rep.checked > 10
    return rep.problems


def test_the_small_games_verify(minis, capsys):
    for game in MINI:
        code, out, _ = run_cli(capsys, "verify", game, "--out", str(minis))
        assert code == 0 and " 0 failed" in out, out


def test_the_save_holds_the_map_every_counter_both_faces_and_the_dice(minis):
    save = _save(minis, "mini_hex", "opening")
    objects = save["ObjectStates"]
    names = sorted(o["Name"] for o in objects)
    # mini_hex: a map and a player card, b1, t1 and two smoke markers (every copy it prints); it rolls no dice
    assert len(_maps(objects)) == 2 and not any(n.startswith("Die_") for n in names)
    tiles = [o for o in objects if o["Name"] == "Custom_Tile" and "map" not in o["Tags"]]
    assert sorted(o["Nickname"] for o in tiles) == ["Blue 1", "Blue Smoke", "Blue Smoke", "Tan 7"]
    b1 = next(o for o in tiles if o["Nickname"] == "Blue 1")
    assert b1["CustomImage"]["CustomTile"] == {"Type": 0, "Thickness": 0.1, "Stackable": True, "Stretch": True}
    tts = minis / "mini_hex" / "tts"
    assert _file(b1["CustomImage"]["ImageURL"], tts) == (tts / "images/counters/b1-front.png").resolve()
    assert _file(b1["CustomImage"]["ImageSecondaryURL"], tts) == (tts / "images/counters/b1-back.png").resolve()
    for o in objects:
        for key in ("ImageURL", "ImageSecondaryURL"):
            url = (o.get("CustomImage") or {}).get(key)
            if url:
                assert _file(url, tts).is_file(), url


def test_images_are_named_by_absolute_file_urls_of_the_kit(minis):
    # TTS reads a local image by its absolute path (knowledge base, custom-content/asset-importing.md, "Local
    # Files": "C:\\Users\\MrStump\\Documents\\Tabletop Creations\\example.png"; the exporters prototypical,
    # tts-asset-reuploader and TTSCloudLocalizer write "file:///" + the path); no source has it read a path
    # relative to the save, so "images/counters/b1-front.png" alone would show a blank tile
    save = _save(minis, "mini_play", "meeting")
    urls = [o["CustomImage"][k] for o in save["ObjectStates"] if "CustomImage" in o
            for k in ("ImageURL", "ImageSecondaryURL") if o["CustomImage"][k]]
    urls += [sheet[k] for o in save["ObjectStates"] for sheet in (o.get("CustomDeck") or {}).values()
             for k in ("FaceURL", "BackURL")]
    base = (minis / "mini_play" / "tts").resolve().as_posix()
    assert urls and all(u.startswith(f"file://{'' if base.startswith('/') else '/'}{base}/images/") for u in urls)
    assert all(_file(u, minis / "mini_play" / "tts").is_file() for u in urls)


def test_a_map_is_a_stretched_tile_of_the_maps_own_size(minis):
    # a Stretch tile is square ("stretched to make for a symmetrical tile", knowledge base custom-tile.md) and 2
    # units a side at scale 1, so scaleX and scaleZ set the map's width and depth apart; the map image at 40 dpi
    # gives its size in inches independently of the exporter's layout
    from printkit.digital.png_set import png_size

    tts = minis / "mini_hex" / "tts"
    maps = _maps(_save(minis, "mini_hex", "opening")["ObjectStates"])
    assert len(maps) == 2  # the map and the player card
    for o in maps:
        assert o["Locked"] and o["CustomImage"]["CustomTile"]["Stretch"] is True
        assert o["CustomImage"]["CustomTile"]["Stackable"] is False  # pieces dropped on it do not join it
        w, h = png_size(_file(o["CustomImage"]["ImageURL"], tts).read_bytes())
        tr = o["Transform"]
        assert tr["scaleX"] * 2 == pytest.approx(w / 40, abs=1 / 40)
        assert tr["scaleZ"] * 2 == pytest.approx(h / 40, abs=1 / 40)
        assert tr["scaleX"] != tr["scaleZ"]  # neither map is square: the two scales really differ


def test_pieces_stand_as_far_apart_as_their_hexes(minis):
    tiles = {o["Description"]: o["Transform"] for o in _save(minis, "mini_hex", "opening")["ObjectStates"]
             if o["Name"] == "Custom_Tile"}
    c3, f4 = tiles["Sets up in: C3"], tiles["Sets up in: F4"]
    r = 0.55 / math.sqrt(3)
    assert f4["posX"] - c3["posX"] == pytest.approx(3 * 1.5 * r, abs=0.005)
    assert f4["posZ"] - c3["posZ"] == pytest.approx(-1.5 * 0.55, abs=0.005)  # down the map is toward the player


def test_the_card_deck_is_a_custom_deck_of_every_card(minis):
    save = _save(minis, "mini_play", "meeting")
    deck = next(o for o in save["ObjectStates"] if o["Name"] == "DeckCustom")
    sheet = deck["CustomDeck"]["1"]
    assert (sheet["NumWidth"], sheet["NumHeight"]) == (2, 2)  # two cards: TTS's smallest sheet
    assert [c["Name"] for c in deck["ContainedObjects"]] == ["Card", "Card"]
    assert deck["DeckIDs"] == [100, 101]
    from printkit.digital.png_set import png_size

    w, h = png_size(_file(sheet["FaceURL"], minis / "mini_play" / "tts").read_bytes())
    assert w % 2 == 0 and h % 2 == 0 and h > w  # portrait cards, two by two


def test_the_die_the_rules_roll_is_on_the_table(minis):
    objects = _save(minis, "mini_play", "meeting")["ObjectStates"]
    assert [o["Name"] for o in objects if o["Name"].startswith("Die_")] == ["Die_6"]  # parameters.die_sides: 6


def test_reinforcements_wait_off_the_board_named_by_their_turn(minis):
    tiles = [o for o in _save(minis, "mini_play", "meeting")["ObjectStates"] if "reinforcement" in (o.get("Tags") or [])]
    assert sorted(o["Description"] for o in tiles) == ["Enters at: Turn 2", "Enters at: Turn 3"]


def test_an_untouched_save_passes(minis):
    assert _problems(MINI[0], minis, "mini_hex", "opening", _save(minis, "mini_hex", "opening")) == []


def test_verify_catches_a_piece_moved_one_hex(minis):
    save = _save(minis, "mini_hex", "opening")
    tile = next(o for o in save["ObjectStates"] if o["Description"] == "Sets up in: C3")
    tile["Transform"]["posZ"] -= 0.55  # one hex down the column: C4
    assert any("is in 'C4', the scenario puts it in 'C3'" in p for p in _problems(MINI[0], minis, "mini_hex", "opening", save))


def test_verify_catches_a_piece_moved_off_its_area(minis):
    save = _save(minis, "mini_play", "meeting")
    tile = next(o for o in save["ObjectStates"] if "setup" in (o.get("Tags") or []))
    tile["Transform"]["posX"] += 40  # far beyond the map's right edge
    assert any("on no board" in p for p in _problems(MINI[1], minis, "mini_play", "meeting", save))


def test_the_layout_sits_in_the_middle_of_the_table(minis):
    # TTS's tables are centred on (0, 0) (the knowledge base's example save; the Fallout: Wasteland Warfare mod's
    # play mat at x, z ~ 0): the maps side by side and the rows of pieces below them span as far left as right
    # and as far toward the player as away
    for game, scenario in (("mini_hex", "opening"), ("mini_play", "meeting")):
        objects = _save(minis, game, scenario)["ObjectStates"]
        # a tile's half-width is its scale (2 units a side at scale 1); a deck or a die counts by its middle
        tr = [(o["Transform"], o["Name"] == "Custom_Tile") for o in objects]
        left = min(t["posX"] - tile * t["scaleX"] for t, tile in tr)
        right = max(t["posX"] + tile * t["scaleX"] for t, tile in tr)
        bottom = min(t["posZ"] - tile * t["scaleZ"] for t, tile in tr)
        top = max(t["posZ"] + tile * t["scaleZ"] for t, tile in tr)
        assert left == pytest.approx(-right, abs=0.01) and top == pytest.approx(-bottom, abs=0.01)
        assert left < -1 and bottom < -1  # not a degenerate layout


def test_verify_catches_a_map_out_of_its_proportions(minis):
    save = _save(minis, "mini_hex", "opening")
    _maps(save["ObjectStates"])[0]["Transform"]["scaleZ"] *= 1.1
    assert any("not its image's proportions" in p for p in _problems(MINI[0], minis, "mini_hex", "opening", save))
    save = _save(minis, "mini_hex", "opening")
    _maps(save["ObjectStates"])[0]["CustomImage"]["CustomTile"]["Stretch"] = False  # TTS would size it by its image
    assert any("not its image's proportions" in p for p in _problems(MINI[0], minis, "mini_hex", "opening", save))


def test_verify_catches_relative_image_names_and_images_read_from_elsewhere(minis):
    base = (minis / "mini_hex" / "tts").resolve().as_posix()
    text = (minis / "mini_hex" / "tts" / "opening.json").read_text(encoding="utf-8")
    prefix = text[text.index("file://"):text.index("/images/") + 1]
    assert prefix.endswith(f"{base}/")
    relative = json.loads(text.replace(prefix, ""))
    assert any("named by relative paths" in p for p in _problems(MINI[0], minis, "mini_hex", "opening", relative))
    moved = json.loads(text.replace(prefix, "file:///elsewhere/mini_hex/tts/"))
    assert any("not from this kit's folder" in p for p in _problems(MINI[0], minis, "mini_hex", "opening", moved))


def test_verify_catches_a_missing_image(minis, tmp_path):
    shutil.copytree(minis / "mini_hex", tmp_path / "mini_hex")
    (tmp_path / "mini_hex" / "tts" / "images" / "counters" / "t1-back.png").unlink()
    problems = _problems(MINI[0], tmp_path, "mini_hex", "opening", _save(tmp_path, "mini_hex", "opening"))
    assert any("images/counters/t1-back.png, which is missing" in p for p in problems)


@pytest.mark.parametrize("edit, expected", [
    (lambda o: o["CustomImage"]["CustomTile"].pop("Stackable"), "CustomTile {Type 0-3"),
    (lambda o: o.__setitem__("GUID", "xyz"), "GUID not six hex digits"),
    (lambda o: o["Transform"].pop("rotY"), "Transform lacks one of"),
    (lambda o: o.__setitem__("Name", "Custom_Model"), "no object kind"),
])
def test_verify_catches_a_wrong_shape(minis, edit, expected):
    save = _save(minis, "mini_hex", "opening")
    edit(next(o for o in save["ObjectStates"] if o["Name"] == "Custom_Tile" and "setup" in o["Tags"]))
    assert any(expected in p for p in _problems(MINI[0], minis, "mini_hex", "opening", save))


def test_verify_catches_a_deck_sheet_past_the_limit_and_a_lost_card(minis):
    save = _save(minis, "mini_play", "meeting")
    deck = next(o for o in save["ObjectStates"] if o["Name"] == "DeckCustom")
    wide = copy.deepcopy(save)
    next(o for o in wide["ObjectStates"] if o["Name"] == "DeckCustom")["CustomDeck"]["1"]["NumWidth"] = 11
    assert any("NumWidth 2-10" in p for p in _problems(MINI[1], minis, "mini_play", "meeting", wide))
    deck["ContainedObjects"].pop()
    deck["DeckIDs"].pop()
    assert any("1 cards in 1 decks, the deck prints 2" in p for p in _problems(MINI[1], minis, "mini_play", "meeting", save))


def test_image_url_names_the_hosted_images_and_verify_accepts_it(tmp_path, capsys):
    assert run_cli(capsys, "tts", MINI[0], "--out", str(tmp_path), "--dpi", "30",
                   "--image-url", "https://example.org/games/mini")[0] == 0
    save = _save(tmp_path, "mini_hex", "opening")
    board = _maps(save["ObjectStates"])[0]
    assert board["CustomImage"]["ImageURL"] == "https://example.org/games/mini/images/boards/map.png"
    code, out, _ = run_cli(capsys, "verify", MINI[0], "--out", str(tmp_path))
    assert code == 0, out
    board["CustomImage"]["ImageURL"] = "https://elsewhere.example/images/boards/map.png"
    assert any("share no one base" in p for p in _problems(MINI[0], tmp_path, "mini_hex", "opening", save))


@pytest.mark.parametrize("url", ["file:///etc/passwd", "javascript:alert(1)", "https://x.org/a b", 'https://x.org/"a',
                                 "https://x.org/a?b=1", "ftp://x.org/", "https://x.org/a'b", "https:/x.org", "x" * 500])
def test_a_hostile_image_url_is_refused_on_the_command_line(url, tmp_path, capsys):
    code, _, err = run_cli(capsys, "tts", MINI[0], "--out", str(tmp_path), "--image-url", url)
    assert code == 2 and "--image-url" in err and "Traceback" not in err
    assert not (tmp_path / "mini_hex").exists()  # nothing written


def test_the_saves_join_the_kit_and_a_later_pdf_build_keeps_them(tmp_path, capsys):
    pdf = ("build", MINI[1], "--out", str(tmp_path), "--paper", "a4", "--format", "pdf")
    assert run_cli(capsys, *pdf)[0] == 0
    assert run_cli(capsys, "tts", MINI[1], "--out", str(tmp_path), "--dpi", "30")[0] == 0
    assert (tmp_path / "mini_play" / "a4" / "counters.pdf").is_file()
    assert run_cli(capsys, *pdf)[0] == 0
    assert (tmp_path / "mini_play" / "tts" / "meeting.json").is_file()
    code, out, _ = run_cli(capsys, "verify", MINI[1], "--out", str(tmp_path))
    assert code == 0, out


@pytest.mark.parametrize("game", ["little_war", "case_blue", "donetsk_airport", "ukrainian_crisis"])
def test_every_shipped_game_gets_saves_that_verify(game, tmp_path, capsys):
    from printkit.load.game_loader import load_game

    assert run_cli(capsys, "tts", game, "--out", str(tmp_path), "--dpi", "40")[0] == 0
    code, out, _ = run_cli(capsys, "verify", game, "--out", str(tmp_path))
    assert code == 0 and " 0 failed" in out, out
    g = load_game(game)
    for sc in g.scenarios:
        objects = _save(tmp_path, game, sc)["ObjectStates"]
        tiles = [o for o in objects if o["Name"] == "Custom_Tile" and not {"chit", "map"} & set(o["Tags"])]
        assert len(tiles) == sum(c.quantity for c in g.counters.pieces)
        assert len(_maps(objects)) == len(g.maps)
        decks = [o for o in objects if o["Name"] == "DeckCustom"]
        if g.cards and g.cards.cards:
            sheet = decks[0]["CustomDeck"]["1"]
            assert sheet["NumWidth"] <= 10 and sheet["NumHeight"] <= 7
            assert len(decks[0]["ContainedObjects"]) == g.cards.count()
        else:
            assert decks == []
