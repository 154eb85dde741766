#!/usr/bin/env python3
"""Benchmark: wall time (median of fresh processes) and peak memory of the CLI paths users wait for.

Targets on a 2-core machine: a calculator command <= 60 ms median; a game's whole kit (PDF and SVG,
A4 and Letter) < 2 s, all four kits < 3 s together; the anchor sheet within 1.5x of bare reportlab. Prints a
table; exits 0 (it measures, it does not judge - read the numbers).

Builds render PDFs and SVG pages in two processes when a CPU is free (printkit.render.jobs); each whole-kit
build is timed with PRINTKIT_JOBS=2 (two processes) and PRINTKIT_JOBS=1 (one), side by side in the same run. printkit's modules are byte-compiled first
(`compileall`), as an installed package is: with PYTHONDONTWRITEBYTECODE set, every run would otherwise
compile them from source. BENCH_PARTS=calc,anchor,kits,extra picks parts (default: all).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

PY = sys.executable
CLI = os.path.join(os.path.dirname(PY), "printkit")  # the console script, as users run it
CALC_RUNS = int(os.environ.get("BENCH_CALC_RUNS", "21"))
BUILD_RUNS = int(os.environ.get("BENCH_BUILD_RUNS", "3"))
CALC_BUDGET_MS = 60
KIT_BUDGET_S = 2.0

CALCULATORS = {
    "little_war": [
        ["hits", "little_war", "--dice", "4", "--terrain", "woods", "--air", "1"],
        ["hits", "little_war", "--dice", "6", "--json"],
        ["victory", "little_war", "--hungarian-vp", "5", "--json"],
        ["raid", "little_war", "--air-cv", "4"],
        ["recovery", "little_war", "--units", "3"],
        ["card", "little_war", "7", "Spades"],
        ["allocate", "little_war", "--hits", "2", "--to", "sk-inf-2=1", "sk-irr=1", "--area", "sobrance",
         "--enemy", "ungvar"],
    ],
    "case_blue": [
        ["hex", "case_blue", "neighbors", "3155", "--json"],
        ["hex", "case_blue", "distance", "3055", "3060", "--json"],
        ["hex", "case_blue", "info", "3255"],
        ["crt", "case_blue", "--attacker", "4", "--defender", "6", "--json"],
        ["drm", "case_blue", "--attacker", "ger-1pz", "--defender", "ussr-62", "--weather", "poor", "--city",
         "--attacker-air", "--defender-air", "--defender-reduced", "--tanks", "defender", "--json"],
        ["combat", "case_blue", "--attacker-drm", "1", "--defender-drm", "0", "--json"],
        ["move-cost", "case_blue", "--from", "3155", "--to", "3156", "--attack"],
        ["supply", "case_blue", "--side", "soviet", "--hex", "2959", "--json"],
        ["supply", "case_blue", "--side", "axis", "--hex", "3153", "--enemy", "3053", "--friendly", "3052",
         "--scenario", "case_blue_1942"],
        ["weather", "case_blue", "--month", "Mar", "--roll", "5"],
        ["path", "case_blue", "3155", "3254", "3255", "--enemy", "3156", "--enemy", "2955", "--enemy", "3157"],
        ["turn", "case_blue", "--from", "Nov-42", "--later", "2"],
        ["entry", "case_blue", "--scenario", "case_blue_1942", "--counter", "ussr-4air", "--roll", "2"],
        ["air-move", "case_blue", "3153", "3152", "--unit", "ger-4luf", "--sorties", "2", "--end-only", "--json"],
        ["air-strike", "case_blue", "--unit", "ger-4luf", "--at", "3153", "--target", "ussr-3air", "--target-at",
         "3156", "--json"],
        ["air-support", "case_blue", "--defender", "ussr-62", "--defender-at", "3155", "--attacker", "ger-4pz",
         "--fighter", "ger-4luf@3153:3", "--fighter", "ussr-3air@3156:2", "--commit", "ger-4luf", "--commit",
         "ussr-3air", "--result", "DR+2", "--weather", "poor", "--json"],
        ["air-combat", "case_blue", "--attacker-drm", "0", "--defender-drm", "0", "--json"],
        ["isolation", "case_blue", "--hex", "3355", "--side", "axis", "--attacker", "3454", "--enemy", "3356"],
        ["supply-state", "case_blue", "--hex", "2854", "--side", "soviet", "--state", "low", "--turns", "3"],
        ["attrition", "case_blue", "--unit", "ger-6", "--reduced", "--json"],
        ["production", "case_blue", "--country", "italy", "--scenario", "operation_uranus_1942", "--first-turn"],
        ["upgrade", "case_blue", "--unit", "ussr-1gd", "--replaces", "ussr-62", "--replaced-reduced", "--json"],
        ["replacements", "case_blue", "--unit", "ger-4luf", "--sorties", "4", "--json"],  # exits 1: cost unknown
        ["mobilize", "case_blue", "--unit", "ussr-62", "--hex", "3060", "--json"],  # exits 1: cost unknown
    ],
    "donetsk_airport": [
        ["hex", "donetsk_airport", "neighbors", "K4", "--json"],
        ["hex", "donetsk_airport", "distance", "K4^", "W10", "--json"],
        ["fire", "donetsk_airport", "--attack", "6", "--defence", "4", "--defensive-fire", "--overwatch", "--json"],
        ["fire", "donetsk_airport", "--attack", "6", "--defence", "4", "--roll", "2", "--lang", "ru"],
        ["support", "donetsk_airport", "--strength", "16", "--target", "heavy", "--adjacent", "--json"],
        ["scatter", "donetsk_airport", "--target", "L4", "--kind", "rocket", "--json"],
        ["scatter", "donetsk_airport", "--target", "L4", "--kind", "artillery", "--scatter-roll", "6",
         "--direction", "2", "--distance-roll", "4", "--json"],
        ["arrival", "donetsk_airport", "--reliability", "4", "--json"],
        ["initiative", "donetsk_airport", "--ukraine", "12", "--dnr", "10", "--lang", "ru"],
    ],
    "ukrainian_crisis": [
        ["area", "ukrainian_crisis", "neighbors", "Kyivs'ka", "--json"],
        ["effort", "ukrainian_crisis", "--chit", "maximum", "--json"],
        ["effort", "ukrainian_crisis", "--chit", "minor", "--roll", "5", "--json"],
        ["diplomacy", "ukrainian_crisis", "--country", "GB", "--from", "support", "--direction", "up", "--rp", "3",
         "--prestige", "4", "--json"],
        ["ceasefire", "ukrainian_crisis", "--ukraine", "moderate", "--russia", "moderate", "--json"],
        ["combat", "ukrainian_crisis", "--attacker", "regular:4", "regular:4", "--defender", "irregular:1",
         "irregular:1:neutralized", "regular:2", "--type", "asymmetric", "--attacker-hits", "3", "--defender-hits",
         "1", "--json"],
        ["combat", "ukrainian_crisis", "--attacker", "regular:4", "regular:4", "--defender", "irregular:1",
         "irregular:1", "regular:2", "--type", "asymmetric", "--json"],
        ["neutralize", "ukrainian_crisis", "--chit", "moderate", "--rp", "4", "--json"],
        ["segments", "ukrainian_crisis", "--russia", "moderate", "--ukraine", "minor", "--json"],
        ["victory", "ukrainian_crisis", "--ukraine-vp", "30", "--russia-vp", "12", "--json"],
        ["score", "ukrainian_crisis", "--prestige", "15", "--combat-turns", "--area", "donetsk", "kyiv_city",
         "--json"],
        ["information", "ukrainian_crisis", "--chit", "maximum", "--option", "reduce", "--json"],
        ["alliances", "ukrainian_crisis", "--turn", "combat", "--at", "GB=intervention", "--json"],
        ["move", "ukrainian_crisis", "--side", "russia", "--unit", "ru-vdv", "--from", "russia", "--to", "odesa", "--json"],
        ["deploy", "ukrainian_crisis", "--side", "russia", "--unit", "ru-irr", "--area", "sumy", "--present",
         "special_forces", "--json"],
    ],
}


# calculators that answer and then exit 1 because the rulebook leaves a value unknown (they are timed all the same)
EXIT_1_UNKNOWN = {("replacements", "case_blue"), ("mobilize", "case_blue")}


def run(argv: list[str], env: dict | None = None) -> tuple[float, int, float]:
    """Wall seconds, peak RSS (KiB) and CPU seconds (user + system, its waited-for children included) of one
    fresh process. On a loaded machine wall time swells with the waiting; CPU time much less."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode == 1 and tuple(argv[1:3]) in EXIT_1_UNKNOWN:
        proc.returncode = 0
    if proc.returncode:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(argv)}\n{proc.stderr.read().decode()}")
    return wall, usage.ru_maxrss, usage.ru_utime + usage.ru_stime


