"""Find, read, build and check a game file: the one way data enters printkit."""

from __future__ import annotations

import os
from pathlib import Path

from printkit.errors import DataError, Issue, PrintkitError


def data_dir() -> Path:
    """Where game files live: $PRINTKIT_DATA, ./data, or the data/ beside the package."""
    if os.environ.get("PRINTKIT_DATA"):
        return Path(os.environ["PRINTKIT_DATA"])
    here = Path.cwd() / "data"
    if here.is_dir():
        return here
    return Path(__file__).resolve().parents[2] / "data"


def game_ids() -> list[str]:
    """Ids of every game in the data directory."""
    return sorted(p.stem for p in data_dir().glob("*.yaml"))


def resolve(ref: str) -> Path:
    """A game id ('little_war') or a path to a YAML file -> the file's path."""
    p = Path(ref)
    if p.suffix in (".yaml", ".yml") or os.sep in ref or "/" in ref:
        if not p.is_file():
            raise PrintkitError(f"{ref}: no such file")
        return p
    f = data_dir() / f"{ref}.yaml"
    if not f.is_file():
        known = ", ".join(game_ids()) or "none"
        raise PrintkitError(f"unknown game {ref!r}; games in {data_dir()}: {known} (or give a path to a YAML file)")
    return f


def display_name(path: Path) -> str:
    """The path as the user should see it (relative to the working directory when possible)."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def check_glyphs(marked, font: str = "DejaVuSans") -> list[Issue]:
    """Every text value must be drawable in the kit's font: a missing glyph is an error, not a box."""
    from printkit.fonts import missing_glyphs

    issues = []

    def walk(value, path):
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, path + (k,))
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, path + (i,))
        elif isinstance(value, str):
            missing = missing_glyphs(value, font)
            if missing:
                chars = ", ".join(f"{c!r} (U+{ord(c):04X})" for c in missing)
                issues.append(marked.issue(path, f"the font {font} has no glyph for {chars}"))

    walk(marked.data, ())
    return issues


def load_game(ref: str, glyphs: bool = False):
    """Load and validate a game; DataError with every issue if anything is wrong."""
    from printkit.load.marked import read_marked
    from printkit.load.schema import build
    from printkit.load.xref import Checker
    from printkit.model.game import Game

    path = resolve(ref)
    name = display_name(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise DataError([Issue(name, 1, 1, "", f"the file is not UTF-8 text ({exc.reason} at byte {exc.start})")])
    except OSError as exc:
        raise PrintkitError(f"{name}: cannot read: {exc.strerror}") from None
    marked, issues = read_marked(name, text)
    if issues and marked.data is None:
        raise DataError(issues)
    game, more = build(Game, marked)
    issues += more
    if game is not None:
        issues += Checker(game, marked).run()
    if glyphs:
        issues += check_glyphs(marked)
    if issues:
        raise DataError(issues)
    return game
