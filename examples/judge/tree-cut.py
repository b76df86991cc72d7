# "Cutting a tree", a problem of ours (Green Hackenbush on a rooted tree): a tree of n vertices
# rooted at vertex 1; a move deletes an edge, and the part no longer joined to the root falls away.
# The player who cannot move loses. Input: t; each test n, then n - 1 lines 'u v', its edges.
# Output: First if the player to move wins, else Second; with the argument 'move', a winning move
# 'u v' (the edge to delete) or Second where there is none; with 'play', the game itself, as an
# interactive problem: the program says First or Second (who it wants to be), then the moves
# alternate a line each, an edge 'u v' in the input's numbers, until a line '0'.
# By the colon principle (Winning Ways ch. 7) a vertex's value is the xor, over its children c,
# of value(c) + 1. With the argument 'bug' it xors value(c) ^ 1 instead: the same when value(c)
# is even, wrong when it is odd (a path of three vertices has value 2, the bug says 0).
#   grundy judge --moves '(Tree t) -> ...' line --input 't; n; e[n-1]' -- python3 examples/judge/tree-cut.py
#   grundy judge --moves '(Tree t) -> ...' line --input 't; n; e[n-1]' --interactive -- python3 examples/judge/tree-cut.py play
import sys

args = sys.argv[1:]
bug = "bug" in args


def words():
    """The input's words, a line at a time: an interactive judge writes the next line only after our answer."""
    for line in sys.stdin:
        yield from line.split()


def tree(near):
    """The vertices still joined to the root, depth-first from it, and each one's parent."""
    parent = {1: 0}
    order = [1]
    for u in order:
        for v in near[u]:
            if v not in parent:
                parent[v] = u
                order.append(v)
    return order, parent


def root_value(order, parent, cut):
    """The root's value with the edge above vertex cut deleted (0: none), from the leaves up."""
    value = dict.fromkeys(order, 0)
    for u in reversed(order[1:]):
        if u != cut:
            value[parent[u]] ^= (value[u] ^ 1) if bug else value[u] + 1
    return value[1]


def winning(near):
    """A winning edge (parent, child), or None: deleting the edge above v drops v's part, whose value then counts for nothing."""
    order, parent = tree(near)
    wins = [v for v in order[1:] if root_value(order, parent, v) == 0]
    return (parent[wins[0]], wins[0]) if wins else None


def cut(near, u, v):
    near[u].discard(v)
    near[v].discard(u)


read = words()
for _ in range(int(next(read))):
    n = int(next(read))
    near = {v: set() for v in range(1, n + 1)}
    for _ in range(n - 1):
        u, v = int(next(read)), int(next(read))
        near[u].add(v)
        near[v].add(u)
    move = winning(near)
    if "play" not in args:
        if "move" in args:
            print("%d %d" % move if move else "Second")
        else:
            print("First" if move else "Second")
        continue
    print("First" if move else "Second", flush=True)
    mine = move is not None
    while True:
        if mine:
            move = winning(near) or next((u, v) for u in tree(near)[0] for v in near[u] if v != tree(near)[1][u])
            cut(near, *move)
            print("%d %d" % move, flush=True)
        u = int(next(read))
        if u == 0:
            break
        cut(near, u, int(next(read)))
        mine = True
