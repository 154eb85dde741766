#!/usr/bin/env bash
# System packages printkit needs beyond PyPI: DejaVu Sans (Latin + Cyrillic) and cairo (PNG previews).
# Installs them with apt-get when missing and we are root; otherwise says what to install.
set -euo pipefail
missing=()
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] && [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] \
  || missing+=(fonts-dejavu-core)
"$(command -v ldconfig || echo /sbin/ldconfig)" -p 2>/dev/null | grep -q 'libcairo\.so\.2' || missing+=(libcairo2)
# headless Chromium: only the kit page's browser test needs it (tests/test_kit_page.py), so it is optional
optional=()
command -v chromium >/dev/null || command -v chromium-browser >/dev/null || optional+=(chromium)
# two PDF readers: the print-shop files' test renders them with poppler and separates them with Ghostscript
# (tests/test_shop_kits.py), and page reviews render with pdftoppm
command -v pdftoppm >/dev/null || optional+=(poppler-utils)
command -v gs >/dev/null || optional+=(ghostscript)
[ ${#missing[@]} -eq 0 ] && [ ${#optional[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "installing ${missing[*]} ${optional[*]} (apt-get)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" "${optional[@]}" >/dev/null
elif [ ${#missing[@]} -eq 0 ]; then
  echo "note: without ${optional[*]} the kit page's browser test or the shop files' reader tests are skipped" >&2
else
  echo "printkit needs these system packages: ${missing[*]}" >&2
  echo "install them (Debian/Ubuntu: sudo apt-get install ${missing[*]}) and run make again" >&2
  exit 1
fi
