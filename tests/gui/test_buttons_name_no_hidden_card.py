"""Tester t4, s33, finding 0 (privacy): Hand and Foot, Anna, Robo Rex, Cleo, Robo Remy. Cleo
drew two from the stock and the table offered "Meld 10♣ 10♥ 10♦", "Meld 5♠ 5♥ 2♦", ...; the game
was left and opened again, and "Pass to Cleo — Everyone else, look away…" came up with the four
buttons painted behind its veil, readable: eight of Cleo's cards named for whoever had the
laptop. So too after Undo while a computer thought ("Cleo's turn again").

DESIGN, privacy: no card face is ever painted for a seat that may not see it; a button that
names a card shows its face in words. The table builds its buttons only from moves that name no
card hidden from the one it is drawn for (nobody, behind a curtain)."""

from __future__ import annotations

from cardtable.core.cards import card_short

from .helpers import assert_private, hidden_card_words, open_window, take_over
from .test_computer_players import human_turn, quick  # noqa: F401 (a fixture)

SEATS = ["Anna", "Robo Rex", "Cleo", "Robo Remy"]
COMPUTERS = ["", "easy", "", "medium"]


def cleo_with_melds_offered(qtbot, w) -> None:
    """Play on (people drawing from the stock, then discarding) until Cleo has drawn and the
    table offers her a meld button naming her cards."""
    view = w.table.view
    for _ in range(200):
        human_turn(qtbot, w)
        if w.table.curtain.isVisible():
            take_over(w)
        seat = w.game.current_player(w.state)
        legal = w.game.legal_moves(w.state)
        texts = [b.text for b in view.buttons]
        if seat == 2 and any(t.startswith("Meld") and any(card_short(c) in t for c in w.state.hands[2]) for t in texts):
            return
        draw = [m for m in legal if "draw" in m.kind]
        discard = [m for m in legal if m.kind == "discard"]
        assert w.play((draw or discard or legal)[0]).ok
    raise AssertionError("Cleo was never offered a meld")


def test_a_save_reopened_mid_turn_names_no_card_behind_the_curtain(qtbot, data_dir, quick):
    w = open_window(qtbot, start=False)
    w.start_game("hand_and_foot", SEATS, {}, seed=4, computers=COMPUTERS)
    cleo_with_melds_offered(qtbot, w)
    save_id = w.save_id
    w.back_to_start()
    w.open_save(save_id)
    assert w.table.curtain.isVisible() and w.viewer is None
    assert_private(w)
    texts = [b.text for b in w.table.view.buttons]
    assert not [t for t in texts if any(word in t for word in hidden_card_words(w))], texts
    take_over(w)
    assert any(t.startswith("Meld") for t in (b.text for b in w.table.view.buttons))


def test_undo_while_a_computer_thinks_names_no_card_behind_the_curtain(qtbot, data_dir, quick):
    w = open_window(qtbot, start=False)
    w.start_game("hand_and_foot", SEATS, {}, seed=4, computers=COMPUTERS)
    cleo_with_melds_offered(qtbot, w)
    discard = next(m for m in w.game.legal_moves(w.state) if m.kind == "discard")
    assert w.play(discard).ok
    w.undo_action.trigger()
    assert w.game.current_player(w.state) == 2
    assert w.table.curtain.isVisible()
    assert_private(w)
