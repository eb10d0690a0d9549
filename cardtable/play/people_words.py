"""Words for a table where a computer starts the next hand but the people press the button.

Between hands a game's status line addresses the player who deals next ("Robo Remy: deal the
next hand."); when that player is a computer, the computer waits for the people
(:meth:`PlayController.waits_for_people`) and a person presses the button. The table's prompt,
the status line and the saved games' "Whose turn" column then all say the same:
"Robo Remy deals next: when everyone has seen the hand, press “Deal the next hand”." """

from __future__ import annotations

import re
from collections.abc import Sequence


#: a status saying a hand (round, deal) is over: "Hand 1 is over.", "Coronation, hand 2 is over."
BETWEEN = re.compile(r"\b(hand|round|deal) (\d+) is over\b", re.IGNORECASE)


def deals_next(text: str, dealer: str, label: str, what: str = "hand") -> str:
    """``text`` (a status or prompt) reworded for people pressing the button ``label`` for the
    computer ``dealer``: its "Robo Remy: deal the next hand." becomes "Robo Remy deals next:
    when everyone has seen the hand, press “Deal the next hand”." (s26: it told the computer to
    deal); where the dealer is named otherwise, or not at all, the sentence is added. ``what``:
    the game's word for what was played out (its ``hand_word``): Fan Tan's "Deal 1 is over.
    Robo Remy deals next: when everyone has seen the deal, press “Deal again”." (it said "seen
    the hand" there, the one "hand" among the deal's words, s34), Golf's "seen the round"."""
    then = f"when everyone has seen the {what}, press \u201c{label}\u201d."
    goes = "deals" if label.lower().startswith("deal") else "starts"
    told = re.search(re.escape(dealer) + r": [^.]*\.", text)
    if told is not None:
        return text[:told.start()] + f"{dealer} {goes} next: {then}" + text[told.end():]
    if dealer in text:  # named otherwise ("Robo Rudi deals ...")
        return text + " " + then[:1].upper() + then[1:]
    return f"{text} {dealer} {goes} next: {then}".strip()


def waiting_dealer(status: str, players: Sequence[str], computers: Sequence[str]) -> tuple[str, str, str] | None:
    """Where a saved game's ``status`` tells a computer to deal or start the next hand ("Hand 1
    is over. Robo Ruby: deal the next hand.") and a person is at the table to press the button:
    the computer's name, the button's words ("Deal the next hand") and what was played out
    ("hand", as the status names it: "Deal 1 is over." -> "deal"); else None. ``computers``: per
    seat a level, "" for a person (with no person at all, the computers deal for themselves)."""
    if not any(not level for level in computers):
        return None
    over = BETWEEN.search(status)
    what = over.group(1).lower() if over is not None else "hand"
    for seat, name in enumerate(players):
        if seat < len(computers) and computers[seat]:
            told = re.search(re.escape(name) + r": ((?:deal|start)[^.]*)\.", status)
            if told is not None:
                return name, told.group(1)[:1].upper() + told.group(1)[1:], what
    return None


def saved_status(status: str, players: Sequence[str], computers: Sequence[str]) -> str:
    """A saved game's status as the people at the table read it: where it tells a computer to
    deal or start the next hand ("Hand 1 is over. Robo Ruby: deal the next hand."), the table
    waits for a person to press the button, so it says so as the table does
    (:func:`waiting_dealer`). What was played out is named as the status names it ("Deal 1 is
    over." -> "the deal")."""
    waiting = waiting_dealer(status, players, computers)
    return status if waiting is None else deals_next(status, *waiting)


def next_hand_words(status: str, players: Sequence[str], computers: Sequence[str]) -> str | None:
    """What the people do next where a computer deals the next hand and a person presses the
    button (:func:`waiting_dealer`), short, for the saved games' "Whose turn" column: "Hand 2 to
    deal (Robo Remy deals)" (it said "Robo Remy deals next", naming a computer who does not act,
    while the table waited for a person to press "Deal the next hand", s35 t3 #4); "Deal 2 next
    (Robo Ruby deals)" where what is played out is a deal; None where no computer waits."""
    waiting = waiting_dealer(status, players, computers)
    if waiting is None:
        return None
    dealer, label, what = waiting
    verb = "deal" if label.lower().startswith("deal") else "start"
    over = BETWEEN.search(status)
    if over is None:
        first = f"Next {what} to {verb}"
    else:
        first = f"{what.capitalize()} {int(over.group(2)) + 1:,}" + (" next" if what == verb else f" to {verb}")
    return f"{first} ({dealer} {verb}s)"


#: a result's own last clause saying the hand ended ("Ben is out of cards: the hand is over."),
#: said again by the status after it ("Hand 1 is over.")
_ENDED = re.compile(r": the (?:hand|round|deal) is over\.$", re.IGNORECASE)


def said_over(said: str, text: str) -> str:
    """``text`` (a status between hands) without its sentence saying the hand is over where
    ``said`` (the hand's result, or the move's sentences before the status) says it already in
    the same words: Court Whist's "Coronation, hand 1 is over: Ben & Anna 8; ..." before
    "Coronation, hand 1 is over. Ben: deal the next hand." leaves "Ben: deal the next hand."
    (it read "Coronation, hand 1: ... Coronation, hand 1 is over.", s44)."""
    over = BETWEEN.search(text)
    if over is None or not said:
        return text
    start = max(text.rfind(". ", 0, over.start()), text.rfind("! ", 0, over.start()))
    start = 0 if start < 0 else start + 2
    end = text.find(".", over.end())
    if end < 0 or text[over.end():end].strip() or text[start:end] not in said:
        return text  # ("Hand 1 is over (Quarters: ...)" says more than the result did)
    return (text[:start] + text[end + 1:].lstrip()).strip()


def result_first(result: str, text: str) -> str:
    """``text`` (the status or prompt between hands) with the hand's ``result`` before it, the
    first thing the people read ("Euchre! Ben & Robo Remy take 2: Anna & Robo Ruby score 2.
    Hand 1 is over. ..."); unchanged where it says the result already (Thirty-One's prompt,
    Golf's table) or there is none. A result ending ": the hand is over." says that once, and
    one saying "Coronation, hand 1 is over: ..." leaves the status's own (:func:`said_over`)."""
    if not result or result in text:
        return text
    if BETWEEN.search(text):
        result = _ENDED.sub(".", result)
    return f"{result} {said_over(result, text)}".strip()
