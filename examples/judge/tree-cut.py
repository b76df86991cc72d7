# "Cutting a tree", a problem of ours (Green Hackenbush on a rooted tree): a tree of n vertices
# rooted at vertex 1; a move deletes an edge, and the part no longer joined to the root falls away.
# The player who cannot move loses. Input: t; each test n, then n - 1 lines 'u v', its edges.
# Output: First if the player to move wins, else Second; with the argument 'move', a winning move
# 'u v' (the edge to delete) or Second where there is none; with 'play', the game itself, as an
# interactive problem: the program says First or Second (who it wants to be), then the moves
# alternate a line each, an edge 'u v' in the input's numbers, until a line '0'. With 'sum' each
# test is a sum: k, then k trees as above; a move is 'i u v', i the tree from 1, and the sum is
# worth the xor of its trees' values.
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


def xor(values):
    """The value of a sum: the xor of its parts' values."""
    total = 0
    for one in values:
        total ^= one
    return total


def winning(forest):
    """A winning move (i, parent, child), i the tree from 0, or None: deleting the edge above v drops
    v's part, whose value then counts for nothing; the sum is worth the xor of its trees, and a
    winning move leaves it 0."""
    trees = [tree(near) for near in forest]
    values = [root_value(order, parent, 0) for order, parent in trees]
    total = xor(values)
    for i, (order, parent) in enumerate(trees):
        for v in order[1:]:
            if root_value(order, parent, v) == total ^ values[i]:
                return i, parent[v], v
    return None


def any_move(forest):
    """The first edge left, for a player with no winning move."""
    for i, near in enumerate(forest):
        order, parent = tree(near)
        if len(order) > 1:
            return i, parent[order[1]], order[1]


def cut(near, u, v):
    near[u].discard(v)
    near[v].discard(u)


def read_tree(read):
    n = int(next(read))
    near = {v: set() for v in range(1, n + 1)}
    for _ in range(n - 1):
        u, v = int(next(read)), int(next(read))
        near[u].add(v)
        near[v].add(u)
    return near


def written(move):
    return "%d %d %d" % (move[0] + 1, move[1], move[2]) if summed else "%d %d" % move[1:]


summed = "sum" in args
read = words()
for _ in range(int(next(read))):
    forest = [read_tree(read) for _ in range(int(next(read)) if summed else 1)]
    move = winning(forest)
    if "play" not in args:
        if "move" in args:
            print(written(move) if move else "Second")
        else:
            print("First" if xor(root_value(*tree(near), 0) for near in forest) else "Second")
        continue
    print("First" if move else "Second", flush=True)
    mine = move is not None
    while True:
        if mine:
            move = winning(forest) or any_move(forest)
            cut(forest[move[0]], move[1], move[2])
            print(written(move), flush=True)
        i = int(next(read))
        if i == 0:
            break
        if summed:
            cut(forest[i - 1], int(next(read)), int(next(read)))
        else:
            cut(forest[0], i, int(next(read)))
        mine = True
