"""validate and audit: check game files and report their provenance."""

from __future__ import annotations

import json
from printkit.commands.registry import GAME, GAME_HELP, JSON, arg, command

from printkit.errors import DataError, PrintkitError
from printkit.load.game_loader import game_ids, load_game


@command("validate", "check game files; every problem at once",
         arg("games", nargs="*", metavar="GAME", help=GAME_HELP + " (default: all)"), kind="tool")
def validate(args) -> int:
    """Validate every named game (all of data/ when none is named); report every problem."""
    refs = args.games or game_ids()
    if not refs:
        raise PrintkitError("no games to validate: data/ holds no .yaml files")
    failed = 0
    for ref in refs:
        try:
            game = load_game(ref, glyphs=True)
        except DataError as exc:
            failed += 1
            print(exc, flush=True)
            continue
        except PrintkitError as exc:
            failed += 1
            print(f"error: {exc}", flush=True)
            continue
        n = game.counters.count() if game.counters else 0
        print(f"{ref}: ok ({n} counters, {len(game.maps)} map(s), {len(game.charts)} charts, "
              f"{len(game.scenarios)} scenario(s))")
    return 1 if failed else 0


@command("schema", "print the game file format as a JSON Schema (draft 2020-12), for editors",
         arg("--reference", action="store_true", help="print the reference of every key instead (Markdown: "
                                                      "docs/reference.md)"),
         arg("--calculators", action="store_true", help="print the calculators and the data each reads instead "
                                                        "(Markdown: docs/calculators.md)"),
         kind="tool")
def schema(args) -> int:
    """Print the game format, generated from the model: a JSON Schema, or the key reference."""
    import sys

    if args.calculators:
        from printkit.commands.calculators_doc import markdown as text
    elif args.reference:
        from printkit.spec.reference import markdown as text
    else:
        from printkit.spec.json_schema import text
    sys.stdout.write(text())
    return 0


@command("audit", "provenance of every dataset: printed / derived / reconstructed / unknown", GAME, JSON,
         kind="tool")
def audit(args) -> int:
    """Print every dataset with its status and its cells by status; reconstructed play values apart, listed."""
    from printkit.audit import audit as run, partly_printed, totals
    from printkit.model.play_values import listing

    game = load_game(args.game)
    rows = run(game)
    partly = partly_printed(game)
    plays = listing(game)
    if args.json:
        print(json.dumps({"game": game.id, "as_printed": game.as_printed, "datasets": [r.as_dict() for r in rows],
                          "totals": totals(rows), "partly_printed": partly, "play_values": plays},
                         indent=2, ensure_ascii=False))
        return 0
    print(f"{game.title} ({game.id}) - provenance audit" + (" (as printed: play values withheld)" if game.as_printed
                                                             else ""))
    print(f"{'dataset':34} {'status':14} {'printed':>8} {'derived':>8} {'reconstr.':>9} {'play val.':>9} "
          f"{'unknown':>8}  source")
    for r in rows:
        c = r.as_dict()["cells"]
        print(f"{r.name:34} {r.status:14} {c['printed']:8} {c['derived']:8} {c['reconstructed']:9} "
              f"{c['play_value']:9} {c['unknown']:8}  {r.source}")
    t = totals(rows)
    print(f"{'total':34} {'':14} {t['printed']:8} {t['derived']:8} {t['reconstructed']:9} {t['play_value']:9} "
          f"{t['unknown']:8}")
    print("play val.: reconstructed play values - values the published components print and the rulebook text "
          "does not, supplied to fit it (--as-printed withholds them)")
    if partly:
        print("counted as derived or reconstructed, but with fields the text prints:")
        for p in partly:
            print(f"  {p['dataset']} {p['record']}: {', '.join(p['printed'])} printed; the rest {p['status']}")
    if plays:
        print(f"reconstructed play values: {sum(p['count'] for p in plays)} in {len(plays)} datasets")
        for p in plays:
            why = " ".join((p["notes"][0] if p["notes"] else "no note given").split())
            print(f"  {p['path']}: {p['count']} - {why[:150] + ('...' if len(why) > 150 else '')}")
    return 0
