# A right Nim solution that is slow: 10 ms a case, its answers printed at the end.
#   grundy judge nim --time-limit 1 --startup 0 -- python3 examples/judge/slow.py
import sys
import time

answers = []
for line in sys.stdin:
    x = 0
    for h in line.split():
        x ^= int(h)
    time.sleep(0.01)
    answers.append("First" if x else "Second")
print("\n".join(answers))
