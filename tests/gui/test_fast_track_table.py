"""Fast Track played on the table through real mouse presses and drags on the view's viewport:
turning cards, marbles out of the pen, a refused drop (the marble goes back, the engine's reason
is shown), a split 7 in two drags with the count left on the table, a card with no move passed
with one click, a jack swap dragged the "wrong" way round, and the hand of five behind the
curtain. Without a hand of five nothing is hidden, so there is no curtain."""

from __future__ import annotations

import math
import random

import pytest
from sweeps import every_value_daily
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest


from .helpers import double_click_at, buttons, click, drag, grab_point, labels, move_to, open_window, settle



def marbles(w, colour: str) -> set[str]:
    return set(w.state.marbles[w.state.colours.index(colour)])


def label_texts(w) -> list[str]:
    return [item.text for item in labels(w.table.view)]


def turn_card(w) -> None:
    """Click the pile: the top card is turned over (and passed at once if no marble can play
    it: a turn with no move takes one click)."""
    before = len(w.session.record.moves)
    click(w.table.view, w.table.view.pieces["pile"])
    moves = w.session.record.moves
    assert moves[before] == {"kind": "flip"}
    assert len(moves) == before + 1 or (len(moves) == before + 2 and moves[-1] == {"kind": "pass"})


def play_card(view, card: str) -> None:
    """A card of the hand of five played as a family does it: a double-click (a single click
    only says how, s42 t1)."""
    settle(view)
    double_click_at(view.viewport(), grab_point(view, view.pieces["hand:" + card]))


def drag_marble(w, src: str, dest: str) -> None:
    """Press on the marble standing on ``src`` and let it go with its centre over ``dest``."""
    view = w.table.view
    item = view.pieces["m:" + src]
    settle(view)
    grab = view.mapToScene(grab_point(view, item))
    offset = grab - item.sceneBoundingRect().center()
    drag(view, item, view.zones["h:" + dest].rect.center() + offset)


def test_four_players_turns_by_dragging_marbles(qtbot):
    stack = [["AH", "AS", "AD", "7H"], ["4C"], ["2D"], ["9S"]]
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("fast_track", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=4, stack=stack)
    view = w.table.view
    # nothing is hidden: no curtain, the colour to move is named on the table
    assert not w.table.curtain.isVisible()
    assert "Anna's turn" in label_texts(w) and "plays red" in label_texts(w)
    exit_ = "loop:14"  # red's holding-pen exit

    # a marble cannot be dragged before a card is turned: it does not lift, the reason is shown
    drag_marble(w, "pen:red:0", exit_)
    assert w.session.record.moves == []
    assert w.status_text() == "Turn over a card first."

    turn_card(w)  # ace of hearts
    assert w.state.card == "AH"
    # another player's marble does not lift
    drag_marble(w, "pen:blue:0", "loop:28")
    assert "not yours" in w.status_text()
    assert len(w.session.record.moves) == 1
    # dragging a pen marble lights its exit hole
    item = view.pieces["m:pen:red:0"]
    QTest.mousePress(view.viewport(), Qt.LeftButton, Qt.NoModifier, grab_point(view, item))
    assert [z.spec.id for z in view.controller.lit] == ["h:" + exit_]
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, grab_point(view, item))
    drag_marble(w, "pen:red:0", exit_)
    assert w.session.record.moves[-1] == {"kind": "move", "from": "pen:red:0", "to": exit_, "steps": 0}
    assert exit_ in marbles(w, "red")
    assert "Anna's turn" in label_texts(w)  # an ace plays again

    turn_card(w)  # ace of spades: the exit is taken by her own marble, so 1 forward
    before = w.state.to_json()
    drag_marble(w, exit_, "loop:17")  # a refused drop: three holes on
    assert w.state.to_json() == before
    assert w.status_text() == "With the ace of spades that marble can only go to: 1 hole past red's exit."
    settle(view)
    assert view.pieces["m:" + exit_].pos() == view.controller.start_pos  # it went back
    drag_marble(w, exit_, "loop:15")
    assert marbles(w, "red") >= {"loop:15"}

    turn_card(w)  # ace of diamonds: a second marble out
    drag_marble(w, "pen:red:1", exit_)
    assert {exit_, "loop:15"} <= marbles(w, "red")

    turn_card(w)  # 7 of hearts: split 4 + 3 in two drags
    drag_marble(w, "loop:15", "loop:19")
    assert w.state.seven_left == 3
    assert "7 split: 3 left" in label_texts(w)
    assert w.game.current_player(w.state) == 0
    drag_marble(w, exit_, "loop:17")
    assert {"loop:19", "loop:17"} <= marbles(w, "red")
    assert w.state.seven_left == 0

    # Ben: the 4 of clubs has no move (everything in the pen): shown, and passed with one click
    assert w.game.current_player(w.state) == 1 and not w.table.curtain.isVisible()
    assert "Ben's turn" in label_texts(w)
    turn_card(w)  # one click: the 4 is turned over and, with no move, passed
    assert w.session.record.moves[-2:] == [{"kind": "flip"}, {"kind": "pass"}]
    assert w.game.current_player(w.state) == 2
    # said once, naming him ("No move for Ben: the card is passed. The 4 of clubs cannot be
    # played: it is lost." said passed and lost), and the card lies face up on his discards (it
    # went away unseen: the card spot was empty again)
    assert w.table.hint.text() == "Ben has no move for the 4 of clubs: it is lost." and w.table.hint.isVisible()
    assert w.status_text().startswith("Ben turns the 4 of clubs. Ben has no move for the 4 of clubs: it is lost.")
    assert "card:now" not in view.pieces

    # a few more turns, each through the table, whatever the cards are
    rnd = random.Random(1)
    for _ in range(12):
        play_one(w, rnd)
    assert not w.table.curtain.isVisible()


