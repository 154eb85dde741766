"""The read-back checks: counters, duplex registration, sizes, tables, map labels."""

from __future__ import annotations

from pathlib import Path

from printkit.units import PT_PER_MM
from printkit.verify import expected
from printkit.verify.readback import PageText, read_pdf, read_svg
from printkit.verify.sheet_rows import _compare_rows, _counters, _rows_by_marker, _unknown_cells


class Report:
    def __init__(self):
        self.problems: list[str] = []
        self.checked = 0

    def check(self, ok: bool, message: str) -> bool:
        self.checked += 1
        if not ok:
            self.problems.append(message)
        return ok


def _pages(built: set[Path], folder: Path, stem: str, fmt: str) -> list[PageText] | None:
    """The pages of one built component; only files the manifest lists are read."""
    if fmt == "pdf":
        f = folder / f"{stem}.pdf"
        return read_pdf(f) if f in built and f.is_file() else None
    files = sorted((f for f in folder.glob(f"{stem}-*.svg") if f in built),
                   key=lambda p: int(p.stem.rsplit("-", 1)[1]))
    return [read_svg(f) for f in files] or None


def verify_kit(game, out: Path, source: str | None = None) -> tuple[list[str], int]:
    """Check every built file of the game under out/GAME; returns (problems, number of checks).

    `source`, the sha256 of the game file, must be the one the kit was built from.
    """
    import json

    from printkit.kit import folder_name

    rep = Report()
    folder = out / folder_name(game)
    if not rep.check((folder / "manifest.json").is_file(), f"{folder}: not built (run printkit build {game.id}"
                   + (f" --lang {game.lang})" if folder.name != game.id else ")")):
        return rep.problems, rep.checked
    from printkit.outputs import inside, read_manifest

    manifest = read_manifest(folder)  # None unless it has every key, of the shape, printkit writes
    if not rep.check(manifest is not None, f"{folder}: not a kit built by this printkit (its manifest.json is damaged "
                                           f"or from another program); build it again"):
        return rep.problems, rep.checked
    _file_set(folder, manifest, source, rep)  # then read the content too: every problem in one run
    opts = (manifest["duplex"], tuple(v * PT_PER_MM for v in manifest["back_offset_mm"]))
    built = {p for p in (inside(folder, name) for name in manifest["files"]) if p is not None}
    for paper in manifest["papers"]:
        for fmt in manifest["formats"]:
            if fmt not in ("pdf", "svg"):  # png, vmod, html: printkit.digital.checks
                continue
            where = f"{paper}/{fmt}"
            pages = _pages(built, folder / paper, "counters", fmt)
            if game.counters and rep.check(pages is not None, f"{where}: counters missing"):
                _counters(game, pages, paper, opts, where, rep)
            pages = _pages(built, folder / paper, "aid", fmt)
            if (game.kit.player_aid or game.kit.computed) and rep.check(pages is not None, f"{where}: aid missing"):
                _aid_tables(game, pages, where, rep)
            pages = _pages(built, folder / paper, "setup", fmt)
            if game.scenarios and rep.check(pages is not None, f"{where}: setup missing"):
                _setup(game, pages, where, rep)
            from printkit.verify.odds_check import check_odds

            check_odds(game, _pages(built, folder / paper, "odds", fmt), where, rep)
    from printkit.verify.checks_more import verify_more
    from printkit.verify.cover_check import check_cover
    from printkit.verify.play_check import check_playable

    verify_more(game, built, folder, manifest, opts, rep, _pages)
    from printkit.verify.cut_check import check_cuts

    check_cuts(game, built, folder, manifest, rep, _pages)
    check_cover(game, built, folder, manifest, rep, _pages)
    check_playable(game, built, folder, manifest, rep, _pages)
    from printkit.verify.program_words import check_program_words

    check_program_words(game, built, folder, manifest, rep, _pages)
    from printkit.verify.typography import check_typography

    check_typography(game, built, folder, manifest, rep, _pages)
    from printkit.rules.setup_check import setup_problems

    for sc in game.scenarios.values():
        for problem in setup_problems(game, sc):
            rep.check(False, f"setup: {problem}")
        rep.check(True, "")
    from printkit.verify.kit_language import check_language, check_zones

    check_zones(game, rep)
    if game.lang and game.lang != "en":
        for fmt in (f for f in manifest["formats"] if f in ("pdf", "svg")):
            for paper in manifest["papers"]:
                for stem in sorted({p.name.rsplit("-", 1)[0] if fmt == "svg" else p.stem
                                    for p in built if p.parent == folder / paper and p.suffix == f".{fmt}"}):
                    pages = _pages(built, folder / paper, stem, fmt)
                    check_language(game, {f"{paper}/{stem}.{fmt}": pages or []}, rep,
                                   file_words(built) if stem == "cover" else frozenset(),
                                   identifiers=stem == "makers-notes",  # it names the data's files and paths
                                   board=stem.endswith("-tiled"))
            for p in sorted(x for x in built if x.parent == folder and x.suffix == f".{fmt}" and full_board(x)):
                check_language(game, {p.name: read_pdf(p) if fmt == "pdf" else [read_svg(p)]}, rep, board=True)
        from printkit.verify.kit_language import check_module_language

        for p in sorted(x for x in built if x.parent == folder and x.suffix == ".vmod"):
            check_module_language(game, p, rep)
    for fmt in (f for f in manifest["formats"] if f in ("pdf", "svg")):
        for map_id, board in game.maps.items():
            from printkit.kit import map_stem

            stem = f"{map_stem(game, map_id)}-100"
            pages = _pages(built, folder, stem, fmt)
            if rep.check(pages is not None, f"{fmt}: {stem} missing"):
                _map_labels(board, pages[0], f"{stem}.{fmt}", rep)
    from printkit.digital.checks import check_digital

    check_digital(game, folder, manifest, built, rep)
    return rep.problems, rep.checked


