"""One preflight finding: file, page, object and the measured value."""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class Problem:
    check: str  # short check id, e.g. "text-overlap"
    file: str
    page: int  # 1-based
    obj: str  # what on the page
    message: str  # what was measured against what was expected

    def line(self) -> str:
        return f"{self.file}: page {self.page}: {self.check}: {self.obj}: {self.message}"

    def as_dict(self) -> dict:
        return asdict(self)
