"""Spider (003_568aafc6ffe6d89e.txt, section "Spider"): each test quotes the sentence it checks.
Positions are laid out column by column (bottom card first, ``down`` face-down cards under the
rest), as a player would set them up at the table."""

from __future__ import annotations

import os
import random

import pytest

from cardtable.core.game import Move
from cardtable.core.rng import shuffle
from cardtable.games.spider import (
    COLUMN_KEYS, DEAL_MOVE, GAME, GIVE_UP_MOVE, KING_TO_ACE, SpiderDeck, is_full_run,
)
from tests.games.spider_positions import cut_position

THOROUGH = os.environ.get("CARDTABLE_THOROUGH") == "1"

FILLERS = [["KD"], ["KC"], ["KH"], ["KS"]] * 2  # kings: they go nowhere but a space


def position(columns, down=None, stock=None, removed=()):
    """A Spider position: ``columns`` as lists (bottom first, ``down`` face-down cards under the
    rest), the runs already removed, and the stock (by default every card not placed)."""
    state = GAME.setup(["You"], {}, seed=1)
    cols = tuple(tuple(c) for c in columns) + ((),) * (10 - len(columns))
    if stock is None:
        pool = list(GAME.pieces(1, state.options).cards())
        for card in [c for col in cols for c in col] + [c for r in removed for c in r]:
            pool.remove(card)
        stock = pool
    return state.replace(columns=cols, down=tuple(down) if down is not None else (0,) * 10, stock=tuple(stock),
                         removed=tuple(tuple(r) for r in removed))


def move(src, dst, cards):
    return Move(kind="move", src=COLUMN_KEYS[src], dst=COLUMN_KEYS[dst], cards=tuple(cards))


def run(suit, top="K", bottom="A"):
    ranks = KING_TO_ACE[KING_TO_ACE.index(top):KING_TO_ACE.index(bottom) + 1]
    return [r + suit for r in ranks]


def test_the_deal_is_54_cards_in_ten_columns_and_50_in_the_stock():
    """ "deal ten cards, face down ... until each column has four cards. Deal a fifth card to the
    first four columns, then one face-up card to each column ... a 54-card tableau; set the
    remaining 50 cards aside, forming the stock." """
    order = shuffle(SpiderDeck(decks=2).cards(), 3, 0)
    state = GAME.setup(["You"], {}, seed=3, stack=[order])
    assert [len(c) for c in state.columns] == [6] * 4 + [5] * 6
    assert state.down == (5,) * 4 + (4,) * 6
    assert len(state.stock) == 50
    # dealt row by row: the first ten cards are the bottom row, the last ten the face-up cards
    assert [c[0] for c in state.columns] == order[:10]
    assert [c[-1] for c in state.columns] == order[44:54]
    view = GAME.observation(state, 0)["zones"]
    assert view["col1"]["cards"][:5] == [None] * 5 and view["col1"]["cards"][5] == order[44]


def test_a_card_goes_on_one_rank_higher_of_any_suit():
    """ "a 9♠ can be placed on the 10♦, which can be placed on the J♥" """
    state = position([["JH"], ["10D"], ["9S"]])
    assert GAME.check(state, move(2, 1, ["9S"])) is None
    assert GAME.check(state, move(1, 0, ["10D"])) is None
    assert GAME.check(state, move(2, 0, ["9S"])) is not None


def test_only_a_run_of_one_suit_moves_as_a_unit():
    """ "of the aforementioned J♥-10♦-9♠ sequence, only the 9 would be able to be moved. A
    J♣-10♣-9♣ sequence, however, may be moved together onto a queen." """
    state = position([["JH", "10D", "9S"], ["JC", "10C", "9C"], ["QD"], ["10H"]])
    before = state.to_json()
    refused = GAME.apply(state, move(0, 2, ["JH", "10D", "9S"]))
    assert not refused.ok and "same suit" in refused.reason
    assert state.to_json() == before
    assert GAME.check(state, move(0, 3, ["9S"])) is None
    assert GAME.check(state, move(1, 2, ["JC", "10C", "9C"])) is None


