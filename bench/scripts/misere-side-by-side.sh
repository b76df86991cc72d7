#!/usr/bin/env bash
# Grundy's misère quotients side by side with Siegel's MisereSolver (issue 29). MisereSolver is
# built apart from this repository (it is part of CGSuite, GPL-3.0); give its jar, or a command
# that takes an octal code and prints MisereSolver's summary ("Period :", "Preperiod :",
# "Q-Size :", "P-Size :"). Each game runs RUNS times (default 3), the two programs interleaved;
# Grundy runs as a user would, `./grundy quotient GAME` (the launcher, with its class-data-sharing
# archive; plain text: --json would add the JSON library's start). The script checks that order,
# |P|, Φ's period and preperiod agree and prints the median wall times, their ratio, the median CPU
# seconds (user + system, which a busy machine inflates less) and the load as each game starts.
# Usage: bench/scripts/misere-side-by-side.sh MISERESOLVER_JAR_OR_COMMAND [RUNS] [GAME=CODE ...]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
[[ $# -ge 1 ]] || { echo "usage: $0 MISERESOLVER_JAR_OR_COMMAND [RUNS] [GAME=CODE ...]" >&2; exit 2; }
solver="$1"; shift
runs="${1:-3}"; [[ $# -ge 1 ]] && shift
if [[ "$solver" == *.jar ]]; then solver="java -jar $solver"; fi
# Grundy's game = the code MisereSolver is given (subtract:1,2 is octal 0.33).
games=("$@")
[[ ${#games[@]} -gt 0 ]] || games=(octal:0.152=0.152 octal:0.644=0.644 octal:0.156=0.156 octal:0.33=0.33 subtract:1,2=0.33
    octal:0.77=0.77 octal:0.75=0.75 octal:0.34=0.34 octal:0.53=0.53 octal:0.71=0.71 octal:0.72=0.72 octal:0.115=0.115
    octal:0.31=0.31 octal:0.32=0.32 octal:0.52=0.52 octal:0.73=0.73 octal:0.51=0.51 octal:0.55=0.55)

./grundy --version > /dev/null  # build first (and make the launcher's archive), outside the timing
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Runs a command, its output to $work/out; appends its wall and CPU seconds to $work/times.
timed() { /usr/bin/time -f "%e %U %S" -a -o "$work/times" "$@" > "$work/out" 2>&1 || true; }
wall() { tail -1 "$work/times" | awk '{printf "%.2f", $1}'; }
cpu() { tail -1 "$work/times" | awk '{printf "%.2f", $2 + $3}'; }
ratio() { python3 -c "import sys; print(f'{float(sys.argv[2]) / max(float(sys.argv[1]), 0.01):.2f}')" "$1" "$2"; }
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }

echo "load before: $(uptime)"
printf '%-14s %-16s %-16s %-4s %8s %8s %6s %7s %7s %6s %5s\n' game "MS o/|P|/per/pre" "Grundy" same ms_wall gr_wall ratio ms_cpu gr_cpu ratio load
mismatches=0
for entry in "${games[@]}"; do
    game="${entry%%=*}"; code="${entry#*=}"
    ms_times=(); gr_times=(); ms_cpus=(); gr_cpus=()
    load=$(cut -d' ' -f1 /proc/loadavg)
    for ((run = 0; run < runs; run++)); do
        timed $solver "$code"
        mv "$work/out" "$work/ms.out"; ms_times+=("$(wall)"); ms_cpus+=("$(cpu)")
        rm -rf "$work/quotients"
        timed env GRUNDY_QUOTIENTS="$work/quotients" ./grundy quotient "$game"
        mv "$work/out" "$work/grundy.out"; gr_times+=("$(wall)"); gr_cpus+=("$(cpu)")
    done
    ms=$(awk -F: '/^Q-Size/ {o=$2+0} /^P-Size/ {p=$2+0} /^Period/ {per=$2+0} /^Preperiod/ {pre=$2+0}
        END {if (o) print o "/" p "/" per "/" pre; else print "not final"}' "$work/ms.out")
    grundy=$(python3 -c '
import re, sys
text = open(sys.argv[1]).read()
final = re.search(r"final: order (\d+); Φ has period (\d+) from heap (\d+)", text)
p = re.search(r"^P-portion: (.*)$", text, re.M)
print("/".join((final[1], str(len(p[1].split(", "))), final[2], final[3])) if final and p else "not final")' "$work/grundy.out")
    same=no; [[ "$ms" == "$grundy" && "$ms" != "not final" ]] && same=yes
    [[ "$same" == yes ]] || mismatches=$((mismatches + 1))
    ms_wall=$(median "${ms_times[@]}"); gr_wall=$(median "${gr_times[@]}")
    ms_cpu=$(median "${ms_cpus[@]}"); gr_cpu=$(median "${gr_cpus[@]}")
    printf '%-14s %-16s %-16s %-4s %8s %8s %6s %7s %7s %6s %5s\n' "$game" "$ms" "$grundy" "$same" "$ms_wall" "$gr_wall" \
        "$(ratio "$ms_wall" "$gr_wall")" "$ms_cpu" "$gr_cpu" "$(ratio "$ms_cpu" "$gr_cpu")" "$load"
done
echo "load after: $(uptime)"
echo "games that differ or are not final: $mismatches"
