# "Dominoes", a problem of ours (the game Cram): a board of n rows and m columns, '.' an empty cell
# and '#' a filled one; a move fills two empty cells side by side, across or down. The player who
# cannot move loses. Input: t; each test a line 'n m', then n rows. Output: First if the player to
# move wins, else Second; with the argument 'move', a winning move 'r1 c1 r2 c2' (cells from 1),
# or Second where there is none; with 'play', the game itself, as an interactive problem: the
# program says First or Second (who it wants to be), then the moves alternate a line each, written
# as above, until a line '0'.
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


def winning_move(empty, n, m):
    masks, pairs = dominoes(n, m)
    wins = [(d, p) for d, p in zip(masks, pairs) if empty & d == d and value(empty & ~d, n, m) == 0]
    return wins[0] if wins else None


def cell_bits(words, m):
    r1, c1, r2, c2 = (int(w) - 1 for w in words)
    return (1 << (r1 * m + c1)) | (1 << (r2 * m + c2))


def written(pair):
    (r1, c1), (r2, c2) = pair
    return "%d %d %d %d" % (r1 + 1, c1 + 1, r2 + 1, c2 + 1)


lines = iter(sys.stdin.readline, "")
for _ in range(int(next(lines))):
    n, m = map(int, next(lines).split())
    rows = [next(lines).strip() for _ in range(n)]
    empty = sum(1 << (r * m + c) for r in range(n) for c in range(m) if rows[r][c] == '.')
    if "play" not in args:
        if "move" in args:
            win = winning_move(empty, n, m)
            print("Second" if win is None else written(win[1]))
        else:
            print("First" if value(empty, n, m) else "Second")
        continue
    mine = value(empty, n, m) != 0
    print("First" if mine else "Second", flush=True)
    while True:
        if mine:
            mask, pair = winning_move(empty, n, m)
            empty &= ~mask
            print(written(pair), flush=True)
        reply = next(lines).split()
        if reply == ["0"]:
            break
        empty &= ~cell_bits(reply, m)
        mine = True