def test_kings_go_only_to_an_empty_space_and_aces_only_on_twos():
    """ "Aces are low and can only be played on twos; kings are high and cannot be played on any
    other card (but can be moved to an empty space)." """
    state = position([["KS"], ["AS"], ["2H"], ["QH"], ["5C"], ["6C"], ["7C"], ["8C"], ["9C"]])
    refused = GAME.apply(state, move(0, 3, ["KS"]))
    assert not refused.ok and "Kings are high" in refused.reason
    assert GAME.check(state, move(1, 2, ["AS"])) is None
    assert GAME.check(state, move(1, 3, ["AS"])) is not None
    assert GAME.check(state, move(0, 9, ["KS"])) is None  # column 10 is empty


def test_exposed_cards_turn_up_and_an_empty_space_takes_any_card():
    """ "When face-down cards are exposed, they are turned face-up. If an empty space is formed in
    the tableau, it may be filled by any card (or sequence of cards)." """
    state = position([["3D", "8H"], ["9H"], ["4C"]] + FILLERS[:6], down=[1] + [0] * 9)
    state = GAME.apply(state, move(0, 1, ["8H"])).state
    assert state.down[0] == 0 and GAME.observation(state, 0)["zones"]["col1"]["cards"] == ["3D"]
    state = GAME.apply(state, move(0, 2, ["3D"])).state
    assert state.columns[0] == ()
    assert GAME.check(state, move(1, 0, ["9H", "8H"])) is None


def test_no_deal_with_an_empty_space():
    """ "No empty spaces may be present in the tableau in order for cards to be dealt from the
    stock." """
    state = position(FILLERS + [["9H"]])
    before = state.to_json()
    refused = GAME.apply(state, DEAL_MOVE)
    assert not refused.ok and "No empty spaces" in refused.reason and state.to_json() == before
    full = position(FILLERS + [["9H"], ["9H"]])
    dealt = GAME.apply(full, DEAL_MOVE).state
    assert [len(c) for c in dealt.columns] == [2] * 10 and len(dealt.stock) == len(full.stock) - 10
    assert dealt.columns[0][-1] == full.stock[-1]


def test_a_king_to_ace_run_of_one_suit_is_removed():
    """ "If a sequence of thirteen cards of the same suit, from king down to ace, is built, the
    entire sequence is removed from play." """
    state = position([["7D"] + run("S", "K", "2"), ["AS"]], down=[1] + [0] * 9)
    applied = GAME.apply(state, move(1, 0, ["AS"]))
    new = applied.state
    assert new.removed == (tuple(run("S")),) and is_full_run(new.removed[0])
    assert new.columns[0] == ("7D",) and new.down[0] == 0  # the card under it turns up
    assert any("removed from play" in e for e in applied.events)
    assert GAME.observation(new, 0)["zones"]["run1"]["cards"][-1] == "KS"


def test_a_run_over_face_down_cards_is_not_removed_and_leads_nowhere():
    """ "If a sequence of thirteen cards of the same suit, from king down to ace, is built, the
    entire sequence is removed from play." Built: the king and queen of spades lie face down
    (dealt, never built) under the jack to 2 of spades; the ace on them is no removal. "Game
    play continues until the game is won or no useful moves are possible": the ace could only
    go back and forth, so the game is over (the search for a way on counted the face-down king
    and queen as part of a run it finished, and played on towards a finish that never came)."""
    state = position([run("S", "K", "2"), ["9H", "2S", "AS"]] + FILLERS, down=[2] + [0] * 9, stock=())
    assert not GAME.is_over(state) and GAME.useful_moves(state) == []
    applied = GAME.apply(state, move(1, 0, ["AS"]))
    new = applied.state
    assert new.removed == () and new.columns[0] == tuple(run("S")) and new.down[0] == 2
    assert not any("removed from play" in e for e in applied.events)
    assert GAME.is_over(new) and GAME.winners(new) == [] and "no useful move" in applied.events[-1]
    # the same with all thirteen face up: removed
    up = GAME.apply(state.replace(down=(0,) * 10), move(1, 0, ["AS"])).state
    assert up.removed == (tuple(run("S")),)


