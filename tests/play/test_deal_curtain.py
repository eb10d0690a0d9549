"""The curtain after a new deal, with several people at the table (s40 t2): "Hearts, 4 persons
(Anna, Ben, Cleo, Dev), curtain on. Play hand 1 to the end. The table then shows the last trick
and the score sheet to everyone, with 'Hand 1 is over. Anna: deal the next hand.' ... Anna's new
hand (6♠ 10♠ Q♠ A♠ 2♥ 7♥ …) is painted face up immediately, 'Your hand · 12 cards · choosing
three · dealer', with no 'Pass to Anna' curtain. At that moment the whole family is looking at the
screen (they just read the scores), and any of them may press the button." Anna had played the
hand's last card, so the table took her for the one holding the laptop, and she passes first.

Whenever a move deals a new hand or round while two or more people play, the curtain falls
before any new hand is face up, even for the seat whose turn it was; one person with computers
keeps her own view (nobody else is there)."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from cardtable.core.game import Move
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind
from tests.games.contract import SHORT_OPTIONS

from .agents import Random

NAMES = ["Anna", "Ben", "Cleo", "Dev"]
#: every game with a step between hands or rounds ("Deal the next hand"; Game.between_hands)
DEALING = ("arizona_rummy", "biscuit", "canadian_salad", "cassino", "chicken_foot", "court_whist",
           "crazy_eights", "desert_rummy", "euchre", "fan_tan", "five_hundreds", "gin_rummy", "golf",
           "hand_and_foot", "hearts", "horseshit_rummy", "mexican_train", "oh_hell", "push", "rummy_500",
           "saskatchewan_rummy", "scopa", "sticks", "sweep", "ten_dime_rummy", "thirty_one", "whist_tens")


@dataclass
class HandEnd:
    """A first hand played at random by people only, each curtain lifted by its person, up to
    the step between hands, where the one to deal is the person who looked last."""

    ctl: PlayController
    seed: int
    options: dict
    #: the record before the hand's last move made by a person, and that move
    before: list[Move]
    last: Move
    #: the dealer acts first in the new hand (Hearts' passing goes in seat order: Anna first)
    deals_first: bool


def hand_end(game_id: str, seeds=range(60), deals_first: bool = False) -> HandEnd | None:
    """The first :class:`HandEnd` of ``game_id`` found over ``seeds`` (where ``deals_first``, one
    where the dealer also acts first in the new hand), else None."""
    game = get_game(game_id)
    names = NAMES[:max(game.info.min_players, min(4, game.info.max_players))]
    options = dict(SHORT_OPTIONS.get(game_id, {}))
    for seed in seeds:
        ctl = PlayController(Session.new(game, names, options, seed))
        rng = random.Random(seed)
        before: list[Move] = []
        last: Move | None = None
        for _ in range(3000):
            if ctl.over:
                break
            if ctl.curtain_for is not None:
                ctl.reveal()
            seat = ctl.human_to_act()
            legal = ctl.legal(seat) if seat is not None else []
            if not legal:
                break
            if all(m.kind in game.between_hands for m in legal):
                first = game.to_act(game.apply(ctl.state, legal[0]).state)
                if ctl.looking == seat and last is not None and (not deals_first or first[:1] == (seat,)):
                    return HandEnd(ctl, seed, options, before, last, first[:1] == (seat,))
                break
            before, last = list(ctl.session.record.moves), rng.choice(legal)
            ctl.play(last)
    return None


#: the games where the dealer may act first in the new hand, with the seed of such a first hand
#: (the search starts there): Hearts' passing goes in seat order, and in Court Whist, Chicken
#: Foot and Mexican Train the first to play may be the one who dealt
DEALS_FIRST = {"hearts": 14, "court_whist": 28, "chicken_foot": 23, "mexican_train": 29}
#: games whose random first hands are long, or never end with the dealer the last to look
SLOW = {"arizona_rummy", "cassino", "crazy_eights", "hand_and_foot", "scopa", "sticks", "ten_dime_rummy", "push",
        "desert_rummy"}


def dealt_behind_a_curtain(end: HandEnd) -> None:
    """The person who looked last deals: whoever acts first in the new hand (the dealer herself
    included) sees it only behind a curtain that names them, "Pass to ...", not "... turn again"."""
    ctl = end.ctl
    dealer = ctl.human_to_act()
    assert dealer is not None and ctl.looking == dealer
    ctl.play(ctl.legal(dealer)[0])
    seat = ctl.human_to_act()
    if seat is not None and not ctl.over and ctl.hides_cards():
        assert ctl.curtain_for == seat and ctl.viewer is None, (end.seed, dealer, seat)
        assert not ctl.turn_again()  # the laptop may have gone round: "Pass to Anna"


@pytest.mark.parametrize("game_id", sorted(DEALS_FIRST))
def test_the_dealer_who_acts_first_sees_her_new_hand_only_behind_her_curtain(game_id):
    start = DEALS_FIRST[game_id]
    end = hand_end(game_id, seeds=range(start, start + 60), deals_first=True)
    assert end is not None and end.deals_first
    dealt_behind_a_curtain(end)


@pytest.mark.parametrize("game_id", [pytest.param(g, marks=pytest.mark.thorough) if g in SLOW else g
                                     for g in DEALING])
def test_a_new_deal_among_people_comes_behind_a_curtain(game_id):
    end = hand_end(game_id)
    if end is None:  # (the dealer is never the last to look in this game's random play)
        pytest.skip("no hand ended with its dealer the last to look")
    dealt_behind_a_curtain(end)


def test_hearts_anna_deals_and_passes_first_behind_her_curtain():
    """The tester's table: Anna played the last card, deals, and is the first to pass three;
    the passing goes on from person to person behind their curtains."""
    end = hand_end("hearts", seeds=range(DEALS_FIRST["hearts"], 60), deals_first=True)
    assert end is not None
    ctl = end.ctl
    assert ctl.human_to_act() == 0 and ctl.looking == 0
    ctl.play(ctl.legal(0)[0])
    assert ctl.state.phase == "passing" and ctl.human_to_act() == 0
    assert ctl.curtain_for == 0 and ctl.viewer is None and not ctl.turn_again()
    ctl.reveal()
    assert ctl.viewer == 0
    ctl.play(ctl.legal(0)[0])
    assert ctl.curtain_for == ctl.human_to_act() != 0 and ctl.viewer is None


def test_one_person_with_computers_keeps_her_own_view():
    """Anna against three computers: nobody else at the table, no curtain after her deal."""
    game = get_game("hearts")
    seats = [Seat("Anna")] + [Seat(f"Robo {n}", SeatKind.COMPUTER, Random(k)) for k, n in enumerate(("Rex", "Ruby", "Remy"))]
    for seed in range(20):
        ctl = PlayController(Session.new(game, [s.name for s in seats], {}, seed), seats)
        rng = random.Random(seed)
        for _ in range(400):
            ctl.step_computers()
            if ctl.over or ctl.human_to_act() != 0:
                break
            legal = ctl.legal(0)
            if all(m.kind in game.between_hands for m in legal):
                ctl.play(legal[0])
                ctl.step_computers()
                assert ctl.curtain_for is None and ctl.viewer == 0
                return
            ctl.play(rng.choice(legal))
    pytest.fail("Anna never dealt")
