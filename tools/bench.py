#!/usr/bin/env python3
"""`make bench`: the README's own commands, each timed beside its floor in the same run, with the ratios and
whether each budget is met.

Floors: `python -c pass` (the interpreter starting and stopping: what any command costs at least) and a bare
reportlab canvas drawing the benchmark sheet of 280 half-inch counters (tools/anchor_sheet.py bare). Every
command runs as a fresh process, alternately with its floor (so a change of load hits both alike); the
medians are compared. Budgets (issue 20, on a 2-core machine, idle):

  - `printkit build` of the 280-counter sheet (--format pdf --paper letter)  <= 1.5x the bare reportlab sheet
  - the four `make pdf` (printkit build GAME --format pdf) together            <= 3 s
  - every calculator                                                           <= 2.5x python -c pass
  - `make test` (only with BENCH_PARTS=...,test)                               <= 90 s

Also timed, without a budget: `make png` and `make vassal` of each game, a print shop's files (`printkit build
GAME --shop pdfx --paper a4`: PDF/X-4 with its preflight, beside the RGB `--format pdf --paper a4` build of the
same components as its floor), and a session command
(`printkit play` reading one command; tools/bench_session.py times commands inside a session). Wall time
is what the budgets judge; CPU time (user + system of the process and its children) is shown beside it: on
a busy machine wall time swells with the waiting, CPU time much less. Exit status 0 when the numbers were
taken (over budget or not; read them); 1 if a command failed.

BENCH_PARTS=floor,anchor,pdf,png,vassal,shop,calc,session[,test] picks parts (default all but test);
BENCH_GAMES=little_war,... the games; BENCH_CALC=all times every calculator (default: two per game);
BENCH_RUNS / BENCH_BUILD_RUNS / BENCH_SLOW_RUNS set the runs of calculators / PDF builds / png and vassal.
printkit is byte-compiled first (`compileall`), as an installed package is.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PY = sys.executable
CLI = os.path.join(os.path.dirname(PY), "printkit")  # the console script, as `make` and users run it
FLOOR = [PY, "-c", "pass"]
RUNS = int(os.environ.get("BENCH_RUNS", "15"))
BUILD_RUNS = int(os.environ.get("BENCH_BUILD_RUNS", "5"))
SLOW_RUNS = int(os.environ.get("BENCH_SLOW_RUNS", "1"))
PARTS = set(os.environ.get("BENCH_PARTS", "floor,anchor,pdf,png,vassal,shop,calc,session").split(","))
GAMES = [g for g in os.environ.get("BENCH_GAMES", "little_war,case_blue,donetsk_airport,ukrainian_crisis").split(",")
         if os.path.isfile(os.path.join(ROOT, "data", f"{g}.yaml"))]

ANCHOR_RATIO = 1.5
FOUR_PDF_S = 3.0
CALC_RATIO = 2.5
TEST_S = 90.0

# each game's calculators: the first two are timed by default, all of them with BENCH_CALC=all
CALCULATORS = {
    "little_war": [
        ["hits", "little_war", "--dice", "4", "--terrain", "woods", "--air", "1"],
        ["victory", "little_war", "--vp", "hungarian=5", "--json"],
        ["hits", "little_war", "--dice", "6", "--json"],
        ["raid", "little_war", "--air-cv", "4"],
        ["recovery", "little_war", "--units", "3"],
        ["card", "little_war", "7", "Spades"],
        ["allocate", "little_war", "--hits", "2", "--to", "sk-inf-2=1", "sk-irr=1", "--area", "sobrance",
         "--enemy", "ungvar"],
    ],
    "case_blue": [
        ["crt", "case_blue", "--attacker", "4", "--defender", "6", "--json"],
        ["drm", "case_blue", "--attacker", "ger-1pz", "--defender", "ussr-62", "--weather", "poor", "--city",
         "--attacker-air", "--defender-air", "--defender-reduced", "--tanks", "defender", "--json"],
        ["hex", "case_blue", "neighbors", "3155", "--json"],
        ["hex", "case_blue", "distance", "3055", "3060", "--json"],
        ["hex", "case_blue", "info", "3255"],
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
        ["replacements", "case_blue", "--unit", "ger-4luf", "--sorties", "4", "--json"],
        ["mobilize", "case_blue", "--unit", "ussr-62", "--hex", "3060", "--json"],
    ],
    "donetsk_airport": [
        ["fire", "donetsk_airport", "--attack", "6", "--defence", "4", "--defensive-fire", "--overwatch", "--json"],
        ["hex", "donetsk_airport", "distance", "K4^", "W10", "--json"],
        ["hex", "donetsk_airport", "neighbors", "K4", "--json"],
        ["fire", "donetsk_airport", "--attack", "6", "--defence", "4", "--roll", "2", "--lang", "ru"],
        ["support", "donetsk_airport", "--strength", "16", "--target", "heavy", "--adjacent", "--json"],
        ["scatter", "donetsk_airport", "--target", "L4", "--kind", "rocket", "--json"],
        ["scatter", "donetsk_airport", "--target", "L4", "--kind", "artillery", "--scatter-roll", "6",
         "--direction", "2", "--distance-roll", "4", "--json"],
        ["arrival", "donetsk_airport", "--reliability", "4", "--json"],
        ["initiative", "donetsk_airport", "--level", "ukraine=12", "--level", "dnr=10", "--lang", "ru"],
    ],
    "ukrainian_crisis": [
        ["effort", "ukrainian_crisis", "--chit", "maximum", "--json"],
        ["area", "ukrainian_crisis", "neighbors", "Kyivs'ka", "--json"],
        ["effort", "ukrainian_crisis", "--chit", "minor", "--roll", "5", "--json"],
        ["diplomacy", "ukrainian_crisis", "--country", "GB", "--from", "support", "--direction", "up", "--rp", "3",
         "--prestige", "4", "--json"],
        ["ceasefire", "ukrainian_crisis", "--chit", "ukraine=moderate", "--chit", "russia=moderate", "--json"],
        ["combat", "ukrainian_crisis", "--attacker", "regular:4", "regular:4", "--defender", "irregular:1",
         "irregular:1:neutralized", "regular:2", "--type", "asymmetric", "--json"],
        ["neutralize", "ukrainian_crisis", "--chit", "moderate", "--rp", "4", "--json"],
        ["segments", "ukrainian_crisis", "--chit", "russia=moderate", "--chit", "ukraine=minor", "--json"],
        ["victory", "ukrainian_crisis", "--vp", "ukraine=30", "--vp", "russia=12", "--json"],
        ["score", "ukrainian_crisis", "--prestige", "15", "--combat-turns", "--area", "donetsk", "kyiv_city", "--json"],
        ["information", "ukrainian_crisis", "--chit", "maximum", "--option", "reduce", "--json"],
        ["alliances", "ukrainian_crisis", "--turn", "combat", "--at", "GB=intervention", "--json"],
        ["move", "ukrainian_crisis", "--side", "russia", "--unit", "ru-vdv", "--from", "russia", "--to", "odesa", "--json"],
        ["deploy", "ukrainian_crisis", "--side", "russia", "--unit", "ru-irr", "--area", "sumy", "--present",
         "special_forces", "--json"],
    ],
}
# calculators that answer and then exit 1 because the rulebook leaves a value unknown (timed all the same)
EXIT_1_OK = {("replacements", "case_blue"), ("mobilize", "case_blue")}
# one command of a session (`printkit play` reads it from its input), per game
SESSIONS = {"case_blue": ("case_blue_1942", "crt 4 6"), "little_war": ("standard", "hits 3 woods"),
            "donetsk_airport": ("first_battle", "fire 6 4"), "ukrainian_crisis": ("standard", "effort minor 5")}


class Sample:
    """Wall and CPU seconds of a command's runs."""

    def __init__(self):
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def add(self, wall: float, cpu: float) -> None:
        self.wall.append(wall)
        self.cpu.append(cpu)

    @property
    def median(self) -> float:
        return statistics.median(self.wall)

    @property
    def best(self) -> float:
        return min(self.wall)

    @property
    def cpu_median(self) -> float:
        return statistics.median(self.cpu)


