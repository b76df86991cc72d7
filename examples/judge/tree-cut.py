# "Cutting a tree", a problem of ours (Green Hackenbush on a rooted tree): a tree of n vertices
# rooted at vertex 1; a move deletes an edge, and the part no longer joined to the root falls away.
# The player who cannot move loses. Input: t; each test n, then n - 1 lines 'u v', its edges.
# Output: First if the player to move wins, else Second; with the argument 'move', a winning move
# 'u v' (the edge to delete) or Second where there is none.
# By the colon principle (Winning Ways ch. 7) a vertex's value is the xor, over its children c,
# of value(c) + 1. With the argument 'bug' it xors value(c) ^ 1 instead: the same when value(c)
# is even, wrong when it is odd (a path of three vertices has value 2, the bug says 0).
#   grundy judge --moves '(Tree t) -> ...' line --input 't; n; e[n-1]' -- python3 examples/judge/tree-cut.py
import sys

bug = "bug" in sys.argv[1:]
move = "move" in sys.argv[1:]
data = sys.stdin.read().split()
at = 1
for _ in range(int(data[0])):
    n = int(data[at])
    at += 1
    near = [[] for _ in range(n + 1)]
    for _ in range(n - 1):
        u, v = int(data[at]), int(data[at + 1])
        at += 2
        near[u].append(v)
        near[v].append(u)
    # Depth-first order from the root, then values from the leaves up, without recursion.
    parent = [0] * (n + 1)
    order = [1]
    seen = [False] * (n + 1)
    seen[1] = True
    for u in order:
        for v in near[u]:
            if not seen[v]:
                seen[v] = True
                parent[v] = u
                order.append(v)

    def root_value(cut):
        """The root's value with the edge above vertex cut deleted (0: none)."""
        value = [0] * (n + 1)
        for u in reversed(order[1:]):
            if u != cut:
                value[parent[u]] ^= (value[u] ^ 1) if bug else value[u] + 1
        return value[1]

    if not move:
        print("First" if root_value(0) != 0 else "Second")
        continue
    # Deleting the edge above v drops v's part, whose value then counts for nothing.
    wins = [v for v in order[1:] if root_value(v) == 0]
    print("%d %d" % (parent[wins[0]], wins[0]) if wins else "Second")