def test_the_game_is_won_when_all_104_cards_are_removed():
    """ "The game is won when the entire deck is discarded in this manner." """
    runs = [run(s) for s in "SHDC"] * 2
    state = position([run("S", "K", "2"), ["AS"]], removed=runs[1:])
    assert state.stock == ()
    new = GAME.apply(state, move(1, 0, ["AS"])).state
    assert GAME.is_over(new) and GAME.winners(new) == [0] and GAME.legal_moves(new) == []
    assert GAME.score_sheet(new).sections[0].rows[0].cells[0][0] == 8



def test_fewer_than_ten_cards_on_the_table_with_a_stock_ends_the_game():
    """ "No empty spaces may be present in the tableau in order for cards to be dealt from the
    stock": with nine cards left on the table no deal can ever fill the ten columns, and nine
    cards make no run of thirteen, so the game is over at once, saying why."""
    others = [["KD"], ["KC"], ["KH"], ["QD"]] * 2  # no card goes anywhere useful
    state = position([run("S", "K", "2"), ["AS"]] + others)
    applied = GAME.apply(state, move(1, 0, ["AS"]))
    new = applied.state
    assert sum(map(len, new.columns)) == 8 and new.stock
    assert GAME.is_over(new) and GAME.winners(new) == [] and GAME.legal_moves(new) == []
    assert "no deal can be made" in applied.events[-1]
    assert GAME.status(new).startswith("Fewer than ten cards are left on the table")
    assert "deals left" in GAME.status(new)


def test_one_deal_left_is_said_in_the_singular():
    state = position(FILLERS + [["9H"], ["9H"]])
    state = state.replace(stock=state.stock[:20])
    dealt = GAME.apply(state, DEAL_MOVE)
    assert "(1 deal left)" in dealt.events[0] and "1 deal left" in GAME.status(dealt.state)


def test_play_goes_on_until_no_useful_moves_are_possible():
    """ "Game play continues until the game is won or no useful moves are possible." With the
    stock empty, moving a card back and forth between two equal places is no useful move."""
    state = position([["10H", "9C"], ["10S"], ["KD"]], stock=())
    assert not GAME.is_over(state) and GAME.useful_moves(state) == []
    applied = GAME.apply(state, move(0, 1, ["9C"]))
    assert GAME.is_over(applied.state) and GAME.winners(applied.state) == []
    assert "no useful move" in applied.events[-1]
    # with cards in the stock, play goes on (deal, once no space is empty)
    others = [["KD"], ["KC"], ["KH"], ["QD"]] * 2
    assert not GAME.is_over(GAME.apply(position([["10H", "9C"], ["10S"]] + others), move(0, 1, ["9C"])).state)


def test_hints_a_useful_move_else_deal():
    """Decided: a hint is a useful move, else "deal"."""
    state = position([["3D", "8H"], ["9H"]] + FILLERS[:8], down=[1] + [0] * 9)
    assert GAME.hint(state) == "move the 8 of hearts from column 1 to column 2"
    plain = position(FILLERS + [["5S"], ["5H"]])
    assert GAME.hint(plain) == "deal ten from the stock"


def test_give_up_and_undo_without_limit():
    """Decided: give up ends the game; undo is allowed for every move, deals too."""
    state = GAME.setup(["You"], {}, seed=5)
    assert GAME.can_undo(state, DEAL_MOVE)
    over = GAME.apply(state, GIVE_UP_MOVE).state
    assert GAME.is_over(over) and GAME.winners(over) == [] and GAME.status(over).startswith("Given up")


@pytest.mark.parametrize("suits", [4, 2, 1])
def test_the_suits_option(suits):
    """Option (not in the text): two decks' worth of cards in four, two or one suits."""
    state = GAME.setup(["You"], {"suits": suits}, seed=2)
    cards = [c for col in state.columns for c in col] + list(state.stock)
    assert len(cards) == 104 and len({c[-1] for c in cards}) == suits


