"""Text measured with the real font: wrapping to a width, shrinking to fit."""

from __future__ import annotations

from printkit.fonts import width


def wrap(text: str, size: float, max_width: float, font: str = "DejaVuSans") -> list[str]:
    """Greedy word wrap to max_width points."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if line and width(trial, size, font) > max_width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def fit(text: str, size: float, max_width: float, font: str = "DejaVuSans", smallest: float = 5.0) -> float:
    """The largest size <= size (down to smallest) at which text fits in max_width."""
    start = size
    while size > smallest and width(text, size, font) > max_width:
        size -= 0.25
    return max(size, smallest) if size < start else size  # shrunk: never under smallest
