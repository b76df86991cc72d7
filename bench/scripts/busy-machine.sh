#!/usr/bin/env bash
# Times the default `grundy sequence` (both cores) against the one-thread run
# (-XX:ActiveProcessorCount=1) while BUSY other processes keep processors busy, the two runs
# taking turns: issue 30's "never slower than one thread when the machine is busy". The busy
# processes are `yes > /dev/null`, each bounded by `timeout` and killed when the script exits.
# Prints the load before every run, wall and CPU (user + sys) medians, and the ratios
# default / one thread (at most 1.05 wall and 1.15 CPU is the issue's target; on an idle
# machine, with --busy 0, the wall ratio says what the second core gives). The values of every
# run are hashed (SHA-256 of the --binary file) and must be identical.
#
# Usage: bench/scripts/busy-machine.sh [--pairs K] [--busy N] [--jar GRUNDY_JAR] GAME TO
#   --pairs K   runs of each command, interleaved (default 3)
#   --busy N    busy processes to start (default 1)
#   --jar JAR   the Grundy CLI jar to time (default: this checkout's cli/target/grundy.jar, built
#               by ./grundy when stale); started as the launcher starts `sequence`, with $JAVA_OPTS
# Example: bench/scripts/busy-machine.sh --busy 2 octal:0.6 10000000
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

usage() {
    echo "usage: bench/scripts/busy-machine.sh [--pairs K] [--busy N] [--jar GRUNDY_JAR] GAME TO" >&2
    exit 2
}
fail() {
    echo "busy-machine: $*" >&2
    exit 2
}

pairs=3
busy=1
jar=""
while [[ $# -gt 0 && "$1" == --* ]]; do
    case "$1" in
        --pairs) [[ $# -ge 2 ]] || usage; pairs="$2"; shift 2 ;;
        --busy) [[ $# -ge 2 ]] || usage; busy="$2"; shift 2 ;;
        --jar) [[ $# -ge 2 ]] || usage; jar="$2"; shift 2 ;;
        *) usage ;;
    esac
done
[[ $# -eq 2 ]] || usage
game="$1"
to="$2"
[[ "$pairs" =~ ^[1-9][0-9]*$ ]] || fail "--pairs wants a positive whole number, not '$pairs'"
[[ "$busy" =~ ^[0-9]+$ && "$busy" -le 16 ]] || fail "--busy wants a whole number from 0 to 16, not '$busy'"
[[ "$to" =~ ^[1-9][0-9]*$ ]] || fail "TO must be a positive whole number, not '$to'"
command -v timeout >/dev/null || fail "timeout (coreutils) is needed to bound the busy processes"
# shellcheck source=bench/scripts/cli-timing.sh
source "$root/bench/scripts/cli-timing.sh"
timing_setup

work="$(mktemp -d)"
hogs=()
cleanup() {
    for pid in "${hogs[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Each busy process ends by itself after an hour at most, should this script be killed hard.
for ((i = 0; i < busy; i++)); do
    timeout 3600 yes >/dev/null &
    hogs+=("$!")
done

load() {
    cut -d' ' -f1-3 /proc/loadavg
}

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) processors, $busy busy process(es) (yes > /dev/null), load $(load); $pairs pair(s), interleaved"
echo "# default: java ${JAVA_OPTS:-} $gc -jar $jar sequence $game --to $to; one thread: the same with -XX:ActiveProcessorCount=1"
: >"$work/default.times"
: >"$work/one.times"
hash=""
for ((pair = 1; pair <= pairs; pair++)); do
    # Alternate which command goes first, so neither always meets the same minute of load.
    order=(default one)
    (( pair % 2 == 0 )) && order=(one default)
    for who in "${order[@]}"; do
        threads=""
        [[ "$who" == one ]] && threads="-XX:ActiveProcessorCount=1"
        echo "#   pair $pair, $who: load $(load)"
        # shellcheck disable=SC2086
        timed "$work/$who.times" java ${JAVA_OPTS:-} $threads $gc -Dgrundy.stderr.terminal=false -jar "$jar" \
            sequence "$game" --to "$to" --binary "$work/values.seq"
        got="$(sha256sum <"$work/values.seq" | cut -d' ' -f1)"
        [[ -z "$hash" || "$got" == "$hash" ]] || fail "values differ between runs ($hash, then $got from the $who run)"
        hash="$got"
    done
done
d_wall="$(cut -d' ' -f1 "$work/default.times" | median)"
d_cpu="$(cut -d' ' -f2 "$work/default.times" | median)"
o_wall="$(cut -d' ' -f1 "$work/one.times" | median)"
o_cpu="$(cut -d' ' -f2 "$work/one.times" | median)"
printf '| %-34s | %-5s | %-20s | %-20s | %-12s | %-11s |\n' "run (medians of $pairs)" "busy" "default wall / CPU s" "one thread wall / CPU s" "wall ratio" "CPU ratio"
printf '|%s|%s|%s|%s|%s|%s|\n' "------------------------------------" "-------" "----------------------" "-------------------------" "--------------" "-------------"
awk -v l="$game to $to" -v b="$busy" -v dw="$d_wall" -v dc="$d_cpu" -v ow="$o_wall" -v oc="$o_cpu" 'BEGIN {
    printf "| %-34s | %-5s | %8.2f / %-9.2f | %8.2f / %-12.2f | %11.2fx | %10.2fx |\n", l, b, dw, dc, ow, oc, dw / ow, dc / oc }'
echo "#   values identical in every run, sha256 of the --binary file $hash"
echo "#   runs (wall cpu) default: $(paste -sd, "$work/default.times") one thread: $(paste -sd, "$work/one.times")"
echo "# load after: $(load)"
