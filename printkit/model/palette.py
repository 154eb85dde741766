"""The kit's palette variants, applied once to the loaded game (the painters draw what the model says):

- `lowink` (printkit build --ink low): every counter ground white, the side's colour kept as a band round the
  counter and in its text, darkened until it reads 4.5:1 on white; map fills (terrain, countries, zones, seas)
  lightened toward the paper with their hue kept, to half their darkness; a card back white with its colour in the words.
- `colourblind` (--palette colourblind): each side's ground and each map fill as the data declares it for
  colour-blind players (`colorblind:`), else derived: the sides from the Okabe-Ito set, chosen so that every
  pair stays apart under protanopia and deuteranopia (printkit.cvd), nearest the game's own colours; map fills
  that touch pushed apart in lightness (which both deficiencies keep) until they are told apart.

Pure functions over the frozen model; no game is named here."""

from __future__ import annotations

from itertools import combinations, permutations

from printkit.cvd import VISIONS, seen_apart
from printkit.model.record import replace
from printkit.colors import mix
from printkit.wcag import MIN_TEXT_CONTRAST, contrast_ratio, luminance

VARIANTS = ("lowink", "colourblind")
PAPER = "#ffffff"
# Okabe & Ito (2008), "Color Universal Design": eight colours told apart by the common colour deficiencies;
# white joins them (no hue, so no deficiency confuses it)
OKABE_ITO = ("#000000", "#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#ffffff")
SIDES_APART = 20.0  # ΔE76 every two sides keep under each simulation (and normal vision)
FILLS_APART = 10.0  # ΔE76 every two map fills that touch keep under each simulation
INK_SHARE = 0.5  # a low-ink map fill's darkness (1 - luminance) as a share of the declared fill's
TEXT_TARGET = MIN_TEXT_CONTRAST * 1.06  # a margin over 4.5:1: rounding to '#rrggbb', and the off-white paper of boxes


def apply(game, variant: str | None):
    """The game in this palette variant (None: as declared)."""
    if variant is None:
        return game
    if variant not in VARIANTS:
        raise ValueError(f"unknown palette variant {variant!r}")
    changed = low_ink(game) if variant == "lowink" else colourblind(game)
    return replace(changed, palette=variant)


# --- low ink ----------------------------------------------------------------------------------------------------

def darkened(color: str, on: str = PAPER, target: float = TEXT_TARGET) -> str:
    """`color` mixed toward black (its hue kept) until it reads `target`:1 on `on`."""
    t = 0.0
    out = color
    while contrast_ratio(out, on) < target and t < 1:
        t = min(1.0, t + 0.02)
        out = mix(color, "#000000", t)
    return out


def lightened(color: str, share: float = INK_SHARE) -> str:
    """`color` mixed toward the paper (its hue kept) until it prints `share` of its ink: its darkness
    (1 - luminance) cut to that share, so lighter and darker fills keep their order and touching ones stay apart."""
    target = 1 - (1 - luminance(color)) * share
    t = 0.0
    out = color
    while luminance(out) < target and t < 1:
        t = min(1.0, t + 0.02)
        out = mix(color, PAPER, t)
    return out


def low_ink(game):
    sides = {k: replace(s, color=PAPER, band=s.color, text_color=darkened(s.color)) for k, s in game.sides.items()}
    maps = {k: _fills(b, lambda c, _key: lightened(c)) for k, b in game.maps.items()}
    cards = game.cards
    if cards is not None and cards.back is not None:
        back = cards.back
        cards = replace(cards, back=replace(back, color=PAPER, text_color=darkened(back.color)))
    return replace(_faces(game, _low_ink_face), sides=sides, maps=maps, cards=cards)


def _low_ink_face(face):
    """A face's own text colour (a corner number's) darkened to read on the white ground."""
    if face is None or not face.corner_color:
        return face
    return replace(face, corner_color=darkened(str(face.corner_color)))