def play_one(w, rnd) -> None:
    """Play one legal move through the table, picked by a seeded die."""
    view = w.table.view
    legal = w.game.legal_moves(w.state)
    move = rnd.choice(legal)
    before = len(w.session.record.moves)
    if move.kind == "flip":
        click(view, view.pieces["pile"])
    elif move.kind == "pass":
        click(view, buttons(view)["Pass (no move: the card is lost)"])
    elif move.kind == "choose":
        play_card(view, move["card"])
    else:
        src, dest = (move["from"], move["to"]) if move.kind == "move" else (move["a"], move["b"])
        drag_marble(w, src, dest)
        if len(w.table.view.controller.by_pair.get(("m:" + src, "h:" + dest), [])) > 1:
            # several moves for this drop (a jack: move onto it or swap; rule 6: how many of the 7)
            label = w.layout.choice_label(move)
            click(view, buttons(view)[label])
    moves = w.session.record.moves
    assert moves[before] == move
    # a card no marble can play is passed in the same click (the window's auto_pass)
    assert len(moves) == before + 1 or (len(moves) == before + 2 and moves[-1] == {"kind": "pass"})


def test_jack_swap_by_dragging_the_other_marble(qtbot):
    """Alternate rule 1: dropping an opponent's marble on your own swaps them (either way)."""
    stack = [["AH", "8H", "JH"], ["AS", "2S"], ["4C"], ["4D"]]
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("fast_track", ["Anna", "Ben", "Cleo", "Dev"], {"jack_swap": True}, seed=2, stack=stack)
    view = w.table.view
    turn_card(w)
    drag_marble(w, "pen:red:0", "loop:14")
    turn_card(w)
    drag_marble(w, "loop:14", "loop:22")
    turn_card(w)  # Ben
    drag_marble(w, "pen:blue:0", "loop:28")
    turn_card(w)
    drag_marble(w, "loop:28", "loop:30")
    for _ in range(2):  # Cleo and Dev turn their 4s, passed in the same click
        turn_card(w)
        assert w.session.record.moves[-1] == {"kind": "pass"}
    turn_card(w)  # Anna's jack
    assert w.state.card == "JH"
    drag_marble(w, "loop:30", "loop:22")  # Ben's blue marble onto Anna's red one
    assert w.session.record.moves[-1] == {"kind": "swap", "a": "loop:22", "b": "loop:30"}
    assert "loop:30" in marbles(w, "red") and "loop:22" in marbles(w, "blue")


