"""Read-back of the cover: it opens every paper's kit (cover.pdf and the first page of the whole-kit PDF), lists
every component file the build wrote, and its paragraph on reconstructed values says what the data holds."""

from __future__ import annotations


def _flat(text: str) -> str:
    """One line of words, in ASCII signs (the cover is typeset: en dashes, minus signs; fmt.plain)."""
    from printkit.fmt import plain

    return " ".join(plain(text).split())


def check_cover(game, built, folder, manifest, rep, pages_of) -> None:
    from printkit.layout.cover import COMPONENT, MARKER, paragraph_reconstructed

    mark = f"{MARKER}{game.id}"
    want = _flat(paragraph_reconstructed(game))
    for paper in manifest["papers"]:
        for fmt in (f for f in manifest["formats"] if f in ("pdf", "svg")):
            where = f"{paper}/{COMPONENT}.{fmt}"
            pages = pages_of(built, folder / paper, COMPONENT, fmt)
            if not rep.check(bool(pages), f"{where}: the kit has no cover"):
                continue
            rep.check(any(m[0] == mark for m in pages[0].markers), f"{where}: not this game's cover ({mark} missing)")
            text = _flat(" ".join(p.all_text() for p in pages))
            rep.check(want in text, f"{where}: the paragraph on reconstructed values does not read "
                                    f"{want[:60]!r}...")
            if fmt == "pdf":
                stems = {p.stem for p in built if p.parent == folder / paper and p.suffix == ".pdf"}
                missing = sorted(s for s in stems if f"{paper}/{s}.pdf" not in text)
                rep.check(not missing, f"{where}: the cover does not list {', '.join(missing)}")
        whole = folder / f"{game.id}-kit-{paper}.pdf"
        if "pdf" in manifest["formats"] and whole in built:
            from printkit.verify.readback import read_pdf

            first = read_pdf(whole, limit=1)
            rep.check(bool(first) and any(m[0] == mark for m in first[0].markers),
                      f"{whole.name}: its first page is not the cover")
