"""Invariants of the trick-taking games, checked after every move of the contract's seeded
random games (see ``tests/games/invariants.py``): follow suit kept, each trick's winner worked
out again here independently of the engine, and each hand's totals. (Every card in exactly one
place is the contract's own check.)"""

from __future__ import annotations

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")  # aces high
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}


def suit_in_play(card: str, trump: str, bowers: bool) -> str:
    """A card's suit for following, with Euchre's left bower counted as trump."""
    if bowers and trump and card == "J" + SAME_COLOUR[trump]:
        return trump
    return card[-1]


def strength(card: str, trump: str, bowers: bool) -> int:
    if bowers and trump:
        if card == "J" + trump:
            return 100
        if card == "J" + SAME_COLOUR[trump]:
            return 99
    return RANKS.index(card[:-1])


def winner_of(plays, trump: str, bowers: bool) -> int:
    """The seat that wins a finished trick of (seat, card) pairs in play order."""
    led = suit_in_play(plays[0][1], trump, bowers)

    def key(i_play):
        i, (seat, card) = i_play
        suit = suit_in_play(card, trump, bowers)
        tier = 2 if suit == trump and trump else 1 if suit == led else 0
        return (tier, strength(card, trump, bowers) if tier else -1, i)  # a later twin wins

    return max(enumerate(plays), key=key)[1][0]


def check_trick_move(game, before, move, applied) -> None:
    after = applied.state
    where = (game.info.id, before.hand_no, move)
    bowers = game.bowers
    if move.get("kind") == "play" and before.trick:
        led = suit_in_play(before.trick[0], before.trump, bowers)
        card = move["card"]
        hand = before.hands[before.turn]
        if suit_in_play(card, before.trump, bowers) != led:
            assert all(suit_in_play(c, before.trump, bowers) != led for c in hand), (*where, "follow suit")
    if any(event.kind == "trick_won" for event in applied.events):
        assert after.last_winner == winner_of(after.last_trick, before.trump, bowers), (*where, after.last_trick)
        assert len(after.last_trick) == game.seats_in_play(before)
    own_check = MOVE_CHECKS.get(game.info.id)
    if own_check:
        own_check(game, before, move, after)
    if len(after.history) > len(before.history):
        HAND_CHECKS[game.info.id](game, after, after.history[-1])


def hearts_hand(game, state, record) -> None:
    """26 points a hand, or 26 for each other player on POWER."""
    n = len(state.players)
    total = sum(record["points"])
    assert total == (26 * (n - 1) if record["power"] >= 0 else 26), record


def oh_hell_hand(game, state, record) -> None:
    """The tricks taken add up to the cards dealt."""
    assert sum(record["made"]) == record["size"], record
    assert all(b >= 0 for b in record["bids"]), record


def euchre_hand(game, state, record) -> None:
    """One side scores 1, 2 or 4; the other nothing."""
    points = sorted(record["points"])
    assert points[0] == 0 and points[1] in (1, 2, 4), record
    assert points[1] != 4 or record["alone"], record


def whist_hand(game, state, record) -> None:
    """40 for the tens plus the winning side's tricks over six."""
    assert sum(record["tens"]) == 4 and sum(record["tricks"]) == 13, record
    assert sum(record["points"]) == 40 + max(record["tricks"]) - 6, record


HAND_CHECKS = {"hearts": hearts_hand, "oh_hell": oh_hell_hand, "euchre": euchre_hand, "whist_tens": whist_hand}


def salad_hand(game, state, record) -> None:
    """The round's computed total, or 100 for each player but the catcher."""
    from cardtable.games.canadian_salad import ROUNDS, round_total
    n = len(state.players)
    total = sum(record["points"])
    if record["catch"] >= 0:
        assert total == 100 * (n - 1) and record["points"][record["catch"]] == 0, record
    else:
        assert total == round_total(ROUNDS[record["round"] - 1], n), record


HAND_CHECKS["canadian_salad"] = salad_hand


