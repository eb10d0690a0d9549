"""Finding (s27 t4 #14): "Biscuit: cards on the table lose their names, and there is a gap beside
the first card. The Mountain shows its name in the hand but not on the table. It sits apart from
the Bard, and the face-down card under the Bard shows in the gap as two stray card backs." """
from __future__ import annotations

import pytest

from cardtable.gui.cards import CARD_RATIO
from cardtable.gui.layouts.biscuit import RANK_FROM, UNDER_PEEK, BiscuitTable

from .helpers import open_window
from .test_biscuit_cross_lines import state


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_lines_cards_are_drawn_with_their_names(qtbot, data_dir, size):
    """The painter writes a Decktet card's name only on a card 64 pixels wide or more: the lines'
    cards were 54 at 1024x600, the hand's 68."""
    w = open_window(qtbot, size, start=False)
    w.start_game("biscuit", ["Anna", "Ben", "Robo Ruby"], {}, seed=74, open_handed=True)
    view = w.table.view
    line = [item for pid, item in view.pieces.items() if pid.startswith("line:")]
    hand = [item for pid, item in view.pieces.items() if pid.startswith("hand")]
    assert line and hand
    width = lambda item: view.mapFromScene(item.sceneBoundingRect()).boundingRect().width()  # noqa: E731
    assert min(width(i) for i in line) >= 64, [width(i) for i in line]
    assert min(width(i) for i in line) >= min(width(i) for i in hand) - 2


def test_the_first_cards_neighbours_sit_close_and_the_card_under_it_shows_as_one():
    game, s = state(("diplomat", "penitent", "castle"), ())
    spec = BiscuitTable().describe(game, s, 0, 1024 / 600, "Anna: play")
    at = {p.id.removeprefix("line:"): p for p in spec.pieces if p.id.startswith("line:")}
    first, left, right = at["penitent"], at["diplomat"], at["castle"]
    sc = first.scale
    out = (CARD_RATIO - 1) / 2 * sc  # how far the card crossways under it reaches out each side
    # the neighbours just clear of the card under the first card (they stood 0.51 of a card off,
    # the card under it showing as two stray backs in the gap)
    assert first.x - (left.x + sc) <= out + 0.07 * sc
    assert right.x - (first.x + sc) <= out + 0.07 * sc
    assert first.x - (left.x + sc) >= out
    # and it shows below the first card too, joining its two ends
    assert UNDER_PEEK > 0 and spec.board is not None


