"""Jokers Wild and Biscuit played on their tables through real mouse presses and drags on the
view's viewport (issue 23): a card dragged to the discards then a marble out of Home, a refused
drop (the marble goes back, the reason is shown), a split 7 in two drags, discarding when stuck,
the curtain between hands; a Decktet card dragged to a line end, a refused drop, drawing by a
click on the pile and keeping the card drawn with a button."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from cardtable.core.first_dealer import LAST_DEALS

from .helpers import buttons, click, drag, grab_point, open_window, play_not_looked_at, settle, take_over


def drop_on(w, piece: str, target: str) -> None:
    """Press on ``piece`` and let it go with the grabbed point over the centre of ``target``."""
    view = w.table.view
    item = view.pieces[piece]
    settle(view)
    grab = view.mapToScene(grab_point(view, item))
    offset = grab - item.sceneBoundingRect().center()
    drag(view, item, view.zones[target].rect.center() + offset)


def moves(w) -> list:
    return list(w.session.record.moves)


def test_jokers_wild_by_mouse(qtbot):
    # Anna: ace, king, 5, 7, 2; Ben: nothing to bring a marble out (he must discard).
    anna = ["AH", "KD", "5S", "7H", "2C"]
    ben = ["5C", "5D", "9H", "2S", "3S"]
    order = [c for pair in zip(anna, ben) for c in pair] + ["4C", "4D", "6C", "6D"]
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("jokers_wild", ["Anna", "Ben"], {}, seed=3, stack=[order])
    view = w.table.view
    take_over(w)  # hands are hidden: the curtain first
    # a marble does not lift before a card is played
    drop_on(w, "m:pen:red:0", "h:loop:25")
    assert moves(w) == []
    # the 2 dropped on the discards to be rid of it: "You cannot pass if you have a play", and the
    # cards that can play are named (s46 t2 #11)
    drop_on(w, "hand:2C", "discard")
    assert moves(w) == [] and w.status_text() == (
        "An Ace or a face card is needed to bring a marble out of Home. Your ace of hearts or king of diamonds "
        "can bring one out, so you cannot discard: play one of them.")
    drop_on(w, "hand:AH", "discard")
    assert moves(w) == [{"kind": "play", "card": "AH"}]
    # out of Home: any marble at Home may be dragged (here the last of the row)
    drop_on(w, "m:pen:red:4", "h:loop:25")
    assert moves(w)[-1] == {"kind": "move", "from": "pen:red:0", "to": "loop:25", "steps": 0}
    assert "loop:25" in w.state.marbles[0] and w.game.current_player(w.state) == 1
    # Ben cannot play: the discard is his only move, by the same drag
    take_over(w)
    assert {m["kind"] for m in w.game.legal_moves(w.state)} == {"discard"}
    drop_on(w, "hand:9H", "discard")
    assert moves(w)[-1] == {"kind": "discard", "card": "9H"} and w.game.current_player(w.state) == 0
    take_over(w)
    # Anna's king: a second marble out; then a refused drop with the 7
    drop_on(w, "hand:KD", "discard")
    drop_on(w, "m:pen:red:1", "h:loop:25")  # her own marble is on the start: not lit, refused
    assert w.state.phase == "move"
    drop_on(w, "m:loop:25", "h:loop:35")
    assert "loop:35" in w.state.marbles[0]
    take_over(w)
    drop_on(w, "hand:5C", "discard")  # Ben discards again (still nothing to play)
    take_over(w)
    drop_on(w, "hand:7H", "discard")
    before = w.state.to_json()
    drop_on(w, "m:loop:35", "h:loop:44")  # nine on with a 7: refused, nothing changes
    assert w.state.to_json() == before
    settle(view)
    assert view.pieces["m:loop:35"].pos() == view.controller.start_pos
    drop_on(w, "m:loop:35", "h:loop:42")  # one marble out: the 7 goes on it in full
    assert "loop:42" in w.state.marbles[0] and w.game.current_player(w.state) == 1
    assert len(w.state.hands[0]) == 5


def test_biscuit_by_mouse(qtbot):
    # Anna holds the Lunatic (6: Moons, Waves); the initial card is the Forest (5: Moons, Leaves).
    anna = ["lunatic", "desert", "battle", "savage", "penitent", "betrayal"]
    ben = ["origin", "sailor", "mill", "darkness", "cave", "sea"]
    order = [c for pair in zip(anna, ben) for c in pair] + ["pact", "forest", "author", "painter"]
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("biscuit", ["Anna", "Ben"], dict(LAST_DEALS), seed=3, stack=[order])
    view = w.table.view
    take_over(w)
    assert w.state.main == ("forest",)
    # a card that shares no suit with the Forest does not lift: the press says it fits at no end
    # (naming every end's card: s46 t1 F4), and so does its drop
    click(view, view.pieces["hand:desert"])
    fits_nowhere = ("The Desert (2 of Suns and Wyrms) fits at no end of a line: it shares no suit with the Forest "
                    "(5 of Moons and Leaves).")
    assert moves(w) == [] and w.status_text() == fits_nowhere
    drop_on(w, "hand:desert", "end:main:left")
    assert moves(w) == [] and w.status_text() == fits_nowhere
    drop_on(w, "hand:lunatic", "end:main:right")
    assert moves(w) == [{"kind": "play", "card": "lunatic", "line": "main", "end": "right"}]
    assert w.state.points == (2, 0)  # a straight of two: 5, 6
    take_over(w)
    # Ben: the Cave (7: Waves, Wyrms) next to the Lunatic makes a straight of three
    drop_on(w, "hand:cave", "end:main:right")
    assert w.state.points == (2, 3)
    take_over(w)
    # Anna: nothing fits the Forest (Moons, Leaves) or the Cave (Waves, Wyrms)? She has the Savage
    # (Leaves, Wyrms) and the Penitent (Suns, Wyrms): they fit. Play the Savage left.
    drop_on(w, "hand:savage", "end:main:left")
    assert w.state.main[0] == "savage"
    take_over(w)
    assert w.game.current_player(w.state) == 1
    # the pile is a click to draw when nothing fits; here Ben can play, so it does nothing
    legal = {m["kind"] for m in w.game.legal_moves(w.state)}
    assert legal == {"play"}
    # the table shows the lines' ends as drop targets and the first card's face-down card
    assert {"end:main:left", "end:main:right"} <= set(view.zones) and "under" not in view.pieces  # a back, drawn
    # each line card is drawn once, in the tableau (not fanned again as played cards by the table)
    shown = [p.face for p in view.spec.pieces if p.face in w.state.main]
    assert sorted(shown) == sorted(w.state.main)


def test_biscuit_draw_and_keep(qtbot):
    """"If you do not have a card that can be legally played, then you must draw a card. You may
    play it immediately if possible.": a click on the pile, then the Keep button."""
    anna = ["desert", "battle", "penitent", "soldier", "betrayal", "calamity"]  # no Moons or Leaves
    ben = ["origin", "sailor", "mill", "darkness", "cave", "sea"]
    order = [c for pair in zip(anna, ben) for c in pair] + ["pact", "forest", "author", "painter"]
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("biscuit", ["Anna", "Ben"], dict(LAST_DEALS), seed=3, stack=[order])
    view = w.table.view
    take_over(w)
    assert w.game.legal_moves(w.state) == [{"kind": "draw"}]
    click(view, view.pieces["pile"])
    assert moves(w) == [{"kind": "draw"}] and w.state.phase == "drawn"
    assert "author" in w.state.hands[0]
    click(view, buttons(view)["Keep the card drawn"])
    assert moves(w)[-1] == {"kind": "pass"} and w.game.current_player(w.state) == 1


