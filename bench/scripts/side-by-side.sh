#!/usr/bin/env bash
# Times Grundy's sequence engine against the two open programs that compute octal games by the
# same rare/common method, all taking turns on the same machine: the C++ rare/common analyser
# (tczajka/octal-games, old/src/analyze_exec.cc) and Marek Rogalski's Rust solver
# (rogalski-wmii-uni-lodz-pl/octal, octal codes only). Both are built outside this repository
# and patched to take `GAME N OUT`: compute G(0..N) without stopping at a period and write the
# values to OUT as little-endian 32-bit integers (docs/benchmarks.md says how). Every run's values
# must equal Grundy's; prints wall and CPU (user + sys) medians, the ratios program / Grundy
# (above 1: Grundy is faster) against the faster open program, and the load around each game; each
# game's runs and value hashes go to standard error as soon as it is done, so a stopped run keeps them.
#
# The Rust solver is built with a value type and a set type chosen at compile time (features
# nimber_u8/u16 and bits_u64/u128/bitvec); a narrow build is faster but wrong once the values
# outgrow it. Give several builds with --rust: each is timed, a build whose values differ from
# Grundy's is reported and left out of that game, and the fastest of the others counts.
#
# Usage: bench/scripts/side-by-side.sh [--pairs K] [--jar GRUNDY_JAR] [--one-thread]
#            [--rust RUST_BINARY[@GAME,GAME...]]... CPP_BINARY [GAME:N ...]
#   --pairs K     runs of each program per game, interleaved, the order turning (default 3)
#   --jar JAR     the Grundy CLI jar to time (default: this checkout's cli/target/grundy.jar, built
#                 by ./grundy when stale); started as the launcher does, with $JAVA_OPTS
#   --one-thread  runs Grundy with -XX:ActiveProcessorCount=1 (one thread, the per-core figure)
#   --rust BIN    a Rust solver build; @GAME,... limits it to those games (e.g. @0.167)
#   GAME:N        a game in the anchors' notation (an octal code such as 0.6, 0.167, or `grundy`
#                 for Grundy's game, which only the C++ analyser knows) and the largest heap;
#                 default 0.6:1000000 grundy:1048576. The older form `CPP_BINARY [OFFICERS_N
#                 [GRUNDY_N]]` still works.
# Example: bench/scripts/side-by-side.sh --one-thread --rust rust-u16-bitvec --rust rust-u8-u64@0.167 \
#              analyze 0.6:10000000 0.167:67108864
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

usage() {
    echo "usage: bench/scripts/side-by-side.sh [--pairs K] [--jar GRUNDY_JAR] [--one-thread] [--rust RUST_BINARY[@GAME,...]]... CPP_BINARY [GAME:N ...]" >&2
    exit 2
}
fail() {
    echo "side-by-side: $*" >&2
    exit 2
}

