"""No import circles in printkit/ (issue 19, item 5; the brief's one-way flow load -> model -> rules | layout ->
render -> export -> verify): the modules' imports, read from their source, form no cycle, whether Python runs
them when a module is imported (the imports at its top) or later (the imports inside functions, which keep
the calculators fast); and no module imports one of a layer above its own (LAYERS).
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "printkit"

# the layers of printkit, lowest first: a module imports modules of its own layer and of the layers below, never
# one of a layer above (imports inside functions counted). Every module is in one: a package by its name, a
# module at the top of printkit by its own.
LAYERS = [
    ("base", {"__init__", "wording", "errors", "units", "fmt", "geo", "geometry", "hexgrid", "paths", "wcag", "colors", "contrast", "cvd",
              "face_text", "lazy_pillow", "fastargs", "interrupt", "outputs", "cmyk"}),
    ("model", {"model", "kit_names", "audit"}),
    ("load", {"load", "spec", "fonts", "glyphs"}),
    ("rules", {"rules", "games"}),
    ("layout", {"layout"}),
    ("render", {"render"}),
    ("export", {"kit_pages", "kit", "digital", "shop_kit"}),
    ("verify", {"verify", "preflight"}),
    ("commands", {"commands", "session", "completion", "cli", "entry", "__main__"}),
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


def test_no_circle_through_lazy_imports():
    """With the imports inside functions counted too: no circle at all (no list of tolerated ones)."""
    found = cycles(graph(top_only=False))
    assert not found, "import circles (imports inside functions counted):\n" + "\n".join(
        " <-> ".join(sorted(c)) for c in found)


def layer(module: str) -> int | None:
    """The index in LAYERS of a printkit module's layer (None: in no layer)."""
    parts = module.split(".")
    name = parts[1] if len(parts) > 1 else "__init__"
    return next((i for i, (_, names) in enumerate(LAYERS) if name in names), None)


def upward(edges: dict[str, set[str]]) -> list[str]:
    """Each import of a module of a higher layer than the importer's, as 'importer (layer) -> imported (layer)'."""
    return [f"{m} ({LAYERS[layer(m)][0]}) -> {n} ({LAYERS[layer(n)][0]})"
            for m in sorted(edges) for n in sorted(edges[m]) if layer(n) > layer(m)]


def test_the_layer_check_finds_an_upward_import():
    edges = {"printkit.layout.a": {"printkit.render.b", "printkit.model.c", "printkit.layout.d"},
             "printkit.load.e": {"printkit.verify.f"}, "printkit.cli": {"printkit.load.e"}}
    assert upward(edges) == ["printkit.layout.a (layout) -> printkit.render.b (render)",
                             "printkit.load.e (load) -> printkit.verify.f (verify)"]
    assert layer("printkit.layout.hexmap") < layer("printkit.render.pdf") < layer("printkit.kit") \
        < layer("printkit.verify.checks") < layer("printkit.cli")


def test_every_module_has_a_layer():
    assert not [m for m in MODULES if layer(m) is None], "declare the layer of these modules in LAYERS"


def test_no_module_imports_a_higher_layer():
    """load, model, rules and layout never import render, the exports, verify, the commands or the CLI (and so on
    up the layers), not even inside a function."""
    found = upward(graph(top_only=False))
    assert not found, "imports of a higher layer:\n" + "\n".join(found)


def test_the_commands_and_the_rules_flow_one_way():
    """The rules never import a command, the session or the CLI; commands never import the CLI."""
    edges = graph(top_only=False)
    for module, imports in edges.items():
        if module.startswith(("printkit.rules.", "printkit.model.", "printkit.load.")):
            assert not {m for m in imports if m.startswith(("printkit.commands", "printkit.session", "printkit.cli"))}, \
                module
        if module.startswith("printkit.commands"):
            assert "printkit.cli" not in imports, module
