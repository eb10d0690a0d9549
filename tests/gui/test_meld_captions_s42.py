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
from cardtable.gui.table_view import CardItem, LabelItem, ZoneItem

from .helpers import open_window

NAMES = ["Ann", "Bob", "Cy", "Robo Remy"]


def _meld(cards, rank, owner, added=()):
    cards = tuple(cards) + tuple(c for _, c in added)
    return (SET, cards, (rank,) * len(cards), owner, tuple(added))


def _bobs_lay_off():
    """Earlier in hand 1: Bob has laid down A-A-A-2 and laid the 3 of spades on Robo Remy's 3s."""
    game = get_game("ten_dime_rummy")
    state = Session.new(game, NAMES, {}, 1).state
    melds = (_meld(["3C", "JK", "2C", "3S"], "3", 3, [(1, "3S")]), _meld(["4D", "4S", "4S"], "4", 0),
             _meld(["5C", "5D", "5H"], "5", 0), _meld(["AC", "AD", "AH", "2S"], "A", 1))
    hands = (("5S",) * 6, ("5S", "6S", "6S", "7S", "8S", "QS", "KS", "3H", "QC", "2D", "7D", "9D", "JD"),
             ("4C",) * 12, ("JK",) * 8)
    return game, replace(state, melds=melds, hands=hands, turn=1, phase="play", down=(True, True, False, True),
                         down_now=True, turns=5)


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


def _table(qtbot, turn: int, later: bool, position=None):
    w = open_window(qtbot, (1024, 568), start=False)
    game, state = position() if position else _position(turn, later)
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


def test_a_lay_off_label_keeps_off_the_new_meld_box_and_the_prompt_off_the_piles(qtbot):
    """s42 t2 #2: in Bob's row "Bob's melds [AAA2] / On Robo Remy's 3s [3] / New meld", the label
    over the one card, wider than it, crossed the top border of the "New meld" box; and the row
    moved up until the prompt sat 2 px under the "Pot", "Stock" and "Discard" captions."""
    w, view = _table(qtbot, 1, False, _bobs_lay_off)
    labels = _labels(view)
    place = [rect for text, rect in labels if text == "On Robo Remy's 3s"]
    zones = [z for z in view.scene().items() if isinstance(z, ZoneItem)]
    new = [z.mapRectToScene(z.rect) for z in zones if z.spec.id.startswith("melds/")]
    assert place and new
    assert not place[0].intersects(new[0]), (place[0], new[0])
    prompt = [rect for text, rect in labels if text.startswith("Bob: meld")]
    captions = [z.mapRectToScene(z.caption_rect()) for z in zones
                if z.spec.label.startswith(("Pot", "Stock", "Discard"))]
    assert prompt and len(captions) == 3
    assert all(prompt[0].top() - c.bottom() >= 3 for c in captions), (prompt[0], captions)
    w.close()


def _horseshit():
    """Horseshit Rummy, 9s wild, Bob to play: Robo Remy (across the top) has 10-10-9 under his box,
    Cy 6-6-6 and A-A-9."""
    game = get_game("horseshit_rummy")
    state = Session.new(game, NAMES, {}, 1).state
    melds = ((SET, ("10C", "10H", "9D"), ("10",) * 3, 3, ()), (SET, ("6D", "6H", "6H"), ("6",) * 3, 2, ()),
             (SET, ("AC", "AS", "9D"), ("A",) * 3, 2, ()))
    hands = (("7C",) * 7, ("5S", "JH", "6C", "7C", "8C", "4D"), ("3S",) * 4, ("JK",) * 6)
    return game, replace(state, melds=melds, hands=hands, turn=1, phase="play", wild="9", shown=("",) * 4,
                         melded=(0, 0, 2, 2), must_play="")


def test_a_top_seats_caption_says_melds_and_its_tens_read(qtbot):
    """s42 t2 #3: Horseshit Rummy, the computer across the top: its caption read "Robo Remy's"
    (no noun), and the "10" of each 10 in its meld was half under the next card."""
    w, view = _table(qtbot, 1, False, _horseshit)
    game, state = _horseshit()
    _check(view, game, state)
    assert any(text == "Robo Remy's melds" for text, _ in _labels(view))
    remy = sorted((i.sceneBoundingRect().left(), i.spec.scale * view.unit, i.spec.face)
                  for i in view.scene().items() if isinstance(i, CardItem) and i.spec.zone == "meld0/3")
    assert [face for _, _, face in remy] == ["10C", "10H", "9D"]
    for (x, width, face), (nx, _, _) in zip(remy, remy[1:]):
        assert nx - x >= 0.4 * width, (face, nx - x, width)  # its whole index in sight
    w.close()
