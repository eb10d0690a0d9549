"""Melds kept in a game state (no Qt): the small helpers the "Rummy II" games share on top of
:mod:`cardtable.games.melds` (Arizona Rummy, Horseshit Rummy, Sticks, Hand and Foot Canasta).

A meld on the table is stored in the state as plain JSON-able data (:func:`meld_data`) and read
back as a :class:`~cardtable.games.melds.Meld` (:func:`meld_of`); the random players' melding
moves come from :func:`offered_melds`, and any cards a person selects make a meld for the
engine to judge (:func:`meld_card_lists`); the refusals every game's ``explain`` starts with
(:func:`turn_refusal`, also Five Hundreds') and gives of a meld (:func:`meld_refusal`) are here once.
So is a hand's end where the rule is one (:func:`table_less_hand`, :func:`hand_totals`,
:func:`alone_at_top`, :func:`first_to_target_end`, :func:`best_seats`: Five Hundreds, Horseshit
Rummy, Arizona Rummy, 10 Dime Rummy and Push); its sentence is
:func:`cardtable.games.rummy_words.hand_end`."""

from __future__ import annotations

from typing import Any, Callable, Collection, Iterable, Sequence

from ..core.cards import RANK_NAMES, RANK_OF, SUIT_NAMES, SUITS
from ..core.game import Applied, Drag, Event, Move
from ..core.zones import Role, Seen, Zone
from .melds import (LOW_VALUE, RUN, SET, Meld, MeldRules, _natural_ok, any_meld, classify, classify_as, draw_move,  # noqa: F401
                    is_card_list, meld_data, meld_of, run_candidates, three_card_melds)
from .rummy_words import hand_end


def offered_melds(hand: Sequence[str], rules: MeldRules, limit: int = 40) -> list[tuple[str, ...]]:
    """The melds a table offers as buttons (and random players pick from): the three-card
    natural melds, and one meld using wilds if the hand holds one. Any other card list the
    rules accept is a meld too (the game's ``check`` judges it)."""
    out = three_card_melds(hand, rules, limit)
    extra = any_meld(hand, rules)
    if extra is not None:
        extra = tuple(sorted(extra))
        if extra not in out and not isinstance(classify(extra, rules), str):
            out.append(extra)
    return out


def meld_card_lists(state: Any, playing: bool, kind: str = "meld") -> list[tuple]:
    """A game's ``card_list_moves`` (see :mod:`cardtable.gui.generic_table`): while ``playing``
    (the mover may meld now), any cards selected in the mover's hand and dragged together onto
    the meld row make a ``kind`` move, judged by the game's ``check``. The listed melds are only
    :func:`offered_melds`, a few (kept few for the computers' search): without this a family
    could select only the cards of a listed meld (4D 4D and the wild 7S, a set of 4s, could not
    be picked when the one listed meld with a wild was J J 7S)."""
    if not playing:
        return []
    seat = state.turn
    return [(kind, f"hand/{seat}", f"melds/{seat}", {"seat": seat})]


# ----- melds on the table: each player's, and cards laid off on another's --------------------------
def meld_words(data: tuple, players: Sequence[str], short: bool = False, mover: int | None = None) -> str:
    """A meld as the log names it, with whose it is: "Anna's set of jacks", "Anna's run of
    hearts" ("their own set of jacks" when it is the ``mover``'s); ``short``, as the table labels
    it: "Anna's jacks", "Anna's hearts run"."""
    meld = meld_of(data)
    if meld.kind == SET:
        ranks = RANK_NAMES[meld.rank] + "s"
        what = ranks if short else f"set of {ranks}"
    else:
        suit = SUIT_NAMES[meld.suit]
        what = f"{suit} run" if short else f"run of {suit}"
    whose = "their own" if meld.owner == mover else f"{players[meld.owner]}'s"
    return f"{whose} {what}"


def laid_apart(data: tuple) -> dict[int, list[str]]:
    """The cards other players laid off on a meld, by who laid them (each seat's in the order laid)."""
    meld = meld_of(data)
    out: dict[int, list[str]] = {}
    for seat, card in meld.added:
        if seat != meld.owner:
            out.setdefault(seat, []).append(card)
    return out


