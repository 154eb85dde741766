"""Air calculators of hex-and-CRT games: air-move, air-strike, air-support, air-combat.

Every refusal names the rule from the data (rules/citations.py) and exits 1; an unknown value is reported with
the YAML path to fill in and exits 1; --json prints the answer as data in both cases.
"""

from __future__ import annotations

from printkit.commands.calc_cmds import _emit, counter  # noqa: F401 - logistics_cmds takes counter from here too
from printkit.errors import RulesError
from printkit.load.game_loader import load_game as _load
from printkit.commands.registry import (CONTROL_HELP, GAME, HEX, JSON, MARKED_HELP, arg, chart, command,
                                        param, whole)

PARTS = ("sides", "unit_types", "counters", "maps", "charts", "parameters", "scenarios")


def load(ref: str, parts: tuple[str, ...] = PARTS):
    return _load(ref, parts=parts)


def domain(game, c) -> str:
    t = game.unit_types.get(c.type)
    return t.domain if t is not None else "marker"


def faction(game, c) -> str:
    side = game.sides.get(c.side)
    return (side.faction or side.id) if side else c.side


def name(game, c) -> str:
    side = game.sides.get(c.side)
    return f"{(side.adjective or side.name) if side else c.side} {c.label}"


def hexes_of(board, values, what: str) -> set[str]:
    from printkit.commands.hexgame_cmds import _hex

    return {_hex(board, h, what) for h in values or ()}


def control(game, board, args) -> set[str]:
    """The hexes under control markers (hexgame_cmds.marked_hexes)."""
    from printkit.commands.hexgame_cmds import marked_hexes as marked

    return marked(game, board, args)


def surroundings(game, board, args):
    from printkit.rules.air_moves import Surroundings

    around = Surroundings(hexes_of(board, args.enemy, "--enemy hex"), hexes_of(board, args.enemy_air, "--enemy-air hex"),
                          hexes_of(board, args.friendly, "--friendly hex"),
                          hexes_of(board, args.friendly_air, "--friendly-air hex"),
                          hexes_of(board, args.partisans, "--partisans hex"), control(game, board, args),
                          hexes_of(board, args.no_ezoc, "--no-ezoc hex"))
    both = (around.enemy_ground | around.enemy_air) & (around.friendly_ground | around.friendly_air)
    if both:
        raise RulesError(f"enemy units cannot share a hex: {', '.join(sorted(both))} is given as both enemy and "
                         "friendly")
    return around


def _hexes(n: int) -> str:
    return f"{n} hex" if n == 1 else f"{n} hexes"


def _refuse(args, data: dict, text: list[str], message: str) -> int:
    if args.json:
        _emit(args, data, text)
    raise RulesError(message)


# air-move ----------------------------------------------------------------------------------------------

def around(friendly_help: str = "a hex with a friendly ground unit") -> tuple:
    """The units and markers around a hex, as the air and logistics calculators take them."""
    return (arg("--enemy", action="append", metavar="HEX", help="a hex with an enemy ground unit (repeatable)"),
            arg("--enemy-air", action="append", metavar="HEX", help="a hex with an enemy air unit (repeatable)"),
            arg("--friendly", action="append", metavar="HEX", help=friendly_help + " (repeatable)"),
            arg("--friendly-air", action="append", metavar="HEX", help="a hex with another friendly air unit"),
            arg("--partisans", action="append", metavar="HEX", help="a hex with an enemy Partisans marker"),
            arg("--no-ezoc", action="append", metavar="HEX", help="a hex with a No EZOC marker"),
            arg("--scenario", help="city control from this scenario's control markers"),
            arg("--marked", nargs="*", metavar="HEX", help=MARKED_HELP),
            arg("--control", action="append", metavar="[SIDE:]HEX", help=CONTROL_HELP))


WEATHER = arg("--weather", choices=["fair", "poor", "severe"], default="fair", fill="weather")


def _air_move_example(ex) -> str:  # back to the hex it is set up in, from a neighbour
    from printkit.rules import hexes

    (_, mine), _ = ex.side_units("air")[:2]
    sp = hexes.spec(ex.board)
    home = next(p.location for sc in ex.game.scenarios.values() for p in sc.setup if p.counter == mine[0].id
                and sp.is_label(p.location))
    return f"{sp.neighbors(home)[0]} {home} --unit {mine[0].id} --end-only"


