#!/usr/bin/env bash
# Two builds of the grundy command timed in turn on the same sequences, to show that a change
# left the engine's speed as it was (or what it changed): for each game, K pairs of runs
# interleaved A, B, A, B, …, each `sequence GAME --to N --summary` started as the launcher starts
# it (the serial collector), the values checked identical by the SHA-256 of a --binary file.
# Prints the load, then per game and build the median wall and CPU (user + sys) seconds and B/A.
#
# Usage: bench/scripts/jar-ab.sh [--pairs K] [--threads 1|default] JAR_A JAR_B [GAME:N ...]
#   default games: octal:0.6:1000000 (Officers) and grundy-game:1048576
set -euo pipefail

usage() {
    echo "usage: bench/scripts/jar-ab.sh [--pairs K] [--threads 1|default] JAR_A JAR_B [GAME:N ...]" >&2
    exit 2
}
pairs=5
threads=default
while [[ $# -gt 0 && "$1" == --* ]]; do
    case "$1" in
        --pairs) [[ $# -ge 2 ]] || usage; pairs="$2"; shift 2 ;;
        --threads) [[ $# -ge 2 ]] || usage; threads="$2"; shift 2 ;;
        *) usage ;;
    esac
done
[[ $# -ge 2 ]] || usage
jar_a="$1"; jar_b="$2"; shift 2
games=("$@")
[[ ${#games[@]} -gt 0 ]] || games=("octal:0.6:1000000" "grundy-game:1048576")
[[ "$pairs" =~ ^[1-9][0-9]*$ ]] || { echo "jar-ab: --pairs wants a positive whole number" >&2; exit 2; }
for jar in "$jar_a" "$jar_b"; do
    [[ -f "$jar" ]] || { echo "jar-ab: no jar at $jar" >&2; exit 2; }
done
opts=(-XX:+UseSerialGC)
[[ "$threads" == 1 ]] && opts+=(-XX:ActiveProcessorCount=1)
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# One run: prints "wall cpu sha" for the game.
run() {
    local jar="$1" game="$2" n="$3"
    local start end
    start=$(date +%s.%N)
    /usr/bin/time -f "%U %S" -o "$scratch/time" java "${opts[@]}" -jar "$jar" sequence "$game" --to "$n" \
        --binary "$scratch/v.seq" >/dev/null 2>"$scratch/err" || { cat "$scratch/err" >&2; exit 1; }
    end=$(date +%s.%N)
    local cpu
    cpu=$(awk '{print $1 + $2}' "$scratch/time")
    echo "$(echo "$end - $start" | bc -l) $cpu $(sha256sum < "$scratch/v.seq" | cut -c1-16)"
}

median() {
    sort -g | awk '{a[NR] = $1} END {print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2)}'
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); threads: $threads; pairs: $pairs"
printf '%-22s %10s %10s %10s %10s %8s %8s\n' game "A wall" "A cpu" "B wall" "B cpu" "B/A wall" "B/A cpu"
for spec in "${games[@]}"; do
    game="${spec%:*}"; n="${spec##*:}"
    : > "$scratch/a"; : > "$scratch/b"
    for ((i = 0; i < pairs; i++)); do
        run "$jar_a" "$game" "$n" >> "$scratch/a"
        run "$jar_b" "$game" "$n" >> "$scratch/b"
    done
    if [[ $(cut -d' ' -f3 "$scratch/a" "$scratch/b" | sort -u | wc -l) -ne 1 ]]; then
        echo "jar-ab: the two builds gave different values for $game" >&2
        exit 1
    fi
    aw=$(cut -d' ' -f1 "$scratch/a" | median); ac=$(cut -d' ' -f2 "$scratch/a" | median)
    bw=$(cut -d' ' -f1 "$scratch/b" | median); bc_=$(cut -d' ' -f2 "$scratch/b" | median)
    printf '%-22s %10.2f %10.2f %10.2f %10.2f %8.2f %8.2f\n' "$game:$n" "$aw" "$ac" "$bw" "$bc_" \
        "$(echo "$bw / $aw" | bc -l)" "$(echo "$bc_ / $ac" | bc -l)"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