def run(argv: list[str], stdin: bytes | None = None, env: dict | None = None, ok=(0,)) -> tuple[float, float]:
    """Wall and CPU seconds (user + system, its waited-for children included) of one fresh process."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    if stdin is not None:
        proc.stdin.write(stdin)
        proc.stdin.close()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in ok:
        raise SystemExit(f"failed ({code}): {' '.join(argv)}\n{proc.stderr.read().decode()}")
    proc.stderr.close()
    return wall, usage.ru_utime + usage.ru_stime


def beside(argv: list[str], floor: list[str], runs: int, **kw) -> tuple[Sample, Sample]:
    """The command and its floor run alternately (after one warm-up run of each): their samples."""
    ok = kw.pop("ok", (0,))
    run(floor)
    run(argv, ok=ok, **kw)
    cmd, base = Sample(), Sample()
    for _ in range(runs):
        base.add(*run(floor))
        cmd.add(*run(argv, ok=ok, **kw))
    return cmd, base


HEAD = f"{'command':64} {'median':>8} {'best':>8} {'cpu':>8} {'x floor':>8} {'x cpu':>6}  budget"
VERDICTS: list[tuple[str, bool]] = []


def row(name: str, s: Sample, floor: Sample | None = None, budget: float | None = None, unit: str = "ms") -> None:
    """One line: median, best and CPU (ms, or s), the ratios to the floor, and the budget's verdict."""
    k = 1000 if unit == "ms" else 1
    ratio = s.median / floor.median if floor else None
    cpu_ratio = s.cpu_median / floor.cpu_median if floor else None
    verdict = ""
    if budget is not None and ratio is not None:
        met = ratio <= budget
        verdict = f"{'ok' if met else 'OVER'} (<= {budget}x)"
        VERDICTS.append((name, met))
    print(f"{name[:64]:64} {s.median * k:8.1f} {s.best * k:8.1f} {s.cpu_median * k:8.1f} "
          f"{f'{ratio:.2f}x' if ratio else '':>8} {f'{cpu_ratio:.2f}x' if cpu_ratio else '':>6}  {verdict}")


