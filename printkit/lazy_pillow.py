"""Pillow loaded only when used: reportlab imports PIL.Image when it is imported itself (for raster images,
which printkit never puts in a PDF), and that import costs every build about 12 ms. Importing this module
first puts a lazy PIL.Image in its place (importlib.util.LazyLoader): the real module loads on first use of
any of its attributes, so a caller that needs Pillow (the tests, tools) gets it unchanged."""

from __future__ import annotations

import sys


def defer() -> None:
    if "PIL.Image" in sys.modules:
        return
    import importlib.util

    try:
        spec = importlib.util.find_spec("PIL.Image")
    except (ImportError, ValueError):
        return
    if spec is None or spec.loader is None:
        return
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules["PIL.Image"] = module
    spec.loader.exec_module(module)
    setattr(sys.modules["PIL"], "Image", module)


defer()
