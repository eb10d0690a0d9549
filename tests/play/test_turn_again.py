"""The curtain that comes back to the person who held the laptop last says so (s32).

With several people and computers at the table, the next person's hand comes only behind a
curtain, even when it is the one who played last and only computers have moved since (she may
have got up; see test_computer_turn_privacy). Its title said "Pass to Bob" while Bob still held
the laptop: nobody passes anything, and the family looked for whom to hand it to. The controller
tells the two apart (``turn_again``): the curtain then says "Bob's turn again" (still asking
everyone else to look away), and "Pass to Bob" only where the laptop goes from one person to
another, or may have (Undo at the next person's curtain, between hands)."""

from __future__ import annotations

import random

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind

from .agents import Random
from .test_computer_turn_privacy import crazy_eights_anna_rex_cleo_dev


def test_a_trick_that_brings_the_turn_back_to_ann_is_her_turn_again():
    """Hearts, Ann, Bot, Bob, Bot: Ann plays to a trick, the computer after her plays its last
    card, Ann wins it and leads: her curtain is "her turn again"; the next curtain for Bob after
    Ann is a hand-over ("Pass to Bob")."""
    game = get_game("hearts")
    again = handed = False
    for seed in range(40):
        seats = [Seat("Ann"), Seat("Bot 0", SeatKind.COMPUTER, Random(seed)), Seat("Bob"),
                 Seat("Bot 1", SeatKind.COMPUTER, Random(seed + 1))]
        ctl = PlayController(Session.new(game, [s.name for s in seats], {}, seed), seats)
        rng = random.Random(seed)
        last = None  # the person who lifted the last curtain, or played with none
        for _ in range(400):
            if ctl.over or (again and handed):
                break
            if ctl.curtain_for is not None:
                if ctl.curtain_for != last:
                    assert not ctl.turn_again()  # the laptop goes from one person to another
                    handed = True
                elif ctl.to_act() == (0,) and not ctl.waits_for_people():
                    assert ctl.turn_again() and ctl.viewer is None  # behind a curtain all the same
                    again = True
                last = ctl.curtain_for
                ctl.reveal()
            if ctl.step_computers(limit=1):
                continue
            seat = ctl.to_act()[0]
            legal = ctl.legal(seat)
            ctl.play(legal[rng.randrange(len(legal))])
            last = seat if ctl.seats[seat].human else last
        if again and handed:
            return
    pytest.fail(f"no trick came straight back to Ann ({again}) or no hand-over ({handed})")


def test_undo_while_the_computer_is_to_move_is_annas_turn_again_and_cleo_is_passed_to():
    """Anna plays, and while Robo Rex is to move Undo is pressed: her move comes back, behind her
    curtain, and that curtain says it is her turn again (nobody passes her the laptop: she had
    it last). She plays, Robo Rex plays: Cleo's curtain is a hand-over."""
    ctl = crazy_eights_anna_rex_cleo_dev()
    assert ctl.curtain_for == 0 and not ctl.turn_again()  # the first: nobody had the laptop
    ctl.reveal()
    play = next(m for m in ctl.legal(0) if m.kind == "play")
    ctl.play(play)
    assert ctl.computer_turn() == 1 and not ctl.turn_again()  # (no curtain)
    assert ctl.undo_to_human() is None
    assert ctl.curtain_for == 0 and ctl.turn_again()
    ctl.reveal()
    assert ctl.viewer == 0 and not ctl.turn_again()
    ctl.play(play)
    ctl.step_computers()
    assert ctl.curtain_for == 2 and not ctl.turn_again()


def test_undo_at_the_next_persons_curtain_is_a_hand_over():
    """Crazy Eights, three people: Anna plays, Cleo's curtain is up (she may have the laptop
    already) and Undo is pressed: Anna's move comes back behind "Pass to Anna", not "her turn
    again": who holds the laptop is not known."""
    ctl = PlayController(Session.new(get_game("crazy_eights"), ["Anna", "Cleo", "Dev"], {}, 3))
    while ctl.to_act() != (0,):
        ctl.reveal()
        ctl.play(ctl.legal(ctl.to_act()[0])[0])
    ctl.reveal()
    ctl.play(next(m for m in ctl.legal(0) if m.kind in ("play", "draw")))
    while ctl.to_act() == (0,):
        ctl.play(ctl.legal(0)[0])
    assert ctl.curtain_for == 1 and not ctl.turn_again()
    assert ctl.undo() is None
    assert ctl.to_act() == (0,) and ctl.curtain_for == 0 and not ctl.turn_again()


@pytest.mark.parametrize("answer", ["nobody", "buys", "back"])
def test_the_pass_by_question_answered_or_taken_back_is_her_turn_again(answer):
    """10 Dime Rummy, Anna, Ben and Cleo, Buy out of turn: Anna draws from the stock, passing the
    discard by, and the question goes to the table ("Anna passes the ace of clubs by"). She
    presses the answer herself ("Nobody buys it", "Ben buys it") or takes the question back
    (Undo, "Back: I buy it myself"): her hand comes back behind a curtain (Ben and Cleo leaned
    in to read it), and that curtain is her turn again: nobody passed her the laptop. It said
    "Pass to Anna" (s32 t4 #6)."""
    ctl = PlayController(Session.new(get_game("ten_dime_rummy"), ["Anna", "Ben", "Cleo"],
                                     {"buy_out_of_turn": True}, 3))
    drawer = ctl.state.turn
    assert ctl.curtain_for == drawer and not ctl.turn_again()  # the first: nobody had the laptop
    ctl.reveal()
    draw = next(m for m in ctl.legal(drawer) if m.kind == "draw")
    calls = ctl.people_on_pass(draw)
    assert calls
    ctl.pass_by(draw)
    assert ctl.question_open() and ctl.curtain_for is None and ctl.viewer is None
    if answer == "back":
        ctl.pass_by(None)
    else:
        caller = ctl.game.seat_of(ctl.state, calls[0])
        ctl.play(draw, answers={caller: calls[0] if answer == "buys" else None})
        assert ctl.session.record.moves[-1] == draw
    assert ctl.state.turn == drawer and ctl.curtain_for == drawer and ctl.viewer is None
    assert ctl.turn_again()
    ctl.reveal()
    assert ctl.viewer == drawer
