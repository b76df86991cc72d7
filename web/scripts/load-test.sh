#!/usr/bin/env bash
# Load test of the JSON API with wrk: POST /api/solve on Nim (closed form) and on a brute-force
# game (an Officers sum through its value table, and misère Nim searched state by state).
# Usage: web/scripts/load-test.sh [PORT] [SECONDS] [CONNECTIONS]
# Needs wrk (Debian: apt-get install wrk) and a running server: ./grundy serve --port PORT
set -euo pipefail
port="${1:-8080}"
seconds="${2:-20}"
connections="${3:-64}"
script="$(mktemp --suffix=.lua)"
trap 'rm -f "$script"' EXIT

for body in '{"position": "nim 3 4 5 123456789012345678901234567890"}' \
            '{"position": "octal:0.6 1000 2000 3000 + subtract:1,3,4 500"}' \
            '{"position": "nim 1 2 3 4 5", "misere": true}'; do
    cat >"$script" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '$body'
LUA
    echo "== POST /api/solve $body"
    wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$script" "http://localhost:$port/api/solve" \
        | grep -E "Requests/sec|Latency|50%|99%|Non-2xx|Socket errors"
done
