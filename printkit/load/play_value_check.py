"""Checks of the play-value flag (printkit.model.play_values), located in the game file.

`play_value: true` marks a reconstructed play value, so it goes only with `status: reconstructed` (its own, or
the dataset's it inherits), and only where `--as-printed` can withhold it: a parameter, a unit type's ratings,
a counter, a card, a chart or its entries, a scenario force, its fire support or a victory rule.
"""

from __future__ import annotations

# The places a play value may stand (a path of keys; '*' any key or index), as the game file nests them.
PLACES = [tuple(p.split(".")) for p in (
    "parameters.*", "unit_types.*", "counters", "counters.pieces.*", "chits", "chits.pieces.*", "cards",
    "cards.cards.*", "charts.*", "charts.*.cells.*.*", "charts.*.entries.*", "charts.*.items.*",
    "charts.*.columns.*.results.*", "charts.*.arrows.*", "scenarios.*.forces.*", "scenarios.*.forces.*.fire_support.*",
    "scenarios.*.victory_rules.*")]
WHERE = ("a parameter, a unit type, the counters or chits (or one of them), the cards (or one), a chart (or a "
         "cell, entry, item or arrow of it), or a scenario's force, fire support or victory rule")
SET_BY_LOADER = {"as_printed": "build with --as-printed instead",
                 "palette": "build with --ink low or --palette colourblind instead"}


def _fits(path: tuple) -> bool:
    return any(len(p) == len(path) and all(a == "*" or a == str(b) for a, b in zip(p, path)) for p in PLACES)


def check(marked) -> list:
    """Every misplaced or unreconstructed play_value flag in the marked game file, each a located Issue."""
    issues: list = []
    data = marked.data
    if isinstance(data, dict):
        for key in SET_BY_LOADER:
            if key in data:
                issues.append(marked.issue((key,), f"{key!r} is set by printkit, not by the game file "
                                                   f"({SET_BY_LOADER[key]})", key=True))

    def walk(value, path: tuple, inherited) -> None:
        if isinstance(value, dict):
            status = value.get("status") if isinstance(value.get("status"), str) else inherited
            flag = value.get("play_value")
            if flag is True:
                if status != "reconstructed":
                    issues.append(marked.issue(path + ("play_value",), "play_value: true marks a reconstructed play "
                                               f"value, so it needs status: reconstructed (here: {status or 'none'})"))
                elif not _fits(path) or (path[:1] == ("charts",) and len(path) == 2 and value.get("kind") == "steps"):
                    issues.append(marked.issue(path + ("play_value",), "--as-printed cannot withhold a play value here; "
                                               f"it may mark {WHERE}"))
            for k, v in value.items():
                if k not in ("play_value", "status") and isinstance(v, (dict, list)):
                    walk(v, path + (k,), status)
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, path + (i,), inherited)

    walk(data, (), None)
    return issues

