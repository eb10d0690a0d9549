"""Three small layout faults of the generic table seen at a small laptop's 1024x600, the score
sheet open (tools/screenshots_layoutnits.py):

* "Hand and Foot Canasta at 4 players: the four long meld buttons cover the line that names the
  viewer's hand. They must sit clear of it." Under the prompt, right of the team's melds, the
  buttons took two lines, and the view set them just under the prompt's text: down over
  "Anna's hand · 13 cards · foot 13". Now the viewer's own piles (the foot, the red threes) go
  beside the hand when that leaves the buttons room for one line.
* "Arizona Rummy: the captions "Stock" and "Going-out discard" touch. They need a visible gap."
  The centre piles were a fixed step apart, whatever their captions; now two piles side by side
  are further apart when their captions would meet.
* "Hand and Foot Canasta: the captions "Your foot" and "Red threes" touch. Same fix." Each of the
  viewer's own piles takes the width of its caption when that is wider than the pile.

Seeded random play on the real window (the player to act is the viewer), as the screenshots."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import LabelItem, ZoneItem

from .helpers import open_window, play_not_looked_at

NAMES = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid", "Greta"]
QUIET = {"pass", "knock", "next_round", "next_hand", "pass_turn", "done", "stop"}
SIZES = [(1024, 600), (1366, 768)]
GAP = 0.2  # the least gap between two captions side by side, in card widths (1024x600: about 14 px)


def play(w, game_id: str, n: int, seed: int, until, busy: bool, options=None) -> None:
    """Seeded random play (busy: no pass while anything else may be done) until ``until``."""
    w.start_game(game_id, NAMES[:n], dict(options or {}), seed=seed, open_handed=True)
    w.score_view_action.setChecked(True)
    rnd = random.Random(seed)
    for _ in range(4000):
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        if until(w.state) or w.game.is_over(w.state):
            break
        legal = w.game.legal_moves(w.state)
        moves = [m for m in legal if m.kind not in QUIET] if busy else []
        move = rnd.choice(moves or legal)
        # (laid out, not built nor painted, but the move to the position looked at; s43)
        after = w.game.apply(w.state, move).state
        if until(after) or w.game.is_over(after):
            w.play(move)
        else:
            play_not_looked_at(w, move)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    QApplication.processEvents()
    w.table.view.finish_animations()
    assert until(w.state)


def hand_and_foot(qtbot, size):
    """Four players, once both teams have six melds on the table (Anna to meld, four meld buttons).
    Seed 7: once the first meld offered lays natural melds first (s34), seed 1's game came there
    with one meld button (seeds 1-6 and 8-12: fewer than four; 13 and 14 four or more)."""
    w = open_window(qtbot, size)
    # (the seed's game was played with picks to open, the house rule "Pick the pile to open" since s38)
    play(w, "hand_and_foot", 4, 7, lambda s: {t for t, r, c in s.melds} == {0, 1} and len(s.melds) >= 6, busy=True,
         options={"pick_to_open": True})
    return w


def label(view, starts: str) -> QRectF:
    """The text of the label that starts with ``starts``, in the scene."""
    items = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible() and i.text.startswith(starts)]
    assert len(items) == 1, (starts, [i.text for i in items])
    return items[0].mapRectToScene(items[0].text_rect)


def caption(view, starts: str) -> QRectF:
    """The caption under a zone that starts with ``starts``, in the scene."""
    zones = [z for z in view.scene().items() if isinstance(z, ZoneItem) and z.spec.label.startswith(starts)]
    assert len(zones) == 1, starts
    return zones[0].mapRectToScene(zones[0].caption_rect())


def apart(left: QRectF, right: QRectF, unit: float) -> None:
    """Two captions side by side, on one line, ``left`` first, with a gap between them."""
    assert abs(left.center().y() - right.center().y()) < left.height(), (left, right)
    assert not left.intersects(right)
    assert right.left() - left.right() >= GAP * unit, (left, right, unit)


@pytest.mark.parametrize("size", SIZES)
def test_the_meld_buttons_leave_the_hands_name_line(qtbot, data_dir, size):
    w = hand_and_foot(qtbot, size)
    view = w.table.view
    melds = [b for b in view.buttons if b.text.startswith("Meld")]
    assert len(melds) >= 4 and view.button_panel is not None
    name = label(view, "Your hand")
    panel = view.button_panel.sceneBoundingRect()
    assert not panel.intersects(name), (panel, name)
    assert panel.bottom() < name.top()
    # nor over the prompt that explains them (under it, or beside the piles above it), nor over
    # the team's melds
    prompt = label(view, "Round 1.")
    assert not panel.adjusted(0, 1.5, 0, -1.5).intersects(prompt)  # (the view lets a pixel of its line's box pass)
    viewer = w.game.current_player(w.state)
    keys = {z["key"] for z in w.game.observation(w.state, viewer)["zones"].values()
            if z["role"] == "meld" and z["owner"] == viewer % 2}
    own = [i.sceneBoundingRect() for i in view.card_items() if i.spec.zone in keys]
    assert own and not any(panel.intersects(r) for r in own)


@pytest.mark.parametrize("size", SIZES)
def test_your_foot_and_red_threes_captions_keep_apart(qtbot, data_dir, size):
    w = hand_and_foot(qtbot, size)
    view = w.table.view
    apart(label(view, "Your foot ("), label(view, "Red threes"), view.unit)


@pytest.mark.parametrize("size", SIZES)
def test_stock_and_going_out_discard_captions_keep_apart(qtbot, data_dir, size):
    w = open_window(qtbot, size)
    play(w, "arizona_rummy", 7, 3, lambda s: s.round_no >= 3, busy=False)
    view = w.table.view
    apart(caption(view, "Stock ("), caption(view, "Going-out discard ("), view.unit)


MELD_LABELS = ("Red canasta", "Black canasta", "Wild canasta", "Red threes")


@pytest.mark.parametrize("players,seed,melds", [(4, 1, 6), (6, 2, 10)])
def test_meld_labels_and_the_prompt_keep_off_the_cards(qtbot, data_dir, players, seed, melds):
    """Seen at 1024x600: "Hand and Foot at 6: the "Red threes" caption of a top seat's team wraps
    and touches its card; the "Red canasta" label wraps into the meld row below." At a small
    laptop the view sets a meld's label at its smallest text, larger than the layout allowed; a
    label on two lines now has the room of two over its line of melds, and the prompt keeps clear
    of a side seat's melds where that seat sits further in than the table's edge."""
    w = open_window(qtbot, (1024, 600))
    play(w, "hand_and_foot", players, seed,
         lambda s: {t for t, r, c in s.melds} == {0, 1} and len(s.melds) >= melds, busy=True)
    view = w.table.view
    cards = [i.sceneBoundingRect() for i in view.card_items()]
    texts = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()
             and (i.text in MELD_LABELS or i.text.startswith("Round 1."))]
    assert any(i.text in MELD_LABELS for i in texts)
    for item in texts:
        box = item.mapRectToScene(item.text_rect)
        assert not any(box.intersects(card) for card in cards), (item.text, box)


@pytest.mark.parametrize("size", SIZES + [(1280, 690)])
def test_the_last_trick_caption_keeps_apart_from_the_trump_pile(qtbot, data_dir, size):
    """Seen playing Oh Hell! against two computers at 1366x768: once a trick is won, it stays on
    show until the next lead, captioned "Last trick: Anna won it", and the caption ran into the
    trump card's "Trump (1)" beside it ("Trump (1Last trick: Anna won it"). The step from the
    last pile to the trick now keeps the two captions apart, as between two piles."""
    w = open_window(qtbot, size)
    play(w, "oh_hell", 3, 1, lambda s: s.phase == "play" and not s.trick and any(s.won), busy=False)
    view = w.table.view
    apart(caption(view, "Trump"), caption(view, "Last trick:"), view.unit)  # ("Trump", no count, since s43)
    # and the band is drawn at its full size: the two seats along the top were set by the oval
    # a few hundredths into it, and the piles and the trick, passing between them, at 0.5
    trick = [i for i in view.card_items() if i.spec.id.startswith("last:")]
    assert len(trick) == 3 and all(i.spec.scale == 1.0 for i in trick), [i.spec.scale for i in trick]
