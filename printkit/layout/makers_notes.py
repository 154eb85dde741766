"""The "Maker's notes" page at the end of a kit: where every printed value comes from (rulebook file and
section, printed/derived/reconstructed/unknown) and which YAML paths to fill in for the blanks.

Player-facing pages carry game text only; everything addressed to whoever builds the kit is gathered here.
"""

from __future__ import annotations

from functools import partial

from printkit.layout import blocks
from printkit.layout.flow import GAP, Flow
from printkit.model.charts import ItemList, Table

COMPONENT = "makers-notes"  # the kit's last component, for its maker (printkit.kit.NOTES)


def unknown_path(chart_id: str, chart) -> str:
    """The YAML path whose nulls print as blank cells of a chart."""
    if isinstance(chart, Table):
        return f"charts.{chart_id}.cells"
    if isinstance(chart, ItemList):
        return f"charts.{chart_id}.items[*].value"
    kind = getattr(chart, "kind", None)
    return f"charts.{chart_id}." + ("columns[*].results" if kind == "rolls" else
                                    "arrows[*].cost" if kind == "ladder" else "entries[*].result")


def _has_unknown(game, chart) -> bool:
    from printkit.layout.aids import chart_table, is_value_list
    from printkit.model.charts import RangeTable

    if not (isinstance(chart, (Table, RangeTable)) or is_value_list(chart) or getattr(chart, "kind", None)
            in ("rolls", "ladder")):
        return False
    _, rows = chart_table(chart, game.lang)
    return any(c is None for row in rows for c in row)


# the notes' own words; a language other than English prints a dataset's source and reasoning as the data gives
# them when that is in the language (no Latin word outside file names and YAML paths), else the rule sections the
# source cites and a pointer to the English notes (never English prose on a page of another language)
WORDS = {
    "en": {
        "title": "{title} - Maker's notes", "sub": "sources, reconstructions, blanks to fill in",
        "about.head": "About these notes", "data": "Game data", "data.text": "data/{id}.yaml{books}.",
        "data.from": ", from {books}", "counters": "Counters", "chits": "Chits", "map": "Map: {}",
        "chart": "Chart: {}", "scenario": "Scenario: {}", "rec": "Reconstructed: {}", "credits": "Credits",
        "origin": "{source} - {status}.", "nosource": "no source given",
        "holds": " Holds reconstructed play values: see \"Reconstructed\" below.",
        "blank": " Blank cells are not printed in the rulebook: fill in {path} in data/{id}.yaml and rebuild.",
        "values": "{n} values, {path}:", "values1": "1 value, {path}:", "noreason": "no reasoning given in the data.",
        "printed": "printed", "derived": "derived", "reconstructed": "reconstructed", "unknown": "unknown",
    },
    "ru": {
        "title": "{title} - примечания составителя", "sub": "источники, реконструкции, что вписать",
        "about.head": "Об этих примечаниях", "data": "Данные игры", "data.text": "data/{id}.yaml{books}.",
        "data.from": ", по файлам правил {books}", "counters": "Фишки", "chits": "Жетоны", "map": "Карта: {}",
        "chart": "{}", "scenario": "Сценарий: {}", "rec": "Реконструкция: {}", "credits": "Авторы",
        "origin": "{source} - {status}.", "nosource": "источник не указан",
        "holds": " Содержит реконструированные игровые значения: см. «Реконструкция» ниже.",
        "blank": " Пустые клетки в правилах не напечатаны: впишите {path} в data/{id}.yaml и пересоберите набор.",
        "values": "значений: {n}, {path}:", "values1": "1 значение, {path}:",
        "noreason": "в данных обоснования нет.",
        "printed": "напечатано", "derived": "выведено", "reconstructed": "реконструировано", "unknown": "неизвестно",
        "cite": "правила, разд. {}", "cite.none": "правила",
        "cite.more": " (дословные цитаты источника - в английских примечаниях составителя)",
        "reason.en": "Обоснование в данных дано по-английски: см. примечания составителя английского набора "
                     "(printkit build {id}).",
        "about": "Каждое значение этого набора либо напечатано (его даёт текст правил), либо выведено (следует из "
                 "напечатанных правил), либо реконструировано (подобрано так, чтобы согласоваться со всем "
                 "напечатанным), либо неизвестно (пустая клетка с кружком). На страницах игрока - только ссылки на "
                 "правила; ниже названы файлы правил и разделы.",
        "about.play": " Реконструированные игровые значения стоят там, где изданные компоненты их печатают, а "
                      "тексты правил нет (клетка таблицы, характеристика подразделения, карта события): каждый компонент с "
                      "ними один раз говорит «(реконструкция)» в заголовке, и каждое перечислено ниже с "
                      "обоснованием. printkit build {game} --as-printed собирает набор без них (в отдельную папку), "
                      "с пустыми местами для владельцев изданных компонентов.",
        "offset.head": "Обороты не совпали с лицом",
        "offset.text": "printkit build {id} --back-offset П,Н, где П и Н прочитаны на странице совмещения (мм вправо "
                       "и вниз; влево и вверх - со знаком минус).",
        "about.as_printed": " Этот набор собран как в правилах (--as-printed): все реконструированные игровые "
                            "значения убраны, и то, чего нет в текстах правил, оставлено пустым; обычный набор "
                            "(printkit build {game}) восполняет их реконструкцией и говорит об этом.",
    },
}
def _words(game) -> dict:
    return WORDS.get(game.lang or "en", WORDS["en"])


