"""An Undo refused says what stopped it, never "something" (s32 t1 #1, t2 #14). Hearts, after
the pass: "Since Cleo's last move Robo Remy has shown something Cleo had not seen": passes are
face down, and the family wondered what the computer had shown; what happened is that Cleo was
given the three cards Robo Rex passed her (said, never named: another person may be reading).
Rummoli: "... Grandpa Bartholomew's move showed something that was hidden", of a card every
player had just seen him play; what it showed is who holds the next card of the run ("The
player having the next consecutive card in the same suit then plays it")."""

from __future__ import annotations

from cardtable.core.cards import card_name
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind


class First:
    def choose(self, observation, legal):
        return legal[0]


def _table(game_id: str, names: list[str], people: tuple[int, ...], seed: int) -> PlayController:
    seats = [Seat(n) if i in people else Seat(n, SeatKind.COMPUTER, First()) for i, n in enumerate(names)]
    return PlayController(Session.new(get_game(game_id), names, {}, seed), seats)


def test_hearts_after_the_pass_says_the_cards_were_handed_over():
    ctl = _table("hearts", ["Anna", "Robo Rex", "Cleo", "Robo Remy"], (0, 2), seed=0)
    for seat in range(4):  # Anna, Robo Rex, Cleo, Robo Remy pass (to the left): the cards change hands
        ctl.play(ctl.legal(seat)[0])
    assert [m.kind for m in ctl.session.record.moves] == ["pass"] * 4
    # named where it is not known who reads it, each person once: it said "Since Cleo's last move
    # Cleo has been given 3 cards from Robo Rex, so Cleo's move stands." (s32 note)
    handed = "Too late to take back Cleo's move: Cleo has since been given 3 cards from Robo Rex."
    assert ctl.undo_to_human() == handed
    ctl.viewer = 2  # read by Cleo: "you"
    assert ctl.undo_to_human() == "Too late to take that back: you have since been given 3 cards from Robo Rex."
    ctl.viewer = 0  # read by Anna
    said = ctl.undo_to_human()
    assert said == handed
    assert "something" not in said and len(ctl.session.record.moves) == 4


def test_rummoli_says_the_play_showed_who_holds_the_next_card():
    game = get_game("rummoli")
    ctl = _table("rummoli", ["Grandpa", "Eli", "Robo Ruby"], (0, 1), seed=0)
    session = ctl.session
    while True:
        ctl.step_computers()
        seat = ctl.to_act()[0]
        move = ctl.legal(seat)[0]
        ctl.play(move)
        state = session.state
        if move.kind == "play" and state.need and state.turn != seat and state.turn in (0, 1):
            break
    name, need = state.players[seat], state.need
    assert not game.can_undo(session.state_after(len(session.record.moves) - 1), move)
    # plain for a family: the play itself showed it, by the turn going to that player (s44 t1 #9)
    holds = f"everyone who holds the {card_name(need)} (the turn went to that player)"
    next_person, ctl.curtain_for, ctl.viewer = ctl.curtain_for, None, seat  # read by the one who played: "you"
    assert ctl.undo_to_human() == f"Your last move showed {holds}, so it cannot be taken back."
    ctl.viewer = None  # not known who reads it: named
    assert ctl.undo_to_human() == f"{name}'s last move showed {holds}, so it cannot be taken back."
    assert next_person == state.turn
    ctl.curtain_for = next_person  # at the next person's curtain
    assert ctl.undo_to_human() == f"Too late to take back {name}'s move: it showed {holds}."


def test_one_person_with_computers_is_told_you_in_every_refusal():
    """10 Dime Rummy, Grandpa Bartholomew with Robo Rex and Robo Ruby (s32 t5 #6): one refusal said
    "..., so your move stands." and the next "Grandpa Bartholomew's last move drew 2 cards from the
    stock, so it cannot be taken back.": one player, two voices. With one person at the table (no
    curtain) every refusal speaks to them, even where the table is drawn for nobody (the end)."""
    names = ["Grandpa Bartholomew", "Robo Rex", "Robo Ruby"]
    seats = [Seat(names[0])] + [Seat(n, SeatKind.COMPUTER, First()) for n in names[1:]]
    ctl = PlayController(Session.new(get_game("ten_dime_rummy"), names, {"buy_out_of_turn": True}, 0), seats)
    ctl.step_computers()
    assert ctl.state.turn == 0 and ctl.computer_turn() is None and ctl.viewer == 0
    buy = next(m for m in ctl.legal(0) if m.kind == "buy" and ctl.game.seat_of(ctl.state, m) == 0)
    ctl.play(buy)
    assert ctl.undo_to_human() == "Too late to take that back: you have already drawn 2 new cards."  # (s42 t1)
    ctl.viewer = None
    assert ctl.undo_to_human() == "Too late to take that back: you have already drawn 2 new cards."  # (s42 t1)


def test_two_of_one_card_are_said_once_with_their_number(monkeypatch):
    """With two decks a computer may lay both queens of clubs: the refusal built its own list,
    "the queen of clubs and the queen of clubs", where the log says "two queens of clubs"
    (``cards_said``; review s33 #5). The zones' answer is stood in for: what was shown, and that
    it was the mover's own."""
    import cardtable.play.controller as controller
    from cardtable.core.game import Move

    ctl = _table("crazy_eights", ["Anna", "Robo Rex"], (0,), seed=0)
    monkeypatch.setattr(controller, "shown_to_all", lambda game, before, after: ["QC", "QC"])
    monkeypatch.setattr(controller, "hidden_in", lambda game, before, after, shown: 1)
    state = ctl.session.state
    showed = ctl._what_showed(Move(kind="play"), 1, "Anna", state, state, reader=0)
    assert showed.said(since=True) == "Robo Rex has since played two queens of clubs"
    assert showed.said() == "Robo Rex has played two queens of clubs"