@command("air-move", "may an air unit move from one hex to another, how far, at what MP",
         GAME,
         arg("hexes", nargs=2, metavar="HEX", help="the start hex and the end hex"),
         arg("--unit", required=True, help="the air unit (counter id or unique label)"),
         arg("--sorties", type=whole, default=0, help="the unit's Sorties now (default 0)"),
         arg("--supply", choices=["full", "low", "no"], default="full", help="its Supply State (MP)"),
         arg("--displaced", action="store_true", help="a ground unit entered its hex (Air Displacement)"),
         arg("--end-only", action="store_true", help="only whether the move may end there (no MP question)"),
         *around(),
         JSON,
         needs=(HEX, param("air_movement")), answers="an air unit's move", example=_air_move_example,
         form="air-move PIECE HEX")
def air_move(args) -> int:
    from printkit.commands.hexgame_cmds import _hex, _hexmap
    from printkit.rules.air_moves import end_refusals, move

    game = load(args.game)
    board = _hexmap(game)
    c = counter(game, args.unit)
    who = name(game, c)
    if domain(game, c) != "air":
        raise RulesError(f"{who} is a ground unit: only an air unit performs air movement; a ground unit moves by "
                         "ground movement (`printkit path`)")
    start, end = (_hex(board, h, "hex") for h in args.hexes)
    around = surroundings(game, board, args)
    side = faction(game, c)
    from printkit.rules import sorties as sorties_rules

    sorties_rules.check(game, args.sorties, "--sorties")  # whatever else the options say (--end-only too)
    if args.end_only:
        refusals = end_refusals(game, board, side, end, around)
        data = {"unit": c.id, "to": end, "legal_end": not refusals, "refusals": refusals}
        text = [f"{who} may end an air move in {end}" if not refusals else f"{who} may not end an air move in {end}"]
        text += [f"  {r}" for r in refusals]
        return _refuse(args, data, text, f"{who} may not end an air move in {end}: {refusals[0]}") if refusals \
            else _emit(args, data, text)
    r = move(game, board, side, start, end, args.sorties, args.supply, around, args.displaced)
    r["unit"] = c.id
    head = f"{who}, {start} -> {end}: {_hexes(r['hexes'])}" + (" (displaced)" if args.displaced else "")
    text = [head]
    text += [f"  not allowed: {why}" for why in r["refusals"]]
    if r["cost"] is None:
        text.append(f"  MP: unknown ({r['allowance']} MP available; the air MP cost per hex is not printed in the "
                    f"rulebook: fill in {r['fill_in']})")
    else:
        text.append(f"  MP: {r['cost']} of {r['allowance']}")
    if not r["refusals"]:
        text.append(f"  Sorties afterwards: {r['sorties_after']}")
    if r["refusals"] and args.displaced:
        from printkit.rules.air_moves import displacement_nowhere
        from printkit.rules.citations import cited

        r["nowhere"] = displacement_nowhere(game)
        text.append("  " + cited(f"if it has no hex it may end in, it is {r['nowhere']} and its Sorties removed", game,
                                 "air_displacement"))
    if r["refusals"]:
        return _refuse(args, r, text, f"{head}: not allowed: {r['refusals'][0]}")
    if r["cost"] is None:
        _emit(args, r, text)
        raise RulesError(f"whether {who} can fly {r['hexes']} hexes is unknown: fill in {r['fill_in']}",
                         fill_in=r["fill_in"])
    return _emit(args, r, text)


# air-strike ----------------------------------------------------------------------------------------------

def _unit_at(game, board, ref: str, at: str, sorties: int | None, what: str) -> dict:
    from printkit.commands.hexgame_cmds import _hex
    from printkit.rules import sorties as sorties_rules

    c = counter(game, ref, what)
    return {"id": c.id, "label": name(game, c), "type": c.type, "side": c.side, "faction": faction(game, c),
            "domain": domain(game, c), "hex": _hex(board, at, f"{what} hex"),
            "sorties": sorties_rules.check(game, sorties or 0, f"{what} sorties")}


def _air_strike_example(ex) -> str:
    (_, mine), (_, theirs) = ex.side_units("air")[:2]
    a, b = ex.pair
    return f"--unit {mine[0].id} --at {a} --target {theirs[0].id} --target-at {b}"


@command("air-strike", "may a fighter fly an Air Strike at an enemy air unit",
         GAME,
         arg("--unit", required=True, help="the phasing fighter (counter id or label)"),
         arg("--at", required=True, metavar="HEX", help="the fighter's hex"),
         arg("--sorties", type=whole, default=0),
         arg("--target", required=True, help="the enemy air unit attacked"),
         arg("--target-at", required=True, metavar="HEX"),
         JSON,
         needs=(HEX, param("air_strike")), answers="an air strike", example=_air_strike_example,
         form="air-strike PIECE TARGET")
