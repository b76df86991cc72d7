#!/usr/bin/env bash
# The Nim solution of nim.sh with a planted bug, for 'grundy judge' to find: the nim-sum is kept in
# six bits, as if no heap held 64 tokens or more.
#   grundy judge nim -- bash examples/judge/nim-bug.sh
while read -r -a heaps; do
    sum=0
    for heap in "${heaps[@]}"; do
        (( sum ^= heap % 64 ))
    done
    if (( sum != 0 )); then echo First; else echo Second; fi
done
