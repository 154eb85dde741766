"""VASSAL 3.7 modules: buildFile.xml and moduledata from templates/, images, grids, setups."""
