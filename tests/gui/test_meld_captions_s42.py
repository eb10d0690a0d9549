"""s42 t2 #1: 10 Dime Rummy, Ann, Bob, Cy and Robo Remy, at 1024x600 (the window 1024x568 under the
screen's top bar, the score sheet open): where a seat's melds and its lay-offs on others' melds
took two places, the captions said "Robo Remy's" and "Ann's" alone, no noun, read as words cut
off; and "Ann's melds" was painted beside her lone 6 laid off on Cy's 6s ("On Cy's 6s"), her sets
in the line above uncaptioned.

What a family expects: every caption saying whose melds is a phrase ("Ann's melds"), beside or
over that seat's own melds, not beside a card laid off on another's meld.

The positions are built directly (the tester's hand 1), on the real window."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QApplication

from cardtable.core.session import Record, Session
from cardtable.games import get_game
from cardtable.games.melds import SET
from cardtable.gui.table_view import CardItem, LabelItem

from .helpers import open_window

NAMES = ["Ann", "Bob", "Cy", "Robo Remy"]


def _meld(cards, rank, owner, added=()):
    cards = tuple(cards) + tuple(c for _, c in added)
    return (SET, cards, (rank,) * len(cards), owner, tuple(added))


def _position(turn: int, later: bool):
    """Hand 1: Robo melds 3s; Ann 4s and 5s; Bob aces, lays a 3 on Robo's 3s and a 2 on Ann's 4s;
    Cy jacks and 6s, a 4 on Ann's 4s; Robo lays off on Cy's jacks and 6s, Bob's aces and Ann's 5s;
    ``later``: Ann melds 10-10-2 and lays an ace on Bob's aces and a 6 on Cy's 6s."""
    game = get_game("ten_dime_rummy")
    state = Session.new(game, NAMES, {}, 1).state
    aces = [(3, "AC")] + ([(0, "AC")] if later else [])
    sixes = [(3, "JK"), (3, "6C")] + ([(0, "6H")] if later else [])
    melds = [_meld(["3C", "JK", "2C", "3S"], "3", 3, [(1, "3S")]),
             _meld(["4D", "4S", "4S"], "4", 0, [(1, "2D"), (2, "4C")]),
             _meld(["5C", "5D", "5H"], "5", 0, [(3, "5H")]),
             _meld(["AC", "AD", "AH", "2S"], "A", 1, aces),
             _meld(["JD", "JS", "JS"], "J", 2, [(3, "JK")]),
             _meld(["6D", "6D", "6H"], "6", 2, sixes)]
    if later:
        melds.append(_meld(["10D", "10D", "2D"], "10", 0))
    hands = (("5S",) * 6, ("5S",) * 11, ("3S",) * 7, ("JK",) * 3)
    return game, replace(state, melds=tuple(melds), hands=hands, turn=turn, phase="play",
                         down=(True,) * 4, down_now=False, turns=6)


def _table(qtbot, turn: int, later: bool):
    w = open_window(qtbot, (1024, 568), start=False)
    game, state = _position(turn, later)
    record = Record(game.info.id, list(state.players), dict(state.options), state.seed, [],
                    state_version=game.state_version)
    assert w.show_session(Session(game, record, state), "s42-melds-test", open_handed=True)
    w.score_view_action.setChecked(True)
    QApplication.processEvents()
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    QApplication.processEvents()
    view = w.table.view
    view.finish_animations()
    return w, view


def _labels(view):
    return [(i.text, i.mapRectToScene(i.text_rect)) for i in view.scene().items()
            if isinstance(i, LabelItem) and i.isVisible()]


def _cards(view):
    """Each meld card on the table: (zone key, its rect)."""
    return [(i.spec.zone, i.sceneBoundingRect()) for i in view.scene().items()
            if isinstance(i, CardItem) and i.isVisible() and i.spec.zone.startswith("meld")]


def _gap(a, b) -> float:
    dx = max(0.0, a.left() - b.right(), b.left() - a.right())
    dy = max(0.0, a.top() - b.bottom(), b.top() - a.bottom())
    return (dx * dx + dy * dy) ** 0.5


def _check(view, game, state):
    zones = {z.key: z for z in game.zones(state)}
    labels = _labels(view)
    cards = _cards(view)
    for seat, name in enumerate(NAMES):
        bare = [rect for text, rect in labels if text == f"{name}'s"]
        assert not bare, f"{name}'s caption says no noun"
        said = [rect for text, rect in labels if text.startswith(f"{name}'s melds")]
        for rect in said:
            # the meld card nearest each caption is that seat's, and not a card laid off on
            # another's meld that the caption is set beside (level with it, as its name)
            key, near = min(cards, key=lambda c: _gap(rect, c[1]))
            assert zones[key].owner == seat, (name, key)
            beside = near.top() < rect.center().y() < near.bottom()
            assert not (zones[key].label and beside), (name, key, zones[key].label)
        # and a caption is with the seat's own sets (no "On ..." label): over them or beside them
        own = [r for key, r in cards if zones[key].owner == seat and not zones[key].label]
        if own and seat != state.turn:
            assert any(_gap(rect, r) < 36 for rect in said for r in own), (name, said)


def test_captions_say_whose_melds_beside_their_own_sets(qtbot):
    for turn, later in ((2, True), (1, True), (2, False)):
        w, view = _table(qtbot, turn, later)
        _check(view, *_position(turn, later))
        w.close()
