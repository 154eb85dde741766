"""The odds card's numbers, from the same resolvers as the calculators (one section per mechanism a game has).

A section: id, title, rule, header, rows (strings; None = unknown), and bars (label, [(segment, p)]) for its
chart. "–" marks an impossible outcome (probability exactly 0); the mass over unprinted chart cells is its own
"unknown" column, never spread over the known results, and only while some cell is unprinted: a complete
table gives whole distributions. Which sections a game gets follows from its data: dice-pool parameters, a
2-D CRT, a differential CRT, a scatter chart. A section names the charts and parameters it is computed from
(`sources`), so the card can say when they hold reconstructed play values.
"""

from __future__ import annotations

from printkit import fmt
from printkit.errors import RulesError
from printkit.rules.citations import bare, number

IMPOSSIBLE = "–"
HIT_CV = range(1, 9)
EXTRA_DICE = range(0, 4)
DRMS = range(0, 4)


def pct(p) -> str:
    """A probability (float or exact (num, den) pair) as printed; "–" when it is impossible."""
    value = p[0] / p[1] if isinstance(p, tuple) else p
    return IMPOSSIBLE if value == 0 else fmt.percent(value)


def sections(game) -> list[dict]:
    """Every odds section this game's data supports, in card order."""
    out = []
    for build in (hit_section, combat_section, declared_crt_section, fire_section, scatter_section,
                  diplomacy_section, effort_section):
        try:
            s = build(game)
        except RulesError:
            s = None
        if s:
            out.append(s)
    return out


def hit_section(game) -> dict | None:
    """Dice-pool hits: P(at least one hit) and expected hits by CV and extra dice (terrain, air)."""
    if "hit_faces" not in game.parameters or "terrain_dice" not in game.parameters:
        return None  # the dice-pool combat where terrain and air add dice
    from printkit.rules.dicepool import hits

    header = ["CV", "+0 dice", "+1 die", "+2 dice", "+3 dice"]
    rows, bars = [], []
    for cv in HIT_CV:
        cells = []
        for extra in EXTRA_DICE:
            r = hits(game, cv + extra)
            d = r["distribution"]
            cells.append(f"{pct(d.at_least(1))} / {fmt.number(r['expected'])}")
        rows.append([str(cv)] + cells)
    for n in (2, 4, 6):
        d = hits(game, n)["distribution"]
        bars.append((f"{n} dice", [(f"{k}", d.p(k)) for k in range(len(d))]))
    return {"id": "odds_hits", "title": "Hits by dice: chance of at least one hit / expected hits",
            "rule": number(game, "hit_dice") or number(game, "hit_faces"),
            "note": "Add one die per terrain type of the defender's area and per air unit assisting"
                    + (bare(game, "hit_dice") or bare(game, "hit_faces")) + ".",
            "header": header, "rows": rows, "bars": bars, "bar_title": "Number of hits (exact chance)",
            "sources": {"parameters": ["hit_faces", "terrain_dice", "die_sides"]}}


def combat_section(game) -> dict | None:
    """A 2-D CRT rolled by both sides: each result's chance by attacker and defender DRM."""
    from printkit.rules.crt import CHART, crt_chart, distribution

    crt_chart(game)
    if "die_sides" not in game.parameters:
        return None
    runs = {(a, d): distribution(game, a, d) for a in DRMS for d in DRMS}
    codes = _worst_first(crt_chart(game), {k for r in runs.values() for k in r["results"]})
    unknown = any(r["unknown"] for r in runs.values())  # a column of its own only when some mass is unknown
    header = ["Attacker / defender DRM"] + codes + (["unknown"] if unknown else [])
    rows, bars = [], []
    for (a, d), r in runs.items():
        n = r["outcomes"]
        cells = [pct(r["results"].get(k, 0) / n) for k in codes]
        rows.append([f"{a:+d} / {d:+d}"] + cells + ([pct(r["unknown"] / n)] if unknown else []))
        bars.append((f"{a:+d} / {d:+d}", [(k, r["results"].get(k, 0) / n) for k in codes]
                     + ([("unknown", r["unknown"] / n)] if unknown else [])))
    return {"id": "odds_combat", "title": "Combat results by attacker and defender DRM",
            "rule": number(game, "combat_resolution"),
            "note": "Each side rolls one die and adds its capped DRM" + bare(game, "combat_resolution")
                    + ("; unknown: CRT cells the rulebook does not print." if unknown else "."),
            "header": header, "rows": rows, "bars": bars,
            "bar_title": "Result mix (grey hatching: unknown)" if unknown else "Result mix",
            "sources": {"charts": [CHART], "parameters": ["die_sides"]}}


