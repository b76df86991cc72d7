#!/bin/bash
# Issue 28 row 6 on 127.0.0.1: slow-heads.py against the server built from this tree, or a jar given as $1;
# $2 = reconnect makes cut-off attackers connect again; SERVE_ARGS are passed to serve.
set -u
port=18432; jar=${1:-}
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
if [ -n "$jar" ]; then java -jar "$jar" serve --port $port ${SERVE_ARGS:-} > $tmp/serve6.log 2>&1 & else ./grundy serve --port $port ${SERVE_ARGS:-} > $tmp/serve6.log 2>&1 & fi
server=$!
for i in $(seq 1 60); do curl -s -o /dev/null "http://127.0.0.1:$port/api/games" && break; sleep 1; done
python3 bench/attacks/slow-heads.py $port ${2:-}
kill $server; wait $server 2>/dev/null
