"""Scenario cards for games whose scenarios list forces (Donetsk): per side its Initiative and Wavering,
where it sets up, what it fields, its fire support with one tick box per barrage; an Initiative / Wavering
track, a turn track, victory conditions and special rules."""

from __future__ import annotations

from functools import partial

from printkit.layout import blocks
from printkit.layout.flow import Flow
from printkit.layout.i18n import t
from printkit.layout.place_names import zone_name
from printkit.rules.citations import bare
from printkit.layout.scene import Rect, Style, Text
from printkit.layout.textflow import fit, wrap

BOX = 11.0
INK = "#1a1a1a"


def has_forces(game) -> bool:
    return any(sc.forces for sc in game.scenarios.values())


def unit_rows(game, placements, lang, turn: bool = False) -> tuple[list[str], list[list[str]]]:
    counters = {c.id: c for c in game.counters.pieces}
    header = [t(lang, "Side"), t(lang, "Unit"), t(lang, "Type"), t(lang, "Number")] + \
        ([t(lang, "Turn")] if turn else []) + [t(lang, "Sets up in") if not turn else t(lang, "Enters at")]
    rows = []
    for p in placements:
        c = counters[p.counter]
        rows.append([game.sides[c.side].name, c.label, game.unit_types[c.type].name, f"{p.quantity}"]
                    + ([str(p.turn)] if turn else []) + [zone_name(game, p.location)])
    return header, rows


def _table(table_id, header, rows, x, y, w):
    items, h = blocks.table(x, y + 3, w, table_id, header, rows)
    return items, h + 3


def _force_block(game, force, lang, x, y, w):
    """A side's heading (name, Initiative, Wavering), its set-up text and its fire support with tick boxes."""
    side = game.sides[force.side]
    items: list = [Rect(x, y, w, 14, Style(fill=side.color)),
                   Text(x + 5, y + 10, f"{side.name}" + (f" - {force.title}" if force.title else ""),
                        fit(side.name + (force.title or ""), 8.5, w - 190, "DejaVuSans-Bold"), "DejaVuSans-Bold",
                        side.text_color)]
    stats = f"{t(lang, 'Initiative')} {force.initiative if force.initiative is not None else '?'}   " \
            f"{t(lang, 'Wavering')} {force.wavering if force.wavering is not None else '?'}"
    items.append(Text(x + w - 5, y + 10, stats, 8.5, "DejaVuSans-Bold", side.text_color, "end"))
    cy = y + 14
    for line in wrap(force.setup_text or "", 7.5, w - 10):
        cy += 9.5
        items.append(Text(x + 5, cy, line, 7.5, "DejaVuSans", INK))
    for fs in force.fire_support:
        asset = game.fire_support[fs.asset]
        cy += 15
        smoke = t(lang, "smoke available") if fs.smoke else t(lang, "smoke not available")
        # how many barrages ('Howitzer barrage ×4', as the set-up counts are written): one tick box each
        text = f"{asset.name} ×{fs.barrages}: {t(lang, 'strength')} {fs.strength}, {smoke}, " \
               f"{t(lang, 'reliability')} {fs.reliability}"
        items.append(Text(x + 5, cy, text, 7.5, "DejaVuSans", INK))
        bx = x + w - 5 - fs.barrages * (BOX + 3)
        for i in range(fs.barrages):
            items.append(Rect(bx + i * (BOX + 3), cy - 7.5, BOX, BOX, Style(fill="#ffffff", stroke=INK, width=0.6)))
    return items, cy - y + 6