def air_strike(args) -> int:
    from printkit.commands.hexgame_cmds import _hexmap
    from printkit.rules.air_support import strike

    game = load(args.game)
    board = _hexmap(game)
    a = _unit_at(game, board, args.unit, args.at, args.sorties, "unit")
    t = _unit_at(game, board, args.target, args.target_at, 0, "target")
    r = strike(game, board, a, t)
    r.update(unit=a["id"], target=t["id"])
    head = f"{a['label']} in {a['hex']} -> {t['label']} in {t['hex']}: {r['distance']} of {r['range']} hexes"
    text = [head + (": may fly the Air Strike (an air combat; no Sortie added when the activation ends)"
                    if r["allowed"] else "")]
    text += [f"  not allowed: {why}" for why in r["refusals"]]
    if not r["allowed"]:
        return _refuse(args, r, text, f"{head}: not allowed: {r['refusals'][0]}")
    return _emit(args, r, text)


# air-support ---------------------------------------------------------------------------------------------

def _fighter(game, board, spec: str) -> dict:
    ref, at, rest = spec.partition("@")
    if not at:
        raise RulesError(f"--fighter is UNIT@HEX or UNIT@HEX:SORTIES, got {spec!r}")
    hex_, _, sorties = rest.partition(":")
    if sorties and not sorties.isdigit():
        raise RulesError(f"--fighter {spec!r}: the Sorties after ':' must be a whole number")
    return _unit_at(game, board, ref, hex_, int(sorties) if sorties else 0, "fighter")


def _air_support_example(ex) -> str:
    ex.side_units("air")[1]  # two sides with air units
    (_, att), (_, dfn) = ex.units[:2]
    return f"--defender {dfn[0].id} --defender-at {ex.pair[0]} --attacker {att[0].id}"


@command("air-support", "which fighters may fly Air Support to a ground combat, and its effect",
         GAME,
         arg("--defender", required=True, help="the defending ground unit"),
         arg("--defender-at", required=True, metavar="HEX"),
         arg("--attacker", action="append", required=True, help="an attacking ground unit (repeatable)"),
         arg("--fighter", action="append", metavar="UNIT@HEX[:SORTIES]",
             help="a fighter that might fly: its counter id @ its hex, and :its Sorties (repeatable)"),
         arg("--commit", action="append", metavar="UNIT", help="a fighter committed to the combat (up to one a side)"),
         arg("--result", help="the air combat's CRT result when both sides committed (e.g. DR+2)"),
         WEATHER,
         JSON,
         needs=(HEX, param("air_support")), answers="air support in a ground combat", example=_air_support_example,
         form="air-support DEFENDER ATTACKER... [--commit PIECE]")
