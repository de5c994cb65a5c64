#!/bin/sh
# Rebuilds the home hero clip (hero-loop.webm / .mp4, 640x360, 8 s) and its poster (hero-poster.webp)
# with Debian's ffmpeg: soft brand-coloured glows orbiting over a drifting dot grid on the page colour.
# Everything moves with a period of D seconds, so the loop has no seam. Takes ~5 min (geq is slow).
set -e
cd "$(dirname "$0")"
W=640; H=360; D=8
w="(2*PI/$D)"
g1="exp(-(pow(X-(W*0.32+W*0.16*sin($w*T)),2)+pow(Y-(H*0.45+H*0.20*cos($w*T)),2))/(2*pow(W*0.17,2)))"
g2="exp(-(pow(X-(W*0.68+W*0.14*cos($w*T*2+1)),2)+pow(Y-(H*0.55+H*0.22*sin($w*T)),2))/(2*pow(W*0.15,2)))"
g3="exp(-(pow(X-(W*0.50+W*0.28*sin($w*T+2)),2)+pow(Y-(H*0.30+H*0.18*sin($w*T*2)),2))/(2*pow(W*0.09,2)))"
# Dots every 32 px drifting up 32 px per loop (seamless), brighter where a glow passes.
dot="exp(-(pow(mod(X,32)-16,2)+pow(mod(Y+32*T/$D,32)-16,2))/2.2)*(0.18+0.9*($g1+$g2+$g3))"
R="clip(11 + 124*0.62*$g1 + 34*0.55*$g2 + 219*0.35*$g3 + 150*$dot, 0, 255)"
G="clip(13 + 92*0.62*$g1 + 211*0.55*$g2 + 39*0.35*$g3 + 190*$dot, 0, 255)"
B="clip(18 + 255*0.62*$g1 + 238*0.55*$g2 + 119*0.35*$g3 + 230*$dot, 0, 255)"
tmp=$(mktemp -d)
ffmpeg -y -loglevel error -f lavfi -i "color=c=black:s=${W}x${H}:r=24:d=$D,format=rgb24" \
  -vf "geq=r='$R':g='$G':b='$B',format=yuv420p" -c:v ffv1 "$tmp/master.mkv"
# Two-pass VP9 at constant quality (~80 KB) and H.264 for browsers without VP9 (~100 KB); no audio.
ffmpeg -y -loglevel error -i "$tmp/master.mkv" -c:v libvpx-vp9 -b:v 0 -crf 36 -row-mt 1 -deadline good -cpu-used 1 \
  -pass 1 -passlogfile "$tmp/vp9" -an -f null /dev/null
ffmpeg -y -loglevel error -i "$tmp/master.mkv" -c:v libvpx-vp9 -b:v 0 -crf 36 -row-mt 1 -deadline good -cpu-used 1 \
  -pass 2 -passlogfile "$tmp/vp9" -an hero-loop.webm
ffmpeg -y -loglevel error -i "$tmp/master.mkv" -c:v libx264 -preset veryslow -crf 27 -pix_fmt yuv420p -profile:v high \
  -movflags +faststart -an hero-loop.mp4
# The poster is the first frame, blurred down to 48x27 (~230 bytes) and scaled up smoothly by the browser:
# it paints at once, and at under 0.05 bits per displayed pixel Chromium does not count it as an LCP
# candidate, so the headline stays the LCP element at every width (the box is larger than the headline
# on phones).
ffmpeg -y -loglevel error -i "$tmp/master.mkv" -frames:v 1 -vf "gblur=sigma=6,scale=48:27:flags=area" -c:v libwebp -quality 90 \
  hero-poster.webp
rm -rf "$tmp"
ls -l hero-loop.webm hero-loop.mp4 hero-poster.webp
