"""Cut files read back: every closed cut path lies on the trim of a piece the PDF prints, within 0.1 mm.

The trims come from the PDF's read-back notes (a face's 'ctr:ID:COPY:front' / 'card:ID:COPY:front' at its
centre, with the size the data gives), not from the layout that wrote the cut file.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from printkit.units import PT_PER_MM

TOL_MM = 0.1
SVG = "{http://www.w3.org/2000/svg}"
_NUM = r"-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?"


class CutPath:
    """One path of a cut file, in mm on the page (origin top-left, y down): its vertices and the radius of
    each arc (empty for a square cut)."""

    def __init__(self, layer: str, closed: bool, points: list, radii: list):
        self.layer, self.closed, self.points, self.radii = layer, closed, points, radii

    def box(self) -> tuple[float, float, float, float]:
        xs, ys = [p[0] for p in self.points], [p[1] for p in self.points]
        return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


def read_svg_cut(data: bytes) -> tuple[tuple[float, float], list[CutPath]]:
    """(page size in mm, paths) of a cut SVG; its paths of absolute M L H V A Z commands (what printkit
    writes), every other element as a path of its layer too (rect)."""
    root = ET.fromstring(data)
    vb = [float(v) for v in root.get("viewBox", "0 0 0 0").split()]
    paths = []
    for group in root.iter(f"{SVG}g"):
        layer = group.get("id", "")
        for el in group:
            if el.tag == f"{SVG}rect":
                x, y, w, h = (float(el.get(k, 0)) for k in ("x", "y", "width", "height"))
                paths.append(CutPath(layer, True, [(x, y), (x + w, y), (x + w, y + h), (x, y + h)], []))
            elif el.tag == f"{SVG}path":
                paths.append(_svg_path(layer, el.get("d", "")))
    return (vb[2], vb[3]), paths


def _svg_path(layer: str, d: str) -> CutPath:
    points, radii, closed = [], [], False
    for cmd, args in re.findall(r"([MLHVAZmlhvaz])([^MLHVAZmlhvaz]*)", d):
        nums = [float(v) for v in re.findall(_NUM, args)]
        x, y = points[-1] if points else (0.0, 0.0)
        if cmd in "ML" and len(nums) >= 2:
            points.append((nums[0], nums[1]))
        elif cmd == "H" and nums:
            points.append((nums[0], y))
        elif cmd == "V" and nums:
            points.append((x, nums[0]))
        elif cmd == "A" and len(nums) >= 7:
            radii.append(nums[0])
            points.append((nums[5], nums[6]))
        elif cmd in "Zz":
            closed = True
        else:  # relative commands: printkit writes none; a path it cannot read lies on no trim
            return CutPath(layer, False, points or [(0.0, 0.0)], radii)
    return CutPath(layer, closed, points or [(0.0, 0.0)], radii)


def read_dxf_cut(data: bytes) -> tuple[tuple[float, float], list[CutPath]]:
    """(page size in mm from $EXTMAX, paths) of an ASCII DXF: POLYLINE/VERTEX (R12) and LWPOLYLINE entities,
    SOLIDs as closed four-sided paths; y turned to point down from the page's top."""
    lines = data.decode("ascii", "replace").splitlines()
    pairs = [(lines[i].strip(), lines[i + 1].strip()) for i in range(0, len(lines) - 1, 2)]
    height = width = 0.0
    ents: list[tuple[str, dict]] = []  # (kind, {code: [values]})
    header_var = None
    for code, value in pairs:
        if code == "9":
            header_var = value
        elif header_var == "$EXTMAX" and code in ("10", "20"):
            width, height = (float(value), height) if code == "10" else (width, float(value))
        if code == "0":
            header_var = None
            ents.append((value, {}))
        elif ents:
            ents[-1][1].setdefault(code, []).append(value)
    paths, current = [], None
    for kind, codes in ents:
        layer = (codes.get("8") or [""])[0]
        if kind == "POLYLINE":
            current = (layer, int((codes.get("70") or ["0"])[0]) & 1, [], [])
        elif kind == "VERTEX" and current is not None:
            current[2].append((float(codes["10"][0]), float(codes["20"][0])))
            current[3].append(float((codes.get("42") or ["0"])[0]))
        elif kind == "SEQEND" and current is not None:
            paths.append(_dxf_path(current[0], bool(current[1]), current[2], current[3], height))
            current = None
        elif kind == "LWPOLYLINE":
            xs, ys = [float(v) for v in codes.get("10", [])], [float(v) for v in codes.get("20", [])]
            bulges = [float(v) for v in codes.get("42", [])]
            bulges += [0.0] * (len(xs) - len(bulges))  # (a bulge only where one is given: good enough here)
            paths.append(_dxf_path(layer, bool(int((codes.get("70") or ["0"])[0]) & 1), list(zip(xs, ys)),
                                   bulges, height))
        elif kind == "SOLID":
            pts = [(float(codes[f"1{i}"][0]), float(codes[f"2{i}"][0])) for i in range(4) if f"1{i}" in codes]
            paths.append(_dxf_path(layer, True, pts, [0.0] * len(pts), height))
    return (width, height), paths


