"""sRGB colours as the CMYK a print shop's press prints (PDF/X builds: printkit build --shop).

The separation is the ICC profile in printkit/icc/ (made with ArgyllCMS from the FOGRA39L characterization,
Debian's icc-profiles-free, Zlib licence; tools/make_cmyk_profile.sh): coated offset paper, total ink limited
to 240 % (the tightest limit a shop here asks for, so every preset's limit holds). Two rules on top of it:

- a grey (r = g = b within 2/255) is black ink only, at the K that prints its lightness: text and rules stay
  sharp on a press whose plates do not register exactly, and greys do not turn colour with the press;
- the total ink never exceeds MAX_INK: a separation the profile rounds above it loses cyan, magenta and
  yellow in proportion, black kept.

Pillow's ImageCms (littleCMS) does the colour management; each colour is converted once per process."""

from __future__ import annotations

import gzip
from functools import lru_cache
from pathlib import Path

PROFILE_FILE = Path(__file__).parent / "icc" / "fogra39l-tac240.icc.gz"
MAX_INK = 240  # per cent, the profile's own limit
CONDITION = "FOGRA39"  # the registered characterization (ICC registry) the profile is made from
CONDITION_INFO = "Coated FOGRA39 (ISO 12647-2:2004), total ink limited to 240 %"
REGISTRY = "http://www.color.org"
NEUTRAL = 2 / 255  # channels this close are a grey


@lru_cache(maxsize=1)
def profile_bytes() -> bytes:
    """The ICC profile, as embedded in a PDF/X output intent."""
    return gzip.decompress(PROFILE_FILE.read_bytes())


@lru_cache(maxsize=1)
def _transforms():
    import io

    from PIL import ImageCms

    cmyk = ImageCms.ImageCmsProfile(io.BytesIO(profile_bytes()))
    srgb = ImageCms.createProfile("sRGB")
    lab = ImageCms.createProfile("LAB")
    to_cmyk = ImageCms.buildTransform(srgb, cmyk, "RGB", "CMYK", renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC)
    to_lab = ImageCms.buildTransform(cmyk, lab, "CMYK", "LAB", renderingIntent=ImageCms.Intent.ABSOLUTE_COLORIMETRIC)
    return to_cmyk, to_lab


def _apply(transform, mode: str, pixels: list[tuple]) -> list[tuple]:
    from PIL import Image, ImageCms

    im = Image.new(mode, (len(pixels), 1))
    for i, p in enumerate(pixels):
        im.putpixel((i, 0), p)
    out = ImageCms.applyTransform(im, transform)
    return [out.getpixel((i, 0)) for i in range(len(pixels))]


@lru_cache(maxsize=1)
def _black_ramp() -> tuple[tuple[float, float], ...]:
    """(lightness L*, K) of black ink alone on the press's paper, K = 0..1 in 1 % steps, lightest first."""
    _, to_lab = _transforms()
    labs = _apply(to_lab, "CMYK", [(0, 0, 0, round(k * 2.55)) for k in range(101)])
    return tuple((lab[0] * 100 / 255, k / 100) for k, lab in enumerate(labs))


def _lightness(v: float) -> float:
    """CIE L* of the sRGB grey v (0..1)."""
    lin = v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 116 * lin ** (1 / 3) - 16 if lin > 216 / 24389 else lin * 24389 / 27


def grey_k(v: float) -> float:
    """The black ink of an sRGB grey: its lightness scaled between the paper (white: no ink) and solid black
    (black: 100 % K), read off the press's black ramp."""
    ramp = _black_ramp()
    paper, solid = ramp[0][0], ramp[-1][0]
    target = solid + (paper - solid) * _lightness(v) / 100
    for (l0, k0), (l1, k1) in zip(ramp, ramp[1:]):
        if l1 <= target <= l0:
            return round(k0 + (k1 - k0) * ((l0 - target) / (l0 - l1) if l0 != l1 else 0), 3)
    return 0.0 if target > paper else 1.0


@lru_cache(maxsize=None)
def cmyk(color: str) -> tuple[float, float, float, float]:
    """'#rrggbb' -> (c, m, y, k) in 0..1, three decimals."""
    from printkit.colors import rgb

    r, g, b = rgb(color)
    if max(r, g, b) - min(r, g, b) <= NEUTRAL:
        return (0.0, 0.0, 0.0, grey_k((r + g + b) / 3))
    to_cmyk, _ = _transforms()
    (c, m, y, k), = _apply(to_cmyk, "RGB", [tuple(round(v * 255) for v in (r, g, b))])
    c, m, y, k = (round(v / 255, 3) for v in (c, m, y, k))
    over = c + m + y + k - MAX_INK / 100
    if over > 0:
        scale = max(0.0, 1 - over / (c + m + y))
        c, m, y = (round(v * scale - 0.0005, 3) if v else 0.0 for v in (c, m, y))
    return (max(c, 0.0), max(m, 0.0), max(y, 0.0), k)
