#!/usr/bin/env bash
# System packages printkit needs beyond PyPI: DejaVu Sans (Latin + Cyrillic) and cairo (PNG previews).
# Installs them with apt-get when missing and we are root; otherwise says what to install.
set -euo pipefail
missing=()
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] && [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] \
  || missing+=(fonts-dejavu-core)
ldconfig -p 2>/dev/null | grep -q 'libcairo\.so\.2' || missing+=(libcairo2)
# headless Chromium: the kit page's browser test (tests/test_kit_page.py)
command -v chromium >/dev/null || command -v chromium-browser >/dev/null || missing+=(chromium)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "installing ${missing[*]} (apt-get)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "printkit needs these system packages: ${missing[*]}" >&2
  echo "install them (Debian/Ubuntu: sudo apt-get install ${missing[*]}) and run make again" >&2
  exit 1
fi
