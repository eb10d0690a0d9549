"""Testers' words, session 33: what an Undo refusal says was done since, and a few engine words.

* Fast Track, hand of five (Anna, Robo Rex, Ben): "Nothing can be taken back now: the last person
  to play was Ben, and that move took 4 cards from Ben." said his refill backwards: the move drew
  new cards from his own pile into his hand.
* Fast Track (Anna, Robo Rex, Ben, Robo Remy): "... and since then Robo Remy has turned up the 4
  of clubs from the stock." Fast Track has no stock: "Each player gets one full deck of cards"
  and plays from their own pile. The words come from the zone (its role and its owner).
* 10,000 (Anna, Robo Rex, Ben): "... and since then Robo Rex has shown something Anna had not
  seen." Nothing is hidden in a dice game: what stops the Undo is the roll.
* Scopa with "Trail only when stuck": "You may trail only when you can neither capture nor
  build." Scopa has no building ("There is no building").
* Golf: "3 quarters · 1 pts face up".
* Fan Tan: "Deal 1 is over. Anna: deal the next one." over a button "Deal the next hand".
* Mexican Train: a tile dropped on a train without a marker is refused for the marker: "No other
  player may play on another player's train until that player ... has placed a marker".
"""

from __future__ import annotations

from cardtable.core.game import Move
from cardtable.core.session import Session
from cardtable.core.shown import source_words
from cardtable.core.words import added, plural, sentence, unstopped
from cardtable.core.zones import Role, Seen, Zone
from cardtable.games import get_game
from cardtable.games.dominoes import tile_name
from cardtable.play import PlayController, Seat, SeatKind


class First:
    def choose(self, observation, legal):
        return legal[0]


def _table(game_id: str, names: list[str], people: tuple[int, ...], options: dict, seed: int) -> PlayController:
    seats = [Seat(n) if i in people else Seat(n, SeatKind.COMPUTER, First()) for i, n in enumerate(names)]
    return PlayController(Session.new(get_game(game_id), names, options, seed), seats)


def test_fast_track_refill_is_drawn_from_the_players_own_pile():
    ctl = _table("fast_track", ["Anna", "Robo Rex", "Ben"], (0, 2), {"jack_swap": True, "hand_of_five": True}, 3)
    while True:
        ctl.step_computers()
        seat = ctl.to_act()[0]
        ctl.play(ctl.legal(seat)[0])
        if seat == 2 and ctl.state.turn == 0:  # Ben's turn is over: his hand was refilled
            break
    assert ctl.curtain_for == 0  # "Pass to Anna"
    moves = len(ctl.session.record.moves)
    assert ctl.undo_to_human() == "Too late to take back Ben's move: Ben has already drawn 2 new cards."  # (s42 t1)
    ctl.curtain_for, ctl.viewer = None, 2  # read by Ben himself
    assert ctl.undo_to_human() == "Too late to take that back: you have already drawn 2 new cards."
    ctl.viewer = None  # not known who reads it
    assert ctl.undo_to_human() == "Too late to take back Ben's move: Ben has already drawn 2 new cards."
    assert len(ctl.session.record.moves) == moves


def test_fast_track_turned_card_comes_from_the_players_pile_not_a_stock():
    ctl = _table("fast_track", ["Anna", "Robo Rex", "Ben", "Robo Remy"], (0, 2), {}, 3)
    while True:
        ctl.step_computers()
        seat = ctl.to_act()[0]
        if seat == 0 and len(ctl.session.record.moves) > 8:
            break
        ctl.play(ctl.legal(seat)[0])
    said = ctl.undo_to_human()
    assert said == "Too late to take back Ben's move: Robo Remy has since turned up the 8 of diamonds from their own pile."
    assert "stock" not in said


