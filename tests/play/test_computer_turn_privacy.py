"""While a computer plays, several people share the laptop: nobody's hand is shown (s31 t1, 4).

The finding: "with a computer seated between two people, the last person's hand stays face up
during the computer's whole turn": Hand and Foot, Anna, Ben and Cleo people and Robo Remy a
computer, "Cleo's 16 cards stay painted face up under 'Your hand · 16 cards · foot 13'" while
"Robo Remy is thinking…"; "Anna, whose turn is next, comes to the laptop during exactly this
time and sees her partner's hand". Crazy Eights, Anna, Robo Rex, Cleo and Dev: Anna's remaining
cards face up under "Robo Rex is thinking…" before "Pass to Cleo".

The rule kept here (the design's "no card face is ever painted for a seat that may not see it"):
with one person at the table her table stays on her view while the computers play (nobody else
is there); with several, the table is drawn for nobody while a computer acts (the public table
stays) and the next person's hand, even the one who played last, comes only behind a curtain."""

from __future__ import annotations

import random

import pytest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.session import Session
from cardtable.games import catalogue, get_game
from cardtable.play import PlayController, Seat, SeatKind

from .agents import Random, random_step

C8 = get_game("crazy_eights")


def hidden_hand_cards(ctl, seat: int | None) -> list[str]:
    """The cards of some hand the table drawn for ``seat`` shows face up that a spectator does not
    see (what the window paints face up of the hands, less what lies open to all)."""
    game, state = ctl.game, ctl.state
    out = []
    for zone in game.zones(state):
        if zone.owner is None:
            continue
        for card, mine, anyone in zip(zone.cards, zone.visible_to(seat) if seat is not None else
                                      [False] * len(zone.cards), zone.visible_to(None)):
            if mine and not anyone:
                out.append(card)
    return out


def crazy_eights_anna_rex_cleo_dev(seed: int = 2) -> PlayController:
    seats = [Seat("Anna"), Seat("Robo Rex", SeatKind.COMPUTER, Random(1)), Seat("Cleo"), Seat("Dev")]
    # Dev deals (the house rule ``first_dealer``), so Anna plays first and Robo Rex after her
    return PlayController(Session.new(C8, [s.name for s in seats], dict(LAST_DEALS), seed), seats)


def test_while_the_computer_after_anna_plays_nobodys_hand_is_drawn():
    """Anna plays her card; Robo Rex is to move: the table is drawn for nobody (her remaining
    cards were face up under "Robo Rex is thinking…"), and Cleo's hand comes behind her curtain."""
    ctl = crazy_eights_anna_rex_cleo_dev()
    while ctl.to_act() != (0,):  # (whoever the deal leaves to move first plays, behind a curtain)
        if ctl.curtain_for is not None:
            ctl.reveal()
        if not ctl.step_computers():
            ctl.play(ctl.legal(ctl.to_act()[0])[0])
    if ctl.curtain_for is not None:
        ctl.reveal()
    assert ctl.viewer == 0 and hidden_hand_cards(ctl, ctl.viewer)  # Anna's own hand, at her turn
    ctl.play(next(m for m in ctl.legal(0) if m.kind in ("play", "draw")))
    if ctl.to_act() == (0,):  # (a draw leaves her to play: once more)
        ctl.play(next(m for m in ctl.legal(0) if m.kind in ("play", "pass", "draw")))
    assert ctl.computer_turn() == 1
    assert ctl.viewer is None and ctl.curtain_for is None
    assert hidden_hand_cards(ctl, ctl.viewer) == []
    assert ctl.table_observation(None)["facing"] == 0  # the table still faces Anna's side
    ctl.step_computers()
    assert ctl.to_act() == (2,) and ctl.curtain_for == 2 and ctl.viewer is None


def test_one_person_with_computers_goes_on_seeing_her_hand_while_they_play():
    """Anna alone with three computers: nobody else is at the table, so her hand stays in sight
    while they play, and no curtain ever comes (the old rule, right for one person)."""
    seats = [Seat("Anna")] + [Seat(f"Robo {k}", SeatKind.COMPUTER, Random(k)) for k in range(3)]
    ctl = PlayController(Session.new(C8, [s.name for s in seats], {}, 3), seats)
    for _ in range(60):
        if ctl.over:
            break
        assert ctl.curtain_for is None and ctl.viewer == 0
        if not ctl.step_computers(limit=1):
            ctl.play(ctl.legal(0)[0])


