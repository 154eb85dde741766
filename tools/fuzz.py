"""Seeded mutation fuzzer for game files: every input must end in success or a located DataError.

    python tools/fuzz.py --inputs 50000 [--build-every 25] [--seed 1] [--jobs 2] [GAME ...]

Each input is one game file (data/*.yaml) with one or more mutations applied to its text (among them ids that
name files set to path-like, colliding or longest-legal names, face texts to hostile templates, and texts to
their longest legal length). It is
validated as `printkit build` would (glyph check included); a DataError must locate every issue at an
in-range line and column. One input in `--build-every` that validates is also rendered (PDF + SVG, one
paper, in memory): every SVG must parse as XML and every PDF must open; and every calculator that
`make bench` runs for that game must answer or refuse (exit 0 or 1), never raise. Anything else is a failure,
reported with the seed that reproduces it (`--replay SEED`). Output ends with `N passed, N failed`.

`--focus session` types mutated lines and loads mutated saves in `printkit play` (every failure one message,
never an internal error); `--focus manifest` reads mutated kit manifests (a shape printkit writes, or none).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
import traceback

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCALARS = ["text", "0", "-1", "7", "3.5", "1e309", "-1e309", str(10 ** 400), "-" + str(10 ** 30), ".inf", "-.inf",
           ".nan", "[1, 2]", "{a: 1}", "null", "~", "''", "true", "[]", "{}", "0x7fffffffffffffff", "'\\u0007'",
           "\"\\x1b[31m\"", "\"\\uffff\"", "\"😀\"", "'../../etc/passwd'", "/tmp/x", "-0", "999999999", "1_000"]
STRANGE = ["\x07", "\x1b", "\x00", "\ufeff", "\u2028", "\u0085", "\u202e", "😀", "\U0010fffd", "\t", "\r", "<", "&",
           "\"", "'", "]]>", "\\", "{{", "%"]


def mutate(text: str, rng: random.Random) -> str:
    """Apply 1-3 random mutations to a YAML text."""
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        text = rng.choice(MUTATIONS)(text, rng)
    return text


def _lines(text):
    return text.split("\n")


def _is_value_line(line: str) -> bool:
    return ":" in line and not line.lstrip().startswith("#")


def _rewrite(text, rng, rewrite, pick=_is_value_line):
    """Replace one line that `pick` accepts by `rewrite(line, rng)` (a string, or a list of lines)."""
    lines = _lines(text)
    cands = [i for i, line in enumerate(lines) if pick(line)]
    if not cands:
        return text
    i = rng.choice(cands)
    new = rewrite(lines[i], rng)
    lines[i:i + 1] = new if isinstance(new, list) else [new]
    return "\n".join(lines)


def _key(line: str) -> str:
    return line.partition(":")[0]


def byte_flip(text, rng):
    if not text:
        return text
    i = rng.randrange(len(text))
    return text[:i] + chr(rng.randrange(32, 127)) + text[i + 1:]


def delete_line(text, rng):
    return _rewrite(text, rng, lambda line, r: [], pick=lambda line: True)


def duplicate_line(text, rng):
    return _rewrite(text, rng, lambda line, r: [line, line], pick=lambda line: True)


def swap_scalar(text, rng):
    return _rewrite(text, rng, lambda line, r: f"{_key(line)}: {r.choice(SCALARS)}")


def _swap_item(line, rng):
    parts = line.split(",")
    j = rng.randrange(len(parts))
    key, sep, _ = parts[j].rpartition(":")
    value = rng.choice(SCALARS)
    parts[j] = f"{key}: {value}" if sep else (" " + value if j else parts[j][:1] + value)
    return ",".join(parts)


def swap_flow_item(text, rng):
    """Change one number or word inside a flow collection ({a: 1, b: 2} or [x, y])."""
    return _rewrite(text, rng, _swap_item, pick=lambda line: ("{" in line or "[" in line) and "," in line)


def rename_key(text, rng):
    def rename(line, r):
        head, sep, tail = line.partition(":")
        indent = head[: len(head) - len(head.lstrip())]
        return f"{indent}{r.choice(['zzz', 'id', 'name', 'x', head.strip() + '_'])}{sep}{tail}"

    return _rewrite(text, rng, rename)


REFERENCES = ("id:", "location:", "type:", "side:", "country:", "adjacent:", "chart:")


def dangling_id(text, rng):
    """Point a reference at an id that does not exist, or repeat an existing id."""
    def dangle(line, r):
        head, sep, tail = line.partition(":")
        new = f"{head}{sep} {r.choice(['nowhere', 'ghost-1', tail.strip(), '[ghost, nowhere]'])}"
        return [new, new] if r.random() < 0.3 else new

    return _rewrite(text, rng, dangle, pick=lambda line: any(k in line for k in REFERENCES))


def deep_nesting(text, rng):
    depth = rng.choice((50, 500, 1000, 5000))
    nested = "[" * depth + "]" * depth if rng.random() < 0.5 else "{a: " * depth + "1" + "}" * depth
    return _rewrite(text, rng, lambda line, r: f"{_key(line)}: {nested}")


def long_string(text, rng):
    return _rewrite(text, rng, lambda line, r: f"{_key(line)}: {'W' * r.choice((300, 5000, 200000))}")


def strange_character(text, rng):
    def insert(line, r):
        j = r.randrange(line.index(":") + 1, len(line) + 1)
        return line[:j] + r.choice(STRANGE) + line[j:]

    return _rewrite(text, rng, insert)


def truncate(text, rng):
    cut = text[: rng.randrange(len(text))]
    return cut.rstrip("\n") if rng.random() < 0.5 else cut


SIZES = ("columns:", "rows:", "size:", "quantity:", "hex_size:", "rect:", "at:", "total:")


def huge_grid(text, rng):
    """Make a size, count or range enormous."""
    values = ['[1, 100000000]', '[-5, 99999]', '1e12in', '[0, 0]', '-3', '100000', '0mm', '[1e308, 1e308]',
              '[.nan, 2]', '99999mm']
    return _rewrite(text, rng, lambda line, r: f"{_key(line)}: {r.choice(values)}",
                    pick=lambda line: any(k in line for k in SIZES))


# Face texts, hostile and legal: only the unit's fields, with bounded formats, validate (printkit/face_text.py)
TEMPLATES = ["{cv}", "{label}", "{rank}", "{cv:>32}", "{label:^32.12}", "{cv:0>32}", "{cv:.12f}", "{{cv}}", "{cv:>33}",
             "{cv:>30000000}", "{label.__class__.__mro__}", "{label.nope}", "{cv[0]}", "{nope}", "{}", "{0}",
             "{label!r}", "{cv:{label}}", "{", "}", "{label:d}", "{cv:c}", "{cv:%}", "{movement}", "{range:>2}"]
FACE_TEXTS = ("value:", "top:", "bottom:", "side_text:", "corner:", "mark:", "text:")


def _set_value(line: str, key: str, value: str) -> str:
    """The line with the value after `key` replaced by `value` (up to the next ',' or '}' in a flow mapping,
    taking a quoted value whole)."""
    at = line.index(key) + len(key)
    tail = line[at:].lstrip()
    if tail[:1] in ('"', "'"):
        close = tail.find(tail[0], 1)
        end = close + 1 if close > 0 else len(tail)
    elif "{" in line[:at]:
        end = min((i for i in (tail.find(","), tail.find("}")) if i >= 0), default=len(tail))
    else:
        end = len(tail)
    return f"{line[:at]} {value}{tail[end:]}"


def face_template(text, rng):
    """A counter face text (value, top, corner ...) set to a template, legal or hostile."""
    def put(line, r):
        key = next(k for k in FACE_TEXTS if k in line)
        return _set_value(line, key, f'"{r.choice(TEMPLATES)}"')

    return _rewrite(text, rng, put, pick=lambda line: any(k in line for k in FACE_TEXTS))


FREE_TEXTS = ("title:", "name:", "label:", "note:", "text:", "special_rules:", "abbreviation:", "adjective:")


def longest_text(text, rng):
    """A title, name, label or note of the longest legal length (or one character over), of words or one run."""
    from printkit.load.schema import MAX_SHORT, MAX_TEXT, SHORT

    def put(line, r):
        key = next(k for k in FREE_TEXTS if k in line)
        most = MAX_SHORT if key[:-1] in SHORT else MAX_TEXT
        n = most + r.choice((0, 0, 0, 1))
        words = r.choice(("Lorem ipsum dolor sit amet ", "W", "Ж", "Щит и меч "))
        value = (words * (n // len(words) + 1))[:n]
        return _set_value(line, key, f'"{value}"')

    return _rewrite(text, rng, put, pick=lambda line: any(k in line for k in FREE_TEXTS) and ">" not in line
                    and "|" not in line)


HOSTILE_IDS = ["../../../../elsewhere/x", "/tmp/abs", "javascript:alert(1)", "counters", "counter_face", "aid_1",
               "setup-2", "makers_notes", "map", "a" * 64, "a" * 65, "Upper", "a b", "x\\y", "main", "faction-card",
               "card", "standard", "en"]


def hostile_id(text, rng):
    """An id that names a file (map, display, counter, chit, card, scenario), everywhere it is written, set to
    a long, colliding or path-like name: the ids must be slugs and their files must not collide."""
    import re

    ids = re.findall(r"(?m)^  ([a-z0-9_-]+):\n    kind: ", text)  # maps and displays
    ids += re.findall(r"\bid: ([a-z0-9][a-z0-9_-]*)[,}\n]", text)  # counters, chits, cards ...
    ids += re.findall(r"(?m)^  ([a-z0-9_]+):\n    title: ", text)  # scenarios
    if not ids:
        return text
    old = rng.choice(sorted(set(ids)))
    new = rng.choice(HOSTILE_IDS + [old + "-" + "x" * (63 - len(old)), old.replace("-", "_"), old.replace("_", "-")])
    quoted = new if re.fullmatch(r"[a-z0-9_-]+", new) else '"' + new.replace("\\", "\\\\") + '"'
    return re.sub(rf"(?<![\w/-]){re.escape(old)}(?![\w-])", lambda m: quoted, text)


MUTATIONS = [byte_flip, delete_line, duplicate_line, swap_scalar, swap_scalar, swap_flow_item, swap_flow_item,
             rename_key, dangling_id, dangling_id, deep_nesting, long_string, strange_character, truncate, huge_grid,
             face_template, longest_text, hostile_id]


def _parameter_lines(text) -> set[int]:
    """Indexes of the lines inside the top-level `parameters:` block."""
    inside, found = False, set()
    for i, line in enumerate(_lines(text)):
        if line and not line[0].isspace() and not line.startswith("#"):
            inside = line.startswith("parameters:")
        elif inside and line.strip():
            found.add(i)
    return found


def parameter_mutation(text, rng):
    """One scalar, flow item or line of the `parameters:` block swapped, deleted or duplicated: the values the
    resolvers read (their shapes must be checked at load, so no calculator meets one it cannot handle)."""
    lines = _parameter_lines(text)
    kind = rng.choice((swap_scalar, swap_scalar, swap_flow_item, swap_flow_item, swap_flow_item, delete_line,
                       duplicate_line, dangling_id))
    numbered = set(lines)
    picks = {swap_scalar: _is_value_line, swap_flow_item: lambda line: ("{" in line or "[" in line) and "," in line,
             delete_line: lambda line: True, duplicate_line: lambda line: True,
             dangling_id: lambda line: ":" in line}
    # _rewrite picks among lines accepted by `pick`; count lines as it scans them so only this block is eligible
    state = {"i": -1}

    def pick(line):
        state["i"] += 1
        return state["i"] in numbered and picks[kind](line)

    rewrite = {swap_scalar: lambda line, r: f"{_key(line)}: {r.choice(SCALARS)}", swap_flow_item: _swap_item,
               delete_line: lambda line, r: [], duplicate_line: lambda line, r: [line, line],
               dangling_id: lambda line, r: f"{_key(line)}: {r.choice(['nowhere', 'ghost-1', '[ghost, nowhere]'])}"}
    return _rewrite(text, rng, rewrite[kind], pick=pick)


def check_located(issues, text: str) -> list[str]:
    """Problems with the issues' locations (line past the end, column past the line)."""
    try:
        from printkit.load.marked import split_lines
    except ImportError:  # measuring an older printkit (before/after numbers)
        def split_lines(t):
            return t.split("\n")

    lines = split_lines(text)
    bad = []
    for i in issues:
        if not (1 <= i.line <= max(1, len(lines))):
            bad.append(f"line {i.line} of {len(lines)}: {i}")
        elif not (1 <= i.col <= len(lines[i.line - 1]) + 1):
            bad.append(f"column {i.col} of {len(lines[i.line - 1]) + 1}: {i}")
    return bad


