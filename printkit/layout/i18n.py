"""The kit's own words (headings, rulers, labels) in the languages a game may be built in.

Game text comes translated from the game's YAML; this is only what printkit itself prints. A language
without a catalogue here cannot be built (never an English fallback on a page of another language).
`translate_pages` puts a built scene into the language: each whole text found in CATALOG, else the first
of PATTERNS that matches the whole text, is replaced.
"""

from __future__ import annotations

from printkit.model.record import replace

from printkit.errors import PrintkitError

CATALOG: dict[str, dict[str, str]] = {
    "ru": {
        # scenario cards
        "Side": "Сторона", "Unit": "Подразделение", "Type": "Тип", "Number": "Кол-во", "Turn": "Ход",
        "Sets up in": "Расстановка", "Enters at": "Входит", "Initiative": "Инициатива", "Wavering": "Колебание",
        "smoke available": "дым доступен", "smoke not available": "дыма нет", "strength": "сила",
        "reliability": "надёжность", "Reinforcements": "Подкрепления", "Victory": "Победа",
        "Special rule": "Особое правило", "Special rules": "Особые правила", "none": "нет",
        "scenario cards": "карточки сценариев", "continued": "продолжение", "one card per scenario": "по карточке на сценарий",
        "Green: starting Initiative. Yellow: Wavering level{wavering}. 0: broken, the side loses{broken}. "
        "Each unit eliminated: -1{initiative_loss}.":
            "Зелёный: начальная инициатива. Жёлтый: уровень колебания{wavering}. 0: сторона сломлена и проигрывает"
            "{broken}. Каждое уничтоженное подразделение: -1{initiative_loss}.",
        # furniture, aid, map, counters, tiles
        "100 mm": "100 мм", "4 in": "4 дюйма",
        "Print at 100 % / actual size – no 'fit to page'": "Печать 100 %, без масштабирования",
        "charts and tables": "таблицы", "Terrain Key": "Условные обозначения",
        "Multi-storey building: upper level": "Многоэтажное здание: верхний уровень",
        "Map reconstructed from the rules; not the published map art.":
            "Карта реконструирована по правилам; это не изданная карта.",
        "Hatched: not printed in the rulebook (unknown).": "Заштриховано: не напечатано в правилах (неизвестно).",
        "Blank cell with a circle: not given in the rules (see the Maker's notes).":
            "Пустая клетка с кружком: в правилах не дано (см. примечания составителя).",
        "Value": "Значение", "Result": "Результат", "space": "клетка", "Abbreviations": "Сокращения",
        "Rule": "Правило", "Key to the counters": "Обозначения на фишках", "Unit ID": "Название подразделения", "Unit size": "Размер части",
        "Unit type": "Тип подразделения", "Combat value": "Боевая сила", "Special ability": "Особое свойство",
        "Movement": "Движение", "Nationality": "Национальность",
        "Reduced side: stripe behind the value": "Ослабленная сторона: полоса за значением",
        "Direction die{scatter}: 1 is north, then clockwise": "Кубик направления{scatter}: 1 - север, далее по часовой",
        "N": "С",
        "actual size": "реальный размер",
        "Print double-sided at 100 %: this page, then the backs page on its reverse.":
            "Печатайте с двух сторон в масштабе 100 %: эта страница, на обороте - страница оборотов.",
        "Print this page on the back of the fronts page (duplex, flip on the long edge), or print it alone and "
        "glue it back to back.":
            "Напечатайте эту страницу на обороте лицевой (двусторонняя печать, переворот по длинному краю) или "
            "отдельно и склейте.",
        "Print this page on the back of the fronts page (duplex, flip on the short edge), or print it alone and "
        "glue it back to back.":
            "Напечатайте эту страницу на обороте лицевой (двусторонняя печать, переворот по короткому краю) или "
            "отдельно и склейте.",
        "1. Print both pages double-sided at 100 % (actual size), flipping on the long edge.":
            "1. Напечатайте обе страницы с двух сторон в масштабе 100 %, переворот по длинному краю.",
        "1. Print both pages double-sided at 100 % (actual size), flipping on the short edge.":
            "1. Напечатайте обе страницы с двух сторон в масштабе 100 %, переворот по короткому краю.",
        "2. Hold the sheet against a light: each front cross should sit on the centre of its back scale.":
            "2. Посмотрите лист на просвет: каждый крест лицевой стороны должен лечь на центр своей шкалы.",
        "3. If a cross misses: on the back side, read how far right (R mm) and down (D mm) of the scale centre":
            "3. Если крест не попал: со стороны оборота прочитайте, на сколько мм правее (П) и ниже (Н) центра шкалы",
        "   the front cross shows (left and up count as minus), e.g. R 1.5 and D -0.5.":
            "   виден крест лица (влево и вверх - со знаком минус), например П 1.5 и Н -0.5.",
        "4. Ask for the kit with the backs moved by R and D, or set them as your printer's duplex offset.":
            "4. Попросите набор с оборотами, сдвинутыми на П и Н, или задайте их как смещение двусторонней печати принтера.",
        "fold": "сгиб",
        "Print single-sided at 100 %. Fold on the dashed line (backs behind fronts), glue, then cut.":
            "Печатайте на одной стороне, 100 %. Согните по пунктиру (обороты за лицами), склейте, затем режьте.",
        "1. Print this page single-sided at 100 % (actual size). Fold it on the dashed line, printed sides out.":
            "1. Напечатайте страницу на одной стороне, 100 %. Согните по пунктиру печатью наружу.",
        "2. Hold it against a light: each cross should sit on the centre of the scale behind it.":
            "2. Посмотрите на просвет: каждый крест должен лечь на центр шкалы за ним.",
        "Back side: the scales are in millimetres from the intended centre.":
            "Оборот: шкалы в миллиметрах от нужного центра.",
        "Lay out A1, A2, ... left to right, rows A, B, ... top to bottom; match the crosses and tape from behind.":
            "Разложите A1, A2, ... слева направо, ряды A, B, ... сверху вниз; совместите кресты и склейте сзади.",
        "Lay out A1, A2, ... left to right, rows A, B, ... top to bottom; match the edges and tape from behind.":
            "Разложите A1, A2, ... слева направо, ряды A, B, ... сверху вниз; совместите края и склейте с обратной стороны.",
        "A full-size single-page PDF of the map is also in the kit for large-format printing.":
            "В комплекте есть и карта целиком на одном листе для широкоформатной печати.",
    },
}

