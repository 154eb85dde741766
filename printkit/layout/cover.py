"""The cover page that opens every kit (cover.pdf, and the first page of the whole-kit PDF).

Title; the kit's components with their counts; how to print and assemble them; one paragraph naming which
components carry reconstructed values (or, for a kit built --as-printed, that the rulebooks' blanks are left to
write in); and a colophon with the credits and sources. Credits and "reconstructed" explanations live here and
in the Maker's notes, never on the player pages. Every word is printkit's own, in English and Russian below.
"""

from __future__ import annotations

from functools import partial

from printkit.layout import blocks
from printkit.layout.flow import Flow
from printkit.layout.scene import Marker, Rect, Style, Text
from printkit.layout.textflow import fit, wrap
from printkit.model import play_values

COMPONENT = "cover"
MARKER = "cover:"  # 'cover:GAME' on the page: verify and preflight find the cover by it

WORDS = {
    "en": {
        "header": "{title} - cover", "sub": "the kit, how to print it, where its values come from",
        "kind": "Print-and-play kit", "paper": "{paper} paper", "lang": "{lang} edition",
        "as_printed": "As printed: the rulebooks' values only",
        "contents": "In this kit", "file": "File", "what": "What it holds", "pages": "Pages",
        "c.cover": "this cover", "c.kit": "the whole kit in one file, in this order",
        "c.counters": "{n} counters: fronts, then backs", "c.chits": "{n} chits: fronts, then backs",
        "c.cards": "{n} cards: fronts, then backs", "c.alignment": "duplex alignment test: print it first",
        "c.tiled": "{title}: assembly diagram, then {tiles} tiles", "c.display": "{title}",
        "c.map1": "{title}, on one page",
        "c.aid": "player aid: charts and tables", "c.aid.key": "player aid: charts and tables, the key to the counters",
        "c.odds": "odds card: the chances, computed exactly",
        "c.setup": "set-up cards: {n} scenarios", "c.setup1": "set-up card: 1 scenario", "c.notes": "Maker's notes: sources, reconstructions, blanks",
        "c.full": "{title} on one sheet of its own size ({size}), for a print shop", "c.other": "{name}",
        "gutter_sheets": "fronts and backs side by side, to fold",
        "how": "How to print and assemble",
        "h.scale": "Print at 100 % / actual size, never 'fit to page'. Measure the 100 mm ruler at the foot of a "
                   "page after the first print.",
        "h.duplex": "Print the alignment test double-sided first (flip on the {edge} edge) and follow what it "
                    "says; then print the {what} sheets double-sided the same way.",
        "h.gutter": "Print the {what} sheets single-sided, fold each on its dashed line (printed sides out), glue "
                    "the halves together, then cut.",
        "h.cut": "Cut on the crop marks: the long lines right across a sheet first, then the short ones. Every "
                 "counter has its own bleed, so a cut a little off the line still shows colour.",
        "h.map": "Trim the map tiles along the ticks of their neighbours' edges and tape them from behind as the "
                 "assembly diagram shows, or have the full-size map printed on one sheet.",
        "h.play": "Lay the player aid{odds} and the set-up cards beside the map. The Maker's notes, last, are for "
                  "whoever builds the kit.",
        "odds": ", the odds card",
        "w.counters": "counter", "w.chits": "chit", "w.cards": "card", "w.and": " and ",
        "edge.long": "long", "edge.short": "short",
        "rec": "Reconstructed values",
        "r.play": "The rulebook texts do not print every value of the published components. So that the game can "
                  "be played from this kit, it supplies them, reconstructed to fit every fact the rules state, and "
                  "each component that holds them says \"(reconstructed)\" once in its caption: {list}. The "
                  "Maker's notes give the reasoning for each, and say how to build a kit with the rulebooks' values "
                  "only.",
        "r.none": "Every value in this kit is printed in the rulebooks or follows from them.",
        "r.gaps": "{n} values the rulebook texts do not print are left blank (a blank cell with a small circle; a "
                  "counter prints ?), to be written in from the published components; the Maker's notes name them.",
        "r.as_printed": "This kit is as the rulebooks print it: the values the texts do not print are left blank "
                        "(a blank cell with a small circle; a counter prints ?) for owners of the published "
                        "components to write in. The Maker's notes name each one. The default kit supplies "
                        "reconstructed values for them.",
        "r.also": "Reconstructed from the rules' descriptions, not copied from the published components: {list}.",
        "n.values": "{what} ({n} values)", "n.values1": "{what} (1 value)",
        "n.types": "{what} (the ratings of {n} unit types)", "n.types1": "{what} (the ratings of 1 unit type)",
        "n.counters": "{what} ({n} counters)", "n.counters1": "{what} (1 counter)",
        "n.cards": "{what} ({n} cards)", "n.cards1": "{what} (1 card)",
        "colophon": "Colophon",
        "k.rules": "Rules: {title}, from the rulebook text ({langs}). Every value's source, rulebook and "
                   "section, is in the Maker's notes.",
        "k.made": "Kit laid out by printkit from the game's data. Reconstructed values are the kit's, not the "
                  "publisher's: the published components remain the reference.",
        "lang.en": "English", "lang.ru": "Russian", "letter": "US Letter",
    },
    "ru": {
        "header": "{title} - обложка", "sub": "состав набора, печать, откуда взяты значения",
        "kind": "Набор для печати и игры", "paper": "бумага {paper}", "lang": "издание на языке: {lang}",
        "as_printed": "Как в правилах: только значения из правил",
        "contents": "Состав набора", "file": "Файл", "what": "Содержание", "pages": "Страниц",
        "c.cover": "эта обложка", "c.kit": "весь набор одним файлом, в этом порядке",
        "c.counters": "фишки ({n}): лицевые стороны, затем обороты", "c.chits": "жетоны ({n}): лица, затем обороты",
        "c.cards": "карты ({n}): лица, затем обороты", "c.alignment": "тест совмещения: напечатайте первым",
        "c.tiled": "{title}: схема сборки, затем листы ({tiles})", "c.display": "{title}",
        "c.map1": "{title}, на одной странице",
        "c.aid": "памятка игрока: таблицы", "c.aid.key": "памятка игрока: таблицы, обозначения на фишках",
        "c.odds": "карточка вероятностей: точный расчёт шансов",
        "c.setup": "карточки сценариев ({n})", "c.setup1": "карточка сценария (1)", "c.notes": "примечания составителя: источники, реконструкции, пропуски",
        "c.full": "{title} на одном листе своего размера ({size}), для типографии", "c.other": "{name}",
        "gutter_sheets": "лица и обороты рядом, для сгиба",
        "how": "Как напечатать и собрать",
        "h.scale": "Печатайте в масштабе 100 %, без масштабирования по странице. После первой печати измерьте "
                   "линейку 100 мм внизу страницы.",
        "h.duplex": "Сначала напечатайте тест совмещения с двух сторон (переворот по {edge} краю) и сделайте, как "
                    "в нём сказано; затем так же напечатайте листы: {what}.",
        "h.gutter": "Напечатайте листы ({what}) на одной стороне, согните каждый по пунктиру печатью наружу, "
                    "склейте половины, затем режьте.",
        "h.cut": "Режьте по меткам обреза: сначала длинные линии через весь лист, потом короткие. У каждой фишки "
                 "свой вылет, так что рез чуть мимо линии всё равно даёт цвет до края.",
        "h.map": "Обрежьте листы карты по меткам края соседнего листа и склейте их с обратной стороны по схеме "
                 "сборки или закажите печать карты целиком на одном листе.",
        "h.play": "Положите рядом с картой памятку игрока{odds} и карточки сценариев. Примечания составителя в "
                  "конце - для того, кто собирает набор.",
        "odds": ", карточку вероятностей",
        "w.counters": "фишки", "w.chits": "жетоны", "w.cards": "карты", "w.and": " и ",
        "edge.long": "длинному", "edge.short": "короткому",
        "rec": "Реконструированные значения",
        "r.play": "В текстах правил напечатаны не все значения изданных компонентов. Чтобы в игру можно было "
                  "играть по этому набору, он их восполняет: они реконструированы так, чтобы согласоваться со всем, "
                  "что сказано в правилах, и каждый компонент, где они есть, один раз говорит об этом в заголовке "
                  "(«реконструкция»): {list}. Обоснование каждого - в примечаниях составителя; там же сказано, как "
                  "собрать набор только со значениями из правил.",
        "r.none": "Все значения этого набора напечатаны в правилах или следуют из них.",
        "r.gaps": "Значения, которых нет в текстах правил ({n}), оставлены пустыми (пустая клетка с кружком; на "
                  "фишке - ?), чтобы вписать их с изданных компонентов; примечания составителя называют их.",
        "r.as_printed": "Этот набор - как в правилах: значения, которых нет в текстах, оставлены пустыми (пустая "
                        "клетка с кружком; на фишке - ?), чтобы владельцы изданных компонентов вписали их сами. "
                        "Примечания составителя называют каждое. Обычный набор восполняет их реконструкцией.",
        "r.also": "Реконструированы по описаниям в правилах, а не скопированы с изданных компонентов: {list}.",
        "n.values": "{what} (значений: {n})", "n.values1": "{what} (1 значение)",
        "n.types": "{what} (характеристики типов подразделений: {n})", "n.types1": "{what} (характеристики 1 типа подразделений)",
        "n.counters": "{what} (фишек: {n})", "n.counters1": "{what} (1 фишка)",
        "n.cards": "{what} (карт: {n})", "n.cards1": "{what} (1 карта)",
        "colophon": "Выходные данные",
        "k.rules": "Правила: {title}, по тексту правил ({langs}). Источник каждого значения - правила и раздел - "
                   "указан в примечаниях составителя.",
        "k.made": "Набор свёрстан программой printkit по данным игры. Реконструированные значения - от составителя "
                  "набора, а не от издателя: образцом остаются изданные компоненты.",
        "lang.en": "английский", "lang.ru": "русский", "letter": "Letter (США)",
    },
}


