#!/usr/bin/env bash
# take134.sh with a planted bug: the heaps' Grundy values are added, not xor-ed. Right on one heap,
# wrong on many sums of two or more (1 + 1 is 2, but 1 xor 1 is 0).
#   grundy judge --moves 'n -> take(n, 1, 3, 4)' line -- bash examples/judge/take134-bug.sh
g=(0 1 0 1 2 3 2)
while read -r -a heaps; do
    sum=0
    for heap in "${heaps[@]}"; do
        (( sum += g[heap % 7] ))
    done
    if (( sum != 0 )); then echo First; else echo Second; fi
done
