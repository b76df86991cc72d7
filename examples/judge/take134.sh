#!/usr/bin/env bash
# Take 1, 3 or 4 (a problem of our own, after the subtraction game S = {1, 3, 4} of Winning Ways):
# each line holds the heaps of one game; a move takes 1, 3 or 4 tokens from one heap, and whoever
# cannot move loses. Print First if the player to move wins, else Second.
# A heap's Grundy value has period 7 (0 1 0 1 2 3 2); a game's is their nim-sum.
#   grundy judge --moves 'n -> take(n, 1, 3, 4)' line -- bash examples/judge/take134.sh
g=(0 1 0 1 2 3 2)
while read -r -a heaps; do
    sum=0
    for heap in "${heaps[@]}"; do
        (( sum ^= g[heap % 7] ))
    done
    if (( sum != 0 )); then echo First; else echo Second; fi
done
