"""Words the engines and the table both write."""

from __future__ import annotations

from typing import Iterable, Sequence


def plural(n: int, word: str) -> str:
    """ "1 chip", "3 chips", "1 dime", "-1 pt" (Golf's points face up: "1 pts", s33): a count
    and its word."""
    return f"{n} {word}{'' if n in (1, -1) else 's'}"


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "thirteen")


def number_word(n: int) -> str:
    """ "two", "three", ... "thirteen" as a sentence says a count (a larger one in figures)."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def a_number(n: int) -> str:
    """ "a 5", "an 8", "an 11", "an 18": a number with its article, as it is said aloud."""
    said = str(n)
    an = said.startswith("8") or said in ("11", "18")
    return f"{'an' if an else 'a'} {said}"


def capitalized(text: str) -> str:
    """``text`` to start a sentence: "the Lunatic opens..." -> "The Lunatic opens..." (the
    rest as it is, unlike ``str.capitalize``)."""
    return text[:1].upper() + text[1:]


def listed_pieces(items: Iterable[str], last: str = "and") -> list[str]:
    """The pieces of :func:`listed`'s sentence, each name with its comma, "and" a piece of its
    own: ["a,", "b", "and", "c"] (a list breaks its lines between them, never inside a name)."""
    names = list(items)
    if len(names) < 2:
        return names
    return [name + "," for name in names[:-2]] + [names[-2], last, names[-1]]


def listed(items: Iterable[str], last: str = "and") -> str:
    """Names as a sentence lists them: "a", "a and b", "a, b and c" (or with ``last`` "or")."""
    return " ".join(listed_pieces(items, last))


def who_plays_forms(players: Sequence[str], computers: Sequence[str] = (), space: str = " ") -> list[list[str]]:
    """Who plays a game in words, fullest first, each as :func:`listed_pieces` (a list breaks its
    lines between them): everyone by name in seat order, "Anna, Ben and Robo Nell"; then, for a
    place short of room, the computers counted, "Anna, Ben and a computer"; then fewer people by
    name and everyone else counted, "Anna and 2 more" (never "and 1 more": the one name says it
    as shortly). ``computers``: per seat "" for a person, else a computer's level; ``space``:
    between a count and its word (a no-break space keeps "2 computers" on one line). The one
    way the start screen, its dialogs and a copy's file name say who plays: the Carry on line
    said "Jokers Wild with Anna and 1 more" beside the row's "Anna and Ben", and Delete "with
    Anna, Ben, Robo Nell (computer)" (s46 t2 #8)."""
    levels = list(computers) + [""] * (len(players) - len(computers))
    people = [name for name, level in zip(players, levels) if not level]
    robots = len(players) - len(people)
    forms = [list(players)]
    if robots:
        counted = "a computer" if robots == 1 and people else plural(robots, "computer")
        forms.append(people + [counted.replace(" ", space)])
    forms += [people[:k] + [f"{len(players) - k}{space}more"] for k in range(len(people) - 1, 0, -1)
              if len(players) - k > 1]
    return [listed_pieces(form) for form in forms]


def who_plays(players: Sequence[str], computers: Sequence[str] = ()) -> str:
    """Everyone who plays, by name: "Anna, Ben and Robo Nell" (:func:`who_plays_forms`)."""
    return " ".join(who_plays_forms(players, computers)[0])


def sides(teams: Iterable[int]) -> list[list[int]]:
    """The seats of each side, from each seat's team (:meth:`Game.seat_teams`): the sides in
    the order their first seat comes, the seats in order ("[0, 2, 1, 3]" -> [[0, 2], [1, 3]])."""
    out: dict[int, list[int]] = {}
    for seat, team in enumerate(teams):
        out.setdefault(team, []).append(seat)
    return list(out.values())


def partners_sentence(players: Sequence[str], teams: Iterable[int] | None) -> str:
    """Who plays with whom, as New Game and the game log say it: "Partners: Anna and Cleo
    against Ben and Dev.", with three sides "Partners: Anna and Dev; Ben and Ema; Cleo and
    Finn."; "" where everyone plays alone (``teams`` None)."""
    if teams is None:
        return ""
    named = [listed(players[s] for s in side) for side in sides(teams)]
    return "Partners: " + (" against ".join(named) if len(named) == 2 else "; ".join(named)) + "."


def headed(head: str, text: str) -> str:
    """``text`` after a heading such as a game's name: "Golf: highest total wins", but after a
    name that ends a sentence itself a new sentence, "Oh Hell! Highest total wins" (not "Oh
    Hell!: highest total wins")."""
    if head[-1:] and head[-1] in "!?.":
        return f"{head} {capitalized(text)}"
    return f"{head}: {text}"


def mid_sentence(text: str, names: Iterable[str] = ()) -> str:
    """A sentence set inside another ("Taken back: you moved ..."): its first letter lower-cased,
    unless it begins with one of ``names`` (a player: "Taken back: Ben plays ...") or its first
    word has capitals inside ("PayDay!")."""
    if any(text == name or text.startswith(name + " ") or text.startswith(name + "'") for name in names if name):
        return text
    word = text.split(" ", 1)[0]
    if not word[1:].islower() and len(word) > 1:
        return text
    return text[:1].lower() + text[1:]


#: Closing quotation marks: a sentence that ends in a quotation ends inside it (I Doubt It's
#: "Ben lays down one card face down: “one ace.”").
CLOSING_QUOTES = ("”", "’", '"', "'")


def sentence(text: str) -> str:
    """``text`` ended as a sentence: a full stop, unless it ends with one, with a name that
    ends a sentence itself ("... sit down to Oh Hell!", not "Oh Hell!."), or with a quotation
    that ends with one ("…: “one ace.”", not "“one ace.”.", s33)."""
    end = text.rstrip("".join(CLOSING_QUOTES)) if text[-1:] in CLOSING_QUOTES else text
    return text if end[-1:] in (".", "!", "?") else text + "."


def unstopped(text: str) -> str:
    """``text`` without the full stop that ends it, to go on ("Ben plays the 3 of spades" +
    " first"): a stop just inside a closing quotation mark goes too ("“one ace.”" ->
    "“one ace”"); a "!" or "?" stays (it is part of the words)."""
    text = text.rstrip(" ")
    quote = ""
    while text[-1:] in CLOSING_QUOTES and text[-1:]:
        quote = text[-1] + quote
        text = text[:-1]
    return text.rstrip(".") + quote


def added(text: str, more: str) -> str:
    """The sentence ``text`` with ``more`` said at its end, before its full stop: "Anna plays
    the 3." + " (and 1 move after it)" -> "Anna plays the 3 (and 1 move after it)."; with
    nothing more, ``text`` as a sentence (:func:`sentence`)."""
    return sentence(unstopped(text) + more) if more else sentence(text)


def first_names(players: Sequence[str]) -> dict[str, str]:
    """Each player's first name, where it is shorter and no other player's is the same ("Robo
    Ruby" and "Robo Remy" keep theirs): the short form of a team's long names where the whole
    ones do not fit (Whist with 10s' "Maximilian & Wilhelmina", s41 t3 LOOK-2)."""
    firsts = [who.split()[0] if who.split() else who for who in players]
    return {who: first for who, first in zip(players, firsts) if first != who and firsts.count(first) == 1}


def shortened(text: str, short: dict[str, str]) -> str:
    """``text`` with each name in ``short`` given as its short form (the longest names first, so
    that no name inside another is changed first)."""
    for who in sorted(short, key=len, reverse=True):
        text = text.replace(who, short[who])
    return text