def compile_printkit() -> None:
    """Byte-compile printkit, as installing a package does (the bench measures runs, not compiling)."""
    subprocess.run([PY, "-m", "compileall", "-q", os.path.join(ROOT, "printkit")], check=True,
                   stdout=subprocess.DEVNULL)


def main() -> int:
    compile_printkit()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"printkit bench: python {sys.version.split()[0]}, {os.cpu_count()} cores, load {load:.2f} at the start; "
          f"medians of {RUNS} (calculators), {BUILD_RUNS} (PDF builds), {SLOW_RUNS} (png, vassal) fresh processes, "
          "each run beside its floor; ms unless marked s")
    print(HEAD)
    with tempfile.TemporaryDirectory(prefix="printkit-bench-") as tmp:
        anchor_game = os.path.join(tmp, "anchor_sheet.yaml")
        run([PY, os.path.join(HERE, "anchor_sheet.py"), "game", anchor_game])
        bare = [PY, os.path.join(HERE, "anchor_sheet.py"), "bare", os.path.join(tmp, "bare.pdf")]
        out = os.path.join(tmp, "out")
        sheet_floor = None
        if PARTS & {"floor", "anchor", "pdf"}:
            floor, sheet_floor = beside(FLOOR, bare, BUILD_RUNS)
            row("floor: python -c pass", floor)
            row("floor: bare reportlab, the 280-counter sheet", sheet_floor)
        if "anchor" in PARTS:
            cmd = [CLI, "build", anchor_game, "--format", "pdf", "--paper", "letter", "--out", out]
            s, floor = beside(cmd, bare, BUILD_RUNS)
            row("printkit build <280-counter sheet> --format pdf --paper letter", s, floor, ANCHOR_RATIO)
            scene = [PY, os.path.join(HERE, "anchor_sheet.py"), "scene", os.path.join(tmp, "scene.pdf")]
            s, floor = beside(scene, bare, BUILD_RUNS)
            row("  (the same sheet through printkit's scene + PDF backend alone)", s, floor)
        if "pdf" in PARTS:
            four = Sample()
            medians, cpus = [], []
            for game in GAMES:
                s, floor = beside([CLI, "build", game, "--format", "pdf", "--out", out], bare, BUILD_RUNS)
                row(f"make pdf GAME={game} (printkit build {game} --format pdf)", s, floor)
                medians.append(s.median)
                cpus.append(s.cpu_median)
            four.add(sum(medians), sum(cpus))
            met = four.median <= FOUR_PDF_S
            VERDICTS.append((f"the {len(GAMES)} make pdf together", met))
            print(f"{f'the {len(GAMES)} make pdf together (sum of medians), s':64} {four.median:8.2f} {'':8} "
                  f"{four.cpu_median:8.2f} {'':8} {'':6}  {'ok' if met else 'OVER'} (<= {FOUR_PDF_S:g} s)")
        if "png" in PARTS:
            for game in GAMES:
                s, floor = beside([CLI, "build", game, "--format", "png", "--dpi", "150", "--out", out], FLOOR, SLOW_RUNS)
                row(f"make png GAME={game}, s", s, floor, unit="s")
        if "vassal" in PARTS:
            for game in GAMES:
                s, floor = beside([CLI, "vassal", game, "--out", out], FLOOR, SLOW_RUNS)
                row(f"make vassal GAME={game}, s", s, floor, unit="s")
        if "shop" in PARTS:
            for game in GAMES:
                rgb = [CLI, "build", game, "--format", "pdf", "--paper", "a4", "--out", out]
                s, floor = beside([CLI, "build", game, "--shop", "pdfx", "--paper", "a4", "--out", out], rgb, SLOW_RUNS)
                row(f"printkit build {game} --shop pdfx --paper a4, s (floor: RGB)", s, floor, unit="s")
        if "calc" in PARTS:
            every = os.environ.get("BENCH_CALC") == "all"
            for game in GAMES:
                for argv in CALCULATORS[game] if every else CALCULATORS[game][:2]:
                    ok = (0, 1) if tuple(argv[:2]) in EXIT_1_OK else (0,)
                    s, floor = beside([CLI, *argv], FLOOR, RUNS, ok=ok)
                    row("printkit " + " ".join(argv), s, floor, CALC_RATIO)
        if "session" in PARTS:
            for game in GAMES:
                scenario, line = SESSIONS[game]
                s, floor = beside([CLI, "play", game, "--scenario", scenario], FLOOR, RUNS,
                                  stdin=f"{line}\n".encode())
                row(f"printkit play {game} --scenario {scenario} <<< '{line}'", s, floor)
        if "test" in PARTS:
            s = Sample()
            s.add(*run(["make", "-s", "test"]))
            met = s.median <= TEST_S
            VERDICTS.append(("make test", met))
            print(f"{'make test, s':64} {s.median:8.1f} {'':8} {s.cpu_median:8.1f} {'':8} {'':6}  "
                  f"{'ok' if met else 'OVER'} (<= {TEST_S:g} s)")
    over = [name for name, met in VERDICTS if not met]
    print(f"budgets: {len(VERDICTS) - len(over)} of {len(VERDICTS)} met" + (f"; over: {', '.join(over)}" if over else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
