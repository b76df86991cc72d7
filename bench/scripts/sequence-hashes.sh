#!/usr/bin/env bash
# Values identical before and after a change of the sequence engine: SHA-256 of the --binary file of
# G(0..N) for a dozen octal games, by the in-memory engine and by a streamed run (--histograms makes
# a run stream; --window 131072 keeps the window small so the windowed step does most of the work).
# Compares with sequence-hashes-1e6.txt, computed by the engine before streamed runs (commit b4c9d6b).
# Usage: bench/scripts/sequence-hashes.sh [JAR] [N]   (defaults: cli/target/grundy.jar, 1000000)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
jar="${1:-$here/../../cli/target/grundy.jar}"
n="${2:-1000000}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
status=0
while read -r game expected; do
    for mode in memory streamed; do
        extra=()
        [[ $mode == streamed ]] && extra=(--histograms "$scratch/h" --window 131072)
        if java -Xmx256m -jar "$jar" sequence "$game" --to "$n" --binary "$scratch/g.seq" "${extra[@]}" >/dev/null 2>"$scratch/err"; then
            got="$(sha256sum < "$scratch/g.seq" | cut -d' ' -f1)"
        else
            got="refused: $(head -1 "$scratch/err")"
        fi
        if [[ $n != 1000000 ]]; then
            verdict=""
        elif [[ $got == "$expected" ]]; then
            verdict="same"
        elif [[ $got == refused* ]]; then
            verdict="(not streamed)"
        else
            verdict="DIFFERENT"; status=1
        fi
        echo "$game $mode $got $verdict"
        rm -f "$scratch/g.seq"
    done
done < "$here/sequence-hashes-1e6.txt"
exit $status
