"""printkit: print-and-play kits and table-side rules calculators from one YAML file per game."""

__version__ = "0.1.0"
