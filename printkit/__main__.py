"""`python -m printkit` entry point."""

import sys

from printkit.cli import main

sys.exit(main())
