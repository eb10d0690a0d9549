"""The hand-off curtain names the partners (s36): in a game played in sides, "Pass to Ben" says,
in a line of its own over "Everyone else, look away", whom Ben plays with ("Ben — you play with
Dana."), so a family passing the laptop round knows who is whose partner. The sides are the
game's own (Game.partners: Game.seat_teams as the partners sentence of New Game and the game log
groups them; Court Whist's partners of each game of the evening). Never in a game without sides."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from .helpers import open_window


def curtain_words(w) -> str:
    c = w.table.curtain
    assert c.isVisible()
    return c.sub.text()


def partner_line(w) -> str:
    return next((line for line in curtain_words(w).split("\n") if "you play with" in line), "")


@pytest.mark.parametrize("game_id, options, names, seat, line", [
    ("euchre", {}, ["Anna", "Ben", "Cleo", "Dana"], None, "{} — you play with {}."),
    ("whist_tens", {}, ["Anna", "Ben", "Cleo", "Dana"], None, "{} — you play with {}."),
    ("hand_and_foot", {}, ["Anna", "Ben", "Cleo", "Dana"], None, "{} — you play with {}."),
    ("rummy_500", {}, ["Anna", "Ben", "Cleo", "Dana"], None, "{} — you play with {}."),
    ("fast_track", {"partners": True, "hand_of_five": True}, ["Anna", "Ben", "Cleo", "Dana"], None, "{} — you play with {}."),
])
def test_a_partnership_game_names_the_partner_on_the_curtain(qtbot, data_dir, game_id, options, names, seat, line):
    w = open_window(qtbot, start=False)
    w.start_game(game_id, names, options, seed=3)
    seat = w.play_ctl.curtain_for
    assert seat is not None
    partner = (seat + 2) % 4  # (across the table: teams 0, 1, 0, 1)
    assert w.game.seat_teams(w.state) == [0, 1, 0, 1]
    assert partner_line(w) == line.format(names[seat], names[partner])
    # its own line, over the words every hand-off says
    lines = curtain_words(w).split("\n")
    assert lines[lines.index(partner_line(w)) + 1].startswith("Everyone else, look away.")


def test_three_sides_of_two(qtbot, data_dir):
    """Fast Track with six, in partners: three sides, each seat with the one across."""
    w = open_window(qtbot, start=False)
    names = ["Anna", "Ben", "Cleo", "Dana", "Ema", "Finn"]
    w.start_game("fast_track", names, {"partners": True, "hand_of_five": True}, seed=3)
    seat = w.play_ctl.curtain_for
    assert partner_line(w) == f"{names[seat]} — you play with {names[(seat + 3) % 6]}."


def test_court_whist_names_this_games_partner(qtbot, data_dir):
    """Court Whist's partners change from game to game of the evening (no sides for the whole
    evening: seat_teams is None), and the curtain names the partner of this game."""
    w = open_window(qtbot, start=False)
    names = ["Anna", "Ben", "Cleo", "Dan"]
    w.start_game("court_whist", names, {}, seed=3)
    seat = w.play_ctl.curtain_for
    partner = w.game.partner_of(w.state, seat)
    assert partner is not None and partner != seat
    assert partner_line(w) == f"{names[seat]} — you play with {names[partner]}."


@pytest.mark.parametrize("game_id, options", [("crazy_eights", {}), ("hearts", {}),
                                              ("fast_track", {"hand_of_five": True})])
def test_no_partner_line_in_a_game_without_sides(qtbot, data_dir, game_id, options):
    w = open_window(qtbot, start=False)
    w.start_game(game_id, ["Anna", "Ben", "Cleo", "Dana"], options, seed=3)
    assert w.game.seat_teams(w.state) is None
    assert "play with" not in curtain_words(w)


@pytest.mark.parametrize("size", [(1024, 600), (2560, 1440)])
def test_the_partner_line_fits_whole_with_long_names(qtbot, data_dir, size):
    """At the window's least size and at 2560x1440 every word is whole: the curtain fits (its
    words squeezed, never cut), and the partner's line is all there, clear of the button."""
    w = open_window(qtbot, size, start=False)
    names = ["Maximiliana Wolfeschlegelstein", "Ben", "Bartholomew Featherstonehaugh", "Dana"]
    w.start_game("euchre", names, {}, seed=3)
    c = w.table.curtain
    qtbot.waitUntil(lambda: c.isVisible() and c.size() == c.parentWidget().size() and c.fits(), timeout=3000)
    seat = w.play_ctl.curtain_for
    want = f"{names[seat]} — you play with {names[(seat + 2) % 4]}."
    assert partner_line(w) == want
    shown = " ".join(c.sub.shown_text().split())
    assert want in shown
    words = QRect(c.sub.mapTo(w, QPoint(0, 0)), c.sub.size())
    button = QRect(c.button.mapTo(w, QPoint(0, 0)), c.button.size())
    assert not words.intersects(button)
    assert w.rect().contains(button) and w.rect().contains(words)


def test_two_sides_of_three(qtbot, data_dir):
    """Hand and Foot with six: two sides of three, both partners named."""
    w = open_window(qtbot, start=False)
    names = ["Anna", "Ben", "Cleo", "Dana", "Ema", "Finn"]
    w.start_game("hand_and_foot", names, {}, seed=3)
    seat = w.play_ctl.curtain_for
    others = [names[s] for s in range(6) if s % 2 == seat % 2 and s != seat]
    assert partner_line(w) == f"{names[seat]} — you play with {others[0]} and {others[1]}."


def test_going_alone_says_so_on_the_makers_curtain(qtbot, data_dir):
    """Euchre's lone hand (s47 t1 #8): "Going alone - Just order up the proposed trump or call a
    suit, as usual, then announce you are going alone." The maker's partner sits out, so the
    maker's curtain says "Cleo — you play alone this hand.", not "you play with Anna" (Anna sits
    out); the other side still plays together, and the next hand's curtains name partners again."""
    from cardtable.core.game import Move

    from .helpers import play_until

    w = open_window(qtbot, start=False)
    names = ["Anna", "Ben", "Cleo", "Dana"]
    w.start_game("euchre", names, {}, seed=3)
    maker = w.state.turn  # (left of the dealer: its partner is not the dealer, who picks up)
    assert w.play(Move(kind="order_up", alone=True)).ok
    dealer = w.state.dealer
    assert w.play_ctl.curtain_for == dealer  # the dealer's discard: the other side, whole
    assert partner_line(w) == f"{names[dealer]} — you play with {names[(dealer + 2) % 4]}."
    play_until(w, lambda w: w.game.legal_moves(w.state)[0], lambda s: s.phase == "play" and s.turn == maker)
    assert w.play_ctl.curtain_for == maker
    lines = curtain_words(w).split("\n")
    assert f"{names[maker]} — you play alone this hand." in lines
    assert "play with" not in curtain_words(w)
    assert w.game.partners(w.state, maker) == [] and w.game.plays_alone(w.state, maker)
    # the hand over, the partner is back for the next one
    play_until(w, lambda w: w.game.legal_moves(w.state)[0], lambda s: s.phase == "hand_over")
    assert not w.game.plays_alone(w.state, maker)
    assert w.game.partners(w.state, maker) == [(maker + 2) % 4]
