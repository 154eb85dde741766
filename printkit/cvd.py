"""Colour-vision deficiency, in numbers: sRGB <-> linear and the simulation of
protanopia and deuteranopia by Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear RGB;
ΔE is CIE76 in CIE Lab.
Pure arithmetic on '#rrggbb' (no game, no I/O): the palette variants and their tests read it."""

from __future__ import annotations

# Machado et al. 2009, "A Physiologically-based Model for Simulation of Color Vision Deficiency", Table 1,
# severity 1.0 (the matrices act on linear RGB)
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}
VISIONS = ("normal", "protanopia", "deuteranopia")


def _lin(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def linear(color: str) -> tuple[float, float, float]:
    c = color.lstrip("#")
    return tuple(_lin(int(c[i:i + 2], 16) / 255) for i in (0, 2, 4))


def hex_of(lin: tuple[float, float, float]) -> str:
    return "#" + "".join(f"{round(_gamma(v) * 255):02x}" for v in lin)


def simulate(color: str, vision: str) -> str:
    """The colour as seen with `vision` (normal, protanopia, deuteranopia)."""
    if vision == "normal":
        return color
    m, v = MACHADO[vision], linear(color)
    return hex_of(tuple(sum(m[i][j] * v[j] for j in range(3)) for i in range(3)))


def delta_e(a: str, b: str) -> float:
    """CIE76 colour difference (the layout's own Lab, printkit.contrast)."""
    from printkit.contrast import distance

    return distance(a, b)


def seen_apart(a: str, b: str, vision: str) -> float:
    """ΔE76 between two colours as someone with `vision` sees them."""
    return delta_e(simulate(a, vision), simulate(b, vision))


def closest_pair(colors: dict, vision: str, pairs=None) -> tuple[float, tuple]:
    """The least ΔE76 between any two of `colors` (name -> '#rrggbb'), or of the named `pairs`, seen with
    `vision`; (inf, ()) when there is no pair."""
    names = sorted(colors)
    pairs = pairs if pairs is not None else [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    best = (float("inf"), ())
    for a, b in pairs:
        d = seen_apart(colors[a], colors[b], vision)
        if d < best[0]:
            best = (d, (a, b))
    return best
