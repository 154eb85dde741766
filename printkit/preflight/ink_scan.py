"""What a page paints with, read from its content streams as a prepress department reads them: every use of
RGB, the largest total ink of any CMYK or grey colour set, and transparency.

The page's contents are walked with the resources in force, into form XObjects, tiling patterns, shadings,
images (XObjects and inline). The total ink is the largest c + m + y + k of a colour operand, in per cent, and
of an 8-bit CMYK image's pixels: without transparency that is the ink printed; normal-blend transparency mixes
a colour towards its backdrop (a weighted mean of two inks is no more than the larger one), so the bound holds
there too. It does not hold under another blend mode or overprint, which are reported as such (`exact`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

GRAY, RGB, CMYK, OTHER, PATTERN = "gray", "rgb", "cmyk", "other", "pattern"
_DEVICE = {"DeviceGray": GRAY, "G": GRAY, "CalGray": GRAY, "DeviceRGB": RGB, "RGB": RGB, "CalRGB": RGB,
           "DeviceCMYK": CMYK, "CMYK": CMYK, "Pattern": PATTERN}
_NORMAL = {"Normal", "Compatible"}
_PAINT_OPS = {b"cs", b"CS", b"sc", b"scn", b"SC", b"SCN", b"g", b"G", b"k", b"K", b"rg", b"RG", b"gs", b"Do",
              b"sh", b"EI", b"q", b"Q"}


@dataclass
class Paint:
    rgb: list = field(default_factory=list)  # where RGB is used, one entry each (deduplicated)
    ink: float = 0.0  # the largest total ink, per cent
    ink_where: str = ""  # what set it
    transparency: list = field(default_factory=list)  # what is transparent, one entry each
    exact: bool = True  # False: a blend mode or overprint can add inks beyond the largest operand

    def note(self, kind: list, what: str) -> None:
        if what not in kind:
            kind.append(what)


def scan(page_obj) -> Paint:
    """The paint of one pdfminer page (its contents, resources and transparency group)."""
    from pdfminer.pdftypes import resolve1

    paint = Paint()
    if _is_group(resolve1(page_obj.attrs.get("Group"))):
        paint.note(paint.transparency, "the page is a transparency group")
    _walk(paint, list(page_obj.contents or []), resolve1(page_obj.resources) or {}, set(), "content")
    return paint


def _name(v) -> str:
    from pdfminer.pdftypes import resolve1

    v = resolve1(v)
    n = getattr(v, "name", v)
    return n.decode("latin-1") if isinstance(n, bytes) else str(n)


def _is_group(group) -> bool:
    return isinstance(group, dict) and _name(group.get("S")) == "Transparency"


def _res(resources: dict, kind: str, key) -> object:
    from pdfminer.pdftypes import resolve1

    table = resolve1(resources.get(kind)) or {}
    return resolve1(table.get(_name(key))) if isinstance(table, dict) else None


def family(cs, resources: dict, depth: int = 0) -> tuple[str, str]:
    """(gray | rgb | cmyk | pattern | other, a label) of a colour space: a name or an array."""
    from pdfminer.pdftypes import resolve1

    cs = resolve1(cs)
    if depth > 8:
        return OTHER, "colour space nested too deep"
    if not isinstance(cs, list):
        name = _name(cs)
        if name in _DEVICE:
            return _DEVICE[name], name
        found = _res(resources, "ColorSpace", name)
        return family(found, resources, depth + 1) if found is not None else (OTHER, name)
    if not cs:
        return OTHER, "empty colour space"
    kind = _name(cs[0])
    if kind == "ICCBased" and len(cs) > 1:
        n = (resolve1(cs[1]).attrs if hasattr(resolve1(cs[1]), "attrs") else {}).get("N")
        return {1: GRAY, 3: RGB, 4: CMYK}.get(resolve1(n), OTHER), f"ICCBased ({resolve1(n)} components)"
    if kind in ("Indexed", "I") and len(cs) > 1:
        base, label = family(cs[1], resources, depth + 1)
        return base, f"Indexed on {label}"
    if kind in ("Separation", "DeviceN") and len(cs) > 2:
        alt, label = family(cs[2], resources, depth + 1)
        return (RGB if alt == RGB else OTHER), f"{kind} with the alternate {label}"
    if kind == "Pattern":
        return PATTERN, "Pattern"
    return _DEVICE.get(kind, OTHER), kind


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


def _walk(paint: Paint, streams: list, resources: dict, seen: set, where: str) -> None:
    from pdfminer.psparser import PSKeyword

    fill = stroke = (GRAY, "DeviceGray")
    stack, args = [], []
    for obj in _objects([s for s in (_stream(x) for x in streams) if s is not None]):
        if obj.__class__ is not PSKeyword:
            args.append(obj)
            continue
        op, operands, args = obj.name, args, []
        if op not in _PAINT_OPS:
            continue
        nums = [v for v in operands if isinstance(v, (int, float))]
        if op == b"q":
            stack.append((fill, stroke))
        elif op == b"Q" and stack:
            fill, stroke = stack.pop()
        elif op in (b"cs", b"CS") and operands:
            space = family(operands[-1], resources)
            fill, stroke = (space, stroke) if op == b"cs" else (fill, space)
            if space[0] == RGB:
                paint.note(paint.rgb, f"{where}: colour space {space[1]} ({op.decode()})")
        elif op in (b"rg", b"RG"):
            paint.note(paint.rgb, f"{where}: {_ops(nums, op)}")
        elif op in (b"k", b"K") and len(nums) == 4:
            _ink(paint, sum(nums), f"{where}: {_ops(nums, op)}")
        elif op in (b"g", b"G") and len(nums) == 1:
            _ink(paint, 1 - nums[0], f"{where}: {_ops(nums, op)}")
        elif op in (b"sc", b"scn", b"SC", b"SCN"):
            space = fill if op in (b"sc", b"scn") else stroke
            if space[0] == PATTERN and operands and not isinstance(operands[-1], (int, float)):
                _pattern(paint, _res(resources, "Pattern", operands[-1]), resources, seen, where)
            elif space[0] == CMYK and len(nums) == 4:
                _ink(paint, sum(nums), f"{where}: {_ops(nums, op)} in {space[1]}")
            elif space[0] == GRAY and len(nums) == 1:
                _ink(paint, 1 - nums[0], f"{where}: {_ops(nums, op)} in {space[1]}")
        elif op == b"gs" and operands:
            _state(paint, _name(operands[-1]), _res(resources, "ExtGState", operands[-1]), where)
        elif op == b"sh" and operands:
            name = _name(operands[-1])
            _shading(paint, _res(resources, "Shading", name), resources, f"{where}: shading /{name}")
        elif op == b"Do" and operands:
            _xobject(paint, _name(operands[-1]), _res(resources, "XObject", operands[-1]), resources, seen, where)
        elif op == b"EI" and operands and hasattr(operands[-1], "attrs"):
            _image(paint, operands[-1], resources, f"{where}: inline image")


def _stream(obj):
    from pdfminer.pdftypes import resolve1

    obj = resolve1(obj)
    return obj if hasattr(obj, "get_data") else None


def _ops(nums: list, op: bytes) -> str:
    return " ".join(f"{v:g}" for v in nums) + " " + op.decode()


def _ink(paint: Paint, total: float, where: str) -> None:
    if total * 100 > paint.ink + 1e-9:
        paint.ink, paint.ink_where = total * 100, where


def _state(paint: Paint, name: str, gs, where: str) -> None:
    from pdfminer.pdftypes import resolve1

    if not isinstance(gs, dict):
        return
    for key in ("CA", "ca"):
        v = resolve1(gs.get(key))
        if isinstance(v, (int, float)) and v < 1:
            paint.note(paint.transparency, f"{where}: ExtGState /{name} {key} {v:g}")
    mask = resolve1(gs.get("SMask"))
    if mask is not None and _name(mask) != "None":
        paint.note(paint.transparency, f"{where}: ExtGState /{name} soft mask")
    modes = resolve1(gs.get("BM"))
    modes = [_name(m) for m in (modes if isinstance(modes, list) else [modes] if modes is not None else [])]
    if any(m not in _NORMAL for m in modes):
        paint.note(paint.transparency, f"{where}: ExtGState /{name} blend mode {'/'.join(modes)}")
        paint.exact = False
    if any(resolve1(gs.get(k)) is True for k in ("OP", "op")):
        paint.exact = False


def _shading(paint: Paint, shading, resources: dict, where: str) -> None:
    from pdfminer.pdftypes import resolve1

    attrs = getattr(shading, "attrs", shading)
    if isinstance(attrs, dict):
        space = family(resolve1(attrs.get("ColorSpace")), resources)
        if space[0] == RGB:
            paint.note(paint.rgb, f"{where} in {space[1]}")
        elif space[0] == CMYK:
            ends = _ends(resolve1(attrs.get("Function")))
            if ends is None:  # a sampled or PostScript function, or a mesh: its colours are not read
                paint.exact = False
            for colour in ends or []:
                if len(colour) == 4:
                    _ink(paint, sum(colour), f"{where}: {_ops(colour, b'')}in {space[1]}")


def _ends(fn, depth: int = 0) -> list | None:
    """The colours at the ends of an exponential function (type 2) or of each piece of a stitching one (type 3):
    a gradient's ink is largest at one of them. None: another function."""
    from pdfminer.pdftypes import resolve1

    if isinstance(fn, list):
        parts = [_ends(resolve1(f), depth + 1) for f in fn]
        return None if any(p is None for p in parts) else [c for p in parts for c in p]
    attrs = getattr(fn, "attrs", fn)
    kind = resolve1(attrs.get("FunctionType")) if isinstance(attrs, dict) else None
    if kind == 2:
        return [[float(resolve1(v)) for v in resolve1(attrs.get(k, default))] for k, default in
                (("C0", [0.0]), ("C1", [1.0]))]
    if kind == 3 and depth < 8:
        return _ends(resolve1(attrs.get("Functions")), depth + 1)
    return None