def test_finished_games_print_their_score_sheets(qapp, tmp_path):
    """A score sheet per game on paper (PDF): Biscuit a row per hand and the totals, Jokers Wild
    the standings with marbles in the Castle and the winners."""
    import shutil

    import pytest

    from cardtable.core.records import random_game
    from cardtable.games import get_game
    from cardtable.gui.printing import export_pdf

    from .test_printing import pdf_text

    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    biscuit = get_game("biscuit")
    _, state = random_game(biscuit, ["Ann", "Bob", "Cid"], {}, seed=4)
    sheet = biscuit.score_sheet(state)
    assert [r.label for r in sheet.rounds][:3] == ["Hand 1", "Hand 2", "Hand 3"][:len(sheet.rounds)]
    text = pdf_text(export_pdf(sheet, tmp_path / "biscuit.pdf", "A4"))
    assert "Biscuit score sheet" in text and all(n in text for n in ("Ann", "Bob", "Cid"))
    total_line = next(line for line in text.splitlines() if line.strip().startswith("Total "))
    assert [int(x) for x in total_line.split()[1:4]] == list(sheet.totals)
    jw = get_game("jokers_wild")
    _, state = random_game(jw, ["Ann", "Bob", "Cid", "Dee"], {}, seed=2)
    sheet = jw.score_sheet(state)
    text = pdf_text(export_pdf(sheet, tmp_path / "jw.pdf", "A4"))
    assert "Jokers Wild score sheet" in text and "Ann & Cid" in text and "Marbles in the Castle" in text
    assert sheet.winners and sheet.winner_text() in text


