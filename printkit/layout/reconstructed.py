"""Saying so once per component: the "(reconstructed)" caption of a table, chart, counter key or card sheet
that holds reconstructed play values (printkit.model.play_values), never a mark in every cell.

A kit built --as-printed holds none, so its captions are the rulebooks' own.
"""

from __future__ import annotations

from printkit.layout.i18n import CATALOG, t
from printkit.model import play_values

WORD = "reconstructed"
CATALOG.setdefault("ru", {}).update({WORD: "реконструкция"})


def caption(lang: str | None, title: str, reconstructed: bool) -> str:
    """The title, with "(reconstructed)" once when what it heads holds play values."""
    return f"{title} ({t(lang, WORD)})" if reconstructed else title


def chart_caption(game, chart) -> str:
    return caption(game.lang, chart.title, play_values.chart_play_values(chart) > 0)


def counters_reconstructed(game, counter_set) -> bool:
    """Whether a counter sheet's counters print play values (their ratings, CVs or ranks)."""
    return play_values.counter_play_values(game, counter_set) > 0


def parameters_reconstructed(game, names) -> bool:
    """Whether any of the named parameters is a play value (computed tables built on them say so)."""
    return any(play_values.is_play(game.parameters[n]) and play_values.holds(game.parameters[n])
               for n in names if n in game.parameters)