def declared_crt_section(game) -> dict | None:
    """A differential or odds CRT (a table declaring `combat`): each result's chance by column, over its dice,
    before any DRM or terrain shift."""
    from printkit.rules.crt import _rows, declared

    cid, chart = declared(game)
    combat = chart.combat
    if combat is None or combat.kind == "final_value":
        return None
    runs = {c: _rows(game, cid, chart, combat, c, 0, None) for c in chart.columns.labels()}
    codes: list[str] = []
    for c in chart.columns.labels():  # in the order the columns first give them (the attacker's worst first)
        for r in chart.rows.labels():
            v = chart.cell(r, c).value
            if v is not None and str(v) not in codes:
                codes.append(str(v))
    unknown = any(r.get("unknown") for r in runs.values())
    header = [chart.columns.title] + codes + (["unknown"] if unknown else [])
    rows, bars = [], []
    for c, r in runs.items():
        rows.append([c] + [pct(r["results"].get(k, 0)) for k in codes] + ([pct(r.get("unknown", 0))] if unknown else []))
        bars.append((c, [(k, r["results"].get(k, 0)) for k in codes] + ([("unknown", r.get("unknown", 0))]
                                                                           if unknown else [])))
    what = "attack : defence" if combat.kind == "odds" else "attack minus defence"
    return {"id": "odds_crt", "title": f"{chart.title}: each result's chance by column", "rule": combat.rule or "",
            "note": f"The {what} picks the column, {combat.dice.upper()} the row; before DRMs and terrain shifts"
                    + ("; unknown: cells not printed." if unknown else "."),
            "header": header, "rows": rows, "bars": bars,
            "bar_title": "Result mix (grey hatching: unknown)" if unknown else "Result mix",
            "sources": {"charts": [cid]}}


def _worst_first(chart, codes: set[str]) -> list[str]:
    """Result codes from the attacker's worst to its best: by the mean margin (attacker minus defender value)
    of the CRT cells that hold each, so a monotone table reads left to right as the attack improves."""
    margins: dict[str, list[int]] = {}
    for r in chart.rows.labels():
        for c in chart.columns.labels():
            value = chart.cell(r, c).value
            if value is not None and str(value) in codes:
                margins.setdefault(str(value), []).append(int(c) - int(r))
    return sorted(codes, key=lambda k: (sum(margins.get(k, [0])) / len(margins.get(k, [0])), k))


def fire_section(game) -> dict | None:
    """A differential CRT: each result's chance by attack - defence differential column."""
    chart = game.charts.get("differential_crt")
    if chart is None or "crt_dice" not in game.parameters or not chart.columns.span:
        return None
    from printkit.rules.fire import distribution

    import re

    low = chart.columns.span[0]
    runs = [distribution(game, low + k) for k, _ in enumerate(chart.columns.labels())]
    codes = [k for k in runs[0]["distribution"] if k != "unknown"]
    gaps = any(r["distribution"].get("unknown", 0) for r in runs)  # some cell unprinted: a column of its own
    results = game.charts.get("combat_results")
    meaning = {i.key: f"{i.label or i.key} {i.value}" for i in (results.items if results else ()) if i.key and i.value}
    rule = re.search(r"\(([\d.]+)\)\s*$", chart.title or "")
    header = ["Differential"] + [meaning.get(k, k) for k in codes] + (["unknown"] if gaps else [])
    rows, bars = [], []
    for label, r in zip(chart.columns.labels(), runs):
        d = r["distribution"]
        rows.append([label] + [pct(d.get(k, 0)) for k in codes] + ([pct(d.get("unknown", 0))] if gaps else []))
        bars.append((label, [(meaning.get(k, k), d.get(k, 0)) for k in codes]
                     + ([("unknown", d.get("unknown", 0))] if gaps else [])))
    note = "Attack minus defence picks the column; 2D6 picks the row." + (
        " Unknown: CRT cells not printed." if gaps else "")
    return {"id": "odds_fire", "title": "Fire results by differential", "rule": rule.group(1) if rule else "",
            "note": note, "header": header, "rows": rows, "bars": bars,
            "bar_title": "Result mix (grey hatching: unknown)" if gaps else "Result mix",
            "sources": {"charts": ["differential_crt", "combat_results"], "parameters": ["crt_dice"]}}


