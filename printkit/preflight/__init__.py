"""Preflight: check a built kit's PDFs the way a print shop would (sizes, boxes, marks, text, fonts).

Everything is read back from the PDF files (printkit.verify.pdfscan, on pdfminer), never from the layout's intent.
"""

from printkit.preflight.run import preflight_folder  # noqa: F401