def _play_patiently(seed: int, suits: int, rng: random.Random) -> None:
    """A whole game with capped random moves per deal (then deal, else give up); the invariants
    after every move."""
    state = GAME.setup(["You"], {"suits": suits}, seed=seed)
    since_deal = 0
    while not GAME.is_over(state):
        legal = [m for m in GAME.legal_moves(state) if m.kind == "move"]
        useful = GAME.useful_moves(state)
        if since_deal < 12 and (useful or legal):
            choice = rng.choice(useful or legal)
        elif GAME.can_deal(state):
            choice, since_deal = DEAL_MOVE, -1
        else:
            choice = GIVE_UP_MOVE
        since_deal += 1
        applied = GAME.apply(state, choice)
        assert applied.ok
        check_spider(applied.state)
        state = applied.state


def check_spider(state) -> None:
    """Every card in exactly one place; no face-down card over a face-up one; removed runs king
    to ace in one suit."""
    from collections import Counter

    cards = Counter(c for col in state.columns for c in col) + Counter(state.stock)
    cards += Counter(c for r in state.removed for c in r)
    assert cards == GAME.pieces(1, state.options).counts()
    for col, down in zip(state.columns, state.down):
        assert 0 <= down < max(1, len(col)) or (not col and down == 0)
    for zone in GAME.zones(state):
        if zone.per_card:
            seen = [s.value for s in zone.per_card]
            assert seen == sorted(seen, key=lambda v: v != "nobody")
    assert all(is_full_run(r) for r in state.removed)


def test_many_patient_games_keep_the_invariants():
    rng = random.Random(22)
    # (s39: the everyday run plays half of them, the thorough run, CARDTABLE_THOROUGH=1, all; the
    # contract test plays many more random games of every game each day)
    for seed in range(300 if THOROUGH else 150):
        _play_patiently(seed, (4, 2, 1)[seed % 3], rng)


def test_going_round_in_circles_ends_the_game():
    """Decided: 50 moves in a row that turn up nothing, remove nothing and deal nothing end the game
    as if no useful move were left."""
    state = position([["10H", "9C"], ["10S"]] + FILLERS[:8])
    for k in range(50):
        assert not GAME.is_over(state)
        src, dst = (0, 1) if k % 2 == 0 else (1, 0)
        state = GAME.apply(state, move(src, dst, ["9C"])).state
    assert GAME.is_over(state) and state.result == "stuck"


def test_restart_deals_the_same_cards_again():
    """Decided: restart is the same deal from the beginning (the sheet counts restarts)."""
    from cardtable.games.spider import RESTART_MOVE

    state = GAME.setup(["You"], {}, seed=7)
    assert RESTART_MOVE not in GAME.legal_moves(state)
    played = GAME.apply(GAME.apply(state, DEAL_MOVE).state, RESTART_MOVE).state
    assert played.columns == state.columns and played.stock == state.stock and played.restarts == 1
    assert "restarted 1 time." in GAME.score_sheet(played).notes[0]


# ----- undos on the sheet ----------------------------------------------------------------------
def test_the_sheet_counts_the_moves_taken_back(tmp_path, monkeypatch):
    """Decided (the text says nothing of undo; undo has no limit): the sheet shows how many moves
    were taken back ("Undos"), a restart keeps the count, and a saved game shows the same count
    when it is opened again (the record carries it)."""
    from cardtable.core.records import Record
    from cardtable.core.session import Session
    from cardtable.games.spider import RESTART_MOVE
    from cardtable.store.saves import SaveStore

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    session = Session.new(GAME, ["You"], {}, seed=7)
    sheet = GAME.score_sheet(session.state)
    assert sheet.sub_columns == ("Runs removed", "Moves", "Undos")
    assert sheet.sections[0].rows[0].cells[0][2] == 0
    session.play(DEAL_MOVE)
    session.play(GAME.legal_moves(session.state)[0])
    assert session.undo() is None and session.undo() is None  # both moves taken back
    assert session.state.undos == 2 and session.record.undos == 2
    assert GAME.score_sheet(session.state).sections[0].rows[0].cells[0] == (0, 0, 2)
    assert session.redo() is None and session.state.undos == 2  # redo plays again, takes nothing back
    session.play(RESTART_MOVE)
    assert session.state.undos == 2 and session.state.moves_made == 0
    assert session.undo() is None and session.state.undos == 3  # the restart taken back
    assert "Undos" in GAME.score_sheet(session.state).notes[0]

    store = SaveStore()
    save_id = store.new_id("spider")
    store.save(save_id, session)
    again = store.load(save_id)
    assert again.state.undos == 3 and again.record.undos == 3
    assert GAME.score_sheet(again.state) == GAME.score_sheet(session.state)
    assert Record.from_json(session.record.to_json()).undos == 3