# Whole texts with numbers in them: (regular expression, replacement), tried in order; the first that
# matches the whole text wins.
PATTERNS: dict[str, list[tuple[str, str]]] = {
    "ru": [
        (r"(.*) - player aid", r"\1 - памятка игрока"),
        (r"(.*) - gutter-fold alignment test", r"\1 - тест совмещения при сгибе"),
        (r"(.*) - counters, sheet (\d+)/(\d+): fronts \(left\) and backs \(right\), fold on the dashed line",
         r"\1 - фишки, лист \2/\3: лица (слева) и обороты (справа), согните по пунктиру"),
        (r"(.*) - counters, sheet (\d+)/(\d+): fronts", r"\1 - фишки, лист \2/\3: лицевые стороны"),
        (r"(.*) - counters, sheet (\d+)/(\d+): backs \(mirrored for long-edge duplex\)",
         r"\1 - фишки, лист \2/\3: обороты (зеркально, переворот по длинному краю)"),
        (r"(.*) - counters, sheet (\d+)/(\d+): backs \(mirrored for short-edge duplex\)",
         r"\1 - фишки, лист \2/\3: обороты (зеркально, переворот по короткому краю)"),
        (r"([\d.]+) mm counters, ([\d.]+) mm bleed", r"фишки \1 мм, вылет \2 мм"),
        (r"(.*) - duplex alignment test, front", r"\1 - тест совмещения двусторонней печати, лицо"),
        (r"(.*) - duplex alignment test, back", r"\1 - тест совмещения двусторонней печати, оборот"),
        (r"A4, single-sided", r"A4, односторонняя печать"),
        (r"LETTER, single-sided", r"Letter (США), односторонняя печать"),
        (r"(.*) - (.*) (\d+)/(\d+): fronts \(left\), backs \(right\), fold on the dashed line; (.*) in; print at 100 %",
         r"\1 - \2 \3/\4: лица (слева), обороты (справа), согните по пунктиру; \5 дюйма; печать 100 %"),
        (r"A4, long-edge flip", r"A4, переворот по длинному краю"),
        (r"A4, short-edge flip", r"A4, переворот по короткому краю"),
        (r"LETTER, long-edge flip", r"Letter (США), переворот по длинному краю"),
        (r"LETTER, short-edge flip", r"Letter (США), переворот по короткому краю"),
        (r"(.*) - tile (\S+) of (\d+)", r"\1 - лист \2 из \3"),
        (r"(.*) - assembly diagram", r"\1 - схема сборки"),
        (r"(.*) - key to the counters", r"\1 - обозначения на фишках"),
        (r"(\d+) \u00d7 (\d+) tiles", r"листы \1 × \2"),  # no count noun to agree with 2 × 2 (4) or 3 × 2 (6)
        (r"row (\d+), column (\d+); overlap (\d+) mm", r"ряд \1, столбец \2; перекрытие \3 мм"),
        (r"(\S+) overlaps here ([\u2191\u2193])", r"\1 перекрывает здесь \2"),
        (r"The map is (\d+) \u00d7 (\d+) mm\. Print every tile at 100 %\.",
         r"Карта \1 × \2 мм. Печатайте каждый лист в масштабе 100 %."),
        (r"Trim each tile along the ticks of its neighbour's edge; tiles overlap by (\d+) mm\.",
         r"Обрежьте каждый лист по меткам края соседнего; листы перекрываются на \1 мм."),
        (r"At (\d+)%: hexes ([\d.]+) mm across, for the ([\d.]+) mm counters of this kit\.",
         r"В масштабе \1%: гексы \2 мм, для фишек \3 мм этого набора."),
        (r"At (\d+)%: hexes ([\d.]+) mm across, smaller than the ([\d.]+) mm counters of this kit "
         r"\(play on the enlarged map\)\.",
         r"В масштабе \1%: гексы \2 мм, меньше фишек \3 мм этого набора (играйте на увеличенной карте)."),
        (r"At (\d+)%: for the ([\d.]+) mm counters of this kit\.", r"В масштабе \1%: для фишек \2 мм этого набора."),
        (r"Trim each tile along the overlap crosses of its neighbour; tiles overlap by (\d+) mm\.",
         r"Обрежьте каждый лист по крестам перекрытия соседнего; листы перекрываются на \1 мм."),
        (r"printed at (\d+)% of its ([\d.]+) \u00d7 ([\d.]+) in size", r"в масштабе \1% от \2 × \3 дюйма"),
        (r"(.*) - scenario cards", r"\1 - карточки сценариев"),
    ],
}
def t(lang: str | None, text: str) -> str:
    """printkit's own words in a language (English as written)."""
    if not lang or lang == "en":
        return text
    if lang not in CATALOG:
        raise PrintkitError(f"printkit has no words for language {lang!r} (add them to {__name__}.CATALOG)")
    return CATALOG[lang].get(text, text)


