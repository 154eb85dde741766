"""A card looked up: a card of the game's own deck by id or title, or a playing card in a card chart.

A standard deck: Ace (1), 2-10, Jack, Queen, King, and the Joker (no suit). A card chart is either a
card-matrix table (rows are rank ranges, columns suits; a row label covers ranks as "Ace-10", a range,
"Jack/Queen/King", a list, or one name, "Joker") or a list whose items are labelled by card ("10 of Hearts",
"Red Joker") and keyed by the id of the deck card whose event they stand for.
"""

from __future__ import annotations

from printkit.errors import RulesError

RANKS = {"ace": 1, "a": 1, "jack": 11, "j": 11, "queen": 12, "q": 12, "king": 13, "k": 13, "joker": 0}
NAMES = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King", 0: "Joker"}
SUITS = {"hearts": "Hearts", "diamonds": "Diamonds", "clubs": "Clubs", "spades": "Spades"}
RED = ("Hearts", "Diamonds")


def parse(words: list[str]) -> tuple[int, str | None]:
    """'7 Spades', 'Queen of Hearts', 'Joker' -> (rank, suit); RulesError for anything not in a deck."""
    words = [w for w in words if w.lower() != "of"]
    if not words:
        raise RulesError("name a card: e.g. 7 Spades, Queen Hearts, Joker")
    head = words[0].lower()
    if head in RANKS:
        rank = RANKS[head]
    elif head.isdigit() and 2 <= int(head) <= 10:
        rank = int(head)
    else:
        raise RulesError(f"{words[0]!r} is not a card rank (Ace, 2-10, Jack, Queen, King, Joker)")
    if rank == 0:
        if len(words) > 1:
            raise RulesError("a Joker has no suit")
        return 0, None
    if len(words) != 2 or words[1].lower().rstrip("s") + "s" not in SUITS:
        raise RulesError(f"give the suit of the {NAMES.get(rank, rank)}: Hearts, Diamonds, Clubs or Spades")
    return rank, SUITS[words[1].lower().rstrip("s") + "s"]


def card_name(rank: int, suit: str | None) -> str:
    return NAMES.get(rank, str(rank)) + (f" of {suit}" if suit else "")


def _covers(label: str, rank: int) -> bool:
    if "-" in label:
        lo, _, hi = label.partition("-")
        lo_v = RANKS.get(lo.strip().lower(), None) if not lo.strip().isdigit() else int(lo)
        hi_v = RANKS.get(hi.strip().lower(), None) if not hi.strip().isdigit() else int(hi)
        return lo_v is not None and hi_v is not None and rank != 0 and lo_v <= rank <= hi_v
    return any(RANKS.get(p.strip().lower(), -1) == rank for p in label.split("/"))


def lookup(game, chart_id: str, rank: int, suit: str | None) -> dict:
    """The matrix cell of a card (a Joker reads its row in any column): result, row, column, red."""
    chart = game.charts.get(chart_id)
    if chart is None or chart.kind != "table":
        raise RulesError(f"{game.title} has no card matrix (a table chart {chart_id!r})")
    row = next((r for r in chart.rows.labels() if _covers(r, rank)), None)
    if row is None:
        raise RulesError(f"the {chart.title} has no row for the {card_name(rank, suit)}")
    column = suit or chart.columns.labels()[0]
    if column not in chart.columns.labels():
        raise RulesError(f"the {chart.title} has no column {column}")
    cell = chart.cell(row, column)
    if cell.value is None:
        path = f"charts.{chart_id}.cells.{row}.{column}"
        raise RulesError(f"the {chart.title} cell {row} / {column} is unknown; fill in {path}", fill_in=path)
    return {"card": card_name(rank, suit), "rank": rank, "suit": suit, "row": row, "column": suit,
            "result": str(cell.value), "red": suit in RED if suit else None}


def deck_card(game, words: list[str]):
    """The card of the game's own deck named by id or title (case-insensitive), or None."""
    deck = game.cards
    if deck is None or not words:
        return None
    key = " ".join(words).casefold()
    for c in deck.cards:
        if key in (c.id.casefold(), (c.title or "").casefold()):
            return c
    return None


def card_chart(game, chart_id: str | None) -> str:
    """The chart playing cards are read in: the one named, else parameters.card_chart, else 'card_matrix'."""
    if chart_id:
        return chart_id
    p = game.parameters.get("card_chart")
    return p.value if p is not None and p.value else "card_matrix"


def list_lookup(game, chart_id: str, rank: int, suit: str | None) -> list:
    """The items of a list chart labelled by this card ('10 of Hearts'; a Joker: every '... Joker' item)."""
    chart = game.charts[chart_id]
    name = card_name(rank, suit).casefold()
    found = [it for it in chart.items if (it.label.casefold() == name if rank else
                                          it.label.casefold().endswith("joker"))]
    if not found:
        raise RulesError(f"the {card_name(rank, suit)} is not on the {chart.title}; it holds "
                         + ", ".join(it.label for it in chart.items))
    return found
