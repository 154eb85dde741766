"""Read a built kit back (PDF through printkit.verify.pdfscan, SVG as XML) and check it against the model and resolvers."""

from printkit.verify.checks import verify_kit

__all__ = ["verify_kit"]
