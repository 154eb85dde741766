"""What a page paints with, read from its content streams as a prepress department reads them: every use of
RGB, the largest total ink of any CMYK or grey colour set, transparency, and where ink is laid down.

The page's contents are walked with the resources in force, into form XObjects, tiling patterns, shadings,
images (XObjects and inline). The total ink is the largest c + m + y + k of a colour operand, in per cent, and
of an 8-bit CMYK image's pixels: without transparency that is the ink printed; normal-blend transparency mixes
a colour towards its backdrop (a weighted mean of two inks is no more than the larger one), so the bound holds
there too. It does not hold under another blend mode or overprint, which are reported as such (`exact`).

The inked areas are the boxes of the filled paths, images and shadings that lay down ink (a fill of no ink, the
paper's white, does not count), cut to the clip in force (the box of each clipping path, a form's BBox), in
PDF user space (y up): what reaches the cut of the finished piece.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from printkit.preflight.colour_spaces import (CMYK, GRAY, PATTERN, RGB, as_list, family, gradient_ends, is_group,
                                              name_of, resource)

_NORMAL = {"Normal", "Compatible"}
_FILLS = {b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*"}
_IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


@dataclass
class Paint:
    rgb: list = field(default_factory=list)  # where RGB is used, one entry each (deduplicated)
    ink: float = 0.0  # the largest total ink, per cent
    ink_where: str = ""  # what set it
    transparency: list = field(default_factory=list)  # what is transparent, one entry each
    exact: bool = True  # False: a blend mode, overprint or an unread gradient can exceed `ink`
    inked: list = field(default_factory=list)  # (x0, y0, x1, y1) user space, y up: where ink is laid down

    def note(self, kind: list, what: str) -> None:
        if what not in kind:
            kind.append(what)

    def ink_of(self, total: float, where: str) -> None:
        if total * 100 > self.ink + 1e-9:
            self.ink, self.ink_where = total * 100, where


@dataclass
class _State:
    fill: tuple = (GRAY, "DeviceGray")
    stroke: tuple = (GRAY, "DeviceGray")
    ctm: tuple = _IDENTITY
    clip: tuple | None = None  # the box of the clip in force, user space; None: the whole page
    inks: bool = True  # the fill colour lays down ink (black to start with)


def scan(page_obj) -> Paint:
    """The paint of one pdfminer page (its contents, resources and transparency group)."""
    from pdfminer.pdftypes import resolve1

    paint = Paint()
    if is_group(resolve1(page_obj.attrs.get("Group"))):
        paint.note(paint.transparency, "the page is a transparency group")
    _walk(paint, list(page_obj.contents or []), resolve1(page_obj.resources) or {}, _State(), (), "content")
    return paint


def _objects(streams: list) -> list:
    from pdfminer.pdfinterp import PDFContentParser
    from pdfminer.psparser import PSEOF

    from printkit.verify.pdfscan import _Inline, tokens

    try:
        return tokens(b"\n".join(s.get_data() for s in streams))
    except _Inline:  # an inline image: pdfminer's parser reads it (a stream, then the EI operator)
        parser, out = PDFContentParser(streams), []
        try:
            while True:
                out.append(parser.nextobject()[1])
        except PSEOF:
            return out


def _walk(paint: Paint, streams: list, resources: dict, gs: _State, chain: tuple, where: str,
          record: bool = True) -> None:
    """One content stream (a page's, a form's, a tiling pattern's) in the state `gs`; `chain`: the objects
    being walked (a form that draws itself is not walked again); `record`: keep the inked areas."""
    from dataclasses import replace

    from pdfminer.psparser import PSKeyword

    stack, args, path, clip_next = [], [], [], False
    for obj in _objects([s for s in (_stream(x) for x in streams) if s is not None]):
        if obj.__class__ is not PSKeyword:
            args.append(obj)
            continue
        op, operands, args = obj.name, args, []
        nums = [float(v) for v in operands if isinstance(v, (int, float)) and not isinstance(v, bool)]
        if op in (b"re", b"m", b"l", b"c", b"v", b"y"):
            pts = list(zip(nums[0::2], nums[1::2]))
            if op == b"re" and len(nums) == 4:
                x, y, w, h = nums
                pts = [(x, y), (x + w, y + h)]
            path += [_apply(gs.ctm, px, py) for px, py in pts]
        elif op in _FILLS or op in (b"n", b"S", b"s"):
            if op in _FILLS and record and gs.inks and path:
                _lay(paint, _box(path), gs.clip)
            if clip_next and path:
                gs.clip = _cut(_box(path), gs.clip)
            path, clip_next = [], False
        elif op in (b"W", b"W*"):
            clip_next = True
        elif op == b"cm" and len(nums) == 6:
            gs.ctm = _mult(tuple(nums), gs.ctm)
        elif op == b"q":
            stack.append(replace(gs))
        elif op == b"Q" and stack:
            gs = stack.pop()
        elif op in (b"cs", b"CS") and operands:
            space = family(operands[-1], resources)
            if op == b"cs":
                gs.fill, gs.inks = space, True
            else:
                gs.stroke = space
            if space[0] == RGB:
                paint.note(paint.rgb, f"{where}: colour space {space[1]} ({op.decode()})")
        elif op in (b"rg", b"RG"):
            paint.note(paint.rgb, f"{where}: {_ops(nums, op)}")
            gs.inks = gs.inks if op == b"RG" else min(nums, default=0) < 1
        elif op in (b"k", b"K", b"g", b"G", b"sc", b"scn", b"SC", b"SCN"):
            _colour(paint, op, operands, nums, gs, resources, chain, where)
        elif op == b"gs" and operands:
            _ext_state(paint, name_of(operands[-1]), resource(resources, "ExtGState", operands[-1]), where)
        elif op == b"sh" and operands:
            name = name_of(operands[-1])
            _shading(paint, resource(resources, "Shading", name), resources, f"{where}: shading /{name}")
            if record and gs.clip is not None:
                _lay(paint, gs.clip, None)
        elif op == b"Do" and operands:
            x = resource(resources, "XObject", operands[-1])
            _xobject(paint, name_of(operands[-1]), x, resources, replace(gs), chain, where, record)
        elif op == b"EI" and operands and hasattr(operands[-1], "attrs"):
            _image(paint, operands[-1], resources, gs, f"{where}: inline image", record)


def _colour(paint: Paint, op: bytes, operands: list, nums: list, gs: _State, resources: dict, chain: tuple,
            where: str) -> None:
    """A colour set (k K g G sc scn SC SCN): its ink, and whether the fill lays any down."""
    filling = op in (b"k", b"g", b"sc", b"scn")
    space = {b"k": (CMYK, ""), b"K": (CMYK, ""), b"g": (GRAY, ""), b"G": (GRAY, "")}.get(op) or \
        (gs.fill if filling else gs.stroke)
    total = None
    label = f"{where}: {_ops(nums, op)}" + (f" in {space[1]}" if space[1] else "")
    if space[0] == CMYK and len(nums) == 4:
        total = sum(nums)
    elif space[0] == GRAY and len(nums) == 1:
        total = 1 - nums[0]
    elif space[0] == PATTERN and operands and hasattr(operands[-1], "name"):
        _pattern(paint, resource(resources, "Pattern", operands[-1]), resources, chain, where)
    if total is not None:
        paint.ink_of(total, label)
    if filling:
        gs.inks = total is None or total > 0


def _stream(obj):
    from pdfminer.pdftypes import resolve1

    obj = resolve1(obj)
    return obj if hasattr(obj, "get_data") else None


def _ops(nums: list, op: bytes) -> str:
    return " ".join(f"{v:g}" for v in nums) + (" " + op.decode() if op else "")


def _mult(m: tuple, n: tuple) -> tuple:
    """The matrix m then n (PDF's row-vector convention: `m cm` makes the CTM m x CTM)."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s, e * p + f * r + t, e * q + f * s + u)


def _apply(m: tuple, x: float, y: float) -> tuple:
    return (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])


def _box(points: list) -> tuple:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


def _cut(box: tuple, clip: tuple | None) -> tuple:
    if clip is None:
        return box
    return (max(box[0], clip[0]), max(box[1], clip[1]), min(box[2], clip[2]), min(box[3], clip[3]))


def _lay(paint: Paint, box: tuple, clip: tuple | None) -> None:
    box = _cut(box, clip)
    if box[2] > box[0] and box[3] > box[1]:
        paint.inked.append(box)


def _ext_state(paint: Paint, name: str, gs, where: str) -> None:
    from pdfminer.pdftypes import resolve1

    if not isinstance(gs, dict):
        return
    for key in ("CA", "ca"):
        v = resolve1(gs.get(key))
        if isinstance(v, (int, float)) and v < 1:
            paint.note(paint.transparency, f"{where}: ExtGState /{name} {key} {v:g}")
    mask = resolve1(gs.get("SMask"))
    if mask is not None and name_of(mask) != "None":
        paint.note(paint.transparency, f"{where}: ExtGState /{name} soft mask")
    modes = [name_of(m) for m in as_list(gs.get("BM"))]
    if any(m not in _NORMAL for m in modes):
        paint.note(paint.transparency, f"{where}: ExtGState /{name} blend mode {'/'.join(modes)}")
        paint.exact = False
    if any(resolve1(gs.get(k)) is True for k in ("OP", "op")):
        paint.exact = False


def _shading(paint: Paint, shading, resources: dict, where: str) -> None:
    from pdfminer.pdftypes import resolve1

    attrs = getattr(shading, "attrs", shading)
    if not isinstance(attrs, dict):
        return
    space = family(resolve1(attrs.get("ColorSpace")), resources)
    if space[0] == RGB:
        paint.note(paint.rgb, f"{where} in {space[1]}")
    elif space[0] == CMYK:
        ends = gradient_ends(resolve1(attrs.get("Function")))
        if ends is None:  # a sampled or PostScript function, or a mesh: its colours are not read
            paint.exact = False
        for colour in ends or []:
            if len(colour) == 4:
                paint.ink_of(sum(colour), f"{where}: {_ops(colour, b'')} in {space[1]}")


def _pattern(paint: Paint, pattern, resources: dict, chain: tuple, where: str) -> None:
    from pdfminer.pdftypes import resolve1

    attrs = getattr(pattern, "attrs", pattern)
    if not isinstance(attrs, dict):
        return
    if resolve1(attrs.get("PatternType")) == 2:
        _shading(paint, resolve1(attrs.get("Shading")), resources, f"{where}: shading pattern")
        _ext_state(paint, "pattern", resolve1(attrs.get("ExtGState")), where)
    elif hasattr(pattern, "get_data") and pattern.objid not in chain:
        _walk(paint, [pattern], resolve1(attrs.get("Resources")) or resources, _State(), chain + (pattern.objid,),
              f"{where}: tiling pattern", record=False)  # its cells lie in pattern space: the shape filled counts


def _xobject(paint: Paint, name: str, x, resources: dict, gs: _State, chain: tuple, where: str,
             record: bool) -> None:
    from pdfminer.pdftypes import resolve1

    if not hasattr(x, "attrs"):
        return
    kind = name_of(x.attrs.get("Subtype"))
    if kind == "Image":
        _image(paint, x, resources, gs, f"{where}: image /{name}", record)
    elif kind == "Form" and x.objid not in chain:
        if is_group(resolve1(x.attrs.get("Group"))):
            paint.note(paint.transparency, f"{where}: form /{name} is a transparency group")
        matrix = [float(resolve1(v)) for v in as_list(x.attrs.get("Matrix"))]
        gs.ctm = _mult(tuple(matrix), gs.ctm) if len(matrix) == 6 else gs.ctm
        bbox = [float(resolve1(v)) for v in as_list(x.attrs.get("BBox"))]
        if len(bbox) == 4:
            corners = [(bbox[0], bbox[1]), (bbox[2], bbox[1]), (bbox[0], bbox[3]), (bbox[2], bbox[3])]
            gs.clip = _cut(_box([_apply(gs.ctm, px, py) for px, py in corners]), gs.clip)
        _walk(paint, [x], resolve1(x.attrs.get("Resources")) or resources, gs, chain + (x.objid,),
              f"{where}: form /{name}", record)


def _image(paint: Paint, image, resources: dict, gs: _State, where: str, record: bool) -> None:
    from pdfminer.pdftypes import resolve1

    a = image.attrs
    if resolve1(a.get("SMask")) is not None:
        paint.note(paint.transparency, f"{where}: soft mask")
    stencil = resolve1(a.get("ImageMask", a.get("IM"))) is True  # painted in the fill colour
    if record and (gs.inks or not stencil):
        _lay(paint, _box([_apply(gs.ctm, px, py) for px, py in ((0, 0), (1, 0), (0, 1), (1, 1))]), gs.clip)
    if stencil:
        return
    space = family(a.get("ColorSpace", a.get("CS")), resources)
    size = f"{resolve1(a.get('Width', a.get('W')))} x {resolve1(a.get('Height', a.get('H')))}"
    if space[0] == RGB:
        paint.note(paint.rgb, f"{where} ({size} px) in {space[1]}")
    elif space[0] == CMYK and resolve1(a.get("BitsPerComponent", a.get("BPC"))) == 8 and \
            not {name_of(f) for f in as_list(a.get("Filter", a.get("F")))} & {"DCTDecode", "DCT", "JPXDecode"}:
        data = image.get_data()
        if data and a.get("Decode", a.get("D")) is None:
            top = max(map(sum, zip(data[0::4], data[1::4], data[2::4], data[3::4])), default=0)
            paint.ink_of(top / 255, f"{where} ({size} px)")
