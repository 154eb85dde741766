"""A print shop's rules for the files it takes (`printkit build GAME --shop NAME`): its presets are YAML files
in printkit/shops/, and a maker may write one of their own (`--shop my-shop.yaml`, docs/shops.md)."""

from __future__ import annotations

from typing import Literal

from printkit.model.common import Length, record, require, require_all


ID_RULE = "id must be lower-case letters, digits and hyphens (it names the folder out/GAME-ID/)"


def valid_id(sid: str) -> bool:
    """A shop id names the folder out/GAME-ID/: lower-case ASCII letters, digits and hyphens, 40 at most."""
    return 0 < len(sid) <= 40 and sid.isascii() and sid.replace("-", "").isalnum() and sid == sid.lower()


MAX_TRIM = 36 * 72.0  # pt: a piece, a card or a page of a shop at most 36 in a side
MAX_SIDE = 8192  # px: an image a shop takes, at most this many pixels a side


@record
class Product:
    """A piece the shop cuts from one image a side (a card, a chit): the size it is cut to, and its image."""

    # the shop's own name of the product ("PokerDeck", "MediumSquareChit")
    name: str
    # the cut size, width and height
    trim: tuple[Length, Length]
    # the art printed past the cut on every side
    bleed: Length
    # how far inside the cut all text stays
    safe: Length
    # the image's size in pixels with its bleed, for a shop that takes images
    pixels: tuple[int, int] | None = None

    def __post_init__(self):
        require(0 < self.trim[0] <= MAX_TRIM and 0 < self.trim[1] <= MAX_TRIM,
                "trim must be two positive lengths of at most 36 in", "trim")
        require(0 <= self.bleed <= min(self.trim), "bleed must be 0 or more, and less than the piece", "bleed")
        require(0 <= self.safe < min(self.trim) / 2, "safe must be 0 or more, and less than half the piece", "safe")
        require(self.pixels is None or (0 < self.pixels[0] <= 8192 and 0 < self.pixels[1] <= 8192),
                "pixels must be two whole numbers from 1 to 8192", "pixels")


@record
class Shop:
    """A print shop, or a kind of print file, with the rules its prepress checks."""

    # the preset's name (printkit build --shop ID); the kit goes to out/GAME-ID/
    id: str
    # its name as the report shows it
    title: str
    # where its rules come from: the shop's page, with what it says
    source: str
    # what the shop makes: every component of the kit ("kit"), the deck ("cards"), counters and chits one by
    # one ("pieces")
    takes: tuple[Literal["kit", "cards", "pieces"], ...]
    # the files it takes: PDF (one per component, or per deck) or PNG images (one per card or piece face)
    format: Literal["pdf", "png"]
    # the PDF standard the shop asks for (PDF files only)
    standard: Literal["PDF/X-1a:2003", "PDF/X-4"] | None = None
    # the largest total ink the shop accepts, per cent (CMYK files only)
    max_ink: int | None = None
    # art past the trim on every page of a whole-page component
    bleed: Length = Length(0)
    # how far inside the trim all text of a whole page stays
    safe: Length = Length(0)
    # the page order of a deck's PDF: every card's back then its front, or all fronts then all backs
    order: Literal["back-front", "fronts-backs"] = "fronts-backs"
    # the card it prints, when it prints cards
    cards: Product | None = None
    # the pieces it cuts one by one (chits): each counter or chit sheet goes to the product of its size
    pieces: tuple[Product, ...] = ()
    # the resolution of its images, dots per inch
    dpi: int = 300
    # what is not confirmed by the shop itself
    unconfirmed: str | None = None

    def __post_init__(self):
        require_all(
            (valid_id(self.id), ID_RULE, "id"),
            (bool(self.takes), "takes names what the shop makes: kit, cards or pieces", "takes"),
            (self.format == "pdf" or "kit" not in self.takes,
             "takes: [kit] is the kit's pages, which are PDF: write format: pdf", "format"),
            (self.format == "pdf" or self.standard is None,
             "a shop that takes images takes RGB PNG: leave standard out", "standard"),
            (self.format == "png" or self.standard is not None, "a PDF shop names its standard", "standard"),
            (self.max_ink is None or 100 <= self.max_ink <= 400, "max_ink must be 100 to 400 per cent", "max_ink"),
            ("cards" not in self.takes or self.cards is not None, "a shop that takes cards describes them", "cards"),
            ("pieces" not in self.takes or bool(self.pieces), "a shop that takes pieces lists them", "pieces"),
            (72 <= self.dpi <= 1200, "dpi must be 72 to 1200", "dpi"),
            (0 <= self.bleed <= 36, "bleed must be 0 to 1/2 in", "bleed"),
            (0 <= self.safe <= 72, "safe must be 0 to 1 in", "safe"),
            *self._images())

    def _images(self) -> list[tuple]:
        """The checks of a PNG shop's products: each image's pixels are what its trim and bleed make at the dpi."""
        if self.format != "png":
            return []
        checks = []
        for key, products in (("cards", (self.cards,) if self.cards else ()), ("pieces", self.pieces)):
            for p in products:
                size = tuple(round((t + 2 * p.bleed) / 72 * self.dpi) for t in p.trim)
                checks.append((max(size) <= MAX_SIDE, f"{p.name} at {self.dpi} dpi would be {max(size)} px a side; "
                               f"images are at most {MAX_SIDE} px", "dpi"))
                checks.append((p.pixels is not None and tuple(p.pixels) == size,
                               f"{p.name}: its trim and bleed at {self.dpi} dpi make an image of [{size[0]}, {size[1]}] "
                               f"px (rounded to the nearest pixel); write pixels: [{size[0]}, {size[1]}], or the "
                               "shop's trim, bleed and dpi that give its pixels", key))
        return checks
