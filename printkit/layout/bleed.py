"""Full-size sheets for a print shop: the trim, 3 mm of art bleed round it, crop marks outside the bleed."""

from __future__ import annotations

from printkit.layout.scene import Group, Marker, Page, Text
from printkit.units import PT_PER_MM

BLEED = 3 * PT_PER_MM  # what print shops ask for
# the baseline of a sheet's small note above its bottom edge: its descenders stay 3.5 mm inside the trim, in the
# 3 mm safe area print shops ask text to keep
NOTE_BASELINE = 4 * PT_PER_MM


def note_baseline(safe: float = 0.0) -> float:
    """A sheet note's baseline above the sheet's bottom edge: NOTE_BASELINE, or higher for a shop whose safe
    area is wider (its 6 pt descenders 0.12 mm inside it)."""
    return max(NOTE_BASELINE, safe + 0.5 * PT_PER_MM)


def bleed_page(items: list, size: tuple[float, float], name: str, bleed: float = BLEED,
               note: str | None = None, note_at: float = NOTE_BASELINE) -> Page:
    """The drawing (sheet coordinates, art running `bleed` past its edges) on a page with room for the bleed
    and the crop marks: TrimBox = the sheet, BleedBox = the sheet + bleed, marks at the trim corners; `note`
    (which counters it fits) in small type along the sheet's bottom-left edge, as on a page without bleed."""
    from printkit.layout.sheets import CROP_GAP, CROP_LEN, crop_marks

    w, h = size
    m = bleed + CROP_GAP + CROP_LEN + 2
    page = Page(w + 2 * m, h + 2 * m, name, trim=(m, m, w, h), bleed=(m - bleed, m - bleed, w + 2 * bleed, h + 2 * bleed))
    page.add(Group(tuple(items) + (Marker(0, 0, "sheet:origin"),), m, m,
                   clip=(m - bleed, m - bleed, w + 2 * bleed, h + 2 * bleed)))
    page.add(*crop_marks({m, m + w}, {m, m + h}, (m - bleed, m - bleed, m + w + bleed, m + h + bleed)))
    if note:
        page.add(Text(m + 6 * PT_PER_MM, m + h - note_at, note, 6, "DejaVuSans", "#555555"))
    return page