def build_check(game) -> list[str]:
    """Render the kit in memory (A4, PDF + SVG); every SVG must parse and every PDF must open."""
    import io
    import xml.etree.ElementTree as ET
    from pathlib import Path

    import pdfplumber

    from printkit.errors import PrintkitError
    from printkit.kit import render_kit
    from printkit.layout.sheets import Options

    try:
        files = render_kit(game, ["pdf", "svg"], ["a4"], Path("out"), Options())
    except RecursionError:
        return ["RecursionError in the build"]
    except PrintkitError as exc:
        return [] if "\n" not in str(exc) else [f"build error of more than one line: {exc!s:.200}"]
    from printkit.kit import folder_name
    from printkit.paths import name_problem

    bad = []
    folder = Path("out") / folder_name(game)
    for path in files:  # every file a plain name inside the kit folder: nothing written outside --out
        rel = path.relative_to(folder).as_posix() if path.is_relative_to(folder) else None
        if rel is None or name_problem(rel):
            bad.append(f"{str(path)[:80]}: a file outside the kit folder or not a plain name")
    for path, data in files.items():
        if path.suffix == ".svg":
            try:
                ET.fromstring(data)
            except ET.ParseError as exc:
                bad.append(f"{path.name}: SVG does not parse: {exc}")
        elif path.suffix == ".pdf" and path.name.endswith("-kit-a4.pdf"):
            try:
                with pdfplumber.open(io.BytesIO(data)) as pdf:
                    len(pdf.pages)
            except Exception as exc:  # noqa: BLE001 - any failure to open is the finding
                bad.append(f"{path.name}: PDF does not open: {type(exc).__name__}")
    return bad


