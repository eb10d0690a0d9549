"""Cassino, Scopa and the Cassino party game on the generic table, played with real mouse drags:
the table row's heaps (loose cards and labelled builds), a multi-card capture chosen on the table,
a build, a steal, a trail, an illegal capture refused with the engine's reason, and the party
game's questions as buttons."""

from __future__ import annotations

import os

from cardtable.core.first_dealer import LAST_DEALS

from .helpers import double_click_at, buttons, click, drag, hand_item, labels, open_window

SHOTS = os.environ.get("CARDTABLE_SHOTS")  # a folder: save screenshots there


def cassino_stack(ann, bob, table, stock=()):
    """ "two to the opponent, two to the table, two to the dealer, then repeating" (Ben deals: the
    house rule ``first_dealer``, :data:`LAST_DEALS`, seats the dealer last; by default "the dealer
    is randomly selected unless the rules state differently")."""
    order = [ann[0], ann[1], table[0], table[1], bob[0], bob[1], ann[2], ann[3], table[2], table[3], bob[2], bob[3]]
    return [order + list(stock)]


def heap_with(view, card):
    return next(z for key, z in view.zones.items() if key.startswith("heap_") and
                any(i.spec.face == card for i in view.card_items() if i.spec.zone == key))


def shot(w, name):
    if SHOTS:
        w.grab().save(os.path.join(SHOTS, name))


