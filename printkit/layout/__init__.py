"""Layout: the model -> a backend-neutral scene of pages (points, origin top-left, y down)."""
