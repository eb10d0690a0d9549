"""The Cassino party game, from its rule sheet (001_1e92754ffed2b69b.txt): Cassino for 2-4 players
to 21 points, in which capturing a card lets you ask the question printed on it.

Players and deal: "Players: 2-4". "Each player is dealt four cards, face down. Then, lay four
cards in a row in the middle of the table, face up." "The first turn goes to the player to the
left of the dealer and continues clockwise." "The dealer replenishes the hands of the players
after each round, but not the middle cards." "The player must turn the card he plays face up and
place it on the table in view of all players before it is used to build or capture" (the table
shows the played card on the row before it takes anything).

The plays (see :mod:`.captures`): "Capturing a card by pairing"; "Capturing cards by combining ...
numerical cards (Ace to 10 — not J, Q or K) ... if the value of the cards adds up to the value of a
card in the player's hand"; "Capturing cards by pairing and combining ... he may take the
combination (5 and 4) and the pair (9) at once"; "Building: A player may build a combination on a
middle pile by adding one of the cards from his hand, if he has the card that the new combination
will add up to ... The player who does this may not capture the cards from this build until his
next turn. If any of the other players has an 8, they may steal this build"; "J, Q and K cannot be
part of builds"; "Building on builds: A player may build upon another player's build if he has a
card that will total the value of the three cards in the build"; "Trailing: If a player cannot
capture any cards, or wants to lay off a card, he may lay one of his cards face-up in the middle".

Questions: "Whenever a player captures a card from the row, the player may request one of the
other players to answer the question on the captured card. If a player captures more than one
card, the player may ask the question on all those cards, but only one question per person." After
a capture the capturer may ``ask`` (a captured card, another player), each player at most once,
each card at most once, or be ``done_asking``; a question asked is shown until it is ``answered``
or ``skipped`` (the table shows its text, the engine records only who was asked about which card). The questions are in
``assets/questions/cassino_party.csv`` (:mod:`.party_questions`); the engine only records who was
asked about which card. The option ``questions`` turns the asking off.

Scoring: "Majority of cards (27 or more): 3 points"; "Majority of spades (7 or more): 1 point";
"Big Casino (the 10♦): 2 points"; "Little Casino (the 2♠): 1 point"; "Aces (each): 1 point". No
points for sweeps. "Goal: Reach 21 points to win".

Decided (issue 20; also on the rules page):

* As in Cassino, pairing takes every loose card of the rank (option ``pair_one``: only one); the
  last player to capture takes what is left on the table at the end of the hand; when several pass
  21 in one hand the highest total wins, and equal highest totals play another hand.
* Builds are by adding up only (no "building eights"); any player may raise a build of one group,
  their own included, or add another group of its value.
* Option ``most_wins``: the 3 and the 1 go to the most cards and the most spades (a tie: nobody)
  instead of to 27 cards and 7 spades.
* The dealer passes to the left. Who deals the first hand: the text has a dealer ("The first turn
  goes to the player to the left of the dealer") but does not say who deals first, so the family's
  General Rules (004_312affb30e9b3af0.txt) do: "When dealing the cards for the first round the
  dealer is randomly selected unless the rules state differently". The dealer is drawn from the
  seed (:func:`~cardtable.core.first_dealer.opening_dealer`) and the log says who deals. House
  rule ``first_dealer``: the last player named deals, so the first named plays first (as every
  game did before state version 2: a game saved before replays so).
* The answer is the asked player's: while a question is open the player asked is to act (the
  asker before; the moves are the same, so old records replay alike). It is said aloud, so the
  laptop stays where it is and whoever holds it presses Answered or Skip (``spoken``); a computer
  player never answers for a person. A computer asked cannot answer aloud: it skips
  (``ai_last_resort``: it never chooses "answered"). So the table asks only people: an ``ask``
  (``asks_aloud``) naming a computer is not offered, to a person nor to a computer (a button
  "Ask Robo Ruby" only led to "Robo Ruby skipped the question"). The engine still lists it (it
  knows no seats' kinds, and an old record that asked a computer replays); with nobody but
  computers left to ask, the table plays the capturer's "No more questions" at once (it decides
  nothing: ``Game.nobody_to_ask``, PlayController.automatic), so the record is as before. A
  computer asked in an old game still skips.
"""

from __future__ import annotations

from typing import Any

from ..core.cards import DeckSpec, card_name
from ..core.first_dealer import first_dealer_option
from ..core.game import Applied, Event, GameInfo, Move, OptionSpec
from .captures import (ANSWERED, ASK, ASKING, CASSINO_VALUES, DONE_ASKING, DONE_MOVE, SKIPPED, CaptureRules,
                       FishingGame, FishingState, item_columns)
from .cassino import ITEMS as CASSINO_ITEMS
from .cassino import cassino_items, hand_record
from .lookup import KeptMoves

TARGET = 21
CARDS_MAJORITY, SPADES_MAJORITY = 27, 7  # "(27 or more)", "(7 or more)"
ITEMS = tuple(item for item in CASSINO_ITEMS if item[0] != "sweeps")
ANSWERED_MOVE, SKIPPED_MOVE = Move(kind=ANSWERED), Move(kind=SKIPPED)


ASKS = KeptMoves()  # the questions, made once (a search lists them state after state)

#: The rules, pairing taking every card of the rank or (house rule "pair_one") one (built once).
RULES = {one: CaptureRules(CASSINO_VALUES, pair_all=not one, multiple=True, builds=True, rank_builds=False,
                           faces_in_builds=False, free_trailing=True) for one in (False, True)}