def test_hand_of_five_behind_the_curtain(qtbot):
    """Alternate rule 2: hands are hidden, so the curtain comes back between players; a card is
    played with a double-click (s42 t1: a single click only says how). A card that moves no marble is refused while another card can move
    one ("Ace – Get out of Start Holding Pen"): a slip of the mouse costs no turn. With no card
    that moves, the panel says so and the card clicked is thrown away."""
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {"hand_of_five": True, "first": "first named"}, seed=9,
                 stack=[["AH", "5C", "9D", "KS", "3H"], ["4C", "4D", "4H", "4S", "9C"]])
    view = w.table.view
    assert w.table.curtain.isVisible()
    assert not any(i.spec.face != "back" for i in view.card_items() if i.spec.owner is not None)
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    shown = sorted(i.spec.face for i in view.card_items() if i.spec.owner == 0)
    assert shown == sorted(w.state.hands[0])
    # the card spot says what it is for with a hand: a card is played there, not turned
    spot = next(t for t in view.spec.targets if t.id == "card")
    assert spot.label == "Play a card"
    assert "Choose a card to play" in label_texts(w)
    play_card(view, "5C")  # no move for a 5 while the ace has one: refused
    assert w.session.record.moves == []
    assert w.status_text() == "The 5 of clubs moves no marble: only an ace, a joker or a 6 brings a marble out of the pen."
    drag(view, view.pieces["hand:3H"], view.zones["card"].rect.center())  # dragged: the same
    assert w.session.record.moves == [] and w.status_text().startswith("The 3 of hearts moves no marble")
    play_card(view, "AH")
    assert w.session.record.moves == [{"kind": "choose", "card": "AH"}]
    drag_marble(w, "pen:red:0", "loop:14")
    assert "loop:14" in marbles(w, "red")
    play_card(view, "9D")  # the ace plays again: a 9 moves the marble out
    drag_marble(w, "loop:14", "loop:23")
    assert w.table.curtain.isVisible()  # Ben's turn: pass the laptop
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    assert not any(i.spec.face != "back" for i in view.card_items() if i.spec.owner == 0)
    assert sorted(i.spec.face for i in view.card_items() if i.spec.owner == 1) == sorted(w.state.hands[1])
    # Ben's marbles are all in the pen and he holds no ace, joker or 6: he throws a card away
    assert "None of your cards can move a marble: choose one to throw away." in label_texts(w)
    assert "throw" not in w.status_text()  # the status line is read by everyone: it says no more
    play_card(view, "9C")
    assert w.session.record.moves[-2:] == [{"kind": "choose", "card": "9C"}, {"kind": "pass"}]
    assert w.state.turn == 0 and w.state.discard[1] == ("9C",)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_a_lost_card_is_said_once_and_lies_on_the_discards(qtbot, size):
    """Alternate rule 2 with no card that moves a marble: the card thrown away is lost ("If your
    only play is to go past your home entrance then you can not play"; a play-again card still
    plays again: "They will continue to play if their card is one that makes them play again (A,
    Joker, 6 or face)"). It is said in one sentence naming the player (it read "No move for Anna:
    the card is passed. The king of spades cannot be played: it is lost.", passed and lost for
    one card), and it lies face up on the discards beside the card spot (it went away unseen)."""
    w = open_window(qtbot, size, start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {"hand_of_five": True, "first": "first named"}, seed=9,
                 stack=[["KS", "4C", "4D", "5H", "9C"], ["4S", "4H", "2D", "3D", "9D"]])
    view = w.table.view
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    discards = view.zones["discards"]
    assert discards.spec.label == "Discards" and "discard:top" not in view.pieces
    play_card(view, "KS")
    assert w.session.record.moves == [{"kind": "choose", "card": "KS"}, {"kind": "pass"}]
    assert w.state.turn == 0 and not w.table.curtain.isVisible()  # a king: Anna plays again
    assert w.table.hint.isVisible()
    assert w.table.hint.text() == "Anna has no move for the king of spades: it is lost. Anna plays again."
    top = view.pieces["discard:top"]
    assert top.spec.face == "KS" and top.face_up and "card:now" not in view.pieces
    assert top.sceneBoundingRect().intersects(discards.rect)
    # the pile, the card spot and the discards side by side, apart, their captions too, in the window
    zones = [view.zones[k] for k in ("pile_zone", "card", "discards")]
    for rects in ([z.rect for z in zones], [z.caption_rect() for z in zones]):
        assert rects[0].right() < rects[1].left() and rects[1].right() < rects[2].left()
        vr = view.viewport().rect()
        assert all(vr.contains(view.mapFromScene(r).boundingRect()) for r in rects)


def test_a_hint_says_play_the_card(qtbot):
    """Help > Hint for a card of a hand of five: "play the ace of hearts." (it said "move the 2
    of spades to the card being played."); with no card that moves a marble, that the card
    played is lost."""
    import re

    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {"hand_of_five": True, "first": "first named"}, seed=9,
                 stack=[["AH", "4C", "4D", "5H", "9C"], ["KS", "4S", "4H", "3D", "9D"]])
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    w.hint_action.trigger()
    assert w.status_text() == "Hint: play the ace of hearts."  # the one card that moves a marble
    play_card(w.table.view, "AH")
    drag_marble(w, "pen:red:0", "loop:14")
    play_card(w.table.view, "4C")  # the 4: back from the exit
    w.hint_action.trigger()
    assert w.status_text().startswith("Hint: move Anna's red marble to ")
    w.play(w.last_hint)
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    assert w.state.turn == 1 and not w.game.playable_cards(w.state)  # Ben: all in the pen, no ace
    w.hint_action.trigger()
    assert re.fullmatch(r"Hint: play the \w+ of \w+: no card of yours moves a marble, so it is lost\.",
                        w.status_text()), w.status_text()