def _faces(game, change):
    """The game with every unit type's and counter's faces changed by change(face)."""
    types = {k: replace(t, front=change(t.front), back=change(t.back)) for k, t in game.unit_types.items()}
    counters = game.counters
    if counters is not None:
        counters = replace(counters, pieces=tuple(replace(c, front=change(c.front), back=change(c.back))
                                                  for c in counters.pieces))
    return replace(game, unit_types=types, counters=counters)


def _fills(board, recolour):
    """The board with every fill (terrain types, countries, zones, seas, areas' own tints) recoloured by
    recolour(colour, key); a board without fills as it is."""
    changes = {}
    terrain = getattr(board, "terrain", None)
    if terrain:
        changes["terrain"] = {k: replace(t, color=recolour(str(t.color), f"terrain:{k}")) for k, t in terrain.items()}
    for name, attr in (("countries", "tint"), ("zones", "tint"), ("regions", "tint")):
        table = getattr(board, name, None)
        if table:
            changes[name] = {k: (replace(v, **{attr: recolour(str(getattr(v, attr)), f"{name}:{k}")})
                                 if getattr(v, attr, None) else v) for k, v in table.items()}
    areas = getattr(board, "areas", None)
    if areas and any(a.tint for a in areas):
        changes["areas"] = tuple(replace(a, tint=recolour(str(a.tint), f"area:{a.id}")) if a.tint else a
                                 for a in areas)
    return replace(board, **changes) if changes else board


# --- colour-blind -----------------------------------------------------------------------------------------------

def least_apart(colors: dict, pairs) -> float:
    """The least ΔE76 over the pairs, under every vision (normal, protanopia, deuteranopia); inf for none."""
    return min((seen_apart(colors[a], colors[b], v) for a, b in pairs for v in VISIONS), default=float("inf"))


def best_text(ground: str) -> str:
    """Black or white, whichever reads better on the ground."""
    return max(("#000000", "#ffffff"), key=lambda c: contrast_ratio(c, ground))


def side_colours(sides: dict) -> dict:
    """Side id -> its colour-blind ground: declared, else from OKABE_ITO (unused ones, black only when needed), the
    set whose closest two colours are farthest apart under the simulations (or any set keeping 1.5 x SIDES_APART),
    assigned nearest the sides' own colours."""
    fixed = {k: str(s.colorblind) for k, s in sides.items() if s.colorblind}
    free = [k for k in sides if k not in fixed]
    pool = [c for c in OKABE_ITO if c not in fixed.values()]
    if not free:
        return fixed
    if len(free) > len(pool):  # more sides than safe colours: reuse them in turn (the sides' words tell them apart)
        return {**fixed, **{k: pool[i % len(pool)] for i, k in enumerate(free)}}

    def spread(chosen) -> float:
        colors = {**fixed, **dict(zip(free, chosen))}
        return least_apart(colors, list(combinations(colors, 2)))

    # black last: a black ground floods ink and hides a unit symbol's black frame, so it is taken only where the
    # other colours cannot keep every two sides apart
    light = [c for c in pool if c != "#000000"]
    sets = [(spread(c), c) for c in combinations(light, len(free))] if len(free) <= len(light) else []
    if not sets or max(d for d, _ in sets) < SIDES_APART:
        sets = [(spread(c), c) for c in combinations(pool, len(free))]
    best = max(d for d, _ in sets)
    good = [c for d, c in sets if d >= min(best, 1.5 * SIDES_APART)]
    original = {k: str(sides[k].color) for k in free}

    def cost(order) -> float:
        return sum(seen_apart(original[k], c, "normal") for k, c in zip(free, order))

    order = min((p for c in good for p in permutations(c)), key=cost)
    return {**fixed, **dict(zip(free, order))}


