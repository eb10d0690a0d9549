"""One rule for Undo at every table: a move the table plays by itself (the controller's
``automatic``: Fast Track's forced pass, the party game's lone "No more questions") is nobody's
move, so Undo takes it back together with the person's move before it, and Redo plays both
again. Fast Track, a table of people (s28): Undo took back only the forced pass ("Taken back:
Anna has no move for the 8 of spades: it is lost."), and the table then waited for a pass it
has no button for ("Anna: the 8 of spades cannot be played; pass.").

The rules the pass follows (the rules page, assets/rules/fast_track.html): "If a card has no
legal move, it is lost: show it and pass." and "A card with no move is lost at once"; with a
hand of five, "Only when none of your cards can move a marble do you choose one to throw away
(it is lost)."; and (cardtable/games/fast_track.py) "A play-again card that cannot be played is
still lost, but its player still plays again"."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind

FT = get_game("fast_track")
PASS = {"kind": "pass"}


class FirstLegal:
    def choose(self, observation, legal):
        return legal[0]


def fast_track(options=None, seed=3, stack=None, computer=False) -> PlayController:
    names = ["Anna", "Ben", "Cleo"]
    seats = [Seat("Anna"), Seat("Ben"),
             Seat("Cleo", SeatKind.COMPUTER, FirstLegal()) if computer else Seat("Cleo")]
    # (the first player named plays first: the positions below are Anna's turn)
    options = {"first": "first named", **(options or {})}
    return PlayController(Session.new(FT, names, options, seed=seed, stack=stack), seats, auto_pass=True)


def test_the_controller_plays_a_forced_pass_with_the_move_before_it():
    ctl = fast_track(stack=[["8S"], ["4H"], ["9C"]])
    turn = ctl.play({"kind": "flip"})
    assert [t.move for t in turn.then] == [PASS] and turn.then[0].mover == 0
    assert ctl.session.record.moves == [{"kind": "flip"}, PASS]
    assert ctl.forced_pass(turn.after) == PASS and ctl.automatic(turn.after) == PASS
    # without the table's auto_pass the pass is a move to make, as before
    plain = PlayController(Session.new(FT, ["Anna", "Ben", "Cleo"], {}, seed=3, stack=[["8S"], ["4H"], ["9C"]]))
    assert plain.play({"kind": "flip"}).then == () and plain.automatic() is None


def test_undo_of_a_forced_pass_after_a_turned_card_is_refused_whole():
    """The card Anna turned over cannot be taken back (it showed the card to come), so neither
    can the pass that followed it: the game never stops at a pass with no button."""
    ctl = fast_track(stack=[["8S"], ["4H"], ["9C"]])
    ctl.play({"kind": "flip"})
    played = list(ctl.session.record.moves)
    assert ctl.last_turn_size() == 2
    reason = ctl.undo()
    assert reason is not None and "cannot be taken back" in reason
    assert ctl.session.record.moves == played and ctl.to_act() == (1,)
    assert ctl.undo_refusal() == reason


def test_undo_takes_back_the_persons_card_with_the_forced_pass_and_redo_plays_both():
    """Alternate rule 2 (a hand of five), nothing in Anna's hand can move a marble, so any card
    may be thrown away: she throws the king of hearts (a king plays again, so no new card is
    drawn), the table passes it. Undo: back to her choice of card; Redo: both again."""
    ctl = fast_track({"hand_of_five": True}, seed=0)
    turn = ctl.play({"kind": "choose", "card": "KH"})
    assert [t.move for t in turn.then] == [PASS]
    played = list(ctl.session.record.moves)
    assert ctl.undo() is None
    assert ctl.session.record.moves == [] and ctl.automatic() is None
    assert {"kind": "choose", "card": "KH"} in ctl.legal(0)
    assert ctl.redo() is None
    assert ctl.session.record.moves == played and ctl.redo_refusal() == "There is nothing to redo."


def test_the_same_rule_with_a_computer_at_the_table():
    """undo_to_human already took back the party game's lone "No more questions" with the
    capture before it (tests/play/test_party_questions.py); Fast Track's forced pass is now the
    same kind of move."""
    ctl = fast_track({"hand_of_five": True}, seed=0, computer=True)
    ctl.play({"kind": "choose", "card": "KH"})
    played = list(ctl.session.record.moves)
    assert ctl.undo_to_human() is None and ctl.session.record.moves == []
    assert ctl.redo_to_human() is None and ctl.session.record.moves == played


def test_a_gesture_and_what_follows_it_are_one_turn():
    """The gesture rule is kept: several moves played together go back together, and with
    them what the table played after them."""
    ctl = fast_track({"hand_of_five": True}, seed=0)
    with ctl.together():
        ctl.play({"kind": "choose", "card": "KH"})
    assert ctl.last_turn_size() == 2
    assert ctl.undo() is None and ctl.session.record.moves == []
    assert ctl.undo() == "There is nothing to undo."
