# printkit: `make pdf GAME=little_war` builds a kit; `make test` runs the tests.
# The first run creates .venv and installs everything (system fonts too, when root).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
GAME   ?= little_war
GAMES  := $(basename $(notdir $(wildcard data/*.yaml)))
# KIT_LANG=ru builds a game's Russian kit into out/GAME-ru/ (not LANG: the environment sets that for locales)
KIT_LANG ?=
LANG_OPT := $(if $(KIT_LANG),--lang $(KIT_LANG))

.PHONY: setup pdf png vassal svg shop kit all test test-kits test-all bench fuzz fuzz-ci verify preflight docs clean

setup: $(STAMP)

# editable_mode=compat: a plain .pth path. The default editable mode installs an import finder
# that costs every printkit command ~15 ms at startup (measured with `make bench`).
$(STAMP): pyproject.toml tools/setup-system.sh
	@tools/setup-system.sh
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install -q --disable-pip-version-check -e '.[test]' --config-settings editable_mode=compat
	@$(BIN)/python -m compileall -q printkit >/dev/null  # as an installed package is (PYTHONDONTWRITEBYTECODE may be set)
	@touch $(STAMP)

pdf: $(STAMP)          ## the kit of GAME as PDF (A4 and Letter) in out/GAME/
	@$(BIN)/printkit build $(GAME) --format pdf $(LANG_OPT)

png: $(STAMP)          ## the PNG set of GAME (a PNG per counter, chit and card face, map and aid page): DPI=150
	@$(BIN)/printkit build $(GAME) --format png --dpi $(or $(DPI),150) $(LANG_OPT)

vassal: $(STAMP)       ## the VASSAL module of GAME: out/GAME/GAME.vmod
	@$(BIN)/printkit vassal $(GAME) $(LANG_OPT)

svg: $(STAMP)          ## the kit of GAME as SVG
	@$(BIN)/printkit build $(GAME) --format svg $(LANG_OPT)

shop: $(STAMP)         ## the files a print shop takes, checked against its rules: SHOP=pdfx (default), drivethrucards, gamecrafter
	@$(BIN)/printkit build $(GAME) --shop $(or $(SHOP),pdfx) $(LANG_OPT)

kit: $(STAMP)          ## PDF and SVG of GAME, then read them back
	@$(BIN)/printkit build $(GAME) $(LANG_OPT)
	@$(BIN)/printkit verify $(GAME) $(LANG_OPT)

all: $(STAMP)          ## every game in data/, PDF and SVG, verified
	@for g in $(GAMES); do $(BIN)/printkit build $$g --lang all && $(BIN)/printkit verify $$g --lang all || exit 1; done

# Two tiers (tests/conftest.py): `make test` runs everything but the slow tier within about 90 s on 2 cores;
# `make test-kits` runs the slow tier: every game in data/ built, verified and preflighted in every language and
# paper, the kit page in headless Chromium, the VASSAL module's checks, the installed command under real Ctrl-C.
# CI runs both; `make test-all` runs them together. pytest-xdist spreads the tests over every core (idle
# workers take waiting tests); JOBS=0 runs them in this one process.
# PYTHONDONTWRITEBYTECODE is cleared for the run: with it set, pytest rewrites every test module's asserts
# afresh in each of its processes (about 2 s of CPU a process) instead of keeping them in __pycache__.
PYTEST := PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n $(or $(JOBS),auto) --dist worksteal

test: $(STAMP)         ## the unit, rulebook, calculator, bad-input and small-game build tests (about 90 s)
	@$(PYTEST) -m "not slow"

test-kits: $(STAMP)    ## the slow tier: every kit built, verified, preflighted; Chromium, VASSAL checks, real Ctrl-C
	@$(PYTEST) -m slow

test-all: $(STAMP)     ## both tiers in one run (what CI runs, as make test then make test-kits)
	@$(PYTEST)

preflight: $(STAMP)    ## check GAME's built PDFs as a print shop would (run `make pdf` first)
	@$(BIN)/printkit preflight $(GAME) $(LANG_OPT)

fuzz: $(STAMP)         ## 50,000 mutated game files: every one validates, or fails with located errors, or builds
	@$(BIN)/python tools/fuzz.py --inputs $(or $(INPUTS),50000) --build-every 25
	@$(BIN)/python tools/fuzz.py --focus parameters --inputs 5000 --build-every 0
	@$(BIN)/python tools/fuzz.py --focus session --inputs 5000 --build-every 0
	@$(BIN)/python tools/fuzz.py --focus manifest --inputs 20000 --build-every 0

fuzz-ci: $(STAMP)      ## the fuzz run of CI: a few thousand inputs over every game in data/
	@$(BIN)/python tools/fuzz.py --inputs $(or $(INPUTS),3000) --build-every 15 --seed $(or $(SEED),1)
	@$(BIN)/python tools/fuzz.py --focus parameters --inputs 400 --build-every 0 --seed $(or $(SEED),1)
	@$(BIN)/python tools/fuzz.py --focus session --inputs 200 --build-every 0 --seed $(or $(SEED),1)
	@$(BIN)/python tools/fuzz.py --focus manifest --inputs 1000 --build-every 0 --seed $(or $(SEED),1)

bench: $(STAMP)        ## the README's commands beside their floors (python -c pass, bare reportlab): ratios and budgets
	@$(BIN)/python tools/bench.py
	@$(BIN)/python tools/bench_session.py

docs: $(STAMP)         ## write docs/reference.md, docs/calculators.md and docs/game.schema.json (a test checks they are current)
	@$(BIN)/printkit schema --reference > docs/reference.md
	@$(BIN)/printkit schema --calculators > docs/calculators.md
	@$(BIN)/printkit schema > docs/game.schema.json

clean:
	rm -rf out .pytest_cache