def test_six_players_fit_a_small_laptop(qtbot):
    """The hexagonal board, the panel and the players' captions fit in 1366x768 without overlaps."""
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("fast_track", ["Anna", "Ben", "Cleo", "Dev", "Ema", "Finn"], {}, seed=3)
    view = w.table.view
    vr = view.viewport().rect()
    rects = [(i.spec.id, i.sceneBoundingRect()) for i in view.pieces.values()]
    rects += [(z.spec.id, z.rect) for z in view.zones.values()]
    for name, rect in rects:
        assert vr.adjusted(-2, -2, 2, 2).contains(view.mapFromScene(rect).boundingRect()), name
    holes = [z for z in view.zones.values() if z.spec.shape == "hole"]
    assert len(holes) == 6 * 14 + 6 * 8 + 1
    assert min(z.rect.width() for z in holes) >= 18  # a marble is big enough to grab


def test_many_turns_with_house_rules(qtbot):
    """Six players, jack swaps and the bullseye from one past a corner: every move goes through
    the table (drags, the on-table chooser where one drop means several moves, clicks)."""
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("fast_track", ["Anna", "Ben", "Cleo", "Dev", "Ema", "Finn"],
                 {"jack_swap": True, "bullseye_past_corner": True}, seed=11)
    rnd = random.Random(5)
    for _ in range(60):
        if w.game.is_over(w.state):
            break
        play_one(w, rnd)
        assert not w.table.curtain.isVisible()
    assert len(w.session.record.moves) >= 60


@pytest.mark.parametrize("game_id", ["fast_track", "jokers_wild"])
def test_the_panel_gives_orders_only_to_the_player_at_the_laptop(game_id):
    """Seen with computers at the table: while Robo Rex turned his card, the panel told the person
    watching "Click your pile" (and "Drag a marble" while he moved). The orders are for the one
    whose turn it is; the person watching reads whose turn it is, and the status line says what
    the computer does."""
    from cardtable.games import get_game
    from cardtable.gui.layouts import layout_for

    game = get_game(game_id)
    layout = layout_for(game_id)
    orders = ("Turn a card from your pile", "Choose a card", "Move a marble", "Put a card", "discard one",
              "Joker: move", "Turn your discards")

    def given(spec) -> list[str]:
        return [lab.text for lab in spec.labels if any(order in lab.text for order in orders)]

    state = game.setup(["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"], {}, 3)
    for _ in range(12):  # a few turns in, each phase of a turn at least once
        turn = game.public(state)["turn"]
        watching = layout.describe(game, state, (turn + 1) % 4, 1.6, "")
        playing = layout.describe(game, state, turn, 1.6, "")
        assert not given(watching)
        said = given(playing) + [lab.text for lab in playing.labels if "No move" in lab.text or "7 split" in lab.text]
        assert said, [lab.text for lab in playing.labels]
        state = game.apply(state, game.legal_moves(state)[0]).state


TABLES = {
    "2p": (["Anna", "Ben"], {}),
    "4p-five-marbles": (["Anna", "Ben", "Cleo", "Dev"], {"five_marbles": True}),
    "6p-long-names": (["Robo Ruby", "Alexandra", "Robo Rex", "Maximilian", "Robo Remy", "Bartholomew"], {}),
    "3p-two-colours-each": (["Anna", "Ben", "Cleo"], {"colours_each": 2, "five_marbles": True}),
    # (tester t3, s29: a 20-letter name's larger caption moved Fay's into the middle of the board)
    "6p-very-long-names": (["Grandma Josephine-Marie", "Great-Uncle Bartholomew", "WWWWWWWWWWWWWWWWWWWW", "Dev",
                            "Eli", "Fay"], {"partners": True, "hand_of_five": True}),
}


