"""Every game's rules page says which moves Undo takes back (the "Taking a move back" section).

The engines decide it (``Game.can_undo``): "Not if it showed anybody something they had not
seen: an undo would let them choose again knowing it" (a drawn card, a turned-up card, a roll, a
challenge, a new deal); Spider, played alone, undoes everything. A family reads the rules page,
not the code, so the page must say so for its own game: checked here against the engine, on
seeded random games (a few hundred moves of each), move kind by move kind.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.games import catalogue
from cardtable.resources import rules_html

from .contract import SHORT_OPTIONS, new_random_game

RULES = Path(__file__).resolve().parents[2] / "assets" / "rules"
GAMES = catalogue()
SECTION = "<h2>Taking a move back</h2>"

#: For each game, the words of its page that name a kind of move the engine refuses to take back.
#: ``None``: the page need not name it. That is only a new deal that comes after a move which
#: cannot be taken back (the end of a hand, with every hand shown): the engine takes such a deal
#: back when every card dealt had been seen, and that only brings the "Deal" button back.
REFUSED_WORDS: dict[str, dict[str, str | None]] = {
    "fast_track": {"flip": "turning over a card", "move": "refills your hand", "pass": "refills your hand"},
    "rummoli": {"next_round": "new deal", "name_space": "showdown", "exchange": "taking the widow",
                "bid": "taking the widow", "pass": "taking the widow", "keep": "poker space",
                "play": "most card plays"},
    "five_in_a_row": {"play": "a play cannot be taken back", "dead": "dead card"},
    "crazy_eights": {"draw": "drawing from the stock", "next_hand": "new deal", "play": "ends a hand"},
    "hearts": {"next_hand": "dealing the next hand", "pass": "last pass", "play": "last card of the hand"},
    "oh_hell": {"knock": "last knock", "next_hand": "dealing the next hand"},
    "euchre": {"next_hand": "dealing the next hand"},
    "whist_tens": {"next_hand": "dealing the next round"},
    "cassino": {"capture": "deal new hands", "trail": "deal new hands"},
    "cassino_party": {"capture": "deal new hands", "trail": "deal new hands", "answered": "deal new hands",
                      "skipped": "deal new hands", "done_asking": "deal new hands"},
    "scopa": {"capture": "deal new hands", "trail": "deal new hands"},
    "chicken_foot": {"draw": "drawing a tile", "next_hand": "deal of the next hand", "pass": "ends a hand",
                     "play": "ends a hand"},
    "mexican_train": {"draw": "drawing a tile", "next_hand": "deal of the next hand", "pass": "ends a hand",
                      "play": "ends a hand"},
    "ten_thousand": {"roll": "a roll cannot", "take_over": "taking over"},
    "fan_tan": {"next_deal": "next deal", "play": "ends a deal"},
    "i_doubt_it": {"doubt": "a doubt cannot", "play": "your last cards"},
    "sweep": {"blind": "blind card", "next_round": "next deal", "play": "ends a round"},
    "twenty_one_piles": {"play": "a play cannot be taken back while the deck has cards"},
    "gin_rummy": {"draw": "drawing from the stock", "discard": "ends the round", "run": "ends the round",
                  "next_round": "next deal"},
    "five_hundreds": {"draw": "drawing from the stock", "discard": "ends a hand", "next_hand": None},
    "desert_rummy": {"draw": "drawing from the stock", "discard": "ends a hand", "meld": "ends a hand",
                     "next_hand": None},
    "push": {"push": "pushing cannot", "discard": "ends a deal", "next_hand": None},
    "ten_dime_rummy": {"buy": "buying a discard", "draw": "drawing from the stock", "discard": "ends a hand",
                       "lay_off": "ends a hand", "next_hand": None},
    "thirty_one": {"draw": "drawing from the stock", "discard": "ends a hand", "next_hand": "next deal"},
    "golf": {"draw": "top card of the stack", "exchange": "exchanging one",
             "exchange_discard": "exchanging one", "turn": "turning up a grid card",
             "next_hand": "next deal"},
    "spider": {},
    "pirate": {"turn": "turning a card", "play": "uncovers the card under it"},
    "jokers_wild": {"move": "ends your turn", "joker": "ends your turn", "discard": "discarding a card"},
    "biscuit": {"draw": "drawing from the draw pile", "next_hand": "new deal", "play": "elevensies",
                "pass": "play or pass once the draw pile is empty"},
    "canadian_salad": {"next_hand": "dealing the next round"},
    "saskatchewan_rummy": {"next_hand": "dealing the next round"},
    "rummy_500": {"call": "kitty", "pass": "kitty", "play": "last card of a hand",
                  "next_hand": "dealing the next hand"},
    "court_whist": {"next_hand": "dealing the next hand"},
    "arizona_rummy": {"draw": "drawing from the stock", "discard": "going out", "done": "last chance",
                      "next_hand": None},
    "horseshit_rummy": {"draw": "drawing from the stock", "discard": "ends a hand", "lay_off": "ends a hand",
                        "meld": "ends a hand", "next_hand": None},
    "sticks": {"draw": "drawing from the stock", "discard": "ends a hand", "next_hand": "next deal",
               "trade_stick": "trading in a stick"},
    "hand_and_foot": {"draw": "drawing from the stock", "pick": "picking the pile", "discard": "ends the round"},
}

SEEDS, MOVES = 3, 300


def section(game_id: str) -> str:
    """The "Taking a move back" section of the game's page, tags and line breaks made plain."""
    page = rules_html(GAMES[game_id].info.rules_page)  # as shown, the shared Undo point put in
    assert page.count(SECTION) == 1, f"{game_id}: the rules page needs one '{SECTION}' section"
    body = page.split(SECTION, 1)[1].split("<h2>", 1)[0]
    return body