def _pattern(paint: Paint, pattern, resources: dict, seen: set, where: str) -> None:
    from pdfminer.pdftypes import resolve1

    attrs = getattr(pattern, "attrs", pattern)
    if not isinstance(attrs, dict):
        return
    if resolve1(attrs.get("PatternType")) == 2:
        _shading(paint, resolve1(attrs.get("Shading")), resources, f"{where}: shading pattern")
        _state(paint, "pattern", resolve1(attrs.get("ExtGState")), where)
    elif hasattr(pattern, "get_data") and pattern.objid not in seen:
        seen.add(pattern.objid)
        _walk(paint, [pattern], resolve1(attrs.get("Resources")) or resources, seen, f"{where}: tiling pattern")


def _xobject(paint: Paint, name: str, x, resources: dict, seen: set, where: str) -> None:
    from pdfminer.pdftypes import resolve1

    if not hasattr(x, "attrs"):
        return
    kind = _name(x.attrs.get("Subtype"))
    if kind == "Image":
        _image(paint, x, resources, f"{where}: image /{name}")
    elif kind == "Form" and x.objid not in seen:
        seen.add(x.objid)
        if _is_group(resolve1(x.attrs.get("Group"))):
            paint.note(paint.transparency, f"{where}: form /{name} is a transparency group")
        _walk(paint, [x], resolve1(x.attrs.get("Resources")) or resources, seen, f"{where}: form /{name}")