CPU = {}  # argv -> median CPU seconds of the last measure()


def measure(argv: list[str], runs: int, env: dict | None = None) -> tuple[float, float, int]:
    run(argv, env)  # warm the page cache
    samples = [run(argv, env) for _ in range(runs)]
    walls = [s[0] for s in samples]
    CPU["last"] = statistics.median(s[2] for s in samples)
    return statistics.median(walls), min(walls), max(s[1] for s in samples)


def row(name: str, median: float, best: float, rss: int, budget: str = "") -> None:
    print(f"{name:58} {median * 1000:9.1f} {best * 1000:9.1f} {CPU.get('last', 0) * 1000:9.1f} {rss / 1024:8.1f}  {budget}")


ANCHOR_RUNS = int(os.environ.get("BENCH_ANCHOR_RUNS", "7"))
PARTS = set(os.environ.get("BENCH_PARTS", "calc,anchor,kits,extra").split(","))
ANCHOR_RATIO = 1.5
ALL_KITS_BUDGET_S = 3.0


def anchor(out: str) -> float:
    """The anchor sheet (tools/anchor_sheet.py) by printkit and by bare reportlab, alternated; the ratio."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "anchor_sheet.py")
    times = {"printkit": [], "bare": []}
    cpu = {"printkit": [], "bare": []}
    for mode in times:
        run([PY, script, mode, os.path.join(out, f"anchor-{mode}.pdf")])  # warm
    for _ in range(ANCHOR_RUNS):
        for mode in times:
            wall, _, used = run([PY, script, mode, os.path.join(out, f"anchor-{mode}.pdf")])
            times[mode].append(wall)
            cpu[mode].append(used)
    med = {m: statistics.median(t) for m, t in times.items()}
    mcpu = {m: statistics.median(t) for m, t in cpu.items()}
    CPU["last"] = mcpu["bare"]
    row("anchor: 280 1/2 in counters, Letter, bare reportlab", med["bare"], min(times["bare"]), 0)
    CPU["last"] = mcpu["printkit"]
    row("anchor: the same through printkit's scene + PDF backend", med["printkit"], min(times["printkit"]), 0)
    ratio = med["printkit"] / med["bare"]
    print(f"anchor ratio printkit / bare reportlab: {ratio:.2f}x wall "
          f"({'ok' if ratio <= ANCHOR_RATIO else f'OVER {ANCHOR_RATIO}x'}), {mcpu['printkit'] / mcpu['bare']:.2f}x cpu")
    return med["bare"]


def compile_printkit() -> None:
    """Byte-compile printkit, as installing a package does (the bench measures runs, not compiling)."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    subprocess.run([PY, "-m", "compileall", "-q", os.path.join(root, "printkit")], check=True,
                   stdout=subprocess.DEVNULL)


