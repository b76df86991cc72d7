# "Dominoes", a problem of ours (the game Cram): a board of n rows and m columns, '.' an empty cell
# and '#' a filled one; a move fills two empty cells side by side, across or down. The player who
# cannot move loses. Input: t; each test a line 'n m', then n rows. Output: First if the player to
# move wins, else Second; with the argument 'move', a winning move 'r1 c1 r2 c2' (cells from 1),
# or Second where there is none.
# Boards are small (at most 4 x 4): the value of a set of empty cells, by the definition, memoised.
# With the argument 'bug' it forgets the dominoes laid down (a board one cell wide has no move).
#   grundy judge --moves @examples/lines/cram.line line --input 't; n m; g[n]' -- python3 examples/judge/cram.py
import sys
from functools import lru_cache

args = sys.argv[1:]
bug = "bug" in args


def dominoes(n, m):
    pairs = [((r, c), (r, c + 1)) for r in range(n) for c in range(m - 1)]
    if not bug:
        pairs += [((r, c), (r + 1, c)) for r in range(n - 1) for c in range(m)]
    return [(1 << (a[0] * m + a[1])) | (1 << (b[0] * m + b[1])) for a, b in pairs], pairs


@lru_cache(maxsize=None)
def value(empty, n, m):
    seen = {value(empty & ~d, n, m) for d in dominoes(n, m)[0] if empty & d == d}
    v = 0
    while v in seen:
        v += 1
    return v


data = sys.stdin.read().split()
at = 1
for _ in range(int(data[0])):
    n, m = int(data[at]), int(data[at + 1])
    rows = data[at + 2:at + 2 + n]
    at += 2 + n
    empty = sum(1 << (r * m + c) for r in range(n) for c in range(m) if rows[r][c] == '.')
    if "move" not in args:
        print("First" if value(empty, n, m) else "Second")
        continue
    masks, pairs = dominoes(n, m)
    wins = [p for d, p in zip(masks, pairs) if empty & d == d and value(empty & ~d, n, m) == 0]
    print("Second" if not wins else "%d %d %d %d" % (wins[0][0][0] + 1, wins[0][0][1] + 1, wins[0][1][0] + 1, wins[0][1][1] + 1))
