#!/usr/bin/env bash
# Regenerates every raster image and video under public/ from the SVG sources
# (public/**/*.svg, scripts/media/*.svg), the frame generator
# scripts/media/frames.mjs and ffmpeg's audio sources (scripts/media/audio.mjs).
# Deterministic: no clocks, no unseeded randomness, metadata stripped.
#
# Usage:   bash scripts/make-media.sh            # everything
#          bash scripts/make-media.sh images     # icons, og-image, poster only
#          bash scripts/make-media.sh videos     # videos and their posters only
#          bash scripts/make-media.sh intro      # one video and its poster (also: hero, shoutouts)
#          bash scripts/make-media.sh hero-wide  # the laptops' hero still alone
#          bash scripts/make-media.sh stills     # the heroes' stills, without re-encoding videos
# Needs (Debian): ffmpeg librsvg2-bin webp libavif-bin pngquant imagemagick fonts-noto-core, node.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PUB="$ROOT/public"
SRC="$ROOT/scripts/media"
WHAT="${1:-all}"
JOBS="$(nproc 2>/dev/null || echo 2)"

die() { echo "make-media: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "missing '$1' (apt-get install -y $2)"; }
need ffmpeg ffmpeg
need ffprobe ffmpeg
need rsvg-convert librsvg2-bin
need cwebp webp
need avifenc libavif-bin
need pngquant pngquant
need node nodejs
# /usr/local/bin/convert may be a stand-in on some machines: use ImageMagick's own.
IM=""
for c in magick /usr/bin/convert convert; do
  if command -v "$c" >/dev/null 2>&1 && "$c" -version 2>/dev/null | grep -q ImageMagick; then IM="$c"; break; fi
done
[ -n "$IM" ] || die "missing ImageMagick (apt-get install -y imagemagick)"
[ -n "$(fc-list 'Noto Serif Display' 2>/dev/null)" ] || echo "make-media: warning: fonts-noto-core not installed; og-image/poster text will use another serif" >&2

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
export SOURCE_DATE_EPOCH=0

mkdir -p "$PUB/icons" "$PUB/media" "$PUB/brand"

# ---------------------------------------------------------------- helpers
svg2png() { # svg out.png [width [height]]
  local args=()
  [ -n "${3:-}" ] && args+=(-w "$3")
  [ -n "${4:-}" ] && args+=(-h "$4")
  rsvg-convert "${args[@]}" "$1" -o "$2"
}
png2jpg() { # in.png out.jpg quality
  "$IM" "$1" -strip -background '#1a0b1e' -flatten -sampling-factor 4:2:0 -interlace JPEG -quality "$3" "$2"
}
png2webp() { # in.png out.webp quality
  cwebp -quiet -mt -m 6 -sharp_yuv -metadata none -q "$3" "$1" -o "$2"
}
png2avif() { # in.png out.avif quantizer (0-63, lower is better)
  # AVIF for the stills a first paint waits on: the same look as the WebP at about half the
  # bytes. Pages offer it first and keep the WebP for browsers without AVIF.
  avifenc -j 1 -s 4 -y 420 --min "$3" --max "$(($3 + 8))" "$1" "$2" >/dev/null
}
optpng() { # palette-quantise (icons are flat colours), then strip ancillary chunks in place
  pngquant --quality=70-90 --speed 1 --strip --force --output "$1" "$1"
  "$IM" "$1" -strip -define png:exclude-chunks=date,time "$1"
}

# ---------------------------------------------------------------- images
make_images() {
  echo "== icons"
  svg2png "$SRC/icon.svg" "$PUB/icons/icon-192.png" 192 192
  svg2png "$SRC/icon.svg" "$PUB/icons/icon-512.png" 512 512
  svg2png "$SRC/icon-maskable.svg" "$PUB/icons/maskable-512.png" 512 512
  svg2png "$SRC/icon.svg" "$PUB/apple-touch-icon.png" 180 180
  for s in 16 32 48; do svg2png "$PUB/favicon.svg" "$TMP/fav-$s.png" "$s" "$s"; done
  "$IM" "$TMP/fav-16.png" "$TMP/fav-32.png" "$TMP/fav-48.png" "$PUB/favicon.ico"
  for f in "$PUB/icons/icon-192.png" "$PUB/icons/icon-512.png" "$PUB/icons/maskable-512.png" "$PUB/apple-touch-icon.png"; do optpng "$f"; done

  echo "== og-image"
  svg2png "$SRC/og.svg" "$TMP/og.png" 1200 630
  png2jpg "$TMP/og.png" "$PUB/og-image.jpg" 80

  echo "== poster"
  svg2png "$PUB/media/poster.svg" "$TMP/poster.png" 1600 600
  png2webp "$TMP/poster.png" "$PUB/media/poster.webp" 75
  png2avif "$TMP/poster.png" "$PUB/media/poster.avif" 40
  # Phones show the banner about 360 px wide: 800 px covers their 2x screens at a third the bytes.
  svg2png "$PUB/media/poster.svg" "$TMP/poster-800.png" 800 300
  png2webp "$TMP/poster-800.png" "$PUB/media/poster-800.webp" 70
  png2avif "$TMP/poster-800.png" "$PUB/media/poster-800.avif" 44
  png2jpg "$TMP/poster.png" "$PUB/media/poster.jpg" 62
}

# ---------------------------------------------------------------- videos
render_frames() { # scene -> prints "fps count", PNGs in $TMP/<scene>/
  local scene="$1" dir="$TMP/$1"
  local info
  info="$(node "$SRC/frames.mjs" "$scene" "$dir")"
  find "$dir" -name 'f*.svg' -print0 | sort -z |
    xargs -0 -n 8 -P "$JOBS" sh -c 'for f; do rsvg-convert "$f" -o "${f%.svg}.png"; done' sh
  echo "$info"
}

make_audio() { # scene seconds out.wav
  local expr
  expr="$(node "$SRC/audio.mjs" "$1")"
  printf "aevalsrc=exprs='%s':s=48000:d=%s,highpass=f=35,lowpass=f=9000[a]" "$expr" "$2" >"$TMP/$1-audio.txt"
  ffmpeg -hide_banner -loglevel error -y -filter_complex_script "$TMP/$1-audio.txt" -map '[a]' -ac 1 -c:a pcm_s16le "$3"
}

BITEXACT=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 -map_chapters -1)

