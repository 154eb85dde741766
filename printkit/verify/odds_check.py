"""Read-back of the odds card: every printed row equals what the resolvers give (printkit.rules.odds)."""

from __future__ import annotations


def expected_rows(game) -> dict[str, list[list[str]]]:
    """Table id -> rows as the card must print them (in the kit's language)."""
    from printkit.layout.i18n import t
    from printkit.rules.odds import sections

    return {s["id"]: [[t(game.lang, c) if c else c for c in row] for row in s["rows"]] for s in sections(game)}


def check_odds(game, pages, where: str, rep) -> None:
    from printkit.verify.sheet_rows import _compare_rows, _rows_by_marker, _unknown_cells

    want = expected_rows(game)
    if not want:
        return
    if not rep.check(pages is not None, f"{where}: odds card missing"):
        return
    got = _rows_by_marker(pages)
    unknown = _unknown_cells(pages)
    for table_id, rows in want.items():
        rep.check(table_id in got, f"{where}: odds card has no table {table_id}")
        _compare_rows(table_id, rows, got.get(table_id, {}), unknown, where, rep)