def main() -> int:
    games = [g for g in CALCULATORS if os.path.exists(f"data/{g}.yaml")]
    compile_printkit()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores; medians of {CALC_RUNS} (calculators) "
          f"and {BUILD_RUNS} (builds) fresh processes")
    print(f"{'command':58} {'median ms':>9} {'best ms':>9} {'cpu ms':>9} {'peak MiB':>8}")
    base, _, rss = measure([PY, "-c", "pass"], CALC_RUNS)
    row("python -c pass", base, _, rss)
    if "calc" in PARTS:
        med, best, rss = measure([PY, "-c", "import printkit.cli"], CALC_RUNS)
        row("import printkit.cli", med, best, rss)
        for game in games:
            for argv in CALCULATORS[game]:
                med, best, rss = measure([CLI, *argv], CALC_RUNS)
                row("printkit " + " ".join(argv), med, best, rss,
                    "ok" if med * 1000 <= CALC_BUDGET_MS else f"OVER {CALC_BUDGET_MS} ms")
    with tempfile.TemporaryDirectory() as out:
        floor = anchor(out) if "anchor" in PARTS else None
        if "kits" in PARTS or "extra" in PARTS:
            kits(games, out, base, floor)
    return 0


def kits(games: list[str], out: str, base: float, floor: float | None) -> None:
    """Whole-kit builds of every game (two processes and one), then, with 'extra', the single-format builds,
    verify, the PNG set and the VASSAL module; the four-kit totals beside this run's baselines."""
    total = {"2 processes": 0.0, "1 process": 0.0}
    cpu_total = {"2 processes": 0.0, "1 process": 0.0}
    one = dict(os.environ, PRINTKIT_JOBS="1")
    two = dict(os.environ, PRINTKIT_JOBS="2")
    for game in games:
        if "extra" in PARTS:
            for fmt in ("pdf", "svg"):
                for paper in ("a4", "letter"):
                    med, best, rss = measure([PY, "-m", "printkit", "build", game, "--format", fmt, "--paper", paper,
                                              "--out", out], BUILD_RUNS)
                    row(f"build {game} {fmt} {paper}", med, best, rss)
        if "kits" in PARTS:
            for label, env in (("2 processes", two), ("1 process", one)):
                med, best, rss = measure([PY, "-m", "printkit", "build", game, "--out", out], BUILD_RUNS, env)
                row(f"build {game} whole kit (pdf+svg, a4+letter), {label}", med, best, rss,
                    "ok" if med <= KIT_BUDGET_S else f"OVER {KIT_BUDGET_S} s")
                total[label] += med
                cpu_total[label] += CPU["last"]
        if "extra" in PARTS:
            med, best, rss = measure([PY, "-m", "printkit", "verify", game, "--out", out], BUILD_RUNS)
            row(f"verify {game}", med, best, rss)
            med, best, rss = measure([PY, "-m", "printkit", "preflight", game, "--out", out], BUILD_RUNS)
            row(f"preflight {game}", med, best, rss)
            med, best, rss = measure([PY, "-m", "printkit", "build", game, "--format", "png", "--paper", "a4",
                                      "--out", out], BUILD_RUNS)
            row(f"build {game} png set (150 dpi)", med, best, rss)
            med, best, rss = measure([PY, "-m", "printkit", "vassal", game, "--out", out], BUILD_RUNS)
            row(f"vassal {game} (module, 150 dpi)", med, best, rss)
            if game == "donetsk_airport":  # the second language's kit, into out/GAME-ru
                med, best, rss = measure([PY, "-m", "printkit", "build", game, "--lang", "ru", "--out", out], BUILD_RUNS)
                row(f"build {game} --lang ru whole kit", med, best, rss,
                    "ok" if med <= KIT_BUDGET_S else f"OVER {KIT_BUDGET_S} s")
    if "kits" in PARTS:
        baselines = f"python -c pass {base * 1000:.1f} ms" + (f", anchor floor {floor * 1000:.1f} ms" if floor else "")
        for label, seconds in total.items():
            print(f"all {len(games)} kits (pdf+svg, a4+letter), sum of medians, {label}: {seconds:.2f} s wall "
                  f"({'ok' if seconds <= ALL_KITS_BUDGET_S else f'OVER {ALL_KITS_BUDGET_S} s'}), "
                  f"{cpu_total[label]:.2f} s cpu; baselines this run: {baselines}")


if __name__ == "__main__":
    sys.exit(main())
