"""Off-board windows of the module, each a board of labelled boxes drawn by printkit: the reinforcements
waiting by the turn they enter (one box per entry turn of any scenario) and the card table (the draw pile
and a place to play and discard cards). Each box is a zone, so VASSAL reports a piece there by the box's
name."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.units import PT_PER_MM

TITLE_MM = 12.0
PAD_MM = 5.0


@dataclass
class Tray:
    id: str
    title: str
    boxes: list[tuple[str, tuple[float, float, float, float]]]  # zone name, rect mm
    size: tuple[float, float]  # mm

    def page(self):
        from printkit.layout.scene import Page, Rect, Style, Text
        from printkit.layout.textflow import fit

        w, h = (v * PT_PER_MM for v in self.size)
        page = Page(w, h, self.id)
        page.add(Rect(0, 0, w, h, Style(fill="#f4f1e8")),
                 Text(PAD_MM * PT_PER_MM, (PAD_MM + 6) * PT_PER_MM, self.title, 14, "DejaVuSans-Bold", "#1a1a1a"))
        for name, (x, y, bw, bh) in self.boxes:
            x, y, bw, bh = (v * PT_PER_MM for v in (x, y, bw, bh))
            page.add(Rect(x, y, bw, bh, Style(fill="#ffffff", stroke="#1a1a1a", width=1.0)),
                     Rect(x, y, bw, 14, Style(fill="#dcd6c4", stroke="#1a1a1a", width=1.0)),
                     Text(x + 4, y + 10, name, fit(name, 8.5, bw - 8, "DejaVuSans-Bold"), "DejaVuSans-Bold", "#1a1a1a"))
        return page

    def center(self, name: str, k: float) -> tuple[int, int]:
        """A box's centre below its title bar, px at k px per point."""
        x, y, w, h = next(r for n, r in self.boxes if n == name)
        top = 14 / PT_PER_MM
        return round((x + w / 2) * PT_PER_MM * k), round((y + top + (h - top) / 2) * PT_PER_MM * k)


def _grid(names: list[str], box: tuple[float, float], cols: int) -> tuple[list, tuple[float, float]]:
    bw, bh = box
    out = []
    for i, name in enumerate(names):
        r, c = divmod(i, cols)
        out.append((name, (PAD_MM + c * (bw + PAD_MM), TITLE_MM + PAD_MM + r * (bh + PAD_MM), bw, bh)))
    rows = -(-len(names) // cols)
    return out, (PAD_MM + min(cols, len(names)) * (bw + PAD_MM), TITLE_MM + PAD_MM + rows * (bh + PAD_MM))


def reinforcement_label(game, p) -> str:
    """The box a reinforcement waits in: 'Turn 3', 'Turn Sep-42'."""
    from printkit.layout.i18n import t
    from printkit.layout.setup_layout import entry_label

    return f"{t(game.lang, 'Turn')} {entry_label(p)}"


def reinforcements(game) -> Tray | None:
    """A box per entry turn of any scenario's reinforcements, in turn order."""
    from printkit.layout.setup_layout import entry_label, is_reinforcement, turn_labels

    rows = [p for sc in game.scenarios.values() for p in list(sc.setup) + list(sc.reinforcements or ())
            if is_reinforcement(p)]
    if not rows:
        return None
    order: dict[str, int] = {}
    for sc in game.scenarios.values():
        for i, label in enumerate(turn_labels(sc) or ()):
            order.setdefault(label, i)
    labels = sorted({entry_label(p) for p in rows}, key=lambda lab: (order.get(lab, 999), _num(lab), lab))
    names = [reinforcement_label(game, type("P", (), {"turn": None, "entry_h": lab})) for lab in labels]
    s = game.counter_sheet.size / PT_PER_MM
    boxes, size = _grid(names, (4 * s + 8, 3 * s + 10), 4)
    from printkit.layout.i18n import t

    return Tray("reinforcements", t(game.lang, "Reinforcements"), boxes, size)


def _num(label: str) -> int:
    return int(label) if label.isdigit() else 0


def card_table(game) -> Tray | None:
    """The draw pile, a row to play cards to, and the discards."""
    if not (game.cards and game.cards.cards):
        return None
    from printkit.layout.i18n import t

    cw, ch = game.cards.size  # points
    cw, ch = cw / PT_PER_MM, ch / PT_PER_MM
    names = [t(game.lang, "Draw pile"), t(game.lang, "Played cards"), t(game.lang, "Discards")]
    box = (cw * 1.6 + 8, ch * 1.25 + 10)
    boxes, size = _grid(names, box, 3)
    boxes[1] = (names[1], (boxes[1][1][0], boxes[1][1][1], box[0] * 2, box[1]))
    x2 = boxes[1][1][0] + box[0] * 2 + PAD_MM
    boxes[2] = (names[2], (x2, boxes[2][1][1], box[0], box[1]))
    size = (x2 + box[0] + PAD_MM, size[1])
    return Tray("cards", game.cards.title or t(game.lang, "Cards"), boxes, size)
