"""Writing an svgwrite drawing out: the very text `Drawing.tostring()` gives, without the ElementTree copy of
the whole drawing that svgwrite builds first (and serializes element by element through ElementTree).

Only the element kinds the SVG backend makes are written here; any other kind is handed to svgwrite and
ElementTree, which write it the same way. With svgwrite's validator on (debug), the backend calls
`tostring()` itself, so every attribute value is still checked there; a test holds the two outputs equal.
"""

from __future__ import annotations

from xml.etree.ElementTree import tostring as et_tostring

from svgwrite.base import BaseElement
from svgwrite.drawing import Drawing
from svgwrite.shapes import Polyline
from svgwrite.text import TSpan

_GENERIC = BaseElement.get_xml
_WITH_TEXT = TSpan.get_xml  # text and tspan: their text as the element's character data
_WITH_POINTS = Polyline.get_xml  # polyline and polygon: their points as the points attribute


def drawing_text(dwg: Drawing) -> str:
    """`dwg.tostring()`: the root's namespace and profile attributes as Drawing.get_xml sets them, then the tree."""
    dwg.attribs["xmlns"] = "http://www.w3.org/2000/svg"
    dwg.attribs["xmlns:xlink"] = "http://www.w3.org/1999/xlink"
    dwg.attribs["xmlns:ev"] = "http://www.w3.org/2001/xml-events"
    dwg.attribs["baseProfile"] = dwg.profile
    dwg.attribs["version"] = dwg.version
    out: list[str] = []
    _element(dwg, out.append, None)
    return "".join(out)


def _write(el, write) -> None:
    get_xml = type(el).get_xml
    if get_xml is _GENERIC:
        _element(el, write, None)
    elif get_xml is _WITH_TEXT:
        _element(el, write, str(el.text))
    elif get_xml is _WITH_POINTS and el.profile != "tiny":  # Polyline.points_to_string, full profile
        el.attribs["points"] = " ".join(["%s,%s" % (x, y) for x, y in el.points])
        _element(el, write, None)
    else:  # title, desc and any kind the backend does not make: ElementTree writes it
        write(et_tostring(el.get_xml(), encoding="unicode"))


def _element(el, write, text: str | None) -> None:
    tag = el.elementname
    parts = ["<", tag]
    for name, value in sorted(el.attribs.items()):
        if value is None:
            continue
        if not isinstance(value, str):
            value = el.value_to_string(value)
        if value:
            parts.append(f' {name}="{_attr(value)}"')
    if text or el.elements:
        parts.append(">")
        write("".join(parts))
        if text:
            write(_cdata(text))
        for child in el.elements:
            _write(child, write)
        write(f"</{tag}>")
    else:
        parts.append(" />")
        write("".join(parts))


def _attr(text: str) -> str:
    """ElementTree's attribute escaping: character data's, then quotes and whitespace."""
    text = _cdata(text)
    if '"' in text:
        text = text.replace('"', "&quot;")
    if "\r" in text:
        text = text.replace("\r", "&#13;")
    if "\n" in text:
        text = text.replace("\n", "&#10;")
    if "\t" in text:
        text = text.replace("\t", "&#09;")
    return text


def _cdata(text: str) -> str:
    """ElementTree's character data escaping."""
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    return text