def words(lang: str | None) -> dict[str, str]:
    return WORDS.get(lang or "en", WORDS["en"])


def _component_rows(game, comps: dict[str, list], paper: str, full: dict[str, tuple], tiled: dict[str, str],
                    w: dict) -> list[list[str]]:
    """[file, what it holds, pages] for each component, in kit order, then the whole kit and full-size maps."""
    rows = [[f"{paper}/{COMPONENT}.pdf", w["c.cover"], "1"]]
    for name, pages in comps.items():
        if name != COMPONENT:
            rows.append([f"{paper}/{name}.pdf", _what(game, name, pages, tiled, w), str(len(pages))])
    total = 1 + sum(len(p) for n, p in comps.items() if n != COMPONENT)
    rows.append([f"{game.id}-kit-{paper}.pdf", w["c.kit"], str(total)])
    for name, (title, size) in full.items():
        rows.append([f"{name}.pdf", w["c.full"].format(title=title, size=size), "1"])
    return rows


def _holds_key(game, pages: list) -> bool:
    from printkit.layout.i18n import t
    from printkit.layout.scene import texts_in

    heading = t(game.lang, "Key to the counters")
    return any(i.text.startswith(heading) for p in pages for i in texts_in(p.items))


def _what(game, name: str, pages: list, tiled: dict[str, str], w: dict) -> str:
    from printkit.layout.makers_notes import COMPONENT as NOTES
    from printkit.model.boards import Display

    if name == "counters" and game.counters:
        return w["c.counters"].format(n=game.counters.count())
    if name == "chits" and game.chits:
        return w["c.chits"].format(n=game.chits.count())
    if name == "cards" and game.cards:
        return w["c.cards"].format(n=game.cards.count())
    if name == "aid" and _holds_key(game, pages):  # the counter key, where no counter sheet had room for it
        return w["c.aid.key"]
    if name in ("alignment", "aid", "odds"):
        return w[f"c.{name}"]
    if name == "setup":
        return w["c.setup1" if len(game.scenarios) == 1 else "c.setup"].format(n=len(game.scenarios))
    if name == NOTES:
        return w["c.notes"]
    for map_id, board in game.maps.items():
        if isinstance(board, Display) and name == map_id.replace("_", "-"):
            return w["c.display"].format(title=board.title or map_id)
        if tiled.get(name) == map_id:
            tiles = len(pages) - 1  # the assembly diagram, then the tiles; a map that fits the paper is one page
            return w["c.tiled"].format(title=board.title or map_id, tiles=tiles) if tiles > 0 else \
                w["c.map1"].format(title=board.title or map_id)
    return w["c.other"].format(name=name.replace("-", " "))


