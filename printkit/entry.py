"""The `printkit` command (and `python -m printkit`): the CLI's main, with Ctrl-C at any moment one line.

This module imports nothing at the top, so the console script reaches `run` at once: an interrupt while
the CLI's modules are imported, its parser is built or a command runs ends with `printkit: interrupted`
and exit status 130, never a traceback.
"""


def run(argv=None) -> int:
    try:
        _collect_seldom()
        from printkit.cli import main

        code = main(argv)
        _leaving()
        return code
    except KeyboardInterrupt:  # during the imports, or a second Ctrl-C: the process ends now
        import signal

        try:
            signal.signal(signal.SIGINT, signal.SIG_IGN)
        except (ValueError, OSError):  # not the main thread
            pass
        return interrupted(again=False)


def _collect_seldom() -> None:
    """A printkit process is short and keeps what it makes (a build's scene and page programs live until
    its files are written): Python's default collector, run after every 700 new objects, traversed the same
    survivors again and again (~10 ms of the 280-counter build, ~1 ms of a calculator; make bench's CPU
    column). It runs after every 100,000 instead: cyclic garbage (reportlab's and svgwrite's) is still
    collected, a few MB later (the largest process, Donetsk's whole kit PDF+SVG: 93 -> 107 MB)."""
    import gc

    gc.set_threshold(100_000, 20, 10)


def _leaving() -> None:
    """The command has answered and the process ends next: what it still holds is left to the exit. Python's
    shutdown runs the cyclic collector over every object still alive (a build's fonts, page programs and
    modules: ~20 ms of a 280-counter build's ~190, measured with `make bench`'s CPU column); frozen, they are
    not traversed (memory goes back to the system with the process; files were closed where they were
    written)."""
    import gc

    gc.freeze()


def interrupted(again: bool = True) -> int:
    """Ctrl-C's one line, once (printkit.interrupt, which printkit.cli uses too): for the console script."""
    from printkit.interrupt import interrupted as say

    return say(again)
