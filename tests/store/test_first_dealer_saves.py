"""Games that once let the last player named deal first now draw the first dealer ("When dealing
the cards for the first round the dealer is randomly selected unless the rules state
differently"; Rummoli's text cuts for it). Their saves, made by the versions before, replay
unchanged: with the house rule ``first_dealer`` on, every move, to the position they were saved
at (the summary the file holds is the one the game gives again)."""

import shutil
from pathlib import Path

import pytest

from cardtable.core.records import start
from cardtable.core.rng import cut_for_high, first_dealer
from cardtable.store import SaveStore

CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
OLD = ["0.1.0/rummoli-8p-long", "0.1.0/rummoli-houserules-mid", "0.1.0/rummoli-over",
       "0.1.0-schema2/rummoli-journal", "0.1.0-schema2/i_doubt_it-journal"]


@pytest.mark.parametrize("name", OLD)
def test_an_old_save_replays_with_the_last_named_dealing(tmp_path, name):
    path = CORPUS / f"{name}.json"
    shutil.copy(path, tmp_path / path.name)
    store = SaveStore(tmp_path)
    [entry] = store.entries()
    session = store.load(path.stem)
    record, game = session.record, session.game
    n = len(record.players)
    assert len(record.moves) == entry.moves and game.status(session.state) == entry.status
    assert record.options["first_dealer"] == "last named" and start(record, game).dealer == n - 1


def test_the_old_saves_are_dealt_otherwise_today():
    """Most of those saves' seeds draw (or cut) another first dealer today: the house rule is
    what keeps them as they were played."""
    drawn = [cut_for_high(4, 8)[0], cut_for_high(2, 5)[0], cut_for_high(3, 2)[0]]
    assert drawn == [0, 0, 0] and first_dealer(11, 4) == 3 and cut_for_high(11, 4)[0] == 3
