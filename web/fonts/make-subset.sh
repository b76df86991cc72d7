#!/usr/bin/env bash
# Makes the page's Chinese font: Noto Sans CJK SC (SIL Open Font License 1.1) cut down to the Han
# characters and CJK punctuation that the page can show, so that Chinese reads on a machine with
# no CJK font. Run it again after a Chinese message changes: PageFontTest fails until you do, for
# characters.txt, the characters the font holds, must be exactly those of the page's texts.
#
# Needs Debian's fonttools and python3-brotli (apt-get install fonttools python3-brotli); the font
# comes from Debian's fonts-noto-cjk, downloaded (not installed) into a scratch folder.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
out="$repo/web/src/main/resources/public/fonts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$work" && apt-get download fonts-noto-cjk >/dev/null && dpkg-deb -x fonts-noto-cjk_*.deb font)
collection="$work/font/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

# The page's own texts and the engine's Chinese words it shows: moves, reasons, rules, errors.
/usr/bin/python3 "$here/page_characters.py" \
    "$repo/web/src/main/resources/dev/grundy/web/messages_zh.properties" \
    "$repo/core/src/main/resources/dev/grundy/messages_zh.properties" \
    "$repo/web/src/main/resources/public/index.html" "$repo/web/src/main/resources/public/app.js" > "$here/characters.txt"

# Index 2 of the collection is Simplified Chinese (JP, KR, SC, TC, HK).
pyftsubset "$collection" --font-number=2 --text-file="$here/characters.txt" --flavor=woff2 \
    --layout-features='*' --no-hinting --desubroutinize --output-file="$out/noto-sans-sc-grundy.woff2"
# The licence goes with the font: the name table's copyright, then the OFL's text from Debian's copyright file.
{
    echo "Noto Sans CJK SC, © 2014-2021 Adobe (http://www.adobe.com/), cut down to the page's characters"
    echo "by web/fonts/make-subset.sh. It is licensed under the SIL Open Font License, Version 1.1:"
    echo
    awk '/^License: SIL-1.1$/ { n++; next } n == 2 && /^License:/ { exit } n == 2' \
        "$work/font/usr/share/doc/fonts-noto-cjk/copyright" | sed 's/^ //; s/^\.$//'
} > "$out/OFL.txt"
echo "$(($(wc -m < "$here/characters.txt") - 1)) characters, $(wc -c < "$out/noto-sans-sc-grundy.woff2") bytes"