def _reconstructed_parts(game, w: dict) -> list[str]:
    """The components holding play values, each with how many: in the order the kit prints them."""
    parts: list[str] = []
    listed = play_values.listing(game)

    def add(what: str, n: int, unit: str = "values") -> None:
        if n:
            parts.append(w[f"n.{unit}1" if n == 1 else f"n.{unit}"].format(what=what, n=n))

    add(_kit_word(game, "counter sheets"), sum(1 for e in listed if e["path"].startswith("unit_types.")), "types")
    add(_kit_word(game, "counter sheets"), sum(e["count"] for e in listed if e["path"] == "counters"), "counters")
    add(_kit_word(game, "chit sheet"), sum(e["count"] for e in listed if e["path"] == "chits"), "counters")
    if game.cards:
        add(game.cards.title, play_values.card_play_values(game.cards), "cards")
    for cid, chart in game.charts.items():
        add(chart.title or cid, play_values.chart_play_values(chart))
    add(_kit_word(game, "other rules values"),
        sum(e["count"] for e in listed if e["path"].startswith("parameters.")))
    scen = [e for e in listed if e["path"].startswith("scenarios.")]
    add(_kit_word(game, "scenario forces"), sum(e["count"] for e in scen if ".victory_rules[" not in e["path"]))
    add(_kit_word(game, "scenario victory rules"), sum(e["count"] for e in scen if ".victory_rules[" in e["path"]))
    return parts