def file_words(built) -> frozenset:
    """The Latin words of the kit's file names (the cover lists the files, whatever the language)."""
    import re

    return frozenset(w.lower() for p in built for w in re.findall(r"[A-Za-z]+", p.name)) | {"printed"}


def full_board(path: Path) -> bool:
    """A board on one page at 100 % (map-100.pdf, faction-card-100-1.svg)."""
    stem = path.stem.rsplit("-", 1)[0] if path.suffix == ".svg" else path.stem
    return stem.endswith("-100")


def _file_set(folder: Path, manifest: dict, source: str | None, rep: Report) -> bool:
    """The folder holds exactly the files the manifest lists, each with its recorded sha256, built from
    `source`; a kit mixed from two builds, or with foreign or stale files, fails. False: stop here."""
    from printkit.outputs import MANIFEST, inside, sha256

    ok = rep.check(source is None or manifest.get("source_sha256") == source,
                   f"{folder}: built from another version of the game file than the current one (rebuild)")
    listed = set()
    for name, entry in manifest["files"].items():
        path = inside(folder, name)
        if not rep.check(path is not None, f"{folder}/manifest.json: entry {str(name)[:80]!r} points outside the kit"):
            ok = False
            continue
        listed.add(path)
        if not rep.check(path.is_file(), f"{path}: listed in the manifest but missing"):
            ok = False
            continue
        digest = entry.get("sha256") if isinstance(entry, dict) else None
        ok &= rep.check(digest is not None and sha256(path.read_bytes()) == digest,
                        f"{path}: not the file this build wrote (sha256 differs from the manifest)")
    for path in sorted(p for p in folder.rglob("*") if p.is_file() or p.is_symlink()):
        if path != folder / MANIFEST:
            ok &= rep.check(path in listed, f"{path}: not part of this build (stale or foreign file)")
    return ok


def _aid_tables(game, pages, where, rep: Report) -> None:
    from printkit.rules.dicepool import victory

    got = _rows_by_marker(pages)
    unknown = _unknown_cells(pages)
    for chart_id in game.kit.player_aid:
        want = expected.chart_rows(game.charts[chart_id])
        if want:
            _compare_rows(chart_id, want, got.get(chart_id, {}), unknown, where, rep)
    for table_id, want in expected.computed_tables(game).items():
        _compare_rows(table_id, want, got.get(table_id, {}), unknown, where, rep)
    _resolver_tables(game, got, where, rep)
    from printkit.verify.kit_language import check_fire_tables

    check_fire_tables(game, got, where, rep)
    vchart = game.charts.get("victory")
    if vchart is not None and "victory" in game.kit.player_aid and "c3_vp_per_cards" in game.parameters:
        printed = {}
        for text in got.get("victory", {}).values():
            band, _, result = text.partition(" ")
            lo, _, hi = band.partition("-")
            if lo.isdigit():
                for vp in range(int(lo), int(hi or lo) + 1):
                    printed[vp] = result
        low, high = vchart.span()
        for vp in range(low, high + 1):
            rep.check(printed.get(vp) == victory(game, vp)["result"],
                      f"{where}: printed victory for {vp} VP is {printed.get(vp)!r}, the resolver says "
                      f"{victory(game, vp)['result']!r}")