def test_a_record_with_a_bad_undo_count_is_refused_with_a_reason():
    from cardtable.core.records import Record, RecordError
    from cardtable.core.session import Session

    data = Session.new(GAME, ["You"], {}, seed=7).record.to_json()
    assert "undos" not in data  # none taken back: the record is as before
    for bad in (-1, "3", True, 1.5):
        with pytest.raises(RecordError, match="undos"):
            Record.from_json({**data, "undos": bad})


def test_cards_pressed_with_nowhere_to_go_are_told_where_they_may_go():
    """ "Cards may be moved to other columns, so long as the card they are placed upon is one rank
    higher"; kings "can be moved to an empty space". Asked about cards with no place named (a
    press on the table when they have nowhere to go), the engine says where such cards go."""
    state = position([["JH", "10D", "9S"], ["KS"], ["5C", "4C"]] + FILLERS[:7])
    nowhere = Move(kind="move", src=COLUMN_KEYS[2], cards=("5C", "4C"))
    assert GAME.check(state, nowhere) == ("The 5 and 4 of clubs can only go on a card one rank "
                                          "higher (a 6) at the bottom of a column, or to an empty column, and "
                                          "there is none now.")
    assert GAME.check(state, Move(kind="move", src=COLUMN_KEYS[1], cards=("KS",))) == \
        "The king of spades can only go to an empty column, and there is none now."
    assert "same suit" in GAME.check(state, Move(kind="move", src=COLUMN_KEYS[0], cards=("10D", "9S")))


def test_a_run_moved_is_said_with_its_cards():
    """The log said "the 8 of spades and the 1 below it" of two cards, then "the 5 of spades and
    the card below it", read as the card under it (the 4 lies on it as drawn, s37 t2): a run, one
    suit, is said by its top and bottom cards."""
    state = position([["9H"], ["8S", "7S"], ["10C"], ["9C", "8C", "7C"]] + FILLERS[:6])
    said = [str(e) for e in GAME.apply(state, move(1, 0, ["8S", "7S"])).events]
    assert said[0] == "You move the 8 and 7 of spades from column 2 to column 1."
    said = [str(e) for e in GAME.apply(state, move(3, 2, ["9C", "8C", "7C"])).events]
    assert said[0] == "You move the 9 down to the 7 of clubs from column 4 to column 3."


def test_the_sheet_of_one_player_says_how_the_game_stands_not_who_leads():
    """A game for one: nobody "leads", and the highest total does not win; "Won when all 104 cards
    are removed". The sheet said "Anna leads (highest total wins)." after giving up."""
    state = GAME.setup(["Anna"], {}, seed=5)
    sheet = GAME.score_sheet(state)
    assert sheet.leaders() == [] and sheet.extra["goal"] == "remove all eight runs of king to ace to win"
    sheet = GAME.score_sheet(GAME.apply(state, GIVE_UP_MOVE).state)
    assert sheet.leaders() == [] and sheet.extra["goal"] == "given up with 0 of 8 runs removed"


def test_a_hint_prefers_a_step_on_the_table_to_dealing_ten():
    """Finding: "Spider hint "Hint: deal ten from the stock." while a 3♦/3♥ could go on the 4♠":
    the 3 of diamonds onto the 4 of spades frees the 5 of hearts, which goes on the 6 of
    diamonds and turns up a card. The hint now follows the Medium player's choice: a move on the
    table that is not pointless before a deal."""
    state = position([["2C", "5H", "3D"], ["2D", "JS", "4S"], ["6D"]] + FILLERS[:7], down=[1, 1] + [0] * 8)
    assert GAME.useful_moves(state) == []  # (no move is useful for itself)
    assert GAME.hint(state) == "move the 3 of diamonds from column 1 to column 2"
    after = GAME.apply(state, move(0, 1, ["3D"])).state
    assert GAME.hint(after) == "move the 5 of hearts from column 1 to column 3"
    # a move back and forth is never hinted: kings alone, and two fives, deal
    assert GAME.hint(position(FILLERS + [["5S"], ["5H"]])) == "deal ten from the stock"