def play_where(w, **fields) -> None:
    """Play (without the mouse: setting the scene) the one legal move with these fields, or the
    first whose ``from`` is at Home when ``home=True``."""
    home = fields.pop("home", False)
    for m in w.game.legal_moves(w.state):
        if all(m.get(k) == v for k, v in fields.items()) and (not home or str(m.get("from", "")).startswith("pen:")):
            refused = w.play(m)
            assert refused is None or refused.ok
            if w.table.curtain.isVisible():
                take_over(w)
            return
    raise AssertionError(f"no legal move {fields} in {w.game.legal_moves(w.state)}")


def test_jokers_wild_split_seven_and_joker_by_mouse(qtbot):
    """"Seven ... may be split in any way between TWO of your marbles": two drags, the count left
    on the table. "Joker ... taking your marble ... and taking the place of any marble on the
    board. If it is an opponents marble you send them back to Home": a drag onto that marble."""
    anna = ["AH", "KD", "7H", "JK", "2C"]
    ben = ["KC", "5D", "9H", "2S", "3S"]
    pile = ["AS", "4D", "6C", "6D", "8C", "8D", "9C", "9D"]
    order = [c for pair in zip(anna, ben) for c in pair] + pile
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("jokers_wild", ["Anna", "Ben"], {}, seed=3, stack=[order])
    take_over(w)
    play_where(w, kind="play", card="AH")
    play_where(w, kind="move", home=True)  # red out on its starting place
    play_where(w, kind="play", card="KC")
    play_where(w, kind="move", home=True)  # green out on its starting place
    play_where(w, kind="play", card="KD")
    play_where(w, kind="move", to="loop:35")
    play_where(w, kind="play", card="2S")
    play_where(w, kind="move", to="loop:63")
    play_where(w, kind="play", card="AS")
    play_where(w, kind="move", home=True)  # a second red marble out
    play_where(w, kind="play", card="3S")
    play_where(w, kind="move", to="loop:66")
    assert set(w.state.marbles[0][:2]) == {"loop:25", "loop:35"} and w.game.current_player(w.state) == 0
    view = w.table.view
    drop_on(w, "hand:7H", "discard")
    drop_on(w, "m:loop:35", "h:loop:38")  # 3 of the 7 ...
    assert w.state.seven_left == 4
    assert any(item.spec.text == "7 split: 4 left" for item in view.scene().items() if hasattr(item, "spec")
               and getattr(item.spec, "text", None))
    drop_on(w, "m:loop:38", "h:loop:42")  # not the same marble again: refused
    assert w.state.seven_left == 4
    drop_on(w, "m:loop:25", "h:loop:29")  # ... and 4 with the other
    assert set(w.state.marbles[0][:2]) == {"loop:29", "loop:38"} and w.game.current_player(w.state) == 1
    take_over(w)
    play_where(w, kind="play", card="4D")
    play_where(w, kind="move", to="loop:70")
    drop_on(w, "hand:JK", "discard")
    drop_on(w, "m:loop:38", "h:loop:70")  # the Joker: Anna's marble takes Ben's place
    assert moves(w)[-1] == {"kind": "joker", "from": "loop:38", "to": "loop:70"}
    assert "loop:70" in w.state.marbles[0] and all(h.startswith("pen:") for h in w.state.marbles[1])


