"""The generic table draws a game declared only by its zones (tests/gui/zone_game.py: hands, a
trick area, melds and a bid) and it is played to its end on the real window: a bid on the
number stepper, melds dragged as a selection of several cards, cards dragged to the trick, one
refused drop with the engine's reason."""

from __future__ import annotations

import pytest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.games import catalogue
from cardtable.gui import layouts
from cardtable.gui.cards import BACK

from . import zone_game
from .helpers import buttons, click, drag, hand_item, labels, open_window, play_busy


@pytest.fixture
def zone_game_on_the_table(monkeypatch):
    monkeypatch.setitem(catalogue(include_coming=True), "meld_and_trick", zone_game.GAME)
    monkeypatch.setitem(layouts.LAYOUTS, "meld_and_trick", layouts.GENERIC)


def faces(view):
    return {i.spec.face for i in view.card_items() if i.face_up}


def test_a_game_declared_by_zones_plays_to_its_end_by_mouse(qtbot, data_dir, zone_game_on_the_table):
    w = open_window(qtbot, start=False)
    w.start_game("meld_and_trick", ["Anna", "Ben"], {}, seed=1, open_handed=True)
    view = w.table.view
    # Only the viewer's hand is face up: Ben's cards are never handed to the painter.
    assert faces(view) == set(zone_game.DEAL[0:10:2])
    assert all(i.spec.face == BACK for i in view.card_items() if i.spec.owner == 1)

    # "each bids how many tricks they will take (0 to 5)": a number stepper - Bid 0 +
    b = buttons(view)
    assert set(b) == {"\u2212", "Bid 0", "+"}
    # at the lowest amount the "-" is greyed (it looked as if it could go lower), "+" is not
    assert not b["\u2212"].enabled and b["+"].enabled
    click(view, b["\u2212"])
    assert "Bid 0" in buttons(view) and not w.session.record.moves
    click(view, buttons(view)["+"])
    assert buttons(view)["\u2212"].enabled
    click(view, buttons(view)["+"])
    click(view, buttons(view)["Bid 2"])
    assert w.session.record.moves[-1] == {"kind": "bid", "amount": 2}
    bid = next(t for t in buttons(view) if t.startswith("Bid"))
    click(view, buttons(view)[bid])
    assert w.state.phase == "meld"

    # "lay melds of two or more cards of one rank": select two sevens, drag them together
    seven_s, seven_h = hand_item(view, "7S"), hand_item(view, "7H")
    click(view, seven_s)
    click(view, seven_h)
    assert seven_s.selected and seven_h.selected
    drag(view, seven_h, view.zones["melds/0"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "meld", "cards": ("7H", "7S")}
    assert "meld0/0" in view.zones and {"7H", "7S"} <= faces(view)
    click(view, buttons(view)["Done melding"])
    # Ben drags one king alone onto his meld row: a meld needs two, the drop is refused
    drag(view, hand_item(view, "KD"), view.zones["melds/1"].rect.center())
    assert len(w.session.record.moves) == 4
    click(view, hand_item(view, "KD"))
    click(view, hand_item(view, "KS"))
    drag(view, hand_item(view, "KS"), view.zones["melds/1"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "meld", "cards": ("KD", "KS")}
    click(view, buttons(view)["Done melding"])
    assert w.state.phase == "trick"

    # "the other must follow suit if they can": Anna leads the 2C; Ben (holding the 5C) tries
    # the 3D and the engine's reason is shown
    drag(view, hand_item(view, "2C"), view.zones["trick"].rect.center())
    assert [l.text for l in labels(view) if l.text.endswith("leads")] == ["Anna leads"]
    drag(view, hand_item(view, "3D"), view.zones["trick"].rect.center())
    assert w.status_text() == "You must follow clubs."
    while not w.game.is_over(w.state):
        seat = w.game.current_player(w.state)
        move = w.game.legal_moves(w.state)[0]
        before = len(w.session.record.moves)
        drag(view, hand_item(view, move["card"]), view.zones["trick"].rect.center())
        assert len(w.session.record.moves) == before + 1, (seat, move, w.status_text())
    assert w.table.over.isVisible()
    assert sum(len(x) for x in w.state.won) == 6  # ten cards dealt, four of them melded


def test_the_viewers_hand_is_sorted_and_the_others_sit_round_the_oval(qtbot, data_dir):
    """Eight players: seven seats round the oval, none overlapping another, all inside the
    table; the viewer's hand sorted by suit and rank."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", [f"P{i}" for i in range(8)], {}, seed=2, open_handed=True)
    spec = w.table.view.spec
    hand = [p for p in spec.pieces if p.id.startswith("hand:")]
    from cardtable.gui.generic_table import sort_key

    assert [p.face for p in sorted(hand, key=lambda p: p.x)] == sorted((p.face for p in hand), key=sort_key)
    boxes = [t for t in spec.targets if t.id.startswith("hand/") and t.id != "hand/0"]
    assert len(boxes) == 7
    for i, a in enumerate(boxes):
        assert 0 <= a.x and a.x + a.w <= spec.width and 0 <= a.y and a.y + a.h <= spec.height
        for b in boxes[i + 1:]:
            assert a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y or b.y + b.h <= a.y


def test_undo_and_redo_from_the_game_menu(qtbot, data_dir):
    """Game > Undo takes a play back; Game > Redo plays it again (both saved at once)."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    play = next(m for m in w.game.legal_moves(w.state) if m.kind == "play" and "suit" not in m)
    drag(view, hand_item(view, play["card"]), view.zones["discard"].rect.center())
    assert w.session.record.moves == [play]
    assert not w.redo_action.isEnabled()
    w.undo_action.trigger()
    assert w.session.record.moves == [] and w.redo_action.isEnabled()
    assert f"hand:{play['card']}" in view.pieces
    w.redo_action.trigger()
    assert w.session.record.moves == [play] and not w.redo_action.isEnabled()
    from cardtable.store.saves import SaveStore

    assert SaveStore().load(w.save_id).record.moves == [play]


def test_a_drawn_card_glides_from_the_stock_unless_animations_are_off(qtbot, data_dir, animations):
    """Animation from the move: the card drawn from the stock glides from the stock into the
    hand; with View > Animations off it is simply there."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], dict(LAST_DEALS), seed=4, open_handed=True)
    view = w.table.view
    stock_at = view.zones["stock"].rect.topLeft()
    w.play({"kind": "draw"})
    drawn = w.state.hands[0][-1]
    item = hand_item(view, drawn)
    assert view.animations and item.pos() != view.to_px(item.spec.x, item.spec.y)
    assert (item.pos() - stock_at).manhattanLength() < 2  # it starts on the stock
    view.finish_animations()  # a click skips it
    assert item.pos() == view.to_px(item.spec.x, item.spec.y)
    w.animations_action.setChecked(False)
    play = next(m for m in w.game.legal_moves(w.state) if m.kind == "play" and "suit" not in m)
    w.play(play)
    assert all(i.pos() == view.to_px(i.spec.x, i.spec.y) for i in view.pieces.values())


def test_the_table_never_draws_a_face_its_viewer_may_not_see():
    """Privacy from the observation: over seeded random Crazy Eights games, for every viewer (and
    a spectator) the faces drawn are exactly among the cards the zones let that seat see."""
    import random
    from collections import Counter

    from cardtable.games import get_game
    from cardtable.gui.generic_table import GenericTable

    game = get_game("crazy_eights")
    table = GenericTable()
    for seed in range(3):
        state = game.setup(["A", "B", "C", "D"], {"jokers": True}, seed)
        rng = random.Random(seed)
        for _ in range(60):
            if game.is_over(state):
                break
            for viewer in (None, 0, 1, 2, 3):
                spec = table.describe(game, state, viewer, 1.6, "")
                seen = Counter()
                for zone in game.zones(state):
                    seen.update(c for c, v in zip(zone.cards, zone.visible_to(viewer)) if v)
                drawn = Counter(p.face for p in spec.pieces if p.face != BACK)
                assert not drawn - seen, (viewer, drawn - seen)
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state


def test_the_pot_is_counted_in_what_the_game_pays_with():
    """Fan Tan's pot holds chips; 10 Dime Rummy's holds dimes ("you throw a dime in the pot"),
    and one of them is one dime, not one chip; Golf's and Thirty-One's hold quarters."""
    from cardtable.games import get_game
    from cardtable.gui.generic_table import GenericTable

    game = get_game("ten_dime_rummy")
    state = game.setup(["Anna", "Ben", "Cleo"], {}, 3)
    for pot, word in ((1, "dime"), (2, "dimes")):
        spec = GenericTable().describe(game, state.replace(pot=pot), 0, 1.6, "")
        assert [t.name for t in spec.targets if t.id == "pot"] == [f"the pot: {pot} {word}"]
        assert word in [lab.text for lab in spec.labels] and "chip" not in [lab.text for lab in spec.labels]
    for game_id in ("golf", "thirty_one"):  # "Each player antes one quarter into the pot"
        game = get_game(game_id)
        state = game.setup(["Anna", "Ben", "Cleo"], {}, 3)
        spec = GenericTable().describe(game, state, 0, 1.6, "")
        assert [t.name for t in spec.targets if t.id == "pot"] == [f"the pot: {state.pot} quarters"]
    fan_tan = get_game("fan_tan")
    spec = GenericTable().describe(fan_tan, fan_tan.setup(["Anna", "Ben", "Cleo"], {}, 3), 0, 1.6, "")
    assert any(t.name.startswith("the pot: ") and t.name.endswith("chips") for t in spec.targets)


@pytest.mark.parametrize("game_id", ["horseshit_rummy", "arizona_rummy", "desert_rummy", "saskatchewan_rummy",
                                     "sweep", "hand_and_foot"])
def test_a_crowded_table_keeps_each_seat_clear_of_the_others(game_id):
    """Looked at as a family would at the largest table: what a seat has on the table (its melds,
    its own pile, its face-up cards) and what lies in the middle never cover another seat's name
    or its hand, at a laptop's shape with the score sheet open (1.3) and without it (1.95)."""
    import random

    from cardtable.games import get_game
    from cardtable.gui.cards import CARD_RATIO
    from cardtable.gui.generic_table import GenericTable

    game = get_game(game_id)
    n = game.info.max_players
    names = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid", "Greta", "Hiroshi"][:n]
    state = game.setup(names, {}, 7)
    rnd = random.Random(7)
    for _ in range(4 * n + 6):  # mid-game, as tools/shoot_tables.py plays it
        legal = game.legal_moves(state)
        if game.is_over(state) or not legal:
            break
        busy = [m for m in legal if m["kind"] not in ("pass", "knock", "next_round", "next_hand")]
        state = game.apply(state, rnd.choice(busy or legal)).state

    def meets(a, b) -> bool:
        return a[0] < b[2] - 0.02 and b[0] < a[2] - 0.02 and a[1] < b[3] - 0.02 and b[1] < a[3] - 0.02

    viewer = game.current_player(state)
    for aspect in (1.3, 1.95):
        spec = GenericTable().describe(game, state, viewer, aspect, "")
        owner = {z["key"]: z["owner"] for z in game.observation(state, viewer)["zones"].values()}
        cards = [(owner.get(p.zone), (p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO))
                 for p in spec.pieces if p.kind == "card"]
        seats = [(names.index(lab.text), (lab.x - 0.06 * len(lab.text), lab.y, lab.x + 0.06 * len(lab.text), lab.y + 0.22))
                 for lab in spec.labels if lab.text in names and lab.bold]
        for seat, name_rect in seats:
            hits = [who for who, rect in cards if who != seat and meets(rect, name_rect)]
            assert not hits, f"{game_id} at {aspect}: cards of {hits} over {names[seat]}'s name"
        hands = [(owner.get(p.zone), (p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO))
                 for p in spec.pieces if p.kind == "card" and p.zone.startswith("hand")]
        for seat, rect in hands:
            hits = {who for who, other in cards if who != seat and meets(rect, other)}
            assert not hits, f"{game_id} at {aspect}: cards of {hits} over {names[seat]}'s hand"


def test_the_buttons_never_cover_the_viewers_melds(qtbot, data_dir):
    """Hand and Foot at six: with no room beside the piles or the hand, the meld buttons ("Meld
    7♠ 7♣ 2♠") stand one above the other at the end of the meld row, not over the team's melds."""
    w = open_window(qtbot, start=False)
    names = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid"]
    w.start_game("hand_and_foot", names, {}, seed=7, open_handed=True)
    view = w.table.view

    def meld_rects():
        return [i.sceneBoundingRect() for i in view.card_items() if i.spec.zone.startswith("meld")]

    # thirty moves in, on to the first position with melds down and meld buttons offered (the
    # offers' order, and so the die's path, changed when the pick began laying naturals first)
    played = []
    play_busy(w, 7, 90, until=lambda state: (played.append(1) or len(played) > 30)
              and bool(view.buttons) and bool(meld_rects()))
    melds = meld_rects()
    assert melds and view.buttons
    for b in view.buttons:
        assert not any(b.sceneBoundingRect().intersects(m) for m in melds), b.sceneBoundingRect()


@pytest.mark.parametrize("game_id, key", [("i_doubt_it", "revealed"), ("cassino_party", "asking"),
                                          ("twenty_one_piles", "contenders")])
def test_a_public_list_as_long_as_the_players_is_not_read_as_words_under_the_seats(game_id, key):
    """Looked at with three players: the three cards turned over after a doubt in I Doubt It were
    written under the three seats, "AD" under one, "AS" under the next (Cassino Party's cards
    being asked about likewise), and in Twenty-One Piles every seat had its own name written
    again under its name (the players still contending, all of them)."""
    import random

    from cardtable.core.cards import is_card
    from cardtable.games import get_game
    from cardtable.gui.generic_table import GenericTable

    game = get_game(game_id)
    n = 3
    names = ["Anna", "Ben", "Cleo"]
    checked = 0
    for seed in range(40):
        state = game.setup(names, {}, seed)
        rng = random.Random(seed)
        for _ in range(300):
            value = game.public(state).get(key)
            if isinstance(value, list) and len(value) == n and any(value):
                spec = GenericTable().describe(game, state, 0, 1.6, "")
                for lab in spec.labels:
                    words = lab.text.split(" \u00b7 ")
                    assert not [w for w in words if is_card(w)], lab.text
                    under_a_seat = words[0].endswith(("card", "cards", " hand"))
                    assert not (under_a_seat and [w for w in words[1:] if w in names]), lab.text
                checked += 1
                break
            if game.is_over(state):
                break
            state = game.apply(state, rng.choice(game.legal_moves(state))).state
        if checked >= 3:
            break
    assert checked


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("game_id, n, seed, captions", [
    ("desert_rummy", 6, 2, {"Ben's melds", "Farid's melds", "Elif"}),
    ("desert_rummy", 6, 4, {"Ben", "Cleo's melds", "Elif's melds"}),
    ("hand_and_foot", 4, 1, {"Ben & Dev"}),
])
def test_other_players_melds_say_whose_they_are(qtbot, data_dir, size, game_id, n, seed, captions):
    """Desert Rummy at six: the other players' melds sat beside the seats and up in the top
    corner with no name, and a family could not tell whose were whose. Each other seat's melds
    (a team's: Hand and Foot's) have a small caption naming them, over or beside them, that
    covers no other words on the table and no card, and stays on the table."""
    from PySide6.QtWidgets import QApplication

    from cardtable.gui.generic_table import OWNER_CAPTION

    names = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid"][:n]
    w = open_window(qtbot, size, start=False)
    w.start_game(game_id, names, {}, seed=seed, open_handed=True)

    def others_melded(state) -> bool:
        """Three other seats have melds on the table (the other team has, with teams)."""
        viewer = w.game.current_player(state)
        obs = w.game.observation(state, viewer)
        teams = obs["public"].get("teams")
        owners = {z["owner"] for z in obs["zones"].values() if z["role"] == "meld" and z["count"]}
        return len(owners - {teams[viewer] if teams else viewer, None}) >= (1 if teams else 3)

    play_busy(w, seed, 600, until=others_melded)
    QApplication.processEvents()
    view = w.table.view
    view.finish_animations()
    ls = [lab for lab in labels(view) if lab.isVisible() and lab.text.strip()]
    caps = [lab for lab in ls if lab.spec.size == OWNER_CAPTION and not lab.spec.bold
            and (lab.text.endswith("'s melds") or lab.text in names or " & " in lab.text)]
    # (the longest words that fit: "Ben's melds", or "Ben" where the room is short)
    assert {lab.text.split("'s melds")[0] for lab in caps} == {c.split("'s melds")[0] for c in captions}
    obs = w.game.observation(w.state, w.game.current_player(w.state))
    owner = {z["key"]: z["owner"] for z in obs["zones"].values() if z["role"] == "meld"}
    teams = obs["public"].get("teams")
    area = view.sceneRect()
    cards = view.card_items()
    for cap in caps:
        rect = cap.mapRectToScene(cap.text_rect)
        assert area.contains(rect), (cap.text, size)
        # next to the melds it names (a team's: their zones' owner is the team), within half a
        # card's width of one of them
        seat = names.index(cap.text.split("'s melds")[0].split(" & ")[0])
        whose = teams[seat] if teams else seat
        near = rect.adjusted(-0.5 * view.unit, -0.5 * view.unit, 0.5 * view.unit, 0.5 * view.unit)
        assert any(near.intersects(item.sceneBoundingRect()) for item in cards
                   if owner.get(item.spec.zone, -1) == whose), (cap.text, size)
        for lab in ls:
            if lab is not cap:
                assert not rect.intersects(lab.mapRectToScene(lab.text_rect)), (cap.text, lab.text, size)
        for item in cards:
            inter = rect.intersected(item.sceneBoundingRect())
            assert inter.width() * inter.height() < 2, (cap.text, item.spec.id, size)


def test_a_two_line_prompt_keeps_clear_of_the_bands_name_line():
    """Finding (s27 t3, Golf at 1366x768): "Round 1 is over. Anna was highest with 54: paid 1
    quarter. Anna: deal the next round." ran on two lines and its second line sat on top of the
    yellow "Anna · 2 quarters · 54 pts face up" label (no gap)."""
    import random

    from cardtable.games.golf import GAME as golf
    from cardtable.gui.generic_table import GenericTable

    state = golf.setup(["Anna", "Ben", "Robo Ruby"], {}, seed=11)
    rng = random.Random(1)
    while "is over" not in golf.status(state):
        state = golf.apply(state, rng.choice(golf.legal_moves(state))).state
    for aspect in (1.2, 1.38, 1.6):
        table = GenericTable()
        spec = table.describe(golf, state, 0, aspect, golf.prompt(state, 0))
        assert table._prompt_lines == 2
        own = next(label for label in spec.labels if label.text.startswith("Anna \u00b7"))
        # the prompt's lines 0.245 apart from its first; the label's box reaches 0.16 above its middle
        assert own.y - 0.16 >= spec.prompt.y + 0.245 * (table._prompt_lines - 1) + 0.12 + 0.05
