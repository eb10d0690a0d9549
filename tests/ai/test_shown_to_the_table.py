"""What the table saw of hidden hands, kept in the search's samples (issue 15: Hard plays out
only what can happen): a Fan Tan pass (the passer lacks what the grid took), a card Thirty-One
took from the discard pile (it is in that hand). The trick games' voids are in
test_trick_taking.py. All go through ``Game.shown_lacking`` / ``shown_holding``."""

from __future__ import annotations


def test_a_search_deals_a_fan_tan_passer_none_of_the_cards_the_grid_took_then():
    """Fan Tan: "if the player to the dealer's left cannot play a 7, they add one chip to the pot
    and play continues to the left" (and so on for the cards next to the rows): a pass shows the table
    the passer holds none of the cards the grid would take. Hands only shrink in a deal, so the
    search's samples deal it none of them for the rest of the deal (the shared ``keep_out``)."""
    import random

    from cardtable.games import get_game

    fan_tan = get_game("fan_tan")
    state = fan_tan.setup(["Ann", "Bob", "Cy", "Di"], {}, 3)
    rng = random.Random(2)
    passes = 0
    while passes < 6 and state.phase == "play":
        move = rng.choice(fan_tan.legal_moves(state))
        if move.kind == "pass":
            passer, wanted = state.turn, set(fan_tan.wanted(state))
            passes += 1
        state = fan_tan.apply(state, move).state
        if move.kind == "pass" and state.phase == "play":
            assert wanted <= set(state.lacks[passer])
    assert passes == 6 and state.phase == "play", (passes, state.phase)
    checked = 0
    for viewer in range(4):
        assert fan_tan.observation(state, viewer)["public"]["lacks"] == [list(c) for c in state.lacks]
        for i in range(20):
            sample = fan_tan.determinize(state, viewer, random.Random(i))
            assert fan_tan.observation(sample, viewer) == fan_tan.observation(state, viewer)
            for s, lacks in enumerate(state.lacks):
                if s != viewer:
                    assert not set(lacks) & set(sample.hands[s]), (s, lacks, sample.hands[s])
                    checked += bool(lacks)
    assert checked
    # the option that lets a player pass while able makes a pass tell nothing
    state = fan_tan.setup(["Ann", "Bob", "Cy"], {"penalty_pass": True}, 3)
    state = fan_tan.apply(state, next(m for m in fan_tan.legal_moves(state) if m.kind == "pass")).state
    assert not any(state.lacks)


def test_hard_plays_a_fan_tan_deal_out_to_its_end_not_to_the_first_pass(monkeypatch):
    """Every pass pays a chip, so the chips change nearly every round; a playout that stopped
    at the first change judged a move by who passed next. The game names what ends a hand for
    the search (``ai_playout_key``): the deal."""
    import random

    from cardtable.ai.agents import HardAgent
    from cardtable.games import get_game

    fan_tan = get_game("fan_tan")
    state = fan_tan.setup(["Ann", "Bob", "Cy", "Di"], {}, 5)
    seen = []
    perform = type(fan_tan).perform

    def watched(self, state, move):
        result = perform(self, state, move)
        seen.append(result.state)
        return result

    monkeypatch.setattr(type(fan_tan), "perform", watched)
    HardAgent().playout(fan_tan, state, 0, random.Random(1))
    chips = [s.chips for s in seen]
    assert len(set(chips)) > 2, "the playout went on past the first chip paid"
    assert seen[-1].phase != "play" and all(s.phase == "play" for s in seen[:-1])


def test_a_card_taken_from_the_thirty_one_discards_stays_in_the_takers_hand_in_every_sample():
    """Thirty-One: "At your turn you may draw a card from the stock pile or the discard pile": the
    card on the discard pile is face up, so a player who takes it is seen to hold it until it is
    discarded again. The samples keep it in that hand; once discarded, it is free again."""
    import random

    from cardtable.games import get_game

    game = get_game("thirty_one")
    state = game.setup(["Ann", "Bob", "Cy", "Di"], {}, 11)
    taker = state.turn
    top = state.discard[-1]
    state = game.apply(state, next(m for m in game.legal_moves(state) if m.get("source") == "discard")).state
    assert state.taken[taker] == (top,)
    keep = next(c for c in state.hands[taker] if c != top)
    state = game.apply(state, next(m for m in game.legal_moves(state) if m.get("card") == keep)).state
    assert game.observation(state, 2)["public"]["taken"][taker] == [top]
    for viewer in (s for s in range(4) if s != taker):
        for i in range(30):
            sample = game.determinize(state, viewer, random.Random(i))
            assert top in sample.hands[taker]
            assert game.observation(sample, viewer) == game.observation(state, viewer)
    # play round until the taker lets it go: then it is anybody's again
    rng = random.Random(4)
    while top in state.hands[taker] and state.phase in ("draw", "discard"):
        legal = game.legal_moves(state)
        move = next((m for m in legal if m.get("card") == top), None) or rng.choice(
            [m for m in legal if m.kind != "knock"] or legal)
        state = game.apply(state, move).state
    if state.phase in ("draw", "discard"):
        assert not state.taken[taker]
