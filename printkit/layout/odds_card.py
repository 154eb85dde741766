"""The odds card: each odds section of the game (printkit.rules.odds) as a table and a stacked-bar chart.

Charts are drawn as scene shapes (not a second drawing library), so PDF and SVG carry the same picture and
verify reads the tables back like every other table. Unknown mass is hatched grey; "–" is impossible.
"""

from __future__ import annotations

from functools import partial

from printkit.layout import blocks
from printkit.layout.flow import Flow
from printkit.layout.i18n import t
from printkit.layout.reconstructed import caption
from printkit.layout.scene import Rect, Style, Text

# The card's own words in other languages, registered with the kit's catalogue (kept here, beside their use).
WORDS = {
    "ru": {
        "the chance of every combat result": "вероятность каждого исхода боя", "Rule": "Правило",
        "–: impossible.": "–: невозможно.", "unknown": "неизвестно",
        "Fire results by differential": "Результаты огня по разнице",
        "Differential": "Разница",
        "Attack minus defence picks the column; 2D6 picks the row. Unknown: CRT cells not printed.":
            "Атака минус защита - столбец, 2D6 - строка. Неизвестно: клетки таблицы, не напечатанные в правилах.",
        "Result mix (grey hatching: unknown)": "Доли результатов (серая штриховка: неизвестно)",
        "Result mix": "Доли результатов",
        "Attack minus defence picks the column; 2D6 picks the row.":
            "Атака минус защита - столбец, 2D6 - строка.",
        "Where a barrage lands (aimed at a hex in the middle of the map)":
            "Куда ложится обстрел (цель - гекс в середине карты)",
        "Asset": "Средство", "on target": "в цель", "1 hex away": "в 1 гексе", "2 hexes away": "в 2 гексах",
        "3 hexes away": "в 3 гексах", "4 hexes away": "в 4 гексах", "off map": "за картой",
        "Scatter roll, then direction and distance rolls.":
            "Бросок рассеивания, затем броски направления и дальности.",
        "Distance from the target hex": "Расстояние от гекса цели",
    },
}
TITLE_PATTERNS = {"ru": [(r"(.*) - odds card", r"\1 - карточка вероятностей")]}


def _register_words() -> None:
    from printkit.layout import i18n

    for lang, words in WORDS.items():
        i18n.CATALOG.setdefault(lang, {}).update(words)
        known = i18n.PATTERNS.setdefault(lang, [])
        known += [p for p in TITLE_PATTERNS.get(lang, ()) if p not in known]


_register_words()

# the result-mix bars: one ordered ramp in printing inks, pale sand through ochre and brick to ink, the results
# in the order the game lists them (a restrained scale of severity, not a rainbow of unrelated colours)
RAMP = ("#ece2c4", "#d9b77a", "#c08a45", "#a2593a", "#7a3a35", "#4e2d3a", "#2b2433")


def ramp(n: int) -> list[str]:
    """n colours evenly spaced along RAMP."""
    from printkit.colors import mix

    if n <= 1:
        return list(RAMP[2:3] * n)
    out = []
    for i in range(n):
        t = i * (len(RAMP) - 1) / (n - 1)
        j = min(int(t), len(RAMP) - 2)
        out.append(mix(RAMP[j], RAMP[j + 1], t - j))
    return out


def _on(fill: str) -> str:
    """The percentage's ink on a segment: dark on the pale end, white on the dark."""
    from printkit.wcag import contrast_ratio

    return "#ffffff" if contrast_ratio(fill, "#ffffff") >= contrast_ratio(fill, blocks.INK) else blocks.INK
BAR_H = 9.0
LABEL_W = 70.0


