# Interactive Nim (a problem of our own): the judge writes t, then for each game n and a line of n
# heaps. Print First to move first or Second to let the judge start; then moves alternate, one a
# line, "i to": heap i (from 1) is left with `to` tokens. The judge writes 0 when the game is over.
# Whoever cannot move loses; win every game. With the argument "bug", the program forgets the
# nim-sum when three or more heaps are left (a planted bug) and takes a token from the first heap.
#   grundy judge nim --interactive --input 't; n; a[n]' -- python3 examples/judge/nim-play.py
import sys

bug = sys.argv[1:] == ["bug"]


def read():
    return sys.stdin.readline().split()


def say(*words):
    print(*words, flush=True)


def nim_sum(heaps):
    x = 0
    for h in heaps:
        x ^= h
    return x


for _ in range(int(read()[0])):
    n = int(read()[0])
    heaps = [int(w) for w in read()]
    mine = nim_sum(heaps) != 0
    say("First" if mine else "Second")
    while True:
        if mine:
            x = nim_sum(heaps)
            winning = [(i, h ^ x) for i, h in enumerate(heaps) if h ^ x < h]
            if bug and sum(1 for h in heaps if h) >= 3 or not winning:
                winning = [(i, h - 1) for i, h in enumerate(heaps) if h > 0]
            i, to = winning[0]
            heaps[i] = to
            say(i + 1, to)
        reply = read()
        if reply == ["0"]:
            break
        heaps[int(reply[0]) - 1] = int(reply[1])
        mine = True
