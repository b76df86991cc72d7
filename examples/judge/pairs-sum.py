# "Pairs on k lines", a problem of ours: k strings; a move deletes two adjacent equal letters of one
# of them (the rest of it closes up). The player who cannot move loses. Input: t; each test k,
# then k lines, each a string ('-' for an empty one). Output: First if the player to move wins,
# else Second; with the argument 'move', a winning move 'i s' (the string i, from 1, becomes s;
# '-' when it is empty) or Second where there is none; with 'play', the game itself, as an
# interactive problem: the program says First or Second (who it wants to be), then the moves
# alternate a line each, written as above, until a line '0'.
# Every play of a string deletes the same letters (a stack reduces them), so a string is worth the
# parity of its pairs and the sum the xor of them. With 'bug' the program says First when any
# string has an odd number of pairs (an or for the xor: two odd strings fail).
#   grundy judge --moves '(String s) -> ...' line --components 1..4 --input 't; k; s' -- python3 examples/judge/pairs-sum.py
import sys

args = sys.argv[1:]


def pairs(s):
    stack, count = [], 0
    for c in s:
        if stack and stack[-1] == c:
            stack.pop()
            count += 1
        else:
            stack.append(c)
    return count


def winning(strings):
    odd = [pairs(s) % 2 for s in strings]
    total = any(odd) if "bug" in args else sum(odd) % 2 == 1
    if not total:
        return None
    i = odd.index(1)
    s = strings[i]
    # In a string of odd parity every deletion is winning: it leaves the parities' xor 0.
    j = next(j for j in range(len(s) - 1) if s[j] == s[j + 1])
    return i, s[:j] + s[j + 2:]


def read(word):
    return "" if word == "-" else word


lines = iter(sys.stdin.readline, "")
for _ in range(int(next(lines))):
    strings = [read(next(lines).strip()) for _ in range(int(next(lines)))]
    move = winning(strings)
    if "play" not in args:
        if "move" in args:
            print("Second" if move is None else "%d %s" % (move[0] + 1, move[1] or "-"))
        else:
            print("First" if move else "Second")
        continue
    print("First" if move else "Second", flush=True)
    mine = move is not None
    while True:
        if mine:
            move = winning(strings)
            strings[move[0]] = move[1]
            print("%d %s" % (move[0] + 1, move[1] or "-"), flush=True)
        reply = next(lines).split()
        if reply == ["0"]:
            break
        strings[int(reply[0]) - 1] = read(reply[1])
        mine = True