KIT_WORDS = {"ru": {"counter sheets": "листы фишек", "chit sheet": "лист жетонов",
                    "other rules values": "прочие значения правил",
                    "scenario forces": "силы сценариев", "scenario victory rules": "условия победы сценариев",
                    "the counter mix": "состав фишек", "the set-up": "расстановка"}}


def _kit_word(game, text: str) -> str:
    return KIT_WORDS.get(game.lang or "en", {}).get(text, text)


def _other_reconstructions(game) -> list[str]:
    """Datasets reconstructed as a whole that are not play values (a map, the counter mix, a set-up)."""
    out = []
    for board in game.maps.values():
        if board.status == "reconstructed":
            out.append(board.title or "map")
    if game.counters and game.counters.status == "reconstructed":
        out.append(_kit_word(game, "the counter mix"))
    for sc in game.scenarios.values():
        if sc.status == "reconstructed":
            out.append(f"{_kit_word(game, 'the set-up')}: {sc.title}")
    return out


def paragraph_reconstructed(game) -> str:
    """The cover's one paragraph on reconstructed values (also checked by verify)."""
    from printkit.audit import audit, totals

    w = words(game.lang)
    gaps = totals(audit(game))["unknown"]
    if game.as_printed:
        text = w["r.as_printed"]
    else:
        parts = _reconstructed_parts(game, w)
        text = w["r.play"].format(list="; ".join(parts)) if parts else ""
        text = " ".join(t for t in (text, w["r.gaps"].format(n=gaps) if gaps else "") if t) or w["r.none"]
    also = _other_reconstructions(game)
    return text + (" " + w["r.also"].format(list=", ".join(also)) if also else "")


def cover_pages(game, paper: str, comps: dict[str, list], full: dict[str, tuple], tiled: dict[str, str],
                duplex: str = "long") -> list:
    """The cover, for one paper size; `comps` are the kit's other components (name -> pages) in kit order,
    `full` the full-size boards (file stem -> (title, size text)), `tiled` the tiled maps (file stem -> map id)."""
    w = words(game.lang)
    title = game.kit.title or game.title
    flow = Flow(paper, w["header"].format(title=title), w["sub"])
    flow.place(partial(_title_block, game, title, paper, w))
    header = [w["file"], w["what"], w["pages"]]
    rows = _component_rows(game, comps, paper, full, tiled, w)
    flow.place(partial(_heading, w["contents"]), partial(_table, header, rows))
    flow.place(partial(_heading, w["how"]), partial(_numbered, _how(game, comps, duplex, w)))
    flow.place(partial(_heading, w["rec"]), partial(_para, paragraph_reconstructed(game)))
    flow.place(partial(_heading, w["colophon"]), partial(_para, _colophon(game, w)))
    flow.pages[0].add(Marker(flow.pages[0].width - 20, 20, f"{MARKER}{game.id}"))
    return flow.pages


