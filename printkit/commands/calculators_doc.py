"""docs/calculators.md, made from the registry of calculators (`printkit schema --calculators`): each calculator's
command line, what it answers, the data it reads (a parameter with the shape the loader expects of it) and its
short form in a session. A test holds the committed file equal to this."""

from __future__ import annotations

HEAD = """# Calculators

Generated from the calculators' declarations by `printkit schema --calculators` (do not edit; a test checks it
is current). `printkit help GAME` says which of these a game's data serves, with an example in its own terms;
this page says what each one reads, so that a game can be given the data it needs. A parameter is written
`{value: ..., source: ..., status: ..., rule: "N"}` ([format.md](format.md#parameters-and-rule-citations)): its
`value` has the shape given here, checked when the game loads. Every calculator also takes `--as-printed`
(the game exactly as its rulebooks print it, every reconstructed value withheld).
"""


def _usage(command) -> str:
    """The command line as argparse writes its usage (one line; -h and --as-printed left out)."""
    import argparse

    from printkit.commands.registry import declare

    usage = declare(argparse.ArgumentParser(prog="printkit").add_subparsers(), command).format_usage()
    return " ".join(usage.split()).removeprefix("usage: ").replace(" [-h]", "").replace(" [--as-printed]", "")


def _need(need) -> str:
    from printkit.load.parameter_shapes import SHAPES

    key = need.key
    if key.startswith("parameters.") and key[len("parameters."):] in SHAPES:
        return f"`{key}`: {SHAPES[key[len('parameters.'):]].what}"
    if key.startswith(("parameters.", "charts.")) and " " not in key:
        return f"`{key}`"
    return key


def markdown() -> str:
    from printkit.commands import registry

    out = [HEAD]
    for c in registry.calculators():
        out += [f"## {c.name}", "", f"{c.help[:1].upper() + c.help[1:]}.", "", "```", _usage(c), "```", "",
                f"Answers {c.answers}. Reads:", ""]
        out += [f"- {_need(n)}" for n in c.needs]
        if c.short or c.form or c.session:
            forms = []
            if c.short:
                forms.append(f"`{c.session_name} " + " ".join(s.rstrip("*").lstrip("-").upper()
                                                               + ("..." if s.endswith("*") else "") for s in c.short)
                             + "`")
            if c.form:
                forms.append(f"`{c.form}` (the position fills in the rest)")
            if c.session and not forms:
                forms.append(f"`{c.session_name}`")
            out += ["", "In `printkit play`: " + ", or ".join(forms) + "."]
        out.append("")
    return "\n".join(out)
