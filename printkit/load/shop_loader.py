"""Print-shop profiles: the presets in printkit/shops/ by name, or a maker's own YAML file, validated like a
game file (file:line:col, the YAML path, what was expected; every problem at once)."""

from __future__ import annotations

from pathlib import Path

PRESETS = Path(__file__).resolve().parent.parent / "shops"


def preset_ids() -> list[str]:
    return sorted(p.stem for p in PRESETS.glob("*.yaml"))


def load_shop(ref: str):
    """The Shop a preset name or a .yaml path names (PrintkitError for neither, as for an unknown game);
    DataError for a bad file."""
    from printkit.errors import DataError, PrintkitError
    from printkit.load.game_loader import display_name
    from printkit.load.marked import read_marked
    from printkit.load.schema import build
    from printkit.model.shop import ID_RULE, Shop, valid_id

    if ref in preset_ids():
        path = PRESETS / f"{ref}.yaml"
    elif ref.endswith((".yaml", ".yml")):
        path = Path(ref)
        if not path.is_file():
            raise PrintkitError(f"{ref}: no such shop file")
    else:
        raise PrintkitError(f"unknown shop {ref[:60]!r}; shops: {', '.join(preset_ids())} (or give a shop file "
                            "ending in .yaml: docs/shops.md)")
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PrintkitError(f"{ref}: cannot read the shop file ({exc.__class__.__name__})") from None
    name = display_name(str(path))
    marked, issues = read_marked(name, text)
    if issues and marked.data is None:
        raise DataError(issues)
    shop, more, _ = build(Shop, marked)
    issues += more
    if shop is None and isinstance(marked.data, dict):  # the record's own checks did not run: the name's here
        sid = marked.data.get("id")
        if isinstance(sid, str) and not valid_id(sid):
            issues.append(marked.issue(("id",), ID_RULE))
    if issues or shop is None:
        raise DataError(issues)
    return shop
