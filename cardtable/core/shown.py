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
from .pieces import Dominoes
from .words import listed, plural
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
    return [card for card in new.elements() if is_card(card) or is_tile(game, card)]


def is_tile(game: Game, code: str) -> bool:
    """Is ``code`` one of the game's dominoes (a tile shown is named like a card: Mexican
    Train's refused Undo said "has since shown something you had not seen", s39 t2 F14)."""
    a, dash, b = code.partition("-") if isinstance(code, str) else ("", "", "")
    return game.pieces_called == "tiles" and bool(dash) and a.isdigit() and b.isdigit()


def cards_named(cards: Sequence[str], game: Game | None = None) -> str:
    """ "the 5 of diamonds", "the 5 of diamonds and the 6 of clubs", "two 5s of diamonds"
    (:func:`cards_said`); of ``game``'s tiles "the 8-11 tile", "the 8-11 tile and the double 3
    tile"."""
    if game is not None and cards and all(is_tile(game, c) for c in cards):
        return listed(f"the {Dominoes().name(c)} tile" for c in cards)
    return cards_said(cards, joker="the joker")


def source_words(zone: Zone, names: Sequence[str], mover: int | None = None, you: int | None = None) -> str:
    """Where cards came from, for "from ...", in the zone's own words (its role, owner and
    label): a seat's own draw pile by its name ("their own pile" where its owner is the
    ``mover``, "your own pile" where that is the reader, ``you``; "Ben's pile" else: Fast Track's
    refill was said "took 4 cards from Ben", backwards, and its turned card came "from the
    stock", which Fast Track has none of, s33); a seat's other places by the seat's name (its
    hand, its pile of cards to pass: "given 3 cards from Robo Rex"); a pile with a label of its
    own ("the widow", Golf's "the stack", Mexican Train's "the boneyard"); "the stock"; else ""."""
    owner = zone.owner
    if owner is not None and zone.kind is Role.STOCK:
        noun = (zone.label or zone.name).lower()
        if owner == you:
            return f"your own {noun}" if mover == you else f"your {noun}"
        if owner == mover:
            return f"their own {noun}"
        if 0 <= owner < len(names):
            return f"{names[owner]}'s {noun}"
    if owner is not None and 0 <= owner < len(names):
        return names[owner]
    if zone.kind is Role.STOCK and not zone.label:
        return "the stock"
    # (a stock by its own name: Golf's stack, Mexican Train's boneyard, s33)
    return f"the {zone.label[:1].lower()}{zone.label[1:]}" if zone.label else ""


def hidden_in(game: Game, before: GameState, after: GameState, cards: Sequence[str]) -> int | Zone | None:
    """Where ``cards`` lay hidden before the move that put them face up (a hidden place the
    move took them from), where that is one place a family can name: the seat whose hand they
    were in, or the stock they came from (its zone: a seat's own pile is said as one,
    :func:`source_words`); else ``None``. (With two decks the card's twin may lie hidden
    elsewhere: the place it left is the one.)"""
    try:
        zones, later = game.zones(before), game.zones(after)
    except NotImplementedError:
        return None
    left_by = Counter((z.name, z.owner, c) for z in later for c in z.cards)
    places: dict[str, int | Zone] = {}
    for card in cards:
        found = [z for z in zones
                 if any(c == card and not up for c, up in zip(z.cards, z.visible_to(None)))
                 and left_by[(z.name, z.owner, card)] < z.cards.count(card)]
        if len(found) != 1:
            return None
        zone = found[0]
        if zone.kind is Role.HAND and zone.owner is not None and 0 <= zone.owner < len(before.players):
            places[f"hand/{zone.owner}"] = zone.owner
        elif zone.kind is Role.STOCK:
            places[zone.key] = zone
        else:
            return None
    return next(iter(places.values())) if len(places) == 1 else None


def handed(game: Game, before: GameState, after: GameState, seats: Sequence[int]) \
        -> tuple[int, int, Zone | None] | None:
    """Cards one of ``seats`` now knows that no seat saw face up (none of them lies face up
    now), gone into its hand: (the seat, how many, the zone they came from where it is one
    place, else ``None``: :func:`source_words` says it), the first such seat; ``None`` for none.
    Hearts' pass: Cleo is given the three cards Robo Rex passed her, face down."""
    try:
        zones, later = game.zones(before), game.zones(after)
    except NotImplementedError:
        return None
    # (only the cards this move put face up: with several decks a drawn card's twin lying face
    # up on the table took it out of the count, and Hand and Foot's draw of two was said as
    # "drew 1 card from the stock", s36 t3 #4)
    public = (Counter(c for z in later for c, up in zip(z.cards, z.visible_to(None)) if up)
              - Counter(c for z in zones for c, up in zip(z.cards, z.visible_to(None)) if up))
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
        places = {z.key: z for z in zones for c in new if left[(z.name, z.owner, c)] > 0 and c in z.cards}
        return seat, sum(new.values()), next(iter(places.values())) if len(places) == 1 else None
    return None


def pieces_counted(game: Game, count: int) -> str:
    """ "2 cards", "1 card", Mexican Train's "1 tile" (:attr:`Game.pieces_called`): how many
    pieces a move took or gave ("drew 1 card from the stock" was said of a tile, s33)."""
    word = game.pieces_called
    return plural(count, word[:-1]) if word.endswith("s") else f"{count} {word}"


