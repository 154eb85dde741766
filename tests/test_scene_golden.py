"""Scene golden files: the layout of a few counter faces as readable text.

A change to these files is a visible change to printed counters: look at the diff and, if it is
intended, re-accept with `PRINTKIT_ACCEPT=1 make test` (never blindly).
"""

from __future__ import annotations

import os
from printkit.model.record import fields, is_record
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"


def _round(v):
    if isinstance(v, tuple):
        return tuple(_round(x) for x in v)
    return round(v, 2) if isinstance(v, float) else v


def dump(items, indent="") -> list[str]:
    lines = []
    for item in items:
        name = type(item).__name__
        if name == "Group":
            lines.append(f"{indent}Group dx={item.dx:.2f} dy={item.dy:.2f} clip={item.clip}")
            lines += dump(item.items, indent + "  ")
            continue
        parts = []
        for f in fields(item):
            v = getattr(item, f.name)
            if (f.name == "angle" and v == 0.0) or (f.name == "halo" and v is None):  # defaults added later:
                continue  # omitted so old goldens stay valid
            if is_record(type(v)):
                v = " ".join(f"{g.name}={getattr(v, g.name)}" for g in fields(v)
                             if getattr(v, g.name) not in (None, 1.0) and not (g.name == "round" and not getattr(v, g.name)))
                parts.append(f"{f.name}=[{v}]")
            elif isinstance(v, float):
                parts.append(f"{f.name}={v:.2f}")
            elif isinstance(v, tuple):
                parts.append(f"{f.name}={_round(v)}")
            else:
                parts.append(f"{f.name}={v!r}")
        lines.append(indent + name + " " + " ".join(parts))
    return lines


@pytest.mark.parametrize("counter_id", ["sk-f-1", "sk-air", "hu-inf-1", "hu-rg"])
def test_counter_faces_match_golden(little_war, counter_id):
    from printkit.layout.counters import draw_face

    counter = next(c for c in little_war.counters.pieces if c.id == counter_id)
    text = []
    for which in ("front", "back"):
        text.append(f"# {counter_id} {which}")
        text += dump(draw_face(little_war, counter, which, 0.0, 0.0, little_war.counter_sheet.size,
                               little_war.counter_sheet.bleed))
    got = "\n".join(text) + "\n"
    path = GOLDEN / f"counter-{counter_id}.txt"
    if os.environ.get("PRINTKIT_ACCEPT") == "1":
        path.write_text(got)
    assert path.exists(), f"{path} missing: look at the rendered counters, then PRINTKIT_ACCEPT=1 make test"
    assert got == path.read_text()
