"""PDF/X on a reportlab canvas: the output intent (the press the CMYK colours are separated for, with its ICC
profile), the document keys a PDF/X reader looks for, and, for PDF/X-4, the XMP metadata.

Two standards, as print shops ask for them:
- "PDF/X-1a:2003" (ISO 15930-4): CMYK only, no transparency, PDF 1.4;
- "PDF/X-4" (ISO 15930-7): CMYK here too; live transparency allowed; XMP metadata; PDF 1.6.
The colours themselves are converted where they are painted (printkit.render.pdf with `press`)."""

from __future__ import annotations

import uuid

from reportlab.pdfbase.pdfdoc import PDFArray, PDFDictionary, PDFInfo, PDFName, PDFStream, PDFString, PDFZCompress

from printkit import cmyk

STANDARDS = {  # standard -> (GTS_PDFXVersion, GTS_PDFXConformance or None, PDF version)
    "PDF/X-1a:2003": ("PDF/X-1:2003", "PDF/X-1a:2003", (1, 4)),
    "PDF/X-4": ("PDF/X-4", None, (1, 6)),
}
TRANSPARENCY = {"PDF/X-1a:2003": False, "PDF/X-4": True}  # whether the standard allows it


class _Info(PDFInfo):
    """reportlab's document information with the PDF/X keys."""

    def __init__(self, version: str, conformance: str | None):
        super().__init__()
        self.pdfx = (version, conformance)

    def format(self, document):
        from reportlab.pdfbase.pdfdoc import PDFDate

        version, conformance = self.pdfx
        d = {"Title": PDFString(self.title), "Author": PDFString(self.author),
             "CreationDate": PDFDate(ts=document._timeStamp, dateFormatter=self._dateFormatter),
             "Producer": PDFString(self.producer), "Creator": PDFString(self.creator),
             "Subject": PDFString(self.subject), "Trapped": PDFName("False"),
             "GTS_PDFXVersion": PDFString(version)}
        d["ModDate"] = d["CreationDate"]
        if conformance:
            d["GTS_PDFXConformance"] = PDFString(conformance)
        return PDFDictionary(d).format(document)


class _Raw(PDFStream):
    """A stream written as it is (the XMP packet: PDF/X-4 readers look for it uncompressed)."""

    def format(self, document):
        from reportlab.pdfbase.pdfdoc import format as pdf_format

        d = PDFDictionary(self.dictionary.dict.copy())
        d["Length"] = len(self.content)
        return pdf_format(d, document) + b"\nstream\n" + self.content + b"\nendstream\n"


def begin(c, standard: str) -> None:
    """Before anything is drawn: the document information with the PDF/X keys, and the PDF version."""
    version, conformance, pdf_version = STANDARDS[standard]
    doc = c._doc
    info = _Info(version, conformance)
    info.invariant = getattr(doc.info, "invariant", 1)
    doc.info = info
    doc._pdfVersion = pdf_version


def end(c, standard: str, title: str) -> None:
    """Before the canvas is saved: the output intent in the catalogue, and XMP metadata for PDF/X-4."""
    doc = c._doc
    doc._pdfVersion = STANDARDS[standard][2]  # painting transparency may have raised it to 1.4: keep the standard's
    profile = PDFStream(PDFDictionary({"N": 4}), cmyk.profile_bytes(), filters=[PDFZCompress])
    intent = PDFDictionary({
        "Type": PDFName("OutputIntent"), "S": PDFName("GTS_PDFX"),
        "OutputConditionIdentifier": PDFString(cmyk.CONDITION), "OutputCondition": PDFString(cmyk.CONDITION_INFO),
        "RegistryName": PDFString(cmyk.REGISTRY), "Info": PDFString(cmyk.CONDITION_INFO),
        "DestOutputProfile": doc.Reference(profile)})
    cat = doc.Catalog
    cat.__NoDefault__ = list(cat.__NoDefault__) + ["OutputIntents"]
    cat.OutputIntents = PDFArray([intent])
    if standard == "PDF/X-4":
        cat.Metadata = _Raw(PDFDictionary({"Type": PDFName("Metadata"), "Subtype": PDFName("XML")}),
                            xmp(title, doc.info.producer, doc.info.creator, doc.info.author,
                                doc.info.subject).encode("utf-8"))


def xmp(title: str, producer: str, creator: str, author: str = "printkit", subject: str = "") -> str:
    """The XMP packet PDF/X-4 asks for: its version, and what the document information says (title, author,
    subject, creator, producer, reportlab's invariant date) said again; the document's ids from its title (the
    same build, the same bytes)."""
    from xml.sax.saxutils import escape

    date = "2000-01-01T00:00:00Z"
    doc_id = uuid.uuid5(uuid.NAMESPACE_URL, "printkit:" + title)
    return f"""<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
    xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">{escape(title)}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>{escape(author)}</rdf:li></rdf:Seq></dc:creator>
   <dc:description><rdf:Alt><rdf:li xml:lang="x-default">{escape(subject or title)}</rdf:li></rdf:Alt></dc:description>
   <xmp:CreateDate>{date}</xmp:CreateDate>
   <xmp:ModifyDate>{date}</xmp:ModifyDate>
   <xmp:MetadataDate>{date}</xmp:MetadataDate>
   <xmp:CreatorTool>{escape(creator)}</xmp:CreatorTool>
   <pdf:Producer>{escape(producer)}</pdf:Producer>
   <pdf:Trapped>False</pdf:Trapped>
   <xmpMM:DocumentID>uuid:{doc_id}</xmpMM:DocumentID>
   <xmpMM:InstanceID>uuid:{doc_id}</xmpMM:InstanceID>
   <xmpMM:VersionID>1</xmpMM:VersionID>
   <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
   <pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>"""