def _translate_text(lang: str, text: str) -> str:
    import re

    if text in CATALOG[lang]:
        return CATALOG[lang][text]
    for pattern, other in PATTERNS.get(lang, ()):
        if re.fullmatch(pattern, text):
            return _translate_text(lang, re.sub(pattern, other, text)) if pattern.startswith("(.*)") else \
                re.sub(pattern, other, text)
    return text


def _translate(lang: str, item):
    from printkit.layout.scene import Group, Text

    if isinstance(item, Text):
        new = _translate_text(lang, item.text)
        return item if new == item.text else replace(item, text=new)
    if isinstance(item, Group):
        return replace(item, items=tuple(_translate(lang, i) for i in item.items))
    return item


def translate_pages(pages: list, lang: str | None) -> list:
    """The pages with printkit's own words in `lang` (unchanged for English)."""
    if not lang or lang == "en":
        return pages
    t(lang, "")  # no catalogue: an error, not English on the page
    from printkit.layout.furniture import refit_header

    for page in pages:
        page.items = [_translate(lang, i) for i in page.items]
        refit_header(page)
    return pages

# the setup card of any game (layout/setup.py), the hex map's key and a range chart's default heading
CATALOG["ru"].update({"Counter": "Фишка", "CV": "БС", "Starts in": "Начинает в", "Length": "Длительность",
                      "Control markers": "Маркеры контроля", "Conditional events": "Условные события",
                      "scenario setup cards": "карточки расстановки", "City": "Город", "Roll": "Бросок"})
