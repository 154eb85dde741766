"""The maker's guide is a test: its two games (docs/examples/) validate, build, verify and pass preflight, the
calculator answers the guide shows are what printkit answers, its errors are what validate says, and every
link in the README and docs/ leads somewhere."""

from __future__ import annotations

import re
import shlex

import pytest

from tests.conftest import ROOT, run_cli

DOCS = ROOT / "docs"
EXAMPLES = sorted((DOCS / "examples").glob("*.yaml"))
PAGES = [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]


def test_the_guide_has_its_two_games():
    assert [p.stem for p in EXAMPLES] == ["marren_ford", "three_passes"]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_guide_game_builds_verifies_and_passes_preflight(path, capsys, tmp_path):
    game = str(path.relative_to(ROOT))
    code, out, err = run_cli(capsys, "validate", game)
    assert code == 0 and out.strip().endswith(")"), out + err
    code, out, err = run_cli(capsys, "build", game, "--out", str(tmp_path))
    assert code == 0, err
    code, out, err = run_cli(capsys, "verify", game, "--out", str(tmp_path))
    assert code == 0 and re.search(r": \d+ checks, 0 failed$", out.strip()), out + err
    code, out, err = run_cli(capsys, "preflight", game, "--out", str(tmp_path))
    assert code == 0 and out.strip().endswith(", 0 problems"), out + err
    kit = tmp_path / path.stem
    for name in ("counters.pdf", "aid.pdf", "setup.pdf", "map-100-tiled.pdf", "makers-notes.pdf"):
        assert (kit / "a4" / name).is_file(), name


def test_the_area_game_prints_its_cards(capsys, tmp_path):
    game = "docs/examples/three_passes.yaml"
    code, _, err = run_cli(capsys, "build", game, "--out", str(tmp_path), "--format", "pdf", "--paper", "a4")
    assert code == 0, err
    assert (tmp_path / "three_passes" / "a4" / "cards.pdf").is_file()


def test_a_game_written_from_the_docs_alone_builds_in_two_languages(capsys, tmp_path):
    """tests/data/island_raid.yaml was written from docs/ alone: pointy hexes, letter-number labels, en and ru."""
    game = "tests/data/island_raid.yaml"
    code, out, err = run_cli(capsys, "build", game, "--out", str(tmp_path), "--lang", "all", "--format", "pdf")
    assert code == 0, err
    code, out, err = run_cli(capsys, "verify", game, "--out", str(tmp_path), "--lang", "all")
    assert code == 0 and re.findall(r"^\S+: \d+ checks, (\d+) failed$", out, re.M) == ["0", "0"], out + err
    code, out, err = run_cli(capsys, "preflight", game, "--out", str(tmp_path), "--lang", "all")
    assert code == 0 and out.count(", 0 problems") == 2, out + err


def _shown_commands():
    """Every `$ printkit ...` line of the guide pages followed by the output they show (all its lines)."""
    for page in sorted(DOCS.glob("guide*.md")):
        lines = page.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            if line.startswith("$ printkit ") and i + 1 < len(lines) and not lines[i + 1].startswith(("$", "```")):
                argv = shlex.split(line[2:])[1:]
                shown = []
                for following in lines[i + 1:]:
                    if following.startswith(("$", "```")):
                        break
                    shown.append(following)
                if argv[0] in ("lookup", "hex", "area", "hits", "validate", "crt", "move-cost", "turn"):
                    yield page.name, argv, "\n".join(shown)


SHOWN = list(_shown_commands())


def test_the_guide_shows_answers():
    assert len(SHOWN) >= 7


@pytest.mark.parametrize("page, argv, shown", SHOWN, ids=[" ".join(a) for _, a, _ in SHOWN])
def test_every_answer_the_guide_shows_is_printkits(page, argv, shown, capsys):
    code, out, err = run_cli(capsys, *argv)
    assert code == 0, err
    assert out.strip() == shown, f"{page} shows {shown!r}"


def test_the_errors_the_guide_quotes_are_validates(capsys, tmp_path):
    """Three of the messages the guide quotes, made by the very mistakes it describes."""
    base = (DOCS / "examples" / "three_passes.yaml").read_text(encoding="utf-8")
    path = tmp_path / "three_passes.yaml"
    path.write_text(base.replace("{counter: crn-horse, location: eastgate, quantity: 2}",
                                 "{counter: crn-horse, location: north_pass, quantity: 2}"), encoding="utf-8")
    code, out, _ = run_cli(capsys, "validate", str(path))
    quoted = ("'crn-horse' is set up in north_pass, Mountains, which horse units may not enter "
              "(maps.main.terrain.mountains.prohibited)")
    assert code == 1 and out.strip().endswith(quoted) and quoted in (DOCS / "guide-area.md").read_text()
    hexgame = (DOCS / "examples" / "marren_ford.yaml").read_text(encoding="utf-8")
    path = tmp_path / "marren_ford.yaml"
    path.write_text(hexgame.replace("quantity: 2, turn: 3}", "quantity: 2, turn: 9}")
                    .replace('{counter: blue-tanks, location: "0104", quantity: 3}',
                             '{counter: blue-tanks, location: "0104", quantity: 3}\n'
                             '      - {counter: blue-guns, location: "0104"}'), encoding="utf-8")
    code, out, _ = run_cli(capsys, "validate", str(path))
    guide = (DOCS / "guide.md").read_text(encoding="utf-8")
    late = ("scenarios.crossing.reinforcements[0].turn: enters on turn 9, after the scenario's last turn "
            "(8, scenarios.crossing.turns)")
    stacked = "4 units set up in 0104; the stacking limit is 3 (stacking.limit, rule 4.2)"
    assert code == 1 and late in out and stacked in out, out
    assert late in guide and stacked in guide


def _links(page):
    text = page.read_text(encoding="utf-8")
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    return re.findall(r"\]\(([^)\s]+)\)", text)


def _anchors(page) -> set[str]:
    """GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens."""
    out = set()
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            title = line.lstrip("#").strip().lower()
            out.add(re.sub(r"[^\w\- ]", "", title).replace(" ", "-"))
    return out


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_link_resolves(page):
    for link in _links(page):
        if link.startswith(("http://", "https://", "mailto:")):
            continue
        target, _, anchor = link.partition("#")
        path = (page.parent / target).resolve() if target else page
        assert path.exists(), f"{page.name}: {link}"
        assert ROOT in path.parents or path == ROOT, f"{page.name}: {link} leaves the repository"
        if anchor and path.suffix == ".md":
            assert anchor in _anchors(path), f"{page.name}: {link}: no heading #{anchor}"


def test_the_readme_keeps_what_a_user_needs_and_links_the_docs():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "../shared/DESIGN.md" not in text and "DESIGN.md" not in text
    for needed in ("## What you get", "## Commands", "printkit play", "VASSAL", "## Printing your kit",
                   "docs/guide.md", "docs/reference.md", "docs/design.md", "printkit schema"):
        assert needed in text, needed
