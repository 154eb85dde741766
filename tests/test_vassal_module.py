"""The module check (printkit verify) keeps what VASSAL 3.7 itself showed (issue 18): each check is run on a
freshly built module, which passes, and on a copy tampered with one defect the engine showed, which fails
with the reason. The engine facts quoted are VASSAL 3.7.26's (vassal-app/src/main/java)."""

from __future__ import annotations

import io
import re
import zipfile

import pytest

from printkit.digital.vassal.encode import ESC, add_piece, deobfuscate, obfuscate, parse_add_piece, sequence, split

DPI = 72


@pytest.fixture(scope="session")
def modules(tmp_path_factory):
    """Built once a run: game id -> .vmod bytes at 72 dpi (little_war, case_blue, donetsk_airport)."""
    from printkit.digital.vassal.module import module_file
    from printkit.load.game_loader import load_game

    return {g: module_file(load_game(g), DPI) for g in ("little_war", "case_blue", "donetsk_airport")}


def _problems(game_id, data: bytes, tmp_path) -> list[str]:
    from printkit.digital.vassal.checks import check_module
    from printkit.load.game_loader import load_game
    from printkit.verify.checks import Report

    path = tmp_path / f"{game_id}.vmod"
    path.write_bytes(data)
    rep = Report()
    check_module(load_game(game_id), path, rep)
    return rep.problems


def _edit(data: bytes, edits: dict) -> bytes:
    """A copy of a zip with entries changed: name -> function(bytes) -> bytes."""
    src = zipfile.ZipFile(io.BytesIO(data))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as out:
        for info in src.infolist():
            body = src.read(info.filename)
            out.writestr(info, edits[info.filename](body) if info.filename in edits else body)
    return buf.getvalue()


def _build_file(fn):
    return {"buildFile.xml": lambda b: fn(b.decode("utf-8")).encode("utf-8")}


def _saved_game(name, fn):
    """Edit the command list of one setup's saved game."""
    def edit(vsav: bytes) -> bytes:
        return _edit(vsav, {"savedGame": lambda b: obfuscate(ESC.join(fn(deobfuscate(b).split(ESC))))})
    return {name: edit}


@pytest.mark.parametrize("game", ["little_war", "case_blue", "donetsk_airport"])
def test_a_fresh_module_passes(modules, tmp_path, game):
    assert _problems(game, modules[game], tmp_path) == []


def test_an_unknown_class_fails(modules, tmp_path):
    """The old <VASSAL.build.module.map.boardPicker.Setup> is no class: VASSAL's bug dialog on every open."""
    bad = _edit(modules["little_war"], _build_file(lambda t: t.replace("<setup>", "<VASSAL.build.module.map.boardPicker.Setup>", 1)
                                                   .replace("</setup>", "</VASSAL.build.module.map.boardPicker.Setup>", 1)))
    problems = _problems("little_war", bad, tmp_path)
    assert any("boardPicker.Setup> is no VASSAL 3.7 class" in p for p in problems), problems
    assert any("BoardPicker <setup> None does not set up its board" in p for p in problems), problems


def test_an_attribute_vassal_does_not_read_fails(modules, tmp_path):
    """PieceWindow takes its label from `text`; `buttonText` is ignored (an invisible button)."""
    bad = _edit(modules["little_war"], _build_file(lambda t: t.replace("<VASSAL.build.module.PieceWindow ", '<VASSAL.build.module.PieceWindow buttonText="Pieces" ', 1)))
    assert any("module.PieceWindow has no attribute 'buttonText'" in p for p in _problems("little_war", bad, tmp_path))


def test_a_decimal_grid_origin_fails(modules, tmp_path):
    """HexGrid.setAttribute reads x0 with Integer.valueOf: '88.4941' drops the whole grid."""
    bad = _edit(modules["case_blue"], _build_file(lambda t: re.sub(r' x0="(\d+)"', r' x0="\1.4941"', t, count=1)))
    assert any("HexGrid x0=" in p and "is not an integer" in p for p in _problems("case_blue", bad, tmp_path))