def test_biscuit_cross_line_by_mouse(qtbot):
    """"If you play a card in the main line that is the same rank as the initial face up card,
    then you open a cross line. Subsequent cards may be played up or down from the cross card.\""""
    # The initial card is the Forest (5: Moons, Leaves); Anna holds the Battle (4: Wyrms, Knots)
    # and the Soldier (5: Wyrms, Knots); Ben the Betrayal (8: Wyrms, Knots).
    anna = ["chance-meeting", "soldier", "desert", "penitent", "cave", "calamity"]
    ben = ["market", "betrayal", "origin", "sailor", "mill", "sea"]
    order = [c for pair in zip(anna, ben) for c in pair] + ["pact", "forest", "author", "painter"]
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("biscuit", ["Anna", "Ben"], dict(LAST_DEALS), seed=3, stack=[order])
    take_over(w)
    drop_on(w, "hand:chance-meeting", "end:main:right")  # 7: Moons, Leaves
    take_over(w)
    drop_on(w, "hand:market", "end:main:right")  # 6: Leaves, Knots next to the Chance Meeting
    take_over(w)
    drop_on(w, "hand:soldier", "end:main:right")  # a 5 (Knots with the Market): a cross card
    assert w.state.crosses == (("soldier", (), ()),)
    take_over(w)
    view = w.table.view
    assert {"end:soldier:up", "end:soldier:down"} <= set(view.zones)
    drop_on(w, "hand:betrayal", "end:soldier:down")
    assert w.state.crosses == (("soldier", (), ("betrayal",)),)
    assert "line:betrayal" in view.pieces


def test_biscuit_long_main_line_goes_on_in_a_second_row():
    """A long main line is not shrunk to a strip of tiny cards: it goes on in a second row under
    the first (each card once, both ends still drop targets, the cards larger than in one row)."""
    import dataclasses
    import random

    from cardtable.games import get_game
    from cardtable.gui.generic_table import SEAT_W
    from cardtable.gui.layouts.biscuit import BiscuitTable

    game = get_game("biscuit")
    state = game.setup(["Anna", "Ben", "Cleo", "Dev"], {}, 5)
    rnd = random.Random(5)
    while len(state.main) < 20:
        legal = game.legal_moves(state)
        plays = [m for m in legal if m["kind"] == "play" and m["line"] == "main"]
        state = game.apply(state, rnd.choice(plays or legal)).state
    state = dataclasses.replace(state, crosses=())  # (cross lines need room above and below each row)
    table = BiscuitTable()
    viewer = game.current_player(state)
    spec = table.describe(game, state, viewer, 1.75, "")
    line = [p for p in spec.pieces if p.zone == "main"]
    assert sorted(p.face for p in line) == sorted(state.main)
    rows = sorted({round(p.y, 3) for p in line})
    assert len(rows) == 2
    one_row = table._scale(game.observation(state, viewer)["public"], spec.width - 2 * SEAT_W - 0.5)[0]
    assert line[0].scale > one_row * 1.15
    assert {"end:main:left", "end:main:right"} <= {t.id for t in spec.targets}


def test_jokers_wild_helping_line_sits_beside_its_marble(qtbot):
    """ "Once all your marbles are in your castle you then assist your partner": the panel says
    "moves purple (helping)", which ran over its marble (the words centred right of the middle
    whatever their length, the marble at a fixed place). The marble comes first, the words
    after it on the same line, clear of it."""
    from PySide6.QtCore import QRectF

    from cardtable.games.marble_tracks import hole_kind
    from cardtable.gui.layouts.fast_track import COLOURS

    from .helpers import labels

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("jokers_wild", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5)
    game, state = w.game, w.state
    anna = state.turn
    colour = state.colours[anna]
    castle = tuple(game.board().homes[colour])
    assert all(hole_kind(h) == "home" for h in castle)
    marbles = list(state.marbles)
    marbles[anna] = castle[:len(marbles[anna])]
    w.session._state = state.replace(marbles=tuple(marbles))  # (a position hundreds of moves on, set directly)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    w.table.view.rebuild()
    settle(w.table.view)
    view = w.table.view
    line = [i for i in labels(view) if i.spec.text.startswith("moves ")]
    assert len(line) == 1 and line[0].spec.text.endswith("(helping)"), [i.spec.text for i in labels(view)]
    text = line[0].mapRectToScene(line[0].text_rect)
    u = view.unit
    swatches = [s for s in view.spec.board_key[4] if s[0] in COLOURS  # the panel's marbles on its line
                and abs((s[2] + s[3] / 2) * u - text.center().y()) < s[3] * u]
    assert len(swatches) == 1
    for c, x, y, s in swatches:
        marble = QRectF(x * u, y * u, s * u, s * u)
        assert not marble.intersects(text) and marble.right() < text.left()