def _resolver_tables(game, got: dict, where: str, rep: Report) -> None:
    """Printed CRT and weather cells against what the calculators answer (printkit crt / weather)."""
    from printkit.errors import RulesError

    crt = game.charts.get("crt")
    if crt is not None and "crt" in game.kit.player_aid and crt.kind == "table" and (
            crt.combat is None or crt.combat.kind == "final_value"):  # read by final values (an odds CRT is not)
        from printkit.rules.crt import crt_chart, lookup

        try:
            crt_chart(game)  # headers that are not whole numbers (odds, '1-2'): not a final-value table
            cols = crt.columns.labels()
        except RulesError:
            cols = ()
        for i, r in enumerate(crt.rows.labels()):
            printed = got.get("crt", {}).get(i, "").split()
            for c in cols:
                try:
                    answer = lookup(game, int(c), int(r))["result"]
                except RulesError:
                    continue  # unknown: checked as a hatched cell already
                rep.check(answer in printed[1:], f"{where}: CRT row {r} does not print {answer!r} "
                                                 f"(printkit crt --attacker {c} --defender {r})")
    weather = game.charts.get("weather")
    if weather is not None and "weather" in game.kit.player_aid and weather.kind == "table":
        from printkit.rules.weather import NO_ROLL, weather as resolve

        for row in weather.rows.labels():
            month = row[:3]
            for col in weather.columns.labels():
                value = weather.cell(row, col).value
                if value is None or str(value).strip() in NO_ROLL:
                    continue
                lo, _, hi = str(value).partition("-")
                for roll in range(int(lo), int(hi or lo) + 1):
                    rep.check(resolve(game, month, roll)["weather"] == col,
                              f"{where}: weather {row} roll {roll} prints {col}, the resolver disagrees")


def _setup(game, pages, where, rep: Report) -> None:
    got = _rows_by_marker(pages)
    for sid, sc in game.scenarios.items():
        rows = got.get(f"setup.{sid}", {})
        want = expected.setup_rows(game, sc)
        if rep.check(len([k for k in rows if k >= 0]) == len(want), f"{where}: setup {sid} prints {len(rows) - 1} rows, expected {len(want)}"):
            for i, (side, label) in enumerate(want):
                rep.check(rows.get(i, "").startswith(f"{side} {label}"),
                          f"{where}: setup {sid} row {i + 1} reads {rows.get(i, '')!r}, expected {side} {label} ...")


def _hex_labels(board, page: PageText, where: str, rep: Report) -> None:
    """Every hex label is printed once, inside its own hex."""
    from printkit.hexgrid import all_labels
    from printkit.rules.hexes import spec

    sp = spec(board)
    ox, oy = (v * PT_PER_MM for v in board.origin)
    for _, sx, sy in page.marker("sheet:origin")[:1]:  # a sheet set inside its bleed and crop marks
        ox, oy = ox + sx, oy + sy
    labels = set(all_labels(board.grid))
    centers = {lab: sp.center(*sp.parse(lab)) for lab in labels}
    seen: dict[str, int] = {}
    for text, x0, x1, baseline in page.words:
        if text not in labels:
            continue
        x = (x0 + x1) / 2 - ox
        y = baseline - oy
        inside = min(centers, key=lambda lab: (centers[lab][0] - x) ** 2 + (centers[lab][1] - y) ** 2)
        if inside != text:
            continue  # a hex ID mentioned elsewhere (a city note, a key): not a hex label
        seen[text] = seen.get(text, 0) + 1
    for lab in sorted(labels):
        rep.check(seen.get(lab) == 1, f"{where}: hex label {lab} printed {seen.get(lab, 0)} times inside its hex")


def _map_labels(board, page: PageText, where: str, rep: Report) -> None:
    from printkit.fmt import plain
    from printkit.model.boards import AreaMap, HexMap

    text = plain(page.all_text())
    for b in board.boxes:
        rep.check(b.name in text, f"{where}: box {b.name!r} not printed")
    if isinstance(board, HexMap):
        _hex_labels(board, page, where, rep)
    if not isinstance(board, AreaMap):
        return
    text = plain(page.all_text())
    marked = {m[0] for m in page.marker("area:")}
    for a in board.areas:
        rep.check(a.name in text, f"{where}: area name {a.name!r} not printed")
        rep.check(f"area:{a.id}" in marked, f"{where}: area {a.id} not drawn")
