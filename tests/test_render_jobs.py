"""A build's files are the same bytes whether the SVG pages are rendered in a second process or in this one;
a second process that fails is replaced by rendering here, and a failing PDF stops it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from printkit.layout import scene as s


def _jobs():
    pages = []
    for i in range(3):
        page = s.Page(300.0, 200.0, f"page {i}")
        page.add(s.Rect(10, 10, 50 + i, 40, s.Style(fill="#336699", stroke="#000000")),
                 s.Text(20, 80, f"Seite {i} — страница", 9), s.Marker(5, 5, f"m:{i}"))
        pages.append(page)
    pdf_jobs = [(Path("a.pdf"), "a", pages[:2]), (Path("kit.pdf"), "kit", pages)]
    svg_jobs = [(Path(f"p-{i}.svg"), p) for i, p in enumerate(pages, 1)]
    return pdf_jobs, svg_jobs


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here: builds use one process")
def test_two_processes_give_the_bytes_of_one(monkeypatch):
    from printkit.render import jobs

    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    monkeypatch.setenv("PRINTKIT_JOBS", "1")
    one = jobs.render_files(*_jobs())
    monkeypatch.setenv("PRINTKIT_JOBS", "2")
    forked = []
    real_fork = os.fork
    monkeypatch.setattr(os, "fork", lambda: forked.append(1) or real_fork())
    two = jobs.render_files(*_jobs())
    assert forked == [1]
    assert list(two) == list(one) and two == one
    assert all(two[p].startswith(b"%PDF") for p in (Path("a.pdf"), Path("kit.pdf")))
    assert two[Path("p-1.svg")].startswith(b"<svg")


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
def test_a_failing_second_process_is_replaced_by_rendering_here(monkeypatch):
    from printkit.render import jobs

    monkeypatch.setenv("PRINTKIT_JOBS", "2")
    expected = jobs.render_files(*_jobs())

    def broken(*args, **kwargs):
        raise RuntimeError("the child cannot send")

    monkeypatch.setattr(jobs.pickle, "dumps", broken)  # the forked child fails; the parent does not use it
    assert jobs.render_files(*_jobs()) == expected


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
def test_a_failing_pdf_stops_the_second_process_and_raises(monkeypatch):
    from printkit.render import jobs

    monkeypatch.setenv("PRINTKIT_JOBS", "2")
    children = []
    real_fork = os.fork

    def fork():
        pid = real_fork()
        children.append(pid)
        return pid

    monkeypatch.setattr(os, "fork", fork)

    def bad_pdf(*args):
        raise ValueError("bad page")

    monkeypatch.setattr(jobs, "_pdf", bad_pdf)
    with pytest.raises(ValueError, match="bad page"):
        jobs.render_files(*_jobs())
    assert children and children[0] > 0
    with pytest.raises(ChildProcessError):  # already reaped: no child left behind
        os.waitpid(children[0], os.WNOHANG)


def test_a_second_process_only_when_a_cpu_is_free(monkeypatch):
    from printkit.render import jobs

    monkeypatch.delenv("PRINTKIT_JOBS", raising=False)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    monkeypatch.setattr(os, "getloadavg", lambda: (0.4, 0.4, 0.4))
    assert jobs._parallel() is hasattr(os, "fork")
    monkeypatch.setattr(os, "getloadavg", lambda: (3.2, 3.0, 2.0))  # both CPUs busy: stay in one process
    assert jobs._parallel() is False
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    monkeypatch.setattr(os, "getloadavg", lambda: (0.0, 0.0, 0.0))
    assert jobs._parallel() is False
    monkeypatch.setenv("PRINTKIT_JOBS", "2")
    assert jobs._parallel() is hasattr(os, "fork")
    monkeypatch.setenv("PRINTKIT_JOBS", "1")
    assert jobs._parallel() is False


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
@pytest.mark.parametrize("papers", [["a4"], ["a4", "letter"]])
def test_a_kit_made_in_two_processes_is_the_kit_made_in_one(monkeypatch, mini_game, papers):
    """One paper: the whole-kit PDF and the full-size maps in the second process; two: the second paper."""
    from printkit.kit import render_kit
    from printkit.layout.sheets import Options

    monkeypatch.setenv("PRINTKIT_JOBS", "1")
    one = render_kit(mini_game, ["pdf"], papers, Path("out"), Options())
    monkeypatch.setenv("PRINTKIT_JOBS", "2")
    forked, waited = [], []
    real_fork = os.fork
    monkeypatch.setattr(os, "fork", lambda: forked.append(1) or real_fork())
    two = render_kit(mini_game, ["pdf"], papers, Path("out"), Options(), meanwhile=lambda: waited.append(1))
    assert forked == [1] and waited == [1]
    assert sorted(two) == sorted(one) and two == one
    assert Path("out/mini_game/mini_game-kit-a4.pdf") in two and Path("out/mini_game/kit/thumbs/map-100.svg") in two


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
def test_a_failing_second_part_of_a_kit_is_made_here(monkeypatch, mini_game):
    from printkit.kit import render_kit
    from printkit.layout.sheets import Options
    from printkit.render import jobs

    monkeypatch.setenv("PRINTKIT_JOBS", "1")
    one = render_kit(mini_game, ["pdf"], ["a4", "letter"], Path("out"), Options())
    monkeypatch.setenv("PRINTKIT_JOBS", "2")

    def broken(*args, **kwargs):
        raise RuntimeError("the child cannot send")

    monkeypatch.setattr(jobs.pickle, "dumps", broken)
    assert render_kit(mini_game, ["pdf"], ["a4", "letter"], Path("out"), Options()) == one


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here: builds use one process")
def test_a_service_prepares_at_once_and_answers_when_asked(monkeypatch, tmp_path):
    """The kit page's second process (render.jobs.service): prepare() runs before the request comes, the
    answer is serve(request) computed there (its pid differs), and a failing serve gives None (the caller
    works here)."""
    from printkit.render import jobs

    monkeypatch.setenv("PRINTKIT_JOBS", "2")
    mark = tmp_path / "prepared"
    ask = jobs.service(lambda: mark.write_text(str(os.getpid())), lambda req: (os.getpid(), req * 2))
    assert ask is not None
    for _ in range(200):  # prepared before anything is asked
        if mark.exists() and mark.read_text():
            break
        import time

        time.sleep(0.01)
    assert mark.read_text() and int(mark.read_text()) != os.getpid()
    pid, answer = ask(21)
    assert answer == 42 and pid != os.getpid()
    ask.close()  # after an answer: nothing left to end

    failing = jobs.service(lambda: None, lambda req: 1 / 0)
    assert failing("x") is None


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here: builds use one process")
def test_a_service_never_asked_ends_with_close(monkeypatch):
    from printkit.render import jobs

    monkeypatch.setenv("PRINTKIT_JOBS", "2")
    ask = jobs.service(lambda: None, lambda req: req)
    ask.close()
    with pytest.raises(ChildProcessError):  # reaped: no child of this test is left
        os.waitpid(-1, os.WNOHANG)
    monkeypatch.setenv("PRINTKIT_JOBS", "1")
    assert jobs.service(lambda: None, lambda req: req) is None


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
def test_the_kit_page_from_the_second_process_is_the_one_made_here(monkeypatch, tmp_path, capsys):
    """printkit build: the kit page rendered by the service (a fork before the kit is drawn) is byte for byte
    the page rendered in this process."""
    from tests.conftest import DATA, run_cli

    pages = {}
    for jobs in ("1", "2"):
        monkeypatch.setenv("PRINTKIT_JOBS", jobs)
        forked = []
        real_fork = os.fork
        monkeypatch.setattr(os, "fork", lambda: forked.append(1) or real_fork())
        out = tmp_path / "out"
        code, _, err = run_cli(capsys, "build", str(DATA / "mini_game.yaml"), "--format", "pdf", "--paper", "a4",
                               "--out", str(out))
        assert code == 0, err
        pages[jobs] = ((out / "mini_game" / "index.html").read_bytes(), len(forked))
        monkeypatch.setattr(os, "fork", real_fork)
    assert pages["1"][1] == 0 and pages["2"][1] >= 2  # the kit page's process, and the kit's second part
    assert pages["1"][0] == pages["2"][0] and b"mini_game-kit-a4.pdf" in pages["1"][0]