def meld_zones(melds: Sequence[tuple], players: Sequence[str]) -> list[Zone]:
    """The melds on the table, face up: each meld its owner's zone ``meld{i}/{owner}``, less the
    cards other players laid off on it. Those are the layer's: "You play in front of yourself so
    that you can include these points in your count" (Horseshit Rummy), so they lie with the
    layer's melds, a zone ``meld{i}/{layer}`` labelled with the meld they were laid on ("On Anna's
    jacks"); a card dropped there is laid off on that meld too. (They were drawn inside the
    owner's meld, nobody's, and a family could not check who scored them.)"""
    zones = []
    apart: list[Zone] = []
    for i, data in enumerate(melds):
        cards = list(data[1])
        for seat, laid in laid_apart(data).items():
            for card in laid:
                cards.remove(card)
            apart.append(Zone(f"meld{i}", tuple(laid), Seen.ALL, seat, Role.MELD,
                              label="On " + meld_words(data, players, short=True)))
        zones.append(Zone(f"meld{i}", tuple(cards), Seen.ALL, data[3], Role.MELD))
    return zones + apart


# ----- a hand's end: the points, the totals, who wins ----------------------------------------------
def table_less_hand(melds: Sequence[tuple], hands: Sequence[Sequence[str]],
                    value: Callable[[str], int]) -> tuple[int, ...]:
    """Each seat's points for the hand: "Count all points played out in front of you less any
    cards still in your hand" (Horseshit Rummy, 10 Dime Rummy; Five Hundreds' "Count back any
    cards in your hand against any cards on the table"): the cards the seat laid on the table
    (its melds, less what others added to them, plus what it added to anybody's) less the cards
    left in its hand, each at ``value``."""
    table = [meld_of(m) for m in melds]
    return tuple(sum(value(c) for m in table for c in m.laid_by(s)) - sum(value(c) for c in hand)
                 for s, hand in enumerate(hands))


def hand_totals(rows: Iterable[Sequence[int]], players: int) -> list[int]:
    """Each seat's total of the hands (rounds, deals) scored so far, a row each."""
    totals = [0] * players
    for row in rows:
        for s in range(players):
            totals[s] += row[s]
    return totals


def alone_at_top(totals: Sequence[int], target: int) -> bool:
    """Whether the game is won: "First person to 500 wins (if multiple people go over 500 in the
    same round, higher score wins)" (Five Hundreds; Horseshit Rummy's "First player to 1500
    wins"): the highest total has reached ``target`` and nobody shares it (decided: a tie at the
    top plays another hand)."""
    top = max(totals)
    return top >= target and list(totals).count(top) == 1


def first_to_target_end(state: Any, points: tuple[int, ...], target: int, event: Event, opening: str) -> Applied:
    """A hand ends in a game of points won hand by hand, the first past ``target`` winning (Five
    Hundreds, Horseshit Rummy): ``points`` join the state's ``hand_points``, the game is over
    where one seat is :func:`alone_at_top`, and the move's ``event`` is followed by the points
    said after ``opening`` (who went out, or why the hand ended)."""
    new = state.replace(hand_points=state.hand_points + (points,))
    over = alone_at_top(hand_totals(new.hand_points, len(state.players)), target)
    new = new.replace(phase="game_over" if over else "hand_over")
    return Applied(new, (event, hand_end(opening, state.players, points, scored=True, over=over)))


def best_seats(totals: Sequence[int], low: bool = False) -> list[int]:
    """Who wins on ``totals``: the highest ("Highest score ... wins the pot", 10 Dime Rummy; the
    one :func:`alone_at_top`), or with ``low`` the lowest ("Low score wins", Arizona Rummy and
    Push); equal best totals share the win."""
    best = min(totals) if low else max(totals)
    return [s for s, t in enumerate(totals) if t == best]


# ----- contracts: a list of melds of given kinds and sizes (Sticks' sticks) -----------------------
#: One group of a contract: (kind, size); a contract is a tuple of groups, ``same_suit`` when its
#: runs must all be of one suit ("2 runs of 4 in same suit").
Group = tuple[str, int]


def as_kind(cards: Sequence[str], kind: str, rules: MeldRules, owner: int = -1) -> Meld | str:
    """``cards`` judged as a set only or as a run only: a meld with wilds is "meant to be a set
    or a run" as its player says (three cards 5H, JK, 2S are a set of 5s or a run 5-6-7)."""
    if kind == SET or kind == RUN:
        return classify_as(tuple(cards), kind, rules, owner)  # the same, kept for card tuples
    return classify(cards, rules.only(kind), owner)


