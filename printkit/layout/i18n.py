"""The kit's own words (headings, rulers, labels) in the languages a game may be built in.

Game text comes translated from the game's YAML; this is only what printkit itself prints. A language
without a catalogue here cannot be built (never an English fallback on a page of another language).
`translate_pages` puts a built scene into the language: each whole text found in CATALOG, else each
PHRASES part found inside it, is replaced.
"""

from __future__ import annotations

import dataclasses

from printkit.errors import PrintkitError

CATALOG: dict[str, dict[str, str]] = {
    "ru": {
        # scenario cards
        "Side": "Сторона", "Unit": "Юнит", "Type": "Тип", "Number": "Кол-во", "Turn": "Ход",
        "Sets up in": "Расстановка", "Enters at": "Входит", "Initiative": "Инициатива", "Wavering": "Колебание",
        "smoke available": "дым доступен", "smoke not available": "дыма нет", "strength": "сила",
        "reliability": "надёжность", "Reinforcements": "Подкрепления", "Victory": "Победа",
        "Special rule": "Особое правило", "Special rules": "Особые правила", "none": "нет",
        "scenario cards": "карточки сценариев", "one card per scenario": "по карточке на сценарий",
        "Green: starting Initiative. Yellow: Wavering level (3.2). 0: broken, the side loses (3.3). "
        "Each unit eliminated: -1 (3.1).":
            "Зелёный: начальная инициатива. Жёлтый: уровень колебания (3.2). 0: сторона сломлена и проигрывает "
            "(3.3). Каждый уничтоженный юнит: -1 (3.1).",
        # furniture, aid, map, counters, tiles
        "100 mm": "100 мм", "4 in": "4 дюйма",
        "Print at 100 % / actual size - no 'fit to page'": "Печать 100 % / реальный размер, без «по размеру страницы»",
        "charts and tables": "таблицы", "Terrain Key": "Условные обозначения",
        "Multi-storey building: upper level (9.1)": "Многоэтажное здание: верхний уровень (9.1)",
        "Map reconstructed by printkit from the rules; not the published map art.":
            "Карта реконструирована printkit по правилам; это не изданная карта.",
        "Hatched: not printed in the rulebook (unknown).": "Заштриховано: не напечатано в правилах (неизвестно).",
        "Value": "Значение", "Result": "Результат",
        "Direction die (7.3): 1 is north, then clockwise": "Кубик направления (7.3): 1 - север, далее по часовой",
        "N": "С",
    },
}

PHRASES: dict[str, list[tuple[str, str]]] = {
    "ru": [
        (" - player aid", " - памятка игрока"), (" - counters", " - фишки"), (" - setup", " - расстановка"),
        ("counters, sheet", "фишки, лист"), (": fronts", ": лицевые стороны"), (": backs", ": обороты"),
        ("mm counters", "мм фишки"), ("mm bleed", "мм вылет"),
        ("Print double-sided at 100 %: this page, then the backs page on its reverse.",
         "Печать с двух сторон 100 %: эта страница, на обороте - страница оборотов."),
        ("Backs, mirrored for long-edge duplex", "Обороты, зеркально для переворота по длинному краю"),
        ("Backs, mirrored for short-edge duplex", "Обороты, зеркально для переворота по короткому краю"),
        ("assembly", "сборка"), ("Assembly", "Сборка"), ("tile", "лист"), ("Tile", "Лист"),
        ("overlaps here", "перекрывает здесь"), ("page", "стр."), ("pages", "стр."),
        ("Duplex alignment test", "Тест совмещения двусторонней печати"),
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
    if text in CATALOG[lang]:
        return CATALOG[lang][text]
    for en, other in sorted(PHRASES.get(lang, ()), key=lambda p: -len(p[0])):
        if en in text:
            text = text.replace(en, other)
    return text


def _translate(lang: str, item):
    from printkit.layout.scene import Group, Text

    if isinstance(item, Text):
        new = _translate_text(lang, item.text)
        return item if new == item.text else dataclasses.replace(item, text=new)
    if isinstance(item, Group):
        return dataclasses.replace(item, items=tuple(_translate(lang, i) for i in item.items))
    return item


def translate_pages(pages: list, lang: str | None) -> list:
    """The pages with printkit's own words in `lang` (unchanged for English)."""
    if not lang or lang == "en":
        return pages
    t(lang, "")  # no catalogue: an error, not English on the page
    for page in pages:
        page.items = [_translate(lang, i) for i in page.items]
    return pages
