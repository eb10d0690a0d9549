"""A team's melds on the generic table sit by the team's seat most across from the viewer: "Hand
and Foot Canasta at 6 players (three per team, partners = seats of the same parity): the generic
table places a team's melds by one seat of the team. A team's melds should be placed by the team's
seat that sits most across from the viewer (for the viewer's own team: by the viewer), so the two
teams' melds don't collide and the viewer sees their own team's melds nearest."

At six the other team's melds went under its first seat from the viewer's left, the lowest seat
at the left side, whose melds had no room there and went up over the seat above it (1024x600:
over Dev's name). Now they go by the seat across the top, beside its box, clear of the seat at
the upper right."""

from __future__ import annotations

import random

import pytest

from cardtable.games import get_game
from cardtable.gui.cards import CARD_RATIO
from cardtable.gui.generic_table import OWNER_ROOM, PILE_Y, SEAT_W, TOP_LIFT, GenericTable, label_box

NAMES = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid"]
ASPECTS = (1.3, 1.5, 1.95)  # 1024x600 and 1366x768 with the score sheet open, 1366x768 without


def state_with_melds(n: int, seed: int = 2, melds: int = 8):
    """Hand and Foot at ``n`` mid-round, seeded random play, until both teams have melded and
    there are ``melds`` melds on the table."""
    game = get_game("hand_and_foot")
    state = game.setup(NAMES[:n], {}, seed)
    rnd = random.Random(seed)
    for _ in range(2000):
        if {t for t, r, c in state.melds} == {0, 1} and len(state.melds) >= melds:
            return game, state
        legal = game.legal_moves(state)
        busy = [m for m in legal if m["kind"] not in ("pass", "next_round", "next_hand")]
        state = game.apply(state, rnd.choice(busy or legal)).state
    raise AssertionError("no melds for both teams")


def meld_boxes(game, state, viewer, spec, team: int, roles=("meld", "played")) -> list[tuple[float, float, float, float]]:
    """The cards of ``team``'s melds (its red threes among them, unless ``roles`` leaves them out) as drawn."""
    keys = {z["key"] for z in game.observation(state, viewer)["zones"].values()
            if z["role"] in roles and z["owner"] == team}
    assert keys
    return [(p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO) for p in spec.pieces
            if p.kind == "card" and p.zone in keys]


def name_at(spec, name: str) -> tuple[float, float]:
    label = next(lab for lab in spec.labels if lab.text == name and lab.bold)
    return label.x, label.y


def meets(a, b) -> bool:
    return a[0] < b[2] - 0.02 and b[0] < a[2] - 0.02 and a[1] < b[3] - 0.02 and b[1] < a[3] - 0.02


@pytest.mark.parametrize("aspect", ASPECTS)
@pytest.mark.parametrize("viewer", range(6))
def test_at_six_the_other_teams_melds_are_across_and_the_viewers_nearest(viewer, aspect):
    game, state = state_with_melds(6)
    spec = GenericTable().describe(game, state, viewer, aspect, "")
    mine, theirs = viewer % 2, 1 - viewer % 2  # "partners sit apart (seats 0, 2, 4 against 1, 3, 5)"
    own, other = meld_boxes(game, state, viewer, spec, mine), meld_boxes(game, state, viewer, spec, theirs)
    assert own and other
    # the viewer's team's melds: above the viewer's hand, below everything the other team has
    assert min(b[1] for b in own) > PILE_Y + CARD_RATIO
    assert min(b[1] for b in own) > max(b[3] for b in other)
    # the other team's: beside its seat across the table, in the band along the top, above the
    # piles (clear of its two other seats, at the sides): to the left of its box, against it, and
    # when there is no room there, on both sides of it (under the caption that names the team,
    # where it has room: "Ben, Dev & Farid's melds"); its red threes apart, under its box (s34:
    # beside its melds under "Red threes" a meld read as one of them)
    across = (viewer + 3) % 6
    ax, ay = name_at(spec, NAMES[across])
    melds = meld_boxes(game, state, viewer, spec, theirs, ("meld",))
    right = [b for b in melds if b[0] >= ax + SEAT_W / 2]
    left = [b for b in melds if b[2] <= ax - SEAT_W / 2]
    assert left and len(right) + len(left) == len(melds), (NAMES[across], aspect)
    assert ax - SEAT_W / 2 - max(b[2] for b in left) <= 0.3
    assert not right or min(b[0] for b in right) - (ax + SEAT_W / 2) <= 0.3
    assert min(b[1] for b in melds) < ay + 0.5 + (OWNER_ROOM - TOP_LIFT)
    threes = [b for b in other if b not in melds]
    assert all(ax - SEAT_W / 2 < b[0] and b[2] < ax + SEAT_W / 2 + 1.5 and b[1] > ay + 1.0 for b in threes)
    assert max(b[3] for b in other) < PILE_Y
    # no meld over another's, nor over any seat's name
    assert not any(meets(a, b) for a in own for b in other)
    for s in range(6):
        if s == viewer:
            continue
        x, y = name_at(spec, NAMES[s])
        name_box = (x - 0.06 * len(NAMES[s]), y, x + 0.06 * len(NAMES[s]), y + 0.22)
        assert not any(meets(b, name_box) for b in own + other), (NAMES[s], aspect)