def _candidates(cards: list[str], kind: str, size: int, rules: MeldRules, suit: str = "") -> list[tuple[str, ...]]:
    """Card lists of exactly ``size`` from ``cards`` that make a ``kind`` (naturals first, wilds
    filling the gaps), most naturals first. A set may take fewer naturals than the cards
    hold (with two decks a second set of that rank may need the rest); runs are the planner's
    (:func:`~cardtable.games.melds.run_candidates`)."""
    wild = rules.wild
    wilds = [c for c in cards if wild[c]]
    out: list[tuple[str, ...]] = []
    if kind == SET:
        by_rank: dict[str, list[str]] = {}
        for c in cards:
            if not wild[c]:
                by_rank.setdefault(RANK_OF[c], []).append(c)
        for naturals in by_rank.values():
            for nat in range(min(len(naturals), size), 0, -1):
                if size - nat <= len(wilds) and _natural_ok(nat, size - nat, rules):
                    out.append(tuple(naturals[:nat] + wilds[:size - nat]))
        return out
    return run_candidates(cards, size, rules, [suit] if suit else SUITS)


def meet_contract(cards: Sequence[str], groups: Sequence[Group], rules: MeldRules, same_suit: bool = False,
                  exact: bool = False, keep: int = 0) -> tuple[tuple[str, ...], ...] | None:
    """A way to lay ``groups`` from ``cards`` (one card list per group, in the groups' order), or
    ``None``. ``exact``: every card is used (the player's selection must be just the contract);
    ``keep``: at least this many cards are left over (a discard). A depth-first search over each
    group's candidates: quick for a hand of 15-20 cards."""
    order = sorted(range(len(groups)), key=lambda i: (groups[i][0] != "run", -groups[i][1]))
    found: list[tuple[str, ...] | None] = [None] * len(groups)

    def search(k: int, left: list[str], suit: str) -> bool:
        if k == len(order):
            return (not left) if exact else len(left) >= keep
        kind, size = groups[order[k]]
        seen: set[tuple[str, ...]] = set()
        # the first group's candidates from the whole list are those found below already
        cands = whole_candidates[kind, size] if k == 0 else _candidates(left, kind, size, rules,
                                                                          suit if kind == "run" else "")
        for cand in cands:
            key = tuple(sorted(cand))
            if key in seen:
                continue
            seen.add(key)
            meld = as_kind(cand, kind, rules)
            if isinstance(meld, str):
                continue
            rest = list(left)
            for c in cand:
                rest.remove(c)
            found[order[k]] = meld.cards
            if search(k + 1, rest, meld.suit if (same_suit and kind == "run") else suit):
                return True
        return False

    if sum(size for _, size in groups) > len(cards):
        return None
    whole = list(cards)
    whole_candidates: dict[Group, list[tuple[str, ...]]] = {}
    for kind, size in dict.fromkeys(groups):  # a group the whole list cannot make: no search
        whole_candidates[kind, size] = _candidates(whole, kind, size, rules)
        if not whole_candidates[kind, size]:
            return None
    return tuple(found) if search(0, list(cards), "") else None  # type: ignore[arg-type]


def table_drag(state: Any, move: Any, discard: str = "discard") -> Drag | None:
    """Where a move's drag starts and ends on the generic table (a game's ``table_drag``), for
    the games whose melds are ``meld_data`` tuples: drawing (from the stock, a pile the move
    names, or, with an ``index``, the card of the staggered discards picked to), a meld or a stick
    played (a selection onto the meld row), a lay-off or a swap (onto the meld) and a discard
    (onto ``discard``, ``{seat}`` standing for the mover) are drags; anything else is a button."""
    seat = move.get("seat")
    if type(seat) is not int or not 0 <= seat < len(state.players):
        return None
    kind, hand = move.get("kind"), f"hand/{seat}"
    if kind == "draw":
        pile, index = move.get("pile"), move.get("index")
        if type(index) is int:
            return Drag((("discard", state.discard[index]),), (hand,)) if 0 <= index < len(state.discard) else None
        return Drag.of(move, pile, hand) if isinstance(pile, str) else None
    if kind in ("meld", "play_stick"):
        return Drag.of(move, hand, f"melds/{seat}")
    if kind in ("lay_off", "swap"):
        i = move.get("meld")
        if type(i) is int and 0 <= i < len(state.melds):
            return Drag.of(move, hand, f"meld{i}/{state.melds[i][3]}")
        return None
    if kind == "discard":
        return Drag.of(move, hand, discard.format(seat=seat))
    return None


def is_draw_pile(zone: str) -> bool:
    """The stock, the discard pile or a player's discard pile (Arizona Rummy's ``pile/{seat}``):
    where cards are drawn from."""
    return zone in ("stock", "discard") or zone.startswith("pile/")


