#!/usr/bin/env bash
# Times `grundy solve --batch` end to end on a million positions: one of Nim heaps below 2^20,
# one mixing the classic games with numbers below 2^30. Usage: bench/scripts/batch.sh [COUNT]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
count="${1:-1000000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$count" "$work" <<'PY'
import random, sys
count, work = int(sys.argv[1]), sys.argv[2]
random.seed(1)
with open(f"{work}/nim.txt", "w") as f:
    for _ in range(count):
        f.write("nim %d %d %d\n" % tuple(random.randrange(1 << 20) for _ in range(3)))
games = ["nim %d %d %d", "bash:7 %d + nim %d %d", "wythoff %d %d", "fibonacci-nim %d",
         "lasker %d %d %d", "misere-nim %d %d %d"]
with open(f"{work}/mixed.txt", "w") as f:
    for i in range(count):
        game = games[i % len(games)]
        f.write(game % tuple(random.randrange(1, 1 << 30) for _ in range(game.count("%d"))) + "\n")
PY

./grundy --version > /dev/null  # build first, outside the timing
for input in nim mixed; do
    start=$(date +%s.%N)
    ./grundy solve --batch < "$work/$input.txt" > "$work/$input.out"
    end=$(date +%s.%N)
    lines=$(wc -l < "$work/$input.out")
    python3 -c "import sys; s=float(sys.argv[2])-float(sys.argv[1]); print(f'$input: {int(sys.argv[3]):,} positions in {s:.1f} s, {int(sys.argv[3])/s:,.0f} per second')" "$start" "$end" "$lines"
done
