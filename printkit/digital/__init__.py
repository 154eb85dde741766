"""Digital play from the same source: PNG image sets, VASSAL modules, the kit page."""
