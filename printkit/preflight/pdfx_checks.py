"""The PDF/X document as a prepress department checks it: the PDF version, the document information's PDF/X
keys, Trapped and Title, the one output intent and its ICC profile (a CMYK output profile), the XMP metadata
PDF/X-4 asks for, no encryption (ISO 15930-4 and -7). Problems are on page 0, the document as a whole."""

from __future__ import annotations

import re


def _text(v) -> str | None:
    from pdfminer.pdftypes import resolve1
    from pdfminer.utils import decode_text

    v = resolve1(v)
    if isinstance(v, bytes):
        return decode_text(v)
    n = getattr(v, "name", v)
    return None if n is None else n.decode("latin-1") if isinstance(n, bytes) else str(n)


def document(data: bytes, standard: str, out, facts: dict) -> None:
    """The document-level checks of the PDF bytes against the standard; out(check, 0, obj, message) for each
    problem; the facts found (PDF version, standard, output condition, profile) go into `facts`."""
    import io

    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfparser import PDFParser
    from pdfminer.pdftypes import resolve1

    from printkit.render.pdfx import STANDARDS

    version, conformance, top = STANDARDS[standard]
    m = re.match(rb"%PDF-(\d+)\.(\d+)", data[:16])
    doc = PDFDocument(PDFParser(io.BytesIO(data)))
    cat = resolve1(doc.catalog) or {}
    found = (int(m.group(1)), int(m.group(2))) if m else None
    declared = _text(cat.get("Version"))
    if declared and re.fullmatch(r"\d+\.\d+", declared):
        found = max(found or (0, 0), tuple(int(v) for v in declared.split(".")))
    facts["pdf_version"] = f"{found[0]}.{found[1]}" if found else None
    if found is None or found > top:
        got = "no %PDF header" if found is None else f"PDF {found[0]}.{found[1]}"
        out("pdf-version", 0, "header", f"{got}, expected PDF {top[0]}.{top[1]} or lower for {standard}")
    if doc.encryption is not None:
        out("encryption", 0, "document", f"encrypted, {standard} forbids encryption")
        return
    info = {}
    for d in doc.info:
        info.update(resolve1(d) or {})
    facts["standard"] = _text(info.get("GTS_PDFXConformance")) or _text(info.get("GTS_PDFXVersion"))
    for key, want in (("GTS_PDFXVersion", version), ("GTS_PDFXConformance", conformance)):
        got = _text(info.get(key))
        if want and got != want:
            out("pdfx-keys", 0, f"Info /{key}", f"{got!r}, expected {want!r}" if got else f"missing, expected {want!r}")
    if _text(info.get("Trapped")) not in ("True", "False"):
        out("pdfx-keys", 0, "Info /Trapped", f"{_text(info.get('Trapped'))!r}, expected /True or /False")
    if not (_text(info.get("Title")) or "").strip():
        out("pdfx-keys", 0, "Info /Title", "missing or empty, expected the document's title")
    _intent(resolve1(cat.get("OutputIntents")), standard, out, facts)
    if standard == "PDF/X-4":
        _xmp(resolve1(cat.get("Metadata")), out)


def _intent(intents, standard: str, out, facts: dict) -> None:
    from pdfminer.pdftypes import resolve1

    pdfx = [d for d in (resolve1(i) for i in (intents if isinstance(intents, list) else []))
            if isinstance(d, dict) and _text(d.get("S")) == "GTS_PDFX"]
    if len(pdfx) != 1:
        out("output-intent", 0, "catalogue /OutputIntents",
            f"{len(pdfx)} output intents with /S /GTS_PDFX, expected exactly one for {standard}")
        return
    intent = pdfx[0]
    ident = (_text(intent.get("OutputConditionIdentifier")) or "").strip()
    facts["output_condition"] = ident or None
    if not ident:
        out("output-intent", 0, "OutputConditionIdentifier", "missing or empty, expected the printing condition")
    profile = resolve1(intent.get("DestOutputProfile"))
    if not hasattr(profile, "get_data"):
        out("output-intent", 0, "DestOutputProfile", "missing, expected the press's ICC profile (CMYK, output class)")
        return
    head = profile.get_data()[:40]
    cls, space, sig = (head[12:16], head[16:20], head[36:40]) if len(head) == 40 else (b"", b"", b"")
    facts["profile"] = f"ICC {space.decode('latin-1').strip()} {cls.decode('latin-1')}"
    if sig != b"acsp" or space != b"CMYK" or cls != b"prtr":
        out("output-intent", 0, "DestOutputProfile",
            f"ICC header signature {sig!r}, colour space {space!r}, class {cls!r}; expected 'acsp', 'CMYK', 'prtr'")
    if resolve1(profile.attrs.get("N")) != 4:
        out("output-intent", 0, "DestOutputProfile", f"/N {resolve1(profile.attrs.get('N'))}, expected 4 (CMYK)")


def _xmp(meta, out) -> None:
    text = meta.get_data().decode("utf-8", "replace") if hasattr(meta, "get_data") else ""
    m = re.search(r"pdfxid:GTS_PDFXVersion(?:>\s*|\s*=\s*[\"'])([^<\"']*)", text)
    if not text:
        out("xmp", 0, "catalogue /Metadata", "missing, PDF/X-4 needs an XMP metadata stream")
    elif not m or m.group(1).strip() != "PDF/X-4":
        got = f"{m.group(1).strip()!r}" if m else "missing"
        out("xmp", 0, "XMP pdfxid:GTS_PDFXVersion", f"{got}, expected 'PDF/X-4'")