@pytest.mark.parametrize("aspect", ASPECTS)
def test_at_four_the_viewers_teams_melds_are_by_the_viewer(aspect):
    """Four players: the partner sits across; the other team's two seats are as far across,
    left and right: its melds go by the one on the viewer's left, as before."""
    game, state = state_with_melds(4, seed=1, melds=5)
    viewer = 1
    spec = GenericTable().describe(game, state, viewer, aspect, "")
    own, other = meld_boxes(game, state, viewer, spec, 1), meld_boxes(game, state, viewer, spec, 0)
    assert own and other
    assert min(b[1] for b in own) > PILE_Y + CARD_RATIO
    assert max(b[2] for b in other) < name_at(spec, "Dev")[0]  # on the left, by Cleo
    assert not any(meets(a, b) for a in own for b in other)


def test_the_other_teams_melds_on_the_window_at_1024x600(qtbot, data_dir):
    """On the real window at a small laptop's size with the score sheet open: the other team's
    melds sit by the seat across, and cover no seat's name."""
    from PySide6.QtWidgets import QApplication

    from cardtable.gui.table_view import LabelItem

    from .helpers import open_window, play_busy

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hand_and_foot", NAMES, {}, seed=2, open_handed=True)
    w.score_view_action.setChecked(True)
    play_busy(w, 2, 2000, lambda s: {t for t, r, c in s.melds} == {0, 1} and len(s.melds) >= 8)
    QApplication.processEvents()
    view = w.table.view
    view.finish_animations()
    viewer = w.game.current_player(w.state)
    theirs = 1 - viewer % 2
    names = {i.spec.text: i.sceneBoundingRect() for i in view.scene().items()
             if isinstance(i, LabelItem) and i.spec.text in NAMES}
    other = [i.sceneBoundingRect() for i in view.card_items() if i.spec.zone.startswith("meld")
             and i.spec.zone.endswith(f"/{theirs}")]
    assert other
    across = names[NAMES[(viewer + 3) % 6]]
    top = min(r.top() for r in other)
    assert abs(top - across.top()) < across.height() * 2  # up beside the seat across
    for name, rect in names.items():
        assert not any(r.intersects(rect) for r in other), name


def play_until_melded(w, n_melds: int, seed: int) -> None:
    rnd = random.Random(seed)
    for _ in range(2000):
        if {t for t, r, c in w.state.melds} == {0, 1} and len(w.state.melds) >= n_melds:
            break
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        legal = w.game.legal_moves(w.state)
        busy = [m for m in legal if m["kind"] not in ("pass", "next_round", "next_hand", "pass_turn", "done")]
        w.play(rnd.choice(busy or legal))
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()


@pytest.mark.parametrize("players,seed,n_melds", [(4, 1, 6), (6, 2, 10)])
def test_the_buttons_leave_the_viewers_team_melds_seen_at_1024x600(qtbot, data_dir, players, seed, n_melds):
    """A small laptop with the score sheet open (tools/screenshots_tablepolish.py): no room for the
    meld buttons beside the piles or the hand; under the prompt they covered the team's melds.
    The meld row goes to the left edge and the buttons beside it."""
    from PySide6.QtWidgets import QApplication

    from .helpers import open_window

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hand_and_foot", NAMES[:players], {}, seed=seed, open_handed=True)
    w.score_view_action.setChecked(True)
    play_until_melded(w, n_melds, seed)
    QApplication.processEvents()
    view = w.table.view
    view.finish_animations()
    viewer = w.game.current_player(w.state)
    keys = {z["key"] for z in w.game.observation(w.state, viewer)["zones"].values()
            if z["role"] == "meld" and z["owner"] == viewer % 2}
    own = [i.sceneBoundingRect() for i in view.card_items() if i.spec.zone in keys]
    assert own and view.buttons and view.button_panel is not None
    panel = view.button_panel.sceneBoundingRect()
    assert not any(panel.intersects(r) for r in own), panel