class CassinoParty(FishingGame):
    info = GameInfo(
        id="cassino_party",
        name="Cassino Party Game",
        keywords=("casino",),  # other names the start screen's search finds it by
        family="Fishing",
        min_players=2,
        max_players=4,
        description="Cassino for 2 to 4 players, first to 21 points: capture a card and ask another player the question on it.",
        source="001_1e92754ffed2b69b.txt",
        rules_page="cassino_party.html",
        sheet_row="Hand", sheet_columns=item_columns(ITEMS),
        options=(
            OptionSpec("questions", "Questions", "A capture lets you ask the other people at the table (never a "
                       "computer player) the questions on the cards taken.", True),
            OptionSpec("pair_one", "Pair one card",
                       "Pairing takes only one card of the rank, not every one on the table.", False),
            OptionSpec("most_wins", "Most cards and spades",
                       "The 3 points for cards go to whoever took the most cards, and the 1 point for spades "
                       "to whoever took the most spades (a tie: nobody gets them). Off: 27 cards or more score "
                       "the 3 points, and 7 spades or more the 1 point.", False),
            first_dealer_option(),
        ),
    )
    #: 2: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt: a game saved before replays so).
    state_version = 2
    first_dealer_since = 2
    hand_size = 4
    items = ITEMS
    worth = {"10D": 4.0, "2S": 2.0, "A": 2.0, "S": 0.5}
    sweeps_count = False
    #: The answer is said aloud: the laptop stays where it is and a person presses for the player
    #: asked. A computer cannot answer a question aloud: asked one, it skips it.
    spoken = frozenset({ANSWERED, SKIPPED})
    ai_last_resort = frozenset({ANSWERED})
    #: A question goes to a person only (``whom``): a computer asked could only skip it.
    asks_aloud = frozenset({ASK})
    #: Ending the asking is said aloud too, with the hands down between two questions.
    chosen_aloud = frozenset({DONE_ASKING})

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DeckSpec()

    def rules(self, options: dict[str, Any]) -> CaptureRules:
        return RULES[bool(options["pair_one"])]

    # ----- questions ---------------------------------------------------------------------------------
    def after_capture(self, state: FishingState, taken: tuple[str, ...], events: tuple[Event, ...],
                      **changes: Any) -> Applied:
        """ "the player may request one of the other players to answer the question on the
        captured card" """
        if not state.options["questions"]:
            return self.end_turn(state, events, **changes)
        return Applied(state.replace(phase=ASKING, asking=taken, asked=(), **changes), events)

    def ai_move_scores(self, state: FishingState, seat: int, moves) -> list[float]:
        """Medium's sense of a fishing game, and at the questions: having captured, a computer asks
        one question, the game's fun, then says it is done (it rated asking and stopping alike,
        and asked at random: none, or one of every player). It is offered only questions to
        people (``asks_aloud``); with none, it is done at once."""
        scores = super().ai_move_scores(state, seat, moves)
        if state.phase != ASKING or state.question:
            return scores
        wanted = ASK if not state.asked else DONE_ASKING
        return [score + (1.0 if move.kind == wanted else 0.0) for score, move in zip(scores, moves)]

    def ask_moves(self, state: FishingState) -> list[Move]:
        if state.question:
            return [ANSWERED_MOVE, SKIPPED_MOVE]
        seat = state.turn
        others = [s for s in range(len(state.players)) if s != seat and s not in state.asked]
        return [ASKS((c, s), lambda c=c, s=s: Move(kind=ASK, card=c, whom=s))
                for c in state.asking for s in others] + [DONE_MOVE]

    def perform_ask(self, state: FishingState, move: Move) -> Applied:
        """``ask`` (a card, a player): the question is shown until it is ``answered`` or
        ``skipped``; asking ends when every card or every other player has had one, or when the
        capturer is done."""
        kind = move["kind"]
        who = state.players[state.turn]
        if kind == DONE_ASKING:
            return self.end_turn(state, ())
        if kind == ASK:
            card, whom = move["card"], move["whom"]
            event = Event(f"{who} asks {state.players[whom]} the question on the {card_name(card)}.", "question",
                          card=card, asker=state.turn, whom=whom)
            return Applied(state.replace(question=(card, whom)), (event,))
        card, whom = state.question
        answered = kind == ANSWERED
        event = Event(f"{state.players[whom]} {'answers' if answered else 'skips'} the question.", "note",
                      card=card, whom=whom, answered=answered)
        new = state.replace(question=(), asking=tuple(c for c in state.asking if c != card),
                            asked=state.asked + (whom,))
        if not new.asking or len(new.asked) == len(state.players) - 1:
            return self.end_turn(new, (event,))
        return Applied(new, (event,))

    # ----- scoring -----------------------------------------------------------------------------------
    def score_hand(self, state: FishingState) -> tuple[dict[str, Any], list[int], list[int]]:
        most = state.options["most_wins"]
        items = cassino_items(state.piles, [0] * len(state.players),
                              cards_at=None if most else CARDS_MAJORITY,
                              spades_at=None if most else SPADES_MAJORITY)
        for item in items:
            del item["sweeps"]
        record = hand_record(state, items)
        totals = [t + p for t, p in zip(state.totals, record["points"])]
        return record, totals, self.game_winners(totals, TARGET)

    def sheet_notes(self, options: dict[str, Any]) -> tuple[str, ...]:
        cards = "most cards 3, most spades 1 (a tie: nobody)" if options["most_wins"] else \
            "27 or more cards 3, 7 or more spades 1"
        return (f"{cards.capitalize()}, Big Casino (10\u2666) 2, Little Casino (2\u2660) 1, each ace 1.",
                "First to 21 wins.")


GAME = CassinoParty()
