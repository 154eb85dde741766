#!/usr/bin/env python3
"""Latency of `printkit play` session commands: one session per game, each command run many times in-process.

Prints median and spread (min-max) in ms. Measures; does not judge (the issue's target: well under 50 ms).
"""

from __future__ import annotations

import io
import os
import statistics
import sys
import time
from contextlib import redirect_stderr, redirect_stdout

RUNS = int(os.environ.get("BENCH_SESSION_RUNS", "31"))
COMMANDS = {
    "little_war": ("standard", ["hits 3 woods", "victory 5", "card 7 Spades", "show sk-inf-1", "move sk-inf-1 sobrance"]),
    "case_blue": ("case_blue_1942", ["crt 4 6", "supply ger-6", "ezoc axis", "drm ger-1pz ussr-62",
                                     "path ger-1pz 3154", "move-cost 3155 3156 --attack", "move ger-6 2952"]),
    "donetsk_airport": ("first_battle", ["scatter K5 rocket", "fire 6 4", "initiative"]),
    "ukrainian_crisis": ("standard", ["effort minor 5", "diplomacy --country GB --from support --direction up --rp 3",
                                      "segments moderate minor"]),
}


def main() -> int:
    from printkit.load.game_loader import load_game
    from printkit.session.position import Position
    from printkit.session.shell import Session

    print(f"{'session command':60} {'median ms':>9} {'min':>7} {'max':>7}")
    for game_id, (scenario, commands) in COMMANDS.items():
        if not os.path.isfile(os.path.join("data", f"{game_id}.yaml")):
            continue
        game = load_game(game_id)
        shell = Session(game, game_id, Position.from_scenario(game, scenario), interactive=False, stdout=io.StringIO())
        for line in commands:
            times = []
            for _ in range(RUNS):
                t0 = time.perf_counter()
                with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()):
                    shell.onecmd(line)
                times.append(time.perf_counter() - t0)
            ms = [t * 1000 for t in times[1:]]  # the first run imports the calculator's modules
            print(f"{game_id + ': ' + line:60} {statistics.median(ms):9.2f} {min(ms):7.2f} {max(ms):7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
