"""Prints, sorted and once each, the Han characters and CJK punctuation of the files named.

The page's font covers exactly these: the same ranges as its @font-face unicode-range (style.css).
"""
import sys

RANGES = [(0x3000, 0x303F), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xFF00, 0xFFEF)]


def chinese(character):
    return any(low <= ord(character) <= high for low, high in RANGES)


found = set()
for name in sys.argv[1:]:
    with open(name, encoding="utf-8") as text:
        found.update(c for c in text.read() if chinese(c))
print("".join(sorted(found)))