def odds_pages(game, paper: str) -> list:
    """The odds card pages (none when the game has no odds section)."""
    from printkit.rules.odds import sections

    found = sections(game)
    if not found:
        return []
    lang = game.lang
    flow = Flow(paper, f"{game.kit.title or game.title} - odds card", t(lang, "the chance of every combat result"))
    for s in found:
        header = [t(lang, h) for h in s["header"]]
        rows = [[t(lang, c) if c else c for c in row] for row in s["rows"]]
        cite = f" ({t(lang, 'Rule')} {s['rule']})" if s["rule"] else ""  # the game's citation, or none
        title = caption(lang, t(lang, s["title"]) + cite, reconstructed(game, s))
        from printkit.rules.odds import IMPOSSIBLE

        dash = any(c == IMPOSSIBLE for row in s["rows"] for c in row)  # a key for a mark the table prints only
        flow.place(partial(_title, title, header, rows),
                   partial(_table, s["id"], header, rows, title),
                   partial(_note, t(lang, s["note"]) + (" " + t(lang, "–: impossible.") if dash else "")))
        flow.place(partial(_bars, lang, s["bar_title"], s["bars"]))
    from printkit.layout.legend import place_legend

    flow.continued = None  # the legend belongs to the whole component, not to its last card
    place_legend(game, flow)
    return flow.pages


def reconstructed(game, section: dict) -> bool:
    """Whether an odds section is computed from reconstructed play values (its caption then says so)."""
    from printkit.layout.reconstructed import parameters_reconstructed
    from printkit.model.play_values import chart_play_values, counter_play_values, is_play

    src = section.get("sources", {})
    charts = list(src.get("charts", ())) + [game.parameters[p].value for p in src.get("chart_parameters", ())
                                            if p in game.parameters]
    if any(chart_play_values(game.charts[c]) for c in charts if isinstance(c, str) and c in game.charts):
        return True
    if src.get("counter_ranks") and game.counters and any(is_play(c, game.counters) and c.rank is not None
                                                          for c in game.counters.pieces):
        return True
    return parameters_reconstructed(game, src.get("parameters", ())) or (
        bool(src.get("counters")) and counter_play_values(game, game.counters) > 0)


def _title(text, header, rows, x, y, w):
    from printkit.layout.aids import bar_width

    return blocks.title_bar(x, y, bar_width(text, header, rows, None, w), text)


def _table(table_id, header, rows, caption, x, y, w):
    from printkit.layout.aids import bar_width

    items, h = blocks.table(x, y + 4, w, table_id, header, rows, width=bar_width(caption, header, rows, None, w))
    return items, h + 4


def _note(text, x, y, w):
    return blocks.source_line(x, y, w, text)


def _bars(lang, title: str, bars: list, x: float, y: float, w: float):
    """100 % stacked horizontal bars, one per row, with a legend of the segments."""
    items: list = [Text(x, y + 9, t(lang, title), 8.0, "DejaVuSans-Bold", blocks.INK)]
    keys: list[str] = []
    for _, segs in bars:
        keys += [k for k, _ in segs if k not in keys]
    known = [k for k in keys if k != "unknown"]
    colors = dict(zip(known, ramp(len(known))))
    cy = y + 15
    span = w - LABEL_W - 4
    for label, segs in bars:
        items.append(Text(x + LABEL_W - 4, cy + BAR_H - 2, t(lang, label), 7.0, "DejaVuSans", blocks.INK, "end"))
        cx = x + LABEL_W
        for key, p in segs:
            if p <= 0:
                continue
            sw = span * p
            if key == "unknown":
                items += blocks._hatch(cx, cy, sw, BAR_H)
            else:
                items.append(Rect(cx, cy, sw, BAR_H, Style(fill=colors[key], stroke="#ffffff", width=0.3)))
                if sw > 22:
                    items.append(Text(cx + sw / 2, cy + BAR_H - 2, f"{p:.0%}", 6.0, "DejaVuSans", _on(colors[key]), "middle"))
            cx += sw
        items.append(Rect(x + LABEL_W, cy, span, BAR_H, Style(stroke="#555555", width=0.4)))
        cy += BAR_H + 3
    lx = x + LABEL_W
    for key in keys:  # legend
        if key == "unknown":
            items += blocks._hatch(lx, cy + 2, 9, 7)
        else:
            items.append(Rect(lx, cy + 2, 9, 7, Style(fill=colors[key])))
        name = t(lang, key)
        items.append(Text(lx + 12, cy + 8, name, 7.0, "DejaVuSans", blocks.INK))
        lx += 22 + blocks_text_width(name)
    return items, cy + 14 - y


def blocks_text_width(text: str) -> float:
    return blocks.text_width(text, 7.0, "DejaVuSans")
