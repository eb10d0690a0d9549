"""Words the engines and the table both write."""

from __future__ import annotations


def plural(n: int, word: str) -> str:
    """ "1 chip", "3 chips", "1 dime": a count and its word."""
    return f"{n} {word}{'' if n == 1 else 's'}"
