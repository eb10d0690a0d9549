"""Undo with computers: a card every seat saw go into a hand (Euchre's upcard the dealer picked
up, a discard a rummy player took from the pile) shows nobody anything when it is later laid face
up, so it does not stop Undo; a card nobody else had seen still does (s30 t1: at "Hand 1 is over"
Ctrl+Z said Robo Ruby's jack of spades "was hidden in Robo Ruby's hand until then", of the upcard
the whole table had seen her pick up)."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind

NAMES = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"]


class KeepsTheUpcard:
    """Orders the upcard up (never alone), keeps it when discarding, else plays its first move."""

    def __init__(self, upcard: str):
        self.upcard = upcard

    def choose(self, observation, legal):
        for move in legal:
            if move.kind == "order_up" and not move["alone"]:
                return move
        keep = [m for m in legal if m.kind == "discard" and m["card"] != self.upcard]
        return keep[0] if keep else legal[0]


def _moves_since_persons(ctl: PlayController):
    moves = ctl.session.record.moves
    k = len(moves) - 1
    while ctl.mover(k) != 0:
        k -= 1
    return moves[k + 1:]


def _euchre_upcard_played_after_anna():
    """Anna (the one person) has just played, and the only card the computers laid since is the
    upcard their dealer picked up."""
    game = get_game("euchre")
    for seed in range(300):
        session = Session.new(game, NAMES, {}, seed)
        upcard, dealer = session.state.upcard, session.state.dealer
        if dealer == 0:
            continue
        seats = [Seat("Anna")] + [Seat(n, SeatKind.COMPUTER, KeepsTheUpcard(upcard)) for n in NAMES[1:]]
        ctl = PlayController(session, seats)
        while True:
            ctl.step_computers()
            if ctl.to_act() != (0,):
                break
            legal = ctl.legal(0)
            move = next((m for m in legal if m.kind == "pass"), legal[0])
            if move.kind in game.between_hands:
                break
            ctl.play(move)
            ctl.step_computers()
            plays = [m for m in _moves_since_persons(ctl) if m.kind == "play"]
            if plays and all(m["card"] == upcard for m in plays):
                return ctl, upcard, dealer
    raise AssertionError("no such deal")


def test_euchre_the_upcard_the_dealer_picked_up_does_not_stop_undo():
    """"The dealer then picks up the upcard" in front of everyone: when the dealer later plays
    it, nobody learns a card, so Anna may take back her move."""
    ctl, upcard, dealer = _euchre_upcard_played_after_anna()
    before = len(ctl.session.record.moves)
    assert ctl.undo_to_human() is None
    assert len(ctl.session.record.moves) < before
    assert upcard in ctl.session.state.hands[dealer]  # played again by the same computer


class TakesThePile:
    """Gin Rummy: always takes the face-up discard, and throws the oldest card of its hand."""

    def choose(self, observation, legal):
        pile = [m for m in legal if m.kind == "draw" and m["pile"] == "discard"]
        return (pile or [m for m in legal if m.kind == "discard"] or legal)[0]


def test_gin_rummy_a_discard_taken_from_the_pile_does_not_stop_undo_but_a_dealt_card_does():
    """Robo Rex takes Anna's discard from the pile in front of her and later throws it away
    again: that shows her nothing, so she may take her move back. A card he was dealt, thrown
    face up, she had not seen: her move then stands."""
    game = get_game("gin_rummy")
    seats = [Seat("Anna"), Seat("Robo Rex", SeatKind.COMPUTER, TakesThePile())]
    ctl = PlayController(Session.new(game, ["Anna", "Robo Rex"], {}, 3), seats)
    checked = {"seen": 0, "dealt": 0}
    for _ in range(40):
        ctl.step_computers()
        if ctl.to_act() != (0,):
            break
        legal = ctl.legal(0)
        move = next((m for m in legal if m.kind == "draw" and m["pile"] == "stock"), None) or \
            next((m for m in legal if m.kind == "discard"), None)
        if move is None:
            break
        ctl.play(move)
        if move.kind != "discard":
            continue
        ctl.step_computers()
        since = _moves_since_persons(ctl)
        if [m.kind for m in since] != ["draw", "discard"] or since[0]["pile"] != "discard":
            continue
        moves = list(ctl.session.record.moves)
        thrown = since[1]["card"]
        # seen by Anna: it lay on the discard pile earlier in the hand
        seen = any(thrown in z.cards for n in range(len(moves) - 2) for z in game.zones(ctl.session.state_after(n))
                   if z.name == "discard")
        reason = ctl.undo_to_human()
        if seen:
            assert reason is None, reason
            assert ctl.redo_to_human() is None  # (and the computer answers again as before)
        else:
            assert reason is not None and thrown_name(thrown) in reason, reason
        assert ctl.session.record.moves == moves
        checked["seen" if seen else "dealt"] += 1
    assert min(checked.values()) >= 2, checked


def thrown_name(card: str) -> str:
    from cardtable.core.cards import card_name

    return card_name(card)