def _in_language(game, text: str) -> bool:
    """Text a page in the game's language may print as it is: English, or no Latin word outside file names,
    YAML paths and command-line options."""
    import re

    if not game.lang or game.lang == "en":
        return True
    bare = re.sub(r"--[a-z][a-z-]*|\S*[._/]\S*", " ", text)
    return not re.search(r"[A-Za-z]{2,}", bare)


def _source(game, source: str | None) -> str:
    w = _words(game)
    if not source:
        return w["nosource"]
    if _in_language(game, source):
        return source
    from printkit.wording import section_numbers

    sections = list(dict.fromkeys(section_numbers(source)))
    return (w["cite"].format(", ".join(sections)) if sections else w["cite.none"]) + w["cite.more"]


def _reason(game, note: str) -> str:
    return note if _in_language(game, note) else _words(game)["reason.en"].format(id=game.id)


def _origin(dataset, game=None) -> str:
    from types import SimpleNamespace

    game = game or SimpleNamespace(lang=None, id="")
    w = _words(game)
    status = getattr(dataset, "status", None) or "unknown"
    text = w["origin"].format(source=_source(game, dataset.source), status=w.get(status, status))
    if getattr(dataset, "play_value", False):  # its note is the reasoning, listed with the reconstructions
        return text + w["holds"]
    note = getattr(dataset, "note", None)
    return text + (f" {_reason(game, note)}" if note else "")


def entries(game) -> list[tuple[str, str]]:
    """(heading, text) for every dataset the kit prints, in kit order."""
    w = _words(game)
    out: list[tuple[str, str]] = []
    rulebooks = ", ".join(game.rulebooks)
    out.append((w["data"], w["data.text"].format(id=game.id, books=w["data.from"].format(books=rulebooks)
                                                 if rulebooks else "")))
    if game.counters and game.counters.pieces:
        out.append((w["counters"], _origin(game.counters, game)))
    if game.chits and game.chits.pieces:
        out.append((w["chits"], _origin(game.chits, game)))
    for map_id, board in game.maps.items():
        if getattr(board, "source", None):
            out.append((w["map"].format(board.title or map_id), _origin(board, game)))
    for chart_id in game.kit.player_aid:
        chart = game.charts[chart_id]
        text = _origin(chart, game)
        if _has_unknown(game, chart):
            text += w["blank"].format(path=unknown_path(chart_id, chart), id=game.id)
        out.append((w["chart"].format(chart.title), text))
    for sid, sc in game.scenarios.items():
        out.append((w["scenario"].format(sc.title), _origin(sc, game)))
    return out