def test_a_seats_own_pile_is_named_from_its_zone():
    names = ["Anna", "Ben"]
    pile = Zone("pile", ("5C",), Seen.NOBODY, 1, Role.STOCK)
    assert source_words(pile, names, mover=1) == "their own pile"
    assert source_words(pile, names, mover=0) == "Ben's pile"
    assert source_words(pile, names, mover=1, you=1) == "your own pile"
    assert source_words(Zone("stock", ("5C",), Seen.NOBODY, role=Role.STOCK), names, mover=1) == "the stock"
    assert source_words(Zone("hand", ("5C",), Seen.OWNER, 0), names, mover=1) == "Anna"


def test_ten_thousand_says_the_dice_were_rolled_since():
    ctl = _table("ten_thousand", ["Anna", "Robo Rex", "Ben"], (0, 2), {"target": 2000, "take_over_unscored": True}, 3)
    while True:
        ctl.step_computers()
        seat = ctl.to_act()[0]
        if seat == 2:
            break
        ctl.play(ctl.legal(seat)[-1])
    said = ctl.undo_to_human()
    assert said == "Too late to take back Anna's move: Robo Rex has since rolled the dice."
    assert "shown" not in said and "seen" not in said
    ctl.curtain_for, ctl.viewer = None, 0  # read by Anna
    assert ctl.undo_to_human() == "Too late to take that back: Robo Rex has since rolled the dice."


def test_scopa_trail_when_stuck_names_no_building_and_cassino_keeps_its_words():
    from cardtable.games.captures import loose, trail_reason
    from cardtable.games.cassino import RULES as CASSINO
    from cardtable.games.scopa import RULES as SCOPA

    row = (loose("5S"), loose("3D"))
    # "There is no building" (Scopa): the 5 in the hand can take the 5 of spades
    assert trail_reason(SCOPA[True], row, ["5H", "KC"], "KC") == \
        "You may trail only when no card in your hand can capture."
    assert trail_reason(SCOPA[True], row, ["4H", "KC"], "KC") is None  # (nothing in the hand can capture)
    assert trail_reason(CASSINO[True], row, ["8H", "KC"], "KC") == \
        "You may trail only when you can neither capture nor build."


def test_golf_says_one_point_face_up():
    assert plural(1, "pt") == "1 pt" and plural(-1, "pt") == "-1 pt" and plural(4, "pt") == "4 pts"
    game = get_game("golf")
    state = Session.new(game, ["Anna", "Ben"], {}, 0).state
    grid = ("AS",) + state.grids[0][1:]  # an ace face up alone: 1 point
    up = (True,) + (False,) * (len(grid) - 1)
    state = state.replace(grids=(grid,) + state.grids[1:], up=(up,) + state.up[1:])
    assert game.up_score(state, 0) == 1
    assert game.seat_note(state, 0).endswith("1 pt face up")


def test_fan_tan_says_deal_throughout():
    game = get_game("fan_tan")
    state = Session.new(game, ["Anna", "Ben", "Cleo"], {}, 0).state
    while state.phase == "play":
        state = game.apply(state, game.legal_moves(state)[0]).state
    assert state.phase == "deal_over"
    status = game.status(state)
    assert status == f"Deal 1 is over. {state.players[state.turn]}: deal again."
    move = game.legal_moves(state)[0]
    assert game.move_label(state, move) == "Deal again"
    assert game.hand_word == "deal"
    assert "hand" not in status.lower() and "hand" not in game.move_label(state, move).lower()


def test_mexican_train_refuses_an_unmarked_train_for_its_marker():
    game = get_game("mexican_train")
    state = Session.new(game, ["Anna", "Robo Rex", "Ben"], {}, 22).state
    assert state.turn == 0 and state.centre == "12-12" and "1-12" in state.hands[0]
    move = {"kind": "play", "tile": "1-12", "to": "train/1"}  # the 12 matches the empty train's end
    assert game.check(state, Move(move)) == (
        "Robo Rex's train has no marker: you may play on your own train, the Mexican train, or a marked train.")
    # a tile that would not go there anyway says so first (s40 t3: a 1-6 on a train ending in 10
    # was told only of the marker)
    other = next(t for t in state.hands[0] if "12" not in t.split("-"))
    said = game.check(state, Move({"kind": "play", "tile": other, "to": "train/1"}))
    assert said.startswith(f"The {tile_name(other)} does not match the 12 at the end of Robo Rex's train, and that "
                           "train has no marker: play on your own train"), said


