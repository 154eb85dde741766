"""Ctrl-C's one line, said once: `printkit: interrupted` and the shell's status for SIGINT.

Below both printkit.entry (the console script's wrapper) and printkit.cli (main's answer to Ctrl-C), which
share its once-only state; it imports nothing at the top."""

_said = []  # the line was printed (a second Ctrl-C while main says it must not say it again)


def interrupted(again: bool = True) -> int:
    """Say so and give the shell's status for SIGINT: main's answer to Ctrl-C (in a session, each time);
    `again=False`: only if main has not said it already."""
    import sys

    if again or not _said:
        _said.append(True)
        try:
            print("printkit: interrupted", file=sys.stderr, flush=True)
        except (OSError, ValueError):
            pass
    return 130
