"""The print-shop preflight (printkit.preflight.shop_checks): files printkit renders for a press pass it, and
each check fails on a file made to break it (a reportlab canvas with the PDF/X keys and output intent that
printkit.render.pdfx writes, so that only the broken thing is wrong)."""

from __future__ import annotations

import pytest

from printkit import cmyk
from printkit.preflight.shop_checks import check_press_file, report_lines
from printkit.units import PT_PER_MM

MM = PT_PER_MM
X4, X1A = "PDF/X-4", "PDF/X-1a:2003"
TRIM = (40.0, 40.0, 260.0, 260.0)  # of the test page, 300 x 300 pt


def grow(box, d):
    return (box[0] - d, box[1] - d, box[2] + d, box[3] + d)


def press_pdf(path, draw, standard=X4, bleed_box=None, title="Test sheet", pdfx=True):
    """A one-page PDF drawn by `draw(canvas)`, with the PDF/X keys of `standard` (pdfx=False: a plain PDF); by
    default a 3 mm bleed around the trim, and a CMYK background that runs to the bleed edge."""
    from reportlab.pdfgen import canvas as rl_canvas

    from printkit.fonts import registered
    from printkit.render import pdfx as x

    # an embedded initial font (reportlab's default, Helvetica, is listed on every page and not embedded)
    c = rl_canvas.Canvas(str(path), pagesize=(300, 300), invariant=1, initialFontName=registered("DejaVuSans"))
    if pdfx:
        x.begin(c, standard)
    c.setTitle(title)
    bleed = bleed_box or grow(TRIM, 3 * MM)
    c.setTrimBox(TRIM)
    c.setBleedBox(bleed)
    c.setFillColorCMYK(0.2, 0.1, 0, 0)
    c.rect(bleed[0], bleed[1], bleed[2] - bleed[0], bleed[3] - bleed[1], stroke=0, fill=1)
    draw(c)
    c.showPage()
    if pdfx:
        x.end(c, standard, title)
    c.save()
    return path


def embedded_text(c, x, y, text="Attack", size=10):
    from printkit.fonts import registered

    c.setFillColorCMYK(0, 0, 0, 1)
    c.setFont(registered("DejaVuSans"), size)
    c.drawString(x, y, text)


def checked(path, standard=X4, max_ink=240, bleed=3 * MM, safe=3 * MM):
    return check_press_file(path, path.name, standard, max_ink, bleed, safe)


def checks(problems) -> set:
    return {p.check for p in problems}


# files printkit renders for a press


@pytest.fixture(scope="module")
def game_pages():
    from printkit.kit_pages import components
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game

    g = load_game("little_war", glyphs=True)
    return g, components(g, Options(paper="a4"))


@pytest.mark.parametrize("standard", [X4, X1A])
def test_rendered_press_files_pass(game_pages, tmp_path, standard):
    from printkit.layout.scene import Document
    from printkit.render.pdf import render

    game, comps = game_pages
    for name, bleed, safe in (("counters", game.counter_sheet.bleed, None), ("aid", None, 3 * MM)):
        path = tmp_path / f"{name}.pdf"
        path.write_bytes(render(Document(f"test {name}", comps[name]), press=standard))
        problems, facts = check_press_file(path, path.name, standard, cmyk.MAX_INK, bleed, safe)
        assert [p.line() for p in problems] == []
        assert facts["standard"] == standard and facts["output_condition"] == cmyk.CONDITION
        assert facts["profile"] == "ICC CMYK prtr" and facts["rgb"] == 0 and facts["transparency"] == []
        assert 50 < facts["max_ink"] <= cmyk.MAX_INK and facts["max_ink_page"] >= 1
        line = report_lines(path.name, facts, problems)
        assert len(line) == 1 and line[0].startswith(f"{name}.pdf: ") and line[0].endswith(": OK")
        assert f"{standard}, output intent {cmyk.CONDITION} (ICC CMYK prtr)" in line[0]


def test_the_test_page_itself_passes(tmp_path):
    for standard in (X4, X1A):
        path = press_pdf(tmp_path / "base.pdf", lambda c: embedded_text(c, 60, 150), standard)
        problems, facts = checked(path, standard)
        assert [p.line() for p in problems] == []
        assert round(facts["max_ink"], 1) == 100.0 and round(facts["min_bleed"] / MM, 2) == 3.0


# each check can fail


