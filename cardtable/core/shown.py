"""What a move showed, in words: the reason an Undo is refused names it (no Qt).

"Since Cleo's last move Robo Remy has shown something Cleo had not seen" (Hearts, after the
pass: passes are face down, and a family wondered what a computer had shown) and "Grandpa
Bartholomew's move showed something that was hidden" (Rummoli: every card played was hidden
until then) named no cause (s32 t1 #1, t2 #14). A move that cannot be taken back turned cards
face up (named: every seat sees them now), put cards nobody had seen into a hand (said, never
named: "Cleo has been given 3 cards from Robo Rex"), dealt a new hand, or showed what only the
game can tell (:meth:`~cardtable.core.game.Game.shown_words`: Rummoli's next player shows who
holds the next card)."""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from .cards import cards_said, is_card
from .game import Game, GameState, Move
from .words import plural
from .zones import Role, Zone, known_to


def shown_to_all(game: Game, before: GameState, after: GameState) -> list[str]:
    """The cards every seat sees after a move and not all before it (face up for all)."""
    def public(state: GameState) -> Counter[str]:
        out: Counter[str] = Counter()
        for zone in game.zones(state):
            for card, face_up in zip(zone.cards, zone.visible_to(None)):  # (as a spectator sees)
                if face_up:
                    out[card] += 1
        return out

    try:
        new = public(after) - public(before)
    except (NotImplementedError, IndexError):
        return []
    return [card for card in new.elements() if is_card(card)]


def cards_named(cards: Sequence[str]) -> str:
    """ "the 5 of diamonds", "the 5 of diamonds and the 6 of clubs", "two 5s of diamonds"
    (:func:`cards_said`)."""
    return cards_said(cards, joker="the joker")


def _place(zone: Zone, names: Sequence[str]) -> str:
    """Where a card came from, for "from ...": a seat's name (its hand, its pile of cards to
    pass), "the stock", a pile with a label of its own ("the widow"), else ""."""
    if zone.owner is not None and 0 <= zone.owner < len(names):
        return names[zone.owner]
    if zone.kind is Role.STOCK:
        return "the stock"
    return f"the {zone.label[:1].lower()}{zone.label[1:]}" if zone.label else ""


def handed(game: Game, before: GameState, after: GameState, seats: Sequence[int]) \
        -> tuple[int, int, str] | None:
    """Cards one of ``seats`` now knows that no seat saw face up (none of them lies face up
    now), gone into its hand: (the seat, how many, where they came from: :func:`_place`, ""
    where not one place), the first such seat; ``None`` for none. Hearts' pass: Cleo is given
    the three cards Robo Rex passed her, face down."""
    try:
        zones, later = game.zones(before), game.zones(after)
    except NotImplementedError:
        return None
    public = Counter(c for z in later for c, up in zip(z.cards, z.visible_to(None)) if up)
    names = list(before.players)
    left: Counter[tuple[str, int | None, str]] = Counter()
    for zone in zones:
        left.update((zone.name, zone.owner, c) for c in zone.cards)
    for zone in later:
        left.subtract((zone.name, zone.owner, c) for c in zone.cards)
    gained = Counter(c for z in later for c in z.cards if left[(z.name, z.owner, c)] < 0)
    for seat in seats:
        # (a card that stayed where it lay and was only looked at, Golf's peek, was not given)
        new = (known_to(later, seat) - known_to(zones, seat) - public) & gained
        if not new:
            continue
        places = {_place(z, names) for z in zones for c in new
                  if left[(z.name, z.owner, c)] > 0 and c in z.cards}
        source = places.pop() if len(places) == 1 else ""
        return seat, sum(new.values()), source
    return None


def move_showed(game: Game, before: GameState, move: Move, after: GameState) -> str:
    """What ``move`` (its mover's own, which the game will not take back) showed, completing
    "Anna's last move ...": "dealt the next hand", "showed who holds the 6 of diamonds" (the
    game's words), "turned up the 5 of clubs from the stock", "showed the 9 of hearts", "drew 2
    cards from the stock", "gave Ben 2 cards from the stock"; "showed something that was hidden"
    only where none of these can be told."""
    if move.kind in game.between_hands:
        return f"dealt the next {getattr(game, 'hand_word', 'hand')}"
    said = game.shown_words(before, move, after)
    if said:
        return f"showed {said}"
    try:
        mover = game.seat_of(before, move)
        zones = game.zones(before)
    except NotImplementedError:
        return "showed something that was hidden"
    mover_knew = known_to(zones, mover) if mover is not None else Counter()
    new = [c for c in shown_to_all(game, before, after) if not mover_knew[c]]
    if new and len(new) <= 4:
        from_stock = any(z.kind is Role.STOCK and any(c in z.cards for c in new) for z in zones)
        return f"turned up {cards_named(new)} from the stock" if from_stock else f"showed {cards_named(new)}"
    seats = ([mover] if mover is not None else []) + [s for s in range(len(before.players)) if s != mover]
    given = handed(game, before, after, seats)
    if given is not None:
        seat, count, source = given
        whence = f" from {source}" if source else " nobody had seen"
        if seat == mover:
            verb = "drew" if source == "the stock" else "took"
            return f"{verb} {plural(count, 'card')}{whence}"
        return f"gave {before.players[seat]} {plural(count, 'card')}{whence}"
    return "showed something that was hidden"