def calculators_check(game_file: str, text: str) -> list[str]:
    """Run every calculator `make bench` runs for this game against the mutated file: exit 0 or 1 only."""
    import contextlib
    import io
    import tempfile

    sys.path.insert(0, os.path.join(ROOT, "tools"))
    from bench import CALCULATORS

    from printkit.cli import main

    game_id = os.path.basename(game_file)[:-5]
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, f"{game_id}.yaml")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        for argv in CALCULATORS.get(game_id, []):
            argv = [path if a == game_id else a for a in argv]
            sink = io.StringIO()
            try:
                with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                    code = main(argv)
            except Exception as exc:  # noqa: BLE001 - a traceback a user would see
                tb = traceback.extract_tb(exc.__traceback__)[-1]
                bad.append(f"{argv[0]}: {type(exc).__name__} at {os.path.basename(tb.filename)}:{tb.lineno}: {exc!s:.100}")
                continue
            if code not in (0, 1):
                bad.append(f"{argv[0]}: exit {code}")
            elif "internal error" in sink.getvalue():  # a bug the CLI's last-resort handler caught
                bad.append(f"{argv[0]}: {sink.getvalue().strip()[:160]}")
    return bad


WORDS = ["", "x", "-1", "0", "7", "²", "٣", "9" * 5000, "1e309", "'", '"', "\\", "''", "a b", "--json", "--roll",
         "--turn", "99999999", "-99999999", "\u2028", "\x1b[31m", "😀", "=", "x=", "=y", "..", "/tmp", "NaN", "{cv}"]


