#!/usr/bin/env bash
# Times Grundy's sequence engine against an outside anchor program on the same machine, the two
# taking turns: Officers (octal:0.6) to 10^6 and Grundy's game to 2^20, several pairs each, the
# values checked identical every run. Prints wall and CPU (user + sys) medians and the ratios
# anchor / Grundy (above 1: Grundy is faster). Issue 18 names the anchor: tczajka/octal-games,
# old/src/analyze_exec.cc, built with g++ -O2 outside this repository, its main patched to take
# `GAME N OUT`, to compute G(0..N) without stopping at a period, and to write the values to OUT as
# little-endian 32-bit integers (GAME is `0.6` or `grundy`).
#
# Usage: bench/scripts/side-by-side.sh [--pairs K] [--jar GRUNDY_JAR] ANCHOR_BINARY [OFFICERS_N [GRUNDY_N]]
#   --pairs K   runs of each program per game, interleaved (default 3)
#   --jar JAR   the Grundy CLI jar to time (default: this checkout's cli/target/grundy.jar, built
#               by ./grundy when stale); started as the launcher does, with $JAVA_OPTS
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

usage() {
    echo "usage: bench/scripts/side-by-side.sh [--pairs K] [--jar GRUNDY_JAR] ANCHOR_BINARY [OFFICERS_N [GRUNDY_N]]" >&2
    exit 2
}
fail() {
    echo "side-by-side: $*" >&2
    exit 2
}

pairs=3
jar=""
while [[ $# -gt 0 && "$1" == --* ]]; do
    case "$1" in
        --pairs) [[ $# -ge 2 ]] || usage; pairs="$2"; shift 2 ;;
        --jar) [[ $# -ge 2 ]] || usage; jar="$2"; shift 2 ;;
        *) usage ;;
    esac
done
[[ $# -ge 1 && $# -le 3 ]] || usage
anchor="$1"
officers_n="${2:-1000000}"
grundy_n="${3:-1048576}"
[[ "$pairs" =~ ^[1-9][0-9]*$ ]] || fail "--pairs wants a positive whole number, not '$pairs'"
for n in "$officers_n" "$grundy_n"; do
    [[ "$n" =~ ^[1-9][0-9]*$ ]] || fail "N must be a positive whole number, not '$n'"
done
[[ -e "$anchor" ]] || fail "no anchor program at '$anchor' (build tczajka/octal-games old/src/analyze_exec.cc, patched as this script's header says)"
[[ -f "$anchor" && -x "$anchor" ]] || fail "'$anchor' is not an executable file"
anchor="$(cd "$(dirname "$anchor")" && pwd)/$(basename "$anchor")"
command -v python3 >/dev/null || fail "python3 is needed to compare the values"
# shellcheck source=bench/scripts/cli-timing.sh
source "$root/bench/scripts/cli-timing.sh"
timing_setup

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The anchor must accept the patched command line; a quick run says so before any timing.
if ! "$anchor" 0.6 64 "$work/probe.bin" >/dev/null 2>"$work/probe.err" || [[ "$(stat -c %s "$work/probe.bin" 2>/dev/null || echo 0)" != 260 ]]; then
    cat "$work/probe.err" >&2
    fail "'$anchor' did not write G(0..64) of 0.6 as 65 little-endian 32-bit values when run as 'ANCHOR 0.6 64 OUT': is its main patched?"
fi

# Hashes the values of a Grundy --binary file (format version 2, README) or of the anchor's raw
# little-endian uint32 file, as SHA-256 over little-endian uint32; prints "COUNT HASH".
hash_values() {
    python3 - "$1" "$2" <<'PY'
import hashlib, struct, sys
kind, path = sys.argv[1], sys.argv[2]
data = open(path, "rb").read()
if kind == "anchor":
    values = data
else:
    assert data[:8] == b"GRUNDYSQ" and data[8] == 2, "not a version-2 Grundy sequence file"
    name_length = struct.unpack(">H", data[9:11])[0]
    at = 11 + name_length + 8
    parts = []
    while at < len(data):
        k, width = struct.unpack(">IB", data[at:at + 5])
        at += 5
        fmt = {1: "B", 2: "H", 4: "I"}[width]
        parts.append(struct.pack("<%dI" % k, *struct.unpack(">%d%s" % (k, fmt), data[at:at + k * width])))
        at += k * width + 4
    values = b"".join(parts)
print(len(values) // 4, hashlib.sha256(values).hexdigest())
PY
}

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) processors, load $(cut -d' ' -f1-3 /proc/loadavg); $pairs pair(s), interleaved"
echo "# grundy: java ${JAVA_OPTS:-} $gc -jar $jar; anchor: $anchor"
printf '| %-30s | %-22s | %-22s | %-18s | %-17s |\n' "run (medians of $pairs)" "Grundy wall / CPU s" "anchor wall / CPU s" "anchor/Grundy wall" "anchor/Grundy CPU"
printf '|%s|%s|%s|%s|%s|\n' "--------------------------------" "------------------------" "------------------------" "--------------------" "-------------------"
for game in officers grundy; do
    if [[ "$game" == officers ]]; then
        n="$officers_n" ours="octal:0.6" theirs="0.6" label="Officers octal:0.6 to $officers_n"
    else
        n="$grundy_n" ours="grundy-game" theirs="grundy" label="Grundy's game to $grundy_n"
    fi
    : >"$work/grundy.times"
    : >"$work/anchor.times"
    for ((pair = 1; pair <= pairs; pair++)); do
        # Alternate which program goes first, so neither always meets the same minute of load.
        order=(grundy anchor)
        (( pair % 2 == 0 )) && order=(anchor grundy)
        for who in "${order[@]}"; do
            if [[ "$who" == grundy ]]; then
                # shellcheck disable=SC2086
                timed "$work/grundy.times" java ${JAVA_OPTS:-} $gc -Dgrundy.stderr.terminal=false -jar "$jar" \
                    sequence "$ours" --to "$n" --binary "$work/grundy.seq"
                ours_hash="$(hash_values grundy "$work/grundy.seq")"
            else
                timed "$work/anchor.times" "$anchor" "$theirs" "$n" "$work/anchor.bin"
                theirs_hash="$(hash_values anchor "$work/anchor.bin")"
            fi
        done
        [[ "$ours_hash" == "$theirs_hash" ]] || fail "$label: values differ (Grundy $ours_hash, anchor $theirs_hash)"
    done
    g_wall="$(cut -d' ' -f1 "$work/grundy.times" | median)"
    g_cpu="$(cut -d' ' -f2 "$work/grundy.times" | median)"
    a_wall="$(cut -d' ' -f1 "$work/anchor.times" | median)"
    a_cpu="$(cut -d' ' -f2 "$work/anchor.times" | median)"
    awk -v l="$label" -v gw="$g_wall" -v gc="$g_cpu" -v aw="$a_wall" -v ac="$a_cpu" 'BEGIN {
        printf "| %-30s | %8.2f / %-11.2f | %8.2f / %-11.2f | %17.2fx | %16.2fx |\n", l, gw, gc, aw, ac, aw / gw, ac / gc }'
    echo "#   $label: values identical, G(0..$n) sha256 ${ours_hash#* } ; runs (wall cpu) grundy: $(paste -sd, "$work/grundy.times") anchor: $(paste -sd, "$work/anchor.times")"
done
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)"