def air_support(args) -> int:
    from printkit.commands.hexgame_cmds import _hex, _hexmap
    from printkit.rules.air_support import candidates, check_commitments, commit

    game = load(args.game)
    board = _hexmap(game)
    d = counter(game, args.defender, "defender")
    attackers = [counter(game, a, "attacker") for a in args.attacker]
    for u in [d, *attackers]:
        if domain(game, u) != "ground":
            raise RulesError(f"{name(game, u)} is not a ground unit: Air Support helps a ground combat")
    if {faction(game, u) for u in attackers} & {faction(game, d)}:
        raise RulesError(f"{name(game, d)} cannot be attacked by its own faction")
    where = _hex(board, args.defender_at, "--defender-at hex")
    fighters = [_fighter(game, board, f) for f in args.fighter or ()]
    rows = candidates(game, board, where, d.side, [a.side for a in attackers], fighters, faction(game, attackers[0]))
    by_id = {r["id"]: r for r in rows}
    chosen: dict[str, list[dict]] = {"attacker": [], "defender": []}
    for ref in args.commit or ():
        cid = counter(game, ref, "fighter").id
        if cid not in by_id:
            raise RulesError(f"committed fighter {ref!r} is not among the --fighter units")
        row = by_id[cid]
        if not row["eligible"]:
            raise RulesError(f"{row['label']} may not fly Air Support: {row['refusals'][0]}")
        chosen[row["for"]].append(row)
    check_commitments(game, chosen)
    committed = {s: (u[0] if u else None) for s, u in chosen.items()}
    if args.result and not all(committed.values()):
        raise RulesError("--result is the air combat's result: there is an air combat only when both sides commit "
                         "an air unit")
    out = commit(game, args.weather, committed, args.result)
    data = {"defender": d.id, "defender_at": where, "fighters": rows, **out}
    text = [f"Air Support to the combat against {name(game, d)} in {where}, {args.weather} weather "
            f"(Air Support DRM {'unknown' if out['drm'] is None else format(out['drm'], '+d')}):"]
    for r in rows:
        text.append(f"  {r['label']} in {r['hex']} ({r['sorties']} Sorties, {_hexes(r['distance'])}) for the {r['for']}: "
                    + ("eligible" if r["eligible"] else "not eligible: " + "; ".join(r["refusals"])))
    if args.commit:
        if out["air_combat"] and args.result is None:
            text.append("  both sides committed a fighter: an air combat decides (the ground attacker attacks); "
                        "give --result, or see `air-combat`")
        for s in ("attacker", "defender"):
            got = out["receives"][s]
            if committed[s] or out["air_combat"]:
                text.append(f"  {s}: " + ("receives Air Support" if got else
                                          ("as the air combat decides" if out["air_combat"] and args.result is None
                                           else "unknown") if got is None else "no Air Support") + (f"; Sorties afterwards {out['sorties_after'][s]}"
                                                               if out["sorties_after"].get(s) is not None else ""))
    flags = [f"--{s}-air" for s in ("attacker", "defender") if out["receives"].get(s)]
    if flags and out["drm"] is not None:
        text.append(f"  in the ground combat: Air Support {out['drm']:+d} for the side receiving it "
                    f"(`drm ... {' '.join(flags)}`)")
    for f in out["fill_in"] + ([out["drm_fill_in"]] if out["drm_fill_in"] else []):
        text.append(f"  not printed in the rulebook: fill in {f}")
    _emit(args, data, text)
    unknown = out["fill_in"] or (args.commit and out["drm_fill_in"])
    if unknown:
        raise RulesError(f"part of the answer is unknown: fill in {(out['fill_in'] or [out['drm_fill_in']])[0]}",
                         fill_in=(out["fill_in"] or [out["drm_fill_in"]])[0])
    return 0


# air-combat ----------------------------------------------------------------------------------------------

def _air_unit(game, ref: str | None, side: str):
    """The air unit named for one side of an air combat (its nationality and Elite star set its DRMs), or None."""
    if ref is None:
        return None
    c = counter(game, ref, f"{side} air unit")
    if domain(game, c) != "air":
        raise RulesError(f"{name(game, c)} is not an air unit: an air combat is fought between air units")
    return c


@command("air-combat", "air combat: exact distribution of results, Sorties and Effect",
         GAME,
         arg("--attacker-drm", type=whole, help="the attacker's total air DRM (default: itemized)"),
         arg("--defender-drm", type=whole, help="the defender's total air DRM (default: itemized)"),
         arg("--attacker-unit", help="the attacking air unit (counter id or label): its nationality DRM"),
         arg("--defender-unit", help="the defending air unit (counter id or label): its nationality DRM"),
         arg("--attacker-sorties", type=whole, default=0),
         arg("--defender-sorties", type=whole, default=0),
         arg("--attacker-supply", choices=["full", "low", "no"], default="full"),
         arg("--defender-supply", choices=["full", "low", "no"], default="full"),
         arg("--partisans", action="store_true", help="an enemy Partisans marker is in the defender's hex"),
         arg("--action", choices=["air_support", "air_strike"], default="air_support",
             help="the Action that caused the combat (default air_support)"),
         arg("--result", help="one CRT result to apply (e.g. DR+2) instead of the distribution"),
         WEATHER,
         JSON,
         needs=(chart("air_drm"),), answers="air combat results", example=lambda ex: "--attacker-drm 1 --defender-drm 0",
         form="air-combat ATTACKER DEFENDER")