def session_lines(game, rng: random.Random) -> list[str]:
    """A few typed lines: commands of `printkit play` with words of the game and hostile words."""
    from printkit.session import calculators, vocabulary
    from printkit.session.shell import POSITION_COMMANDS

    position = [c for c in POSITION_COMMANDS if c not in ("quit", "save", "map")]  # (no files written here)
    commands = position * 3 + list(calculators.calculator_names()) + ["help", "frobnicate"]
    pool = (vocabulary.locations(game)[:200] + vocabulary.counters(game) + vocabulary.sides(game)
            + list(game.scenarios) + ["turn", "weather", "control", "supply=low", "disrupted"])
    out = []
    for _ in range(rng.randint(1, 6)):
        words = [rng.choice(pool) if rng.random() < 0.6 else rng.choice(WORDS) for _ in range(rng.randint(0, 4))]
        line = " ".join([rng.choice(commands)] + words)
        if rng.random() < 0.2:
            i = rng.randrange(len(line) + 1)
            line = line[:i] + rng.choice(STRANGE + ["\x00", "x" * 70_000]) + line[i:]
        out.append(line)
    return out


def run_session(game_file: str, seed: int) -> tuple[str, str]:
    """Typed lines and a mutated save through an in-process session: every failure one message, no internal
    error, the position still one the game allows."""
    import contextlib
    import io
    import tempfile

    import yaml

    from printkit.load.game_loader import load_game
    from printkit.session.position import Position
    from printkit.session.shell import Session

    rng = random.Random(seed)
    game = load_game(game_file)
    scenario = rng.choice([None] + list(game.scenarios))
    start = Position.from_scenario(game, scenario)
    name = os.path.basename(game_file)
    with tempfile.TemporaryDirectory() as tmp:
        save = os.path.join(tmp, "p.yaml")
        with open(save, "w", encoding="utf-8") as f:
            f.write(mutate(yaml.safe_dump(start.to_data(), sort_keys=False, allow_unicode=True), rng))
        lines = [line.replace("FILE", save) for line in session_lines(game, rng)] + [f"load {save}", "show"]
        shell = Session(game, game_file, start, interactive=False, stdin=io.StringIO(""), stdout=io.StringIO())
        err = io.StringIO()
        try:
            with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
                for line in lines:
                    if shell.onecmd(line):
                        break
        except Exception as exc:  # noqa: BLE001 - the session would have ended
            return "fail", f"seed {seed} ({name}) session: {type(exc).__name__}: {exc!s:.120}"
    if "the command failed (" in err.getvalue() or "internal error" in err.getvalue():
        found = next(l for l in err.getvalue().splitlines() if "the command failed (" in l or "internal error" in l)
        return "fail", f"seed {seed} ({name}) session: {found[:200]}"
    return "ok", ""


