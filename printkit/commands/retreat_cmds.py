"""`printkit retreat GAME`: where a defending unit may retreat on an area map (6.23)."""

from __future__ import annotations

from printkit.commands.calc_cmds import _emit
from printkit.errors import RulesError
from printkit.load.game_loader import load_game as _load


def retreat(args) -> int:
    from printkit.model.boards import AreaMap
    from printkit.rules.area_retreat import retreat as run
    from printkit.rules.scoring import area_by_ref

    game = _load(args.game, parts=("maps", "parameters"))
    boards = [b for b in game.maps.values() if isinstance(b, AreaMap)]
    if not boards:
        raise RulesError(f"{game.id} has no area map: retreats here are area-map retreats (Rule 6.23)")
    board = boards[0]
    names = {a.id: a.name for a in board.areas}

    def ref(text: str) -> str:
        return area_by_ref(board, text).id

    frm = ref(args.from_area)
    to = ref(args.to) if args.to else None
    r = run(board, frm, to, args.role, args.disrupted, {ref(a) for a in args.enemy or ()},
            {ref(a) for a in args.attackers_from or ()})
    head = f"A {'disrupted' if args.disrupted else 'undisrupted'} defending unit in {names[frm]} " + \
           ("must retreat (Rule 6.23)" if r["must"] else "may retreat or stay (Rule 6.23)")
    text = [head, "  may retreat to: " + (", ".join(names[a] for a in r["legal"]) or "nowhere")]
    text += [f"  not to {names[a]}: {why}" for a, why in r["refused"].items()]
    if r["damaged"]:
        text.append("  it must retreat and cannot: it is damaged (Rule 6.23)")
    if to is not None and not r["allowed"]:
        if args.json:
            _emit(args, r, text)
        raise RulesError(f"a retreat from {names[frm]} to {names.get(to, to)} is not allowed: {r['why']} (Rule 6.23)")
    if to is not None:
        text.insert(1, f"  to {names[to]}: allowed")
    return _emit(args, r, text)