def test_a_way_through_empty_columns_keeps_the_game_going():
    """Finding (s27 t3, Spider seed 2, 1 suit): "Not this time. No useful move is left" with three
    empty columns and five face-down cards still reachable: moving 8-7-6 into column 1 and then
    the 10 into column 5 turns up a hidden card. "If an empty space is formed in the tableau, it
    may be filled by any card (or sequence of cards)." ... "Game play continues until the game is
    won or no useful moves are possible." (The tester's table, rebuilt; the last move made puts
    the 6 of spades from column 3 onto column 2.)"""
    state = GAME.setup(["You"], {"suits": 1}, seed=2)
    columns = ((), ("5S", "5S", "5S", "9S", "JS", "10S", "8S", "7S"),
               ("QS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S"), ("4S", "3S", "2S"), (),
               ("AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S"), ("4S", "3S", "2S", "AS"), (),
               ("KS",), ("4S", "3S", "2S", "AS"))
    removed = (tuple(run("S")),) * 5
    state = state.replace(columns=columns, down=(0, 5) + (0,) * 8, stock=(), removed=removed)
    after = GAME.apply(state, move(2, 1, ["6S"])).state
    assert not GAME.is_over(after)
    assert GAME.hint(after).startswith("move the 8 of spades from column 2")
    step = GAME.apply(after, move(1, 0, ["8S", "7S", "6S"])).state
    assert not GAME.is_over(step)
    turned = GAME.apply(step, move(1, 4, ["10S"]))
    assert "The jack of spades is turned up in column 2." in turned.events


def test_the_search_for_a_way_on_is_bounded_and_never_ends_a_game_early(monkeypatch):
    """Decided: when the search cannot look to the end, the game goes on (going round in
    circles still ends it)."""
    import cardtable.games.spider as spider
    state = position([["10H", "9C"], ["10S"], ["KD"], [], []], stock=())
    assert GAME.way_on(state) is None  # looked at to the end: nothing leads on
    monkeypatch.setattr(spider, "SEARCH_LIMIT", 1)
    assert GAME.way_on(state) is not None


def test_the_hint_never_peeks_at_face_down_cards():
    """The hint (the prompt's, which Help > Hint shares) is advice to the player: like the
    computer players ("Agents never peek: for every game, two states that differ only in cards
    hidden from a seat give the same choice", tests/ai/test_agents.py), it may use only what she
    sees: the face-up cards and how many are face down. Here the king and queen of spades lie
    face down under the jack to 3 of spades; the hint's search for a way on took them as part of
    a run finished by the 2 and ace of spades, and hinted that move where a re-deal of the
    face-down cards hinted another. (It had turned nothing up for four moves: the hint follows
    that search.)"""
    spades = run("S")
    kings = [["2D", "KD"], ["2C", "KC"], ["2H", "KH"], ["3D", "KS"], ["3C", "KD"], ["3H", "KC"]]
    columns = [["5D"], ["6C"], spades[:11], spades[11:]] + kings
    state = position(columns, down=[0, 0, 2, 0] + [1] * 6, stock=()).replace(idle=4)
    redeal = state.replace(columns=state.columns[:2] + ((spades[1], spades[0]) + tuple(spades[2:11]),)
                           + state.columns[3:])
    others = [redeal] + [GAME.determinize(state, 0, random.Random(k)) for k in range(4)]
    for other in others:
        assert GAME.observation(other, 0) == GAME.observation(state, 0)
        assert GAME.hint(other) == GAME.hint(state)
        assert GAME.suggested_move(other) == GAME.suggested_move(state)
    # (the space for the jack to 3 of spades, which turns up a card the player can see she frees)
    assert GAME.hint(state) == "move the 5 of diamonds from column 1 to column 2"


