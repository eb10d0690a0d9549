"""The sentences the rummy family's logs share (no Qt): a draw from the stock, a discard taken,
a discard, melds laid, a card added to a meld, going out, the hand's points (and the event that
ends a hand with them). Each rummy engine writes its log through these, so a change of wording
is one edit here; a game keeps its own words only where its rules differ (10 Dime's buy, Hand
and Foot's pick of the pile, Push's push, Five Hundreds' dig, Arizona's face-down going out)."""

from __future__ import annotations

from typing import Iterable, Sequence

from ..core.cards import card_name, cards_said
from ..core.game import Event
from ..core.words import listed
from .melds import Meld, meld_said

#: A wild card picked up from a meld where the rules say "You cannot steal wild cards from melded
#: cards" (Horseshit Rummy and 10 Dime Rummy: one rule, so one sentence; 10 Dime said it its own way)
NO_STEALING_WILDS = "Wild cards stay in the meld they were laid in: you cannot steal wild cards from melded cards."


def draws_from_stock(who: str) -> str:
    """ "Ben draws from the stock." """
    return f"{who} draws from the stock."


def takes(who: str, card: str, whence: str = "") -> str:
    """ "Ben takes the 7 of hearts." (the top discard); with ``whence`` where it lay where a
    game has more than one pile: "Ben takes the 7 of hearts from Anna's pile." """
    return f"{who} takes the {card_name(card)}{' ' + whence if whence else ''}."


def discards(who: str, card: str) -> str:
    """ "Ben discards the 9 of clubs." """
    return f"{who} discards the {card_name(card)}."


def melds(who: str, *groups: Sequence[str]) -> str:
    """ "Ben melds the 4, 5 and 6 of hearts." (each meld's cards as :func:`cards_said` says
    them; several melds laid at once one after another: "...; the 9 of clubs, ...")."""
    return f"{who} melds " + "; ".join(cards_said(g) for g in groups) + "."


def lays_down(who: str, laid: Iterable[Meld]) -> str:
    """ "Ben lays down a set of three kings and a run of four hearts." (what was laid, not the
    contract's name: the contract rummy games)."""
    return f"{who} lays down {listed(meld_said(m) for m in laid)}."


def adds(who: str, card: str, onto: str, more: str = "") -> str:
    """ "Ben adds the 7 of hearts to Anna's run of hearts." (``onto`` as the game names the
    meld); ``more`` said at its end: ", closing a natural canasta"."""
    return f"{who} adds the {card_name(card)} to {onto}{more}."


def goes_out(who: str, more: str = "") -> str:
    """ "Ben goes out."; ``more`` said at its end: "Ben goes out, laying the last discard face
    down; ..." """
    return f"{who} goes out{more}."


def points_said(opening: str, names: Sequence[str], points: Sequence[int], *, scored: bool,
                how: Sequence[str] = ()) -> str:
    """The sentence a hand (round, deal) ends with: ``opening`` (who went out, or why the hand
    ended; "" for nothing) then "Points: " and each of ``names`` (players, or teams where
    partners score together) with its ``points``: "Ben goes out. Points: Anna -12, Ben +25, Cleo
    +0." ``scored``: points won or lost, signed ("Anna +12, Cleo -30": Five Hundreds, Horseshit
    Rummy, 10 Dime Rummy, Hand and Foot); else penalty points counted against each, which are
    never below 0, said so where the others say "+75" (Arizona Rummy, Push: "Ben goes out.
    Penalty points: Anna 12, Ben 0, Cleo 30.": low score wins, and a bare "Anna 30" read as
    points won). ``how``: each one's points broken down, said after them
    in brackets ("Anna & Cleo +450 (Over 500, Under -50)": Hand and Foot). Where a name or its
    breakdown has a comma of its own ("Anna, Cleo & Eve", six playing Hand and Foot) the entries
    are parted by semicolons, so the list still reads one entry at a time. Thousands have their
    comma, as the score sheet writes them ("+1,850", the sheet's "1,850" beside it)."""
    each = [f"{name} {p:+,d}" if scored else f"{name} {p:,d}" for name, p in zip(names, points)]
    if how:
        each = [f"{entry} ({part})" for entry, part in zip(each, how)]
    apart = "; " if any("," in entry for entry in each) else ", "
    return (opening + " " if opening else "") + ("Points: " if scored else "Penalty points: ") + apart.join(each) + "."


def hand_end(opening: str, names: Sequence[str], points: Sequence[int], *, scored: bool, over: bool,
             seat_points: Sequence[int] | None = None) -> Event:
    """The event a hand (round, deal) ends with: :func:`points_said` of ``opening``, ``names`` and
    their ``points``, a ``game_over`` event where the hand ended the game (``over``), else
    ``hand_over``. Its data: each seat's ``points`` (``seat_points`` where the names are teams:
    Push's partners each show their team's), and ``short``, the ``opening`` alone (who went out),
    for the table's prompt, which has no room for every player's points (the status line says
    them all; see :meth:`cardtable.core.game.Game.hand_result_words`)."""
    return Event(points_said(opening, names, points, scored=scored), "game_over" if over else "hand_over",
                 points=list(points if seat_points is None else seat_points), short=opening)
