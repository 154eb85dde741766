"""Issue 12.3: player-facing pages carry game text only. The text of every page of every kit (all four games,
Donetsk in both languages) is extracted with pdfplumber; no page but the Maker's notes may name a YAML file,
a data folder, a rulebook text file, a raw program value or a YAML path."""

from __future__ import annotations

import io
import re

import pytest

KITS = [("little_war", None), ("case_blue", None), ("donetsk_airport", "en"), ("donetsk_airport", "ru"),
        ("ukrainian_crisis", None)]
FORBIDDEN = re.compile(r"\.yaml|\bdata/|\.txt\b|\bNone\b|\bFalse\b|\bTrue\b"
                       r"|\b[a-z_]+\.[a-z_]+(?:\[\*\]|\.[a-z_]+)|\[\*\]\.")  # charts.crt.cells, items[*].value


def kit_pdfs(game_id: str, lang: str | None) -> dict[str, bytes]:
    """Component name -> the A4 PDF of that component, rendered in memory."""
    from pathlib import Path

    from printkit.kit import render_kit
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game

    game = load_game(game_id, glyphs=True, lang=lang) if lang else load_game(game_id, glyphs=True)
    files = render_kit(game, ["pdf"], ["a4"], Path("k"), Options())
    return {p.stem: b for p, b in files.items() if p.parent.name == "a4" and p.suffix == ".pdf"}


@pytest.fixture(scope="module", params=KITS, ids=[f"{g}-{lang or 'en'}" for g, lang in KITS])
def kit(request):
    return request.param, kit_pdfs(*request.param)


def page_texts(pdf: bytes) -> list[str]:
    import pdfplumber

    with pdfplumber.open(io.BytesIO(pdf)) as doc:
        return [page.extract_text() or "" for page in doc.pages]


def test_pattern_catches_what_it_must():
    for bad in ("Fill in charts.crt.cells", "items[*].value", "case_blue.en.txt 5.1", "data/little_war.yaml",
                "Result: None", "smoke: False"):
        assert FORBIDDEN.search(bad), bad
    for good in ("Rule 5.1", "Combat (6.21)", "1d6", "Sorties cap 6", "K4^", "Mi-24 air strike: strength 16"):
        assert not FORBIDDEN.search(good), good


def test_no_player_page_names_a_file_a_path_or_a_program_value(kit):
    (game_id, lang), pdfs = kit
    assert "makers-notes" in pdfs and "aid" in pdfs
    found = []
    for name, pdf in sorted(pdfs.items()):
        if name == "makers-notes":
            continue
        for number, text in enumerate(page_texts(pdf), 1):
            found += [f"{name} p{number}: {line[:90]!r}" for line in text.splitlines() if FORBIDDEN.search(line)]
    assert not found, "\n".join(found[:20])


def test_the_makers_notes_name_the_sources_and_the_blanks(kit):
    (game_id, lang), pdfs = kit
    text = "\n".join(page_texts(pdfs["makers-notes"]))
    assert f"data/{game_id}.yaml" in text
    assert ".txt" in text  # the rulebook file each source cites


def test_little_war_random_events_print_as_play_values():
    """Little War 6.0's Random Events chart is not printed in the text: the default kit prints its play values
    (no blank cell, no legend, nothing to fill in), and the Maker's notes give their reasoning."""
    pdfs = kit_pdfs("little_war", None)
    aid = page_texts(pdfs["aid"])[0]
    assert "Blank cell with a circle" not in aid and "Fill in" not in aid
    assert "Snow and Low Cloud" in aid and "Slovak Counterattack" in aid
    notes = " ".join(" ".join(page_texts(pdfs["makers-notes"])).split())
    assert "fill in charts.random_events" not in notes
    assert "Random Events Little War 6.0 (a Joker: roll 1d6 on the Random Events Chart) - reconstructed" in notes