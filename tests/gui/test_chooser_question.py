"""A chooser on the table (one drop, several moves) keeps a prompt that says who chooses what.

Seen at the table (1024x600, Crazy Eights): after an 8 was dragged, the row of suit buttons came
up and the prompt above it went (hidden so the buttons had room); only the status bar said
"Choose: ♠ Spades, …". The question now takes the prompt's place, the buttons just under it,
in every game that opens a chooser (the view's add_buttons, shared by all layouts)."""

from __future__ import annotations

import os

import pytest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.table_view import LabelItem

from .helpers import buttons, click, drag, hand_item, open_window, take_over
from .test_fishing_table import cassino_stack, heap_with

SHOTS = os.environ.get("CARDTABLE_SHOTS")  # a folder: save screenshots there

ANNA = ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8C"]
BEN = ["9H", "10H", "JH", "QH", "KH", "2C", "3C", "4C"]
CLEO = ["2D", "3D", "4D", "5D", "6D", "7D", "9D", "10D"]
STACK = [[c for trio in zip(ANNA, BEN, CLEO) for c in trio] + ["8H"]]


def shown_labels(view) -> dict[str, LabelItem]:
    return {i.text: i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()}


def asked_over_the_buttons(view, question: str) -> None:
    """The question is on the table, above the panel and clear of it, and of every other text."""
    shown = shown_labels(view)
    assert question in shown, list(shown)
    asked = shown[question]
    panel = view.button_panel.sceneBoundingRect()
    said = asked.mapRectToScene(asked.text_rect)
    assert said.bottom() <= panel.top() and said.top() >= 0
    assert panel.top() - said.bottom() < view.unit * 0.5  # just over the buttons it asks about
    for text, item in shown.items():
        assert not item.sceneBoundingRect().intersects(panel), text
        if item is not asked:
            assert not item.mapRectToScene(item.text_rect).intersects(said), text


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_asks_who_names_the_suit_for_the_8(qtbot, data_dir, size):
    """ "An 8 may be played at any time, and the player who plays it names any one of the four
    suits": the table says so while the suit buttons are up ("Anna: name the suit for the 8."),
    in the prompt's place; Cancel brings the prompt back, a suit plays the 8."""
    w = open_window(qtbot, size, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK, open_handed=True)
    view = w.table.view
    prompt = view.spec.prompt.text
    assert prompt.startswith("Anna: play a heart") and prompt in shown_labels(view)
    drag(view, hand_item(view, "8C"), view.zones["discard"].rect.center())
    assert "\u2665 Hearts" in buttons(view)
    asked_over_the_buttons(view, "Anna: name the suit for the 8.")
    assert prompt not in shown_labels(view)  # the question is in its place, not both
    if SHOTS:
        w.grab().save(os.path.join(SHOTS, f"c8-suit-question-{size[0]}x{size[1]}.png"))
    click(view, buttons(view)["Cancel"])
    shown = shown_labels(view)
    assert prompt in shown and "Anna: name the suit for the 8." not in shown
    assert view.question_label is None
    drag(view, hand_item(view, "8C"), view.zones["discard"].rect.center())
    click(view, buttons(view)["\u2663 Clubs"])
    assert w.session.record.moves[-1] == {"kind": "play", "card": "8C", "suit": "C"}
    assert not any("name the suit" in text for text in shown_labels(view))


def test_a_chooser_without_words_of_its_game_names_the_player_and_the_card(qtbot, data_dir):
    """Cassino's 5 dropped on a 5 reads three ways (take it, build 5s, build 10): the game has no
    words of its own for the choice, so the table asks "Anna: choose how to play the 5 of clubs."
    over the buttons."""
    w = open_window(qtbot, (1024, 600), start=False)
    stack = cassino_stack(["5C", "5D", "10H", "KD"], ["JS", "JH", "JD", "QH"], ["5S", "9C", "8C", "7C"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    view = w.table.view
    drag(view, hand_item(view, "5C"), heap_with(view, "5S").rect.center())
    assert {"Take 5\u2660", "Build 5s", "Build 10", "Cancel"} <= set(buttons(view))
    asked_over_the_buttons(view, "Anna: choose how to play the 5 of clubs.")
    if SHOTS:
        w.grab().save(os.path.join(SHOTS, "cassino-question-1024x600.png"))
    click(view, buttons(view)["Build 10"])
    assert w.session.record.moves[-1]["kind"] == "build"
    assert view.question_label is None


def test_a_board_game_chooser_asks_in_its_prompts_place(qtbot, data_dir):
    """5 in a Row: a disc from the pile onto a space two cards of the hand may cover asks "Anna:
    choose the card to play on this space." where the board's prompt was."""
    w = open_window(qtbot, (1024, 600), start=False)
    stack = [["7D", "2C", "JC", "3C", "4S", "4C", "5S", "5C", "6S", "6C"]]
    w.start_game("five_in_a_row", ["Anna", "Ben"], {}, seed=2, stack=stack)
    view = w.table.view
    take_over(w)
    prompt = view.spec.prompt
    drag(view, view.pieces["discs"], view.zones["r2c7"].rect.center())
    assert len(view.buttons) == 3
    asked_over_the_buttons(view, "Anna: choose the card to play on this space.")
    if SHOTS:
        w.grab().save(os.path.join(SHOTS, "five-in-a-row-question-1024x600.png"))
    asked = shown_labels(view)["Anna: choose the card to play on this space."]
    assert asked.pos() == view.to_px(prompt.x, prompt.y)