def air_combat(args) -> int:
    from printkit.rules import air_combat as ac
    from printkit.rules import sorties as sorties_rules
    from printkit.rules.bounds import within

    game = load(args.game, ("sides", "unit_types", "counters", "charts", "parameters"))
    sorties_rules.check(game, args.attacker_sorties, "--attacker-sorties")
    sorties_rules.check(game, args.defender_sorties, "--defender-sorties")
    if args.result:
        e = ac.apply(game, args.result, args.action, args.attacker_sorties, args.defender_sorties)
        text = [f"Air combat result {args.result} ({args.action.replace('_', ' ')}):"]
        for s in ("attacker", "defender"):
            added = e[f"{s}_sorties"]
            text.append(f"  {s}: " + (f"+{added} Sortie{'' if added == 1 else 's'}, {getattr(args, s + '_sorties')} -> {e[s + '_after']}"
                                      if added is not None else "Sorties added unknown"))
        text.append("  effect: " + ("unknown" if e["effect"] is None else
                                    {"both": "each side receives Air Support", "attacker": "the attacker receives Air "
                                     "Support", "defender": "the defender receives Air Support",
                                     "neither": "no side receives Air Support"}.get(str(e["effect"]), str(e["effect"]))))
        text += [f"  not printed in the rulebook: fill in {f}" for f in e["fill_in"]]
        _emit(args, e, text)
        if e["fill_in"]:
            raise RulesError(f"the effect of {args.result} is partly unknown: fill in {e['fill_in'][0]}",
                             fill_in=e["fill_in"][0])
        return 0
    from printkit.rules.bounds import TECHNICAL_MAX
    from printkit.rules.crt import applied

    halv = {"attacker": 0, "defender": 0}
    drms = {"attacker": args.attacker_drm, "defender": args.defender_drm}
    units = {s: _air_unit(game, getattr(args, f"{s}_unit"), s) for s in drms}
    items = None
    if args.attacker_drm is None or args.defender_drm is None:
        items = ac.drm_items(game, args.weather, args.partisans, args.attacker_supply, args.defender_supply,
                             *(bool(u and "elite" in u.traits) for u in units.values()),
                             *(u.side if u else None for u in units.values()))
        for s in drms:
            if drms[s] is None:
                drms[s] = items[s]["total"]
    for s, v in drms.items():
        if v is not None:
            within(f"--{s}-drm", v, -TECHNICAL_MAX, TECHNICAL_MAX,
                   "a side's DRM total; beyond the cap it is applied as the cap")
    for s, supply in (("attacker", args.attacker_supply), ("defender", args.defender_supply)):
        halv[s] = (args.weather == "severe") + (supply == "no")
    if items is not None and any(v is None for v in drms.values()):
        text = ["Air combat DRMs:"]
        for s in ("attacker", "defender"):
            text.append(f"  {s}: " + ", ".join(f"{i['label']} {'unknown' if i['value'] is None else format(i['value'], '+d')}"
                                               for i in items[s]["items"]))
        paths = [f for s in ("attacker", "defender") for f in items[s]["unknown"]]
        text.append(f"  not printed in the rulebook: fill in {paths[0]} (or give --attacker-drm and --defender-drm)")
        _emit(args, {"drm": items, "fill_in": paths}, text)
        raise RulesError(f"the air combat DRM is unknown: fill in {paths[0]}", fill_in=paths[0])
    r = ac.distribution(game, drms["attacker"], drms["defender"], halv["attacker"], halv["defender"], args.action,
                        args.attacker_sorties, args.defender_sorties)
    r.update(attacker_drm=drms["attacker"], defender_drm=drms["defender"], halvings=halv)
    text = [f"Air combat: attacker DRM {applied(game, drms['attacker'])}, defender DRM "
            f"{applied(game, drms['defender'])}, {args.weather} weather ({r['outcomes']} equally likely die pairs)"]
    if items is not None:
        for s in ("attacker", "defender"):
            text.append(f"  {s} DRM: " + (", ".join(f"{i['label']} {i['value']:+d}" for i in items[s]["items"])
                                          or "none"))
    for k, v in sorted(r["results"].items(), key=lambda kv: -kv[1]):
        text.append(f"  {k:10} {v:7.2%}")
    if r["unknown_results"]:
        text.append(f"  {'unknown':10} {r['unknown_results']:7.2%}  (CRT cells not printed in the rulebook: "
                    f"{len(r['unknown_cells'])} cells; fill in charts.crt.cells)")
    text.append("  Sorties afterwards (attacker/defender): " + ", ".join(f"{k} {v:.2%}" for k, v in
                                                                     r["sorties_after"].items()))
    text.append(f"  {args.action.replace('_', ' ')} effect: " + ", ".join(
        [f"{k} {v:.2%}" for k, v in r["effect"].items()] + ([f"unknown {r['unknown_effect']:.2%}"]
                                                              if r["unknown_effect"] else [])))
    return _emit(args, r, text)
