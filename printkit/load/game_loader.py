"""Find, read, build and check a game file: the one way data enters printkit."""

from __future__ import annotations

import os

from printkit.errors import DataError, Issue, PrintkitError

# os.path rather than pathlib here: this module is on the calculators' import path (see `make bench`).


def data_dir() -> str:
    """Where game files live: $PRINTKIT_DATA, ./data, or the data/ beside the package."""
    if os.environ.get("PRINTKIT_DATA"):
        return os.environ["PRINTKIT_DATA"]
    if os.path.isdir("data"):
        return "data"
    return os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "data")


def game_ids() -> list[str]:
    """Ids of every game in the data directory."""
    folder = data_dir()
    names = os.listdir(folder) if os.path.isdir(folder) else []
    return sorted(n[:-5] for n in names if n.endswith(".yaml"))


def resolve(ref: str) -> str:
    """A game id ('little_war') or a path to a YAML file -> the file's path."""
    if ref.endswith((".yaml", ".yml")) or os.sep in ref or "/" in ref:
        if not ref.endswith((".yaml", ".yml")):
            raise PrintkitError(f"{ref}: not a game file (give a game id or a path ending in .yaml)")
        if not os.path.isfile(ref):
            raise PrintkitError(f"{ref}: no such file")
        return ref
    f = os.path.join(data_dir(), f"{ref}.yaml")
    if not os.path.isfile(f):
        known = ", ".join(game_ids()) or "none"
        raise PrintkitError(f"unknown game {ref!r}; games in {data_dir()}: {known} (or give a path to a YAML file)")
    return f


