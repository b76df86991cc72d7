#!/bin/bash
# Issue 28 rows 5 and 10, re-measured on 127.0.0.1 against ./grundy serve (default limits).
set -u
port=18433
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
./grundy serve --port $port > $tmp/serve510.log 2>&1 &
server=$!
for i in $(seq 1 60); do curl -s -o /dev/null "http://127.0.0.1:$port/api/games" && break; sleep 1; done
api="http://127.0.0.1:$port/api"
body='{"position": "subtract:1,11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11 11", "misere": true}'
count() { sort | uniq -c | tr '\n' ' '; }
echo "200 x text/plain (a form or a page of another site):     $(for i in $(seq 200); do curl -s -o /dev/null -w '%{http_code}\n' -H 'Content-Type: text/plain' --data "$body" $api/solve; done | count)"
echo "200 x JSON with Origin: http://evil.example:              $(for i in $(seq 200); do curl -s -o /dev/null -w '%{http_code}\n' -H 'Content-Type: application/json' -H 'Origin: http://evil.example' --data "$body" $api/solve; done | count)"
echo "200 x JSON with Host: rebound.example (DNS rebinding):     $(for i in $(seq 200); do curl -s -o /dev/null -w '%{http_code}\n' -H 'Content-Type: application/json' -H 'Host: rebound.example' --data "$body" $api/solve; done | count)"
echo "security headers of GET /: $(curl -s -D - -o /dev/null http://127.0.0.1:$port/ | grep -ciE '^(content-security-policy|x-content-type-options|referrer-policy|x-frame-options|cross-origin-resource-policy):') of 5"
heap=$(python3 -c 'print("9"*16000)')
printf '{"position": "nim %s", "limit": 10000}' $heap > $tmp/nim.json
python3 -c 'print("{\"position\": \"moore:1000" + " 7" * 5000 + "\"}")' > $tmp/moore.json
for i in 1 2 3; do
  curl -s -o /dev/null -w "moves nim 16000 digits limit 10000: %{http_code} after %{time_total} s\n" -H 'Content-Type: application/json' --data-binary @$tmp/nim.json $api/moves
  curl -s -o /dev/null -w "solve moore:1000 5000 heaps: %{http_code} after %{time_total} s\n" -H 'Content-Type: application/json' --data-binary @$tmp/moore.json $api/solve
  curl -s -o /dev/null -w "moves moore:1000 5000 heaps: %{http_code} after %{time_total} s\n" -H 'Content-Type: application/json' --data-binary @$tmp/moore.json $api/moves
done
kill $server; wait $server 2>/dev/null