# Encoded for 4G (docs/design.md §10.1): quality-targeted (CRF), so that no file averages more than
# 1 Mbit/s with its sound (tests/build/media-budget.test.ts checks the files), with an optional
# bitrate (0 = none): VP9's constrained-quality target (-crf with -b:v, which it aims at rather
# than stays under) and H.264's VBV ceiling (-maxrate, a true cap).
encode() { # scene name fps crf_vp9 crf_h264 cap_vp9 cap_h264 [audio.wav]
  local scene="$1" name="$2" fps="$3" vcrf="$4" hcrf="$5" vcap="$6" hcap="$7" wav="${8:-}"
  local in=(-framerate "$fps" -i "$TMP/$scene/f%04d.png")
  local amap=(-an) vaud=() haud=() hvbv=()
  [ "$hcap" != 0 ] && hvbv=(-maxrate "$hcap" -bufsize "$((${hcap%k} * 2))k")
  if [ -n "$wav" ]; then
    in+=(-i "$wav")
    amap=(-map 0:v -map 1:a -shortest)
    vaud=(-c:a libopus -b:a 48k -ac 1 -ar 48000)
    haud=(-c:a aac -b:a 48k -ac 1 -ar 48000)
  fi
  echo "   $name.webm"
  ffmpeg -hide_banner -loglevel error -y "${in[@]}" "${amap[@]}" \
    -c:v libvpx-vp9 -pix_fmt yuv420p -crf "$vcrf" -b:v "$vcap" -deadline good -cpu-used 2 \
    -row-mt 0 -threads 1 -g "$((fps * 4))" -auto-alt-ref 1 -lag-in-frames 16 "${vaud[@]}" \
    "${BITEXACT[@]}" "$PUB/media/$name.webm"
  echo "   $name.mp4"
  ffmpeg -hide_banner -loglevel error -y "${in[@]}" "${amap[@]}" \
    -c:v libx264 -profile:v main -level:v 3.1 -preset slow -tune animation -crf "$hcrf" -pix_fmt yuv420p \
    "${hvbv[@]}" \
    -g "$((fps * 4))" -threads 1 -x264-params "aq-mode=3:no-info=1" "${haud[@]}" \
    -movflags +faststart "${BITEXACT[@]}" "$PUB/media/$name.mp4"
}

