"""Card decks: cards with a title, text and a common back, printed at their size with crop marks."""

from __future__ import annotations

from printkit.model.common import Color, Dataset, Length, record, require


@record
class Card:
    """One card. `mandatory` cards print their title in red (resolved at once when drawn)."""

    id: str
    title: str | None  # None: the rulebook does not give it (printed as unknown)
    mandatory: bool | None = None  # None: not known
    text: str | None = None
    # how many copies are printed
    quantity: int = 1
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None
    printed: tuple[str, ...] = ()  # the fields the source states verbatim when the card as a whole is not printed

    def __post_init__(self):
        require(self.quantity >= 1, f"quantity must be at least 1, got {self.quantity}", "quantity")


@record
class CardBack:
    """What every card's back shows."""

    title: str
    # a second line under the title
    subtitle: str | None = None
    # the back's colour
    color: Color = Color("#1f3b73")
    # its text colour: it must contrast 4.5:1 with `color` (checked at load)
    text_color: Color = Color("#ffffff")


@record
class Deck(Dataset):
    """A deck of cards: size (poker 2.5 x 3.5 in by default), back, and the cards."""

    title: str = "Cards"
    # card width and height (default poker size, 2.5 x 3.5 in)
    size: tuple[Length, Length] = (Length(180), Length(252))
    bleed: Length = Length(0)  # 0: cards are butted and share their cut lines
    # the corner radius of the cut (0: square; poker cards are often 1/8 in); drawn on the cut files of
    # `printkit build --cut-file`
    corner: Length = Length(0)
    # what every card's back shows
    back: CardBack | None = None
    total: int | None = None  # the count the rulebook states
    # the cards, each printed `quantity` times
    cards: tuple[Card, ...] = ()
    # the colour of a mandatory card's title
    mandatory_color: Color = Color("#c0202a")

    def count(self) -> int:
        return sum(c.quantity for c in self.cards)

    def __post_init__(self):
        require(self.size[0] > 0 and self.size[1] > 0, "size must be two positive lengths", "size")
        require(0 <= self.corner <= min(self.size) / 2, "corner must be between 0 and half the card's width",
                "corner")
        require(self.total is None or self.total == self.count(),
                f"the cards add up to {self.count()}, but total says {self.total}", "total")
