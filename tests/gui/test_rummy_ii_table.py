"""The Rummy II games (issue 19) on the generic table, by real mouse drags: Arizona Rummy's
multi-card meld dragged to the meld row and a discard dragged onto the player's own pile;
Horseshit Rummy's face-up deal cards painted for everyone; a refused drop keeps the state."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from cardtable.gui import layouts

from .helpers import buttons, click, drag, hand_item, labels, open_window
from .test_computer_players import human_turn, quick  # noqa: F401 (a fixture)


@pytest.fixture
def rummy_ii_on_the_table(monkeypatch):
    for game_id in ("arizona_rummy", "horseshit_rummy", "sticks", "hand_and_foot"):
        monkeypatch.setitem(layouts.LAYOUTS, game_id, layouts.GENERIC)


def play_until(w, wanted, seed=1, limit=400):
    """Random moves (a meld whenever offered is left for the test) until ``wanted(w)``."""
    rng = random.Random(seed)
    for _ in range(limit):
        if wanted(w):
            return
        legal = [m for m in w.game.legal_moves(w.state) if m.get("kind") != "meld"]
        w.play(rng.choice(legal))
    raise AssertionError("position not reached")


def test_arizona_meld_and_discard_by_drag(qtbot, data_dir, rummy_ii_on_the_table):
    w = open_window(qtbot, start=False)
    w.start_game("arizona_rummy", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    # "Discard in front of you (not in one communal pile)": draw, then drag a card onto your pile
    seat = w.state.turn
    w.play(next(m for m in w.game.legal_moves(w.state) if m.get("pile") == "stock"))
    card = w.state.hands[seat][0]
    drag(view, hand_item(view, card), view.zones[f"pile/{seat}"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "discard", "seat": seat, "card": card}
    assert w.state.piles[seat] == (card,)
    play_until(w, lambda w: any(m.get("kind") == "meld" and len(w.state.hands[w.state.turn]) > len(m["cards"])
                                for m in w.game.legal_moves(w.state)))
    seat = w.state.turn
    meld = next(m for m in w.game.legal_moves(w.state) if m.get("kind") == "meld")
    # "Runs and sets are permitted": select the meld's cards and drag them to your meld row
    items, seen = [], {}
    for c in meld["cards"]:  # three decks: a second 10 of clubs is hand:10C#2
        seen[c] = seen.get(c, 0) + 1
        items.append(view.pieces[f"hand:{c}" + (f"#{seen[c]}" if seen[c] > 1 else "")])
    # one card alone dropped on the meld row is refused with the engine's reason, state unchanged
    before = len(w.session.record.moves)
    drag(view, items[0], view.zones[f"melds/{seat}"].rect.center())
    assert "A meld is three or more cards" in w.status_text() and len(w.session.record.moves) == before
    for item in items:
        click(view, item)
    drag(view, items[-1], view.zones[f"melds/{seat}"].rect.center())
    assert len(w.session.record.moves) == before + 1
    last = w.session.record.moves[-1]
    assert last["kind"] == "meld" and sorted(last["cards"]) == sorted(meld["cards"])
    assert any(m[3] == seat and sorted(m[1]) == sorted(meld["cards"]) for m in w.state.melds)


def test_horseshit_face_up_deal_cards_are_painted_for_everyone(qtbot, data_dir, rummy_ii_on_the_table):
    w = open_window(qtbot, start=False)
    w.start_game("horseshit_rummy", ["Anna", "Ben", "Cleo"], {}, seed=2, open_handed=True)
    view = w.table.view
    viewer = w.state.turn
    faces = {i.spec.face for i in view.card_items() if i.face_up and i.spec.owner not in (None, viewer)}
    others = {w.state.shown[s] for s in range(3) if s != viewer}
    assert others <= faces  # each player's first card, face up
    hidden = {c for s in range(3) if s != viewer for c in w.state.hands[s][1:]} - set(w.state.hands[viewer]) - others
    assert not (hidden & faces)


def test_arizona_every_seat_has_its_own_pile_drawn_as_a_pile(qtbot, data_dir, rummy_ii_on_the_table):
    """ "Discard in front of you (not in one communal pile)" and "draw from the centre pile or any
    players pile": each other seat's pile is drawn in its seat box (top card face up, its count),
    the viewer's beside the hand as one pile, never a row running off the table."""
    w = open_window(qtbot, start=False)
    w.start_game("arizona_rummy", ["Anna", "Ben", "Cleo"], {}, seed=4, open_handed=True)
    view = w.table.view
    play_until(w, lambda w: all(len(p) >= 2 for p in w.state.piles), seed=3)
    viewer = w.state.turn
    scene = view.sceneRect()
    for seat, pile in enumerate(w.state.piles):
        assert f"pile/{seat}" in view.zones  # a place to draw from (and the viewer's to discard on)
        top = view.pieces[f"pile/{seat}"]
        assert top.face_up and top.spec.face == pile[-1]
        assert len([i for i in view.card_items() if i.spec.zone == f"pile/{seat}"]) <= 3  # a pile, not a row
        assert scene.contains(view.zones[f"pile/{seat}"].rect)
    mine = view.zones[f"pile/{viewer}"].rect
    assert mine.top() > view.zones["stock"].rect.bottom()  # the viewer's pile is by the hand
    # "draw from the centre pile or any players pile": drag another seat's pile onto your hand
    other = (viewer + 1) % 3
    top = w.state.piles[other][-1]
    drag(view, view.pieces[f"pile/{other}"], view.zones[f"hand/{viewer}"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "draw", "seat": viewer, "pile": f"pile/{other}"}
    assert top in w.state.hands[viewer] and len(w.state.piles[other]) >= 1


def test_hand_and_foot_foot_is_a_face_down_pile_and_team_melds_take_a_drag(qtbot, data_dir, rummy_ii_on_the_table):
    """ "Each player is dealt 15 cards ... and 13 cards face down" (the foot): drawn as one face-down
    pile with its count, for its owner too; a team's melds are drawn with the team (the viewer's
    team by the hand, the other team's away from the stock), labelled once closed; a card is added
    to a team meld by dragging it onto the meld."""
    w = open_window(qtbot, start=False)
    # (the random moves below reached the position with picks to open: a house rule since s38)
    w.start_game("hand_and_foot", ["Anna", "Ben", "Cleo", "Dev"], {"pick_to_open": True}, seed=2, open_handed=True)
    view = w.table.view
    viewer = w.state.turn
    foot = [i for i in view.card_items() if i.spec.zone == f"foot/{viewer}"]
    assert 1 <= len(foot) <= 3 and not any(i.face_up for i in foot)
    assert any(lab == f"Your foot ({len(w.state.feet[viewer])})" for lab in label_texts(view))
    assert view.sceneRect().contains(view.zones[f"foot/{viewer}"].rect)

    def can_add(w):
        return w.game.legal_moves(w.state) and any(m.get("kind") == "add" for m in w.game.legal_moves(w.state))
    play_until(w, can_add, seed=5, limit=600)
    seat = w.state.turn
    team = w.game.team(w.state, seat)
    stock = view.zones["stock"].rect
    for i, (t, rank, cards) in enumerate(w.state.melds):
        rect = view.zones[f"meld{i}/{t}"].rect
        assert not rect.intersects(stock)
        if t == team:
            assert rect.top() > stock.bottom()  # the viewer's team: above the viewer's hand
        else:
            assert rect.bottom() < stock.top() + 0.5 * stock.height()
    add = next(m for m in w.game.legal_moves(w.state) if m.get("kind") == "add")
    before = len(w.state.melds[add["meld"]][2])
    drag(view, hand_item(view, add["card"]), view.zones[f"meld{add['meld']}/{team}"].rect.center())
    last = w.session.record.moves[-1]
    assert last["kind"] == "add" and last["meld"] == add["meld"]
    assert len(w.state.melds[add["meld"]][2]) == before + 1


def label_texts(view) -> list[str]:
    from cardtable.gui.table_view import LabelItem

    return [item.spec.text for item in view.scene().items() if isinstance(item, LabelItem)]


def test_horseshit_pick_by_dragging_a_card_of_the_staggered_pile(qtbot, data_dir, rummy_ii_on_the_table):
    """ "You can pick as "deep" as you want": the discards lie in a line, every card showing, and
    dragging the card picked to onto the hand takes it and the cards above it."""
    w = open_window(qtbot, start=False)
    w.start_game("horseshit_rummy", ["Anna", "Ben"], {}, seed=2, open_handed=True)
    view = w.table.view

    def deep_pick(w):
        return any(m.get("kind") == "draw" and m.get("pile") == "discard" and m["index"] < len(w.state.discard) - 1
                   for m in w.game.legal_moves(w.state))
    play_until(w, deep_pick, seed=7, limit=800)
    seat = w.state.turn
    pick = next(m for m in w.game.legal_moves(w.state) if m.get("kind") == "draw" and m.get("pile") == "discard"
                and m["index"] < len(w.state.discard) - 1)
    card = w.state.discard[pick["index"]]
    item = next(i for i in view.card_items() if i.spec.zone == "discard" and i.spec.face == card)
    assert len([i for i in view.card_items() if i.spec.zone == "discard" and i.face_up]) == len(w.state.discard)
    taken = len(w.state.discard) - pick["index"]
    before = len(w.state.hands[seat])
    drag(view, item, view.zones[f"hand/{seat}"].rect.center())
    assert w.session.record.moves[-1]["kind"] == "draw" and w.session.record.moves[-1]["index"] == pick["index"]
    assert len(w.state.hands[seat]) >= before + taken - 3  # the pair and the card picked to may go down at once
    assert len(w.state.discard) == pick["index"]


def horseshit_stack(first, second, then=()):
    """The stacked order that deals ``first`` to the player left of the dealer and ``second`` to
    the dealer (each hand's first card face up, saying its size), then ``then`` on the stock."""
    order, a, b = [first[0], second[0]], list(first[1:]), list(second[1:])
    while a or b:
        order += [a.pop(0)] if a else []
        order += [b.pop(0)] if b else []
    return [order + list(then)]


def hand_items(view, cards):
    """The hand's items for ``cards`` (a second copy of a card is ``hand:4D#2``)."""
    seen: dict[str, int] = {}
    out = []
    for c in cards:
        seen[c] = seen.get(c, 0) + 1
        out.append(view.pieces[f"hand:{c}" + (f"#{seen[c]}" if seen[c] > 1 else "")])
    return out


def test_horseshit_any_set_with_a_wild_can_be_selected_and_melded(qtbot, data_dir, rummy_ii_on_the_table):
    """ "Meld is 3 or more of a kind"; "You must have at least one natural card in each grouping":
    4D 4D and the wild 7S are a set of 4s. The one meld with a wild the table lists is J J 7S, and
    only its cards could be selected (a click on a 4 did nothing); now any card of the hand is
    selected by a click, and the cards dragged together onto the meld row are judged by the
    engine: the set of 4s is laid, a set that is not one goes back with the rule it breaks."""
    w = open_window(qtbot, (1024, 600), start=False)
    # seed 3: Ben deals, Anna starts; Ben's face-up 7 makes 7s wild
    w.start_game("horseshit_rummy", ["Anna", "Ben"], {}, seed=3, open_handed=True,
                 stack=horseshit_stack(["6H", "JH", "JS", "7S", "4D", "4D"],
                                       ["7H", "3C", "5C", "8S", "10D", "KC", "QH"], then=["9C"]))
    view = w.table.view
    assert w.state.wild == "7" and w.state.turn == 0
    click(view, view.pieces["stock"])
    assert w.state.phase == "play" and "9C" in w.state.hands[0]
    listed = [m["cards"] for m in w.game.legal_moves(w.state) if m.get("kind") == "meld"]
    assert ("4D", "4D", "7S") not in listed  # not offered: the engine judges it
    # a set that is no set goes back with the engine's reason, nothing played
    before = len(w.session.record.moves)
    for item in hand_items(view, ["9C", "4D", "6H"]):
        click(view, item)
    assert "Selected" in w.status_text()
    drag(view, hand_items(view, ["9C"])[0], view.zones["melds/0"].rect.center())
    assert len(w.session.record.moves) == before and "set" in w.status_text().lower()
    for item in view.controller.selected[:]:
        click(view, item)  # unselect
    assert not view.controller.selected
    items = hand_items(view, ["7S", "4D", "4D"])
    for item in items:
        click(view, item)
    assert len(view.controller.selected) == 3
    drag(view, items[1], view.zones["melds/0"].rect.center())
    assert len(w.session.record.moves) == before + 1
    last = w.session.record.moves[-1]
    assert last["kind"] == "meld" and sorted(last["cards"]) == ["4D", "4D", "7S"] and last["seat"] == 0
    assert sorted(w.state.melds[0][1]) == ["4D", "4D", "7S"]


def anna_melds_jacks_then_ben_threes(qtbot, size=(1024, 600)):
    """Anna draws the 9 of clubs, melds J J and the wild 7S and discards the 9; the table is Ben's,
    to draw (the stock: the 5 of clubs, then the 8 and king of diamonds)."""
    w = open_window(qtbot, size, start=False)
    w.start_game("horseshit_rummy", ["Anna", "Ben"], {}, seed=3, open_handed=True,
                 stack=horseshit_stack(["6H", "JH", "JS", "7S", "4D", "4D"],
                                       ["7H", "3C", "3D", "3S", "JD", "JC", "QH"], then=["9C", "5C", "8D", "KD"]))
    w.play(w.game.legal_moves(w.state)[0])  # Anna draws the 9 of clubs
    w.play({"kind": "meld", "seat": 0, "cards": ("7S", "JH", "JS")})
    w.play({"kind": "discard", "seat": 0, "card": "9C"})
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    assert w.state.turn == 1 and w.state.discard == ("9C",)
    return w


def test_horseshit_refusals_say_the_rule_not_where_the_card_may_go(qtbot, data_dir, rummy_ii_on_the_table):
    """ "You can pick the pile ... as long as you have at least two matching natural cards in your
    hand to the card you are picking to": a press on a discard Ben may not pick to says so (it said
    "The 9 of clubs cannot be moved."). "You can not lay down any cards on other players in the
    round that you meld": his jack dropped on Anna's set says that rule (it said "Drop it on the
    discards."), and nothing is played."""
    w = anna_melds_jacks_then_ben_threes(qtbot)
    view = w.table.view
    pile = next(i for i in view.card_items() if i.spec.zone == "discard" and i.spec.face == "9C")
    click(view, pile)
    assert w.status_text() == "To pick the pile to the 9 of clubs you need two natural 9s in your hand."
    click(view, view.pieces["stock"])
    w.play({"kind": "meld", "seat": 1, "cards": ("3C", "3D", "3S")})  # Ben's first meld
    before = len(w.session.record.moves)
    drag(view, hand_item(view, "JD"), view.zones["meld0/0"].rect.center())
    assert w.status_text() == "You cannot add to other players' sets in the turn you first meld."
    assert len(w.session.record.moves) == before and "JD" in w.state.hands[1]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_horseshit_a_card_on_another_players_set_lies_in_front_of_its_player(qtbot, data_dir,
                                                                             rummy_ii_on_the_table, size):
    """ "You may play on the other players cards the round after you have melded. You play in front
    of yourself so that you can include these points in your count." Ben's jack dropped on Anna's
    jacks lies with Ben's melds, labelled "On Anna's jacks" (it was drawn inside Anna's set, and
    nobody could check who scored it); the log says whose set it went on (it said "to a set"); a
    second jack dropped on his own pile of it goes on Anna's set too."""
    w = anna_melds_jacks_then_ben_threes(qtbot, size)
    view = w.table.view
    w.play({"kind": "draw", "seat": 1, "pile": "stock"})
    w.play({"kind": "meld", "seat": 1, "cards": ("3C", "3D", "3S")})
    w.play({"kind": "discard", "seat": 1, "card": "QH"})
    w.play({"kind": "draw", "seat": 0, "pile": "stock"})
    w.play({"kind": "discard", "seat": 0, "card": "8D"})
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    w.play({"kind": "draw", "seat": 1, "pile": "stock"})
    drag(view, hand_item(view, "JD"), view.zones["meld0/0"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "lay_off", "seat": 1, "card": "JD", "meld": 0}
    assert "Ben adds the jack of diamonds to Anna's set of jacks." in w.status_text()
    laid = view.zones["meld0/1"].rect  # in front of Ben: his meld row, beside his 3s
    threes = view.zones["meld1/1"].rect
    assert abs(laid.center().y() - threes.center().y()) < 1 and laid.left() > threes.right()
    jack = next(i for i in view.card_items() if i.spec.zone == "meld0/1")
    assert jack.spec.face == "JD" and laid.contains(jack.sceneBoundingRect().center())
    anna = view.zones["meld0/0"].rect
    assert not any(i.spec.face == "JD" for i in view.card_items() if i.spec.zone == "meld0/0")
    said = [lab for lab in labels(view) if lab.spec.text == "On Anna's jacks"]
    assert len(said) == 1
    box = said[0].sceneBoundingRect()
    assert box.bottom() <= laid.top() + 1 and box.left() - 2 < laid.center().x() < box.right() + 2
    assert not box.intersects(threes) and not box.intersects(anna)
    ink = box.adjusted(0, 3, 0, -3)  # (a line's box holds some room over and under its letters)
    assert not any(ink.intersects(lab.sceneBoundingRect().adjusted(0, 3, 0, -3)) for lab in labels(view) if lab is not said[0])
    drag(view, hand_item(view, "JC"), laid.center())
    assert w.session.record.moves[-1] == {"kind": "lay_off", "seat": 1, "card": "JC", "meld": 0}
    assert sorted(i.spec.face for i in view.card_items() if i.spec.zone == "meld0/1") == ["JC", "JD"]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_horseshit_the_next_hand_button_keeps_off_the_players_melds(qtbot, data_dir, rummy_ii_on_the_table,
                                                                   quick, size):
    """Anna goes out; the next hand is Robo Ruby's to deal, and the table waits for a person to
    press "Deal the next hand" for her. Anna's table had sized its buttons from her own moves
    (none), so the button stayed under the prompt: over her melds, just when the family checks
    the count. It keeps off them now."""
    w = open_window(qtbot, size, start=False)
    # seed 0: Anna deals (her face-up 4: 4s wild), Robo Ruby starts with thirteen cards
    ruby = ["KH", "5C", "6C", "8C", "10C", "JC", "QC", "5D", "6D", "8D", "10D", "JD", "QD"]
    w.start_game("horseshit_rummy", ["Anna", "Robo Ruby"], {}, seed=0, computers=["", "easy"],
                 stack=horseshit_stack(ruby, ["4H", "9S", "9D", "9C"], then=["6S", "KS"]))
    human_turn(qtbot, w)
    assert w.state.turn == 0 and w.state.wild == "4"
    w.play({"kind": "draw", "seat": 0, "pile": "stock"})
    w.play({"kind": "meld", "seat": 0, "cards": ("4H", "9C", "9D", "9S")})
    w.play({"kind": "discard", "seat": 0, "card": "KS"})
    assert w.state.phase == "hand_over" and w.play_ctl.waits_for_people()
    view = w.table.view
    view.finish_animations()
    button = buttons(view)["Deal the next hand"]
    panel = (view.button_panel or button).sceneBoundingRect()
    melds = [i.sceneBoundingRect() for i in view.card_items() if i.spec.zone.startswith("meld") and i.spec.zone.endswith("/0")]
    assert len(melds) == 4
    assert not any(panel.intersects(r) for r in melds)
    assert view.sceneRect().contains(panel)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_a_selected_card_rises_short_of_the_hands_name_line(qtbot, data_dir, rummy_ii_on_the_table, size):
    """A card clicked for a meld rises, outlined in gold: it rose into "Ben's hand · 6 cards" over
    the hand. It stays under that line now."""
    w = open_window(qtbot, size, start=False)
    w.start_game("horseshit_rummy", ["Anna", "Ben"], {}, seed=3, open_handed=True,
                 stack=horseshit_stack(["6H", "JH", "JS", "7S", "4D", "4D"],
                                       ["7H", "3C", "5C", "8S", "10D", "KC", "QH"], then=["9C"]))
    view = w.table.view
    click(view, view.pieces["stock"])
    name = next(lab for lab in labels(view) if lab.spec.text.startswith("Your hand"))
    item = hand_items(view, ["4D"])[0]
    before = item.mapRectToScene(item.card_rect())
    click(view, item)
    assert item.selected
    after = item.mapRectToScene(item.card_rect())
    assert after.top() < before.top() - 4  # it rises
    assert after.top() >= name.sceneBoundingRect().bottom() - 0.5


def test_horseshit_your_own_face_up_card_is_marked_in_your_hand(qtbot, data_dir, rummy_ii_on_the_table):
    """ "the first card will be turned up": everyone sees it, in its player's hand until played. In
    the player's own sorted hand it was a card like the others; it bears an eye now (and says
    so to a screen reader); on Ben's table, his own is marked, not Anna's."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("horseshit_rummy", ["Anna", "Ben"], {}, seed=3, open_handed=True,
                 stack=horseshit_stack(["6H", "JH", "JS", "7S", "4D", "4D"],
                                       ["7H", "3C", "5C", "8S", "10D", "KC", "QH"], then=["9C"]))
    view = w.table.view
    assert w.state.shown[0] == "6H"
    mine = [i for i in view.card_items() if i.spec.zone == "hand/0"]
    assert [i.spec.face for i in mine if i.spec.shown] == ["6H"]
    assert "everyone sees it" in view.pieces["hand:6H"].accessible_name()
    click(view, view.pieces["stock"])
    drag(view, hand_item(view, "6H"), view.zones["discard"].rect.center())
    assert w.state.shown[0] == "" and w.session.record.moves[-1]["card"] == "6H"
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    assert w.viewer == 1  # Ben's table: his own face-up card, none of Anna's
    assert [(i.spec.zone, i.spec.face) for i in view.card_items() if i.spec.shown] == [("hand/1", "7H")]


@pytest.mark.parametrize("rise", [None, 0.15])
def test_no_strip_of_the_hints_outline_stays_above_the_stock_after_drawing(qtbot, data_dir, rummy_ii_on_the_table,
                                                                         monkeypatch, rise):
    """Help > Hint lit the stock (raised, outlined in gold); a click on it drew, and a strip of
    the gold outline stayed above the stock: the table's quick paint of what the move changed
    recorded the card where it lay, and its raised place was never painted again. Checked on
    the screen's pixels (a grab of the window paints it all afresh), also with cards rising as
    far as they did."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest

    from cardtable.gui import table_view

    if rise is not None:
        monkeypatch.setattr(table_view, "SELECTED_RISE", rise)
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("horseshit_rummy", ["Anna", "Ben"], {}, seed=3, open_handed=True,
                 stack=horseshit_stack(["6H", "JH", "JS", "7S", "4D", "4D"],
                                       ["7H", "3C", "5C", "8S", "10D", "KC", "QH"], then=["9C"]))
    view = w.table.view
    QTest.qWait(100)
    w.hint_action.trigger()
    stock = view.pieces["stock"]
    assert stock.selected
    QTest.qWait(100)
    rect = stock.sceneBoundingRect()  # raised: its outline's place
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, view.mapFromScene(rect.center()))
    assert w.state.phase == "play"
    QTest.qWait(300)
    screen = QGuiApplication.primaryScreen().grabWindow(0).toImage()
    top_left = view.viewport().mapToGlobal(view.mapFromScene(rect.topLeft()))
    gold = [(x, y) for y in range(top_left.y(), top_left.y() + 20) for x in range(top_left.x(), top_left.x() + int(rect.width()))
            if 0 <= x < screen.width() and 0 <= y < screen.height()
            and (c := screen.pixelColor(x, y)).red() > 200 and c.green() > 180 and c.blue() < 120]
    assert not gold


def test_horseshit_a_card_of_a_meld_on_the_table_cannot_be_moved(qtbot, data_dir, rummy_ii_on_the_table):
    """A press on a card of Anna's set, on Ben's turn to draw: it is nobody's to draw, and the
    table says it cannot be moved (not the rule for picking the pile). For the set's wild 7 of
    spades the table says the wild's rule (s39 t3: "You cannot steal wild cards
    from melded cards"), a natural jack that it cannot be moved."""
    w = anna_melds_jacks_then_ben_threes(qtbot)
    view = w.table.view
    card = next(i for i in view.card_items() if i.spec.zone == "meld0/0" and i.spec.face == "7S")
    click(view, card)
    assert w.status_text().startswith("Wild cards stay in the meld they were laid in")
    jack = next(i for i in view.card_items() if i.spec.zone == "meld0/0" and i.spec.face == "JH")
    click(view, jack)
    assert w.status_text() == "Cards on the table stay in their meld."  # (s42 t2: "... cannot be moved.")


def test_hand_and_foot_cards_selected_by_clicks_are_dragged_onto_new_meld(qtbot, data_dir):
    """Hand and Foot, a tester: "no way to lay 9♥ 9♦ 9♦ + joker and the 10s instead of three wild
    cards": the only control was a button for one ready-made meld. Now any cards of the hand are
    selected by clicks and dragged together onto New meld, one set per rank, judged by the engine
    (round 1's first meld must count 90: three 9s and three aces do)."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hand_and_foot", ["Anna", "Ben"], {}, seed=20, open_handed=True)
    view = w.table.view
    assert w.state.turn == 0 and w.state.phase == "draw"
    drag(view, view.pieces["stock"], hand_item(view, w.state.hands[0][0]).sceneBoundingRect().center())
    assert w.state.phase == "play"
    before = len(w.session.record.moves)
    # too few for the minimum: refused with the rule, nothing laid
    items = hand_items(view, ["9D", "9S", "9S"])
    for item in items:
        click(view, item)
    drag(view, items[0], view.zones["melds/0"].rect.center())
    assert len(w.session.record.moves) == before and "at least 90" in w.status_text()
    for item in hand_items(view, ["AH", "AC", "AD"]):
        click(view, item)
    assert len(view.controller.selected) == 6
    drag(view, hand_items(view, ["AH"])[0], view.zones["melds/0"].rect.center())
    assert sorted(m[1] for m in w.state.melds) == ["9", "A"], w.status_text()
    assert w.state.melded[0]
