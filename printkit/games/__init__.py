"""Per-game glue where a game's mechanism is its own (kept thin; values come from the game's YAML)."""