def test_cassino_build_steal_and_multi_card_capture_by_mouse(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    stack = cassino_stack(["2S", "7S", "9S", "KD"], ["7H", "JH", "JD", "QH"], ["5C", "4D", "9C", "10C"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    view = w.table.view
    assert {k for k in view.zones if k.startswith("heap_")} == {"heap_1", "heap_2", "heap_3", "heap_4"}

    # An illegal capture: the 7 dropped on the 10 is refused with the engine's reason.
    drag(view, hand_item(view, "7S"), heap_with(view, "10C").rect.center())
    assert len(w.session.record.moves) == 0
    assert w.status_text() == "A 7 cannot take a 10: a 7 takes only 7s, or cards that add up to 7."

    # "Building seven": the 2 dropped on the 5 while Anna holds a 7.
    drag(view, hand_item(view, "2S"), heap_with(view, "5C").rect.center())
    assert w.session.record.moves[-1]["kind"] == "build" and w.state.table[0].value == 7
    assert any(l.text == "Building 7 \u00b7 Anna" for l in labels(view))
    shot(w, "cassino-build-1366x768.png")

    # Ben steals the build with his 7.
    drag(view, hand_item(view, "7H"), heap_with(view, "5C").rect.center())
    assert w.session.record.moves[-1] == {"kind": "capture", "card": "7H", "take": ("5C", "2S")}
    assert set(w.state.piles[1]) == {"5C", "2S", "7H"}

    # Anna pairs her 9 with the 9 on the table.
    drag(view, hand_item(view, "9S"), heap_with(view, "9C").rect.center())
    assert w.session.record.moves[-1] == {"kind": "capture", "card": "9S", "take": ("9C",)}


def test_multi_card_capture_chosen_on_the_table(qtbot, data_dir):
    """ "A single card may capture an unlimited number of cards": the 10 dropped on the 4 offers
    the captures that take it; the biggest clears the table, a sweep."""
    w = open_window(qtbot, start=False)
    stack = cassino_stack(["10S", "KD", "2D", "3D"], ["JS", "JH", "JD", "QH"], ["6C", "4D", "3C", "7H"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    view = w.table.view
    drag(view, hand_item(view, "10S"), heap_with(view, "4D").rect.center())
    b = buttons(view)
    assert {"Take 6\u2663 4\u2666", "Take 7\u2665 3\u2663 6\u2663 4\u2666"} <= set(b), list(b)
    shot(w, "cassino-chooser-1366x768.png")
    click(view, b["Take 7\u2665 3\u2663 6\u2663 4\u2666"])
    assert w.session.record.moves[-1] == {"kind": "capture", "card": "10S", "take": ("7H", "3C", "6C", "4D")}
    assert w.state.sweeps[0] == ("10S",) and w.state.table == ()
    # Ben trails the jack into the row's slot: it can capture nothing.
    drag(view, hand_item(view, "JS"), view.zones["row"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "trail", "card": "JS"}


def party_stack(hands, table):
    """Four cards each one at a time, left of the dealer first, then the row (the last named deals:
    the house rule ``first_dealer``, :data:`LAST_DEALS`)."""
    from tests.games.stacking import round_robin

    return [round_robin(hands) + list(table)]


def test_party_game_capture_then_a_question_answered(qtbot, data_dir):
    """ "the player may request one of the other players to answer the question on the captured
    card": after a capture by mouse, Ask buttons; the question is shown with Answered and Skip."""
    w = open_window(qtbot, start=False)
    stack = party_stack([["9S", "KS", "2S", "3S"], ["AH", "2H", "3H", "4H"], ["AC", "2C", "3C", "4C"]],
                        ["5D", "4D", "9D", "QC"])
    w.start_game("cassino_party", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    view = w.table.view
    drag(view, hand_item(view, "9S"), heap_with(view, "5D").rect.center())
    assert w.session.record.moves[-1] == {"kind": "capture", "card": "9S", "take": ("9D", "5D", "4D")}
    click(view, buttons(view)["Ask Ben (5\u2666)"])
    assert {"Answered", "Skip"} <= set(buttons(view))
    shot(w, "cassino-party-question-1366x768.png")
    assert any(l.text == "Anna asks Ben: \u201cWhat is the best advice you have ever been given?\u201d" for l in labels(view)), [l.text for l in labels(view)]
    shot(w, "cassino-party-question-1366x768.png")
    click(view, buttons(view)["Answered"])
    click(view, buttons(view)["No more questions"])
    assert w.state.phase == "play" and w.state.turn == 1


def test_questions_edited_in_the_app(qtbot, data_dir, tmp_path):
    """The family edits the party game's questions in the app, or loads another file; bad lines
    are named; the shipped list can be restored."""
    from cardtable.gui.questions_dialog import QuestionsDialog
    from cardtable.store.questions import load_questions

    d = QuestionsDialog()
    qtbot.addWidget(d)
    assert d.editor.toPlainText().startswith("card,question\nAS,")
    d.editor.setPlainText("card,question\nZZ,What?\n7H,\n")
    d.save_button.click()
    assert "Line 2" in d.message.text() and "Line 3" in d.message.text() and d.result() == 0
    other = tmp_path / "ours.csv"
    other.write_text("AS,Who is the best cook here?\n")
    d.load_file(str(other))
    assert "1 questions; 51 cards have none." in d.message.text()
    d.save_button.click()
    assert load_questions() == {"AS": "Who is the best cook here?"}
    d = QuestionsDialog()
    qtbot.addWidget(d)
    d.restore_button.click()
    assert len(load_questions()) == 52 and "original" in d.message.text()


def test_five_on_five_asks_fives_or_ten(qtbot, data_dir):
    """A drop whose meaning reads several ways opens a chooser: the 5 on the 5 takes it, builds
    fives (another 5 held) or builds ten (a 10 held)."""
    w = open_window(qtbot, start=False)
    stack = cassino_stack(["5C", "5D", "10H", "KD"], ["JS", "JH", "JD", "QH"], ["5S", "9C", "8C", "7C"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    view = w.table.view
    drag(view, hand_item(view, "5C"), heap_with(view, "5S").rect.center())
    b = buttons(view)
    assert {"Take 5\u2660", "Build 5s", "Build 10", "Cancel"} <= set(b), list(b)
    click(view, b["Build 10"])
    assert w.session.record.moves[-1] == {"kind": "build", "card": "5C", "onto": ("5S",), "by": "sum", "value": 10}
    assert w.state.table[0].value == 10


def test_a_hinted_capture_says_what_it_takes(qtbot, data_dir):
    """Seen in play: "Hint: move the 10 of diamonds to the 5 of spades." did not say that the 10
    takes the 5, 2 and 3 ("Capturing cards by combining ... if the value of the cards adds up to
    the value of a card in the player's hand"). A hinted capture names what it takes; a build
    what it builds; a card taking only the card it is dropped on needs no more words."""
    w = open_window(qtbot, (1024, 600), start=False)
    stack = party_stack([["6S", "7C", "8D", "10D"], ["AH", "2H", "JH", "4C"], ["AC", "2C", "3C", "KC"]],
                        ["5S", "2S", "4H", "3S"])
    w.start_game("cassino_party", ["Anna", "Ben", "Cleo"], {"questions": False, **LAST_DEALS}, seed=1, open_handed=True,
                 stack=stack)
    controller = w.table.view.controller
    legal = w.game.legal_moves(w.state)
    take = next(m for m in legal if m.kind == "capture" and m["card"] == "10D")
    assert set(take["take"]) == {"5S", "2S", "3S"}
    words = controller.light_hint(take)  # (the cards in the row's order)
    assert words == "move the 10 of diamonds to the 5 of spades: it takes the 5\u2660, 2\u2660 and 3\u2660.", words
    build = next(m for m in legal if m.kind == "build" and m["card"] == "6S" and m["onto"] == ("2S",))
    # (the 6 on the 2 could also take the 4 and the 2: the hint says which to choose, and so what it does)
    assert controller.light_hint(build) == "move the 6 of spades to the 2 of spades, then choose \u201cBuild 8\u201d."
    w.play(take)  # Ben's turn: his jack on the row is a trail, nothing taken
    trail = next(m for m in w.game.legal_moves(w.state) if m.kind == "trail" and m["card"] == "JH")
    assert ":" not in controller.light_hint(trail), controller.light_hint(trail)


def test_a_double_click_plays_a_cards_one_capture_by_adding_up(qtbot, data_dir):
    """A double-click plays a card's only move, as it plays a pair: Anna's 7 can only take the 5
    and the 2 ("Cards taken by addition must add up to 7"), a move that names both heaps, and the
    double-click said "That card can go to more than one place"."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from .helpers import grab_point, settle

    w = open_window(qtbot, (1024, 600), start=False)
    stack = cassino_stack(["7S", "KD", "KS", "KH"], ["JS", "JH", "JD", "QH"], ["5C", "2D", "9C", "JC"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    view = w.table.view
    assert [m for m in w.game.legal_moves(w.state) if m["card"] == "7S"] == \
        [{"kind": "capture", "card": "7S", "take": ("5C", "2D")}]
    settle(view)
    double_click_at(view.viewport(), grab_point(view, hand_item(view, "7S")))
    assert w.session.record.moves == [{"kind": "capture", "card": "7S", "take": ("5C", "2D")}]
    assert set(w.state.piles[0]) == {"7S", "5C", "2D"}


def test_a_card_that_may_not_trail_says_the_trailing_rule(qtbot, data_dir):
    """Scopa with "Trail only when stuck": Anna's king can take nothing and may not trail while
    her jack can capture. A press on it was answered for one heap of four ("Cards taken by
    addition must add up to 10, ..."), not with the rule that stops it: "You may trail only when
    no card in your hand can capture." (Scopa has no building: "... neither capture nor build", s33) """
    from .helpers import click

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("scopa", ["Anna", "Ben"], {"trail_when_stuck": True}, seed=3, open_handed=True)
    assert w.state.hands[0] == ("JD", "KD", "4H") and not any(m["card"] == "KD" for m in w.game.legal_moves(w.state))
    view = w.table.view
    click(view, hand_item(view, "KD"))
    drag(view, hand_item(view, "KD"), view.zones["row"].rect.center())
    assert w.status_text() == "You may trail only when no card in your hand can capture."
    assert w.session.record.moves == []


def test_a_drop_meant_as_a_build_is_refused_with_the_builds_reason(qtbot, data_dir):
    """Cassino: Anna's 2 dropped on the ace with no 3 in her hand. "In order to build, player must
    have another card actually capable of capturing the build as declared." The refusal explained
    a capture ("Cards taken by addition must add up to 2 ..."); now it says what the build needs."""
    w = open_window(qtbot, (1024, 600), start=False)
    stack = cassino_stack(["2C", "9S", "KD", "QD"], ["7H", "JH", "JD", "QH"], ["AD", "KC", "9C", "10C"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    view = w.table.view
    drag(view, hand_item(view, "2C"), heap_with(view, "AD").rect.center())
    assert w.session.record.moves == []
    assert w.status_text() == "To build 3 you need a 3 in your hand. A 2 takes only 2s, or cards that add up to 2."
    shot(w, "cassino-build-refused-1024x600.png")


def test_an_undo_and_redo_is_not_repeated_on_later_curtains(qtbot, data_dir):
    """Cassino, Anna and Ben: Anna builds, the laptop goes to Ben, Undo, then Redo before anyone
    looks. Every later curtain said "Taken back: Anna plays ... / Played again: Anna plays ...",
    Anna's own next one too. Each curtain now says only what changed since that person last
    looked: Ben, who never saw the build, is told the build; Anna, who made it, only Ben's move."""
    w = open_window(qtbot, (1024, 600), start=False)
    stack = cassino_stack(["AH", "2S", "KD", "QD"], ["QH", "JH", "JD", "3C"], ["AD", "KC", "9C", "10C"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, stack=stack)
    curtain = w.table.curtain
    curtain.reveal()
    build = {"kind": "build", "card": "AH", "onto": ("AD",), "by": "sum", "value": 2}
    built = w.game.apply(w.state, build).events[0].text
    w.play(build)
    assert curtain.isVisible() and built in curtain.sub.text()  # Pass to Ben
    w.undo()
    assert curtain.sub.text().startswith("Taken back: " + built.rstrip("."))  # Pass to Anna: her move went
    w.redo()
    said = curtain.sub.text()  # Pass to Ben again
    assert w.game.current_player(w.state) == 1
    # (Ben has not held the laptop yet: the deal is news to him too); the build is told once, as
    # the Redo that played it again (s31 t4 #4: the curtain was the very one shown before the
    # Undo, nothing telling the table the take-back was undone)
    assert "Redone: " + built in said.splitlines() and said.count(built) == 1 and "Taken back" not in said, said
    curtain.reveal()
    trail = {"kind": "trail", "card": "QH"}
    trailed = w.game.apply(w.state, trail).events[0].text
    w.play(trail)
    said = curtain.sub.text()  # Pass to Anna
    assert said.startswith(trailed) and "Taken back" not in said and "Redone" not in said, said
    assert w._missed_notes() == [trailed]


def test_take_backs_and_replays_in_a_row_tell_each_person_what_changed(qtbot, data_dir):
    """Ben's trail taken back and played again twice before Anna looks: her curtain says only
    the trail, as Redo played it again ("Redone: Ben trails ..."). Anna then takes it back herself: Ben's curtain says so, once."""
    w = open_window(qtbot, (1024, 600), start=False)
    stack = cassino_stack(["AH", "2S", "KD", "QD"], ["QH", "JH", "JD", "3C"], ["AD", "KC", "9C", "10C"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, stack=stack)
    curtain = w.table.curtain
    curtain.reveal()
    w.play({"kind": "build", "card": "AH", "onto": ("AD",), "by": "sum", "value": 2})
    curtain.reveal()
    trail = {"kind": "trail", "card": "QH"}
    trailed = w.game.apply(w.state, trail).events[0].text
    w.play(trail)  # Pass to Anna
    for _ in range(2):
        w.undo()
        assert w.play_ctl.curtain_for == 1 and w._missed_notes() == ["Taken back: " + trailed]
        w.redo()  # (the curtain right after it says it was a Redo, s31 t4 #4)
        assert w.play_ctl.curtain_for == 0 and w._missed_notes() == ["Redone: " + trailed]
    curtain.reveal()
    w.undo()  # Anna takes the trail back: Pass to Ben
    assert w.play_ctl.curtain_for == 1 and w._missed_notes() == ["Taken back: " + trailed]
    assert "Taken back" in w.status_text()  # (the status line and the log still say what happened)


def test_the_saved_games_list_names_whose_turn_as_for_every_game(qtbot, data_dir):
    """The start screen's list said "Ben to play" for Cassino and "Ben" for the other games."""
    w = open_window(qtbot, (1366, 768), start=False)
    stack = cassino_stack(["AH", "2S", "KD", "QD"], ["QH", "JH", "JD", "3C"], ["AD", "KC", "9C", "10C"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, stack=stack, open_handed=True)
    w.play({"kind": "build", "card": "AH", "onto": ("AD",), "by": "sum", "value": 2})
    assert w.game.status(w.state).startswith("Ben to play")
    w.back_to_start()
    item = w.start.saves.topLevelItem(0).child(0)
    assert item.text(2) == "Ben", item.text(2)
    shot(w, "saved-games-1366x768.png")


def test_a_hint_onto_a_build_names_whose_build_it_is(qtbot, data_dir):
    """Seen in play (Cassino Party Game): Help > Hint said "move the 8 of spades to the building
    8 · anna", the build's label pasted into the sentence. A build is now named as a family says
    it: "Anna's build of 7"."""
    w = open_window(qtbot, start=False)
    stack = cassino_stack(["2S", "7S", "9S", "KD"], ["7H", "JH", "JD", "QH"], ["5C", "4D", "9C", "10C"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    view = w.table.view
    drag(view, hand_item(view, "2S"), heap_with(view, "5C").rect.center())
    assert w.state.table[0].value == 7
    assert any(l.text == "Building 7 \u00b7 Anna" for l in labels(view))  # the label as it was
    assert heap_with(view, "5C").accessible_name().startswith("Anna's build of 7")
    w.show_move_hint()
    said = w.status_text()
    assert "Anna's build of 7" in said and "building 7 \u00b7" not in said.lower(), said


def test_a_hint_onto_ones_own_build_says_your_build(qtbot, data_dir):
    """Seen (s39 t2 F9): the hint to Anna said "move the 10 of spades to Anna-Sophie Müller's
    build of 10" of her own build: to the person it is for, "your build of 10"."""
    w = open_window(qtbot, start=False)
    stack = cassino_stack(["2S", "7S", "QS", "KD"], ["8H", "JH", "JD", "QH"], ["5C", "4D", "9C", "10C"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    view = w.table.view
    drag(view, hand_item(view, "2S"), heap_with(view, "5C").rect.center())
    assert w.state.table[0].value == 7
    w.play({"kind": "trail", "card": "JH"})
    assert w.game.current_player(w.state) == 0
    w.show_move_hint()
    said = w.status_text()
    assert w.last_hint.get("card") == "7S", w.last_hint
    assert "your build of 7" in said and "Anna's build" not in said, said


def test_the_cards_won_count_the_sweep_cards_beside_the_pile(qtbot, data_dir):
    """Seen (s25 #7): "0 cards · 31 won · 10 pts · sweeps 3" while Robo Rex had captured 34 cards,
    three of them the sweep cards face up beside his pile; "most cards" is judged on all 34.
    The 10 that sweeps the table lies with the sweeps, and still counts among the cards won."""
    w = open_window(qtbot, start=False)
    stack = cassino_stack(["10S", "KD", "2D", "3D"], ["JS", "JH", "JD", "QH"], ["6C", "4D", "3C", "7H"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    view = w.table.view
    drag(view, hand_item(view, "10S"), heap_with(view, "4D").rect.center())
    click(view, buttons(view)["Take 7\u2665 3\u2663 6\u2663 4\u2666"])
    assert w.state.sweeps[0] == ("10S",) and len(w.state.piles[0]) == 4
    words = [l.text for l in labels(view) if " won" in l.text]
    assert any("5 won" in t for t in words) and not any("4 won" in t for t in words), words


def test_while_choosing_the_card_dropped_leaves_the_table_cards_in_sight(qtbot, data_dir):
    """Seen (s25 #6): the A♣ dropped on the A♥ opened "Take A♥ / Build aces / Build 2 / Cancel"
    and stayed on top of the A♥, covering it; the 10♣ on the 10♠ hid the 10♠ and half the J♣
    while the buttons named them. While the player chooses, the card waits back over the hand."""
    w = open_window(qtbot, start=False)
    stack = cassino_stack(["10S", "KD", "2D", "3D"], ["JS", "JH", "JD", "QH"], ["6C", "4D", "3C", "7H"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    view = w.table.view
    held = hand_item(view, "10S")
    home = held.sceneBoundingRect()
    drag(view, held, heap_with(view, "4D").rect.center())
    assert "Take 6\u2663 4\u2666" in buttons(view)
    table = [i for i in view.card_items() if i.spec.zone.startswith("heap_")]
    # (where the card itself lies: while it waits it is still lifted, its shadow under it)
    qtbot.waitUntil(lambda: held.mapRectToScene(held.piece_box()) == home, timeout=2000)
    shot(w, "cassino-choosing-1366x768.png")
    for card in table:
        assert not held.mapRectToScene(held.piece_box()).intersects(card.sceneBoundingRect()), card.spec.face
    # the choice still plays the card from there; Cancel would leave it in the hand
    click(view, buttons(view)["Take 6\u2663 4\u2666"])
    assert w.session.record.moves[-1] == {"kind": "capture", "card": "10S", "take": ("6C", "4D")}
