"""`printkit build GAME --shop NAME` and `printkit preflight GAME --shop NAME`: a print shop's files, made into
out/GAME-NAME/ and checked against the shop's rules; the report is printed and kept as preflight.txt."""

from __future__ import annotations

import json
import time
from pathlib import Path

REPORT = "preflight.txt"


def build_shop(args, game, shop) -> int:
    """Make, write and check the shop's files; 1 when the check finds a problem."""
    from printkit.outputs import sha256, write_kit
    from printkit.shop_kit import shop_files, shop_folder

    start = time.perf_counter()
    folder = shop_folder(game, shop, Path(args.out))
    papers = args.paper or ["a4", "letter"]
    files, left, margins = shop_files(game, shop, papers, folder)
    manifest = {"game": game.id, "lang": game.lang, "formats": [shop.format], "papers": sorted(papers),
                "duplex": "long", "back_offset_mm": [0, 0], "shop": shop.id,
                "text_margin_mm": {p.relative_to(folder).as_posix(): m for p, m in sorted(margins.items())},
                "files": {p.relative_to(folder).as_posix(): {"bytes": len(b), "sha256": sha256(b)}
                          for p, b in sorted(files.items())}}
    files[folder / "manifest.json"] = (json.dumps(manifest, indent=2) + "\n").encode()
    write_kit(files, folder)
    size = sum(len(b) for b in files.values())
    print(f"{folder.name}: {len(files) - 1} files for {shop.title}, {size / 1024:.0f} KiB in {folder} "
          f"({time.perf_counter() - start:.2f} s)")
    return check_shop(folder, game, shop, left)


def check_shop(folder: Path, game, shop, left: list[str] | None = None) -> int:
    """Preflight every file of a built shop folder against the shop's rules; print the report and keep it."""
    from printkit.outputs import inside, read_manifest

    manifest = read_manifest(folder)
    if manifest is None or manifest.get("shop") != shop.id:
        from printkit.errors import PrintkitError

        raise PrintkitError(f"{folder} holds no files for {shop.title}; run printkit build {game.id} --shop {shop.id}")
    start = time.perf_counter()
    lines, failed = _report_head(game, shop), 0
    margins = manifest.get("text_margin_mm") if isinstance(manifest.get("text_margin_mm"), dict) else {}
    near: list[tuple[str, float]] = []  # piece images whose text comes into the safe area
    for rel in sorted(manifest["files"]):
        path = inside(folder, rel)
        if path is None or not path.is_file():  # a manifest is never trusted: a plain file of this folder, or none
            lines.append(f"  FAIL {rel[:80]}: document: file: missing, or not a plain file of this folder")
            failed += 1
            continue
        problems, facts = check_file(path, rel, shop, margins.get(rel), near)
        failed += len(problems)
        if facts is not None:
            lines += _file_lines(rel, facts, problems)
    if near:
        closest = min(near, key=lambda n: n[1])
        lines.append(f"note: on {len(near)} piece images the text comes nearer the cut than the shop's safe area "
                     f"(closest {closest[1]:.1f} mm, {closest[0]}): the counters' own design, which a die cut "
                     "that strays may nick")
    for line in left or ():
        lines.append(f"not made: {line}")
    send = [rel for rel in sorted(manifest["files"]) if rel.endswith((".pdf", ".png", ".csv"))]
    lines.append(f"for the shop: {_send(send)}")
    n = len(manifest["files"])
    lines.append(f"{folder.name}: {n} file{'' if n == 1 else 's'} checked in {time.perf_counter() - start:.1f} s, "
                 f"{failed} problem{'' if failed == 1 else 's'}")
    text = "\n".join(lines) + "\n"
    _keep(folder, text)
    print(text, end="")
    return 1 if failed else 0


def _keep(folder: Path, text: str) -> None:
    """The report as preflight.txt in the folder: a file of that name is replaced, a link there never followed
    (nothing is written outside the output folder)."""
    import os

    path = folder / REPORT
    if folder.is_symlink():
        from printkit.errors import PrintkitError

        raise PrintkitError(f"{folder} is a link; build into a folder of its own")
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        from printkit.errors import PrintkitError

        raise PrintkitError(f"cannot replace {path}: {exc.strerror or exc}") from None
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644)
    with open(fd, "w", encoding="utf-8") as f:
        f.write(text)


def _send(rels: list[str]) -> str:
    """The files to upload, folders of images named once each."""
    folders: dict[str, int] = {}
    for rel in rels:
        if rel.endswith(".png"):
            folders[rel.rsplit("/", 1)[0]] = folders.get(rel.rsplit("/", 1)[0], 0) + 1
    named = [rel for rel in rels if not rel.endswith(".png")]
    return ", ".join(named + [f"{d}/ ({n} images)" for d, n in folders.items()]) or "nothing"