poster_from() { # frame.png out-base width height webp_q [jpg_q|-] [avif_quantizer]
  # A light blur keeps these LCP-critical stills small; the video replaces them.
  local sm="$TMP/poster-$(basename "$2").png"
  "$IM" "$1" -resize "$3x$4" -blur 0x0.8 -strip "$sm"
  png2webp "$sm" "$2.webp" "$5"
  [ -n "${6:-}" ] && [ "$6" != - ] && png2jpg "$sm" "$2.jpg" "$6"
  [ -n "${7:-}" ] && png2avif "$sm" "$2.avif" "$7"
  return 0
}

make_hero() {
  echo "== hero-loop (720x1280, 8 s, with audio)"
  read -r fps _ < <(render_frames hero | tail -1)
  make_audio hero 8 "$TMP/hero.wav"
  encode hero hero-loop "$fps" 50 33 0 640k "$TMP/hero.wav"
  hero_poster
}

hero_poster() { # from the hero's rendered frames
  poster_from "$TMP/hero/f0000.png" "$PUB/media/hero-poster" 540 960 55 45 40
}

make_hero_wide() {
  # Laptops show no hero video (docs/product-spec.md §2: phones only): this still stands in for it
  # there.
  echo "== hero-wide (1600x900 still, laptops)"
  render_frames hero-wide >/dev/null
  poster_from "$TMP/hero-wide/f0000.png" "$PUB/media/hero-wide" 1600 900 45 - 44
}

make_intro() {

  # The intro plays while a first phone visit is still loading (≤ 450 KB before it ends, with
  # the page): small on purpose. Its poster is its own first frame, so nothing jumps at play.
  echo "== intro (720x1280, 3 s, muted)"
  read -r fps _ < <(render_frames intro | tail -1)
  encode intro intro "$fps" 46 30 330k 380k
  poster_from "$TMP/intro/f0000.png" "$PUB/media/intro-poster" 540 960 55
}

make_shoutouts() {

  echo "== shoutout-1 (540x960, 6 s, with audio)"
  read -r fps _ < <(render_frames shoutout-1 | tail -1)
  make_audio shoutout-1 6 "$TMP/shoutout-1.wav"
  encode shoutout-1 shoutout-1 "$fps" 48 32 0 0 "$TMP/shoutout-1.wav"
  poster_from "$TMP/shoutout-1/f0000.png" "$PUB/media/shoutout-1-poster" 540 960 55

  echo "== shoutout-2 (540x960, 8 s, with audio)"
  read -r fps _ < <(render_frames shoutout-2 | tail -1)
  make_audio shoutout-2 8 "$TMP/shoutout-2.wav"
  encode shoutout-2 shoutout-2 "$fps" 50 33 0 0 "$TMP/shoutout-2.wav"
  poster_from "$TMP/shoutout-2/f0000.png" "$PUB/media/shoutout-2-poster" 540 960 55
}

make_videos() { make_hero; make_hero_wide; make_intro; make_shoutouts; }

case "$WHAT" in
  images) make_images ;;
  videos) make_videos ;;
  hero) make_hero; make_hero_wide ;;
  hero-wide) make_hero_wide ;;
  stills) render_frames hero >/dev/null; hero_poster; make_hero_wide ;;
  intro) make_intro ;;
  shoutouts) make_shoutouts ;;
  all) make_images; make_videos ;;
  *) die "unknown target '$WHAT' (use: all | images | videos | hero | hero-wide | stills | intro | shoutouts)" ;;
esac

echo "== done"
du -sh "$PUB"
