"""Which copy of its game each saved game is ("copy 2"), for the saved-games list and for the
store making a copy (no Qt).

Copies of one game are the saves of the same game and players, begun the same second, as far
(the same moves, over or not). The game itself is the first file written of those not made as
copies; the others are its copies. A copy made with "Make a copy" keeps the number it was made
with in its file (``"copy_no"`` in its table settings, :meth:`SaveStore.make_copy`): deleting
copy 1 turned copy 2 into copy 1, and then "copy" (s47; a family expects a copy to keep its
number). Copies without one (made before, Save As copies, files copied in by hand) are numbered
in the order their files were written, with the numbers the others do not hold.
"""

from __future__ import annotations

from collections import defaultdict
from itertools import count
from typing import Any, Iterable, Sequence


def _second(started: Any) -> int | None:
    """When a game began, to the second (copies begin when their game did); None if unknown."""
    try:
        return int(started.timestamp())
    except (OverflowError, ValueError, OSError, AttributeError):
        return None


def written(s: Any) -> int:
    """When a saved game's file was last written (ns), 0 where it cannot be told: copies of one
    game without a number are numbered in that order."""
    try:
        return int(s.path.stat().st_mtime_ns)
    except (OSError, AttributeError, ValueError):
        return 0


def _order(s: Any) -> tuple[int, str]:
    return written(s), s.save_id


def _kept_number(s: Any) -> int:
    number = getattr(s, "copy_no", 0)
    return number if getattr(s, "copy", False) and type(number) is int and number > 0 else 0


def copy_sets(summaries: Iterable[Any]) -> list[tuple[list[Any], bool]]:
    """The look-alike saves of each game begun the same second, as far, that were played (copies
    dealt and never played are not numbered: they lose nothing by it), and whether the game
    itself is listed apart from them (played on since: they are all copies)."""
    sets: dict[tuple, list] = defaultdict(list)
    begun: dict[tuple, list] = defaultdict(list)
    for s in summaries:
        second = _second(getattr(s, "started", None))
        if second is not None and (s.moves or s.over):
            sets[(s.game_id, tuple(s.players), second, s.moves, s.over)].append(s)
            begun[(s.game_id, tuple(s.players), second)].append(s)
    # (the game itself played on since, its copies still alike: they are its copies 1 and 2 all
    # the same, numbered as before it was played on)
    return [(copies, any(r not in copies and not getattr(r, "copy", False) for r in begun[key[:3]]))
            for key, copies in sets.items()]


def numbers_in(copies: Sequence[Any], game_listed: bool = False) -> dict[str, int]:
    """Which copy each of ``copies`` (look-alike saves of one game) is, by save id; the game
    itself is not among them (``game_listed``: it is listed apart, they are all copies). A copy's
    own number stands (one held by a file written before, a numbered copy copied by hand, is the
    earlier's); the others take, in the order their files were written, the numbers left."""
    own = sorted((r for r in copies if not getattr(r, "copy", False)), key=_order)
    game = own[0] if own and not game_listed else None
    made = sorted((r for r in copies if r is not game), key=_order)
    kept: dict[str, int] = {}
    for r in made:
        number = _kept_number(r)
        if number and number not in kept.values():
            kept[r.save_id] = number
    free = (n for n in count(1) if n not in kept.values())
    return {r.save_id: kept.get(r.save_id) or next(free) for r in made}


def copy_numbers(summaries: Iterable[Any]) -> dict[str, tuple[int, int]]:
    """(which copy, how many copies there are) of each saved game that is a copy of another
    listed, by save id (:func:`numbers_in`)."""
    out: dict[str, tuple[int, int]] = {}
    for copies, apart in copy_sets(summaries):
        if len(copies) > 1:
            numbers = numbers_in(copies, apart)
            out.update((sid, (n, len(numbers))) for sid, n in numbers.items())
    return out


def next_copy_number(summaries: Iterable[Any], source: Any) -> int:
    """The number a new copy of ``source`` (a saved game among ``summaries``) is made with: one
    more than the highest its game's copies have, 1 for the first (a copy of a copy is one more
    copy of the same game)."""
    rows = list(summaries)
    alike = [s for s in rows if _begun_with(s, source) and (s.moves, s.over) == (source.moves, source.over)]
    apart = any(r not in alike and not getattr(r, "copy", False) and _begun_with(r, source) for r in rows)
    return max(numbers_in(alike, apart).values(), default=0) + 1


def _begun_with(s: Any, other: Any) -> bool:
    """The same game and players, begun the same second."""
    return (s.game_id, tuple(s.players)) == (other.game_id, tuple(other.players)) and \
        _second(getattr(s, "started", None)) == _second(getattr(other, "started", None))
