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
    files, left = shop_files(game, shop, papers, folder)
    manifest = {"game": game.id, "lang": game.lang, "formats": [shop.format], "papers": sorted(papers),
                "duplex": "long", "back_offset_mm": [0, 0], "shop": shop.id,
                "files": {p.relative_to(folder).as_posix(): {"bytes": len(b), "sha256": sha256(b)}
                          for p, b in sorted(files.items())}}
    files[folder / "manifest.json"] = (json.dumps(manifest, indent=2) + "\n").encode()
    write_kit(files, folder)
    size = sum(len(b) for b in files.values())
    print(f"{folder.name}: {len(files) - 1} files for {shop.title}, {size / 1024:.0f} KiB in {folder} "
          f"({time.perf_counter() - start:.2f} s)")
    for line in left:
        print(f"  not made: {line}")
    return check_shop(folder, game, shop, left)


def check_shop(folder: Path, game, shop, left: list[str] | None = None) -> int:
    """Preflight every file of a built shop folder against the shop's rules; print the report and keep it."""
    from printkit.outputs import read_manifest

    manifest = read_manifest(folder)
    if manifest is None or manifest.get("shop") != shop.id:
        from printkit.errors import PrintkitError

        raise PrintkitError(f"{folder} holds no files for {shop.title}; run printkit build {game.id} --shop {shop.id}")
    start = time.perf_counter()
    lines, failed = _report_head(game, shop), 0
    for rel in sorted(manifest["files"]):
        problems, facts = check_file(folder / rel, rel, shop)
        failed += len(problems)
        if facts is not None:
            lines += _file_lines(rel, facts, problems)
    for line in left or ():
        lines.append(f"not made: {line}")
    n = len(manifest["files"])
    lines.append(f"{folder.name}: {n} file{'' if n == 1 else 's'} checked in {time.perf_counter() - start:.1f} s, "
                 f"{failed} problems")
    text = "\n".join(lines) + "\n"
    (folder / REPORT).write_text(text, encoding="utf-8")
    print(text, end="")
    return 1 if failed else 0


def _report_head(game, shop) -> list[str]:
    head = [f"Preflight of {game.title} for {shop.title}", f"rules from: {' '.join(shop.source.split())}"]
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

    return report_lines(rel, facts, problems)


def check_file(path: Path, rel: str, shop) -> tuple[list, object]:
    """(problems, facts) of one file; facts None for a file the shop's rules say nothing of (a CSV)."""
    if rel.endswith(".pdf"):
        from printkit.preflight.shop_checks import check_press_file

        product = shop.cards if rel == "cards.pdf" else None
        bleed = product.bleed if product else shop.bleed
        safe = product.safe if product else shop.safe
        return check_press_file(path, rel, shop.standard, shop.max_ink or 400, bleed, safe)
    if rel.endswith(".png"):
        return _check_png(path, rel, shop)
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
