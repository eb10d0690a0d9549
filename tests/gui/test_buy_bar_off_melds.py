"""s34 t2 #11: 10 Dime Rummy, "Buy out of turn", two people: on a computer's turn the buy window's
button bar ("Ben buys the 7\u2660" / "Nobody buys it: Robo Rex draws") lay over the melds of the seat
at the bottom, the very melds a buyer looks at to decide whether the card is worth a dime, for the
whole window (7-8 seconds, every discard). With nobody's hand face up (two people at the laptop)
the table kept no room for any button: the buy moves were counted only for a viewer, and the
window's own "Nobody buys it" button never (nor when it came, after the computers' answers). The
bar went where the table had put it for no buttons at all, under the prompt, where the melds are.

Now the table keeps room for both from the start (the window's ``table_words``), as where the
viewer's hand is face up: every buy window of two seeded games, the table facing each person
who may buy, has its buttons' place clear of every meld."""

from __future__ import annotations

from bench.seat_meld_areas import states
from cardtable.gui.cards import CARD_RATIO
from cardtable.gui.generic_table import GenericTable


def test_the_buy_bar_has_its_room_clear_of_the_melds():
    windows = 0
    for seed in (1, 2):
        for game, state, step in states("ten_dime_rummy", 5, seed, 300):
            cur = game.current_player(state)
            buys = [m for m in game.legal_moves(state) if m.kind == "buy" and game.seat_of(state, m) not in (None, cur)]
            for facing in sorted({game.seat_of(state, m) for m in buys}):
                for aspect in (1.424, 1.62):
                    table = GenericTable()
                    # (as the window sets them: the table faces a person, nobody's hand face up)
                    table.observe = lambda v, state=state, facing=facing: dict(game.observation(state, v), facing=facing)
                    table.called = lambda buys=buys, facing=facing, state=state: [
                        m for m in buys if game.seat_of(state, m) == facing]
                    table.table_words = lambda state=state, cur=cur: [game.nobody_calls_words(state, None)]
                    spec = table.describe(game, state, None, aspect, game.prompt(state, None))
                    box = table._buttons_box(spec, game, state, None)
                    where = (seed, step, facing, aspect)
                    assert box is not None, where
                    windows += 1
                    melds = [(p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO) for p in spec.pieces
                             if p.kind == "card" and p.zone.startswith("meld")]
                    over = [m for m in melds if m[0] < box[2] and m[2] > box[0] and m[1] < box[3] and m[3] > box[1]]
                    assert not over, (where, box, over)
    assert windows > 100
