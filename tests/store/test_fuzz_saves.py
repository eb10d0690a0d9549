"""Hypothesis fuzzing: whatever a hand-edited save or a hand-written move contains, the answer is
a clear message (SaveError, or a Refusal), never a traceback."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.core.game import Move
from cardtable.core.records import random_game
from cardtable.core.zones import card_counts
from cardtable.core.session import Session
from cardtable.games import catalogue, get_game
from cardtable.store import SaveError, SaveStore
from cardtable.store.saves import encode
from tests.games.contract import SHORT_OPTIONS

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)


def _good_save():
    game = get_game("crazy_eights")
    session = Session.new(game, ["Anna", "Ben", "Cleo"], {"jokers": True}, seed=11)
    rng = random.Random(1)
    for _ in range(25):
        session.play(rng.choice(game.legal_moves(session.state)))
    first, *moves = encode(session).decode("utf-8").splitlines()
    # the last three moves as journal lines, as autosave appends them
    journal = [{"move": json.loads(m), "summary": json.loads(first)["summary"], "saved_at": "2026-01-01T10:00:00+00:00"}
               for m in moves[-3:]]
    header = json.loads(first)
    header["moves"] = len(moves) - 3
    return {"header": header, "moves": [json.loads(m) for m in moves[:-3]], "journal": journal}


GOOD = _good_save()


def paths(data, prefix=()):
    """Every place in a JSON tree, as a tuple of keys/indexes."""
    yield prefix
    if isinstance(data, dict):
        for k, v in data.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from paths(v, prefix + (i,))


PLACES = [p for p in paths(GOOD) if p and p not in (("moves",), ("journal",))]  # edits of lines, not of the list of lines


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(place=st.sampled_from(PLACES), value=JSON)
def test_any_edit_of_a_save_loads_or_gives_a_clear_message(tmp_path_factory, place, value):
    data = json.loads(json.dumps(GOOD))
    node = data
    for key in place[:-1]:
        node = node[key]
    node[place[-1]] = value
    folder = tmp_path_factory.mktemp("saves")
    lines = [data["header"], *data["moves"], *data["journal"]]
    (folder / "edited.json").write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    store = SaveStore(folder)
    try:
        store.load("edited")
    except SaveError as exc:
        assert str(exc).startswith(("Cannot open the saved game \u201cedited.json\u201d: ",
                                    "Cannot open \u201cedited.json\u201d: this is not a Card Table saved game."))
    summaries, errors = store.list()
    assert len(summaries) + len(errors) == 1
    [entry] = store.entries()
    assert entry.saved_at.tzinfo is not None


STATES = {}
for game_id, game in catalogue(include_coming=True).items():  # the engines still to come too
    seats = game.info.min_players
    record, _ = random_game(game, [f"P{i}" for i in range(min(max(2, seats), game.info.max_players))], SHORT_OPTIONS.get(game_id, {}), seed=4,
                            max_moves=200_000)
    # positions from a real game: a quarter, half and three quarters through it
    session = Session.new(game, record.players, record.options, record.seed)
    marks = {len(record.moves) * k // 4 for k in (1, 2, 3)}
    STATES[game_id] = []
    for i, move in enumerate(record.moves):
        if i in marks:
            STATES[game_id].append(session.state)
        session.play(move)


@settings(max_examples=400, deadline=None)
@given(game_id=st.sampled_from(sorted(STATES)), which=st.integers(0, 2), move=st.dictionaries(
    st.sampled_from(["kind", "card", "suit", "from", "to", "steps", "cell", "chips", "space", "a", "b", "marble",
                     "cards", "pile", "aces", "up", "slot", "seat", "amount"]),
    JSON | st.sampled_from(["play", "draw", "pass", "move", "flip", "bid", "7C", "8H", "r0c0", "loop:3", "S"]),
    max_size=4,
))
def test_any_move_is_applied_or_refused_with_a_reason(game_id, which, move):
    """The contract (core/game.py): a move is legal when ``check`` accepts it. Games whose moves
    are checked by rule (Sweep's sets, I Doubt It's claims, Twenty-One Piles' plays, Rummoli's
    bids) accept moves that ``legal_moves`` does not list, so an applied move is one ``check``
    accepts, never "one of the moves listed"; and what it leads to still holds every piece once."""
    game = get_game(game_id)
    state = STATES[game_id][which % len(STATES[game_id])]
    before = state.to_json()
    result = game.apply(state, move)
    if result.ok:
        assert game.check(state, Move(move)) is None
        assert card_counts(game.zones(result.state)) == game.deck_counts(result.state)
        assert game.apply(state, Move(move)).state.to_json() == result.state.to_json()  # the same move, the same result
    else:
        assert isinstance(result.reason, str) and result.reason
    assert state.to_json() == before


def _cards_in(state, game, seat=None) -> list[str]:
    return sorted({c for z in game.zones(state) for c in z.cards if seat is None or z.owner == seat}) or ["7C"]


@settings(max_examples=300, deadline=None)
@given(game_id=st.sampled_from(sorted(STATES)), data=st.data())
def test_a_listed_move_changed_in_one_field_is_applied_only_if_check_accepts_it(game_id, data):
    """Near misses of legal moves (another card, another number, a list of cards from the table):
    moves checked by rule are mostly accepted or refused here, where random junk never gets."""
    game = get_game(game_id)
    state = data.draw(st.sampled_from(STATES[game_id]))
    legal = game.legal_moves(state)
    base = dict(data.draw(st.sampled_from(legal)))
    cards = _cards_in(state, game)
    own = _cards_in(state, game, game.seat_of(state, Move(base)))
    field = data.draw(st.sampled_from(sorted(set(base) | {"cards", "card", "seat", "pile", "aces", "up", "slot"})))
    value = data.draw(JSON | st.sampled_from(cards) | st.lists(st.sampled_from(cards), min_size=1, max_size=5)
                      | st.lists(st.sampled_from(own), min_size=1, max_size=4, unique=True).map(tuple)
                      | st.integers(-2, 12) | st.lists(st.integers(-1, 5), max_size=4))
    base[field] = value
    before = state.to_json()
    result = game.apply(state, base)
    if result.ok:
        assert game.check(state, Move(base)) is None
        assert card_counts(game.zones(result.state)) == game.deck_counts(result.state)
    else:
        assert isinstance(result.reason, str) and result.reason
    assert state.to_json() == before
