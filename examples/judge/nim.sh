#!/usr/bin/env bash
# A contest solution of Nim: each line holds the heaps of one position; print First when the
# player to move wins, Second when they lose. Bouton (1901): the player to move loses exactly when
# the heaps' xor (nim-sum) is 0.
#   grundy judge nim -- bash examples/judge/nim.sh
while read -r -a heaps; do
    sum=0
    for heap in "${heaps[@]}"; do
        (( sum ^= heap ))
    done
    if (( sum != 0 )); then echo First; else echo Second; fi
done