def test_hints_in_a_seeded_game_never_peek():
    """The same in a played game, its face-down cards re-dealt at some positions."""
    state = GAME.setup(["You"], {"suits": 2}, seed=3)
    rng = random.Random(3)
    step = 0
    while not GAME.is_over(state) and step < 160:
        if step % 8 == 0 or not state.stock:
            other = GAME.determinize(state, 0, random.Random(step))
            assert GAME.suggested_move(other) == GAME.suggested_move(state), step
        legal = [m for m in GAME.legal_moves(state) if m.kind in ("move", "deal")]
        hinted = GAME.suggested_move(state)
        state = GAME.apply(state, hinted if hinted in legal and rng.random() < 0.8 else rng.choice(legal)).state
        step += 1


def follow_the_hint(state, limit=400):
    """Plays the hint's move (the one Help > Hint lights) until it names none or the game
    ends; returns the last state and every tableau seen on the way (each once, or it failed)."""
    seen = set()
    for _ in range(limit):
        tableau = (state.columns, state.down, state.stock)
        assert tableau not in seen, f"the hint led back to a tableau after {state.moves_made} moves"
        seen.add(tableau)
        hinted = GAME.suggested_move(state)
        if GAME.is_over(state) or hinted is None:
            return state
        assert hinted in GAME.legal_moves(state)
        state = GAME.apply(state, hinted).state
    raise AssertionError("the hint never came to an end")


@pytest.mark.parametrize("suits, seed", [(2, 0), (4, 1), (1, 1)])
def test_following_the_hint_never_goes_round_in_circles(suits, seed):
    """ "Game play continues until the game is won or no useful moves are possible." Finding
    (s34 t4 #1): followed move after move, the hint sent the 7 of hearts from column 5 to column
    8 and back (2 suits, seed 0, from move 88; 4 suits seed 1: the 9 of diamonds) until "50
    moves without turning up a card ...": with the stock empty it named the search's guess where
    the search stopped looking, and from the next tableau its guess was the move back. (1 suit,
    seed 1: the 8 to 4 of spades into a space and back onto the 9 of spades.) Now the hint
    never leads back to a tableau: the game is won or over, or the hint names no move and says
    to undo or give up (the game goes on: a way on may lie beyond what the search looks at)."""
    state = follow_the_hint(GAME.setup(["You"], {"suits": suits}, seed=seed))
    assert state.idle < 50
    if not GAME.is_over(state):
        assert not state.stock
        assert GAME.hint(state).endswith(": undo, or give up")
        assert GAME.apply(state, GIVE_UP_MOVE).state.result == "gave_up"


def test_the_hint_names_a_move_that_fills_an_empty_column():
    """ "No empty spaces may be present in the tableau in order for cards to be dealt from the
    stock." Finding (s34 t4 #2): 1 suit, seed 1, after 71 of the hint's moves four columns were
    empty and the hint said "fill the empty column, then deal" and Help > Hint lit no move, while
    many moves fill one. Now it names the fill the Medium player makes."""
    state = GAME.setup(["You"], {"suits": 1}, seed=1)
    for _ in range(71):
        state = GAME.apply(state, GAME.suggested_move(state)).state
    assert sum(not c for c in state.columns) == 4 and state.stock
    hinted = GAME.suggested_move(state)
    assert hinted is not None and hinted in GAME.legal_moves(state)
    assert not state.columns[COLUMN_KEYS.index(hinted["dst"])]
    assert GAME.hint(state) == GAME.move_words(hinted)


def test_the_hint_to_fill_empty_columns_counts_them():
    """Where no move fills a space (each column a lone king: moving it leaves another space) the
    words say how many there are: "the empty columns" with two."""
    assert GAME.hint(position(FILLERS)) == "fill the empty columns, then deal"
    assert GAME.hint(position(FILLERS + [["5D"]])) == "fill the empty column, then deal"