def _report_head(game, shop) -> list[str]:
    head = [f"Preflight of {game.title} for {shop.title}", f"rules from: {' '.join(shop.source.split())}"]
    if shop.format == "png" and shop.cards and "cards" in shop.takes:
        head.append(f"images at {shop.dpi} dpi; every card and piece face rendered with its bleed")
    if shop.standard:
        head.append(f"standard {shop.standard}, CMYK, total ink at most {shop.max_ink} %"
                    + (f", bleed {shop.bleed / 72 * 25.4:.1f} mm, safe area {shop.safe / 72 * 25.4:.1f} mm"
                       if "kit" in shop.takes else ""))
    if shop.unconfirmed:
        head.append(f"unconfirmed: {' '.join(shop.unconfirmed.split())}")
    return head + [""]


def _file_lines(rel: str, facts, problems) -> list[str]:
    if isinstance(facts, str):  # an image
        return [f"{rel}: {facts}"] + [f"  FAIL {p.line()}" for p in problems]
    from printkit.preflight.shop_checks import report_lines

    lines = report_lines(rel, facts, problems)
    return lines[:1] + ([f"  {facts['deck']}"] if facts.get("deck") else []) + lines[1:]


def deck_order(path: Path, rel: str, shop) -> tuple[list, str]:
    """The deck's pages read back by their card notes ('card:ID:COPY:SIDE'): in the shop's order, every card
    with both faces, each page the shop's card with its bleed. (problems, a line for the report)."""
    from printkit.preflight.problems import Problem
    from printkit.verify.pdfscan import read_pages

    pages = read_pages(path)
    faces = []
    for page in pages:
        notes = [t.split(":")[1:] for t, *_ in page.marks if t.startswith("card:")]
        faces.append(tuple(notes[0]) if len(notes) == 1 else None)
    problems = [Problem("deck", rel, i, "page", "no card, or more than one, on a page of the deck")
                for i, f in enumerate(faces, 1) if f is None]
    cards = [(cid, copy) for cid, copy, side in (f for f in faces if f) if side == "front"]
    if shop.order == "back-front":
        expected = [(cid, copy, side) for cid, copy in cards for side in ("back", "front")]
        words = "each card's back, then its front"
    else:
        expected = [(cid, copy, "front") for cid, copy in cards] + [(cid, copy, "back") for cid, copy in cards]
        words = "every front, then every back in the same order"
    for i, (got, want) in enumerate(zip(faces, expected), 1):
        if got is not None and got != want:
            problems.append(Problem("deck-order", rel, i, f"card {got[0]} {got[2]}",
                                    f"expected card {want[0]} {want[2]} here ({words})"))
            break
    if len(faces) != len(expected):
        problems.append(Problem("deck-order", rel, len(faces), "deck",
                                f"{len(faces)} pages for {len(cards)} cards; expected {len(expected)}"))
    w, h = (v / 72 for v in shop.cards.trim)
    return problems, f"{len(cards)} cards of {w:g} x {h:g} in, {len(faces)} pages: {words}"


def check_file(path: Path, rel: str, shop, margin=None, near: list | None = None) -> tuple[list, object]:
    """(problems, facts) of one file; facts None for a file the shop's rules say nothing of (a CSV). An image's
    text `margin` (mm, from the build): a card's text must keep the safe area; a piece's that does not is
    listed in `near`."""
    if rel.endswith(".pdf"):
        from printkit.preflight.shop_checks import check_press_file

        product = shop.cards if rel == "cards.pdf" else None
        bleed = product.bleed if product else shop.bleed
        safe = product.safe if product else shop.safe
        problems, facts = check_press_file(path, rel, shop.standard, shop.max_ink or 400, bleed, safe)
        if product is not None:
            more, facts["deck"] = deck_order(path, rel, shop)
            problems = problems + more
        return problems, facts
    if rel.endswith(".png"):
        problems, facts = _check_png(path, rel, shop)
        product = shop.cards if rel.startswith("cards/") else None
        if not problems and isinstance(margin, (int, float)):
            safe = (product.safe if product else min((p.safe for p in shop.pieces), default=0)) * 25.4 / 72
            if margin < safe - 0.01:
                if product is not None:
                    from printkit.preflight.problems import Problem

                    problems = [Problem("safe-area", rel, 1, "text", f"{margin:.1f} mm inside the cut, expected "
                                        f"{safe:.1f} mm or more")]
                    facts = facts.replace(": OK", "")
                elif near is not None:
                    near.append((rel, margin))
        return problems, facts
    return [], None


def _check_png(path: Path, rel: str, shop) -> tuple[list, str]:
    """An image is the pixel size of the shop's product its folder names, at the shop's resolution."""
    from printkit.digital.png_set import png_size
    from printkit.preflight.problems import Problem

    data = path.read_bytes()
    size = png_size(data)
    products = [shop.cards] if rel.startswith("cards/") else list(shop.pieces)
    match = next((p for p in products if p and tuple(p.pixels or ()) == size), None)
    if match is None:
        wanted = ", ".join(f"{p.name} {p.pixels[0]} x {p.pixels[1]}" for p in products if p and p.pixels)
        return ([Problem("image-size", rel, 1, "image", f"{size[0]} x {size[1]} px; the shop takes {wanted}")],
                f"{size[0]} x {size[1]} px")
    inch = 25.4 / shop.dpi
    return [], (f"{size[0]} x {size[1]} px = {match.name} at {shop.dpi} dpi "
                f"({size[0] * inch:.1f} x {size[1] * inch:.1f} mm with its bleed): OK")
