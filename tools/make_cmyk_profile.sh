#!/bin/sh
# Remake printkit/icc/fogra39l-tac240.icc.gz, the CMYK profile of PDF/X shop files (printkit/cmyk.py).
# Needs Debian's argyll (colprof) and icc-profiles-free (FOGRA39L.ti3: Fogra's characterization data of coated
# offset paper, ISO 12647-2:2004, packaged by Kai-Uwe Behrmann under the Zlib licence).
# Low quality tables (-ql: 155 KB, 63 KB gzipped) differ from medium (-qm: 247 KB) by about 1 dE on average.
# -kr: black generation on a ramp; -l240: total ink 240 %; -L230: black limit.
set -e
tmp=$(mktemp -d)
cp /usr/share/color/icc/FOGRA39L.ti3 "$tmp/"
(cd "$tmp" && colprof -ql -kr -l240 -L230 -D "printkit FOGRA39L, total ink 240 %" \
  -C "Made with ArgyllCMS colprof from FOGRA39L.ti3 (Debian icc-profiles-free, Zlib licence)" \
  -O printkit-fogra39l-tac240.icc FOGRA39L >/dev/null)
gzip -9 -n -c "$tmp/printkit-fogra39l-tac240.icc" > "$(dirname "$0")/../printkit/icc/fogra39l-tac240.icc.gz"
rm -r "$tmp"
