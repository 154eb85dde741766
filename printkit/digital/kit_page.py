"""The kit page, out/GAME/index.html: every component with a thumbnail, links to every file, the
provenance audit, the print settings and the preflight summary (templates/index.html.j2)."""

from __future__ import annotations

from pathlib import Path, PurePosixPath

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
PAGE = "index.html"

KINDS = {"pdf": "PDF", "svg": "SVG", "png": "PNG", "vmod": "VASSAL module", "tts": "Tabletop Simulator"}


# The page runs no script and loads nothing but the kit's own files: a game file's text can never script it.
CSP = ("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'none'; object-src 'none'; "
       "base-uri 'none'; form-action 'none'")


def environment():
    import jinja2

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), autoescape=True,
                             undefined=jinja2.StrictUndefined, keep_trailing_newline=True,
                             bytecode_cache=_bytecode_cache(jinja2))
    env.filters["kit_url"] = kit_url
    return env


def _bytecode_cache(jinja2):
    """The compiled template kept in printkit's cache (compiling it costs a build ~12 ms). The entries are
    code that runs, so they are stored and read as the game cache's are (printkit.load.cache: a plain file of
    this user's own, closed to others); jinja2 checks each against its template's source checksum and
    Python's version, and compiles again on any difference."""
    import os

    from printkit.load import cache

    # the environment's settings (here) shape the compiled code too: this file's time and jinja2's version
    stamp = f"{os.stat(__file__).st_mtime_ns}-{jinja2.__version__}"

    class Cached(jinja2.BytecodeCache):
        def load_bytecode(self, bucket):
            data = cache.get(f"template-{bucket.key}-{stamp}")
            if isinstance(data, bytes):
                bucket.bytecode_from_string(data)

        def dump_bytecode(self, bucket):
            cache.put(f"template-{bucket.key}-{stamp}", bucket.bytecode_to_string())

    return Cached()


def kit_url(name: str) -> str:
    """The link to a kit file from the kit page: a checked relative name (no scheme, no '..'), percent-encoded."""
    from urllib.parse import quote

    from printkit.paths import kit_name

    return quote(kit_name(name), safe="/")


_TEMPLATE: dict = {}  # the compiled template, once per process (jinja2 checks the file's time on each use)


def template():
    """The kit page's template, compiled once (a build prepares it while a second process finishes)."""
    if PAGE not in _TEMPLATE:
        _TEMPLATE[PAGE] = environment().get_template("index.html.j2")
    return _TEMPLATE[PAGE]


def prepare() -> None:
    """Import jinja2 and compile the template now (render_kit calls this while it would wait)."""
    template()


def finish_kit(game, folder: Path, formats: list[str]):
    """The write_kit hook: given the final manifest, the kit page (and the PNG resolution carried over).
    Made before the kit is rendered: when a CPU is free, a second process imports jinja2 and compiles the
    template meanwhile, and renders the page when the manifest comes (~20 ms off a small build); else it is
    rendered here. `finish.close()` ends that process if the build fails before the page is asked for;
    `finish.meanwhile` is the preparation left for this process (None when the second one does it)."""
    from printkit.render.jobs import service

    helper = service(template, lambda manifest: render_page(game, manifest))

    def finish(manifest: dict) -> dict[str, bytes]:
        from printkit.outputs import read_manifest

        prev = read_manifest(folder) if folder.is_dir() else None
        carried_png = any(n.startswith("png/") for n in manifest["files"])
        if "png_dpi" not in manifest and carried_png and prev and "png_dpi" in prev:
            manifest["png_dpi"] = prev["png_dpi"]
        page = helper(manifest) if helper else None
        if not isinstance(page, str):
            page = render_page(game, manifest)
        return {PAGE: page.encode("utf-8")}

    finish.close = helper.close if helper else (lambda: None)
    finish.meanwhile = None if helper else prepare
    return finish