def test_rgb_is_found_in_the_page_a_form_and_an_image(tmp_path):
    from PIL import Image
    from reportlab.lib.utils import ImageReader

    def draw(c):
        c.setFillColorRGB(0.9, 0.1, 0.1)
        c.rect(60, 60, 20, 20, stroke=0, fill=1)
        c.beginForm("badge")
        c.setStrokeColorRGB(0, 0, 1)
        c.line(0, 0, 10, 10)
        c.endForm()
        c.doForm("badge")
        c.drawImage(ImageReader(Image.new("RGB", (4, 4), (0, 200, 0))), 100, 100, 20, 20)

    problems, facts = checked(press_pdf(tmp_path / "rgb.pdf", draw))
    assert checks(problems) == {"rgb"}
    found = " | ".join(p.obj for p in problems)
    assert "0.9 0.1 0.1 rg" in found and "form /" in found and "0 0 1 RG" in found and "DeviceRGB" in found
    assert facts["rgb"] == 3 and all(p.page == 1 for p in problems)
    assert facts["checks"]["rgb"] == 3 and sum(facts["checks"].values()) == facts["problems"] == 3
    report = report_lines("rgb.pdf", facts, problems)
    assert "3 RGB colours" in report[0] and report[0].endswith(": 3 problems") and len(report) == 4


def test_ink_over_the_limit(tmp_path):
    def draw(c):
        c.setFillColorCMYK(1, 1, 1, 1)
        c.rect(60, 60, 20, 20, stroke=0, fill=1)

    problems, facts = checked(press_pdf(tmp_path / "ink.pdf", draw))
    assert checks(problems) == {"ink"}
    assert "total ink 400.0 %, limit 240 %" in problems[0].message and "1 1 1 1 k" in problems[0].obj
    assert facts["max_ink"] == 400.0 and facts["max_ink_page"] == 1


def test_ink_limit_has_half_a_per_cent_of_tolerance(tmp_path):
    for total, ok in ((240.4, True), (241.0, False)):
        def draw(c, k=total / 100 - 1.8):
            c.setFillColorCMYK(0.6, 0.6, 0.6, k)
            c.rect(60, 60, 20, 20, stroke=0, fill=1)

        problems, _ = checked(press_pdf(tmp_path / "ink.pdf", draw))
        assert (checks(problems) == set()) is ok, (total, problems)


def test_ink_of_a_cmyk_image(tmp_path):
    from PIL import Image
    from reportlab.lib.utils import ImageReader

    im = Image.new("CMYK", (4, 4), (0, 0, 0, 0))
    im.putpixel((2, 2), (255, 255, 255, 128))
    problems, facts = checked(press_pdf(tmp_path / "img.pdf", lambda c: c.drawImage(ImageReader(im), 60, 60, 20, 20)))
    assert checks(problems) == {"ink"} and round(facts["max_ink"]) == 350 and "image" in problems[0].obj


def test_a_plain_pdf_has_no_output_intent(tmp_path):
    def draw(c):
        c.setFillColorCMYK(0, 0, 0, 1)

    problems, facts = checked(press_pdf(tmp_path / "plain.pdf", draw, pdfx=False))
    assert {"output-intent", "pdfx-keys", "xmp"} <= checks(problems)
    intent = [p for p in problems if p.check == "output-intent"]
    assert len(intent) == 1 and "0 output intents" in intent[0].message and intent[0].page == 0
    assert facts["output_condition"] is None and "no output intent" in report_lines("plain.pdf", facts, problems)[0]
    assert "plain.pdf: document: output-intent" in "\n".join(report_lines("plain.pdf", facts, problems))


def test_a_plain_render_fails(game_pages, tmp_path):
    from printkit.layout.scene import Document
    from printkit.render.pdf import render

    _, comps = game_pages
    path = tmp_path / "aid.pdf"
    path.write_bytes(render(Document("test aid", comps["aid"])))
    problems, facts = check_press_file(path, "aid.pdf", X4, 240, None, None)
    assert {"output-intent", "pdfx-keys", "xmp", "rgb"} <= checks(problems) and facts["rgb"] > 0


def test_a_file_for_one_standard_fails_the_other(tmp_path):
    problems, _ = checked(press_pdf(tmp_path / "x4.pdf", lambda c: None, X4), X1A)
    messages = {(p.check, p.obj): p.message for p in problems}
    assert messages[("pdf-version", "header")] == "PDF 1.6, expected PDF 1.4 or lower for PDF/X-1a:2003"
    assert messages[("pdfx-keys", "Info /GTS_PDFXVersion")] == "'PDF/X-4', expected 'PDF/X-1:2003'"
    assert ("pdfx-keys", "Info /GTS_PDFXConformance") in messages
    problems, _ = checked(press_pdf(tmp_path / "x1a.pdf", lambda c: None, X1A), X4)
    assert ("xmp", "catalogue /Metadata") in {(p.check, p.obj) for p in problems}
    assert ("pdfx-keys", "Info /GTS_PDFXVersion") in {(p.check, p.obj) for p in problems}