def test_a_sideways_origin_in_printed_order_misplaces_pieces(modules, tmp_path):
    """Case Blue is sideways: VASSAL swaps a point's x and y but not the origin (HexGrid.snapToHex); the
    origin written in printed (x, y) order puts every snap point 5-7 px off the printed hex centre."""
    def swap(t):
        m = re.search(r' x0="(\d+)" y0="(\d+)"', t)
        return t.replace(m.group(0), f' x0="{m.group(2)}" y0="{m.group(1)}"')

    problems = _problems("case_blue", _edit(modules["case_blue"], _build_file(swap)), tmp_path)
    assert any("px from the grid's snap point" in p for p in problems), problems


def test_a_setup_naming_its_map_by_id_fails(modules, tmp_path):
    """VASSAL finds a map by its mapName (Map.getMapById): 'Map-main' is 'Could not find map'."""
    def rename(cmds):
        out = []
        for c in cmds:
            parsed = parse_add_piece(c)
            if parsed and parsed[1] != "stack":
                from printkit.digital.vassal.traits import renest, unnest

                parts = unnest(parsed[2])
                basic = split(parts[-1], ";")
                basic[0] = "Map-main"
                c = add_piece(parsed[0], parsed[1], renest(parts[:-1] + [sequence(basic, ";")]))
            out.append(c)
        return out

    bad = _edit(modules["little_war"], _saved_game("setup-standard.vsav", rename))
    assert any("on map 'Map-main', which is no mapName" in p for p in _problems("little_war", bad, tmp_path))


def test_a_save_without_board_setups_fails(modules, tmp_path):
    bad = _edit(modules["little_war"], _saved_game("setup-standard.vsav", lambda cmds: [c for c in cmds if "BoardPicker" not in c]))
    assert any("does not set up the board of every map" in p for p in _problems("little_war", bad, tmp_path))


def test_a_flip_layer_without_its_key_stroke_fails(modules, tmp_path):
    """Embellishment version 1 reads its keys from the trailing key-stroke fields: without them the menu is
    empty and Ctrl+F does nothing."""
    bad = _edit(modules["little_war"], _build_file(lambda t: t.replace(";true;;70,130;;Flip;1.0;;true", ";true;;;;Flip;1.0;;true", 1)))
    assert any("layer command 'Flip' has no key stroke" in p for p in _problems("little_war", bad, tmp_path))


def test_a_trait_with_missing_fields_fails(modules, tmp_path):
    """The 26-field layer printkit wrote before: VASSAL writes 33 (Embellishment.myGetType)."""
    bad = _edit(modules["little_war"], _build_file(lambda t: t.replace(";Flip;1.0;;true", "", 1)))
    assert any("emb2 type has 29 fields, VASSAL writes 33" in p for p in _problems("little_war", bad, tmp_path))


def test_a_basic_state_without_property_count_fails(modules, tmp_path):
    def drop(t):
        return re.sub(r"(null;0;0;\d+);0<", r"\1<", t, count=1)

    assert any("basic piece state" in p for p in _problems("little_war", _edit(modules["little_war"], _build_file(drop)), tmp_path))


def test_a_piece_name_on_two_lines_fails(modules, tmp_path):
    """VASSAL's online protocol is line based: 'MINOR\\n1d6' cannot cross it."""
    bad = _edit(modules["little_war"], _build_file(lambda t: re.sub(r'(<VASSAL.build.widget.PieceSlot entryName=")([^"]+)"',
                                                                 r'\1MINOR&#10;\2"', t, count=1)))
    assert any("a name on two lines" in p for p in _problems("little_war", bad, tmp_path))


def test_a_missing_prototype_fails(modules, tmp_path):
    bad = _edit(modules["little_war"], _build_file(lambda t: re.sub(r'(PrototypeDefinition description="" name=")', r"\1x", t, count=1)))
    assert any("is not defined" in p for p in _problems("little_war", bad, tmp_path))


def test_a_zone_outside_its_board_fails(modules, tmp_path):
    """Ukrainian Crisis zones built from lon/lat as millimetres sat far from the map; a zone must lie in
    the board image."""
    bad = _edit(modules["little_war"], _build_file(lambda t: re.sub(r'path="(\d+),', r'path="99999,', t, count=1)))
    assert any("is not inside the" in p for p in _problems("little_war", bad, tmp_path))


def test_palette_tabs_as_sides_fail(modules, tmp_path):
    """The player sides are the game's factions, not the palette tabs."""
    bad = _edit(modules["case_blue"], _build_file(lambda t: t.replace("<entry>Axis</entry>", "<entry>Germany</entry><entry>Markers</entry>")))
    assert any("the player sides are ['Germany', 'Markers', 'Soviet']" in p for p in _problems("case_blue", bad, tmp_path))


