"""The player aid: every chart the kit lists, drawn from the data, plus odds tables computed by the resolvers."""

from __future__ import annotations

from functools import partial

from printkit import fmt
from printkit.layout import blocks
from printkit.layout.flow import Flow
from printkit.model.charts import ItemList, RangeTable, Steps, Table

HIT_DICE = range(1, 13)
RAID_CV = range(1, 9)


def range_label(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}-{high}"


def is_value_list(chart) -> bool:
    """A list chart whose items carry values (DRMs, costs): printed as a table rather than as prose."""
    if not isinstance(chart, ItemList) or chart.layout == "paragraphs":
        return False
    return chart.layout == "table" or any(i.value is not None or i.values or (i.status or chart.status) == "unknown"
                                          for i in chart.items)


def list_cell(chart, item, variant: str | None) -> str | None:
    """What a value-list prints for an item (and a variant column); None = unknown, hatched."""
    if variant is not None:
        value = (item.values or {}).get(variant, item.value if not item.values else None)
    else:
        value = item.value
    if value is None:
        return item.text if (item.text and not item.values and (item.status or chart.status) != "unknown") else None
    return f"+{value}" if chart.signed and isinstance(value, int) and value > 0 else str(value)


def chart_table(chart, lang: str | None = None) -> tuple[list[str] | None, list[list[str | None]]]:
    """Header and rows of a table, range, value-list, roll or ladder chart, as printed (printkit's own words in
    `lang`). A list of labels and values has no header row (None): no 'Value' over its values, no empty corner;
    the title over a table's columns is `chart_span`."""
    from printkit.layout.i18n import t

    kind = getattr(chart, "kind", None)
    if kind in ("rolls", "ladder"):
        from printkit.layout.chart_rows import ladder_table, rolls_table

        return rolls_table(chart, lang) if kind == "rolls" else ladder_table(chart, lang)
    if isinstance(chart, ItemList):
        variants = list(chart.variants)
        header = [chart.label_title or "", *variants] if variants else None
        rows = [[item.label] + ([list_cell(chart, item, v) for v in variants] if variants
                                else [list_cell(chart, item, None)]) for item in chart.items]
        return header, rows
    if isinstance(chart, Table):
        header = [chart.rows.title] + list(chart.columns.labels())
        rows = [[r] + [table_cell(chart.cell(r, c), chart) for c in chart.columns.labels()] for r in chart.rows.labels()]
        return header, rows
    header = [t(lang, chart.key) + (f" ({chart.dice})" if chart.dice else ""), t(lang, "Result")]
    return header, [[f"{e.low}+" if e.open else range_label(e.low, e.high), _cell(e.result)] for e in chart.entries]


def chart_span(chart) -> str | None:
    """The title printed over a table's columns (the column axis: 'Attacker final value'), if it has one."""
    if isinstance(chart, Table):
        return chart.columns.title or None
    if isinstance(chart, ItemList) and chart.variants:
        return chart.variants_title or None
    return None


def table_cell(cell, chart=None) -> str | None:
    """A table cell as printed: its `text` when it gives one (a terrain chart's '1 column left' for -1), else
    its value as the chart prints it (`printed_as`: a result code in the kit's language); None when unknown."""
    if cell.value is None:
        return None
    if cell.text is not None:
        return cell.text
    return chart.shown(cell.value) if chart is not None else str(cell.value)


def _cell(value) -> str | None:
    return None if value is None else str(value)


def hit_odds(game) -> tuple[list[str], list[list[str]]]:
    """P(at least k hits) for 1-12 dice, from the dice-pool resolver."""
    from printkit.rules.dicepool import hits

    header = ["Dice", "0 hits", "1+", "2+", "3+", "4+", "5+", "Mean"]
    rows = []
    for n in HIT_DICE:
        r = hits(game, n)
        d = r["distribution"]
        rows.append([str(n), fmt.percent(d.exact(0))] + [fmt.percent(d.at_least(k)) for k in range(1, 6)]
                    + [fmt.number(r["expected"])])
    return header, rows


