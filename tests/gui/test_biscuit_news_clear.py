"""Finding (s28): Biscuit's line saying what the last play scored ("Anna scored 4 for a hot cross
biscuit...") ran into the words under a seat across the top at 1024x600 and at 1366x768, with
three and with four players; with four, the words under a side seat ran into the main line."""
from __future__ import annotations

import pytest

from cardtable.gui.table_view import CardItem, LabelItem

from .helpers import labels

NAMES = {3: ["Anna", "Ben", "Robo Ruby"], 4: ["Anna", "Ben", "Robo Ruby", "Robo Remy"]}


def card_rect(item: CardItem):
    """The card itself, without the margin its item draws round it."""
    r = item.sceneBoundingRect()
    m = (r.width() - item.w) / 2
    return r.adjusted(m, m, -m, -m)


def overlaps(view) -> list[str]:
    """Every label whose text runs into another label's or over a card."""
    words = [(i.text.replace("\n", " "), i.mapRectToScene(i.text_rect)) for i in labels(view) if i.isVisible()]
    cards = [(i.spec.id, card_rect(i)) for i in view.card_items() if i.isVisible()]
    out = []
    for k, (text, r) in enumerate(words):
        out += [f"{text!r} x {other!r}" for other, o in words[k + 1:] if r.intersects(o)]
        out += [f"{text!r} x {pid}" for pid, o in cards if r.intersects(o)]
    return out


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("n", [3, 4])
def test_what_the_last_play_scored_and_every_seats_words_keep_clear(qtbot, data_dir, size, n):
    """Seeded hands played by computers, looked at after every play: no label's text touches
    another label's or a card (the line of what was scored, the seats' names and words, the
    marks over the lines' cards, the prompt)."""
    from cardtable.ai.agents import agent_for
    from cardtable.ai.infoset import information_set

    from .helpers import open_window

    w = open_window(qtbot, size)
    agent = agent_for("medium")
    seen_news = 0
    for seed in (2, 3):
        w.start_game("biscuit", NAMES[n], {}, seed=seed, open_handed=True)
        w.table.view.animations_on = False  # (a card gliding to its place is not yet there)
        k = 0
        while not w.game.is_over(w.state) and w.state.phase != "hand_over" and k < 120:
            if w.table.curtain.isVisible():
                w.table.curtain.reveal()
            assert not overlaps(w.table.view), (seed, k, overlaps(w.table.view))
            seen_news += bool(w.state.last_play)
            state = w.state
            move = agent.choose(w.game, information_set(w.game, state, w.game.current_player(state)), seed * 1000 + k)
            assert w.play(move).ok
            k += 1
    assert seen_news >= 5  # (the line was there to look at)
