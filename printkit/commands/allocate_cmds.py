"""`printkit allocate GAME`: check an allocation of hits and give each unit's result."""

from __future__ import annotations

from printkit.commands.calc_cmds import _emit
from printkit.errors import RulesError, UsageError
from printkit.load.game_loader import load_game as _load
from printkit.rules.citations import paren, rule
from printkit.commands.registry import GAME, JSON, arg, command, param, whole


def _split(words: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for w in words:
        ref, eq, k = w.partition("=")
        if ref in out:
            raise RulesError(f"{ref} is given twice; give each unit once with all its hits")
        if not eq:
            out[ref] = -1  # filled in below when it is the only unit
            continue
        try:
            out[ref] = int(k)
        except ValueError:
            raise UsageError(f"--to {w}: expected UNIT=HITS with a whole number of hits") from None
    return out


@command("allocate", "who takes the hits: check an allocation, each unit's result",
         GAME,
         arg("--hits", type=whole, required=True, help="hits scored on these units"),
         arg("--to", dest="allocation", nargs="+", action="extend", required=True, metavar="UNIT=HITS",
             help="each involved enemy unit (counter id) and the hits it receives (0 allowed)"),
         arg("--role", choices=["defender", "attacker"], default="defender",
             help="the units receiving the hits attacked or defended (default defender)"),
         arg("--disrupted", action="append", default=[], metavar="UNIT",
             help="a unit that was disrupted when the hits were inflicted (repeatable)"),
         arg("--air-to-air", action="store_true", help="air-to-air combat hits on air units"),
         arg("--area", help="the Battle area: also list where the units may retreat"),
         arg("--enemy", action="append", metavar="AREA", help="with --area: an adjacent area holding undisrupted "
                                                             "enemy units"),
         arg("--attackers-from", action="append", metavar="AREA",
             help="with --area: an area the attacking units entered the Battle area from"),
         JSON,
         needs=(param("hit_result_defender"),), answers="each unit's result from allocated hits",
         example=lambda ex: f"--hits 1 --to {ex.units[0][1][0].id}=1", short=("--hits", "--to*"))
def allocate(args) -> int:
    from printkit.rules.bounds import within
    from printkit.rules.hit_allocation import RESULT_WORDS, allocate as run, with_retreats

    game = _load(args.game, parts=("parameters", "counters", "sides", "unit_types", "maps"))
    allocation = _split(args.allocation)
    if -1 in allocation.values():
        if len(allocation) != 1:
            raise RulesError("with several units, say how many hits each receives: UNIT=HITS")
        allocation = {ref: args.hits for ref in allocation}
    _hits_bound(game, args.hits)
    r = run(game, args.hits, allocation, args.role, args.disrupted, args.air_to_air)
    board = None
    if args.area:
        from printkit.model.boards import AreaMap
        from printkit.rules.scoring import area_by_ref

        boards = [b for b in game.maps.values() if isinstance(b, AreaMap)]
        if not boards:
            raise RulesError(f"{game.title} has no area map: --area names a Battle area of one")
        board = boards[0]
        area = area_by_ref(board, args.area).id
        with_retreats(game, board, area, r, {area_by_ref(board, a).id for a in args.enemy or ()},
                      {area_by_ref(board, a).id for a in args.attackers_from or ()})
    who = "attacking" if args.role == "attacker" else "defending"
    kind = "air-to-air " if args.air_to_air else ""
    text = [f"{args.hits} {kind}hit(s) on the {who} units" + (f" in {_area_name(board, r['area'])}" if board else "")
            + paren(game, "air_to_air" if args.air_to_air else "hit_allocation")]
    if args.role == "attacker":
        text.append("  the Attacker allocated his hits first; the Defender now allocates these"
                    + paren(game, "hit_allocation"))
    for u in r["units"]:
        why = f", {u['why']}" if u.get("why") else ""
        cite = f" ({u['rule']})" if u["rule"] else ""
        if u["status"] in ("derived", "reconstructed") and not u.get("why"):
            cite = f" ({u['status']} from {u['rule']}; the rulebook prints no result for this case)" if \
                u["status"] == "reconstructed" else f" ({u['rule']}, derived)"
        state = " (disrupted)" if u["disrupted"] else ""
        text.append(f"  {u['name']}{state}, CV {u['cv']}: {u['hits']} hit(s): {RESULT_WORDS.get(u['result'], u['result'])}"
                    f"{why}{cite}")
    if board is not None and any(u["result"] in ("retreat", "disrupt_or_retreat", "stay_or_retreat") for u in r["units"]):
        names = {a.id: a.name for a in board.areas}
        text.append("  a retreat may go to: " + (", ".join(names[a] for a in r["retreat_to"]) or "nowhere")
                    + paren(game, "retreat_after_hits"))
        text += [f"  not to {names[a]}: {w}" for a, w in r["retreat_refused"].items()]
        for u in r["units"]:
            text += [f"  {u['name']} not to {names[a]}: {w}" for a, w in u.get("retreat_closed", {}).items()]
    return _emit(args, r, text)


def _hits_bound(game, hits: int) -> None:
    """Hits are at most the dice a side can roll: every ground unit's CV, a die per air unit, the terrain dice
    (each die may score a hit)."""
    from printkit.rules.bounds import most_per_side, within

    cv, side = most_per_side(game, "ground", cv=True)
    air, _ = most_per_side(game, "air")
    terrain = game.parameters.get("terrain_dice")
    extra = sum(terrain.value.values()) if terrain is not None and isinstance(terrain.value, dict) else 0
    within("--hits", hits, 0, cv + air + extra, f"one side rolls at most {cv + air + extra} dice: the {side} ground "
                                                f"units' {cv} CV, {air} air dice and {extra} terrain dice"
                                                + (f", {rule(game, 'hit_dice')}" if rule(game, "hit_dice") else ""))


def _area_name(board, area_id: str) -> str:
    return next(a.name for a in board.areas if a.id == area_id)