ABOUT = ("Every value in this kit is printed (the rulebook states it), derived (follows from printed rules), "
         "reconstructed (authored to fit every printed fact) or unknown (printed as a blank cell with a small "
         "circle). The player pages cite rules only; the sources below name the rulebook files and sections.")
ABOUT_PLAY = (" Reconstructed play values stand in for values the published components print and the rulebook "
              "texts do not (a CRT cell, a unit rating, an event card): each component holding them says "
              "\"(reconstructed)\" once in its caption, and each is listed below with its reasoning. "
              "The command printkit build {game} --as-printed builds the kit without them (into its own folder), "
              "blank for owners of the published components to write in.")
ABOUT_AS_PRINTED = (" This kit is built as printed (--as-printed): every reconstructed play value is withheld, so "
                    "what the rulebook texts do not print is blank; the default kit (printkit build {game}) supplies "
                    "them, reconstructed and said so.")
WORDS["en"].update({"about": ABOUT, "about.play": ABOUT_PLAY, "about.as_printed": ABOUT_AS_PRINTED,
                    "offset.head": "Backs out of register",
                    "offset.text": "Build the kit again with printkit build {id} --back-offset R,D, R and D as read on the "
                                   "alignment page (mm right and down; left and up negative)."})


def reconstruction_entries(game) -> list[tuple[str, str]]:
    """(heading, reasoning) for every dataset holding reconstructed play values, in file order."""
    from printkit.model.play_values import listing

    w = _words(game)
    out = []
    for e in listing(game):
        n = e["count"]
        where = (w["values1"] if n == 1 else w["values"]).format(n=n, path=e["path"])
        title = e["title"] if _in_language(game, e["title"]) else e["path"]  # an id-made title: its YAML path
        notes = list(dict.fromkeys(_reason(game, x) for x in e["notes"]))
        out.append((w["rec"].format(title), f"{where} {' '.join(notes) or w['noreason']}"))
    return out


def credit_entries(game) -> list[tuple[str, str]]:
    """The colophon's credits (as on the cover), when the game gives them."""
    return [(_words(game)["credits"], " ".join(game.kit.credits))] if game.kit.credits else []


def notes_pages(game, paper: str) -> list:
    """The Maker's notes pages, in the kit's language (for the kit's maker, not for the table)."""
    from printkit.model.play_values import count

    w = _words(game)

    def flowed(gap: float) -> Flow:
        flow = Flow(paper, w["title"].format(title=game.kit.title or game.title), w["sub"], gap=gap)
        about = w["about"] + (w["about.as_printed"] if game.as_printed else w["about.play"] if count(game) else "")
        flow.place(partial(blocks.paragraphs, entries=[(w["about.head"], None, about.format(game=game.id))]))
        for head, text in credit_entries(game) + entries(game) + reconstruction_entries(game) + printing_entries(game):
            flow.place(partial(_entry, head, text))
        return flow

    flow = flowed(GAP)
    if len(flow.pages) > 1 and flow.last_page_fill() < 0.2:  # a last page of a few lines: set the notes closer
        tight = flowed(GAP * 0.6)
        if len(tight.pages) < len(flow.pages):
            return tight.pages
    return flow.pages


def printing_entries(game) -> list[tuple[str, str]]:
    """How the kit is built again for a printer whose backs miss (the alignment page asks the player for R and
    D only: command lines stay on this page)."""
    if not (game.counters and game.counters.pieces):
        return []
    w = _words(game)
    return [(w["offset.head"], w["offset.text"].format(id=game.id))]


def _entry(head: str, text: str, x: float, y: float, w: float):
    return blocks.paragraphs(x + 4, y, w - 8, [(head, None, text)])