# The everyday run keeps every table and every size, not every pair (tests/sweeps.py): a walk on
# the window each; CARDTABLE_THOROUGH=1 plays them all.
@pytest.mark.parametrize("table, size", every_value_daily(list(TABLES), [(1024, 600), (1366, 768), (2560, 1440)]))
def test_each_players_caption_sits_by_their_own_corner(qtbot, table, size):
    """Seen at the table: the standings ("Anna: 0/4 home") were a list at the foot of the panel,
    right of the board, a player's name far from the corner where their marbles are. Each
    colour's caption (the player's name, the marbles home) is now on the wood beside that
    colour's pen and home row: nearer to them than to any other colour's, clear of every hole
    (so of every marble) and of the other captions, and on the screen."""
    names, options = TABLES[table]
    from cardtable.games.marble_tracks import hole_kind

    from .helpers import play_busy

    w = open_window(qtbot, size, start=False)
    w.start_game("fast_track", names, options, seed=5)
    play_busy(w, 5, 80)
    view = w.table.view
    settle(view)
    state = w.state
    area = {c: [z.rect.center() for z in view.zones.values()
                if z.spec.id.startswith("h:") and hole_kind(z.spec.id[2:]) in ("pen", "home")
                and z.spec.id.split(":")[2] == c]
            for c in ("red", "blue", "green", "yellow", "purple", "orange")}
    area = {c: pts for c, pts in area.items() if pts}

    def distance(p, c) -> float:
        return min(math.hypot(p.x() - q.x(), p.y() - q.y()) for q in area[c])

    captions = [i for i in labels(view) if i.text.endswith(" home") and "\n" in i.text]
    assert len(captions) == len(state.colours)  # one a colour, none in the panel any more
    assert not any(": " in i.text and " home" in i.text for i in labels(view) if i not in captions)
    holes = [z.rect for z in view.zones.values() if z.spec.shape == "hole"]
    marbles = [p.sceneBoundingRect() for k, p in view.pieces.items() if k.startswith("m:")]
    vr = view.viewport().rect()
    owned = {c: names[o] for c, o in zip(state.colours, state.owners)}
    seen = []
    for item in captions:
        name, count = item.spec.text, item.spec.tail.lstrip("\n")  # (the name as given, not as cut)
        rect = item.sceneBoundingRect()
        nearest = min(area, key=lambda c: distance(rect.center(), c))
        assert owned.get(nearest) == name, (item.spec.text, nearest)
        # its own colour's count: marbles of that colour in its home row
        assert count == f"{sum(hole_kind(h) == 'home' for h in state.marbles[state.colours.index(nearest)])}" \
                        f"/{state.home_len} home"
        assert not any(rect.intersects(r) for r in holes + marbles), item.spec.text
        assert not any(rect.intersects(r) for r in seen), item.spec.text
        assert vr.contains(view.mapFromScene(rect).boundingRect()), item.spec.text
        seen.append(rect)


@pytest.mark.parametrize("sides,home_len", [(4, 4), (4, 5), (6, 4), (6, 5)])
def test_every_caption_size_finds_its_place_on_every_board(sides, home_len):
    """The widest caption planned for (14 letters, then a name is set smaller) has a place on
    each board, at one of the sizes tried, for every colour."""
    from cardtable.gui.layouts.fast_track import CAPTION_CHARS, CAPTION_SIZES, board_beside_panel, caption_places

    _, f, _, _ = board_beside_panel(1.6, sides, home_len)
    for lines in (2, 3):
        size = CAPTION_SIZES[-1]
        w, h = (0.62 * CAPTION_CHARS + 0.5) * size, (1.17 * lines + 0.26) * size
        places = caption_places(sides, home_len, round(w / f.s, 4), round(h / f.s, 4))
        assert places is not None and set(places) == set(f.b.colours)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("names,options", [
    (["Anna", "Ben", "Cleo"], {"colours_each": 2}),
    (["Anna", "Ben"], {"colours_each": 2}),
    (["Anna", "Ben", "Cleo", "Dev"], {"partners": True}),
], ids=["3p-two-colours-each", "2p-two-colours-each", "4p-partners"])
def test_the_colours_played_line_sits_beside_its_marbles(qtbot, size, names, options):
    """Seen at every window size: for a player of two colours the panel's "plays blue & purple"
    ran over its marble (the line was centred right of the middle whatever its length, the
    marble at a fixed place left of the middle, and only the first colour had one). Now each
    colour played has its marble, side by side, and the words follow them on the same line,
    clear of them, on one line and on the screen."""
    from cardtable.gui.layouts.fast_track import COLOURS

    w = open_window(qtbot, size, start=False)
    w.start_game("fast_track", names, options, seed=5)
    view = w.table.view
    vr = view.viewport().rect()
    rnd = random.Random(5)
    seen = set()
    for _ in range(40):
        settle(view)
        line = [i for i in labels(view) if i.spec.text.startswith("plays ")]
        assert len(line) == 1, [i.spec.text for i in labels(view)]
        item = line[0]
        text = item.mapRectToScene(item.text_rect)
        played = item.spec.text.removeprefix("plays ").split(" & ")
        u = view.unit
        # the panel's marbles, painted with the board: (colour, x, y, size) in table units, but
        # for those of the lines that say who plays with whom (s35 t1 #2), under the rest
        sides = [i.mapRectToScene(i.text_rect) for i in labels(view) if " & " in i.spec.text
                 and not i.spec.text.startswith("plays ")]
        assert len(sides) == (2 if options.get("partners") else 0)
        swatches = [s for s in view.spec.board_key[6] if s[0] in COLOURS
                    and not any(r.top() - 4 <= (s[2] + s[3] / 2) * u <= r.bottom() + 4 for r in sides)]
        marbles = [QRectF(x * u, y * u, s * u, s * u) for c, x, y, s in swatches]
        for m in marbles:
            assert not m.intersects(text), (item.spec.text, m, text)
            assert m.right() < text.left()  # the marbles first, then the words
            assert abs(m.center().y() - text.center().y()) < m.height() / 2  # on one line
            assert vr.contains(view.mapFromScene(m).boundingRect())
        assert [c for c, *_ in swatches] == played, (swatches, item.spec.text)  # a marble a colour
        assert not any(a.intersects(b) for a, b in zip(marbles, marbles[1:]))
        assert text.height() < 1.6 * item.font.pixelSize()  # one line, not wrapped
        assert item.font.pixelSize() >= 0.85 * max(10, round(item.spec.size * u))  # not set much smaller
        assert vr.contains(view.mapFromScene(text).boundingRect())
        seen.add(item.spec.text)
        if len(seen) == len(names):
            break
        play_one(w, rnd)
    assert len(seen) == len(names), seen  # every player's line was looked at
    if options.get("colours_each") == 2:
        assert all(" & " in t for t in seen)