def test_an_output_profile_that_is_not_a_cmyk_press(tmp_path, monkeypatch):
    from PIL import ImageCms

    srgb = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    monkeypatch.setattr(cmyk, "profile_bytes", lambda: srgb)
    problems, facts = checked(press_pdf(tmp_path / "srgb.pdf", lambda c: None))
    assert checks(problems) == {"output-intent"} and "colour space b'RGB '" in problems[0].message
    assert facts["profile"].startswith("ICC RGB")


def test_no_title_and_encryption(tmp_path):
    problems, _ = checked(press_pdf(tmp_path / "untitled.pdf", lambda c: None, title=""))
    assert [(p.check, p.obj) for p in problems] == [("pdfx-keys", "Info /Title")]

    def encrypt(c):
        from reportlab.lib.pdfencrypt import StandardEncryption

        c.setEncrypt(StandardEncryption("", ownerPassword="shop"))  # opens without a password, still encrypted

    problems, _ = checked(press_pdf(tmp_path / "locked.pdf", encrypt))
    assert "encryption" in checks(problems)


def test_transparency_in_pdfx_1a_only(tmp_path):
    def draw(c):
        c.setFillAlpha(0.5)
        c.setFillColorCMYK(0, 1, 0, 0)
        c.rect(60, 60, 20, 20, stroke=0, fill=1)

    problems, facts = checked(press_pdf(tmp_path / "alpha.pdf", draw, X1A), X1A)
    assert checks(problems) == {"transparency"} and "ca 0.5" in problems[0].obj and facts["transparency"] == [1]
    assert "PDF/X-1a:2003 does not allow" in problems[0].message
    problems, facts = checked(press_pdf(tmp_path / "alpha4.pdf", draw, X4), X4)
    assert problems == [] and facts["transparency"] == [1]


def test_text_outside_the_safe_area(tmp_path):
    path = press_pdf(tmp_path / "edge.pdf", lambda c: embedded_text(c, TRIM[0] + 1 * MM, 150, "Edge"))
    problems, _ = checked(path, safe=3 * MM)
    assert checks(problems) == {"safe-area"} and "'Edge'" in problems[0].obj
    assert "from the left trim, expected 3.0 mm or more" in problems[0].message
    gap = float(problems[0].message.split(" mm")[0])
    assert 1.0 <= gap < 1.5
    assert checked(path, safe=None)[0] == []


def test_art_that_reaches_the_cut_must_bleed(tmp_path):
    def draw(c):
        c.setFillColorCMYK(0, 0.8, 0.8, 0)
        c.rect(150, 150, TRIM[2] - 150, 30, stroke=0, fill=1)  # ends exactly at the right trim

    problems, _ = checked(press_pdf(tmp_path / "cut.pdf", draw))
    assert checks(problems) == {"art-bleed"} and "past it on the right by 0.00 mm," in problems[0].message

    def bleeds(c):
        c.setFillColorCMYK(0, 0.8, 0.8, 0)
        c.rect(150, 150, TRIM[2] + 3 * MM - 150, 30, stroke=0, fill=1)

    assert checked(press_pdf(tmp_path / "bleeds.pdf", bleeds))[0] == []


def test_no_bleed_around_the_trim(tmp_path):
    problems, facts = checked(press_pdf(tmp_path / "nobleed.pdf", lambda c: None, bleed_box=TRIM))
    assert checks(problems) == {"bleed"}
    assert problems[0].message == ("left 0.00 mm, bottom 0.00 mm, right 0.00 mm, top 0.00 mm beyond the TrimBox, "
                                   "expected 3.00 mm on every side")
    assert facts["min_bleed"] == 0


def test_trim_outside_the_bleed_box(tmp_path):
    box = (30.0, 30.0, 250.0, 250.0)  # does not hold the trim's right and top edges
    problems, _ = checked(press_pdf(tmp_path / "boxes.pdf", lambda c: None, bleed_box=box), bleed=None)
    assert [(p.check, p.obj) for p in problems] == [("boxes", "TrimBox")]


def test_fonts_not_embedded(tmp_path):
    def draw(c):
        c.setFillColorCMYK(0, 0, 0, 1)
        c.setFont("Helvetica", 10)
        c.drawString(60, 150, "Plain")

    problems, _ = checked(press_pdf(tmp_path / "font.pdf", draw))
    assert checks(problems) == {"fonts"} and "Helvetica" in problems[0].obj and problems[0].message == "not embedded"


def test_a_broken_file_is_one_problem(tmp_path):
    path = tmp_path / "broken.pdf"
    path.write_bytes(b"%PDF-1.4\nthis is not a PDF")
    problems, facts = checked(path)
    assert len(problems) == 1 and problems[0].check == "pdf" and facts["pages"] == 0
    assert report_lines("broken.pdf", facts, problems)[0].endswith(": 1 problem")


def test_an_unknown_standard_is_refused(tmp_path):
    with pytest.raises(ValueError, match="PDF/X-4"):
        check_press_file(tmp_path / "x.pdf", "x.pdf", "PDF/X-3", 240, None, None)



