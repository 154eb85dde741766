"""Shared fixtures. Tests never touch the user's cache: it is switched off unless a test sets it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ["PRINTKIT_CACHE"] = "off"

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"


# The longest tests (or whole modules of them) run first, so that pytest-xdist's workers finish together.
# A test's outcome never depends on the order; module-scoped fixtures stay together (whole modules move).
LONG_FIRST = ("tests/test_kits.py", "tests/test_kit_page.py", "tests/test_digital.py",
              "tests/test_kit_confinement.py::test_a_build_killed_at_any_moment_leaves_a_complete_kit",
              "tests/test_hostile_input.py::test_what_validates_builds_to_well_formed_files",
              "tests/test_preflight.py::test_the_little_war_kit_passes_in_every_layout")


# The slow tier (`make test-kits`, which CI runs after `make test`): whole kits of the shipped games built in
# every language and paper, read back, preflighted and opened in real clients (headless Chromium, the installed
# command under real signals), and every test that took 1.5 s or more on this 2-core machine. `make test` runs
# the rest (unit, rulebook, calculator, bad-input and small-game build tests) within about 90 s; the two tiers
# together are the whole suite (`make test-all`). A new test that builds a shipped game's kit belongs here.
SLOW_FILES = (
    "tests/test_case_blue_param_shapes.py",
    "tests/test_digital.py",
    "tests/test_kit_confinement.py",
    "tests/test_kit_page.py",
    "tests/test_kits.py",
    "tests/test_playable_kits.py",
    "tests/test_shop_kits.py",
    "tests/test_svg_valid.py",
    "tests/test_vassal_module.py",
    "tests/test_visual_regression.py",
)
SLOW_TESTS = (
    "tests/test_bounds_hostile.py::test_a_real_ctrl_c_reaches_the_whole_build_and_is_one_line",
    "tests/test_bounds_hostile.py::test_ctrl_c_at_any_moment_is_one_line_and_exit_130",
    "tests/test_bounds_hostile.py::test_ctrl_c_in_the_first_tenth_of_a_second_of_the_installed_command",
    "tests/test_build_verify.py::test_back_offset_moves_the_backs",
    "tests/test_build_verify.py::test_build_is_byte_identical",
    "tests/test_build_verify.py::test_every_page_has_the_ruler",
    "tests/test_build_verify.py::test_print_options_build_and_verify",
    "tests/test_build_verify.py::test_verify_passes_on_a_fresh_build",
    "tests/test_calculator_wording.py::test_answer_reads_like_a_player_aid",
    "tests/test_case_blue_kit.py::test_a_hex_game_written_as_yaml_alone",
    "tests/test_case_blue_kit.py::test_every_hex_label_inside_its_hex",
    "tests/test_case_blue_victory.py::test_session_victory_from_the_position",
    "tests/test_cli.py::test_console_entry_points",
    "tests/test_components.py::test_map_files_are_named_by_scale",
    "tests/test_crt_kinds.py::test_an_odds_table_named_crt_without_a_combat_block_builds_and_verifies",
    "tests/test_donetsk_rules.py::test_a_hex_written_in_the_wrong_case_is_an_error",
    "tests/test_donetsk_rules.py::test_russian_kit_builds_and_verifies",
    "tests/test_donetsk_rules.py::test_verify_catches_english_left_on_a_russian_page",
    "tests/test_fifth_game.py::test_builds_and_verifies",
    "tests/test_fifth_game_geo.py::test_builds_and_verifies",
    "tests/test_format_docs.py::test_every_good_game_file_validates_against_the_schema",
    "tests/test_game_help.py::test_every_example_is_answered",
    "tests/test_generic_side_options.py::test_session_lines_take_both_spellings",
    "tests/test_guide_games.py::test_a_game_written_from_the_docs_alone_builds_in_two_languages",
    "tests/test_guide_games.py::test_guide_game_builds_verifies_and_passes_preflight",
    "tests/test_hostile_input.py::test_what_validates_builds_to_well_formed_files",
    "tests/test_hostile_names.py::test_ids_past_validation_still_cannot_leave_the_kit",
    "tests/test_hostile_names.py::test_the_largest_grid_that_validates_builds",
    "tests/test_maker_done_when.py::test_the_guide_game_gets_a_vassal_module_that_passes_its_checks",
    "tests/test_map_art.py::test_rivers_follow_their_hexsides_and_meet",
    "tests/test_map_art.py::test_woods_and_buildings_stay_inside_their_hexes",
    "tests/test_map_drawing_cache.py::test_a_cached_map_drawing_builds_the_same_bytes_as_painting_it",
    "tests/test_map_drawing_cache.py::test_an_entry_that_is_not_a_drawing_is_painted_over",
    "tests/test_map_reference.py::test_map_matches_its_reference_render",
    "tests/test_map_reference.py::test_the_comparison_sees_a_changed_map",
    "tests/test_palette.py::test_every_game_builds_verifies_and_preflights_in_each_variant",
    "tests/test_parameter_shapes.py::test_null_stays_allowed_everywhere_it_means_unknown",
    "tests/test_play_values.py::test_both_kits_coexist_verify_and_pass_preflight",
    "tests/test_play_values.py::test_the_russian_cover_is_russian",
    "tests/test_player_pages.py::test_the_makers_notes_name_the_sources_and_the_blanks",
    "tests/test_preflight.py::test_the_little_war_kit_passes_in_every_layout",
    "tests/test_render_fast_paths.py::test_pdf_fast_painter_matches_on_a_kit",
    "tests/test_render_fast_paths.py::test_pdf_pages_replayed_across_documents_give_the_bytes_of_painting_them",
    "tests/test_render_fast_paths.py::test_svg_writer_gives_svgwrites_own_text",
    "tests/test_thumbnails.py::test_a_build_with_svg_pages_shows_them_and_sketches_nothing",
    "tests/test_thumbnails.py::test_a_pdf_build_sketches_every_component_without_a_rasteriser",
    "tests/test_tts.py::test_every_shipped_game_gets_saves_that_verify",
    "tests/test_ukrainian_crisis_kit.py::test_verify_passes_and_builds_every_component",
)


def _slow(nodeid: str) -> bool:
    return nodeid.split("::")[0] in SLOW_FILES or nodeid.split("[")[0] in SLOW_TESTS


def pytest_collection_modifyitems(items):
    for item in items:
        if _slow(item.nodeid):
            item.add_marker(pytest.mark.slow)
    rank = {prefix: i for i, prefix in enumerate(LONG_FIRST)}
    items.sort(key=lambda it: next((rank[p] for p in LONG_FIRST if it.nodeid.startswith(p)), len(LONG_FIRST)))


@pytest.fixture(scope="session", autouse=True)
def _run_from_repo_root():
    """Game ids resolve against ./data: run every test from the repository root."""
    old = os.getcwd()
    os.chdir(ROOT)
    yield
    os.chdir(old)


@pytest.fixture(scope="session")
def little_war():
    from printkit.load.game_loader import load_game

    return load_game("little_war", glyphs=True)


@pytest.fixture(scope="session")
def mini_game():
    from printkit.load.game_loader import load_game

    return load_game(str(DATA / "mini_game.yaml"), glyphs=True)


def run_cli(capsys, *argv):
    """Run the CLI in-process; return (exit code, stdout, stderr)."""
    from printkit.cli import main

    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


# -- Kits built once per test run ------------------------------------------------------------------------
#
# `kit_out(game, *options, lang="all")` builds GAME's kit the way `printkit build GAME --lang all *options`
# does (in-process, through the CLI) and returns the --out folder: the kit is out/GAME/ (out/GAME-ru/ for a
# second language; lang=None: the game's first language only). Each (game, options, lang) is built once
# per run, also across pytest-xdist workers (a file lock in the run's shared temporary folder); games built
# with the same options share one --out folder.
# The folder is shared: read it, or copy it before changing anything
# (shutil.copytree(kit_out(game), tmp_path / "out")).
#     def test_x(kit_out):
#         out = kit_out("case_blue")                       # PDF + SVG, A4 + Letter, long-edge duplex
#         short = kit_out("little_war", "--duplex", "short")


def _shared_tmp(tmp_path_factory) -> Path:
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base  # xdist: one folder per run


@pytest.fixture(scope="session")
def kit_out(tmp_path_factory):
    import fcntl
    import hashlib

    root = _shared_tmp(tmp_path_factory) / "kits"
    root.mkdir(exist_ok=True)

    def build(game: str, *options: str, lang: str | None = "all") -> Path:
        options = (*options, "--lang", lang) if lang else options
        out = root / hashlib.sha256("\0".join(options).encode()).hexdigest()[:12]
        out.mkdir(exist_ok=True)
        with open(root / f"{out.name}-{game}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            done = root / f"{out.name}-{game}.built"
            if not done.is_file():
                import shutil

                from printkit.cli import main

                # built aside, then each kit folder renamed in whole: a test copying the shared folder
                # meanwhile never meets a half-built kit
                aside = root / f"{out.name}-{game}.building"
                shutil.rmtree(aside, ignore_errors=True)
                code = main(["build", game, "--out", str(aside), *options])
                assert code == 0, f"printkit build {game} {' '.join(options)} exited {code}"
                for kit in sorted(aside.iterdir()):
                    if not kit.name.startswith("."):
                        kit.rename(out / kit.name)
                shutil.rmtree(aside)
                done.write_text("ok")
        return out

    return build
