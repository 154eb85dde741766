"""The Tabletop Simulator export: a saved game per scenario (save.py) and its structural check (checks.py)."""
