"""Hand and Foot: "Your foot" only for the reader's own seat. The finding (s27 t2, shot 144):
"during a computer's turn the bottom seat is labelled "Robo Remy's hand · 13 cards" and its foot
"Your foot (13)": "Your" on a computer's seat." Now "Your" only where the table is drawn for the
viewer (the reader's own seat); otherwise the seat's name: "Robo Remy's foot (13)"."""

from __future__ import annotations

from cardtable.games import get_game
from cardtable.gui.generic_table import GenericTable

NAMES = ["Anna", "Ben", "Robo Ruby", "Robo Remy"]


def captions(spec) -> list[str]:
    return [lab.text for lab in spec.labels]


def test_the_foot_of_a_seat_drawn_for_nobody_is_named():
    game = get_game("hand_and_foot")
    state = game.setup(NAMES, {}, 5)
    seat = game.to_act(state)[0]
    # drawn for nobody (no viewer): the bottom seat is the one to act
    said = captions(GenericTable().describe(game, state, None, 1.5, ""))
    assert f"{NAMES[seat]}'s foot (13)" in said and not any(t.startswith("Your ") for t in said), said
    # drawn for the reader: "Your foot"
    said = captions(GenericTable().describe(game, state, seat, 1.5, ""))
    assert "Your foot (13)" in said, said


def test_the_readers_own_empty_foot_is_your_foot():
    """Tester s29: with her foot picked up (or down to one card, no longer drawn as a pile) the
    caption over Anna's own foot read "Anna's foot", to Anna; now "Your foot", as over the pile."""
    from dataclasses import replace

    game = get_game("hand_and_foot")
    state = game.setup(NAMES, {}, 5)
    seat = game.to_act(state)[0]
    for foot in ((), state.feet[seat][:1]):
        feet = tuple(foot if k == seat else f for k, f in enumerate(state.feet))
        now = replace(state, feet=feet)
        said = captions(GenericTable().describe(game, now, seat, 1.5, ""))
        assert "Your foot" in said and f"{NAMES[seat]}'s foot" not in said, said
        # drawn for nobody, the seat's name as before
        said = captions(GenericTable().describe(game, now, None, 1.5, ""))
        assert f"{NAMES[seat]}'s foot" in said and "Your foot" not in said, said


def test_the_readers_own_hand_is_your_hand():
    """Tester s30, Hand and Foot open-handed: the caption over Anna's hand read "Anna's hand · 9
    cards · ..." to Anna, beside "Your foot (13)"; now "Your hand", as the foot says (one rule for
    both: the seat's name only where the table is drawn for nobody)."""
    game = get_game("hand_and_foot")
    state = game.setup(NAMES, {}, 5)
    seat = game.to_act(state)[0]
    said = captions(GenericTable().describe(game, state, seat, 1.5, ""))
    assert any(t.startswith("Your hand \u00b7 ") for t in said), said
    assert not any(t.startswith(f"{NAMES[seat]}'s hand") for t in said), said
    said = captions(GenericTable().describe(game, state, None, 1.5, ""))
    assert any(t.startswith(f"{NAMES[seat]}'s hand \u00b7 ") for t in said), said
