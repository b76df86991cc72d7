#!/bin/bash
# Issue 28 row 3, re-measured: five k-multiple:K solves of a 12,000-digit heap (K = 2..6), then a
# misere search, on a server started with -Xmx2g, on 127.0.0.1 only.
set -u
port=18431
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
# The server as built from this tree, or a jar given as $1 (e.g. an older build, for "before").
if [ -n "${1:-}" ]; then java -Xmx2g -jar "$1" serve --port $port > $tmp/serve.log 2>&1 &
else JAVA_OPTS=-Xmx2g ./grundy serve --port $port > $tmp/serve.log 2>&1 &
fi
server=$!
for i in $(seq 1 60); do curl -s -o /dev/null "http://127.0.0.1:$port/api/games" && break; sleep 1; done
pid=$(pgrep -P $server java || echo $server)
heap=$(python3 -c 'print("9"*12000)')
rss() { ps -o rss= -p $pid | awk '{printf "%d MB", $1/1024}'; }
echo "start: RSS $(rss)"
for k in 2 3 4 5 6; do
  printf '{"position": "k-multiple:%s %s"}' $k $heap > $tmp/body.json
  curl -s -o $tmp/answer.json -w "k-multiple:$k 12000 digits: %{http_code} in %{time_total} s" \
       -H 'Content-Type: application/json' --data-binary @$tmp/body.json "http://127.0.0.1:$port/api/solve"
  echo ", RSS $(rss) $(head -c 160 $tmp/answer.json | grep -o "\"error\":.*" | cut -c1-110)"
done
for i in 1 2 3; do
  curl -s -o $tmp/misere.json -w "misere kayles 1..10: %{http_code} in %{time_total} s" -H 'Content-Type: application/json' \
       --data '{"position": "kayles 1 2 3 4 5 6 7 8 9 10", "misere": true}' "http://127.0.0.1:$port/api/solve"
  echo ", $(head -c 150 $tmp/misere.json | tr -d '\n' | cut -c1-120)"
done
kill $server; wait $server 2>/dev/null