def source_sha256(ref: str) -> str:
    """The sha256 of a game file's bytes (recorded in a kit's manifest)."""
    import hashlib

    with open(resolve(ref), "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def display_name(path: str) -> str:
    """The path as the user should see it (relative to the working directory when inside it)."""
    rel = os.path.relpath(os.path.abspath(path))
    return path if rel.startswith("..") else rel


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


_LOADED: dict = {}  # cache key -> validated game, in this process (keyed by content: an edited file reloads)
_KEY_OF: dict = {}  # id of a game in _LOADED -> its key (those games stay alive, so an id is not reused)


def cache_key(game) -> str | None:
    """The cache key a game was loaded under in this process (what was drawn from it may be cached under it too),
    or None for a game not loaded by load_game (a copy made from one, a test's own)."""
    key = _KEY_OF.get(id(game))
    return key if key is not None and _LOADED.get(key) is game else None

AS_PRINTED = False  # the process's default: `printkit ... --as-printed` sets it for the command it runs (cli.main)


PALETTE = None  # the process's palette variant: `printkit build --ink low` / `--palette colourblind` set it (cli.main)


def palette_mode(variant: str | None) -> str | None:
    """Set the palette variant games load in ('lowink', 'colourblind' or None: as declared); the old setting."""
    global PALETTE
    old, PALETTE = PALETTE, variant
    return old


def as_printed_mode(on: bool) -> bool:
    """Set whether games load as printed by default (every reconstructed play value withheld); the old setting."""
    global AS_PRINTED
    old, AS_PRINTED = AS_PRINTED, bool(on)
    return old


def load_game(ref: str, glyphs: bool = False, parts: tuple[str, ...] | None = None, lang: str | None = None,
              as_printed: bool | None = None):
    """Load and validate a game; DataError with every issue if anything is wrong.

    Without the glyph check (the calculators' path) a validated game is cached by content hash, so a
    table-side command skips YAML parsing and validation (see printkit.load.cache). `parts` keeps only
    those parts of the game (Game.part): a calculator then unpickles, and imports, only what it uses.
    `lang` picks the language of a game written in several (`languages:`); PrintkitError if it has no such one.
    `as_printed` (default: the process's mode, AS_PRINTED) withholds every reconstructed play value, once,
    here: the game as the rulebooks print it (printkit.model.play_values), for every command alike.
    """
    from printkit.load import cache

    printed_only = AS_PRINTED if as_printed is None else as_printed

    path = resolve(ref)
    name = display_name(path)
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as exc:
        raise PrintkitError(f"{name}: cannot read: {exc.strerror}") from None
    key = cache.key(raw) + ("-" + "+".join(parts) if parts else "") + (f"-{lang}" if lang else "") \
        + ("-as-printed" if printed_only else "") + (f"-{PALETTE}" if PALETTE else "")
    if not glyphs and key in _LOADED:  # a long-lived process (printkit play) loads each game once
        return _LOADED[key]
    if not glyphs:
        game = cache.get(key)
        if game is not None:
            _remember(key, game)
            return game
    glyph_key = _glyph_key(key) if glyphs else None  # a build: the game as validated with the glyph check too
    if glyph_key:
        if glyph_key in _LOADED:  # the glyph check passed in this process already (the tests build many kits)
            return _LOADED[glyph_key]
        game = cache.get(glyph_key)
        if game is not None:
            _remember(glyph_key, game)
            return game
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError([Issue(name, 1, 1, "", f"the file is not UTF-8 text ({exc.reason} at byte {exc.start})")])
    game = validated(name, text, glyphs, lang)
    if printed_only:
        from printkit.model.play_values import as_printed as withheld

        game = withheld(game)
    if PALETTE:  # once, here: the painters draw the colours the model holds (printkit.model.palette)
        from printkit.model.palette import apply

        game = apply(game, PALETTE)
    if parts:
        game = game.part(parts)
    cache.put(key, game)
    if glyph_key:
        cache.put(glyph_key, game)
        _remember(glyph_key, game)
    _remember(key, game)
    return game


def _remember(key: str, game) -> None:
    _LOADED[key] = game
    _KEY_OF.setdefault(id(game), key)


def _glyph_key(key: str) -> str | None:
    """The cache key of a game that also passed the glyph check: the game's key and the font files' sizes
    and times (other fonts, another check). None when a font is missing (the build then says so)."""
    from printkit.fonts import FONT_FILES, font_path

    try:
        stamps = [(str(p), p.stat().st_size, p.stat().st_mtime_ns) for p in map(font_path, sorted(FONT_FILES))]
    except (PrintkitError, OSError):
        return None
    import zlib

    return f"{key}-glyphs-{zlib.crc32(repr(stamps).encode()):08x}"


def validated(name: str, text: str, glyphs: bool, lang: str | None = None):
    """Parse, build and check a game's text (in `lang`); DataError with every issue, else the Game."""
    from printkit.load.marked import read_marked
    from printkit.load.schema import build
    from printkit.load.xref import Checker
    from printkit.model.game import Game

    marked, issues = read_marked(name, text)
    if issues and marked.data is None:
        raise DataError(issues)
    game, more, failed = build(Game, marked, lang)
    issues += more
    if game is not None and lang is not None and lang not in game.languages:
        known = ", ".join(game.languages) or "only its own (no `languages:` list)"
        raise PrintkitError(f"{name}: no language {lang!r} in this game (languages: {known})")
    if game is not None:
        from printkit.model.record import replace

        game = replace(game, lang=lang or (game.languages[0] if game.languages else None))
    if game is not None:
        from printkit.load import limits

        from printkit.load import names

        bounded, sound = limits.check(game, marked, issues)
        issues += bounded + names.check(game, marked)
        if sound:
            from printkit.load import faces

            issues += faces.check(game, marked)
        if sound:
            from printkit.load import maker_checks, parameter_shapes, xref_forces

            issues += Checker(game, marked, failed).run()
            issues += xref_forces.check(game, marked, failed)
            issues += parameter_shapes.check(game, marked, failed)
            issues += maker_checks.check(game, marked)
    if marked.data is not None:
        from printkit.load import play_value_check

        issues += play_value_check.check(marked)
    if glyphs:
        issues += check_glyphs(marked)
    if issues:
        raise DataError(issues)
    return game