def test_an_empty_pile_is_made_again_from_the_discards_with_a_click(qtbot):
    """Finding (s26 t1, 1): "Anna's own pile ran out: the table shows "Pile (0)" ... Clicking the
    empty pile (single and double) does nothing ... The game is stuck for good." Rule: "If the
    draw pile is finished before the end of the game the discard pile is shuffled and becomes
    the draw pile." With the pile used up the discards are the thing to click: they are
    shuffled into a new pile and its top card is turned over."""
    from .helpers import play_busy

    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {}, seed=7)
    play_busy(w, 7, 3000, until=lambda s: s.phase == "flip" and s.turn == 0 and not s.draw[0])
    state = w.state
    assert state.phase == "flip" and state.turn == 0 and not state.draw[0] and state.discard[0]
    view = w.table.view
    settle(view)
    assert "Pile (0)" == view.zones["pile_zone"].spec.label
    assert "Turn your discards: they become your new pile" in label_texts(w)
    pile = view.pieces["pile"]
    assert pile.spec.clickable and "shuffle them into a new pile" in pile.spec.name
    assert pile.sceneBoundingRect().intersects(view.zones["discards"].rect)
    before = len(w.session.record.moves)
    click(view, pile)
    assert w.session.record.moves[before] == {"kind": "flip"}
    assert len(w.state.draw[0]) == len(state.discard[0]) - 1 and w.state.shuffles == state.shuffles + 1
    said = [str(e) for e in w.game.perform(state, w.game.legal_moves(state)[0]).events]
    assert said[0] == "Anna's discards are shuffled into a new pile."


def test_a_pen_marble_double_clicked_with_a_king_names_the_pen_rule(qtbot):
    """Finding (s26 t1, 6): "double-clicking a marble in the pen with, e.g., the king says "Play
    the king of clubs first: move one of your marbles with it." ... when the real reason is that
    only an ace, joker or 6 brings a marble out"."""
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("fast_track", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=4, stack=[["AH", "KC"], ["4C"], ["2D"], ["9S"]])
    view = w.table.view
    turn_card(w)  # the ace of hearts: a marble out
    drag_marble(w, "pen:red:0", "loop:14")
    turn_card(w)  # the king of clubs: the marble out can move 1, the pen's cannot come out
    assert w.state.card == "KC"
    settle(view)
    item = view.pieces["m:pen:red:1"]
    double_click_at(view.viewport(), grab_point(view, item))
    assert w.status_text() == "Only an ace, a joker or a 6 brings a marble out of the pen."
    assert w.session.record.moves[-1] == {"kind": "flip"}


