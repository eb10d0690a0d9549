"""Finding s27 N4: "Arizona Rummy ... on the round-end screen the "Deal the next round" button is
painted on top of Anna's hand and hides most of her J of diamonds ... with a 2-card hand it lands
on the cards." Buttons on the table never cover cards."""

from __future__ import annotations

import random

import pytest

from cardtable.gui import settings

from .helpers import buttons, open_window


@pytest.fixture(autouse=True)
def _log_hidden_after():
    yield
    settings.remember_game_log(False)


def to_round_end(w, seed: int, limit: int = 2000) -> None:
    rng = random.Random(seed)
    for _ in range(limit):
        if w.state.phase == "hand_over" or w.game.is_over(w.state):
            return
        legal = w.game.legal_moves(w.state)
        melds = [m for m in legal if m.get("kind") in ("meld", "lay_off")]
        w.play(rng.choice(melds) if melds and rng.random() < 0.7 else rng.choice(legal))
    raise AssertionError("no round end")


@pytest.mark.parametrize("seed", range(6))
def test_the_next_round_button_covers_no_card(qtbot, data_dir, seed):
    settings.remember_game_log(True)
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("arizona_rummy", ["Anna", "Ben", "Cleo"], {}, seed=seed, open_handed=True)
    to_round_end(w, seed)
    view = w.table.view
    view.finish_animations()
    assert "Deal the next round" in buttons(view)
    panel = view.button_panel.sceneBoundingRect()
    covered = [i.spec.face for i in view.card_items() if i.isVisible() and panel.intersects(i.sceneBoundingRect())]
    hand = [len(h) for h in w.state.hands]
    assert not covered, (hand, w.viewer, covered)


def test_buttons_the_layout_sets_on_a_hand_go_beside_it(qtbot, data_dir):
    """Wherever the layout asks for them (here on the middle of the viewer's hand, as it did at
    Arizona's round end), the view sets the buttons where they touch no card and no text."""
    from cardtable.gui.generic_table import CARD_RATIO

    settings.remember_game_log(True)
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("arizona_rummy", ["Anna", "Ben", "Cleo"], {}, seed=1, open_handed=True)
    to_round_end(w, 1)
    view = w.table.view
    view.finish_animations()
    card = next(i for i in view.card_items() if i.spec.zone == f"hand/{w.viewer}")
    view.spec.buttons_at = (card.spec.x + 0.5, card.spec.y + CARD_RATIO / 2)
    view.controller.show_action_buttons()
    assert "Deal the next round" in buttons(view)
    panel = view.button_panel.sceneBoundingRect()
    assert not [i.spec.face for i in view.card_items() if i.isVisible() and panel.intersects(i.sceneBoundingRect())]
    assert view.sceneRect().contains(panel)
