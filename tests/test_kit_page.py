"""The kit page (out/GAME/index.html) of every game: verify's link check, and headless Chromium loading it:
every link resolves and every image loads. Skips only when no Chromium can be found or installed."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import run_cli

GAMES = ("little_war", "case_blue", "donetsk_airport", "ukrainian_crisis")

# Loads the kit page in an iframe, checks every image, then clicks every distinct link, each in a fresh copy
# of the page (twelve at a time): a link must navigate to exactly the URL of a kit file, or be a download
# (the module) that leaves the page where it is and names a file that exists. Any script a link, an inline
# <script> or an event handler runs sets the harness's title, which the result reports.
HARNESS = """<!DOCTYPE html><html><head><title>harness</title></head><body><pre id="out">pending</pre>
<script>
const page = {page};
function frame() {{ const f = document.createElement('iframe'); f.width = 400; f.height = 300;
  document.body.appendChild(f); return f; }}
function loaded(f, url, ms) {{ return new Promise(r => {{ let done = false;
  f.onload = () => {{ if (!done) {{ done = true; r('load'); }} }};
  setTimeout(() => {{ if (!done) {{ done = true; r('timeout'); }} }}, ms); if (url) f.src = url; }}); }}
function exists(url) {{ return new Promise(r => {{ const x = new XMLHttpRequest(); x.open('GET', url);
  x.onload = () => r(true); x.onerror = () => r(false); try {{ x.send(); }} catch (e) {{ r(false); }} }}); }}
async function click(href) {{
  const f = frame(); await loaded(f, page, 10000);
  const a = [...f.contentDocument.querySelectorAll('a[href]')].find(x => x.getAttribute('href') === href);
  const want = a.href, nav = loaded(f, null, 10000); a.click(); const how = await nav;
  let at; try {{ at = f.contentWindow.location.href; }} catch (e) {{ at = 'unreadable'; }}
  f.remove();
  const inKit = want.startsWith(page.slice(0, page.lastIndexOf('/') + 1));
  if (how === 'load' && at === want && inKit) return null;
  if (how === 'timeout' && at === page && inKit && await exists(want)) return null;  // a download
  if (how === 'timeout' && at === want && inKit && await exists(want)) return null;  // opened, still loading (a busy machine)
  return 'LINK ' + href + ' -> ' + how + ' ' + at;
}}
(async () => {{ try {{
  const f0 = frame(); await loaded(f0, page, 10000); const d = f0.contentDocument, bad = [];
  for (const img of d.images) if (!(img.complete && img.naturalWidth > 0)) bad.push('IMG ' + img.getAttribute('src'));
  const links = d.querySelectorAll('a[href]').length;
  const hrefs = [...new Set([...d.querySelectorAll('a[href]')].map(a => a.getAttribute('href')))];
  for (let i = 0; i < hrefs.length; i += 12)
    bad.push(...(await Promise.all(hrefs.slice(i, i + 12).map(click))).filter(x => x));
  document.getElementById('out').textContent = 'RESULT images=' + d.images.length + ' links=' + links +
    ' clicked=' + hrefs.length + ' title=' + document.title + ' broken=' + JSON.stringify(bad) + ' END';
}} catch (e) {{ document.getElementById('out').textContent = 'RESULT error=' + e + ' END'; }} }})();
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
    harness.write_text(HARNESS.format(page=json.dumps(page.resolve().as_uri())), encoding="utf-8")
    run = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                          "--virtual-time-budget=600000", "--dump-dom", harness.as_uri()],
                         capture_output=True, text=True, timeout=600)
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
    clicked = int(result.split("clicked=")[1].split()[0])
    assert images >= 4 and links >= 10 and clicked >= 10, result
    assert " title=harness " in result and result.endswith("broken=[]"), result


HOSTILE = ('<a href="javascript:top.document.title=\'PWNED-link\'">x</a>'
           "<script>top.document.title='PWNED-script'</script>"
           '<img src="missing.png" onerror="top.document.title=\'PWNED-onerror\'">')


def test_the_kit_page_runs_no_script_whatever_it_holds(browser, tmp_path, capsys):
    """The page's Content-Security-Policy forbids script: a javascript: link (what a display id
    `javascript:...` once became), an inline script and an event handler put into a built page do nothing
    when every link is clicked; the same page without the policy runs them (so the test can fail), and
    verify reports both pages."""
    assert run_cli(capsys, "build", "little_war", "--out", str(tmp_path), "--paper", "a4", "--format", "pdf")[0] == 0
    page = tmp_path / "little_war" / "index.html"
    html = page.read_text(encoding="utf-8")
    assert "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;; " in html
    hostile = html.replace("</body>", HOSTILE + "</body>")
    page.write_text(hostile, encoding="utf-8")
    result = browse(browser, page, tmp_path)
    assert " title=harness " in result and "LINK javascript:" in result, result
    code, out, _ = run_cli(capsys, "verify", "little_war", "--out", str(tmp_path))
    assert code == 1 and "holds a script or an event handler" in out and "not a plain file name of the kit" in out
    bare = tmp_path / "little_war" / "bare.html"
    bare.write_text("\n".join(line for line in hostile.splitlines() if "Content-Security-Policy" not in line),
                    encoding="utf-8")
    assert "PWNED" in browse(browser, bare, tmp_path)


def test_browser_test_can_fail(browser, tmp_path, capsys):
    """A thumbnail removed and a link to a file that is not there: both reported."""
    assert run_cli(capsys, "build", "little_war", "--out", str(tmp_path), "--paper", "a4", "--format", "png",
                   "--dpi", "30")[0] == 0
    page = tmp_path / "little_war" / "index.html"
    (tmp_path / "little_war" / "kit" / "thumbs" / "map-100.svg").unlink()
    page.write_text(page.read_text(encoding="utf-8").replace("</body>", '<a href="gone.pdf">x</a></body>'),
                    encoding="utf-8")
    result = browse(browser, page, tmp_path)
    assert "IMG kit/thumbs/map-100.svg" in result and "LINK gone.pdf" in result, result
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
