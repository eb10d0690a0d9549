"""s43 t3 F6: 500 Rummy, after "60 diamonds" the next bidder's bar showed the amount 60 with four
greyed "Bid 60 <suit>" buttons and only "Bid 60 no trump" live; she had to find "+" to reach 65.
The amount starts where the most bids are live (the engine's legal moves say which: "Bid higher
than the last bid (more points, or the same points in no trump)"), 65, every trump live; "-"
still reaches 60 no trump."""

from __future__ import annotations

from cardtable.core.game import Move

from .helpers import buttons, click, guard_clock, open_window, rest_past_guards

NAMES = ["Maximilian", "Zo\u00eb", "Wilhelmina", "Robo Remy"]
TRUMPS = ("no trump", "spades", "hearts", "diamonds", "clubs")


def test_the_bid_amount_starts_where_every_trump_is_a_bid(qtbot, data_dir, monkeypatch):
    clock = guard_clock(monkeypatch)
    w = open_window(qtbot, (1280, 800), start=False)
    w.start_game("rummy_500", NAMES, {"score_bid": True}, seed=5, open_handed=True)
    view = w.table.view
    rest_past_guards(clock)
    b = buttons(view)
    assert "60" in b and all(b[f"Bid 60 {t}"].enabled for t in TRUMPS)  # the first bid: 60, all live
    w.play(Move(kind="bid", bid=60, trump="D"))
    rest_past_guards(clock)
    legal = {(m["bid"], m["trump"]) for m in w.game.legal_moves(w.state, w.state.turn) if m.get("kind") == "bid"}
    assert (60, "NT") in legal and (60, "S") not in legal and (65, "S") in legal
    b = buttons(view)
    assert "65" in b and "60" not in b, sorted(b)
    assert all(b[f"Bid 65 {t}"].enabled for t in TRUMPS)
    click(view, b["\u2212"])
    b = buttons(view)
    assert "60" in b and b["Bid 60 no trump"].enabled and not b["Bid 60 spades"].enabled
    click(view, b["Bid 60 no trump"])
    assert w.session.record.moves[-1] == {"kind": "bid", "bid": 60, "trump": "NT"}
