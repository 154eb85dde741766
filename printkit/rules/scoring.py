"""Victory by VP difference and the VP score from Prestige and held areas."""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.params import cite, param


def by_difference(game, vps: dict[str, int]) -> dict:
    """The side with more VP wins a level of victory read by the difference."""
    from printkit.rules.ranges import lookup

    for side, v in vps.items():
        if v < 0:
            raise RulesError(f"{side} VP must be 0 or more, got {v}")
    (s1, v1), (s2, v2) = vps.items()
    diff = abs(v1 - v2)
    entry = lookup(game, param(game, "victory_chart", "the victory calculator"), diff)
    winner = None if v1 == v2 else (s1 if v1 > v2 else s2)
    return {"difference": diff, "winner": winner, "result": entry.result}


def area_by_ref(board, ref: str):
    """An area by id or printed name, case-insensitive (typographic apostrophes match plain ones)."""
    key = ref.casefold().replace("\u2019", "'")
    for a in board.areas:
        if key in (a.id.casefold(), a.name.casefold().replace("\u2019", "'")):
            return a
    raise RulesError(f"no area {ref!r} on the map; areas: {', '.join(a.name for a in board.areas)}")


def score(game, prestige: int, combat_turns: bool, areas: list[str]) -> dict:
    """Prestige alone without Combat Turns; else half the Prestige (round up) + the VP of held areas."""
    from printkit.rules import bounds

    bounds.prestige(game, "--prestige", prestige)
    if areas and not combat_turns:
        raise RulesError(f"{cite(game, 'score_map')}: areas score only if one or more Combat Turns were played "
                         "(add --combat-turns)")
    board = game.maps[param(game, "score_map", "the score calculator")]
    held, total = [], 0
    for ref in areas:
        a = area_by_ref(board, ref)
        if a.id in held:
            raise RulesError(f"area {a.name} given twice")
        if a.vp is None:
            raise RulesError(f"{board.source.split(',')[0]}: {a.name} has no Victory Point value (only the areas "
                             "the map marks with one score)")
        held.append(a.id)
        total += a.vp
    vp = prestige if not combat_turns else -(-prestige // 2) + total
    return {"vp": vp, "areas": held, "area_vp": total}