def touching(board) -> list[tuple[str, str]]:
    """The pairs of fill keys (as _fills names them) that meet on the board: terrain of neighbouring hexes, or the
    fills of adjacent areas (an area's own tint, else its zones', else its country's)."""
    pairs = set()
    grid = getattr(board, "grid", None)
    if grid is not None and getattr(board, "terrain", None):
        from printkit.hexgrid import HexGridSpec, all_labels

        spec = HexGridSpec(grid)
        for label in all_labels(grid):
            a = board.terrain_of(label)
            for n in spec.neighbors(label):
                b = board.terrain_of(n)
                if a != b and a in board.terrain and b in board.terrain:
                    pairs.add(tuple(sorted((f"terrain:{a}", f"terrain:{b}"))))
    areas = {a.id: a for a in getattr(board, "areas", ()) or ()}

    def keys(a) -> list[str]:
        if a.tint:
            return [f"area:{a.id}"]
        zones = [f"zones:{z}" for z in a.zones if z in (board.zones or {}) and board.zones[z].tint]
        return zones or [f"countries:{a.country}"]

    for a in areas.values():
        for other in a.adjacent:
            if other in areas:
                for ka in keys(a):
                    for kb in keys(areas[other]):
                        if ka != kb:
                            pairs.add(tuple(sorted((ka, kb))))
    return sorted(pairs)


def fill_colours(board) -> tuple[dict, dict]:
    """{key: declared colour} and {key: declared colour-blind colour} of the board's fills."""
    colours, declared = {}, {}

    def note(c, key):
        colours[key] = c
        return c

    _fills(board, note)
    for name in ("terrain", "countries", "zones"):
        for k, v in (getattr(board, name, None) or {}).items():
            if getattr(v, "colorblind", None):
                declared[f"{name}:{k}"] = str(v.colorblind)
    return colours, declared


def separated(colours: dict, pairs, fixed=()) -> dict:
    """The fills with each touching pair closer than FILLS_APART pushed apart in lightness, the lighter toward the
    paper and the darker toward black (both deficiencies keep lightness); `fixed` keys stay."""
    out = dict(colours)
    for _ in range(200):
        worst = min(pairs, key=lambda p: least_apart(out, [p]), default=None)
        if worst is None or least_apart(out, [worst]) >= FILLS_APART:
            break
        light, dark = sorted(worst, key=lambda k: luminance(out[k]), reverse=True)
        if light not in fixed and luminance(out[light]) < 0.9:
            out[light] = mix(out[light], PAPER, 0.12)
        if dark not in fixed:
            out[dark] = mix(out[dark], "#000000", 0.06)
        elif light in fixed or luminance(out[light]) >= 0.9:
            break  # neither may move: the patterns tell them apart
    return out


def corner_inks(game) -> dict:
    """Side id -> the corner colours its counters print (a face's own text colour, e.g. yellow for foot units)."""
    inks: dict = {}
    for c in game.counters.pieces if game.counters is not None else ():
        utype = game.unit_types.get(c.type)
        for face in (c.front or (utype.front if utype else None), c.back or (utype.back if utype else None)):
            if face is not None and face.corner_color:
                inks.setdefault(c.side, set()).add(str(face.corner_color))
    return inks


def keeping_inks(ground: str, inks) -> str:
    """The ground darkened or lightened (its hue kept) the least so that every ink reads 4.5:1 on it, with
    black or white text besides; the ground as it is when no shade does."""
    for t in [i / 50 for i in range(0, 41)]:
        for toward in ("#000000", PAPER):
            shade = mix(ground, toward, t)
            if all(contrast_ratio(i, shade) >= TEXT_TARGET for i in inks) \
                    and contrast_ratio(best_text(shade), shade) >= TEXT_TARGET:
                return shade
    return ground


def colourblind(game):
    grounds = side_colours(game.sides)
    plain = corner_inks(game)
    for sid, inks in plain.items():  # the corner colours that read on the game's own ground read on this one
        keep = [i for i in inks if contrast_ratio(i, game.sides[sid].color) >= MIN_TEXT_CONTRAST]
        if keep and not game.sides[sid].colorblind:
            grounds[sid] = keeping_inks(grounds[sid], keep)
    sides = {k: replace(s, color=grounds[k], text_color=best_text(grounds[k])) for k, s in game.sides.items()}
    maps = {}
    for k, board in game.maps.items():
        colours, declared = fill_colours(board)
        if not colours:
            maps[k] = board
            continue
        new = separated({**colours, **declared}, touching(board), fixed=declared)
        maps[k] = _fills(board, lambda c, key, new=new: new.get(key, c))
    return replace(game, sides=sides, maps=maps)
