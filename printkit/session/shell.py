"""`printkit play GAME`: an interactive session (standard-library cmd + readline) holding the position.

Every calculator of the CLI is a command (same options; short positional forms; the position fills in the
rest). Position commands: show, move, place, remove, flip, mark, unmark, set, next-turn, undo, save, load,
map, ezoc. Read from a pipe, it prints no prompt and exits 1 if any command failed.
"""

from __future__ import annotations

import cmd
import sys

from printkit.errors import PrintkitError, RulesError
from printkit.session import calculators as calc
from printkit.session import line as lines
from printkit.session import vocabulary
from printkit.session.position import Position, counter_of
from printkit.session.words import Words

POSITION_COMMANDS = ("show", "move", "place", "remove", "flip", "mark", "unmark", "set", "next-turn", "undo",
                     "save", "load", "map", "ezoc", "quit")


class Session(cmd.Cmd):
    """One game, one position, many questions."""

    intro = None

    def __init__(self, game, ref: str, position: Position, lang: str | None = None, interactive: bool = True,
                 stdin=None, stdout=None):
        super().__init__(stdin=stdin, stdout=stdout)
        self.game, self.ref, self.position, self.lang = game, ref, position, lang
        self.interactive = interactive
        self.use_rawinput = interactive
        self.prompt = f"{game.id}> " if interactive else ""
        self.history: list[dict] = []
        self.failed = 0
        self._locations = None
        self.calculators = calc.calculator_names()
        self.identchars += "-"
        self.w = Words(lang)  # the session's own words in the player's language (templates/session/words.yaml)

    # -- plumbing ----------------------------------------------------------------------------------------

    def parseline(self, line):
        line = line.strip()
        if not line:
            return None, None, line
        if line == "?":
            line = "help"
        head, _, rest = line.partition(" ")
        return head.replace("-", "_"), rest.strip(), line

    def cmdloop(self, intro=None):
        """Read and run commands to `quit` or the end of the input. A line that cannot be a command (not UTF-8,
        a NUL byte, longer than any command) is one error, and the session goes on."""
        completer = self._completion() if self.use_rawinput else None
        try:
            while True:
                try:
                    line = self._read()
                except lines.LineError as exc:
                    self._fail(self.w(exc.key, **exc.values))
                    continue
                if line is None or self.onecmd(line):
                    return
        finally:
            if completer is not None:
                completer()

    def _completion(self):
        """Tab completion through readline while the session reads the terminal (as cmd.Cmd sets it up);
        returns the function that puts the previous completer back, or None without readline."""
        try:
            import readline
        except ImportError:
            return None
        old = readline.get_completer()
        readline.set_completer(self.complete)
        readline.parse_and_bind(self.completekey + ": complete")
        return lambda: readline.set_completer(old)

    def _read(self) -> str | None:
        if self.use_rawinput:
            try:
                return lines.check(input(self.prompt))
            except EOFError:
                return None
            except UnicodeDecodeError as exc:
                raise lines.LineError("line_not_utf8", why=exc.reason) from None
        buffer = getattr(self.stdin, "buffer", None)
        if buffer is not None:
            return lines.read(buffer)
        text = self.stdin.readline(lines.MAX_LINE + 2)  # a text stream (tests)
        return lines.check(text.rstrip("\r\n")) if text else None

    def onecmd(self, line):
        """Run one line: any failure is one message, and the position is what it was before the line."""
        undo_depth, position = len(self.history), self.position
        try:
            return self._onecmd(line)
        except PrintkitError as exc:
            self._restore(undo_depth, position)
            return self._fail(str(exc))
        except lines.LineError as exc:
            return self._fail(self.w(exc.key, **exc.values))
        except RecursionError:
            self._restore(undo_depth, position)
            return self._fail(self.w("internal", why="a structure nested too deeply"))
        except Exception as exc:  # noqa: BLE001 - a bug must not end the session and lose the position
            self._restore(undo_depth, position)
            return self._fail(self.w("internal", why=f"{type(exc).__name__}: {str(exc)[:200]}"))

    def _restore(self, undo_depth: int, position) -> None:
        """Put back the position as it was when the failed line began (its changes are taken back)."""
        if len(self.history) > undo_depth:
            self.position = Position.from_data(self.history[undo_depth], self.game)
            del self.history[undo_depth:]
        else:
            self.position = position

    def _onecmd(self, line):
        lines.check(line)
        command, rest, line = self.parseline(line)
        if not line:
            return False
        if line.startswith("#"):
            return False
        self.lastcmd = ""
        name = command.replace("_", "-")
        try:
            words = lines.split(rest)
        except ValueError as exc:
            return self._fail(f"{name}: {exc}")
        if name in self.calculators:
            return self._calculator(name, words)
        method = getattr(self, "do_" + command, None)
        if method is None or command in ("EOF",):
            if command == "EOF":
                return True
            return self._fail(self.w("unknown_command", name=name))
        return method(words)

    def emptyline(self):
        return False

    def _fail(self, message: str):
        print(self.w("error", message=message), file=sys.stderr)
        self.failed += 1
        return False

    def _say(self, text: str) -> None:
        print(text, file=self.stdout)

    def _calculator(self, name: str, words: list[str]):
        from printkit.cli import main

        apply_hits = name == "allocate" and "--apply" in words  # session only: put the results on the position
        words = [w for w in words if w != "--apply"]
        argv = calc.with_position(name, calc.expand(name, words, self.ref), self)
        if getattr(self.game, "as_printed", False) and "--as-printed" not in argv:  # the session's game, as printed
            argv.append("--as-printed")
        if apply_hits:
            return self._apply_allocation(argv)
        if self.lang and "--lang" in calc.options(name) and "--lang" not in argv:
            argv += ["--lang", self.lang]
        self.stdout.flush()
        if self.w.lang == "en":
            code = main([calc.cli_name(name), self.ref] + argv)
        else:  # the calculator's error line, prefixed in the session's language
            import contextlib
            import io

            err = io.StringIO()
            with contextlib.redirect_stderr(err):
                code = main([calc.cli_name(name), self.ref] + argv)
            for line in err.getvalue().splitlines():
                head = "printkit: error: "
                print(self.w("error", message=line[len(head):]) if line.startswith(head) else line, file=sys.stderr)
        sys.stdout.flush()
        if code:
            self.failed += 1
        return False

    def _apply_allocation(self, argv: list[str]):
        """allocate ... --apply: answer, then move damaged units, remove those removed, mark the disrupted."""
        import contextlib
        import io
        import json

        from printkit.cli import main
        from printkit.session.apply_hits import apply

        code = main(["allocate", self.ref] + [a for a in argv if a != "--json"])
        if code:
            self.failed += 1
            return False
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            main(["allocate", self.ref] + [a for a in argv if a != "--json"] + ["--json"])
        for line in apply(self, json.loads(out.getvalue())):
            self._say("  " + line)
        return False

    def _change(self) -> None:
        self.history.append(self.position.snapshot())

    # -- the map -------------------------------------------------------------------------------------

    def locations(self) -> list[str]:
        if self._locations is None:
            self._locations = vocabulary.locations(self.game)
        return self._locations

    def canonical(self, text: str) -> str | None:
        """A location as the game spells it (hex labels case-insensitively), or None."""
        if text in self.locations():
            return text
        low = text.lower()
        for loc in self.locations():
            if loc.lower() == low:
                return loc
        for board in self.game.maps.values():  # an area by its printed name
            for a in getattr(board, "areas", ()) or ():
                if a.name.lower() == low:
                    return a.id
        return None

    def location(self, text: str) -> str:
        found = self.canonical(text)
        if found is None:
            raise RulesError(self.w("not_location", text=text, title=self.game.title))
        return found

    def is_hex(self, loc: str) -> bool:
        return loc in set(vocabulary.hexes(self.game))

    def is_city(self, loc: str) -> bool:
        from printkit.model.boards import HexMap

        for board in self.game.maps.values():
            if isinstance(board, HexMap) and self.is_hex(loc):
                info = board.info(loc)
                return bool(info.city or info.factory)
        return False

    def piece(self, text: str) -> str:
        if text in self.position.pieces:
            return text
        matches = [pid for pid, p in self.position.pieces.items() if p["counter"] == text]
        if len(matches) == 1:
            return matches[0]
        if matches:
            raise RulesError(self.w("piece_many", text=text, count=len(matches), pieces=", ".join(matches)))
        raise RulesError(self.w("no_piece", text=text))

    def counter(self, pid: str):
        return counter_of(self.game, self.position.pieces[pid]["counter"])

    def faction_of(self, pid: str) -> str | None:
        side = self.game.sides.get(self.counter(pid).side)
        return (side.faction or side.id) if side else None

    def is_ground(self, pid: str) -> bool:
        t = self.game.unit_types.get(self.counter(pid).type)
        return t is not None and t.domain == "ground"

    def name(self, pid: str) -> str:
        c = self.counter(pid)
        side = self.game.sides.get(c.side)
        owner = (side.adjective or side.name) if side else c.side
        if side and side.abbreviation and self.lang and list(self.game.languages or ())[:1] != [self.lang]:
            owner = side.abbreviation  # "УКР Пехота": a Russian adjective would not agree with every unit name
        return f"{owner} {' '.join(c.label.split())} ({pid})"  # a chit's two-line label on one line

    # -- position commands ----------------------------------------------------------------------------

    def do_show(self, words):
        """show [PIECE|LOCATION]: the position as a table (turn, weather, every piece and its state)."""
        pos = self.position
        if words:
            target = words[0]
            pids = [self.piece(target)] if target in pos.pieces or self._is_counter(target) \
                else pos.at(self.location(target))
        else:
            w = self.w
            head = [w("show_scenario", title=self.game.title, scenario=pos.scenario) if pos.scenario
                    else f"{self.game.title}",
                    w("show_turn", turn=pos.turn, weather=pos.weather or w("weather_not_set")) if self.has_weather()
                    else w("show_turn_only", turn=pos.turn)]
            if pos.control:
                head.append(w("control_markers", markers=", ".join(pos.control)))
            for k, v in pos.values.items():
                head.append(f"{k}: {v}")
            for loc, marks in pos.markers.items():
                head.append(f"{loc}: " + ", ".join(_mark_text(k, v) for k, v in marks.items()))
            self._say("\n".join(head))
            pids = list(pos.pieces)
        w = self.w
        rows = [(w("col_piece"), w("col_unit"), w("col_location"), w("col_side_up"), w("col_state"))]
        for pid in pids:
            p, c = pos.pieces[pid], self.counter(pid)
            rows.append((pid, self.name(pid).rsplit(" (", 1)[0], p["location"] or w("off_map"),
                         w("side_reduced") if p["reduced"] else w("side_full"),
                         ", ".join(_mark_text(k, v) for k, v in p["marks"].items()) or "-"))
        widths = [max(len(str(r[i])) for r in rows) for i in range(5)]
        for r in rows:
            self._say("  ".join(str(v).ljust(w) for v, w in zip(r, widths)).rstrip())
        return False

    def has_weather(self) -> bool:
        """Whether the game knows weather: a Weather marker in its counter mix, or a weather the players set."""
        counters = self.game.counters.pieces if self.game.counters else ()
        return self.position.weather is not None or any(c.function == "weather" for c in counters)

    def _is_counter(self, text: str) -> bool:
        return any(p["counter"] == text for p in self.position.pieces.values())

    def do_move(self, words):
        """move PIECE LOCATION: move a piece to a hex, area or box."""
        if len(words) != 2:
            raise RulesError(self.w("usage_move"))
        pid, loc = self.piece(words[0]), self.location(words[1])
        self._change()
        old = self.position.pieces[pid]["location"]
        self.position.pieces[pid]["location"] = loc
        self._say(self.w("moved", name=self.name(pid), old=old or self.w("off_map"), new=loc))

    def do_place(self, words):
        """place COUNTER LOCATION: put another piece of a counter design into play (up to the counter mix)."""
        if len(words) != 2:
            raise RulesError(self.w("usage_place"))
        loc = self.location(words[1])
        counter_of(self.game, words[0])
        pid = self.position.next_piece_id(self.game, words[0])
        self._change()
        self.position.pieces[pid] = {"counter": words[0], "location": loc, "reduced": False, "marks": {}}
        self._say(self.w("placed", name=self.name(pid), location=loc))

    def do_remove(self, words):
        """remove PIECE: take a piece out of play."""
        if len(words) != 1:
            raise RulesError(self.w("usage_remove"))
        pid = self.piece(words[0])
        name = self.name(pid)
        self._change()
        del self.position.pieces[pid]
        self._say(self.w("removed", name=name))

    def do_flip(self, words):
        """flip PIECE: turn a piece over (full strength <-> reduced)."""
        if len(words) != 1:
            raise RulesError(self.w("usage_flip"))
        pid = self.piece(words[0])
        self._change()
        p = self.position.pieces[pid]
        p["reduced"] = not p["reduced"]
        self._say(self.w("flipped_reduced" if p["reduced"] else "flipped_full", name=self.name(pid)))

    def do_mark(self, words):
        """mark PIECE|LOCATION NAME[=VALUE]: a state (disrupted, neutralized, supply=low) or a marker on a place.
        `mark HEX control` puts a control marker."""
        if len(words) != 2:
            raise RulesError(self.w("usage_mark"))
        name, _, value = words[1].partition("=")
        self._text(name)
        if value:
            self._text(value)
        self._change()
        if name == "control" and not value:  # a control marker (`control=SIDE`: a side's, kept on the place)
            loc = self.location(words[0])
            if loc not in self.position.control:
                self.position.control.append(loc)
            self._say(self.w("control_on", location=loc))
            return False
        if words[0] in self.position.pieces or self._is_counter(words[0]):
            pid = self.piece(words[0])
            self.position.pieces[pid]["marks"][name] = value or True
            self._say(self.w("marked", where=self.name(pid), mark=_mark_text(name, value or True)))
        else:
            loc = self.location(words[0])
            self.position.markers.setdefault(loc, {})[name] = value or True
            self._say(self.w("marked", where=loc, mark=_mark_text(name, value or True)))

    def do_unmark(self, words):
        """unmark PIECE|LOCATION NAME: take a state or marker off."""
        if len(words) != 2:
            raise RulesError(self.w("usage_unmark"))
        pos = self.position
        if words[1] == "control" and self.canonical(words[0]) in pos.control:
            loc = self.location(words[0])
            if loc not in pos.control:
                raise RulesError(self.w("no_control", location=loc))
            self._change()
            pos.control.remove(loc)
            self._say(self.w("control_off", location=loc))
            return False
        if words[0] in pos.pieces or self._is_counter(words[0]):
            pid = self.piece(words[0])
            marks = pos.pieces[pid]["marks"]
            where = self.name(pid)
        else:
            where = self.location(words[0])
            marks = pos.markers.get(where, {})
        if words[1] not in marks:
            raise RulesError(self.w("no_marker", where=where, mark=words[1]))
        self._change()
        del marks[words[1]]
        if not marks and where in pos.markers:  # no empty entry left on the place
            del pos.markers[where]
        self._say(self.w("unmarked", where=where, mark=words[1]))

    def do_set(self, words):
        """set turn|weather|NAME VALUE: the turn, the weather, or a tally (prestige, or any calculator option)."""
        if len(words) != 2:
            raise RulesError(self.w("usage_set"))
        key, value = self._text(words[0]), words[1]
        if key == "turn":  # (a number of 5,000 digits is a turn out of range, not a text too long)
            new = self._turn(value)
        elif key == "weather":
            new = self._text(value)
        else:
            new = self._tally(self._text(value))
        self._change()
        if key == "turn":
            self.position.turn = new
        elif key == "weather":
            self.position.weather = new
        else:
            self.position.values[key] = new
        self._say(self.w("set_value", key=key, value=value))

    def _text(self, word: str) -> str:
        """A name or a value the position keeps (and a save holds): a short printable text."""
        from printkit.session.saved import MAX_WORD, _word

        if not _word(word):
            raise RulesError(self.w("bad_text", most=MAX_WORD, text=word[:40]))
        return word

    def _turn(self, value: str):
        """A turn number (ASCII digits, 0 to MAX_TURN) or a month turn such as 'Jul-42'."""
        from printkit.session.saved import MAX_TURN, turn_value

        turn = turn_value(value)
        if turn is None:
            raise RulesError(self.w("bad_turn", most=f"{MAX_TURN:,}", text=value[:40]))
        turns, whose = self._track()
        if turns:  # a turn off the track: one line naming its range, as `printkit turn` says it
            from printkit.rules.turns import on_track

            if on_track(turns, str(turn)) is None:
                raise RulesError(self.w("turn_off_track", text=value[:40], track=whose, first=turns[0],
                                        last=turns[-1]))
        return turn

    def _track(self) -> tuple[list[str] | None, str]:
        """The turn track the position's turn moves on: the scenario's own (its first to its last turn), else
        the game's (printkit.rules.turns.track); with the title it belongs to."""
        from printkit.rules.turns import is_month, name, parse, track

        sc = self.game.scenarios.get(self.position.scenario) if self.position.scenario else None
        if sc is not None and sc.first_turn and sc.last_turn and is_month(sc.first_turn) and is_month(sc.last_turn):
            return [name(i) for i in range(parse(sc.first_turn), parse(sc.last_turn) + 1)], sc.title
        if sc is not None and sc.turns:
            first = str(sc.first_turn or 1)
            start = int(first) if first.isascii() and first.isdigit() else 1
            return [str(n) for n in range(start, sc.turns + 1)], sc.title
        return track(self.game), self.game.title

    def _tally(self, value: str):
        """A whole number within ±MAX_NUMBER (ASCII digits, an optional minus), else the text itself."""
        from printkit.session.saved import MAX_NUMBER

        digits = value[1:] if value.startswith("-") else value
        if not (digits.isascii() and digits.isdigit()):
            return value
        if len(digits) > 10 or abs(int(value)) > MAX_NUMBER:
            raise RulesError(self.w("bad_tally", most=f"{MAX_NUMBER:,}", text=value[:40]))
        return int(value)

    def do_next_turn(self, words):
        """next-turn: advance the turn marker one turn (the scenario's last turn is the limit); reinforcements arrive."""
        pos = self.position
        sc = self.game.scenarios.get(pos.scenario) if pos.scenario else None
        if isinstance(pos.turn, str):
            from printkit.rules.turns import later, parse

            nxt = later(pos.turn, 1)
            if sc and sc.last_turn and parse(nxt) > parse(sc.last_turn):
                raise RulesError(self.w("last_month", turn=pos.turn, title=sc.title))
        else:
            nxt = int(pos.turn or 0) + 1
            last = sc.turns if sc else None
            if last and nxt > last:
                raise RulesError(self.w("last_turn", turn=pos.turn, title=sc.title))
        self._change()
        pos.turn = nxt
        self._say(self.w("turn_now", turn=nxt))
        from printkit.session.reinforcements import arrive

        came, moved = arrive(self.game, pos, nxt)
        for pid in moved:
            self._say("  " + self.w("turn_marker", name=self.name(pid), location=pos.pieces[pid]["location"]))
        if came:
            self._say("  " + self.w("reinforcements", count=len(came)))
            for pid in came:
                self._say("    " + self.w("arrives", name=self.name(pid), location=pos.pieces[pid]["location"]))

    def do_undo(self, words):
        """undo: take back the last change to the position."""
        if not self.history:
            raise RulesError(self.w("nothing_to_undo"))
        self.position = Position.from_data(self.history.pop(), self.game)
        self._say(self.w("undone"))

    def do_save(self, words):
        """save FILE: write the position as YAML."""
        import yaml

        if len(words) != 1:
            raise RulesError(self.w("usage_save"))
        from printkit.session.map_picture import write_file

        write_file(words[0], yaml.safe_dump(self.position.to_data(), sort_keys=False, allow_unicode=True).encode())
        self._say(self.w("saved", file=words[0]))

    def do_load(self, words):
        """load FILE: read a position saved with save."""
        from printkit.session import saved

        if len(words) != 1:
            raise RulesError(self.w("usage_load"))
        new = saved.read(words[0], self.game)  # as strictly as a game file: every problem, located
        self._change()
        self.position = new
        self._say(self.w("loaded", file=words[0], pieces=len(new.pieces), turn=new.turn))

    def do_map(self, words):
        """map FILE.svg|FILE.png: draw the map with the pieces on it."""
        from printkit.session.map_picture import write

        if len(words) != 1:
            raise RulesError(self.w("usage_map"))
        write(self.game, self.position, words[0])
        self._say(self.w("map_written", file=words[0]))

    def do_ezoc(self, words):
        """ezoc SIDE: the hexes in an enemy Zone of Control for SIDE's units, from the position."""
        from printkit.session.zoc import ezoc_of

        if len(words) != 1:
            raise RulesError(self.w("usage_ezoc"))
        hexes_ = ezoc_of(self, words[0])
        self._say(self.w("ezoc_head", side=words[0], count=len(hexes_)))
        self._say("  " + " ".join(sorted(hexes_)) if hexes_ else "  " + self.w("none"))

    def do_quit(self, words):
        """quit: end the session."""
        return True

    do_exit = do_quit

    # -- help and completion ---------------------------------------------------------------------------

    def do_help(self, arg):
        words = arg if isinstance(arg, list) else lines.split(arg or "")
        from printkit.commands import game_help

        if not words:  # the calculators this game's data serves (printkit/commands/game_help.py)
            served = [calc.session_name(n) for n, _, _, missing in game_help.served(self.game) if not missing]
            self._say(self.w("help_position", commands=" ".join(POSITION_COMMANDS)))
            self._say(self.w("help_calculators", commands=" ".join(served)))
            self._say(self.w("help_hint"))
            return False
        name = words[0]
        if name == "calculators":  # each with the data it reads and an example, as `printkit help GAME`
            for line in game_help.lines(self.game, self.ref):
                self._say(game_help.session_line(line, self.ref))
            return False
        if name in self.calculators:
            from printkit.cli import build_parser

            parser = build_parser(calc.cli_name(name))
            sub = next(a for a in parser._actions if a.dest == "command").choices[calc.cli_name(name)]
            form = calc.declaration(name).form
            if form:
                self._say(f"{form}   (the position fills in the rest)")
            short = calc.short(name)
            if short:
                self._say(f"{name} " + " ".join(s.rstrip("*").lstrip("-").upper() + ("..." if s.endswith("*") else "")
                                               for s in short) + "   " + self.w("short_form"))
            self._say(sub.format_help().replace(f"printkit {name} [-h] GAME", name).replace(f"printkit {name}", name))
            return False
        method = getattr(self, "do_" + name.replace("-", "_"), None)
        key = "help_" + ("quit" if name == "exit" else name.replace("-", "_"))
        if method is None or key not in self.w.phrases:
            raise RulesError(self.w("no_command", name=name))
        self._say(self.w(key))
        return False

    def completenames(self, text, *ignored):
        names = list(POSITION_COMMANDS) + self.calculators + ["help"]
        return [n for n in names if n.startswith(text)]

    def completedefault(self, text, line, begidx, endidx):
        return self.complete_words(text, line)

    def complete_words(self, text: str, line: str) -> list[str]:
        """Candidates for the word being typed: pieces, locations, counters, sides, options."""
        head = line.split()[0] if line.split() else ""
        if head in self.calculators and text.startswith("-"):
            return sorted(o for o in calc.options(head) if o.startswith(text) and o != "-h")
        pool: list[str] = []
        if head in ("move", "remove", "flip", "mark", "unmark", "show"):
            pool += list(self.position.pieces)
        if head == "place":
            pool += vocabulary.counters(self.game)
        if head == "ezoc":
            pool += vocabulary.sides(self.game)
        if head in self.calculators:  # the kinds of word its positional words take (its declaration)
            for kind in calc.word_kinds(head, self.ref):
                pool += list(self.position.pieces) if kind == "piece" else vocabulary.words(self.game, kind)
        if head in ("help",):
            pool += self.completenames("")
        pool += self.locations()
        low = text.lower()
        seen, out = set(), []
        for w in pool:
            if w.lower().startswith(low) and w not in seen:
                seen.add(w)
                out.append(w)
        return out

    def complete(self, text, state):
        """readline's hook: the command name first, then the words of that command."""
        if state == 0:
            import readline

            line = readline.get_line_buffer()
            begidx = readline.get_begidx()
            before = line[:begidx]
            if not before.strip():
                self.completion_matches = self.completenames(text)
            else:
                self.completion_matches = self.complete_words(text, line)
        try:
            return self.completion_matches[state]
        except IndexError:
            return None


def _mark_text(name: str, value) -> str:
    return name if value is True else f"{name} {value}"


def run(game, ref: str, scenario: str | None, lang: str | None) -> int:
    """Start a session on stdin/stdout; exit status 1 if a piped command failed."""
    position = Position.from_scenario(game, scenario)
    interactive = sys.stdin.isatty()
    shell = Session(game, ref, position, lang, interactive)
    if interactive:
        try:
            import readline

            readline.set_completer_delims(" \t\n")
            readline.parse_and_bind("tab: complete")
        except ImportError:
            pass
        print(shell.w("intro", title=game.title, pieces=len(position.pieces), turn=position.turn))
    try:
        shell.cmdloop()
    except KeyboardInterrupt:
        print()
    except OSError as exc:  # standard input cannot be read (closed, or captured)
        raise PrintkitError(f"cannot read commands from standard input: {exc}") from None
    return 1 if shell.failed and not interactive else 0
