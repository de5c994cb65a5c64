#!/bin/sh
# Rebuilds shell/public's icons and social card from the sources here with Debian's Chromium (and python3
# for the .ico, which holds 16, 32 and 48 px PNGs). Run from this folder: ./make-icons.sh
set -e
OUT=../public
TMP=$(mktemp -d)
cp icon.svg square.svg og.html "$TMP"/
shot() { # source.svg size out.png
  printf '<html><body style="margin:0"><img src="%s" width="%s" height="%s" style="display:block"></body></html>' "$1" "$2" "$2" >"$TMP/page.html"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
    --screenshot="$TMP/$3" --window-size="$2,$2" "file://$TMP/page.html" >/dev/null 2>&1
}
shot icon.svg 16 i16.png
shot icon.svg 32 i32.png
shot icon.svg 48 i48.png
# Apple and the manifest get a full-bleed square: the platform rounds the corners itself.
shot square.svg 180 apple-touch-icon.png
shot square.svg 192 icon-192.png
shot square.svg 512 icon-512.png
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot="$TMP/og-image.png" --window-size=1200,630 "file://$TMP/og.html" >/dev/null 2>&1
python3 - "$TMP" <<'PY'
import struct, sys
d = sys.argv[1]
imgs = [(s, open(f'{d}/i{s}.png', 'rb').read()) for s in (16, 32, 48)]
offset, dirs, data = 6 + 16 * len(imgs), b'', b''
for size, png in imgs:
    dirs += struct.pack('<BBBBHHII', size, size, 0, 0, 1, 32, len(png), offset + len(data))
    data += png
open(f'{d}/favicon.ico', 'wb').write(struct.pack('<HHH', 0, 1, len(imgs)) + dirs + data)
PY
cp icon.svg "$TMP"/favicon.ico "$TMP"/apple-touch-icon.png "$TMP"/icon-192.png "$TMP"/icon-512.png "$TMP"/og-image.png "$OUT"/
rm -rf "$TMP"