def test_a_marble_race_score_sheet_says_how_it_is_won(qtbot):
    """Fast Track ("To get all of your pegs 'Home'") and Jokers Wild ("The team getting all their
    marbles into their 'Castle' first is the winner"): the score sheet opened with Ctrl+T says
    so, and its bottom row is the marbles home (in the Castle), named so. It said "Fast Track:
    highest total wins", "Bottom row: the totals; the highest total wins" over a "Total" row
    of 0s, and a family read a points race. Across at 1366x768; at 1024x600 Jokers Wild's two
    teams go down the panel, under a "Marbles in the Castle" column on two lines (no "Last"
    column: "Last: Cards played" meant nothing)."""
    import random

    from PySide6.QtWidgets import QApplication

    def played(game_id, names, options, size):
        w = open_window(qtbot, size, start=False)
        w.start_game(game_id, names, options, seed=3, open_handed=True)
        rnd = random.Random(1)
        for k in range(40):
            legal = w.game.legal_moves(w.state)
            move = rnd.choice([m for m in legal if m["kind"] != "pass"] or legal)
            # (the positions before the last laid out only: the test looks at the score sheet then)
            if k == 39:
                w.play(move)
            else:
                play_not_looked_at(w, move)
        w.score_view_action.trigger()  # Ctrl+T
        QApplication.processEvents()
        return w, w.score_panel.scores

    w, scores = played("fast_track", ["Anna", "Ben", "Robo Ruby"], {"hand_of_five": True}, (1366, 768))
    table = scores.table
    assert not scores.players_down
    assert w.game.scores(w.state) == [0, 1, 0]  # Ben has a marble home
    assert scores.caption.text() == "Ben is ahead (the first player with every marble home wins)."
    # (the house rule chosen is said first: s27, "nothing on the table, score sheet or Help > Rules
    # says which house rules are on in this game")
    # (and the game, open-handed among two people with hands of five, says so: s43 t3 F2)
    assert scores.legend.text() == ("House rules in this game: Hand of five (alternate rule 2); "
                                    "Everyone plays open-handed (no hand-off curtain).\n"
                                    "Each cell: count in that row. Bottom row: marbles home; "
                                    "the first player with every marble home wins.")
    bottom = table.rowCount() - 1
    assert table.verticalHeaderItem(bottom).text() == "Marbles home"
    assert [table.item(bottom, c).text() for c in range(3)] == ["0", "1", "0"]
    rows = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert "In the bullseye" in rows and not any("bull's" in r for r in rows)  # as the log and rules page
    assert scores.leader_columns() == [1]
    w.close()

    w, scores = played("jokers_wild", ["Anna", "Ben", "Robo Ruby", "Robo Remy"], {}, (1024, 600))
    table = scores.table
    assert scores.players_down
    assert scores.caption.text() == "Jokers Wild: the first team with every marble in their Castles wins."
    assert [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())] == ["Marbles in\nthe Castle"]
    assert [table.verticalHeaderItem(r).text() for r in range(2)] == ["Anna & Robo Ruby", "Ben & Robo Remy"]
    # (an open-handed game of two people, which it says: s43 t3 F2)
    assert scores.legend.text().startswith("House rules in this game: Everyone plays open-handed (no hand-off "
                                           "curtain).\nEach team's marbles in the Castle.")
    for c in range(2):  # the names whole beside the column
        assert table.verticalHeader().width() >= table.verticalHeader().fontMetrics().horizontalAdvance(
            table.verticalHeaderItem(c).text())
    assert "highest" not in scores.caption.text() + scores.legend.text()
    w.close()


def test_jokers_wild_table_says_who_partners_whom():
    """s27 t4: "The setup dialog says "Partners: Anna and Cleo against Robo Rex and Dev.", but once
    the game starts the side panel only lists the four colours and castles" (rule text: "with four
    players opposites are partners"). The panel names each partnership beside its two colours;
    with two players there are no partners to name."""
    from cardtable.games import get_game
    from cardtable.gui.layouts.jokers_wild import describe

    game = get_game("jokers_wild")
    state = game.setup(["Anna", "Robo Rex", "Cleo", "Dev"], {}, seed=5)
    texts = [label.text for label in describe(game, state, 0, 1024 / 540, "").labels]
    assert "Partners: Anna & Cleo" in texts and "Partners: Robo Rex & Dev" in texts, texts
    assert state.colours[0::2] == ("red", "green")  # (the swatches beside them: the team's colours)
    two = game.setup(["Anna", "Ben"], {}, seed=5)
    assert not any("Partners" in label.text for label in describe(game, two, 0, 1024 / 540, "").labels)