def late_moves(seed: int) -> list:
    """The moves of a seeded hand of Biscuit played by Medium computers, Anna, Ben and Robo Ruby,
    up to its last position before the hand ends (long lines by then: a main line of 26 cards,
    a cross line of 23)."""
    from cardtable.ai.agents import agent_for
    from cardtable.ai.infoset import information_set
    from cardtable.games import get_game

    game = get_game("biscuit")
    state = game.setup(["Anna", "Ben", "Robo Ruby"], {}, seed)
    agent = agent_for("medium")
    moves: list = []
    while not game.is_over(state) and state.phase != "hand_over" and len(moves) < 400:
        move = agent.choose(game, information_set(game, state, game.current_player(state)), seed * 1000 + len(moves))
        moves.append(move)
        state = game.apply(state, move).state
    return moves[:-1]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_late_in_a_hand_the_lines_cards_keep_their_names(qtbot, data_dir, size):
    """Finding: "as cross lines grow the cards shrink and lose their names" (25 pixels wide at
    1024x600 late in a hand). On the last position of seeded hands played by computers, every
    card of the lines is still as large as the painter needs to write its name (the lines fold:
    the cards of a cross line overlap, those inside a long one lie as a stack, the main line's
    overlap from the right, each showing its corner); the cards at the lines' ends, a card is
    matched against those, show whole (the main line's right end, each cross line's bottom
    end), and drop places at every end stay apart.

    (s37: where the lines' height cannot keep that size with every card of a short cross line
    showing its rank and suits, the cards get smaller, to READABLE of it, before a card of the
    line is hidden: the name matters less than the rank and suits. s44 t1 #1: and then smaller
    still, down to RANK_FROM pixels wide, each card's rank whole, before the cards inside a long
    cross line lie as a stack: in a stack, only the top card of five could be read.)"""

    w = open_window(qtbot, size)
    for seed in (2, 3, 7):
        w.start_game("biscuit", ["Anna", "Ben", "Robo Ruby"], {}, seed=seed, open_handed=True)
        for move in late_moves(seed):
            assert w.play(move).ok
        view = w.table.view
        line = {pid.removeprefix("line:"): item for pid, item in view.pieces.items() if pid.startswith("line:")}
        assert len(line) >= 24
        assert min(item.w for item in line.values()) >= RANK_FROM - 0.5, \
            (seed, sorted(item.w for item in line.values())[:3])
        public = w.game.observation(w.state, None)["public"]
        main = public["main"]
        # the main line's right end lies whole on top of the card before it
        assert line[main[-1]].zValue() > line[main[-2]].zValue()
        ends = [z.rect for key, z in view.zones.items() if key.startswith("end:")]
        assert len(ends) == 2 + 2 * len(public["crosses"])
        for i, a in enumerate(ends):
            for b in ends[i + 1:]:
                assert not a.intersected(b).isValid() or a.intersected(b).width() < 1, (seed, a, b)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_with_four_players_the_lines_cards_keep_their_names(qtbot, data_dir, size):
    """Finding (s28): with four players at 1024x600 the lines' cards were 46 to 55 pixels wide,
    too small for their names: the seats at the sides took the lines' width (the lines ran
    between them). The other three seats now sit in a row along the top, and at every position
    of seeded hands played by computers every card of the lines is drawn with its name (s37: or
    at least READABLE of that size, where a cross line's cards would otherwise hide each other;
    s44: at least RANK_FROM pixels wide, each rank whole, before a cross line's cards lie as a
    stack)."""
    from cardtable.ai.agents import agent_for
    from cardtable.ai.infoset import information_set

    names = ["Anna", "Ben", "Robo Ruby", "Robo Remy"]
    w = open_window(qtbot, size)
    agent = agent_for("medium")
    for seed in (2, 3, 7):
        w.start_game("biscuit", names, {}, seed=seed, open_handed=True)
        w.table.view.animations_on = False
        k = 0
        while not w.game.is_over(w.state) and w.state.phase != "hand_over" and k < 120:
            if w.table.curtain.isVisible():
                w.table.curtain.reveal()
            line = [item.w for pid, item in w.table.view.pieces.items() if pid.startswith("line:")]
            assert min(line) >= RANK_FROM - 0.5, (seed, k, min(line))
            # the three other seats side by side along the top
            tops = {round(b[1], 2) for b in w.layout.seat_boxes.values()}
            assert len(w.layout.seat_boxes) == 3 and tops == {0.1}
            state = w.state
            move = agent.choose(w.game, information_set(w.game, state, w.game.current_player(state)), seed * 1000 + k)
            assert w.play(move).ok
            k += 1


def test_the_hint_and_the_cards_names_say_rank_and_suits(qtbot, data_dir):
    """Task (s30): the deal, the plays and the refusals say "the Darkness (9 of Waves and
    Wyrms)" (:func:`cardtable.core.decktet.card_said`), but Help > Hint said "move the Merchant to
    the left end of the main line." and a card's tooltip and accessible name "the Merchant, in
    your hand": a family new to the Decktet cannot tell its rank and suits from its name. A
    Pawn's three suits keep their commas (a name was cut at its first comma)."""
    from cardtable.core.decktet import card_said
    from cardtable.core.game import Move

    w = open_window(qtbot, start=False)
    w.start_game("biscuit", ["Anna", "Ben", "Robo Ruby"], {"pawns": True}, seed=74, open_handed=True)
    hands = list(w.state.hands)
    hands[0] = ("merchant", "watchman") + tuple(c for c in hands[0] if c not in ("merchant", "watchman"))[:4]
    w.session._state = w.state.replace(hands=tuple(hands),
                                       pile=tuple(c for c in w.state.pile if c not in ("merchant", "watchman")))
    view = w.table.view
    view.rebuild()
    merchant = view.pieces["hand:merchant"]
    assert merchant.accessible_name() == "the Merchant (9 of Leaves and Knots), in your hand"
    assert "the Merchant (9 of Leaves and Knots), in your hand" in merchant.toolTip()
    first = w.state.main[0]
    assert view.pieces[f"line:{first}"].accessible_name().startswith(f"{card_said(first)}, in the main line")
    said = view.controller.light_hint(Move(kind="play", card="merchant", line="main", end="left"))
    assert said == "move the Merchant (9 of Leaves and Knots) to the left end of the main line.", said
    said = view.controller.light_hint(Move(kind="play", card="watchman", line="main", end="right"))
    assert said == "move the Watchman (Pawn of Moons, Wyrms and Knots) to the right end of the main line.", said