def scatter_section(game) -> dict | None:
    """Where fire support lands: on the target, or N hexes away, per asset kind (centre of the map)."""
    chart = game.charts.get("scatter_chance")
    if chart is None:
        return None
    from printkit.model.boards import HexMap
    from printkit.rules import hexes
    from printkit.rules.support import landing_distribution

    board = next((b for b in game.maps.values() if isinstance(b, HexMap)), None)
    if board is None:
        raise RulesError(f"{game.id} has no hex map")
    sp = hexes.spec(board)
    (c0, c1), (r0, r1) = board.grid.columns, board.grid.rows
    target = sp.label((c0 + c1) // 2, (r0 + r1) // 2)
    runs = {i.key: landing_distribution(game, board, target, i.key) for i in chart.items}
    far = max(sp.distance(target, h) for r in runs.values() for h in r["landing"])
    header = ["Asset", "on target"] + [f"{n} hex" + ("es" if n > 1 else "") + " away" for n in range(1, far + 1)] \
        + ["off map"]
    rows, bars = [], []
    for item in chart.items:
        r = runs[item.key]
        by = [0.0] * (far + 1)
        for h, p in r["landing"].items():
            by[sp.distance(target, h)] += p
        name = item.label.split(":")[0]
        rows.append([name] + [pct(p) for p in by] + [pct(r["off_map"])])
        bars.append((name, [("on target" if n == 0 else f"{n}", p) for n, p in enumerate(by)]))
    return {"id": "odds_scatter", "title": "Where a barrage lands (aimed at a hex in the middle of the map)",
            "rule": number(game, "scatter"), "note": "Scatter roll, then direction and distance rolls.",
            "header": header, "rows": rows, "bars": bars, "bar_title": "Distance from the target hex",
            "sources": {"charts": ["scatter_chance", "scatter_distance"], "parameters": ["scatter_directions"]}}


def diplomacy_section(game) -> dict | None:
    """Moving a country one Zone: Rank d6 total at most the RP + Prestige spent, by Rank and points spent."""
    if "diplomacy_chart" not in game.parameters or game.counters is None:
        return None
    from printkit.rules.params import param
    from printkit.rules.politics import sum_at_most

    sides = param(game, "die_sides", "the odds card")
    ranks: dict[int, list[str]] = {}
    for c in game.counters.pieces:
        if c.rank is not None:
            ranks.setdefault(c.rank, []).append(c.label)
    if not ranks:
        return None
    spent = range(1, 13)
    header = ["Rank (countries)"] + [str(n) for n in spent]
    rows = [[f"{r} ({', '.join(names)})"] + [pct(sum_at_most(r, sides, n)) for n in spent]
            for r, names in sorted(ranks.items())]
    bars = [(f"Rank {r}", [("succeeds", _v(sum_at_most(r, sides, 7))), ("fails", 1 - _v(sum_at_most(r, sides, 7)))])
            for r in sorted(ranks)]
    return {"id": "odds_diplomacy", "title": "Diplomacy: chance a country moves one Zone, by RP + Prestige spent",
            "rule": number(game, "diplomacy"),
            "note": "Roll as many dice as the country's Rank; it moves if the total is at most the RP and Prestige "
                    "spent" + bare(game, "diplomacy") + ". The arrow's minimum RP still applies.",
            "header": header, "rows": rows, "bars": bars, "bar_title": "With 7 points spent",
            "sources": {"parameters": ["diplomacy_chart", "die_sides"], "counter_ranks": True}}


def effort_section(game) -> dict | None:
    """Each Effort level's Resource Points, exactly, with the chance of doubles (a Critical Incident)."""
    if "effort_chart" not in game.parameters or "effort_levels" not in game.parameters:
        return None
    from printkit.rules.effort import distribution
    from printkit.rules.params import param

    levels = param(game, "effort_levels", "the odds card")
    runs = {lv: distribution(game, lv) for lv in levels}
    values = sorted({k for r in runs.values() for k in r["distribution"]})
    header = ["Effort"] + [f"{v} RP" for v in values] + ["mean", "doubles"]
    rows, bars = [], []
    for lv, r in runs.items():
        d = r["distribution"]
        rows.append([lv] + [pct(d.get(v, (0, 1))) for v in values] + [fmt.number(r["expected"]),
                                                                       pct(r["critical_incident"])])
        bars.append((lv, [(f"{v} RP", _v(d.get(v, (0, 1)))) for v in values]))
    return {"id": "odds_effort", "title": "Effort: Resource Points by chit", "rule": number(game, "effort"),
            "note": "Doubles also bring a Critical Incident.", "header": header, "rows": rows, "bars": bars,
            "bar_title": "Resource Points (exact chance)",
            "sources": {"parameters": ["effort_chart", "effort_levels"], "chart_parameters": ["effort_chart"]}}


def _v(p) -> float:
    return p[0] / p[1] if isinstance(p, tuple) else p
