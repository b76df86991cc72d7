# What the scripts that time the grundy CLI share (side-by-side.sh, busy-machine.sh); sourced by
# them, not run. The caller sets $root (the checkout), $jar (a jar, or empty for this checkout's)
# and $work (a scratch folder), and defines fail MESSAGE.

# Checks the tools, builds this checkout's jar when none is given, and sets $gc to the launcher's
# collector for `sequence` (see ./grundy), unless JAVA_OPTS chooses one.
timing_setup() {
    [[ -x /usr/bin/time ]] || fail "GNU time (/usr/bin/time) is needed to measure CPU time"
    command -v java >/dev/null || fail "Java 17 or later is needed to run grundy"
    if [[ -z "$jar" ]]; then
        "$root/grundy" --version >/dev/null  # builds the jar when stale, outside the timing
        jar="$root/cli/target/grundy.jar"
    fi
    [[ -f "$jar" ]] || fail "no Grundy jar at '$jar'"
    gc=""
    [[ "${JAVA_OPTS:-}" != *GC* ]] && gc="-XX:+UseSerialGC"
    return 0
}

# Runs one command under GNU time; appends "wall cpu" (cpu = user + sys) to the file named first.
timed() {
    local into="$1"
    shift
    /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" >"$work/out" 2>"$work/err" || {
        cat "$work/err" >&2
        fail "failed: $*"
    }
    awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$work/time" >>"$into"
}

# The median of the numbers on standard input, one a line.
median() {
    sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
