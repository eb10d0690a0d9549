"""Hand and Foot: the pile is picked only once the team has melded (s38 t2 #4). The book: "A
player can pick up the discard pile (if a meld has been established) and they have a pair of the
same rank as the top card." The tester saw Robo Rudi, his team with nothing on the table, pick
the pile "with a pair of 9s" on the first turn of the round to make the team's first 90. The
app's old reading (a pick to open, reaching the minimum) is the house rule ``pick_to_open``;
games saved before keep it."""

from cardtable.core.game import Move
from cardtable.games.hand_and_foot import DRAW, GAME, PICK_TO_OPEN
from tests.games.test_hand_and_foot import play, position, refused

OPENING = ("AS", "AH", "KS", "KH", "KD", "5C")


def test_a_team_with_no_meld_may_not_pick_the_pile():
    state = position([OPENING, ("4D",)], discard=("7C", "AD"), phase=DRAW)
    assert [m.kind for m in GAME.legal_moves(state)] == ["draw"]
    refused(state, {"kind": "pick", "seat": 0, "melds": [["KS", "KH", "KD"]]},
            "the pile can be picked up only once you have melded")  # (two players: each alone, s44)
    refused(state, {"kind": "pick", "seat": 0, "cards": ["AS", "AH", "KS", "KH", "KD"]}, "have melded")
    # no drop of selected cards picks the pile in the draw either
    assert GAME.card_list_moves(state) == []
    # and the line does not offer it
    assert GAME.prompt(state, 0) == GAME.status(state) == "Round 1, first meld 90. P0: draw two cards."
    assert GAME.status(state.replace(melded=(True, False))).endswith("P0: draw two cards or pick the pile.")


def test_once_the_team_has_melded_the_pair_picks_the_pile():
    state = position([OPENING, ("4D",)], discard=("7C", "AD"), phase=DRAW, melded=(True, False))
    picks = [m for m in GAME.legal_moves(state) if m.kind == "pick"]
    assert picks
    after = play(state, dict(picks[0]))
    assert (0, "A", ("AS", "AH", "AD")) in after.melds


def test_the_old_reading_is_a_house_rule():
    state = position([OPENING, ("4D",)], discard=("7C", "AD"), phase=DRAW, options={PICK_TO_OPEN: True})
    offered = [m for m in GAME.legal_moves(state) if m.kind == "pick"]
    assert offered and offered[0]["melds"] == (("KS", "KH", "KD"),)
    assert any(spec.id == PICK_TO_OPEN and spec.default is False for spec in GAME.info.options)


def test_a_game_saved_before_keeps_picking_to_open():
    """Old saves keep replaying: a record of state version 1 is read with the house rule on."""
    assert GAME.state_version == 2
    assert GAME.upgrade_options({"sevens": False}, 1)[PICK_TO_OPEN] is True
    assert PICK_TO_OPEN not in GAME.upgrade_options({"sevens": False}, 2)
    assert GAME.upgrade_options({"sevens": False, PICK_TO_OPEN: False}, 1)[PICK_TO_OPEN] is False
    # the frozen pile's reason no longer promises a pick to open
    frozen = position([OPENING, ("4D",)], discard=("7C", "2C"), phase=DRAW)
    reason = GAME.check(frozen, Move(kind="pick", seat=0, melds=()))
    assert reason and "or melds laid with the pick" not in reason