def test_where_the_search_stops_looking_the_hint_says_so():
    """ "Game play continues until the game is won or no useful moves are possible." Decided: when
    the search for a way on cannot look to the end the game goes on, and the hint says plainly
    that it stopped looking (it said "no useful move can be found", as if it had looked at
    everything), and to undo or give up."""
    from cardtable.games.spider import _CUT, SEARCH_LIMIT
    state = cut_position()
    assert GAME.useful_moves(state) == [] and not GAME.is_over(state)
    assert GAME._way_search(state, seen_only=True)[0] == _CUT
    assert GAME.suggested_move(state) is None
    assert SEARCH_LIMIT == 5000
    assert GAME.hint(state) == "no way on was found, though not every line of play was tried: undo, or give up"


def test_where_the_search_stops_looking_the_hint_still_names_a_move_worth_making():
    """Where the search stops looking but the Medium player's sense knows a move worth making (a
    step aside that frees a card for a link), the hint names it, and Help > Hint lights it (four
    suits, seed 1, after 67 of the Medium player's moves, the stock empty)."""
    from cardtable.games.spider import _CUT
    rows = ((4, "9S 6D 2C KS 3D 2S AS 6S 5C 4C 3D 2D AD KH QH JH 10H 9H 8S 7S 6S 5S 4S 3S"), (0, "10S"),
            (5, "6H 10S 8C AS 4D QS JS 8H 7H 6H 7D"), (0, "9H 8D 7H 6D 5D 4D 3C 2C AC 2D AD"),
            (4, "5D 4H KH 9C KC QS JS 10D 2H AH"), (0, "QC JD 10D 9S QH JD KD QD KD 3S"),
            (1, "7D 4H 3H 2H AH 9D 8D 7C JH 10H 9D 8C 7C 6C"), (0, "8S AC 3H 2S KS 5H 4S 6C"),
            (3, "5H 5C 7S 9C 8H KC QC JC 10C 4C 3C"), (1, "5S QD JC 10C"))
    state = position([cards.split() for _, cards in rows], down=[d for d, _ in rows], stock=())
    assert GAME.useful_moves(state) == [] and GAME._way_search(state, seen_only=True)[0] == _CUT
    assert GAME.suggested_move(state) == move(4, 5, ["2H", "AH"])
    assert GAME.hint(state) == "move the 2 of hearts from column 5 to column 6"


def test_a_game_saved_before_a_run_over_face_down_cards_stopped_counting_replays_to_its_end(tmp_path, monkeypatch):
    """ "If a sequence of thirteen cards of the same suit, from king down to ace, is built, the
    entire sequence is removed from play." Since s34 the search that decides the game's end
    counts only face-up cards (a run over face-down cards is never removed), so a game that went
    on past such a "finish" with the stock empty now ends there: its next move was refused on
    replay, and the damaged-save question offered the game before it. Saves must always open: a
    game saved before state version 2 replays as it was played (and keeps that end when saved
    again); a game of these rules ends there."""
    from cardtable.core.records import Record, Refusal, replay_steps
    from cardtable.core.session import Session
    from cardtable.games.spider import OLD_FINISH
    from cardtable.store.saves import SaveStore
    from tests.games.spider_positions import old_phantom_game, write_old_phantom_save

    now = list(replay_steps(old_phantom_game(GAME.state_version), GAME))
    assert now[5].result.state.result == "stuck" and isinstance(now[6].result, Refusal)
    assert now[5].result.events[-1].text == "The stock is empty and no useful move is left: the game is over."

    old = old_phantom_game(1)
    steps = list(replay_steps(old, GAME))
    assert len(steps) == 10 and steps[-1].result.state.result == "gave_up"
    assert [s.result.state.result for s in steps[:-1]] == ["playing"] * 9
    assert old.options == {OLD_FINISH: True} and old.state_version == GAME.state_version  # (kept when saved again)

    # through a save file as the older version wrote it
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    store = SaveStore()
    write_old_phantom_save(store, "old")
    session = store.load("old")
    assert not store.cut_short and len(session.record.moves) == 10 and session.state.result == "gave_up"
    assert Session.from_record(Record.from_json(session.record.to_json()), GAME).state.result == "gave_up"
    # (no set-up offers the old rule, and the sheet's house rules do not name it)
    assert OLD_FINISH not in {spec.id for spec in GAME.info.options}
    assert GAME.score_sheet(session.state).house_rules == ()