def raid_odds(game) -> tuple[list[str], list[list[str]]]:
    """Raid success by raiding CV, and the box's defensive fire."""
    from printkit.rules.dicepool import raid

    header = ["Raiding CV", "3+ hits: raid succeeds"]
    rows = [[str(cv), fmt.percent(raid(game, cv)["p_success"])] for cv in RAID_CV]
    return header, rows


def raid_defense(game) -> tuple[list[str], list[list[str]]]:
    from printkit.rules.dicepool import raid

    d = raid(game, 1)["defense_distribution"]
    return (["Box defence hits (3d6)"] + [str(k) for k in range(len(d))],
            [["Chance"] + [fmt.percent(d.exact(k)) for k in range(len(d))]])


COMPUTED = {  # title ({cite}: where the citation goes), the mechanism whose citation the game's data gives, the command, the tables
    "hit_odds": ("Combat hits (5 or 6 hits; add terrain and air dice first)", "hit_dice", "hits", [hit_odds]),
    "raid_odds": ("Airfield raid{cite}", "airfield_raid", "raid", [raid_odds, raid_defense]),
}


GUTTER = 12.0  # between two charts set side by side


def chart_parts(game, chart_id: str) -> tuple[list, float | None]:
    """A chart's parts (title, table or paragraphs, notes), and its table's natural width (None: prose, which
    takes the whole width)."""
    chart = game.charts[chart_id]
    from printkit.layout.reconstructed import chart_caption

    caption = chart_caption(game, chart)
    title = partial(_title, caption)
    src = partial(_source, f"Source: {chart.source} - {chart.status}" + (f". {chart.note}" if chart.note else ""))
    if not game.kit.source_lines:  # player-facing pages with rule numbers only (in the titles)
        src = _nothing
    if isinstance(chart, (Table, RangeTable)) or is_value_list(chart) or chart.kind in ("rolls", "ladder"):
        header, rows = chart_table(chart, game.lang)
        span = chart_span(chart)
        title = partial(_title_over, caption, header, rows, span)
        parts = [title, partial(_table, chart_id, header, rows, span=span, caption=caption)]
        if any(c is None for row in rows for c in row):
            where = f"charts.{chart_id}." + ("cells" if isinstance(chart, Table) else
                                             "items[*].value" if isinstance(chart, ItemList) else
                                             "columns[*].results" if chart.kind == "rolls" else
                                             "arrows[*].cost" if chart.kind == "ladder" else "entries[*].result")
            parts.append(partial(_unknown_note, where) if game.kit.source_lines else partial(_unknown_plain, game.lang))
        if getattr(chart, "footnote", None):
            parts.append(partial(_source, chart.footnote))
        return parts + [src], sum(blocks.natural_widths(header, rows, blocks.BODY, span=span))
    if isinstance(chart, Steps):
        from printkit.layout.i18n import t

        entries = [(st.title, f"{t(game.lang, 'Rule')} {st.rule}" if st.rule else None, st.text) for st in chart.steps]
        return [title, partial(_paras, entries), src], None
    if isinstance(chart, ItemList):
        entries = [(it.label + (f": {list_cell(chart, it, None)}" if it.value is not None else ""), None, it.text)
                   for it in chart.items]
        return [title, partial(_paras, entries), src], None
    return [], None


def _beside(left: list, right: list, x: float, y: float, w: float):
    """Two charts side by side, each in half the width (a two-column card): their height is the taller's."""
    half = (w - GUTTER) / 2
    items, heights = [], []
    for parts, cx in ((left, x), (right, x + half + GUTTER)):
        cy = y
        for part in parts:
            its, h = part(cx, cy, half)
            items += its
            cy += h
        heights.append(cy - y)
    return items, max(heights)


def _nothing(x, y, w):
    return [], 0.0


def _unknown_plain(lang, x, y, w):
    from printkit.layout.i18n import t

    return blocks.unknown_legend(x, y + 2, t(lang, UNKNOWN_LEGEND))


UNKNOWN_LEGEND = "Blank cell with a circle: not given in the rules (see the Maker's notes)."


def _compass(game, x, y, w):
    from printkit.layout.compass import compass

    return compass(game, x, y, w)


def _title(text, x, y, w):
    return blocks.title_bar(x, y, w, text)


