"""Cross-references of scenario forces and kit options: sides, set-up zones, fire support assets, the compass."""

from __future__ import annotations

HEX_SIDES = ("N", "NE", "SE", "S", "SW", "NW")  # of a flat-topped hex: the directions a compass can print


def check(game, marked, failed=frozenset()) -> list:
    """Issues for forces naming a side, zone or asset the game lacks, and a compass parameter that is not a list."""
    issues = []

    def bad(path, message, ref=None):
        if ref is None or ref not in failed:
            issues.append(marked.issue(path, message))

    zones = {z for board in game.maps.values() for z in (getattr(board, "zones", None) or {})}
    for sid, sc in game.scenarios.items():
        for i, force in enumerate(getattr(sc, "forces", ()) or ()):
            path = ("scenarios", sid, "forces", i)
            if force.side not in game.sides:
                bad(path + ("side",), f"no side {force.side!r}; sides are: {', '.join(game.sides)}", force.side)
            if force.zone is not None and force.zone not in zones:
                bad(path + ("zone",), f"no set-up zone {force.zone!r} on any map", force.zone)
            for j, fs in enumerate(force.fire_support):
                if fs.asset not in game.fire_support:
                    bad(path + ("fire_support", j, "asset"),
                        f"no fire support asset {fs.asset!r}; assets are: {', '.join(game.fire_support) or 'none'}", fs.asset)
        owners = set(game.sides) | {s.faction for s in game.sides.values() if s.faction}
        for i, rule in enumerate(getattr(sc, "victory_rules", ()) or ()):
            path = ("scenarios", sid, "victory_rules", i)
            if rule.zone is not None and rule.zone not in zones:
                bad(path + ("zone",), f"no zone {rule.zone!r} on any map", rule.zone)
            if rule.zone is not None and rule.faction is not None and rule.faction not in owners:
                bad(path + ("faction",), f"no side {rule.faction!r}; sides are: {', '.join(game.sides)}", rule.faction)
            if rule.zone is not None and rule.winner not in owners | {"draw"}:
                bad(path + ("winner",), f"winner must be a side or 'draw', found {rule.winner!r}", rule.winner)
    compass = game.kit.compass
    if compass is not None:
        value = game.parameters[compass].value if compass in game.parameters else None
        if not (isinstance(value, list) and sorted(map(str, value)) == sorted(HEX_SIDES)):
            bad(("kit", "compass"), f"kit.compass names {compass!r}, which must be a parameter listing the six "
                                    f"hex-side directions {', '.join(HEX_SIDES)} in die order")
    return issues
