"""The kit page (out/GAME/index.html) of every game: verify's link check, and headless Chromium loading it:
every link resolves and every image loads. Skips only when no Chromium can be found or installed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import run_cli

GAMES = ("little_war", "case_blue", "donetsk_airport", "ukrainian_crisis")

HARNESS = """<!DOCTYPE html><html><body><pre id="out">pending</pre>
<iframe id="f" src="{page}" width="1200" height="900"></iframe>
<script>
const f = document.getElementById('f');
f.onload = async () => {{
  const d = f.contentDocument, bad = [];
  for (const img of d.images) if (!(img.complete && img.naturalWidth > 0)) bad.push('IMG ' + img.getAttribute('src'));
  const links = [...d.querySelectorAll('a[href]')];
  for (const a of links) {{
    const ok = await new Promise(r => {{ const x = new XMLHttpRequest(); x.open('GET', a.href);
      x.onload = () => r(true); x.onerror = () => r(false); try {{ x.send(); }} catch (e) {{ r(false); }} }});
    if (!ok) bad.push('LINK ' + a.getAttribute('href'));
  }}
  document.getElementById('out').textContent = 'RESULT images=' + d.images.length + ' links=' + links.length +
    ' broken=' + JSON.stringify(bad) + ' END';
}};
</script></body></html>
"""


def chromium() -> str | None:
    for name in ("chromium", "chromium-browser"):
        if shutil.which(name):
            return shutil.which(name)
    setup = Path(__file__).resolve().parents[1] / "tools" / "setup-system.sh"
    subprocess.run(["bash", str(setup)], capture_output=True, timeout=900)  # installs it when root
    return shutil.which("chromium") or shutil.which("chromium-browser")


def browse(browser: str, page: Path, tmp: Path) -> str:
    harness = tmp / "harness.html"
    harness.write_text(HARNESS.format(page=page.resolve().as_uri()), encoding="utf-8")
    run = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                          "--virtual-time-budget=20000", "--dump-dom", harness.as_uri()],
                         capture_output=True, text=True, timeout=120)
    start = run.stdout.find("RESULT ")
    assert start >= 0, run.stderr[-500:]
    return run.stdout[start:run.stdout.find(" END", start)]


@pytest.fixture(scope="module")
def browser():
    found = chromium()
    if not found:
        pytest.skip("no Chromium: tools/setup-system.sh installs it when run as root")
    return found


# the Little War and Case Blue kits of tests/test_digital.py (PNG set at 100 dpi), the others at 30 dpi
DPI = {"little_war": "100", "case_blue": "100"}


@pytest.mark.parametrize("game", GAMES)
def test_kit_page_links_and_images_load(game, browser, tmp_path, capsys, kit_out):
    kits = kit_out(game, "--paper", "a4", "--format", "png", "--format", "vmod", "--dpi", DPI.get(game, "30"),
                   lang=None)
    code, out, _ = run_cli(capsys, "verify", game, "--out", str(kits))
    assert code == 0, out
    result = browse(browser, kits / game / "index.html", tmp_path)
    images = int(result.split("images=")[1].split()[0])
    links = int(result.split("links=")[1].split()[0])
    assert images >= 4 and links >= 10, result
    assert result.endswith("broken=[]"), result


def test_browser_test_can_fail(browser, tmp_path, capsys):
    """A thumbnail removed and a link to a file that is not there: both reported."""
    assert run_cli(capsys, "build", "little_war", "--out", str(tmp_path), "--paper", "a4", "--format", "png",
                   "--dpi", "30")[0] == 0
    page = tmp_path / "little_war" / "index.html"
    (tmp_path / "little_war" / "kit" / "thumbs" / "map-100.svg").unlink()
    page.write_text(page.read_text(encoding="utf-8").replace("</body>", '<a href="gone.pdf">x</a></body>'),
                    encoding="utf-8")
    result = browse(browser, page, tmp_path)
    assert "IMG kit/thumbs/map-100.svg" in result and "LINK gone.pdf" in result
    code, out, _ = run_cli(capsys, "verify", "little_war", "--out", str(tmp_path))
    assert code == 1 and "links to 'gone.pdf', which is not a file of the kit" in out


def test_kit_page_shows_the_audit_counts(tmp_path, capsys):
    from printkit.audit import audit, totals
    from printkit.load.game_loader import load_game

    assert run_cli(capsys, "build", "case_blue", "--out", str(tmp_path), "--paper", "a4", "--format", "svg")[0] == 0
    html = (tmp_path / "case_blue" / "index.html").read_text(encoding="utf-8")
    for status, n in totals(audit(load_game("case_blue"))).items():
        assert f'id="total-{status}">{n}<' in html
    assert 'id="preflight-slot"' in html  # no preflight report in this build: the slot says so
