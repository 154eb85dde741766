"""`python -m printkit` entry point."""

import sys

from printkit.entry import run

sys.exit(run())