def _how(game, comps, duplex: str, w: dict) -> list[str]:
    sheets = [w[f"w.{n}"] for n in ("counters", "chits", "cards") if n in comps]
    what = ", ".join(sheets[:-1]) + w["w.and"] + sheets[-1] if len(sheets) > 1 else "".join(sheets)
    steps = [w["h.scale"]]
    if sheets:
        if duplex == "gutter":
            steps.append(w["h.gutter"].format(what=what))
        else:
            steps.append(w["h.duplex"].format(edge=w[f"edge.{duplex}"], what=what))
        steps.append(w["h.cut"])
    if any(n.endswith("-tiled") for n in comps):
        steps.append(w["h.map"])
    steps.append(w["h.play"].format(odds=w["odds"] if "odds" in comps else ""))
    return steps


def _colophon(game, w: dict) -> str:
    langs = [w.get(f"lang.{lang}", lang) for lang in (game.languages or ("en",))]
    lines = list(game.kit.credits)
    lines.append(w["k.rules"].format(title=game.title, langs=", ".join(langs)))
    lines.append(w["k.made"])
    return " ".join(lines)


def _title_block(game, title: str, paper: str, w: dict, x: float, y: float, width: float):
    size = fit(title, 24, width - 20, "DejaVuSans-Bold")
    items = [Rect(x, y, width, 58, Style(fill=blocks.TITLE_FILL)),
             Text(x + 10, y + 10 + size, title, size, "DejaVuSans-Bold", "#ffffff")]
    line = " · ".join(p for p in (w["kind"], w["paper"].format(paper=paper.upper() if paper == "a4" else w["letter"]),
                                  w["lang"].format(lang=w.get(f"lang.{game.lang}", game.lang))
                                  if len(game.languages) > 1 else "") if p)
    items.append(Text(x + 10, y + 50, line, fit(line, 9, width - 20), "DejaVuSans", "#ffffff"))
    h = 58.0
    if game.as_printed:
        items += [Rect(x, y + h, width, 16, Style(fill="#f2e6c9")),
                  Text(x + 10, y + h + 11, w["as_printed"], 8.5, "DejaVuSans-Bold", blocks.INK)]
        h += 16
    return items, h


def _heading(text: str, x: float, y: float, w: float):
    return [Text(x, y + 11, text, 10.5, "DejaVuSans-Bold", blocks.INK),
            Rect(x, y + 14, w, 0.8, Style(fill=blocks.TITLE_FILL))], 18.0


def _table(header, rows, x, y, w):
    """Files, what they hold (left-aligned, wrapping), pages (as wide as its header)."""
    from printkit.fonts import width

    size = 7.5
    first = max(width(r[0] or "", size + 0.5, "DejaVuSans-Bold") for r in [header] + rows) + 8
    last = width(header[-1], size, "DejaVuSans-Bold") + 12
    items, h = blocks.wrapped_table(x, y + 2, w, "cover", header, rows, size=size, shares=(w - first - last, last))
    return items, h + 2


def _numbered(steps: list[str], x: float, y: float, w: float):
    items, cy = [], y + 2
    for i, step in enumerate(steps, 1):
        lines = wrap(step, blocks.BODY, w - 16)
        items.append(Text(x, cy + 9, f"{i}.", blocks.BODY, "DejaVuSans-Bold", blocks.INK))
        for k, line in enumerate(lines):
            items.append(Text(x + 14, cy + 9 + k * 10, line, blocks.BODY, "DejaVuSans", blocks.INK))
        cy += 10 * len(lines) + 3
    return items, cy - y


def _para(text: str, x: float, y: float, w: float):
    lines = wrap(text, blocks.BODY, w)
    return [Text(x, y + 11 + k * 10, line, blocks.BODY, "DejaVuSans", blocks.INK) for k, line in enumerate(lines)], \
        6 + 10 * len(lines)
