"""The rummy games' invariants, checked after every move of the contract's random games
(``tests/games/invariants.py``): every meld on the table is a valid set or run; a finished Gin
round is scored as the text fixes it from the laid-down deadwood."""

from cardtable.games.melds import Meld, classify


def check_five_hundreds_move(game, before, move, applied):
    from cardtable.games.five_hundreds import RULES, meld_of

    state = applied.state
    for data in state.melds:
        meld = meld_of(data)
        assert isinstance(classify(meld.cards, RULES), Meld), meld
    assert all(len(h) >= 1 for h in state.hands) or state.phase in ("hand_over", "game_over")


def check_gin_move(game, before, move, applied):
    state = applied.state
    if state.history is before.history or len(state.history) == len(before.history):
        return
    res = state.result
    a, b = res["deadwood"][res["seat"]], res["deadwood"][1 - res["seat"]]
    if res["how"] in ("gin", "double_gin"):
        assert a == 0 and (res["winner"], res["points"], res["gins"]) == (res["seat"], b, 1 if res["how"] == "gin" else 2)
    elif res["how"] == "run":
        assert 0 < a < 10 and res["gins"] == 0
        assert (res["winner"], res["points"]) == ((res["seat"], b - a) if b > a else (1 - res["seat"], 2 * a + 25))
    else:
        assert res["gins"] == 0 and res["points"] == abs(a - b) and (res["winner"] < 0) == (a == b)


def check_contract_rummy_move(game, before, move, applied):
    """Desert Rummy, Push, 10 Dime Rummy: every meld on the table is a valid set or run of its
    kind under the game's rules; a freed wild waits only in the play phase; a hand's row is
    scored as the text fixes it."""
    from cardtable.games.contract_rummy import PLAY
    from cardtable.games.contract_rummy import meld_of
    from cardtable.games.melds import classify_as

    state = applied.state
    rules = game.rules(state.options)
    for data in state.melds:
        meld = meld_of(data)
        again = classify_as(meld.cards, meld.kind, rules)
        assert isinstance(again, Meld), (meld, again)
        if not game.lay_off_on_others:  # Desert Rummy: "only add additional cards onto your own cards"
            assert all(s == meld.owner for s, _ in meld.added), meld
    assert not state.pending or state.phase == PLAY
    if len(state.history) > len(before.history):
        row = state.history[-1]
        gid = game.info.id
        if gid == "push":
            from cardtable.games.push import TEAMS, value

            assert row[0] == row[2] and row[1] == row[3], row
            held = [sum(value(c) for s in team for c in state.hands[s]) for team in TEAMS]
            out = [s for s in range(4) if not state.hands[s]]
            # the team that went out counts nothing; nobody out (the discard went round with no
            # card laid, no push possible): each team counts its own hands
            assert (row[0], row[1]) == ((0, held[1]) if out and out[0] % 2 == 0 else (held[0], 0) if out
                                        else tuple(held)), (row, held, out)
        elif gid == "ten_dime_rummy":
            assert sum(state.dimes) + state.pot == 10 * len(state.players)
        elif gid == "desert_rummy":
            assert all(m in (0, lv) for m, lv in zip(row, before.level)), (row, before.level)