def _dxf_path(layer: str, closed: bool, pts: list, bulges: list, height: float) -> CutPath:
    radii = []
    for i, b in enumerate(bulges):
        if b and pts:
            (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % len(pts)]
            chord = math.hypot(x1 - x0, y1 - y0)
            radii.append(chord * (1 + b * b) / (4 * abs(b)))
    return CutPath(layer, closed, [(x, height - y) for x, y in pts] or [(0.0, 0.0)], radii)


def read_cut(path: Path, data: bytes | None = None):
    data = path.read_bytes() if data is None else data
    return (read_dxf_cut if path.suffix == ".dxf" else read_svg_cut)(data)


CUT_LAYERS = ("cut", "CUT")
AREA_LAYERS = ("print-area", "PRINT_AREA")


def trims(game, component: str, page) -> list[tuple[str, tuple[float, float, float, float]]]:
    """(piece, trim box in mm) of every front face the PDF page's read-back notes name."""
    if component == "cards":
        w, h = game.cards.size
        prefix = "card:"
    else:
        sheet = game.chit_sheet if component == "chits" else game.counter_sheet
        w = h = sheet.size
        prefix = "ctr:"
    out = []
    for text, x, y in page.marker(prefix):
        if text.endswith(":front"):
            out.append((text.rsplit(":", 1)[0], ((x - w / 2) / PT_PER_MM, (y - h / 2) / PT_PER_MM,
                                                 w / PT_PER_MM, h / PT_PER_MM)))
    return out


def check_cuts(game, built: set, folder: Path, manifest: dict, rep, pages_of) -> None:
    """Every cut file the manifest lists: each cut path on a piece's trim (and with the data's corner
    radius), each piece of its page cut once; every fronts page of a sheet of pieces has its cut file."""
    from printkit.layout.cutlines import CUT_COMPONENTS, corner_radius

    fmt = manifest.get("cut_file")
    if fmt is None:
        return
    for paper in manifest["papers"]:
        for component in CUT_COMPONENTS:
            pages = pages_of(built, folder / paper, component, "pdf") if "pdf" in manifest["formats"] else None
            if not pages:
                continue
            radius = corner_radius(game, component) / PT_PER_MM
            for n, page in enumerate(pages, 1):
                boxes = trims(game, component, page)
                path = folder / paper / "cut" / f"{component}-{n}.{fmt}"
                if not boxes:
                    continue
                if rep.check(path in built and path.is_file(), f"{path}: missing (page {n} of "
                                                               f"{paper}/{component}.pdf has pieces to cut)"):
                    check_file(path, boxes, (page.width / PT_PER_MM, page.height / PT_PER_MM), radius, rep)