def drawn(zone: Zone | None, seat: int) -> bool:
    """Were cards that came into ``seat``'s hand from ``zone`` drawn (from the stock, or from
    the seat's own draw pile), rather than taken or given?"""
    return zone is not None and zone.kind is Role.STOCK and zone.owner in (None, seat)


def dealt_words(game: Game, form: str = "dealt") -> str:
    """A new deal, in the game's word for what is dealt (:attr:`hand_word`): ``form`` "dealt"
    ("dealt the next hand", completing "Anna's last move ..."), "was" ("the next round was
    dealt") or "since" ("the next hand has since been dealt"). Where that word is "deal" itself
    (Fan Tan) the cards are dealt again ("dealt the next deal" says it twice)."""
    what = getattr(game, "hand_word", "hand")
    if form == "dealt":
        return "dealt the cards again" if what == "deal" else f"dealt the next {what}"
    subject, has, rest, was = dealt_parts(game)
    return was if form == "was" else f"{subject} {has} since {rest}"


def dealt_parts(game: Game) -> tuple[str, str, str, str]:
    """A new deal as a sentence's parts (:func:`dealt_words`): what was dealt, its "has" or
    "have", the rest ("been dealt") and the whole sentence in the past: ("the next hand", "has",
    "been dealt", "the next hand was dealt"); ("the cards", "have", "been dealt again", "the
    cards were dealt again") where the game's word is "deal" itself (Fan Tan)."""
    what = getattr(game, "hand_word", "hand")
    if what == "deal":
        return "the cards", "have", "been dealt again", "the cards were dealt again"
    return f"the next {what}", "has", "been dealt", f"the next {what} was dealt"


def drew_new(game: Game, before: GameState, move: Move, after: GameState) -> int:
    """How many new pieces ``move``'s mover drew into their own hand (from the stock or their
    own pile), where that is all the move showed anyone: why it stands, said as "Sam has
    already drawn a new card" (s42 t1: "it drew 2 cards from their own pile" read oddly, and a
    computer's card played since was named instead of the card Sam drew). 0 otherwise."""
    if move.kind in game.between_hands or game.shown_words(before, move, after):
        return 0
    try:
        mover = game.seat_of(before, move)
        zones = game.zones(before)
    except NotImplementedError:
        return 0
    if mover is None:
        return 0
    knew = known_to(zones, mover)
    if any(not knew[c] for c in shown_to_all(game, before, after)):
        return 0
    given = handed(game, before, after, [mover])
    if given is None or not drawn(given[2], mover):
        return 0
    return given[1]


def move_showed(game: Game, before: GameState, move: Move, after: GameState, you: int | None = None,
                named: bool = True) -> str:
    """What ``move`` (its mover's own, which the game will not take back) showed, completing
    "Anna's last move ...": "dealt the next hand", "showed who holds the 6 of diamonds" (the
    game's words), "turned up the 5 of clubs from the stock", "showed the 9 of hearts", "drew 2
    cards from the stock", "drew 2 cards from their own pile" (Fast Track's hand of five: a
    place is said as its zone says it, :func:`source_words`, "your own pile" where the mover is
    the one reading, ``you``), "gave Ben 2 cards from the stock"; "showed something that was
    hidden" only where none of these can be told. ``named=False``: the sentence names nobody
    before it ("The last move ..."), so a mover's own pile is said by its owner's name ("from
    Anna's stock"; "from their own stock" was nobody's, s39 t1)."""
    if move.kind in game.between_hands:
        return dealt_words(game)
    said = game.shown_words(before, move, after)
    if said:
        return f"showed {said}"
    try:
        mover = game.seat_of(before, move)
        zones = game.zones(before)
    except NotImplementedError:
        return "showed something that was hidden"
    names = list(before.players)
    mover_knew = known_to(zones, mover) if mover is not None else Counter()
    said_by = mover if named else None  # (whose "own" pile: see ``named``)
    new = [c for c in shown_to_all(game, before, after) if not mover_knew[c]]
    if new and len(new) <= 4:
        where = hidden_in(game, before, after, new)
        # (only a stock the card left: with three decks Golf's card exchanged out of a grid was
        # said "turned up ... from the stack", where its twin lay, s39)
        later = game.zones(after)
        left = Counter((z.name, z.owner, c) for z in later for c in z.cards)
        stocks = {z.key: z for z in zones if z.kind is Role.STOCK
                  and any(left[(z.name, z.owner, c)] < z.cards.count(c) for c in new)}
        stock = where if isinstance(where, Zone) else next(iter(stocks.values())) if len(stocks) == 1 else None
        if stock is not None:
            return f"turned up {cards_named(new, game)} from {source_words(stock, names, said_by, you)}"
        return f"showed {cards_named(new, game)}"
    seats = ([mover] if mover is not None else []) + [s for s in range(len(before.players)) if s != mover]
    given = handed(game, before, after, seats)
    if given is not None:
        seat, count, zone = given
        source = source_words(zone, names, said_by, you) if zone is not None else ""
        whence = f" from {source}" if source else " nobody had seen"
        if seat == mover:
            return f"{'drew' if drawn(zone, seat) else 'took'} {pieces_counted(game, count)}{whence}"
        return f"gave {'you' if seat == you else names[seat]} {pieces_counted(game, count)}{whence}"
    return "showed something that was hidden"