PATTERNS["ru"] += [
    (r"(.*) - setup", r"\1 - расстановка"),
    (r"(\d+) turns\.", r"Ходов: \1."),
    (r"(\d+) turns \((.*) to (.*)\)\.", r"Ходов: \1 (\2 - \3)."),
    (r"Turn (\S+): (.*)", r"Ход \1: \2"),
    (r"Roll \((\d+d\d+)\)", r"Бросок (\1)"),
]

# the map furniture's words (layout/mapframe.py)
CATALOG["ru"].update({"Scale": "Масштаб", "Rule": "Правило", "1 hex": "1 гекс", "km": "км", "m": "м"})

# the unit symbols' letters (layout/symbols.py): irregular forces ('IRR', APP-6) and special forces ('SF', спецназ)
CATALOG["ru"].update({"IRR": "НРГ", "SF": "СпН"})
CATALOG["ru"].update({"in": "дюйма", "mm": "мм"})  # a board's size on the cover (kit.full_boards)


def inches_word(lang: str | None, n: float) -> str:
    """'in' after a size whose last figure is n: in Russian the noun agrees with it (8.5 and 2 дюйма, 11 and 12
    дюймов, 1 and 21 дюйм)."""
    if lang != "ru" or n != int(n):
        return t(lang, "in")
    n = int(n)
    if n % 10 == 1 and n % 100 != 11:
        return "дюйм"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return "дюйма"
    return "дюймов"

# the VASSAL module's words (digital/vassal/module.py, templates/vassal/buildFile.xml.j2): menus, buttons,
# tooltips and chat reports a player sees; '{}' is filled in, '$...$' are VASSAL's own properties
CATALOG["ru"].update({
    "{} (built by printkit)": "{} (собрано printkit)", "About {}": "Об игре: {}",
    "Retire": "Сменить сторону", "Switch sides, become observer, or release faction":
        "Сменить сторону, стать наблюдателем или освободить сторону",
    "Opponents can unmask pieces": "Противник может открывать скрытые фишки",
    "Show or hide the {} pieces": "Показать или скрыть фишки: {}", "Roll {}": "Бросок {}",
    "Turn track": "Трек ходов", "$pieceName$ created in $location$": "Новая фишка $pieceName$: $location$",
    "$pieceName$ moves $previousLocation$ -> $location$": "$pieceName$: $previousLocation$ -> $location$",
    "Add column": "Добавить столбец", "Add row": "Добавить ряд", "Select board": "Выберите карту",
    "Choose Boards": "Выбор карт", "Scenarios": "Сценарии", "Flip": "Перевернуть", "Delete": "Удалить",
    "Player aid": "Памятка игрока", "Odds card": "Карточка вероятностей", "Setup cards": "Карточки сценариев",
    "Rank": "Ранг", "Level": "Уровень",
})
PATTERNS["ru"] += [(r"x(\d+)", r"×\1")]  # a setup card's count under a counter (layout/setup_layout.py)
