"""The Combat Results Table and combat resolution: lookups and exact distributions.

The CRT is the chart `crt` (rows: defender final value, columns: attacker final value). Final values
come from a d6 plus a side's capped DRM, halved (round up) once per halving rule, never below the
parameter `min_final_value` (5.1 step 5).
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.params import param

CHART = "crt"


def crt_chart(game):
    """The CRT of final values: the table declaring `combat: {kind: final_value}`, else the table named 'crt'."""
    return _final(game)[1]


def _final(game):
    cid = next((k for k, c in game.charts.items() if getattr(c, "combat", None) is not None), CHART)
    chart = game.charts.get(cid)
    if chart is None or chart.kind != "table":
        raise RulesError(f"{game.id} has no CRT (a table chart named '{CHART}')")
    if chart.combat is not None and chart.combat.kind != "final_value":
        raise RulesError(f"this calculator reads a CRT of final values; charts.{cid} is a {chart.combat.kind} CRT")
    for axis, name in ((chart.columns, "columns"), (chart.rows, "rows")):
        odd = [str(v) for v in axis.values if not str(v).lstrip("-").isdigit()]
        if odd:  # an odds or differential table: this calculator reads final values (whole numbers)
            raise RulesError(f"this calculator reads a CRT of final values, whole numbers in its rows and columns; "
                             f"charts.{cid}.{name} has {', '.join(map(repr, odd[:3]))}: declare how it is read "
                             f"(charts.{cid}.combat, e.g. {{kind: odds, dice: 1d6}}), or read a cell with "
                             f"`printkit lookup {game.id} {cid} ROW COLUMN`")
    return cid, chart


def axis_range(chart) -> tuple[int, int, int, int]:
    cols = [int(v) for v in chart.columns.values]
    rows = [int(v) for v in chart.rows.values]
    return min(cols), max(cols), min(rows), max(rows)


def lookup(game, attacker: int, defender: int) -> dict:
    """The CRT cell for final values; RulesError naming the YAML path if the cell is unknown."""
    cid, chart = _final(game)
    c0, c1, r0, r1 = axis_range(chart)
    if not c0 <= attacker <= c1:
        raise RulesError(f"--attacker must be a final value from {c0} to {c1} ({chart.columns.title}), got {attacker}")
    if not r0 <= defender <= r1:
        raise RulesError(f"--defender must be a final value from {r0} to {r1} ({chart.rows.title}), got {defender}")
    cell = chart.cell(str(defender), str(attacker))
    if cell.value is None:
        path = f"charts.{cid}.cells.{defender}.{attacker}"
        raise RulesError(f"CRT attacker {attacker} / defender {defender} is unknown (not printed in the rulebook); "
                         f"fill in {path} in the game's YAML", fill_in=path)
    return {"result": str(cell.value), "status": cell.status or chart.status, "source": cell.source or chart.source}


def cap(game, drm: int) -> int:
    """A side's DRM after the cap (at most + or - the parameter drm_cap)."""
    limit = param(game, "drm_cap", "the combat calculators")
    return max(-limit, min(limit, drm))


def applied(game, drm: int) -> str:
    """'+12 (applied as +10, Rule N)' for a total beyond the cap, '+4' otherwise (the cap's rule from the data)."""
    from printkit.rules.citations import rule

    capped = cap(game, drm)
    if capped == drm:
        return f"{drm:+d}"
    ref = rule(game, "drm_cap")
    return f"{drm:+d} (applied as {capped:+d}" + (f", {ref}" if ref else "") + ")"