def test_a_long_rounds_closed_canastas_are_squared_up_and_the_row_stays_on_the_table():
    """A long round at 1024x600 (Medium in every seat): eleven closed canastas and seven open
    melds of Anna's team ran off the table's right edge, each canasta a fan with its own "Black
    canasta" label, the labels running into each other. A closed canasta takes no more cards
    ("A canasta closes at seven cards and takes no more."): it is squared up as players do, one card's room, and
    canastas of a kind are stacked, first in the row, under one label counting them by kind (they
    stayed where each was made, s30, and were then counted black, red, black, red over the row,
    s34 t4 #9)."""
    game, state = state_with_melds(4)
    black = [(0, r, (f"{r}S", f"{r}C", f"{r}S", f"{r}C", f"{r}H", "2D", "2H")) for r in "4567890"[:7]]
    black = [(t, r.replace("0", "10"), tuple(c.replace("0", "10") for c in cards)) for t, r, cards in black]
    red = [(0, r, (f"{r}H", f"{r}S", f"{r}D", f"{r}C", f"{r}S", f"{r}C", f"{r}S")) for r in "JQKA"]
    open_ = [(0, r, (f"{r}H", f"{r}S", f"{r}D")) for r in "4567JQK"]
    state = state.replace(melds=tuple(black[:3] + red[:2] + open_ + black[3:] + red[2:]))
    spec = GenericTable().describe(game, state, 0, ASPECTS[0], "")
    own = meld_boxes(game, state, 0, spec, 0)
    assert min(b[0] for b in own) >= 0 and max(b[2] for b in own) <= spec.width
    labels = [lab.text for lab in spec.labels if ("canasta" in lab.text.lower() or " black, " in lab.text)
              and lab.y > PILE_Y + CARD_RATIO]
    # (the counts alone where "Canastas: ..." has no room on one line, s35)
    assert [text.removeprefix("Canastas: ") for text in labels] == ["7 black, 4 red"], labels
    zones = game.observation(state, 0)["zones"]
    for key, z in zones.items():
        if z.get("fan") == "squared":
            cards = [p for p in spec.pieces if p.zone == key]
            assert max(p.x for p in cards) - min(p.x for p in cards) < cards[0].scale * 0.25  # one card's room


def state_with_their_red_threes(n: int, viewer: int, seed: int):
    """Hand and Foot at ``n``, seeded draws and discards only, until the team the viewer is not
    on has red threes on the table and no meld ("red threes are laid face up on the table as
    soon as they reach your hand")."""
    game = get_game("hand_and_foot")
    state = game.setup(NAMES[:n], {}, seed)
    rnd = random.Random(seed)
    theirs = 1 - viewer % 2
    for _ in range(3000):
        if state.red_threes[theirs] and not state.melds:
            return game, state
        legal = game.legal_moves(state)
        plain = [m for m in legal if m["kind"] in ("draw", "discard")]
        state = game.apply(state, rnd.choice(plain or legal)).state
    raise AssertionError("no red threes for the other team")


@pytest.mark.parametrize("aspect", ASPECTS)
@pytest.mark.parametrize("n,viewer,seed", [(4, 1, 2), (4, 0, 3), (6, 0, 1), (6, 1, 4)])
def test_the_other_teams_red_threes_say_whose_they_are(aspect, n, viewer, seed):
    """Seen at 1024x600: Robo Remy's two red threes lay as a small pile under Ben's foot with no
    word (Ben and Robo Remy are a team; the viewer's own team's have "Red threes" over them). A
    caption says whose they are, by them, over no card."""
    game, state = state_with_their_red_threes(n, viewer, seed)
    spec = GenericTable().describe(game, state, viewer, aspect, "")
    theirs = 1 - viewer % 2
    team = [NAMES[s] for s in range(n) if s % 2 == theirs]
    words = ", ".join(team[:-1]) + " & " + team[-1]
    reds = meld_boxes(game, state, viewer, spec, theirs)
    left, top = min(b[0] for b in reds), min(b[1] for b in reds)
    right, bottom = max(b[2] for b in reds), max(b[3] for b in reds)
    # (the team's names, or where they have no room, "The other team": never "Dev's team's red
    # threes", read as another pile's, s36 t2 #4)
    captions = [lab for lab in spec.labels if lab.text in (f"{words}'s red threes", words, "The other team's red threes",
                                                         "The other team")]
    assert captions, (aspect, n, viewer, [lab.text for lab in spec.labels])
    lab = captions[0]
    box = label_box(lab)  # (as the view sets it: "The other team's red threes" on two lines over them, s34)
    assert box[2] > left - 0.3 and box[0] < right + 0.3 and box[3] > top - 0.5 and box[1] < bottom + 0.5
    cards = [(p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO) for p in spec.pieces if p.kind == "card"]
    assert not any(meets(box, c) for c in cards), lab.text


def test_a_joker_shows_what_it_is_at_its_left_edge(qtbot):
    """Seen (s25 #10): a set of kings with a joker inside read "K K | K" in 10 Dime Rummy: the
    joker between showed a thin blank sliver (its "JOKER" was written across the top, its star in
    the middle). A player counting points could not see there was a joker. Its corner now reads
    J-O-K-E-R down the edge, as a printed joker's: the strip a fanned meld shows holds it."""
    from PySide6.QtGui import QColor

    from cardtable.gui.cards import CardPainter

    for width in (60, 110):  # a meld's small card (one corner), a hand's
        image = CardPainter().pixmap("JK", width).toImage()
        w, h = image.width(), image.height()
        strip = [QColor(image.pixel(x, y)) for x in range(int(w * 0.04), int(w * 0.28)) for y in range(int(h * 0.5))]
        ink = sum(1 for c in strip if c.red() < 160 and c.blue() > c.green() + 30)  # the joker's purple
        assert ink > len(strip) * 0.04, (width, ink, len(strip))