def plain(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", "", html).split()).lower()


def refused_kinds(game_id: str) -> set[str]:
    """The kinds of move the engine would not take back, in seeded random games."""
    game = GAMES[game_id]
    refused: set[str] = set()
    for seed in range(SEEDS):
        state, rng = new_random_game(game, seed, SHORT_OPTIONS.get(game_id))
        for _ in range(MOVES):
            if game.is_over(state):
                break
            move = rng.choice(game.legal_moves(state))
            after = game.apply(state, move).state
            if not game.can_undo(state, move, after):
                refused.add(move.get("kind", "?"))
            state = after
    return refused


def test_every_game_in_the_catalogue_is_listed_here():
    assert set(REFUSED_WORDS) == set(GAMES)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_rules_page_says_what_undo_takes_back(game_id):
    """The section is there once, short (2 to 4 points), and says what Undo does."""
    body = section(game_id)
    points = re.findall(r"<li>", body)
    assert 2 <= len(points) <= 4, f"{game_id}: {len(points)} points"
    assert "undo" in plain(body)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_rules_page_names_the_moves_the_engine_will_not_take_back(game_id):
    """Each kind of move the engine refuses to take back is named on the page ("drawing from the
    stock shows you a new card, so it cannot be taken back"); a game that takes everything back
    (Spider: "one player, nobody misled") says nothing cannot be."""
    text = plain(section(game_id))
    refused = refused_kinds(game_id)
    if not refused:
        assert "cannot" not in text, f"{game_id}: the engine takes every move back"
        return
    assert "cannot be taken back" in text
    words = REFUSED_WORDS[game_id]
    for kind in sorted(refused):
        assert kind in words, f"{game_id}: the engine refuses to take back a {kind!r}: say so on the page"
        if words[kind] is not None:
            assert words[kind] in text, f"{game_id}: {kind!r} should be named ({words[kind]!r})"


def test_the_shared_undo_point_is_written_once_and_put_in_every_page():
    """What Undo does at any table is said in one place (assets/rules/common/undo.html) and put
    into each page where it names it; no page is left with the marker or without the point."""
    shared = (RULES / "common" / "undo.html").read_text(encoding="utf-8").strip()
    for game_id, game in GAMES.items():
        raw = (RULES / game.info.rules_page).read_text(encoding="utf-8")
        shown = rules_html(game.info.rules_page)
        assert "<!--" not in section(game_id)
        if game_id != "spider":  # a game for one: its own words
            assert "<!-- undo: assets/rules/common/undo.html -->" in raw and shared in shown