def test_a_raw_player_name_in_a_report_fails(modules, tmp_path):
    """<$PlayerName$> under the chat's HTML mode is a tag: the dice report loses the player."""
    bad = _edit(modules["little_war"], _build_file(lambda t: t.replace("&amp;lt;$PlayerName$&amp;gt;", "&lt;$PlayerName$&gt;", 1)))
    assert any("the chat drops <...> as HTML" in p for p in _problems("little_war", bad, tmp_path))


def test_lower_case_columns_need_their_zones(modules, tmp_path):
    """Donetsk prints columns i and j in lower case; VASSAL numbers letters in capitals ('I14'), so the module
    names those hexes with a zone each. Without them a piece set up in i14 reads I14."""
    def drop(t):
        return re.sub(r'<VASSAL.build.module.map.boardPicker.board.mapgrid.Zone [^>]*name="[ij]\d+"[^>]*/>', "", t)

    problems = _problems("donetsk_airport", _edit(modules["donetsk_airport"], _build_file(drop)), tmp_path)
    assert any("outside its set-up zone" in p or "the scenario puts it in 'i" in p or "the scenario puts it in 'j" in p
               for p in problems), problems


def test_sides_are_factions_from_the_data():
    """Case Blue 2.2: Axis (Germany, Hungary, Italy, Romania) against the Soviet faction; Markers are no side."""
    from printkit.digital.vassal.module import factions
    from printkit.load.game_loader import load_game

    assert [(f["name"], f["sides"]) for f in factions(load_game("case_blue"))] == \
        [("Axis", ["germany", "hungary", "italy", "romania"]), ("Soviet", ["ussr"])]
    assert [f["name"] for f in factions(load_game("ukrainian_crisis"))] == ["Russia", "Ukraine"]


def test_sequence_encoder_quotes_as_vassal_does():
    """SequenceEncoder.append: an item starting with a backslash or wrapped in quotes is quoted once more."""
    assert sequence(["\\x", "'q'", "a;b"], ";") == "'\\x';''q'';a\\;b"
    assert split(sequence(["\\x", "'q'", "a;b", ""], ";"), ";") == ["\\x", "'q'", "a;b", ""]


def test_area_zones_from_lon_lat_as_millimetres_fail(tmp_path):
    """Ukrainian Crisis: zones built from the outlines' lon/lat as if they were millimetres (the map's
    projection ignored) put 20 of 23 oblast names in the zone 'Russia'. Each printed name must lie in its
    area's zone."""
    from printkit.digital.vassal import boards
    from printkit.digital.vassal.module import module_file
    from printkit.load.game_loader import load_game

    game = load_game("ukrainian_crisis")
    good = module_file(game, DPI)
    assert not [p for p in _problems("ukrainian_crisis", good, tmp_path) if "printed name" in p]
    from printkit.geo import ring_points

    def unprojected(board):  # the old defect: lon/lat read as mm
        return {a.id: ring_points(board.borders, a.ring) for a in board.areas}

    real = boards.area_outlines
    boards.area_outlines = unprojected
    try:
        bad = module_file(game, DPI)
    finally:
        boards.area_outlines = real
    problems = [p for p in _problems("ukrainian_crisis", bad, tmp_path) if "printed name" in p]
    assert len(problems) >= 20, problems


def test_a_piece_carries_its_counters_own_ratings():
    """Donetsk's HMG prints 1/5-5 from its counter (Counter.values over its unit type's): the module's piece
    properties and mouse-over line say the same, as the printed counter does."""
    from printkit.digital.vassal.module import _values
    from printkit.load.game_loader import load_game

    game = load_game("donetsk_airport")
    hmg = next(c for c in game.counters.pieces if c.id == "ua-hmg")
    props = _values(game, hmg, game.unit_types[hmg.type])
    assert (props["AttackHeavy"], props["AttackLight"], props["Range"]) == ("1", "5", "5"), props
    names = game.rating_names  # the mouse-over names the ratings as the data does, not by property key
    assert f"{names['attack_light']} 5" in props["Values"] and f"{names['range']} 5" in props["Values"], props["Values"]
    assert "AttackLight" not in props["Values"], props["Values"]
