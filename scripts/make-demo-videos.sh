#!/usr/bin/env bash
# Regenerates the demo hero loops in lib/db/demo-media/ (hero-1/hero-2, .mp4 and .webm).
#
# Only needed to REGENERATE them: the files are committed, and the seed (lib/db/seed) just
# copies them into storage. ffmpeg is not a runtime dependency of the site.
#
# Each loop is 6 s, 1280x720, 24 fps: a slow Ken Burns drift over the project's own artwork
# (scripts/demo-art) with a soft candle-light flicker. Every motion is a whole number of cycles
# per 6 s, so the last frame runs into the first and the loop has no visible seam.
#
# Needs: ffmpeg with libx264 and libvpx-vp9 (Debian/Ubuntu: apt-get install ffmpeg), and the npm
# dependencies (tsx, sharp) installed.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=lib/db/demo-media
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }
mkdir -p "$OUT"

# 3840x2160 source for a 1280x720 output: zoompan crops on whole pixels, so a large source keeps
# the drift free of visible stepping.
npx tsx scripts/render-demo-posters.ts "$WORK" 3840 2160

FRAMES=144 # 6 s at 24 fps
# zoom 1.00 -> 1.07 -> 1.00 and a sideways drift, both one cycle per loop; frame 0 is the
# unzoomed poster, so the page's still poster and the first frame match.
ZOOM="1+0.07*(1-cos(2*PI*on/${FRAMES}))/2"
PAN_X="(iw-iw/zoom)*(0.5+0.45*sin(2*PI*on/${FRAMES}))"
PAN_Y="(ih-ih/zoom)*(0.5-0.3*sin(4*PI*on/${FRAMES}))"
# Candle flicker: small brightness and vignette wobbles at 4, 9 and 17 cycles per loop.
FLICKER="0.012*sin(2*PI*t*4/6)+0.008*sin(2*PI*t*9/6+1.3)+0.005*sin(2*PI*t*17/6+0.4)"
VIGNETTE="PI/5+0.025*sin(2*PI*t*5/6)+0.015*sin(2*PI*t*11/6+2.1)"

for name in hero-1 hero-2; do
  echo "rendering $name"
  # One lossless intermediate, so both encodes get identical frames.
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/$name.png" \
    -vf "zoompan=z='${ZOOM}':x='${PAN_X}':y='${PAN_Y}':d=${FRAMES}:s=1280x720:fps=24,eq=brightness='${FLICKER}':eval=frame,vignette=angle='${VIGNETTE}':eval=frame,format=yuv420p" \
    -frames:v "$FRAMES" -c:v ffv1 "$WORK/$name.mkv"

  # H.264 for every browser; +faststart puts the index first so playback starts while downloading.
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/$name.mkv" -an \
    -c:v libx264 -preset slow -crf 27 -maxrate 850k -bufsize 1700k -g 48 \
    -profile:v high -pix_fmt yuv420p -movflags +faststart "$OUT/$name.mp4"

  # VP9 in WebM, constrained quality: CRF 38, never above 650 kbit/s.
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/$name.mkv" -an \
    -c:v libvpx-vp9 -crf 38 -b:v 650k -g 48 \
    -deadline good -cpu-used 2 -row-mt 1 -pix_fmt yuv420p "$OUT/$name.webm"
done

ls -l "$OUT"