def _groups(names: list[str]) -> list[dict]:
    """The kit's files grouped for the page: component PDFs/SVGs by paper, the PNG set, the module."""
    groups: dict[str, list[str]] = {}
    for name in names:
        path = PurePosixPath(name)
        if name == PAGE or path.parts[0] == "kit":
            continue
        if path.parts[0] == "png":
            key = "PNG set: " + ("counter faces" if path.parts[1] == "counters" else "maps and aids")
        elif path.parts[0] == "tts":
            key = "Tabletop Simulator saves and images"
        elif path.suffix == ".vmod":
            key = "VASSAL module"
        elif len(path.parts) > 1:
            key = f"{path.parts[0].upper()} paper, {KINDS.get(path.suffix[1:], path.suffix[1:])}"
        else:
            key = f"Whole kit and full-size maps, {KINDS.get(path.suffix[1:], path.suffix[1:])}"
        groups.setdefault(key, []).append(name)
    return [{"title": k, "files": v} for k, v in sorted(groups.items())]


FULL = "-100"  # printkit.kit.FULL: a board on one page at 100 %


def _component_names(names: set[str], papers: list[str]) -> list[str]:
    """The kit's components: per-paper files (first paper) and the full-size boards, by file stem."""
    found = set()
    for n in names:
        path = PurePosixPath(n)
        stem = path.stem.rsplit("-", 1)[0] if path.suffix == ".svg" else path.stem
        if len(path.parts) == 2 and path.parts[0] == papers[0] and path.suffix in (".pdf", ".svg"):
            found.add(stem)
        elif len(path.parts) == 1 and stem.endswith(FULL):
            found.add(stem)
        elif n.startswith("kit/thumbs/"):
            found.add(path.stem)
    return sorted(found)


def _thumb(name: str, names: set[str], papers: list[str]) -> str | None:
    for candidate in (f"kit/thumbs/{name}.svg", f"{papers[0]}/{name}-1.svg", f"{name}-1.svg"):
        if candidate in names:
            return candidate
    return None


def _components(game, names: set[str], papers: list[str]) -> list[dict]:
    """A card per component, its thumbnail and its files; the cover first, as it opens the kit."""
    from printkit.layout.cover import COMPONENT

    out = []
    for name in sorted(_component_names(names, papers), key=lambda n: n != COMPONENT):
        stem = name.removesuffix(FULL)
        links = sorted(n for n in names if not n.startswith("kit/") and (
            PurePosixPath(n).stem in (name, stem) or PurePosixPath(n).stem.rsplit("-", 1)[0] == name or
            (name == "counter-face" and n.startswith("png/counters/"))))
        more = len(links) - 8 if len(links) > 8 else 0
        label = "counter images" if name == "counter-face" else name.replace("-", " ")
        out.append({"name": label, "thumb": _thumb(name, names, papers), "links": links[:8], "more": more})
    return out


def render_page(game, manifest: dict) -> str:
    from printkit.audit import audit, totals

    names = sorted(manifest["files"])
    rows = audit(game)
    settings = [("Paper sizes", ", ".join(p.upper() for p in manifest["papers"])),
                ("Duplex flip edge", manifest["duplex"]),
                ("Back offset (mm)", ", ".join(f"{v:g}" for v in manifest["back_offset_mm"])),
                ("Print scale", "100 % / actual size (check the 100 mm ruler on every page)"),
                ("Counter size", f"{game.counter_sheet.size / 72 * 25.4:.1f} mm"),
                ("PNG resolution", f"{manifest['png_dpi']} dpi" if "png_dpi" in manifest else "no PNG set built")]
    preflight = manifest.get("preflight")
    from printkit.layout.cover import paragraph_reconstructed
    from printkit.model.play_values import listing

    return template().render(
        reconstructed=paragraph_reconstructed(game), plays=listing(game),
        game=game, csp=CSP, components=_components(game, set(names), sorted(manifest["papers"])), groups=_groups(names), audit={"totals": totals(rows), "rows": [r.as_dict() for r in rows]},
        settings=settings, preflight=preflight, vmod=f"{game.id}.vmod" if f"{game.id}.vmod" in names else None)