def test_a_blend_mode_is_transparency_and_makes_the_ink_bound_inexact(tmp_path):
    def draw(c):
        c.setBlendMode("Multiply")
        c.setFillColorCMYK(0, 0.5, 0, 0)
        c.rect(60, 60, 20, 20, stroke=0, fill=1)

    problems, facts = checked(press_pdf(tmp_path / "multiply4.pdf", draw, X4), X4)
    assert problems == [] and facts["ink_exact"] is False and facts["transparency"] == [1]
    assert "not exact" in report_lines("multiply4.pdf", facts, problems)[0]
    problems, _ = checked(press_pdf(tmp_path / "multiply.pdf", draw, X1A), X1A)
    assert checks(problems) == {"transparency"} and "blend mode Multiply" in problems[0].obj


def test_overprint_makes_the_ink_bound_inexact(tmp_path):
    def draw(c):
        c.setFillOverprint(True)
        c.setFillColorCMYK(0, 0, 0, 1)
        c.rect(60, 60, 20, 20, stroke=0, fill=1)

    problems, facts = checked(press_pdf(tmp_path / "op.pdf", draw, X1A), X1A)
    assert problems == [] and facts["ink_exact"] is False and facts["transparency"] == []


def test_ink_of_a_cmyk_gradient(tmp_path):
    from reportlab.lib.colors import CMYKColor

    def draw(c):
        c.linearGradient(60, 60, 120, 60, (CMYKColor(0, 0, 0, 0.2), CMYKColor(1, 0.9, 0.8, 0.1)), extend=False)

    problems, facts = checked(press_pdf(tmp_path / "gradient.pdf", draw))
    assert checks(problems) == {"ink"} and facts["max_ink"] == 280.0 and "shading" in problems[0].obj


def test_an_rgb_gradient(tmp_path):
    from reportlab.lib.colors import Color

    def draw(c):
        c.linearGradient(60, 60, 120, 60, (Color(1, 0, 0), Color(0, 0, 1)), extend=False)

    problems, _ = checked(press_pdf(tmp_path / "gradient.pdf", draw))
    assert checks(problems) == {"rgb"} and "shading" in problems[0].obj and "DeviceRGB" in problems[0].obj


def test_art_clipped_at_the_cut_or_drawn_in_a_form_does_not_bleed(tmp_path):
    def clipped(c):  # drawn past the bleed, but clipped at the trim's bottom edge
        c.saveState()
        p = c.beginPath()
        p.rect(TRIM[0] + 20, TRIM[1], 50, 50)
        c.clipPath(p, stroke=0, fill=0)
        c.setFillColorCMYK(0, 0.8, 0.8, 0)
        c.rect(TRIM[0] + 20, 0, 50, 100, stroke=0, fill=1)
        c.restoreState()

    problems, _ = checked(press_pdf(tmp_path / "clipped.pdf", clipped))
    assert checks(problems) == {"art-bleed"} and "on the bottom by 0.00 mm" in problems[0].message

    def in_form(c):  # a form drawn at the top left corner of the trim, with its own matrix
        c.beginForm("corner", 0, 0, 40, 40)
        c.setFillColorCMYK(0.5, 0, 0, 0)
        c.rect(0, 0, 40, 40, stroke=0, fill=1)
        c.endForm()
        c.saveState()
        c.translate(TRIM[0] - 1 * MM, TRIM[3] - 40 + 1 * MM)
        c.doForm("corner")
        c.restoreState()

    problems, _ = checked(press_pdf(tmp_path / "form.pdf", in_form))
    assert checks(problems) == {"art-bleed"} and "on the left by 1.00 mm, top by 1.00 mm" in problems[0].message

    def white(c):  # paper white needs no bleed
        c.setFillColorCMYK(0, 0, 0, 0)
        c.rect(150, 150, TRIM[2] - 150, 30, stroke=0, fill=1)

    assert checked(press_pdf(tmp_path / "white.pdf", white))[0] == []


def test_an_inline_rgb_image(tmp_path):
    from PIL import Image

    def draw(c):
        c.drawInlineImage(Image.new("RGB", (2, 2), (200, 0, 0)), 60, 60, 10, 10)

    problems, _ = checked(press_pdf(tmp_path / "inline.pdf", draw))
    assert checks(problems) == {"rgb"} and "inline image" in problems[0].obj


def test_a_file_locked_with_a_password_is_an_encryption_problem(tmp_path):
    def lock(c):
        from reportlab.lib.pdfencrypt import StandardEncryption

        c.setEncrypt(StandardEncryption("secret", ownerPassword="shop"))

    problems, _ = checked(press_pdf(tmp_path / "locked.pdf", lock))
    assert [p.check for p in problems] == ["encryption"] and "password" in problems[0].message
