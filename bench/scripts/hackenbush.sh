#!/usr/bin/env bash
# Times `grundy solve hackenbush:FILE` end to end on graphs of 10^6 edges: a random tree (each
# vertex hangs from a random earlier one), a path (the deepest tree, no recursion allowed), and
# the random tree with 1% more random edges, which makes cycles. Each is solved RUNS times; the
# median wall time, with the user CPU time and the peak memory of that run, is reported.
# Usage: bench/scripts/hackenbush.sh [EDGES] [RUNS]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
edges="${1:-1000000}"
runs="${2:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$edges" "$work" <<'PY'
import random, sys
m, work = int(sys.argv[1]), sys.argv[2]
random.seed(1)
def write(name, lines):
    with open(f"{work}/{name}.txt", "w") as f:
        f.write("ground 0\n")
        f.write("".join(lines))
tree = [f"{random.randrange(v)} {v}\n" for v in range(1, m + 1)]
write("tree", tree)
write("path", [f"{v - 1} {v}\n" for v in range(1, m + 1)])
extra = [f"{random.randrange(m + 1)} {random.randrange(m + 1)}\n" for _ in range(m // 100)]
write("cycles", tree[: m - len(extra)] + extra)
PY

./grundy --version > /dev/null  # build first, outside the timing
for graph in tree path cycles; do
    size=$(du -h "$work/$graph.txt" | cut -f1)
    times=()
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %U %M" -o "$work/time" ./grundy solve "hackenbush:$work/$graph.txt" > "$work/$graph.out"
        times+=("$(cat "$work/time")")
    done
    median=$(printf '%s\n' "${times[@]}" | sort -n | awk -v n="$runs" 'NR == int((n + 1) / 2) {print $1 " s (" $2 " s of CPU in user mode), peak memory " $3 " KB"}')
    echo "$graph ($size, $edges edges): median of $runs runs $median; $(sed -n 2p "$work/$graph.out")"
done