def test_the_lit_hole_is_plain_to_see_even_with_a_marble_in_it(qtbot):
    """s27 t4: "the ring that marks the legal hole while dragging is thin and dark, easy to miss,
    most of all when another marble sits in that hole". A lit hole is drawn over the marbles, and
    its light (a broad white ring inside a bright glow) covers more than the hole's own area
    around it, on a hole holding a marble as on an empty one."""
    from PySide6.QtGui import QImage, QPainter

    from cardtable.gui.table_view import ZoneItem

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {}, seed=3, open_handed=True)
    view = w.table.view
    settle(view)
    marbles = [item for pid, item in view.pieces.items() if pid.startswith("m:")]
    hole = next(iter(sorted(h for h in view.zones if h.startswith("h:") and "m:" + h[2:] in view.pieces)))
    empty = "h:loop:30"
    for key in (hole, empty):
        zone = view.zones[key]
        r = zone.mapRectToScene(zone.rect)

        def bright() -> int:
            around = r.adjusted(-r.width(), -r.height(), r.width(), r.height())
            img = QImage(int(around.width()), int(around.height()), QImage.Format_ARGB32)
            img.fill(0)
            p = QPainter(img)
            view.scene().render(p, QRectF(0, 0, img.width(), img.height()), around)
            p.end()
            # white, and the bright yellow of the glow
            return sum(1 for y in range(img.height()) for x in range(img.width())
                       if QColor_rgb(img.pixel(x, y))[0] > 225 and QColor_rgb(img.pixel(x, y))[1] > 200)

        unlit = bright()
        zone.set_state(ZoneItem.LEGAL)
        assert zone.zValue() > max(m.zValue() for m in marbles)
        lit = bright()
        # (the ring 11% of the hole wide lit about 0.9 of the hole's area in white)
        # (the ring 11% of a hole wide lit 0.39 of the hole's area; now about 1.2)
        assert lit - unlit > 0.9 * r.width() * r.height(), (key, lit, unlit, r.width())
        zone.set_state(ZoneItem.NONE)
        assert zone.zValue() < min(m.zValue() for m in marbles)


def QColor_rgb(pixel: int) -> tuple[int, int, int]:
    return (pixel >> 16) & 255, (pixel >> 8) & 255, pixel & 255


def anna_holds_five(qtbot, size):
    """Alternate rule 2 (a hand of five), Anna and Ben, a stacked deal: Anna's ace moves a
    marble. The window, its curtain lifted for Anna."""
    w = open_window(qtbot, size, start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {"hand_of_five": True, "first": "first named"}, seed=9,
                 stack=[["AH", "4C", "4D", "5H", "9C"], ["4S", "4H", "2D", "3D", "9D"]])
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    return w


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_a_card_to_throw_away_may_be_dropped_on_the_discards(qtbot, size):
    """Alternate rule 2 with no card that moves a marble: the panel says "choose one to throw
    away", and the tester dragged the king onto the face-up Discards pile, which anyone would
    try: it was refused ("Click a card in your hand (or drop it on the card spot) to play it.")
    while a click worked (s29 t3 #8). The discards light up while a card that will be lost is
    dragged, and the drop throws it away; a card that moves a marble is not thrown away there."""
    w = anna_holds_five(qtbot, size)
    view = w.table.view
    # Anna's ace moves a marble: the discards are no place for it, the 4 is refused there
    drag(view, view.pieces["hand:AH"], view.zones["discards"].rect.center())
    assert w.session.record.moves == []
    play_card(view, "AH")
    drag_marble(w, "pen:red:0", "loop:14")
    play_card(view, "4C")
    drag_marble(w, "loop:14", "loop:10")
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    assert w.state.turn == 1 and not w.game.playable_cards(w.state)
    assert "None of your cards can move a marble: choose one to throw away." in label_texts(w)
    before = len(w.session.record.moves)
    vp, start = view.viewport(), grab_point(view, view.pieces["hand:3D"])
    end = view.mapFromScene(view.zones["discards"].rect.center())
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    assert sorted(z.spec.id for z in view.controller.lit) == ["card", "discards"]  # both lit
    for i in range(1, 7):
        move_to(view, start + (end - start) * i / 6)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)
    assert w.session.record.moves[before:] == [{"kind": "choose", "card": "3D"}, {"kind": "pass"}]
    assert w.state.discard[1][-1] == "3D"