def final_value(game, roll: int, drm: int, halvings: int) -> int:
    """Die + capped DRM, halved `halvings` times rounding up each time, at least min_final_value."""
    value = roll + cap(game, drm)
    for _ in range(halvings):
        value = -(-value // 2)
    return max(param(game, "min_final_value", "the combat calculators"), value)


def distribution(game, attacker_drm: int, defender_drm: int, attacker_halvings: int = 0,
                 defender_halvings: int = 0) -> dict:
    """Exact distribution over CRT results of one combat (each side rolls one die); unknown cells pooled."""
    sides = param(game, "die_sides", "the combat calculators")
    chart = crt_chart(game)
    c0, c1, r0, r1 = axis_range(chart)
    results: dict[str, int] = {}
    unknown_cells: dict[str, int] = {}
    for a_roll in range(1, sides + 1):
        for d_roll in range(1, sides + 1):
            a = min(c1, final_value(game, a_roll, attacker_drm, attacker_halvings))
            d = min(r1, final_value(game, d_roll, defender_drm, defender_halvings))
            value = chart.cell(str(d), str(a)).value
            if value is None:
                unknown_cells[f"{a}/{d}"] = unknown_cells.get(f"{a}/{d}", 0) + 1
            else:
                results[str(value)] = results.get(str(value), 0) + 1
    total = sides * sides
    return {"outcomes": total, "results": results, "unknown": sum(unknown_cells.values()),
            "unknown_cells": unknown_cells}


# Every kind of CRT: final values, differential, odds ------------------------------------------------------
# A table that declares `combat` is the game's CRT (its `kind` says which numbers pick its column and row);
# without one, the table named 'crt' is read by final values (as above). resolve() answers `printkit crt`.


def declared(game) -> tuple[str, object]:
    """(id, chart) of the game's CRT: the table declaring `combat`, else the table named 'crt'."""
    for cid, c in game.charts.items():
        if getattr(c, "combat", None) is not None:
            return cid, c
    c = game.charts.get(CHART)
    if c is None or c.kind != "table":
        raise RulesError(f"{game.id} has no CRT (a table chart that declares `combat`, or one named '{CHART}')")
    return CHART, c


def kind_of(chart) -> str:
    return chart.combat.kind if getattr(chart, "combat", None) is not None else "final_value"


def _cite(rule_id: str | None) -> str:
    return f"Rule {rule_id}" if rule_id else ""


def _with(text: str, rule_id: str | None) -> str:
    return f"{text} ({_cite(rule_id)})" if rule_id else text


def multiplier(value) -> tuple[int, int] | None:
    """A defence multiplier as (numerator, denominator): 2, 'x2', '×2', '1/2', 1.5; None if not a number."""
    text = str(value).strip().lower().lstrip("x×*").strip()
    top, slash, bottom = text.partition("/")
    if slash:
        return (int(top), int(bottom)) if top.isdigit() and bottom.isdigit() and int(bottom) > 0 else None
    whole, dot, part = text.partition(".")
    if whole.isdigit() and (not dot or part.isdigit()):
        return int(whole + part), 10 ** len(part) if dot else 1
    return None


def _terrain(game, combat, terrain: str) -> dict:
    """The terrain's column shift, defence multiplier and DRM from the terrain effects chart."""
    from printkit.rules import terrain as tec_rules

    found = tec_rules.chart(game, combat.terrain if combat is not None else None)
    if found is None or (combat is not None and combat.terrain is None and found[1].effects.column_shift is None
                         and found[1].effects.defence is None and found[1].effects.drm is None):
        raise RulesError(f"{game.id}'s CRT reads no terrain: it names no terrain effects chart (combat.terrain)")
    tec_id, tec = found
    shift = tec_rules.effect(game, tec_id, tec, terrain, "column_shift")
    defence = tec_rules.effect(game, tec_id, tec, terrain, "defence")
    drm = tec_rules.effect(game, tec_id, tec, terrain, "drm")
    any_row = shift or defence or drm
    if any_row is None:
        raise RulesError(f"charts.{tec_id} gives no combat effect (effects.column_shift, defence or drm)")
    out = {"id": any_row["terrain"], "name": any_row["label"], "chart": tec_id, "column_shift": 0,
           "defence": None, "drm": 0, "rule": _cite(tec.effects.rule), "words": []}
    if shift is not None:
        out["column_shift"] = tec_rules.whole(shift, "column shift") if shift["value"] not in ("", "none") else 0
        if out["column_shift"]:
            n = abs(out["column_shift"])
            out["words"].append(shift["text"] or f"{n} column{'s' if n > 1 else ''} "
                                                  f"{'left' if out['column_shift'] < 0 else 'right'}")
    if defence is not None and defence["value"] not in (None, "", "none"):
        m = multiplier(defence["value"])
        if m is None:
            raise RulesError(f"{defence['label']} has no defence multiplier (the terrain effects chart gives "
                             f"{defence['value']!r})")
        if m != (1, 1):
            out["defence"] = list(m)
            out["words"].append(f"defence {defence['text']}" if defence["text"] else f"defence ×{_ratio_text(m)}")
    elif defence is not None and defence["value"] is None:
        tec_rules.whole(defence, "defence multiplier")  # unknown: names the path to fill in
    if drm is not None:
        out["drm"] = tec_rules.whole(drm, "die-roll modifier") if drm["value"] not in ("", "none") else 0
    return out


def _ratio_text(m: tuple[int, int]) -> str:
    return str(m[0]) if m[1] == 1 else f"{m[0]}/{m[1]}"


def _drms(game, combat, names) -> list[dict]:
    """Each --drm: a whole number as given, or an entry (by key, or label) of the CRT's DRM list."""
    from printkit.model.charts import signed_int

    out = []
    chart = game.charts.get(combat.drms) if combat is not None and combat.drms else None
    for name in names or ():
        n = signed_int(name)
        if n is not None:
            from printkit.rules.bounds import TECHNICAL_MAX, within

            within("--drm", n, -TECHNICAL_MAX, TECHNICAL_MAX, "a die-roll modifier")
            out.append({"key": None, "label": "given", "value": n, "rule": ""})
            continue
        if chart is None or chart.kind != "list":
            raise RulesError(f"{game.id}'s CRT names no list of DRMs (combat.drms): give --drm as a number")
        item = next((i for i in chart.items if i.key == name or i.label.lower() == name.lower()), None)
        if item is None:
            keys = [i.key for i in chart.items if i.key]
            raise RulesError(f"no DRM {name!r} in {chart.title}; the DRMs are {', '.join(keys)}")
        value = signed_int(item.value) if item.value is not None else None
        if value is None:
            path = f"charts.{combat.drms}.items[{chart.items.index(item)}].value"
            raise RulesError(f"the DRM {item.label!r} is " + ("unknown" if item.value is None else
                             f"{item.value!r}, not a whole number") + f"; fill in {path}", fill_in=path)
        out.append({"key": item.key, "label": item.label, "value": value, "rule": _cite(item.rule)})
    return out


def _column(chart, combat, attacker: int, defender: int, defence: tuple[int, int] | None) -> dict:
    """The column the strengths pick before any shift: {'index', 'ratio' or 'differential', 'beyond'}."""
    from printkit.model.charts import odds_ratio, signed_int

    num, den = defence or (1, 1)
    labels = chart.columns.labels()
    if combat.kind == "odds":
        d = defender * num  # the defence is d / den: attacker / defence = attacker * den / d
        a = attacker * den
        ratios = [odds_ratio(v) for v in labels]
        if combat.rounding == "defender":
            at = [i for i, (x, y) in enumerate(ratios) if x * d <= a * y]  # column ratio <= a/d
            idx = at[-1] if at else -1
            beyond = "below" if not at else ("above" if a * ratios[-1][1] > ratios[-1][0] * d else None)
        else:
            at = [i for i, (x, y) in enumerate(ratios) if x * d >= a * y]  # column ratio >= a/d
            idx = at[0] if at else len(labels)
            beyond = "above" if not at else ("below" if a * ratios[0][1] < ratios[0][0] * d else None)
        return {"index": idx, "beyond": beyond, "ratio": _reduced(a, d)}
    diff_num = attacker * den - defender * num
    diff = diff_num // den if combat.rounding == "defender" else -(-diff_num // den)
    if chart.columns.span:
        low, high = chart.columns.span
        return {"index": min(max(diff, low), high) - low, "beyond": None, "differential": diff}
    values = [signed_int(v) for v in labels]
    at = [i for i, v in enumerate(values) if v <= diff]
    idx = at[-1] if at else -1
    beyond = "below" if not at else ("above" if diff > values[-1] else None)
    return {"index": idx, "beyond": beyond, "differential": diff}


def _reduced(a: int, d: int) -> str:
    """'7:3', '2:1' (a ratio in lowest terms, as the column it is rounded to is read)."""
    from math import gcd

    g = gcd(a, d) or 1
    return f"{a // g}:{d // g}"


def resolve(game, attacker: int, defender: int, terrain: str | None = None, drms=(), roll: int | None = None) -> dict:
    """`printkit crt` for any kind of CRT: the column the strengths (or final values) pick, the terrain's column
    shift and defence multiplier, the DRMs applied, and the result of a roll or the chance of each result."""
    from printkit.rules.bounds import TECHNICAL_MAX, within

    cid, chart = declared(game)
    combat = chart.combat
    kind = kind_of(chart)
    if kind == "final_value":
        if drms:
            raise RulesError("this CRT is read by final values: the DRMs are already in them (--drm does not apply)")
        if roll is not None:
            raise RulesError("this CRT is read by final values: each side's roll is already in them "
                             "(--roll does not apply)")
    lowest = 1 if kind == "odds" else 0
    what = "final value" if kind == "final_value" else "strength"
    for option, value in (("--attacker", attacker), ("--defender", defender)):
        within(option, value, lowest if kind != "final_value" else -TECHNICAL_MAX, TECHNICAL_MAX,
               f"a {what}" + (": odds need a strength of at least 1 on each side" if kind == "odds" else ""))
    rule = _cite(combat.rule if combat is not None else None)
    ter = _terrain(game, combat, terrain) if terrain else None
    shift = ter["column_shift"] if ter else 0
    given = _drms(game, combat, drms)
    if ter and ter["drm"]:
        given.append({"key": ter["id"], "label": f"{ter['name']} (terrain)", "value": ter["drm"],
                      "rule": ter["rule"]})
    if kind == "final_value" and (ter and (ter["defence"] or ter["drm"])):
        raise RulesError("this CRT is read by final values: a terrain's defence multiplier or DRM is already in "
                         "them; only a column shift applies")
    labels = chart.columns.labels()
    out = {"kind": kind, "chart": cid, "title": chart.title, "attacker": attacker, "defender": defender,
           "terrain": ter, "drms": given, "drm_total": sum(d["value"] for d in given), "rule": rule}
    if kind == "final_value":
        if not shift:
            cell = lookup(game, attacker, defender)
            return {**out, "column": str(attacker), "row": str(defender), "shift": 0, **cell}
        c0, c1, r0, r1 = axis_range(crt_chart(game))
        within("--attacker", attacker, c0, c1, f"a final value ({chart.columns.title})")
        picked = {"index": [int(v) for v in labels].index(attacker), "beyond": None}
    else:
        picked = _column(chart, combat, attacker, defender, tuple(ter["defence"]) if ter and ter["defence"] else None)
        num, den = tuple(ter["defence"]) if ter and ter["defence"] else (1, 1)
        out["defence"] = defender * num / den if den != 1 else defender * num
        if "ratio" in picked:
            out["ratio"] = picked["ratio"]
        else:
            out["differential"] = picked["differential"]
    index = picked["index"]
    out["column"] = labels[index] if 0 <= index < len(labels) else None
    _beyond(chart, combat, picked["beyond"], out, "")
    if out["column"] is None:
        index = 0 if picked["beyond"] == "below" else len(labels) - 1
        out["column"] = labels[index]
    shifted = index + shift
    out["shift"] = shift
    if shift:
        beyond = "below" if shifted < 0 else ("above" if shifted >= len(labels) else None)
        out["shifted_from"] = out["column"]
        n = abs(shift)
        _beyond(chart, combat, beyond, out, f", column {out['column']}, which the terrain shifts {n} column"
                                            f"{'s' if n > 1 else ''} {'left' if shift < 0 else 'right'}")
        shifted = min(max(shifted, 0), len(labels) - 1)
        out["column"] = labels[shifted]
    column = out["column"]
    if kind == "final_value":
        cell = chart.cell(str(defender), column)
        if cell.value is None:
            path = f"charts.{cid}.cells.{defender}.{column}"
            raise RulesError(f"CRT attacker {column} / defender {defender} is unknown; fill in {path}", fill_in=path)
        return {**out, "row": str(defender), "result": str(cell.value), "status": cell.status or chart.status}
    return {**out, **_rows(game, cid, chart, combat, column, out["drm_total"], roll)}


def _beyond(chart, combat, beyond: str | None, out: dict, after: str) -> None:
    """Refuse a column past either end when the CRT says so; else note that the end column is read."""
    if beyond is None:
        return
    policy = combat.below if beyond == "below" else combat.above
    labels = chart.columns.labels()
    end = labels[0] if beyond == "below" else labels[-1]
    picked = (out["ratio"] if "ratio" in out else f"a differential of {out['differential']}"
              if "differential" in out else f"final value {out['attacker']}")
    if policy == "refuse":
        sides = ("attacker", "defender") if out["kind"] == "final_value" else ("attack", "defence")
        raise RulesError(_with(f"{sides[0]} {out['attacker']} against {sides[1]} {out.get('defence', out['defender'])} "
                               f"is {picked}{after}: {beyond} the {'first' if beyond == 'below' else 'last'} "
                               f"column ({end}) of the {chart.title}, the attack is not allowed",
                               combat.rule))
    out.setdefault("clamped", []).append(f"{picked}{after}: {beyond} {end}, read in {end}")


def _rows(game, cid, chart, combat, column: str, drm: int, roll: int | None) -> dict:
    """The result of a roll (modified by the DRMs), or each result's chance over the dice."""
    from printkit.model.charts import dice_of
    from printkit.rules.bounds import within
    from printkit.rules.fire import dice_counts

    n, sides = dice_of(combat.dice)
    low, high = n, n * sides

    def row_of(total: int) -> int | None:
        modified = total + drm
        if low <= modified <= high:
            return modified
        if combat.roll_beyond == "refuse":
            return None
        return min(max(modified, low), high)

    def cell_of(r: int):
        cell = chart.cell(str(r), column)
        return cell, cell.status or chart.status, f"charts.{cid}.cells.{chart.rows.key_of(str(r))}." \
                                                  f"{chart.columns.key_of(column)}"

    if roll is not None:
        within("--roll", roll, low, high, f"a {combat.dice} roll")
        r = row_of(roll)
        if r is None:
            raise RulesError(_with(f"roll {roll} {drm:+d} = {roll + drm} is beyond the rows {low} to {high} of the "
                                   f"{chart.title}", combat.rule))
        cell, status, path = cell_of(r)
        if cell.value is None:
            raise RulesError(f"{chart.title} {r} / {column} is unknown (not printed); fill in {path}", fill_in=path)
        return {"roll": roll, "modified_roll": roll + drm, "row": str(r), "result": str(cell.value),
                "status": status}
    counts = dice_counts(n, sides)
    total = sides ** n
    results: dict[str, int] = {}
    refused = unknown = 0
    worst = "printed"
    order = ("printed", "derived", "reconstructed", "unknown")
    for t, ways in sorted(counts.items()):
        r = row_of(t)
        if r is None:
            refused += ways
            continue
        cell, status, _ = cell_of(r)
        worst = max(worst, status, key=order.index)
        if cell.value is None:
            unknown += ways
        else:
            results[str(cell.value)] = results.get(str(cell.value), 0) + ways
    out = {"outcomes": total, "ways": results, "results": {k: v / total for k, v in results.items()},
           "status": worst}
    if unknown:
        out["unknown"] = unknown / total
    if refused:
        out["beyond_rows"] = refused / total
    return out