def _track(title, cells, marks, need, x, y, w):
    """The track's name, then its spaces as numbered squares, each holding a counter (`need`, pt) with a
    millimetre to spare, wrapped into rows as a publisher lays a long track out; marks: {cell: (fill, note)}
    shade a space."""
    from printkit.layout.boxes import space_note
    from printkit.units import PT_PER_MM

    gap = 2.0
    side = max(22.0, (need or 0) + 1.2 * PT_PER_MM)  # the drawn square, its inner edge over counter + 1 mm
    per_row = max(1, int((w + gap) // (side + gap)))
    items = [Text(x, y + 10, title, fit(title, 8, w, "DejaVuSans-Bold"), "DejaVuSans-Bold", INK)]
    top = y + 14
    for i, c in enumerate(cells):
        bx, by = x + (i % per_row) * (side + gap), top + (i // per_row) * (side + gap)
        fill, _ = marks.get(c, ("#ffffff", None))
        items.append(Rect(bx, by, side, side, Style(fill=fill, stroke=INK, width=0.5)))
        items.append(Text(bx + 3, by + 9, str(c), 7, "DejaVuSans-Bold", _ink_on(fill)))
        items += space_note(bx, by, f"{title}/{c}", need)
    rows = -(-len(cells) // per_row)
    return items, 14 + rows * (side + gap) + 2


def _ink_on(fill: str) -> str:
    """The space's number in the ink that reads on its fill: white on a dark space (the broken side's 0)."""
    from printkit.wcag import contrast_ratio

    return INK if contrast_ratio(INK, fill) >= contrast_ratio("#ffffff", fill) else "#ffffff"


def _legend(text, x, y, w):
    lines = wrap(text, 7, w)
    return [Text(x, y + 8 + i * 8.5, line, 7, "DejaVuSans", "#333333") for i, line in enumerate(lines)], \
        4 + 8.5 * len(lines)


def continued_title(title: str, lang: str | None) -> str:
    """A scenario card's name on the pages that continue it: "Scenario (continued)"."""
    return f"{title} ({t(lang, 'continued')})"


def scenario_pages(game, paper: str) -> list:
    lang = game.lang
    flow = Flow(paper, f"{game.kit.title or game.title} - {t(lang, 'scenario cards')}", t(lang, "one card per scenario"))
    for sid, sc in game.scenarios.items():
        flow.new_page()  # a card per scenario
        flow.continued = None
        title = sc.title + (f" ({sc.date})" if sc.date else "")
        more = partial(blocks.title_bar, title=continued_title(sc.title, lang))
        flow.place(partial(blocks.title_bar, title=title),
                   *[partial(_force_block, game, f, lang) for f in sorted(sc.forces, key=lambda f: f.order or 0)],
                   continued=more)
        flow.continued = more  # every later page of this card repeats the scenario's name
        from printkit.layout.setup_layout import layout_block, strip_block

        flow.place(partial(layout_block, game, sc.setup, tag=f"{sid}."))
        header, rows = unit_rows(game, sc.setup, lang)
        flow.place(partial(_table, f"setup.{sid}", header, rows))
        if sc.reinforcements:
            header, rows = unit_rows(game, sc.reinforcements, lang, turn=True)
            flow.place(partial(blocks.title_bar, title=t(lang, "Reinforcements")),
                       partial(strip_block, game, sc.reinforcements, t(lang, "Turn"), tag=f"{sid}.r", scenario=sc),
                       partial(_table, f"reinforcements.{sid}", header, rows))
        tracks = []
        need = game.counter_sheet.size if game.counters and game.counters.pieces else None
        top = max([f.initiative or 0 for f in sc.forces] + [1])
        for f in sc.forces:
            side = game.sides[f.side]
            marks = {0: ("#444444", None)}
            if f.wavering is not None:
                marks[f.wavering] = ("#f2c12e", None)
            if f.initiative is not None:
                marks[f.initiative] = ("#9fd08c", None)
            tracks.append(partial(_track, f"{side.name}: {t(lang, 'Initiative')}", list(range(0, top + 1)), marks, need))
        tracks.append(partial(_legend, t(lang, "Green: starting Initiative. Yellow: Wavering level{wavering}. "
                                                "0: broken, the side loses{broken}. Each unit eliminated: "
                                                "-1{initiative_loss}.").format(
            **{k: bare(game, k) for k in ("wavering", "broken", "initiative_loss")})))
        if sc.turns:
            tracks.append(partial(_track, t(lang, "Turn"), list(range(1, sc.turns + 1)), {}, need))
        flow.place(*tracks)
        notes = [(t(lang, "Victory"), None, "\n".join(sc.victory_conditions))] if sc.victory_conditions else []
        notes += [(t(lang, "Special rules"), None, "\n".join(f"- {r}" for r in sc.special_rules)
                   if sc.special_rules else t(lang, "none"))]  # one heading, the rules under it
        flow.place(lambda x, y, w, n=notes: blocks.paragraphs(x + 4, y, w - 8, n))
    from printkit.layout.legend import place_legend

    flow.continued = None  # the legend belongs to the whole component, not to its last card
    place_legend(game, flow)
    return flow.pages
