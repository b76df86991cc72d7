# Nim, asked for more than who wins (a problem of our own): the input is t, then for each test n
# and a line of n heaps. Print, as the first argument says:
#   value    the Sprague-Grundy value of the game (the nim-sum)
#   count    how many winning moves there are (heaps numbered 1..n: equal heaps count apart)
#   move     a winning move "i x": take x tokens from heap i; -1 if there is none
#   smallest the winning move "i x" with the smallest i, then the smallest x; -1 if none
# With a second argument "bug", count counts heaps of equal size once (a planted bug).
#   grundy judge nim --input 't; n; a[n]' --answer value -- python3 examples/judge/nim-moves.py value
import sys

kind = sys.argv[1]
bug = sys.argv[2:] == ["bug"]
words = sys.stdin.read().split()
t, at = int(words[0]), 1
for _ in range(t):
    n = int(words[at])
    heaps = [int(w) for w in words[at + 1:at + 1 + n]]
    at += 1 + n
    x = 0
    for h in heaps:
        x ^= h
    moves = [(i + 1, h - (h ^ x)) for i, h in enumerate(heaps) if h ^ x < h]
    if kind == "value":
        print(x)
    elif kind == "count":
        print(len({h for h in heaps if h ^ x < h}) if bug else len(moves))
    elif not moves:
        print(-1)
    else:
        print(*(moves[-1] if kind == "move" else min(moves)))
