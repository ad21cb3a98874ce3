#!/usr/bin/env python3
"""Writes the maximum-size judge inputs the README times, from fixed seeds.

Usage: python3 bench/inputs.py DIR
Creates DIR/pokerstars.in (T = 2,000, n cycling 1..3), DIR/holdem.in (20,000
datasets), DIR/decision.in (100,000 tests) and DIR/swiss.in (n = 18,750,
m = 16, everyone paired every round: sum of n*m = 300,000).
"""
import os
import random
import sys

RANKS = "23456789TJQKA"
SUITS = "CDHS"
WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
DECK = [r + s for s in SUITS for r in RANKS]


def pokerstars(rng):
    lines = ["2000"]
    for t in range(2000):
        n = 1 + t % 3
        lines.append(str(n))
        for card in rng.sample(DECK, 5 * n):
            rank = "10" if card[0] == "T" else card[0]
            lines.append(f"{rank} {WORDS[card[1]]}")
    return lines


def holdem(rng):
    lines = []
    for _ in range(20000):
        c = [card[1] + card[0] for card in rng.sample(DECK, 7)]
        lines += [f"{c[0]} {c[1]}", f"{c[2]} {c[3]}", " ".join(c[4:])]
    return lines + ["#"]


def decision(rng):
    lines = ["100000"]
    for _ in range(100000):
        c = rng.sample(DECK, 10)
        lines += [" ".join(c[:2]), " ".join(c[2:4]), " ".join(c[4:])]
    return lines


def swiss(rng):
    n, m = 18750, 16
    lines = ["1", f"{n} {m}", " ".join([str(n // 2)] * m)]
    for _ in range(m):
        players = list(range(1, n + 1))
        rng.shuffle(players)
        for i in range(0, n, 2):
            games = rng.choice([2, 3])
            w1 = rng.randint(0, games)
            w2 = rng.randint(0, games - w1)
            lines.append(f"{players[i]} {players[i + 1]} {w1} {w2} {games - w1 - w2}")
    return lines


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, make in [("pokerstars", pokerstars), ("holdem", holdem),
                       ("decision", decision), ("swiss", swiss)]:
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write("\n".join(make(random.Random(name))) + "\n")


if __name__ == "__main__":
    main()
