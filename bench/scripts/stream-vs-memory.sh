#!/usr/bin/env bash
# A streamed run against the run in memory, whole commands taking turns: K pairs of
# `sequence GAME --to N --binary FILE` in memory and the same with --stream, as the launcher
# starts them (the serial collector), the values checked identical by the SHA-256 of the files.
# Prints each run (load, wall and CPU = user + sys seconds, peak RSS), then the medians and the
# ratios streamed / in memory of wall and CPU time.
#
# Usage: bench/scripts/stream-vs-memory.sh [--pairs K] [--threads 1|default] [--jar JAR] GAME N
#   e.g. bench/scripts/stream-vs-memory.sh --pairs 3 octal:0.6 10000000   (Officers to 10^7)
set -euo pipefail

usage() {
    echo "usage: bench/scripts/stream-vs-memory.sh [--pairs K] [--threads 1|default] [--jar JAR] GAME N" >&2
    exit 2
}
here="$(cd "$(dirname "$0")" && pwd)"
jar="$here/../../cli/target/grundy.jar"
pairs=3
threads=default
while [[ $# -gt 0 && "$1" == --* ]]; do
    case "$1" in
        --pairs) [[ $# -ge 2 ]] || usage; pairs="$2"; shift 2 ;;
        --threads) [[ $# -ge 2 ]] || usage; threads="$2"; shift 2 ;;
        --jar) [[ $# -ge 2 ]] || usage; jar="$2"; shift 2 ;;
        *) usage ;;
    esac
done
[[ $# -eq 2 ]] || usage
game="$1"; n="$2"
[[ "$pairs" =~ ^[1-9][0-9]*$ ]] || { echo "stream-vs-memory: --pairs wants a positive whole number" >&2; exit 2; }
[[ -f "$jar" ]] || { echo "stream-vs-memory: no jar at $jar" >&2; exit 2; }
opts=(-XX:+UseSerialGC)
[[ "$threads" == 1 ]] && opts+=(-XX:ActiveProcessorCount=1)
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# One run: appends "wall cpu rss_mb sha" to the mode's file and prints the run.
run() {
    local mode="$1" extra=()
    [[ "$mode" == streamed ]] && extra=(--stream)
    local load start end
    load=$(cut -d' ' -f1 /proc/loadavg)
    start=$(date +%s.%N)
    /usr/bin/time -f "%U %S %M" -o "$scratch/time" java "${opts[@]}" -jar "$jar" sequence "$game" --to "$n" \
        --binary "$scratch/v.seq" "${extra[@]}" >/dev/null 2>"$scratch/err" || { cat "$scratch/err" >&2; exit 1; }
    end=$(date +%s.%N)
    local wall cpu rss sha
    wall=$(echo "$end - $start" | bc -l)
    cpu=$(awk '{print $1 + $2}' "$scratch/time")
    rss=$(awk '{printf "%d", $3 / 1024}' "$scratch/time")
    sha=$(sha256sum < "$scratch/v.seq" | cut -c1-16)
    rm -f "$scratch/v.seq"
    echo "$wall $cpu $rss $sha" >> "$scratch/$mode"
    printf '%-9s load %5s → %5s  wall %8.2f  cpu %8.2f  rss %4d MB  %s\n' "$mode" "$load" \
        "$(cut -d' ' -f1 /proc/loadavg)" "$wall" "$cpu" "$rss" "$sha"
}

median() {
    sort -g | awk '{a[NR] = $1} END {print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2)}'
}

echo "$game to $n, $pairs pairs, threads: $threads, jar: $(basename "$jar"), from $(date -u +%H:%M) UTC"
: > "$scratch/memory"; : > "$scratch/streamed"
# Each pair in the other order than the one before (ABBA), so that a load that rises or falls
# through the runs does not favour one way.
for ((i = 0; i < pairs; i++)); do
    if ((i % 2 == 0)); then run memory; run streamed; else run streamed; run memory; fi
done
if [[ $(cut -d' ' -f4 "$scratch/memory" "$scratch/streamed" | sort -u | wc -l) -ne 1 ]]; then
    echo "stream-vs-memory: the values differ between runs" >&2
    exit 1
fi
mw=$(cut -d' ' -f1 "$scratch/memory" | median); mc=$(cut -d' ' -f2 "$scratch/memory" | median)
sw=$(cut -d' ' -f1 "$scratch/streamed" | median); sc=$(cut -d' ' -f2 "$scratch/streamed" | median)
printf 'medians: in memory %.2f s wall, %.2f s CPU; streamed %.2f s wall, %.2f s CPU\n' "$mw" "$mc" "$sw" "$sc"
printf 'streamed / in memory: wall %.2fx, CPU %.2fx (values the same: %s)\n' \
    "$(echo "$sw / $mw" | bc -l)" "$(echo "$sc / $mc" | bc -l)" "$(head -1 "$scratch/memory" | cut -d' ' -f4)"
