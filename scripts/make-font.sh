#!/usr/bin/env bash
# The headings' web font, src/assets/fonts/rozha-one-latin-400-normal.woff2, from @fontsource/rozha-one
# 5.3.0's latin subset (kept as scripts/media/rozha-one-latin-400-normal.fontsource.woff2).
# Same characters and OpenType features, without TrueType hinting: 9.7 KB, not 18.2 KB, and a
# font every first visit preloads. Hinting does nothing for a display face at heading sizes on
# the renderers phones use. Deterministic (no timestamps).
#
# Usage: bash scripts/make-font.sh        Needs (Debian): fonttools python3-brotli
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
command -v pyftsubset >/dev/null 2>&1 || { echo "make-font: missing pyftsubset (apt-get install -y fonttools python3-brotli)" >&2; exit 1; }
pyftsubset "$ROOT/scripts/media/rozha-one-latin-400-normal.fontsource.woff2" \
  --unicodes='*' --layout-features='*' --no-hinting --flavor=woff2 \
  --output-file="$ROOT/src/assets/fonts/rozha-one-latin-400-normal.woff2"
ls -l "$ROOT/src/assets/fonts/rozha-one-latin-400-normal.woff2"