def check_file(path: Path, boxes: list, page_mm: tuple[float, float], radius: float, rep,
               data: bytes | None = None) -> None:
    """One cut file against its page's trims (mm)."""
    try:
        size, paths = read_cut(path, data)
    except (ET.ParseError, ValueError, KeyError, IndexError) as exc:
        rep.check(False, f"{path}: not a readable cut file ({exc})")
        return
    rep.check(abs(size[0] - page_mm[0]) <= TOL_MM and abs(size[1] - page_mm[1]) <= TOL_MM,
              f"{path}: {size[0]:.1f} x {size[1]:.1f} mm, but its PDF page is {page_mm[0]:.1f} x {page_mm[1]:.1f} mm")
    cut = [p for p in paths if p.layer in CUT_LAYERS]
    found: dict[str, int] = {}
    for i, p in enumerate(cut, 1):
        if not rep.check(p.closed, f"{path}: cut path {i} is not closed"):
            continue
        x, y, w, h = p.box()
        r = max(p.radii, default=0.0)
        best = min(boxes, key=lambda b: _off(p, b[1], r), default=None)
        off = _off(p, best[1], r) if best else math.inf
        if rep.check(off <= TOL_MM, f"{path}: cut path {i} at ({x:.2f}, {y:.2f}) mm, {w:.2f} x {h:.2f} mm lies on "
                                    f"no piece's trim" + (f" (nearest: {best[0]}, {off:.2f} mm off)" if best else "")):
            found[best[0]] = found.get(best[0], 0) + 1
            rep.check(abs(r - radius) <= TOL_MM and all(abs(v - r) <= TOL_MM for v in p.radii),
                      f"{path}: cut of {best[0]} has corners of {r:.2f} mm radius, the data gives {radius:.2f} mm")
    missing = [name for name, _ in boxes if name not in found]
    twice = sorted(name for name, k in found.items() if k > 1)
    rep.check(not missing, f"{path}: {len(missing)} pieces with no cut line, e.g. {missing[:3]}")
    rep.check(not twice, f"{path}: pieces cut twice: {twice[:3]}")


def _corners(box, r: float) -> list[tuple[float, float]]:
    """Where a cut along the trim `box` (mm) turns: its corners, or with rounded corners of radius r the
    eight points where the arcs meet the sides."""
    x, y, w, h = box
    if r <= 0:
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    return [(x + r, y), (x + w - r, y), (x + w, y + r), (x + w, y + h - r), (x + w - r, y + h), (x + r, y + h),
            (x, y + h - r), (x, y + r)]


def _off(p: CutPath, box, r: float) -> float:
    """How far (mm) a closed path is from the cut along `box`: the farthest of its vertices from the trim's
    turning points, and of those from its vertices (a path with a corner missing or one too many is off)."""
    want = _corners(box, r)
    got = p.points[:-1] if len(p.points) > 1 and p.points[0] == p.points[-1] else p.points

    def far(a, b):
        return max(min(math.hypot(px - qx, py - qy) for qx, qy in b) for px, py in a)

    return max(far(got, want), far(want, got))


def area_warnings(files: dict, folder: Path) -> list[str]:
    """For each cut file among the built files: how many pieces fall outside the print-then-cut area the
    file draws (a Cricut registers only that part of a sheet)."""
    out = []
    for path in sorted(p for p in files if p.parent.name == "cut" and p.suffix in (".svg", ".dxf")):
        _, paths = read_cut(path, files[path])
        areas = [p.box() for p in paths if p.layer in AREA_LAYERS]
        cut = [p.box() for p in paths if p.layer in CUT_LAYERS]
        if not areas or not cut:
            continue
        ax, ay, aw, ah = areas[0]
        eps = 0.01
        n = sum(1 for x, y, w, h in cut if x < ax - eps or y < ay - eps or x + w > ax + aw + eps or y + h > ay + ah + eps)
        if n:
            rel = path.relative_to(folder).as_posix() if path.is_relative_to(folder) else str(path)
            out.append(f"{rel}: {n} of {len(cut)} pieces fall outside the {aw / 25.4:.2f} x {ah / 25.4:.2f} in "
                       f"print-then-cut area (a Cricut cuts only inside it; cut those by hand or use a larger machine)")
    return out