def saskatchewan_hand(game, state, record) -> None:
    """What a round charges, or PayDay's pot shared out to the first three out."""
    if record["name"] == "PayDay":
        assert sum(record["won_money"]) == record["pot"] and len(record["out"]) == 3, record
        assert state.pot == 0 and sum(state.totals) == 0, record
    else:
        deck = game.deck(len(state.players), state.options).codes()
        charge = {1: 5 * (len(deck) // len(state.players)), 2: 5 * sum(c[-1] == "H" for c in deck),
                  3: 40, 4: 25, 5: 50}[record["round"]]
        assert sum(record["paid"]) == charge, record


def saskatchewan_money(game, before, move, after) -> None:
    """Money in equals money out: what the players are down is in the pot, after every move; a
    card is laid on PayDay only next to its row (or a 7), and only a player who cannot lay pays."""
    assert sum(after.totals) + after.pot == 0, (move, after.totals, after.pot)
    if move.get("kind") == "play" and before.phase == "payday":
        card = move["card"]
        order = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
        row = before.rows["SHDC".index(card[-1])]
        if card[:-1] != "7":
            assert row and order.index(card[:-1]) in (order.index(row[0][:-1]) - 1, order.index(row[-1][:-1]) + 1)
    if move.get("kind") == "pay":
        assert not game.layable(before, before.turn)


def rummy_500_hand(game, state, record) -> None:
    """The counters add up to 125; the defenders score their tricks; the bidders the points
    taken (or bid) and 50 more in no trump, or minus the bid."""
    from cardtable.games.tricks import team_of
    assert sum(record["counters"]) == 125 and sum(record["tricks"]) == 12, record
    bidders = team_of(record["bidder"])
    assert record["points"][1 - bidders] == record["tricks"][1 - bidders], record
    took = record["counters"][bidders]
    assert record["made"] == (took >= record["bid"]), record
    if record["made"]:
        base = record["bid"] if state.options["score_bid"] else took
        assert record["points"][bidders] == base + 50 * (record["trump"] == "NT"), record
    else:
        assert record["points"][bidders] == -record["bid"], record


def rummy_500_move(game, before, move, after) -> None:
    """No counter discarded while a plain card is held; no bid after a pass, none lower."""
    from cardtable.games.rummy_500 import is_counter, rank_of_bid
    if move.get("kind") == "discard" and is_counter(move["card"]):
        assert all(is_counter(c) for c in before.hands[before.bidder]), move
    if move.get("kind") == "bid":
        assert not before.passed[before.turn]
        assert not before.bid or rank_of_bid(move["bid"], move["trump"]) > rank_of_bid(before.bid, before.bid_trump)


HAND_CHECKS["saskatchewan_rummy"] = saskatchewan_hand
HAND_CHECKS["rummy_500"] = rummy_500_hand


def court_whist_hand(game, state, record) -> None:
    """Per hand: Coronation's sides 13, Prosperity's 26, Conspiracy's four players 13, Chivalry's
    13 plus 2 a lady's trick, Revolution's 13, Confiscation's 13 less 3 a speaker, Restoration's 25;
    partners alike; sit-outs 8."""
    table = record["table"]
    points = record["points"]
    assert sum(record["tricks"][p] for p in table) == 13, record
    for p in range(len(state.players)):
        if p not in table:
            assert points[p] == 8, record
    game_no = record["game"]
    if game_no == 3:
        assert sum(points[p] for p in table) == 13, record
        return
    sides = ((table[0], table[2]), (table[1], table[3]))
    expected = {1: 13, 2: 26, 4: 13 + 2 * sum(record["ladies_tricks"]), 5: 13, 6: 13, 7: 25}[game_no]
    assert sum(record["sides"]) == expected, record
    for i, side in enumerate(sides):
        for p in side:
            assert points[p] == record["sides"][i] - 3 * record["spoke"][p], record
        assert sum(state.ladies[p] for p in side) == 1, record


HAND_CHECKS["court_whist"] = court_whist_hand
MOVE_CHECKS = {"saskatchewan_rummy": saskatchewan_money, "rummy_500": rummy_500_move}
