# "Pairs", a problem of ours (the game of Codeforces 1104B): a string of lowercase letters; a move
# deletes two adjacent equal letters (the rest closes up). The player who cannot move loses.
# Input: t, then t lines, each a string. Output: First if the player to move wins, else Second.
# Whatever is deleted, the letters left at the end are the same (a stack reduces them), so every
# play has the same number of moves: the first player wins when it is odd.
# With the argument 'bug' it counts equal neighbours of the string as given, forgetting that a
# deletion brings new neighbours together (abba: one pair, but two moves).
#   grundy judge --moves '(String s) -> ...' line --input 't; s' -- python3 examples/judge/pairs.py
import sys

bug = sys.argv[1:] == ["bug"]
words = sys.stdin.read().split()
for s in words[1:1 + int(words[0])]:
    moves = 0
    if bug:
        i = 0
        while i + 1 < len(s):
            if s[i] == s[i + 1]:
                moves += 1
                i += 1
            i += 1
    else:
        stack = []
        for c in s:
            if stack and stack[-1] == c:
                stack.pop()
                moves += 1
            else:
                stack.append(c)
    print("First" if moves % 2 == 1 else "Second")