pairs=3
jar=""
threads=""
rust_specs=()
while [[ $# -gt 0 && "$1" == --* ]]; do
    case "$1" in
        --pairs) [[ $# -ge 2 ]] || usage; pairs="$2"; shift 2 ;;
        --jar) [[ $# -ge 2 ]] || usage; jar="$2"; shift 2 ;;
        --one-thread) threads="-XX:ActiveProcessorCount=1"; shift ;;
        --rust) [[ $# -ge 2 ]] || usage; rust_specs+=("$2"); shift 2 ;;
        *) usage ;;
    esac
done
[[ $# -ge 1 ]] || usage
cpp="$1"
shift
[[ "$pairs" =~ ^[1-9][0-9]*$ ]] || fail "--pairs wants a positive whole number, not '$pairs'"

games=()
if [[ $# -eq 0 ]]; then
    games=(0.6:1000000 grundy:1048576)
elif [[ "$1" =~ ^[0-9]+$ ]]; then
    [[ $# -le 2 && "${2:-1}" =~ ^[0-9]+$ ]] || usage
    games=("0.6:$1" "grundy:${2:-1048576}")
else
    games=("$@")
fi
for spec in "${games[@]}"; do
    [[ "$spec" =~ ^(grundy|[0-7]?\.[0-7]+):[1-9][0-9]*$ ]] \
        || fail "'$spec' is not GAME:N (an octal code such as 0.167, or grundy, and a positive whole number)"
done

executable() {
    [[ -e "$1" ]] || fail "no $2 at '$1'"
    [[ -f "$1" && -x "$1" ]] || fail "'$1' is not an executable file"
    echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
}
cpp="$(executable "$cpp" "C++ analyser")"
rust_bins=()
rust_games=()
for spec in "${rust_specs[@]}"; do
    bin="${spec%%@*}"
    only=""
    [[ "$spec" == *@* ]] && only=",${spec#*@},"
    rust_bins+=("$(executable "$bin" "Rust solver")")
    rust_games+=("$only")
done
command -v python3 >/dev/null || fail "python3 is needed to compare the values"
# shellcheck source=bench/scripts/cli-timing.sh
source "$root/bench/scripts/cli-timing.sh"
timing_setup

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Each anchor must accept the patched command line; a quick run says so before any timing.
probe() {
    if ! "$1" 0.6 64 "$work/probe.bin" >/dev/null 2>"$work/probe.err" || [[ "$(stat -c %s "$work/probe.bin" 2>/dev/null || echo 0)" != 260 ]]; then
        cat "$work/probe.err" >&2
        fail "'$1' did not write G(0..64) of 0.6 as 65 little-endian 32-bit values when run as 'PROGRAM 0.6 64 OUT': is its main patched?"
    fi
}
probe "$cpp"
for bin in "${rust_bins[@]}"; do
    probe "$bin"
done

# Hashes the values of a Grundy --binary file (format version 2, README) or of an anchor's raw
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

load() {
    cut -d' ' -f1-3 /proc/loadavg
}
note() {
    echo "$1" >&2
}
medians() {
    echo "$(cut -d' ' -f1 "$1" | median) $(cut -d' ' -f2 "$1" | median)"
}

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) processors, load $(load); $pairs pair(s), interleaved, the order turning"
echo "# grundy: java ${JAVA_OPTS:-} $threads $gc -jar $jar; C++: $cpp; Rust: ${rust_bins[*]:-none}"
printf '| %-24s | %-17s | %-17s | %-17s | %-11s | %-11s | %-17s |\n' "run (medians of $pairs)" "Grundy wall / CPU" "C++ wall / CPU" "Rust wall / CPU" "best/G wall" "best/G CPU" "load before → after"
printf '|%s|%s|%s|%s|%s|%s|%s|\n' "--------------------------" "-------------------" "-------------------" "-------------------" "-------------" "-------------" "-------------------"
for spec in "${games[@]}"; do
    theirs="${spec%%:*}"
    n="${spec#*:}"
    ours="octal:$theirs"
    [[ "$theirs" == grundy ]] && ours="grundy-game"
    load_before="$(load)"
    # The programs of this game: grundy, cpp, then the Rust builds that apply (not to Grundy's game).
    programs=(grundy cpp)
    for i in "${!rust_bins[@]}"; do
        [[ "$theirs" == grundy ]] && continue
        [[ -z "${rust_games[$i]}" || "${rust_games[$i]}" == *",$theirs,"* ]] && programs+=("rust$i")
    done
    for who in "${programs[@]}"; do
        : >"$work/$who.times"
        : >"$work/$who.wrong"
    done
    for ((pair = 0; pair < pairs; pair++)); do
        # Turn the order, so that no program always meets the same minute of load.
        count=${#programs[@]}
        for ((slot = 0; slot < count; slot++)); do
            who="${programs[$(((slot + pair) % count))]}"
            case "$who" in
                grundy)
                    # shellcheck disable=SC2086
                    timed "$work/grundy.times" java ${JAVA_OPTS:-} $threads $gc -Dgrundy.stderr.terminal=false -jar "$jar" \
                        sequence "$ours" --to "$n" --binary "$work/grundy.seq"
                    hash_values grundy "$work/grundy.seq" >"$work/grundy.hash"
                    ;;
                cpp)
                    timed "$work/cpp.times" "$cpp" "$theirs" "$n" "$work/cpp.bin"
                    hash_values anchor "$work/cpp.bin" >"$work/cpp.hash"
                    ;;
                rust*)
                    timed "$work/$who.times" "${rust_bins[${who#rust}]}" "$theirs" "$n" "$work/$who.bin"
                    hash_values anchor "$work/$who.bin" >"$work/$who.hash"
                    ;;
            esac
        done
        ours_hash="$(cat "$work/grundy.hash")"
        [[ "$(cat "$work/cpp.hash")" == "$ours_hash" ]] \
            || fail "$theirs to $n: the C++ analyser's values differ (Grundy $ours_hash, C++ $(cat "$work/cpp.hash"))"
        for who in "${programs[@]}"; do
            [[ "$who" == rust* && "$(cat "$work/$who.hash")" != "$ours_hash" ]] && echo x >>"$work/$who.wrong"
        done
    done
    read -r g_wall g_cpu < <(medians "$work/grundy.times")
    read -r c_wall c_cpu < <(medians "$work/cpp.times")
    # The fastest Rust build (by CPU) among those that computed Grundy's values in every run.
    r_wall="" r_cpu="" r_name="-"
    for who in "${programs[@]}"; do
        [[ "$who" == rust* ]] || continue
        name="$(basename "${rust_bins[${who#rust}]}")"
        if [[ -s "$work/$who.wrong" ]]; then
            note "#   $theirs to $n: Rust build $name computed other values (too narrow a value or set type); left out"
            continue
        fi
        read -r w c < <(medians "$work/$who.times")
        note "#   $theirs to $n: Rust build $name, runs (wall cpu): $(paste -sd, "$work/$who.times")"
        if [[ -z "$r_cpu" ]] || awk -v a="$c" -v b="$r_cpu" 'BEGIN { exit !(a < b) }'; then
            r_wall="$w" r_cpu="$c" r_name="$name"
        fi
    done
    rust_cell="-"
    best_wall="$c_wall" best_cpu="$c_cpu"
    if [[ -n "$r_cpu" ]]; then
        rust_cell="$(printf '%.2f / %.2f' "$r_wall" "$r_cpu")"
        if awk -v a="$r_cpu" -v b="$c_cpu" 'BEGIN { exit !(a < b) }'; then
            best_wall="$r_wall" best_cpu="$r_cpu"
        fi
    fi
    awk -v l="$theirs to $n" -v gw="$g_wall" -v gc="$g_cpu" -v cw="$c_wall" -v cc="$c_cpu" -v r="$rust_cell" \
        -v bw="$best_wall" -v bc="$best_cpu" -v lb="${load_before%% *}" -v la="$(load | cut -d' ' -f1)" 'BEGIN {
        printf "| %-24s | %7.2f / %-7.2f | %7.2f / %-7.2f | %-17s | %10.2fx | %10.2fx | %7s → %-7s |\n", l, gw, gc, cw, cc, r, bw / gw, bc / gc, lb, la }'
    note "#   $theirs to $n: values identical, G(0..$n) sha256 ${ours_hash#* }; Rust build counted: $r_name"
    note "#   $theirs to $n: runs (wall cpu) grundy: $(paste -sd, "$work/grundy.times"); C++: $(paste -sd, "$work/cpp.times")"
done
echo "# load after: $(load)"