def meld_drop(drag: Drag, **fields: Any) -> Move | None:
    """The move cards dropped on a meld (a lay-off), on the meld row (a meld) or one on the
    discard pile mean (a game's ``table_drop``), with the move's other ``fields`` (its seat),
    for the engine to play or refuse; None for anywhere else."""
    if any(is_draw_pile(zone) for zone, _ in drag.picked):
        # a card of the stock or the discards is drawn, never melded, laid off or discarded as
        # it lies: dropped anywhere but the hand it means nothing (Five Hundreds' discard dragged
        # to the hand after the draw was taken for discarding it: "You do not hold that card.")
        return None
    if any(zone.startswith("meld") and not zone.startswith("melds/") for zone, _ in drag.picked):
        # a card of a meld on the table is never discarded, laid off nor melded again (Five
        # Hundreds' meld card pressed was told "You do not hold that card.", its move taken for a
        # discard: s42 t2): no move, the table says the card stays in its meld
        return None
    cards, target = tuple(c for _, c in drag.picked if isinstance(c, str)), drag.to[0]
    if target.startswith("meld") and not target.startswith("melds/") and len(cards) == 1:
        index = target[4:].split("/")[0]
        return Move(kind="lay_off", card=cards[0], meld=int(index), **fields) if index.isdigit() else None
    if target.startswith("melds/") and cards:
        return Move(kind="meld", cards=cards, **fields)
    if target == "discard" and len(cards) == 1:
        return Move(kind="discard", card=cards[0], **fields)
    return None


def table_drop(state: Any, drag: Drag, discard: str = "discard", dig: bool = False) -> Move | None:
    """The move a drop means (a game's ``table_drop``), for the games whose melds are
    ``meld_data`` tuples, so that a drop the rules refuse is told the rule rather than where the
    card may go ("Drop it on the discards." for a jack dropped on another player's set in the
    turn its player first melded): the stock or a pile's card dropped on the mover's hand draws
    (``dig``: the discards are staggered and the card dropped is the one picked to, an
    ``index``); cards of the mover's hand dropped on a meld, on the meld row or on ``discard``
    (``{seat}``: the mover's) lay off, meld or discard. The engine's ``check`` then plays the
    move or says why not."""
    seat = state.turn
    hand = f"hand/{seat}"
    target = drag.to[0]
    sources = {zone for zone, _ in drag.picked}
    if target == hand and len(drag.picked) == 1 and sources != {hand}:
        pile, card = drag.picked[0]
        if not is_draw_pile(pile):
            return None  # (a card of a meld on the table is nobody's to draw)
        if dig and pile == "discard" and isinstance(card, str) and card in state.discard:
            return draw_move(seat, pile, len(state.discard) - 1 - state.discard[::-1].index(card))
        return draw_move(seat, pile)
    if sources != {hand}:
        return None
    if target == discard.format(seat=seat):
        target = "discard"
    return meld_drop(Drag(drag.picked, (target,)), seat=seat)


# ----- refusals: what every game's ``explain`` says first, and of a meld ---------------------------
def turn_refusal(state: Any, seat: Any, acting: Collection[int] | None = None, between: str = "hand",
                 between_phase: str = "hand_over") -> str | None:
    """The first refusals of a rummy game's ``explain``, or None: the game is over; the hand is
    over (``between``: what the game calls it, e.g. Arizona Rummy's round, in the phase
    ``between_phase``); the move is another seat's (``acting``: the seats that may move now,
    the player to play by default)."""
    if state.phase == "game_over":
        return "The game is over."
    if state.phase == between_phase:
        return f"The {between} is over: deal the next one."
    if seat not in (acting if acting is not None else (state.turn,)):
        return "It is not your turn."
    return None


#: How a meld is made on the table: said of a meld of fewer than three cards (one card dropped on
#: the meld row).
MELD_HOW = "A meld is three or more cards: select them all, then drag them together to your meld row."


def meld_refusal(cards: Any, judge: Callable[[tuple[str, ...]], str | None]) -> str:
    """Why a meld move is refused: what ``judge`` (the game's rule check) says of three or more
    cards, else how a meld is made on the table."""
    if isinstance(cards, (tuple, list)) and is_card_list(tuple(cards)) and len(cards) >= 3:
        reason = judge(tuple(cards))
        if reason:
            return reason
    return MELD_HOW


def meld_check(cards: tuple[str, ...], judge: Callable[[tuple[str, ...]], str | None]) -> str | None:
    """A game's ``check`` of a meld's cards (a card list): ``judge``'s reason, but for fewer than
    three cards how a meld is made (one card dropped on the meld row was told "A meld needs at
    least 3 cards.", not how to lay three)."""
    reason = judge(cards)
    return MELD_HOW if reason is not None and len(cards) < 3 else reason
