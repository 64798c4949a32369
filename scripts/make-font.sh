#!/usr/bin/env bash
# The headings' web font, Rozha One, from @fontsource/rozha-one 5.3.0's latin subset (kept as
# scripts/media/rozha-one-latin-400-normal.fontsource.woff2), without TrueType hinting (it does
# nothing for a display face at heading sizes on the renderers phones use), in two files:
#   src/assets/fonts/rozha-one-latin-400-basic.woff2   ASCII and common punctuation (6 KB), what
#                                                      headings are written in: preloaded;
#   src/assets/fonts/rozha-one-latin-400-normal.woff2  the whole latin subset (10 KB), fetched
#                                                      only for a heading with other letters (é).
# src/styles/index.css declares both; BASIC below and its unicode-range there must agree
# (tests/build/font-files.test.ts checks). Deterministic (no timestamps).
#
# Usage: bash scripts/make-font.sh        Needs (Debian): fonttools python3-brotli
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SOURCE="$ROOT/scripts/media/rozha-one-latin-400-normal.fontsource.woff2"
OUT="$ROOT/src/assets/fonts"
BASIC='U+0020-007E,U+00A0,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026'
command -v pyftsubset >/dev/null 2>&1 || { echo "make-font: missing pyftsubset (apt-get install -y fonttools python3-brotli)" >&2; exit 1; }
subset() { # unicodes out
  pyftsubset "$SOURCE" --unicodes="$1" --layout-features='*' --no-hinting --flavor=woff2 --output-file="$2"
}
subset '*' "$OUT/rozha-one-latin-400-normal.woff2"
subset "$BASIC" "$OUT/rozha-one-latin-400-basic.woff2"
ls -l "$OUT"/*.woff2