def test_words_end_once_after_a_quotation():
    """I Doubt It: "Taken back: Ben lays down one card face down: “one ace.”." (s33): the stop
    inside the closing quotation ends the sentence."""
    said = "Ben lays down one card face down: \u201cone ace.\u201d"
    assert sentence(said) == said
    assert added(said, "") == said
    assert added(said, " (and 1 move after it)") == \
        "Ben lays down one card face down: \u201cone ace\u201d (and 1 move after it)."
    assert unstopped(said) == "Ben lays down one card face down: \u201cone ace\u201d"
    assert added("Anna played the 3 of spades.", " (and 2 moves after it)") == \
        "Anna played the 3 of spades (and 2 moves after it)."
    assert sentence("They sit down to Oh Hell!") == "They sit down to Oh Hell!"


def test_a_stock_with_a_name_of_its_own_is_said_by_it_and_tiles_are_tiles():
    """The same finding elsewhere: Mexican Train's draw was "Your last move drew 1 card from the
    stock" (a tile, from the boneyard), Golf's "turned up ... from the stock" (Golf's stack)."""
    # (Mexican Train's drawn tile, since s42: "you have already drawn a new tile", no source)
    for game_id, kind, said in (("mexican_train", "draw", None),
                                ("golf", "draw", "turned up the queen of diamonds from the stack")):
        ctl = _table(game_id, ["Anna", "Robo Rex"], (0,), {}, 1)
        while True:
            ctl.step_computers()
            legal = ctl.legal(ctl.to_act()[0])
            move = next((m for m in legal if m.kind == kind and m.get("source", "stock") == "stock"), None)
            if ctl.to_act()[0] == 0 and move is not None:
                break
            ctl.play(legal[0])
        ctl.play(move)
        assert ctl.undo_to_human() == (f"Your last move {said}, so it cannot be taken back." if said else
                                       "Too late to take that back: you have already drawn a new tile.")


def test_an_undo_refused_with_nobody_named_names_whose_stock():
    """s39 t1, Pirate, two people: Ctrl+Z after turning a card said "The last move turned up the ace
    of hearts from their own stock, so it cannot be taken back.": "their" of nobody named. Said
    whose: "from Anna's stock"."""
    session = Session.new(get_game("pirate"), ["Anna", "Ben"], {}, 5)
    for _ in range(40):
        state = session.state
        moves = session.game.legal_moves(state)
        turn = next((m for m in moves if m.kind == "turn"), None)
        if turn is not None:
            break
        session.play(moves[0])
    else:
        raise AssertionError("no card turned from a stock")
    mover = session.game.seat_of(state, turn)
    session.play(turn)
    said = session.undo_refusal()
    assert said is not None and said.startswith("The last move turned up the "), said
    assert said.endswith(f" from {state.players[mover]}'s stock, so it cannot be taken back."), said
    assert "their own" not in said


def test_mexican_train_refused_undo_names_the_tile_shown():
    """Seen (s39 t2 F14): "Großmutter Hildegard has since shown something you had not seen, so
    your move stands." - the card games name the card ("... has since shown the 9 of spades");
    a tile is named as they name a card: "the 8-11 tile"."""
    from cardtable.core.pieces import Dominoes

    for seed in range(1, 30):
        ctl = _table("mexican_train", ["Anna", "Robo Rex"], (0,), {}, seed)
        ctl.step_computers()
        anna = [m for m in ctl.legal(0) if m.kind == "play"]
        if not anna:
            continue
        ctl.play(anna[0])
        turns = ctl.step_computers()
        played = [t.move for t in turns if t.mover == 1 and t.move.kind == "play"]
        if not played or ctl.to_act()[0] != 0:
            continue
        said = ctl.undo_to_human()
        assert said is not None and "something" not in said, said
        tile = Dominoes().name(played[-1]["tile"])
        assert f"the {tile} tile" in said, said
        return
    raise AssertionError("no seed where Robo Rex plays a tile after Anna")