def _image(paint: Paint, image, resources: dict, where: str) -> None:
    from pdfminer.pdftypes import resolve1

    a = image.attrs
    if resolve1(a.get("SMask")) is not None:
        paint.note(paint.transparency, f"{where}: soft mask")
    if resolve1(a.get("ImageMask", a.get("IM"))) is True:
        return  # a stencil: painted in the fill colour
    space = family(a.get("ColorSpace", a.get("CS")), resources)
    size = f"{resolve1(a.get('Width', a.get('W')))} x {resolve1(a.get('Height', a.get('H')))}"
    if space[0] == RGB:
        paint.note(paint.rgb, f"{where} ({size} px) in {space[1]}")
    elif space[0] == CMYK and resolve1(a.get("BitsPerComponent", a.get("BPC"))) == 8 and \
            not {_name(f) for f in _list(a.get("Filter", a.get("F")))} & {"DCTDecode", "DCT", "JPXDecode"}:
        data = image.get_data()
        if data and a.get("Decode", a.get("D")) is None:
            top = max(map(sum, zip(data[0::4], data[1::4], data[2::4], data[3::4])), default=0)
            _ink(paint, top / 255, f"{where} ({size} px)")


def _list(v) -> list:
    from pdfminer.pdftypes import resolve1

    v = resolve1(v)
    return v if isinstance(v, list) else [] if v is None else [v]
