"""The Russian Donetsk kit is wholly Russian: no Latin word on any page (Maker's notes included) but hex ids and
what the data declares, the result codes as the Russian rulebook prints them (ru 6.6), and the VASSAL module's
texts a player reads (menus, piece names, mouse-over) in Russian.

The page test reads the built PDFs with the read-back the verifier uses and looks for Latin letters itself, so it
fails on a kit that prints "P", "XX", "IRR" or an English Maker's note, whatever the verifier allows.
"""

from __future__ import annotations

import io
import re
import zipfile

import pytest

from tests.conftest import ROOT

G = "donetsk_airport"
RULES = ROOT.parent / "shared" / "rules"
LATIN = re.compile(r"[A-Za-z]+")
# what a page may print besides the hex ids and the data's `latin_words`: the program and its command line
# (printkit build ... --back-offset), the paper sizes, and - in the Maker's notes - file names and YAML paths
PROGRAM = {"printkit", "build", "a4", "letter"}
OPTION = re.compile(r"--[a-z][a-z-]*")
PATH = re.compile(r"\S*[A-Za-z0-9\]*][._/][A-Za-z0-9_\[*][^\s,;:()]*")
# the Latin letters of the rulebook's text file that print as the Cyrillic ones (the codes of ru 6.6)
HOMOGLYPH = str.maketrans("PXxCcEeAaOoHKMTB", "РХхСсЕеАаОоНКМТВ")


@pytest.fixture(scope="module")
def game():
    from printkit.load.game_loader import load_game

    return load_game(G, lang="ru")


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    from printkit.cli import main

    out = tmp_path_factory.mktemp("ru")
    assert main(["build", G, "--lang", "ru", "--format", "pdf", "--paper", "a4", "--out", str(out)]) == 0
    return out / f"{G}-ru"


def allowed_latin(game) -> set[str]:
    from printkit.hexgrid import all_labels
    from printkit.model.boards import HexMap

    ids = {w.lower() for w in getattr(game, "latin_words", {}).get("ru", ())} | PROGRAM | set(G.split("_"))
    for board in game.maps.values():
        if isinstance(board, HexMap):
            for label in all_labels(board.grid):
                ids.add(label.lower())
    return ids


TOKEN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]+\d+(?![A-Za-z0-9])")  # K4, i3, A4: allowed whole or not at all


def latin_on(path, allowed: set[str], paths: bool) -> dict[str, str]:
    """Latin word -> the text it was read in, on every page of a PDF."""
    from printkit.verify.readback import read_pdf

    found = {}
    for page in read_pdf(path):
        for text, *_ in page.words:
            bare = OPTION.sub(" ", text)
            if paths:
                bare = PATH.sub(" ", bare)
            bare = TOKEN.sub(lambda m: " " if m.group().lower() in allowed else m.group(), bare)
            for w in LATIN.findall(bare):
                if w.lower() not in allowed:
                    found.setdefault(w, text)
    return found


def test_no_latin_word_on_any_page_of_the_russian_kit(kit, game):
    """Every page of every file, the Maker's notes and the full-size map included: a Latin code of any length
    (P, XX, IRR, R) is a page left in English."""
    allowed = allowed_latin(game)
    columns = {label.rstrip("0123456789") for label in allowed if label[-1:].isdigit()}  # a map's edge letters
    pdfs = sorted((kit / "a4").glob("*.pdf")) + sorted(kit.glob("map-*.pdf"))
    assert len(pdfs) >= 8, pdfs
    # the cover lists the kit's files and the Maker's notes name the data's files and YAML paths
    left = {p.name: latin_on(p, allowed | (columns if p.stem.startswith("map-") else set()),
                             paths=p.stem in ("makers-notes", "cover")) for p in pdfs}
    assert not {k: v for k, v in left.items() if v}, left


def rulebook_results() -> dict[str, str]:
    """ru 6.6 "Результаты боя": code -> its words, as the Russian rulebook lists them ("- подавлен (P)")."""
    text = (RULES / "donetsk_airport.ru.txt").read_text(encoding="utf-8")
    section = text[text.index("В таблице результатов боя есть четыре возможных результата"):]
    section = section[:section.index("Когда отряд подавлен")]
    return {code.strip().translate(HOMOGLYPH): words.strip().replace("ё", "е")
            for words, code in re.findall(r"^- ([^(\n]+)\(\s*([^)\n]+?)\s*\)", section, re.M)}