def _source(text, x, y, w):
    return blocks.source_line(x, y, w, text)


def bar_width(caption: str, header, rows, span, w: float) -> float:
    """A table's title bar and the table are one width: the table's columns, or the title's when longer."""
    from printkit.fonts import width

    need = width(caption, blocks.TITLE, "DejaVuSans-Bold") + 10
    return min(w, max(blocks.table_width(header, rows, w, span=span), need))


def _title_over(caption, header, rows, span, x, y, w):
    return blocks.title_bar(x, y, bar_width(caption, header, rows, span, w), caption)


def _table(table_id, header, rows, x, y, w, span=None, caption=None):
    if needs_wrap(header, rows, w, span):
        items, h = blocks.wrapped_table(x, y + 4, w, table_id, header, rows)
    else:
        width = bar_width(caption, header, rows, span, w) if caption else None
        items, h = blocks.table(x, y + 4, w, table_id, header, rows, span=span, width=width)
    return items, h + 4


def _computed_table(table_id, header, rows, caption, tables, x, y, w):
    width = max(bar_width(caption, h, r, None, w) for _, h, r in tables)
    items, h = blocks.table(x, y + 4, w, table_id, header, rows, width=width)
    return items, h + 4


def needs_wrap(header, rows, w, span=None, sizes=blocks.TABLE_SIZES) -> bool:
    """Long rules text in cells: no size of the type scale a table may take sets it on one line within the
    width, so its cells wrap instead (a table is never shrunk off the scale)."""
    return blocks.table_size(header, rows, w, span=span, sizes=sizes) is None


def _paras(entries, x, y, w):
    return blocks.paragraphs(x + 4, y, w - 8, entries)


def _unknown_note(where, x, y, w):
    return blocks.footnote_unknown(x, y + 3, w, where)


def aid_pages(game, paper: str, counter_key: bool = False) -> list:
    """The player aid card pages; with counter_key, the key to the counters last (where no counter sheet
    has room for it)."""
    flow = Flow(paper, f"{game.kit.title or game.title} - player aid", "charts and tables", backfill=True)
    half = (flow.w - GUTTER) / 2
    waiting = None  # a narrow chart held back to pair with the next one
    for chart_id in game.kit.player_aid:
        parts, natural = chart_parts(game, chart_id)
        parts = parts or None
        narrow = parts is not None and natural is not None and natural <= half
        if waiting is not None:
            if narrow:  # two narrow tables in a row: one row of the card, side by side
                flow.place(partial(_beside, waiting, parts))
                waiting = None
                parts = None
            else:
                flow.place(*waiting)
                waiting = None
        compass = bool(game.kit.compass) and chart_id == game.kit.compass_after
        if parts is not None:
            if narrow and not compass:
                waiting = parts
            else:  # the compass on the page of the chart it follows (its scatter distances), never split off
                flow.place(*parts, *([partial(_compass, game)] if compass else []))
        elif compass:
            flow.place(partial(_compass, game))
    if waiting is not None:
        flow.place(*waiting)
    for name in game.kit.computed:
        if name not in COMPUTED:
            continue
        from printkit.rules.citations import bare

        title, mechanism, _, tables = COMPUTED[name]
        cite = bare(game, mechanism)
        caption = title.format(cite=cite)
        built = [(fn.__name__, *fn(game)) for fn in tables]
        # one width for the bar and its tables: the widest of them (or the title's)
        parts = [lambda x, y, w, c=caption, b=built: blocks.title_bar(
            x, y, max(bar_width(c, h, r, None, w) for _, h, r in b), c)]
        for fn_name, header, rows in built:
            parts.append(partial(_computed_table, f"{name}.{fn_name}", header, rows, caption, built))
        parts.append(partial(_source, f"Computed exactly from the rules{cite}: every chance, not a rounded table."))
        flow.place(*parts)
    if counter_key:
        from printkit.layout.counter_key import key_block, key_heading

        flow.place(partial(_title, key_heading(game)), partial(key_block, game, heading=False))
    from printkit.layout.legend import place_legend

    flow.continued = None  # the legend belongs to the whole component, not to its last card
    place_legend(game, flow)
    return flow.pages