def run_manifest(seed: int) -> tuple[str, str]:
    """A mutated kit manifest: read_manifest gives a manifest of the shape printkit writes, or None; never raises."""
    import json
    import tempfile
    from pathlib import Path

    from printkit.outputs import manifest_problem, read_manifest

    rng = random.Random(seed)
    manifest = {"game": "g", "lang": None, "formats": ["pdf", "svg"], "papers": ["a4"], "duplex": "long",
                "back_offset_mm": [0.0, 0.0], "source_sha256": "0" * 64,
                "files": {f"a4/c-{i}.svg": {"bytes": i, "sha256": "a" * 64} for i in range(3)}}
    text = mutate(json.dumps(manifest, indent=1), rng)
    with tempfile.TemporaryDirectory() as tmp:
        Path(tmp, "manifest.json").write_text(text, encoding="utf-8", errors="surrogatepass")
        try:
            got = read_manifest(Path(tmp))
        except Exception as exc:  # noqa: BLE001
            return "fail", f"seed {seed} manifest: {type(exc).__name__}: {exc!s:.120}"
    if got is not None and manifest_problem(got) is not None:
        return "fail", f"seed {seed} manifest: accepted one of the wrong shape"
    return ("ok" if got is not None else "located"), ""


def run_one(game_file: str, seed: int, build: bool, focus: str = "all") -> tuple[str, str]:
    """('ok'|'located'|'built'|'fail', detail) for one seeded input."""
    from printkit.errors import DataError, PrintkitError

    if focus == "session":
        return run_session(game_file, seed)
    if focus == "manifest":
        return run_manifest(seed)
    try:
        from printkit.load.game_loader import validated
    except ImportError:  # an older printkit
        from printkit.load.game_loader import _validated as validated

    with open(game_file, encoding="utf-8") as f:
        original = f.read()
    rng = random.Random(seed)
    text = parameter_mutation(original, rng) if focus == "parameters" else mutate(original, rng)
    name = os.path.basename(game_file)
    try:
        game = validated(name, text, glyphs=True)
    except DataError as exc:
        bad = check_located(exc.issues, text)
        return ("fail", f"seed {seed} ({name}): unlocated issue: {bad[0]}") if bad else ("located", "")
    except PrintkitError as exc:
        return "fail", f"seed {seed} ({name}): PrintkitError without location: {exc!s:.200}"
    except RecursionError:
        return "fail", f"seed {seed} ({name}): RecursionError"
    except Exception as exc:  # noqa: BLE001 - any other exception is a traceback a user would see
        tb = traceback.extract_tb(exc.__traceback__)[-1]
        return "fail", f"seed {seed} ({name}): {type(exc).__name__} at {os.path.basename(tb.filename)}:{tb.lineno}: {exc!s:.120}"
    if not build and focus != "parameters":
        return "ok", ""
    bad = calculators_check(game_file, text)
    if bad:
        return "fail", f"seed {seed} ({name}) calculator {bad[0]}"
    if not build:
        return "ok", ""
    try:
        bad = build_check(game)
    except Exception as exc:  # noqa: BLE001
        tb = traceback.extract_tb(exc.__traceback__)[-1]
        return "fail", f"seed {seed} ({name}) build: {type(exc).__name__} at {os.path.basename(tb.filename)}:{tb.lineno}: {exc!s:.120}"
    return ("fail", f"seed {seed} ({name}) build: {bad[0]}") if bad else ("built", "")