@pytest.mark.skipif(not (RULES / "donetsk_airport.ru.txt").is_file(), reason="the rulebook texts (../shared/rules) are not here")
def test_6_6_result_codes_are_the_russian_rulebooks(game):
    """ru 6.6 lists four results: нет эффекта (-), подавлен (P), несет потери (X), уничтожен (XX). The Russian
    Combat Results list prints those codes and words, and every cell of the Russian CRT is one of the codes."""
    from printkit.layout.aids import chart_table

    book = rulebook_results()
    assert book == {"-": "нет эффекта", "Р": "подавлен", "Х": "несет потери", "ХХ": "уничтожен"}, book
    _, rows = chart_table(game.charts["combat_results"], "ru")
    assert {r[0]: r[1].replace("ё", "е") for r in rows} == book
    _, cells = chart_table(game.charts["differential_crt"], "ru")
    printed = {c for row in cells for c in row[1:]}
    assert printed <= set(book) and {"Р", "Х", "ХХ"} <= printed, printed
    assert not LATIN.search("".join(printed)), printed


def test_the_printed_crt_reads_the_russian_codes(kit):
    """The built aid page: CRT row 2 (16.3, printed) reads Р, then Х from -4 to +4, ХХ at +5 or more."""
    from printkit.verify.readback import read_pdf

    lines = [" ".join(w[0] for w in sorted((w for w in p.words if abs(w[3] - y) < 0.6), key=lambda w: w[1]))
             for p in read_pdf(kit / "a4" / "aid.pdf") for y in sorted({w[3] for w in p.words})]
    assert "2 Р Х Х Х Х Х Х Х Х Х ХХ" in lines, [ln for ln in lines if ln.startswith("2 ")]


@pytest.fixture(scope="module")
def build_file(game):
    from printkit.digital.vassal.module import module_file

    return zipfile.ZipFile(io.BytesIO(module_file(game, 24))).read("buildFile.xml").decode("utf-8")


def test_vassal_module_speaks_russian(build_file, game):
    """Piece names without adjective agreement ("Пехота (Украина)"), the mouse-over naming the ratings as ru 1
    does (сила атаки по тяжелым/легким целям, дальность, стойкость), the menus and windows in Russian."""
    assert 'entryName="Пехота (Украина)"' in build_file and 'entryName="Пехота (ДНР)"' in build_file
    assert "украинский" not in build_file
    assert "Атака по тяжёлым 1 · Атака по лёгким 4 · Дальность 3 · Стойкость 3" in build_file
    for shown in ("Перевернуть", "Удалить", "Памятка игрока", "Сценарии", 'buttonText="Ход"', "Бросок 2D6",
                  "Показать или скрыть фишки: Украина"):
        assert shown in build_file, shown
    for english in ("AttackHeavy 1", "Retire", "Show or hide", ";Flip;", "created in", "Scenarios", "About "):
        assert english not in build_file, english


def test_vassal_module_shows_no_latin_word(build_file, game):
    from printkit.verify.kit_language import module_latin_words, module_texts

    texts = module_texts(build_file.encode("utf-8"))
    assert any("Пехота (Украина)" == t for t in texts) and any("Стойкость" in t for t in texts)
    assert module_latin_words(game, build_file.encode("utf-8")) == set()


def test_the_check_flags_short_codes_but_not_hex_ids(game):
    """verify --lang ru: a one- or two-letter Latin code is flagged (P, XX), a hex id of the map (K4, W10) and
    the rulebook's dice notation (1D4, the data's latin_words) are not."""
    from printkit.verify.kit_language import latin_allowed, strict_latin_words
    from printkit.verify.readback import PageText

    page = PageText(100, 100, words=[("Ход", 0, 1, 1), ("K4", 0, 1, 2), ("W10", 0, 1, 2), ("1D4", 0, 1, 2),
                                     ("XX", 0, 1, 3), ("P", 0, 1, 4), ("IRR", 0, 1, 5), ("--back-offset", 0, 1, 6)])
    assert strict_latin_words([page], latin_allowed(game)) == {"XX", "P", "IRR"}


def test_the_russian_makers_notes_give_every_reasoning_in_russian(game):
    """Issue 21 review: the Russian Maker's notes sent the reader to the English notes for the reasoning of
    seven unit types, the counter quantities, the map and three scenarios ("Обоснование в данных дано
    по-английски"). Each note now has its Russian text in the data: no entry falls back to the pointer."""
    from printkit.layout.makers_notes import WORDS, entries, reconstruction_entries

    pointer = WORDS["ru"]["reason.en"].split(":")[0]
    texts = [text for _, text in entries(game) + reconstruction_entries(game)]
    assert len(texts) > 15
    fallen = [t for t in texts if pointer in t]
    assert not fallen, fallen
