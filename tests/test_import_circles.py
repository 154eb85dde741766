"""No import circles in printkit/ (issue 19, item 5; the brief's one-way flow load -> model -> rules | layout ->
render -> export -> verify): the modules' imports, read from their source, form no cycle.

Two readings: the imports at the top of each module (what Python runs when a module is imported) must form no
cycle at all; with the imports inside functions too (the lazy ones that keep the calculators fast), the cycles
that remain are listed in KNOWN, each to be removed, and no new one may appear.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "printkit"

# cycles through function-level imports still in the code (each a set of modules that import one another):
# debts in the layout, digital, verify and load/spec packages; printkit.entry and printkit.cli by design (the
# console script's wrapper runs cli.main, and cli says "interrupted" through the wrapper's once-only state)
KNOWN = [
]


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


MODULES = _modules()


def _imported(module: str, node) -> list[str]:
    """The printkit modules an import statement names (a name imported from a package: its submodule, if one)."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = module.split(".") if MODULES[module].name == "__init__.py" else module.split(".")[:-1]
            package = package[:len(package) - node.level + 1]
            base = ".".join(package + ([base] if base else []))
        names = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
    out = []
    for name in names:
        while name not in MODULES and "." in name:
            name = name.rsplit(".", 1)[0]
        if name in MODULES and name != module:
            out.append(name)
    return out


@functools.lru_cache(maxsize=2)
def graph(top_only: bool) -> dict[str, set[str]]:
    """module -> the printkit modules it imports (at its top only, or anywhere in it)."""
    out = {}
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        nodes = tree.body if top_only else ast.walk(tree)
        out[module] = {m for n in nodes if isinstance(n, (ast.Import, ast.ImportFrom)) for m in _imported(module, n)}
    return out


def cycles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected groups of more than one module (Tarjan, iterative)."""
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, children = work[-1]
            w = next(children, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                group = set()
                while True:
                    w = stack.pop()
                    on.discard(w)
                    group.add(w)
                    if w == v:
                        break
                if len(group) > 1:
                    found.append(group)
    return found


def test_the_search_finds_a_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
    assert cycles({"a": {"b"}, "b": set()}) == []
    edges = graph(top_only=False)
    assert "printkit.commands.registry" in edges["printkit.cli"]  # the reading sees the imports
    assert "printkit.rules.turns" in edges["printkit.session.shell"]  # ... the lazy ones too


def test_no_module_imports_itself_back_at_import_time():
    found = cycles(graph(top_only=True))
    assert not found, "import circles among top-level imports:\n" + "\n".join(" -> ".join(sorted(c)) for c in found)


def test_no_new_circle_through_lazy_imports():
    found = cycles(graph(top_only=False))
    new = [c for c in found if c not in KNOWN]
    assert not new, "new import circles (imports inside functions counted):\n" + "\n".join(
        " <-> ".join(sorted(c)) for c in new)
    gone = [c for c in KNOWN if c not in found]
    assert not gone, f"these circles are gone: remove them from KNOWN: {gone}"


def test_the_commands_and_the_rules_flow_one_way():
    """The rules never import a command, the session or the CLI; commands never import the CLI."""
    edges = graph(top_only=False)
    for module, imports in edges.items():
        if module.startswith(("printkit.rules.", "printkit.model.", "printkit.load.")):
            assert not {m for m in imports if m.startswith(("printkit.commands", "printkit.session", "printkit.cli"))}, \
                module
        if module.startswith("printkit.commands"):
            assert "printkit.cli" not in imports, module
