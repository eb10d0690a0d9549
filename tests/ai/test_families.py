"""The Medium player's sense, family by family, on the catalogue's games.

Issue 15: "Medium: rule-aware heuristics per family of games (... shedding: get rid of high
penalty cards and keep eights; ... boards: send opponents home, protect your own)". Each test
waits for its game to be ported to engine contract v2 (the agents sample hidden cards).
"""

from __future__ import annotations

import random

import pytest

from cardtable.ai import agent_for, can_sample, information_set
from cardtable.games import get_game

from games.contract import new_random_game


def ported(game_id: str):
    game = get_game(game_id)
    if not can_sample(game):
        pytest.skip(f"{game_id} is not yet ported to engine contract v2 (no with_zones)")
    return game


def test_crazy_eights_sheds_high_cards_and_keeps_eights():
    game = ported("crazy_eights")
    state = game.setup(["Ann", "Bob", "Cleo"], {}, 3)
    state = _dedupe(game, state.replace(hands=(("8S", "3H", "KH", "QC"),) + state.hands[1:],
                                        discard=("5H",), suit="H", turn=0, drew=False))
    move = agent_for("medium").choose(game, information_set(game, state, 0), 1)
    assert move == {"kind": "play", "card": "KH"}  # the king (10 points), not the 3, not the 8
    state = state.replace(hands=(("8S", "2C", "QC"),) + state.hands[1:])
    move = agent_for("medium").choose(game, information_set(game, _dedupe(game, state), 0), 1)
    assert move["card"] == "8S" and move["suit"] == "C"  # only the 8 plays: name the suit held


def _dedupe(game, state):
    """Deal the other hands and the stock again from the cards Ann's hand and the pile leave,
    so every card is somewhere exactly once."""
    counts = game.deck_counts(state)
    mine = list(state.hands[0]) + list(state.discard)
    pool = list(counts.elements())
    for c in mine:
        pool.remove(c)
    random.Random(0).shuffle(pool)
    hands = [state.hands[0]]
    for h in state.hands[1:]:
        hands.append(tuple(pool[:len(h)]))
        pool = pool[len(h):]
    return state.replace(hands=tuple(hands), stock=tuple(pool))


def test_marble_track_sends_opponents_home():
    """ "landing on a marble sends it to its Start Holding Pen": offered the chance, Medium
    takes it nearly always (a move into the home row may be worth more)."""
    game = ported("fast_track")
    chances = taken = 0
    for seed in range(15):
        state, rng = new_random_game(game, seed)
        steps = 0
        while not game.is_over(state) and steps < 400:
            seat = game.to_act(state)[0]
            legal = game.legal_moves(state, seat)
            facts = game.public(state) or game.view(state, seat)
            occupied = {h: colour for colour, holes in facts["marbles"].items() for h in holes}
            mine = {c for c, o in zip(facts["colours"], facts["owners"]) if o == seat}
            captures = [m for m in legal if m.get("to") in occupied and occupied[m["to"]] not in mine]
            if captures and not any(str(m.get("to", "")).startswith("home") for m in legal):
                chances += 1
                taken += agent_for("medium").choose(game, information_set(game, state, seat), seed) in captures
            state = game.apply(state, legal[rng.randrange(len(legal))]).state
            steps += 1
    assert chances > 5 and taken >= 0.8 * chances, (taken, chances)


@pytest.mark.parametrize("game_id", ["gin_rummy", "arizona_rummy", "sticks", "five_hundreds", "hand_and_foot"])
def test_a_games_quick_own_hand_is_its_hand_zones(game_id):
    """A game's ``ai_own_hand`` (what the playouts read at every step instead of listing every
    zone) gives the cards of the seat's hand zones, in every position of seeded games."""
    from cardtable.ai.heuristics import own_hand
    from cardtable.core.zones import Role

    game = ported(game_id)
    rng = random.Random(7)
    for seed in (1, 2):
        players = ["Ann", "Bob", "Cleo", "Dan"][:max(game.info.allowed_counts())]
        state = game.setup(players, {}, seed)
        for _ in range(150):
            if game.is_over(state):
                break
            for seat in range(len(state.players)):
                zoned = tuple(c for z in game.zones(state) if z.kind is Role.HAND and z.owner == seat for c in z.cards)
                assert own_hand(game, state, seat) == zoned
            seat = game.to_act(state)[0]
            state = game.apply(state, rng.choice(game.legal_moves(state, seat))).state


@pytest.mark.parametrize("game_id,players", [("arizona_rummy", 3), ("gin_rummy", 2), ("desert_rummy", 3),
                                             ("ten_dime_rummy", 3), ("five_hundreds", 2)])
def test_medium_takes_a_pile_card_only_to_keep_it(game_id, players):
    """Seen in Arizona Rummy against two computers: Robo Rex took the 8 of hearts from Anna's
    pile and discarded it; Robo Ruby took it from his and discarded it again. The Medium player
    scored a draw from any pile alike and chose among them at random. It now takes a card it can
    see only when that card would stay in its hand (nearer to the hand's cards than its loosest
    one), and never throws the card it took straight back (unless a meld laid in between
    changed what its hand keeps). Five Hundreds names the card taken by its index in the line of
    discards: Robo Rex took the top one and threw it straight back three times in a hand."""
    game = ported(game_id)
    medium = agent_for("medium")
    taken = thrown_back = 0
    for seed in range(6):
        state = game.setup(["Ann", "Bob", "Cleo"][:players], {}, seed)
        took: tuple[int, str] | None = None
        for step in range(160):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            before = game.observation(state, seat)
            move = medium.choose(game, information_set(game, state, seat), seed * 1000 + step)
            pile = move.get("pile")
            if move.kind == "draw" and isinstance(pile, str):
                zone = before["zones"].get(pile, {})
                cards = zone.get("cards") or []
                top = "index" not in move or move["index"] == len(cards) - 1
                if top and cards and cards[-1] is not None and zone.get("role") != "stock":
                    took = (seat, cards[-1])
                    taken += 1
            elif move.kind == "discard" and took is not None and took[0] == seat:
                thrown_back += move.get("card") == took[1]
                took = None
            elif move.kind != "discard" and took is not None and took[0] == seat:
                took = None  # a meld or a card laid off: the hand is another hand now
            state = game.apply(state, move).state
    assert thrown_back == 0, (taken, thrown_back)


@pytest.mark.parametrize("game_id", ["five_hundreds", "sticks", "horseshit_rummy"])
def test_medium_lays_off_rather_than_discard(game_id):
    """Five Hundreds: "Points are scored for the cards melded or laid off" and the cards left in
    hand count against. The Medium player scored a card laid off like nothing and a loose card
    discarded above it: in ten seeded hands it discarded 94 times when it could have laid off, and
    lost a first hand to Random players by 40 points on average. A card that can be laid off now
    goes before the turn's discard."""
    game = ported(game_id)
    medium = agent_for("medium")
    offered = discarded = 0
    for seed in range(4):
        state = game.setup(["Ann", "Bob"], {}, seed)
        for step in range(120):
            if game.is_over(state) or getattr(state, "hand_no", 1) > 1:
                break
            seat = game.to_act(state)[0]
            kinds = {m.kind for m in game.legal_moves(state, seat)}
            move = medium.choose(game, information_set(game, state, seat), seed * 1000 + step)
            if "lay_off" in kinds and "discard" in kinds:
                offered += 1
                discarded += move.kind == "discard"
            state = game.apply(state, move).state
    assert offered and discarded == 0, (offered, discarded)
