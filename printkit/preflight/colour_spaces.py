"""PDF colour spaces, resources and shading functions as a press reads them (pdfminer objects in, plain values
out): which family a colour space prints as, the colours at a gradient's ends."""

from __future__ import annotations

GRAY, RGB, CMYK, OTHER, PATTERN = "gray", "rgb", "cmyk", "other", "pattern"
_DEVICE = {"DeviceGray": GRAY, "G": GRAY, "CalGray": GRAY, "DeviceRGB": RGB, "RGB": RGB, "CalRGB": RGB,
           "DeviceCMYK": CMYK, "CMYK": CMYK, "Pattern": PATTERN}


def name_of(v) -> str:
    from pdfminer.pdftypes import resolve1

    v = resolve1(v)
    n = getattr(v, "name", v)
    return n.decode("latin-1") if isinstance(n, bytes) else str(n)


def is_group(group) -> bool:
    """A transparency group dictionary (of a page or a form)."""
    return isinstance(group, dict) and name_of(group.get("S")) == "Transparency"


def resource(resources: dict, kind: str, key) -> object:
    """The resource `key` of the kind ("ColorSpace", "XObject" ...), resolved; None if there is none."""
    from pdfminer.pdftypes import resolve1

    table = resolve1(resources.get(kind)) or {}
    return resolve1(table.get(name_of(key))) if isinstance(table, dict) else None


def family(cs, resources: dict, depth: int = 0) -> tuple[str, str]:
    """(gray | rgb | cmyk | pattern | other, a label) of a colour space: a name or an array. A spot colour
    (Separation, DeviceN) whose alternate is RGB counts as RGB: it prints as RGB wherever the spot is not."""
    from pdfminer.pdftypes import resolve1

    cs = resolve1(cs)
    if depth > 8:
        return OTHER, "colour space nested too deep"
    if not isinstance(cs, list):
        name = name_of(cs)
        if name in _DEVICE:
            return _DEVICE[name], name
        found = resource(resources, "ColorSpace", name)
        return family(found, resources, depth + 1) if found is not None else (OTHER, name)
    if not cs:
        return OTHER, "empty colour space"
    kind = name_of(cs[0])
    if kind == "ICCBased" and len(cs) > 1:
        n = resolve1(getattr(resolve1(cs[1]), "attrs", {}).get("N"))
        return {1: GRAY, 3: RGB, 4: CMYK}.get(n, OTHER), f"ICCBased ({n} components)"
    if kind in ("Indexed", "I") and len(cs) > 1:
        base, label = family(cs[1], resources, depth + 1)
        return base, f"Indexed on {label}"
    if kind in ("Separation", "DeviceN") and len(cs) > 2:
        alt, label = family(cs[2], resources, depth + 1)
        return (RGB if alt == RGB else OTHER), f"{kind} with the alternate {label}"
    if kind == "Pattern":
        return PATTERN, "Pattern"
    return _DEVICE.get(kind, OTHER), kind


def gradient_ends(fn, depth: int = 0) -> list | None:
    """The colours at the ends of an exponential function (type 2) or of each piece of a stitching one (type 3):
    a gradient's ink is largest at one of them. None: another function (sampled, PostScript)."""
    from pdfminer.pdftypes import resolve1

    if isinstance(fn, list):
        parts = [gradient_ends(resolve1(f), depth + 1) for f in fn]
        return None if any(p is None for p in parts) else [c for p in parts for c in p]
    attrs = getattr(fn, "attrs", fn)
    kind = resolve1(attrs.get("FunctionType")) if isinstance(attrs, dict) else None
    if kind == 2:
        return [[float(resolve1(v)) for v in resolve1(attrs.get(k, default))] for k, default in
                (("C0", [0.0]), ("C1", [1.0]))]
    if kind == 3 and depth < 8:
        return gradient_ends(resolve1(attrs.get("Functions")), depth + 1)
    return None


def as_list(v) -> list:
    from pdfminer.pdftypes import resolve1

    v = resolve1(v)
    return v if isinstance(v, list) else [] if v is None else [v]