def _work(job):
    return run_one(*job)


def campaign(games: list[str], inputs: int, seed: int, build_every: int, jobs: int, focus: str = "all") -> dict:
    """Run `inputs` seeded inputs spread over the games; counts and failures."""
    files = [os.path.join(ROOT, "data", f"{g}.yaml") for g in games]
    plan = [(files[i % len(files)], seed * 1_000_003 + i, build_every > 0 and i % build_every == 0, focus)
            for i in range(inputs)]
    counts = {"ok": 0, "located": 0, "built": 0, "fail": 0}
    failures: dict[str, str] = {}
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.imap_unordered(_work, plan, chunksize=16)
            for kind, detail in results:
                counts[kind] += 1
                if detail:
                    failures.setdefault(_kind_of(detail), detail)
    else:
        for job in plan:
            kind, detail = _work(job)
            counts[kind] += 1
            if detail:
                failures.setdefault(_kind_of(detail), detail)
    return {"counts": counts, "failures": failures}


def _kind_of(detail: str) -> str:
    """Group failures by what and where, not by seed."""
    return detail.split(": ", 1)[1].split(": ")[0] if ": " in detail else detail


def main(argv=None) -> int:
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*")
    ap.add_argument("--inputs", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--build-every", type=int, default=4)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--focus", choices=("all", "parameters", "session", "manifest"), default="all",
                    help="parameters: mutate only the parameters block, and run the calculators on every valid input; "
                         "session: typed lines and mutated saves through printkit play; manifest: mutated kit manifests")
    ap.add_argument("--replay", type=int, metavar="SEED", help="print the mutated text of one seed and its outcome")
    args = ap.parse_args(argv)
    sys.path.insert(0, ROOT)
    from printkit.load.game_loader import game_ids

    games = args.games or game_ids()
    if args.replay is not None:
        for g in games:
            print(run_one(os.path.join(ROOT, "data", f"{g}.yaml"), args.replay, True, args.focus))
        return 0
    start = time.perf_counter()
    result = campaign(games, args.inputs, args.seed, args.build_every, args.jobs, args.focus)
    c = result["counts"]
    print(f"fuzz: {args.inputs} inputs over {', '.join(games)} in {time.perf_counter() - start:.1f} s: "
          f"{c['ok'] + c['built']} valid ({c['built']} built), {c['located']} located errors, {c['fail']} failures "
          f"({len(result['failures'])} kinds)")
    for kind, detail in sorted(result["failures"].items()):
        print(f"  {detail}")
    print(f"{c['ok'] + c['built'] + c['located']} passed, {c['fail']} failed")
    return 1 if c["fail"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