PEOPLE_AND_COMPUTERS = [g for g, game in catalogue().items() if game.info.max_players >= 4]


@pytest.mark.parametrize("game_id", PEOPLE_AND_COMPUTERS)
def test_with_several_people_no_hand_shows_from_a_computers_move_until_a_curtain(game_id):
    """Ann, a computer, Bob, a computer, over random play: whenever a computer is to move,
    nobody's hidden card is on the table; and a hand that shows after a computer has moved came
    from behind a curtain, also Ann's own when the computers bring the turn straight back to
    her (a trick she wins, a player skipped): she may have got up, and whoever sat down must
    not find her hand face up."""
    game = get_game(game_id)
    seats = [Seat("Ann"), Seat("Bot 0", SeatKind.COMPUTER, Random(0)), Seat("Bob"),
             Seat("Bot 1", SeatKind.COMPUTER, Random(1))]
    ctl = PlayController(Session.new(game, [s.name for s in seats], {}, 7), seats)
    rng = random.Random(7)
    computer_since_curtain = False
    for _ in range(700):
        if ctl.over:
            break
        if ctl.curtain_for is not None:
            ctl.reveal()
            computer_since_curtain = False
        if ctl.computer_turn() is not None:
            assert ctl.viewer is None and hidden_hand_cards(ctl, None) == [], game.status(ctl.state)
        elif ctl.viewer is not None and hidden_hand_cards(ctl, ctl.viewer):
            assert not computer_since_curtain, (ctl.viewer, game.status(ctl.state))
        if random_step(ctl, rng) is None:  # (a computer moved)
            computer_since_curtain = True


def test_the_same_person_next_after_computers_only_gets_her_curtain():
    """Hearts, Ann and Bob with two computers (Ann, Bot, Bob, Bot): Ann plays to a trick, the
    computer after her plays the trick's last card, Ann wins it and leads: the computer's move
    brought the turn straight back to her. Her hand comes back behind "Pass to Ann"."""
    game = get_game("hearts")
    for seed in range(40):
        seats = [Seat("Ann"), Seat("Bot 0", SeatKind.COMPUTER, Random(seed)), Seat("Bob"),
                 Seat("Bot 1", SeatKind.COMPUTER, Random(seed + 1))]
        ctl = PlayController(Session.new(game, [s.name for s in seats], {}, seed), seats)
        rng = random.Random(seed)
        for _ in range(400):
            if ctl.over:
                break
            if ctl.curtain_for is not None:
                ctl.reveal()
            if random_step(ctl, rng) == 0 and ctl.computer_turn() == 1:
                ctl.step_computers(limit=1)
                if ctl.to_act() == (0,) and ctl.computer_turn() is None and not ctl.waits_for_people():
                    assert ctl.curtain_for == 0 and ctl.viewer is None
                    ctl.reveal()
                    assert ctl.viewer == 0
                    return
    pytest.fail("no trick came straight back to Ann")


def test_undo_pressed_while_the_computer_is_to_move_brings_the_hand_back_behind_a_curtain():
    """Anna plays, and while Robo Rex is to move someone presses Undo: Anna's move comes back,
    but who pressed it is not known (Cleo, next, may have come to the laptop): Anna's hand shows
    after her curtain, not at once."""
    ctl = crazy_eights_anna_rex_cleo_dev()
    ctl.reveal()
    assert ctl.to_act() == (0,) and ctl.viewer == 0
    ctl.play(next(m for m in ctl.legal(0) if m.kind == "play"))
    assert ctl.computer_turn() == 1 and ctl.viewer is None
    assert ctl.undo_to_human() is None
    assert ctl.to_act() == (0,) and ctl.session.record.moves == []
    assert ctl.curtain_for == 0 and ctl.viewer is None
    ctl.reveal()
    assert ctl.viewer == 0