def test_a_card_that_moves_a_marble_dropped_on_the_discards_says_why_it_stays(qtbot):
    """Alternate rule 2: "Play a card that moves a marble if you hold one ... Only when none of
    your cards can move a marble do you choose one to throw away" (rules page). Anna's ace,
    which moves a marble, dropped on the Discards was refused with "Click a card in your hand
    (or drop it on the card spot) to play it.", as if the drop were a slip: now why it cannot be
    thrown away."""
    w = anna_holds_five(qtbot, (1366, 768))
    view = w.table.view
    drag(view, view.pieces["hand:AH"], view.zones["discards"].rect.center())
    assert w.session.record.moves == []
    assert w.table.hint.text() == ("The ace of hearts moves a marble, so it must be played, not thrown away: "
                                   "double-click it, or drop it on the card spot."), w.table.hint.text()


@pytest.mark.parametrize("game_id", ["fast_track", "jokers_wild"])
def test_the_panel_gives_no_orders_on_a_computers_turn_with_nobody_at_the_laptop(qtbot, data_dir, monkeypatch,
                                                                                game_id):
    """Tester s31 t3 #5: six computers (a saved game watched), the table drawn for nobody: under
    "Robo Rex's turn" the panel said "Click your pile" (then "Drag a marble") while the status
    line said "Robo Rex is thinking…". On a computer's turn the panel says what the status line
    says, whoever the table is drawn for."""
    from cardtable.gui.main_window import MainWindow

    from .helpers import open_window
    from .test_computer_players import Held

    monkeypatch.setattr(MainWindow, "service_factory", Held)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0")
    w = open_window(qtbot, start=False)
    names = ["Robo Rita", "Robo Rex", "Robo Ruby", "Robo Remy"]
    w.start_game(game_id, names, {}, seed=2, computers=["medium"] * 4)
    qtbot.waitUntil(lambda: w.thinking is not None, timeout=2000)
    assert w.viewer is None
    spec = w.table.view.spec
    assert spec.prompt is not None and spec.prompt.text == "Robo Rita is thinking\u2026"
    orders = ("Click", "Choose a card", "Drag", "discard one", "Turn a card from", "Move a marble", "Put a card",
              "Joker: move", "Turn your discards")
    assert not [lab.text for lab in spec.labels if any(o in lab.text for o in orders)]


@pytest.mark.parametrize("throw", [False, True])
def test_a_stray_single_click_on_a_hand_card_changes_nothing(qtbot, throw):
    """s42 t1: with a hand of five a single click on a card played it at once, or threw it away
    and ended the turn when no card could move a marble ("each single click immediately played
    a card"). As in Rummoli and 5 in a Row, a single click now only says how; a double-click
    (or a drag) plays. Clicked twice slowly, as a family member does while waiting: nothing."""
    w = anna_holds_five(qtbot, (1366, 768))
    view = w.table.view
    if throw:  # to Ben, who holds no card that moves a marble
        play_card(view, "AH")
        drag_marble(w, "pen:red:0", "loop:14")
        play_card(view, "4C")
        drag_marble(w, "loop:14", "loop:10")
        QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
        assert w.state.turn == 1 and not w.game.playable_cards(w.state)
    card = "3D" if throw else "AH"
    before, snap = list(w.session.record.moves), w.state.to_json()
    click(view, view.pieces["hand:" + card])
    # (s46: the click chooses the card, for a click on where it goes, and says so)
    said = w.table.hint.text() if w.table.hint.isVisible() else w.status_text()
    if throw:
        assert said == "To throw away the 3 of diamonds, click the card being played (lit), or double-click it. Esc puts it back."
    else:
        assert said == ("To play the ace of hearts, click the card being played (lit), or double-click it; "
                        "then click (or drag) the marble it moves. Esc puts it back.")  # (s45: what comes next)
    qtbot.wait(600)  # (two single clicks, not a double-click: the second puts it back)
    click(view, view.pieces["hand:" + card])
    assert w.session.record.moves == before and w.state.to_json() == snap
    assert w.status_text() == "Put back." and not view.pieces["hand:" + card].selected
    play_card(view, card)
    assert w.session.record.moves[len(before)] == {"kind": "choose", "card": card}


def test_jokers_wild_hand_cards_are_not_played_by_one_click(qtbot):
    """Jokers Wild, the other marble game with cards: its hand is played by a drag or a
    double-click too (no card of the hand is a one-click piece)."""
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("jokers_wild", ["Anna", "Ben"], {}, seed=3)
    if w.table.curtain.isVisible():
        QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    view = w.table.view
    hand = [i for k, i in view.pieces.items() if k.startswith("hand:")]
    assert hand and not any(i.spec.clickable for i in hand)
    before = list(w.session.record.moves)
    click(view, hand[0])
    assert w.session.record.moves == before
