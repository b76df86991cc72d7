#!/usr/bin/env bash
# Times `grundy solve graph:FILE` end to end on large random graphs: an acyclic one of 10^6
# vertices and 10^7 edges (every edge leads to a larger number), and one with cycles of 10^6
# vertices and 5·10^6 edges. Reports the wall time and the peak memory of each run.
# Usage: bench/scripts/graph.sh [VERTICES] [DAG_EDGES] [LOOPY_EDGES]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
vertices="${1:-1000000}"
dag_edges="${2:-10000000}"
loopy_edges="${3:-5000000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$vertices" "$dag_edges" "$loopy_edges" "$work" <<'PY'
import random, sys
n, dag_m, loopy_m, work = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
random.seed(1)
def write(name, m, acyclic):
    with open(f"{work}/{name}.txt", "w") as f:
        chunk = []
        for _ in range(m):
            u, v = random.randrange(n), random.randrange(n)
            if acyclic:
                u, v = min(u, v), max(u, v) + (u == v)
            chunk.append(f"v{u} v{v}\n")
            if len(chunk) == 100000:
                f.write("".join(chunk)); chunk = []
        f.write("".join(chunk))
write("dag", dag_m, True)
write("loopy", loopy_m, False)
PY

./grundy --version > /dev/null  # build first, outside the timing
for graph in dag loopy; do
    size=$(du -h "$work/$graph.txt" | cut -f1)
    /usr/bin/time -f "%e s, peak memory %M KB" -o "$work/time" \
        ./grundy solve "graph:$work/$graph.txt" v0 v1 v2 > "$work/$graph.out"
    echo "$graph ($size): $(cat "$work/time"); $(sed -n 2p "$work/$graph.out")"
done
