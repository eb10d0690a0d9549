"""Behind the hand-off curtain the table says nothing that depends on the next person's hidden
hand (s37 t1 #1: Jokers Wild, behind "Pass to Ben", the dim table read "No card plays: discard
one": the room learnt that Ben held no card he could play). While the curtain is up only words
that depend on nothing hidden ("Ben's turn") are painted; the words made from his hand come once
he has lifted it.

In every game, with two people (and computers where the game needs more seats), at each of the
first curtains for a person the table is drawn again for positions that differ only in hidden
cards: the next person's hand swapped with the bottom of the face-down stock, or with another
seat's hand (hidden too while the curtain is up). The status line, the table's words, its
buttons, every tooltip and the curtain's own words must be the same for all of them."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QLabel

from cardtable.games import catalogue

from .helpers import labels, open_window, play_not_looked_at
from .test_computer_players import quick  # noqa: F401 (a fixture)

CURTAINS = 4  # curtains looked behind per game
STEPS = 160
SLICES = 6  # other hands taken from the stock


#: games with no hand of cards to hide (a Golf grid, a pirate's own cards, dice; Fast Track's
#: cards are turned one at a time unless played with a hand of five)
NO_HANDS = {"golf", "pirate", "ten_thousand", "fast_track"}


def games() -> list[tuple[str, int, dict]]:
    """Each game with two people, and as few computers as it needs; the tester's Jokers Wild with
    four seats (Ben held no card to play behind Anna's curtain); Fast Track's hand of five."""
    return [(g, 0, {}) for g, game in sorted(catalogue().items()) if max(game.info.allowed_counts()) >= 2] + \
        [("jokers_wild", 4, {"decks": 3}), ("fast_track", 0, {"hand_of_five": True})]


def seats_for(game, n: int = 0) -> tuple[list[str], list[str]]:
    counts = game.info.allowed_counts()
    n = n or (2 if 2 in counts else min(c for c in counts if c >= 2))
    names = ["Anna", "Ben", "Robo Rex", "Robo Remy", "Robo Ruby"][:n]
    return names, ["", ""] + ["easy"] * (n - 2)


def hidden_stores(game, state) -> list[str]:
    """The state's fields holding a pile nobody sees a card of (the stock, the boneyard)."""
    zones = [z for z in game.zones(state) if z.cards and not any(z.visible_to(None))]
    out = []
    for name, value in state.__dict__.items():
        if name in ("hands", "players", "stack") or not isinstance(value, tuple) or not value:
            continue
        if not all(isinstance(c, str) for c in value):
            continue
        if any(tuple(z.cards) == value or tuple(reversed(z.cards)) == value for z in zones):
            out.append(name)
    return out


def shown_in_hand(game, state, seat: int) -> list[bool]:
    """Which cards of ``seat``'s hand everyone knows (a card all saw it take from the discards)."""
    hand = tuple(state.hands[seat])
    for z in game.zones(state):
        if z.owner == seat and tuple(z.cards) == hand:
            return list(z.visible_to(None))
    return [False] * len(hand)


def other_hands(game, state, seat: int) -> list:
    """States that differ from ``state`` only in hidden cards, ``seat``'s hand among them (the
    cards of it that everyone knows stay)."""
    hands = state.hands
    mine = tuple(hands[seat])
    known = shown_in_hand(game, state, seat)
    places = [i for i, up in enumerate(known) if not up]
    k = len(places)
    out = []
    if not k:
        return out
    for name in hidden_stores(game, state):
        store = tuple(getattr(state, name))
        for i in range(min(SLICES, len(store) // k)):
            # cards from the stock's bottom (never seen) in place of the hidden ones of the hand
            taken = store[i * k:(i + 1) * k]
            hand = list(mine)
            for place, card in zip(places, taken):
                hand[place] = card
            new = list(hands)
            new[seat] = type(hands[seat])(hand)
            out.append(state.replace(hands=type(hands)(new),
                                     **{name: store[:i * k] + tuple(mine[p] for p in places) + store[(i + 1) * k:]}))
    for other, theirs in enumerate(hands):
        if other != seat and len(theirs) == len(mine) and tuple(theirs) != mine and k == len(mine) \
                and not any(shown_in_hand(game, state, other)):
            new = list(hands)
            new[seat], new[other] = hands[other], hands[seat]
            out.append(state.replace(hands=type(hands)(new)))
    return out


def painted_words(w) -> dict:
    """Every word the room may read: the status line, the table's labels and buttons, every
    tooltip on the table and the curtain's own words."""
    view = w.table.view
    tips = sorted(i.toolTip() for i in view.scene().items() if i.isVisible() and i.toolTip())
    curtain = sorted(lab.text() for lab in w.table.curtain.findChildren(QLabel) if lab.isVisible())
    return {
        "status line": w.status_text(),
        "table": sorted(lab.spec.text for lab in labels(view) if lab.isVisible()),
        "buttons": sorted(b.text for b in view.buttons if b.isVisible()),
        "tooltips": tips,
        "curtain": curtain + [w.table.curtain.button.text()],
    }


def drawn_for(w, state) -> dict:
    """The window shown (as after a move) at ``state``, and what it then says."""
    w.session._state = state
    w.new_turn(None, "")
    return painted_words(w)


@pytest.mark.parametrize("game_id, seats, options", games())
def test_behind_the_curtain_no_word_depends_on_the_next_hand(qtbot, data_dir, quick, game_id, seats, options):
    game = catalogue()[game_id]
    names, computers = seats_for(game, seats)
    w = open_window(qtbot, start=False)
    w.start_game(game_id, names, options, seed=9, computers=computers)
    rng = random.Random(9)
    looked = 0
    for _ in range(STEPS):
        qtbot.waitUntil(lambda: game.is_over(w.state) or (w.play_ctl.computer_turn() is None
                                                          and w.thinking is None and not w.play_ctl.callers()),
                        timeout=20_000)
        if game.is_over(w.state):
            break
        ctl = w.play_ctl
        if w.table.curtain.isVisible() and ctl.curtain_for is not None and hasattr(w.state, "hands"):
            state, seat = w.state, ctl.curtain_for
            alts = other_hands(game, state, seat)
            if alts:
                looked += 1
                seen = drawn_for(w, state)
                for alt in alts:
                    said = drawn_for(w, alt)
                    changed = {k: (sorted(set(seen[k]) - set(said[k])), sorted(set(said[k]) - set(seen[k])))
                               for k in seen if seen[k] != said[k]}
                    assert not changed, f"behind {names[seat]}'s curtain, with the hand {state.hands[seat]} " \
                        f"and with {alt.hands[seat]}, the words differ: {changed}"
                drawn_for(w, state)
                if looked >= CURTAINS:
                    break
            w.table.curtain.reveal()
        legal = ctl.offered(game.legal_moves(w.state))
        if not legal:
            break
        busy = [m for m in legal if m.kind not in ("next_round", "next_hand")]
        # (laid out only, neither built nor painted: the position is built whole where it is
        # looked at, behind a curtain, by drawn_for's new_turn; helpers.play_not_looked_at)
        assert play_not_looked_at(w, rng.choice(busy or legal)).ok
    assert looked or (game_id in NO_HANDS and not options), "no curtain came up with a hand behind it"
