"""s40 t4 BUG: "change "seed":627130950 to "seed":"abc" in the first line [...] Seen: 'its moves
do not replay: move 7 is against the rules [...] The first 6 moves are sound: you may play on
from there'. Clicking 'Open it before move 7' opens a DIFFERENT game: another dealer, another
trump [...] the six stored bids are handed to other seats." A save's header carries a check of
its record (players, house rules, seed, stacked deal): a changed or damaged header is a damaged
save, said plainly, never another game; a save written before the check opens as before."""

import json

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import CHANGED_HEADER, CHECK_KEY, SaveError, read_summary

PEOPLE = ["Anna", "Ben", "Cleo", "Dan"]


def oh_hell_after_bids(store) -> tuple[str, Session]:
    game = get_game("oh_hell")
    session = Session.new(game, PEOPLE, {}, seed=627130950)
    for _ in range(6):
        session.play(game.legal_moves(session.state)[0])
    sid = store.new_id("oh_hell")
    store.save(sid, session)
    return sid, session


def edit_header(path, change) -> None:
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    change(header)
    lines[0] = json.dumps(header) + "\n"
    path.write_text("".join(lines), encoding="utf-8")


@pytest.mark.parametrize("change", [
    lambda h: h["record"].update(seed="abc"),
    lambda h: h["record"].update(seed=h["record"]["seed"] + 1),
    lambda h: h["record"]["players"].reverse(),
    lambda h: h["record"]["options"].update(dealer_over=True),
    lambda h: h.update({CHECK_KEY: 12}),
], ids=["seed a word", "seed another number", "players reordered", "house rule", "check not text"])
def test_a_changed_header_is_damaged_not_another_game(store, change):
    sid, _ = oh_hell_after_bids(store)
    path = store.path_of(sid)
    edit_header(path, change)
    with pytest.raises(SaveError) as caught:
        store.load(sid)
    assert caught.value.problem == CHANGED_HEADER
    assert caught.value.good_moves is None  # (nothing "sound" to play on from)
    assert "another game" in str(caught.value)
    assert read_summary(path).will_not_open == CHANGED_HEADER  # (the list says so before opening)


def test_a_sound_save_carries_its_check_and_opens(store):
    sid, session = oh_hell_after_bids(store)
    header = json.loads(store.path_of(sid).read_text(encoding="utf-8").splitlines()[0])
    assert isinstance(header[CHECK_KEY], str)
    assert store.load(sid).record.moves == session.record.moves
    assert read_summary(store.path_of(sid)).will_not_open is None


def test_a_save_written_before_the_check_still_opens(store):
    sid, session = oh_hell_after_bids(store)
    edit_header(store.path_of(sid), lambda h: h.pop(CHECK_KEY))
    assert store.load(sid).record.moves == session.record.moves
