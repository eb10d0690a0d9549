"""I Doubt It (Cheat, B.S.), from the card-maker's rules (003_568aafc6ffe6d89e.txt, section
"I Doubt It").

Set-up: three or more players (up to 10 here), one 52-card deck; "For a larger game, it may be
desired to add a second deck" (an option). "Shuffle and deal the cards as evenly as they will go.
It is okay if some players have one card more than others."

The play: "The player to the dealer's left goes first. They are required to play one or more
aces, declaring as they do so 'Two aces' ... the cards are played face down to a discard pile".
"The next player to the left then theoretically plays 2s, then the next player 3s, and so on up
to kings, which are followed again by aces." So a play is only cards and their number: the claim
is always the rank due, and the claim is public while the cards are not.

Challenges: "If another player is suspicious ... they may challenge that player by declaring 'I
doubt it!' When this occurs, the last set of cards played is revealed. If the active player was
lying, they take the entire discard pile into their hand. If they were telling the truth, the
challenger is saddled with the discard pile. Challenges may not be made on a play after the
succeeding player has made their declaration." Here, after every play the other players are
asked in turn, privately (the curtain between humans), "Doubt it?"; the first yes challenges.
The next player is asked last, since their declaration closes the window: they doubt it, or they
make their own play. (Asked in the order after the next player, round to the player before the
one who played, then the next player.)

The end: "Game play continues until one player has run out of cards (and wins the inevitable
challenge accompanying their final play)."

Decisions (also on the in-app rules page):

* A play is one to four cards per deck in use (one to eight with two decks).
* After a challenge the next player (after the one who played) goes on with the next rank.
* A final play is always revealed, without asking: if it was true the player wins; if it was a
  lie they pick up the pile and play goes on with the next player and the next rank.
* Option (off by default): only the next player may doubt.
* Who deals: the card-maker's text does not say, so the family's General Rules do: "When
  dealing the cards for the first round the dealer is randomly selected unless the rules state
  differently". The dealer is drawn from the seed (:func:`~cardtable.core.rng.first_dealer`) and
  the log says who deals. House rule ``first_dealer``: the last player named deals, so the first
  named plays first (as every game did before state version 2: a game saved before replays so).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.cards import RANK_NAMES, RANK_OF, RANKS, DeckSpec, card_name, card_short, cards_said
from ..core.first_dealer import first_dealer_option, opening_dealer
from ..core.game import Applied, Event, Game, GameInfo, GameState, Move, OptionSpec
from ..core.rng import shuffle
from ..core.words import plural
from ..core.zones import Role, Seen, Zone

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

PLAY, DOUBT, BELIEVE = "play", "doubt", "no_doubt"
PLAYING, ASKING, GAME_OVER = "play", "asking", "game_over"
PER_DECK = 4  # Decide: one to four cards a play per deck

#: How a liar (a player holding none of the rank due) is taken to play: one card mostly, each
#: larger count now and then. Medium itself lies with as few cards as it can.
LIE_WITH_ONE, LIE_WITH_MORE = 0.7, 0.1

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")


def claim_text(count: int, rank: str) -> str:
    """ "Two aces", "one king", "three 6s" as a player says it."""
    name = RANK_NAMES[rank]
    if count != 1:
        name = name + "es" if name.endswith("x") else name + "s"
    word = NUMBER_WORDS[count] if count < len(NUMBER_WORDS) else str(count)
    return f"{word} {name}"


@dataclass(eq=False, kw_only=True)
class IDoubtItState(GameState):
    hands: tuple[tuple[str, ...], ...]
    pile: tuple[str, ...]  # face down, top last; the last play is its top ``claim_count`` cards
    claim_seat: int  # who made the last claim (-1: none yet)
    claim_count: int  # how many cards the last claim was (0 once the pile has been taken)
    claim_rank: str
    due: int  # index in RANKS of the rank the next player must claim
    turn: int  # whose play it is (in the asking phase: the one who played)
    asking: int  # the seat asked "Doubt it?" now (-1 outside the asking phase)
    dealer: int
    phase: str
    revealed: tuple[str, ...]  # the cards turned up at the last challenge (public)
    revealed_true: bool
    window: bool  # the player to play may still doubt the last play instead of playing
    winner: int
    plays: int  # plays made so far


class IDoubtIt(Game):
    info = GameInfo(
        id="i_doubt_it",
        name="I Doubt It",
        keywords=("cheat",),  # other names the start screen's search finds it by
        family="Shedding (stops)",
        min_players=3,
        max_players=10,
        description="Play cards face down claiming the rank due; anyone may doubt you. First out wins.",
        source="003_568aafc6ffe6d89e.txt, section 'I Doubt It'",
        rules_page="i_doubt_it.html",
        # (one game, no points: the cards each has left at its end; the first out wins)
        sheet_rounds=("Cards left",), sheet_columns=("Cards",), sheet_low_wins=True,
sheet_notes=("The first player out of cards wins.",),
        options=(
            OptionSpec("two_decks", "Two decks", "Shuffle in a second deck, for a larger game.", False),
            OptionSpec("only_next_doubts", "Only the next player may doubt",
                       "Only the player after the one who played is asked \u201cDoubt it?\u201d.", False),
            first_dealer_option(),
        ),
    )

    #: 2: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt: a game saved before replays so).
    state_version = 2
    first_dealer_since = 2

    #: On the table: cards are dragged (one, or a selection of several) from the hand onto the pile.
    gestures = {PLAY: ("hand", "pile")}
    #: "No, go on": the harmless answer, where the keys' ring rests (Game.declines)
    declines = frozenset({BELIEVE})

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DeckSpec(decks=2 if options["two_decks"] else 1)

    def move_label(self, state: IDoubtItState, move: Move) -> str:
        if move.kind == DOUBT:
            return "I doubt it!"
        if move.kind == BELIEVE:
            return "No, go on"
        if move.kind == PLAY:
            return f"Play {claim_text(len(move.get('cards', ())), RANKS[state.due])}"
        return ""

    def most_cards(self, state: IDoubtItState) -> int:
        return PER_DECK * (2 if state.options["two_decks"] else 1)

    # ----- set-up ---------------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> IDoubtItState:
        n = len(players)
        dealer = opening_dealer(players, options, seed)[0]
        order = shuffle(self.pieces(n, options).cards(), seed, 0, stack)
        hands: list[list[str]] = [[] for _ in range(n)]
        for i, card in enumerate(order):  # "as evenly as they will go", from the dealer's left
            hands[(dealer + 1 + i) % n].append(card)
        return IDoubtItState(
            players=players, options=options, seed=seed, stack=stack, hands=tuple(tuple(h) for h in hands),
            pile=(), claim_seat=-1, claim_count=0, claim_rank="", due=0, turn=(dealer + 1) % n, asking=-1,
            dealer=dealer, phase=PLAYING, revealed=(), revealed_true=False, window=False, winner=-1, plays=0,
        )

    def deal_events(self, state: IDoubtItState) -> list[Event]:
        """Who dealt, as the other games tell it: the log's first line."""
        return [Event(f"{state.players[state.dealer]} deals.", "dealt", dealer=state.dealer)]

    # ----- who acts -------------------------------------------------------------------------
    def to_act(self, state: IDoubtItState) -> tuple[int, ...]:
        if state.phase == GAME_OVER:
            return ()
        return (state.asking,) if state.phase == ASKING else (state.turn,)

    def current_player(self, state: IDoubtItState) -> int | None:
        acting = self.to_act(state)
        return acting[0] if acting else None

    # ----- the turn -------------------------------------------------------------------------
    def click_words(self, state: IDoubtItState, move: Move) -> str | None:
        """A card laid down as one's claim: "lay it face down as one 4" (the keys' words said
        "Enter picks it up", s38 t4 #7)."""
        if move.kind != PLAY or state.phase == ASKING:
            return None
        cards = move["cards"]
        them = "it" if len(cards) == 1 else "them"
        return f"lay {them} face down as {claim_text(len(cards), RANKS[state.due])}"

    def compute_legal_moves(self, state: IDoubtItState) -> list[Move]:
        """In play: the cards of each rank held, together (as many as a play may have), and one
        card of each rank held more than once (the usual lie: one card, so little is lost if
        found out); any other choice of cards (a bluff mixing ranks) is checked by rule. The next
        player may doubt the last play instead. When asked: doubt it, or not."""
        if state.phase == ASKING:
            return [Move(kind=DOUBT, seat=state.asking), Move(kind=BELIEVE, seat=state.asking)]
        if state.phase != PLAYING:
            return []
        by_rank: dict[str, list[str]] = {}
        for card in state.hands[state.turn]:
            by_rank.setdefault(RANK_OF[card], []).append(card)
        most = self.most_cards(state)
        moves = [Move(kind=PLAY, cards=tuple(cards[:most])) for cards in by_rank.values()]
        # a computer that holds only pairs and fours could otherwise only lie with all of them:
        # five players of two decks, each holding whole groups of eight, lied with eight cards
        # and took eight back for ever
        moves += [Move(kind=PLAY, cards=(cards[0],)) for cards in by_rank.values() if len(cards) > 1]
        if state.window:
            moves.append(Move(kind=DOUBT, seat=state.turn))
        return moves

    def check(self, state: IDoubtItState, move: Move) -> str | None:
        kind = move.kind
        if state.phase == GAME_OVER:
            return "The game is over."
        if kind in (DOUBT, BELIEVE):
            asked = state.asking if state.phase == ASKING else state.turn if state.window and kind == DOUBT else None
            if asked is None:
                return "Nobody may doubt the last play now."
            if move.get("seat") != asked:
                return f"It is {state.players[asked]} who may doubt it now."
            return None if set(move) <= {"kind", "seat"} else "That is not a move in I Doubt It."
        if kind != PLAY:
            return "That is not a move in I Doubt It."
        if state.phase != PLAYING:
            return f"Wait: {state.players[state.asking]} is asked whether they doubt it."
        if set(move) - {"kind", "cards", "seat"} or move.get("seat", state.turn) != state.turn:
            return f"It is {state.players[state.turn]}'s turn."
        cards = move.get("cards")
        if not isinstance(cards, tuple) or not cards:
            return "Play one or more cards."
        if any(not isinstance(c, str) or c not in RANK_OF for c in cards):
            return "That is not a card."
        most = self.most_cards(state)
        if len(cards) > most:
            return f"Play at most {plural(most, 'card')} at a time."
        missing = Counter(cards) - Counter(state.hands[state.turn])
        if missing:
            return f"{state.players[state.turn]} does not hold the {card_name(next(iter(missing)))}."
        return None

    def perform(self, state: IDoubtItState, move: Move) -> Applied:
        if move.kind == PLAY:
            return self._play(state, move["cards"])
        if move.kind == DOUBT:
            return self._challenge(state, state.asking if state.phase == ASKING else state.turn)
        return self._no_doubt(state)

    def _play(self, state: IDoubtItState, cards: tuple[str, ...]) -> Applied:
        """ "They are required to play one or more aces, declaring as they do so 'Two aces'" """
        seat, n = state.turn, len(state.players)
        rank = RANKS[state.due]
        hand = list(state.hands[seat])
        for card in cards:
            hand.remove(card)
        hands = list(state.hands)
        hands[seat] = tuple(hand)
        claim = claim_text(len(cards), rank)
        new = state.replace(
            hands=tuple(hands), pile=state.pile + tuple(cards), claim_seat=seat, claim_count=len(cards),
            claim_rank=rank, due=(state.due + 1) % len(RANKS), plays=state.plays + 1, revealed=(),
            window=False,
        )
        laid = "one card" if len(cards) == 1 else f"{NUMBER_WORDS[len(cards)] if len(cards) < len(NUMBER_WORDS) else len(cards)} cards"
        events = [Event(f"{state.players[seat]} lays down {laid} face down: \u201c{claim}.\u201d", "card_moved", cards=len(cards), src=f"hand/{seat}",
                        dst="pile", claim=claim, seat=seat)]
        if not hand:  # "wins the inevitable challenge accompanying their final play"
            return self._reveal(new, None, events)
        if state.options["only_next_doubts"]:
            return Applied(new.replace(turn=(seat + 1) % n, window=True), tuple(events))
        return Applied(new.replace(phase=ASKING, asking=(seat + 2) % n), tuple(events))

    def _no_doubt(self, state: IDoubtItState) -> Applied:
        """Nobody has doubted yet: ask the following player, or, once all but the next player
        have said no, it is the next player's turn: they doubt it or make their own play."""
        n = len(state.players)
        # (whose claim: "Robo Nell does not doubt it." headed Anna's curtain after her own play
        # and Ben's, and read as about Ben's, s46 t1 F6)
        claim = claim_text(state.claim_count, state.claim_rank)
        events = (Event(f"{state.players[state.asking]} does not doubt {state.players[state.claim_seat]}'s "
                        f"\u201c{claim}\u201d.", "note"),)
        following = (state.asking + 1) % n
        if following == state.claim_seat:
            return Applied(state.replace(phase=PLAYING, asking=-1, turn=(state.claim_seat + 1) % n,
                                         window=True), events)
        return Applied(state.replace(asking=following), events)

    def _challenge(self, state: IDoubtItState, challenger: int) -> Applied:
        events = [Event(f"{state.players[challenger]}: \u201cI doubt it!\u201d", "note", seat=challenger)]
        return self._reveal(state, challenger, events)

    def _reveal(self, state: IDoubtItState, challenger: int | None, events: list[Event]) -> Applied:
        """ "the last set of cards played is revealed. If the active player was lying, they take
        the entire discard pile into their hand. If they were telling the truth, the challenger is
        saddled with the discard pile." A final play is revealed without a challenger."""
        n = len(state.players)
        claimant = state.claim_seat
        shown = state.pile[-state.claim_count:]
        true = all(RANK_OF[c] == state.claim_rank for c in shown)
        were = "The card was" if len(shown) == 1 else "The cards were"
        # one sentence, whose claim it judges in it: the curtain, short of room, kept the last
        # sentences and read a bare "True." (s37 t2)
        said = f"as {state.players[claimant]} said" if true else f"so {state.players[claimant]} lied"
        events.append(Event(f"{were} {cards_said(shown)}, {said}.", "revealed",
                            cards=list(shown), true=true, seat=claimant))
        next_turn = (claimant + 1) % n
        base = state.replace(phase=PLAYING, asking=-1, revealed=shown, revealed_true=true, turn=next_turn,
                             window=False)
        if not true:
            taker = claimant
        elif challenger is not None:
            taker = challenger
        else:
            events.append(Event(f"{state.players[claimant]} is out of cards and wins.", "game_over", seat=claimant))
            return Applied(base.replace(phase=GAME_OVER, winner=claimant), tuple(events))
        hands = list(state.hands)
        hands[taker] = hands[taker] + state.pile
        events.append(Event(f"{state.players[taker]} takes the pile of {plural(len(state.pile), 'card')}.", "card_moved",
                            cards=len(state.pile), src="pile", dst=f"hand/{taker}"))
        return Applied(base.replace(hands=tuple(hands), pile=(), claim_count=0), tuple(events))

    def reveals_more(self, before: IDoubtItState, move: Move, after: IDoubtItState) -> bool:
        """What the zones cannot tell: a challenge turns the last play up for the whole table
        ("The cards were: ...") even when the pile then goes into the challenger's hand, and a
        final play turns cards up. Neither can be taken back: an undo would let the player choose
        again knowing the cards."""
        return move.kind == DOUBT or (move.kind == PLAY and len(before.hands[before.turn]) == len(move["cards"]))

    # ----- what each seat may see -----------------------------------------------------------
    def zones(self, state: IDoubtItState) -> list[Zone]:
        """Hands are their owners'; the pile is face down (the claim is public, the cards are
        not), the last play on top of it. One pile, one name, "Pile", as the status line counts
        it: the last play lay apart from the cards under it, and an empty "Discards (0)" stood
        beside "Ben: two 2s" while the status line said "Pile: 2" (tester t1, s29). A true final
        play stays face up on top. The cards a doubt turned up are public ("the last set of cards
        played is revealed") but are in a hand now, with the pile: an empty zone, "Turned up",
        is where :meth:`public` has the table draw them face up (``shown_in``) until the next
        play."""
        k = state.claim_count
        per_card = None
        if state.phase == GAME_OVER and k:
            per_card = (Seen.NOBODY,) * (len(state.pile) - k) + (Seen.ALL,) * k
        zones = [Zone("hand", hand, Seen.OWNER, seat) for seat, hand in enumerate(state.hands)] + [
            Zone("pile", state.pile, Seen.NOBODY, role=Role.PILE, per_card=per_card, label="Pile")]
        if state.revealed and not k:
            zones.append(Zone("claim", (), Seen.ALL, role=Role.PLAYED, label=self.claim_label(state)))
        return zones

    def claim_label(self, state: IDoubtItState) -> str:
        """What the table writes under the last play: the claim ("Anna: two aces")."""
        if state.claim_seat >= 0 and state.claim_count:
            return f"{state.players[state.claim_seat]}: {claim_text(state.claim_count, state.claim_rank)}"
        if state.revealed:  # the pile was just taken: what the challenge turned up
            shown = " ".join(card_short(c) for c in state.revealed)
            return f"Turned up: {shown} ({'true' if state.revealed_true else 'a lie'})"
        return "Last play"

    def with_zones(self, state: IDoubtItState, cards: dict[str, tuple[str, ...]]) -> IDoubtItState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        return state.replace(hands=hands, pile=cards.get("pile", state.pile))

    def public(self, state: IDoubtItState) -> dict[str, Any]:
        claim = None
        if state.claim_seat >= 0 and state.claim_count:
            claim = {"seat": state.claim_seat, "count": state.claim_count, "rank": state.claim_rank,
                     "text": f"{state.players[state.claim_seat]}: {claim_text(state.claim_count, state.claim_rank)}"}
        out = {"phase": state.phase, "due": RANKS[state.due], "claim": claim, "asking": state.asking,
               "pile": len(state.pile), "revealed": list(state.revealed), "revealed_true": state.revealed_true}
        if state.revealed and not state.claim_count:
            # turned up for everyone, then taken into a hand with the pile: the table keeps them in
            # sight, face up, where the last play lay (under "Turned up: 5♠ (a lie)")
            out["shown_in"] = {"claim": list(state.revealed)}
        return out

    # ----- the computer's sense ---------------------------------------------------------------
    #: Medium's scores are all its own: the shedding family's "play rather than pass" knows
    #: nothing of claims, lies or doubting.
    ai_replaces_family = True

    def ai_move_scores(self, state: IDoubtItState, seat: int, moves: list[Move]) -> list[float]:
        """The Medium player's sense, from what the seat may know (its hand, the hand sizes, the
        claim). Play the truth when it holds the rank due (all of it); else lie with as few
        cards as it can, of a rank it will not be asked for soon. Doubt a claim it knows to be
        false ("If the active player was lying, they take the entire discard pile"), or one that
        is unlikely from the cards it cannot see, or a claim that would put the player out."""
        hand = state.hands[seat]
        n = len(state.players)
        held = Counter(RANK_OF[c] for c in hand)
        out: list[float] = []
        doubt = self._doubt_worth(state, seat, held) if state.claim_count and state.claim_seat != seat else -1.0
        due = RANKS[state.due]
        # the ranks this seat will be asked for next (every n-th rank from now)
        mine_next = {RANKS[(state.due + k * n) % len(RANKS)] for k in range(1, 4)}
        for move in moves:
            if move.kind == DOUBT:
                out.append(doubt)
            elif move.kind == BELIEVE:
                out.append(0.0)
            elif move.kind == PLAY:
                cards = move["cards"]
                rank = RANK_OF[cards[0]]
                if rank == due and all(RANK_OF[c] == due for c in cards):
                    out.append(5.0 + len(cards))  # the truth, all of it
                else:  # a lie: few cards, of a rank not needed soon
                    out.append(1.0 - len(cards) - (1.5 if rank in mine_next else 0.0))
            else:
                out.append(0.0)
        return out

    def claim_true_chance(self, state: IDoubtItState, seat: int, held: Counter[str] | None = None) -> float:
        """The chance, as ``seat`` may judge it, that the last claim is true. A truthful player
        lays all the cards of the rank due it holds, so a true claim of k means its hand held
        exactly k of them; a player holding none must lie, and a liar lays one card far more
        often than more (``LIE_WITH_ONE``). Bayes, with the claimant's hand drawn from the cards
        this seat cannot see: P(true) = P(held k) / (P(held k) + P(held none) * P(a lie of k))."""
        if held is None:
            held = Counter(RANK_OF[c] for c in state.hands[seat])
        per_rank = PER_DECK * (2 if state.options["two_decks"] else 1)
        k, rank = state.claim_count, state.claim_rank
        others = per_rank - held[rank]  # cards of the rank this seat cannot see
        if k > others:
            return 0.0  # a sure lie
        unseen = per_rank * 13 - len(state.hands[seat])
        size = len(state.hands[state.claim_seat]) + k  # the claimant's hand before the play
        true = _exactly(k, others, unseen, size)
        lie = _exactly(0, others, unseen, size) * (LIE_WITH_ONE if k == 1 else LIE_WITH_MORE)
        return true / (true + lie) if true + lie > 0 else 0.0

    def determinize(self, state: IDoubtItState, seat: int | None, rng: random.Random) -> IDoubtItState:
        """The hidden cards re-dealt (the generic rule), then made to agree with what the last
        claim tells: dealt at random, the k cards under a claim would almost never all be of
        the rank claimed, and a search would doubt every claim. So the claim is made true with
        the chance ``seat`` can judge (:meth:`claim_true_chance`) and a lie otherwise; either
        way the claimant holds none of the rank now (a truthful player lays all it has, a liar
        had none). Cards are only swapped among the places hidden from ``seat``, so hand sizes
        and what the seat sees stay as they are, and the choice reads nothing it may not know."""
        new = super().determinize(state, seat, rng)  # type: ignore[arg-type]
        k, claimant, rank = state.claim_count, state.claim_seat, state.claim_rank
        if seat is None or not k or claimant < 0 or claimant == seat:
            return new
        truth = rng.random() < self.claim_true_chance(state, seat)
        hands = [list(h) for h in new.hands]
        pile = list(new.pile)
        top = len(pile) - k
        # the hidden places a card may be swapped with: (list, index); the claim and the
        # claimant's hand are fixed up, the rest (other hidden hands, the pile below) give way
        spare = [(pile, i) for i in range(top)]
        spare += [(hands[s], i) for s in range(len(hands)) if s not in (seat, claimant) for i in range(len(hands[s]))]
        claimant_hand = [(hands[claimant], i) for i in range(len(hands[claimant]))]
        claim = [(pile, i) for i in range(top, len(pile))]

        def swap(a: tuple[list[str], int], b: tuple[list[str], int]) -> None:
            a[0][a[1]], b[0][b[1]] = b[0][b[1]], a[0][a[1]]

        def move_out(places, wanted: bool, sources) -> bool:
            """Make every card in ``places`` of the rank (``wanted``) or not, swapping with
            ``sources``; False if the sources run out."""
            for place in places:
                if (RANK_OF[place[0][place[1]]] == rank) == wanted:
                    continue
                source = next((q for q in sources if (RANK_OF[q[0][q[1]]] == rank) == wanted), None)
                if source is None:
                    return False
                swap(place, source)
            return True

        if not move_out(claim, truth, claimant_hand + spare):
            return new  # no consistent deal of this kind: keep the generic sample
        if not move_out(claimant_hand, False, spare):
            return new
        return new.replace(hands=tuple(tuple(h) for h in hands), pile=tuple(pile))

    def _doubt_worth(self, state: IDoubtItState, seat: int, held: Counter[str]) -> float:
        """Positive when doubting the last claim looks right: what a lie found out gains (the
        pile goes to the claimant) against what a true claim costs (the pile comes to this seat).
        The pile hurts the claimant most when it is about to go out or leads the table; any other
        claimant is one of several rivals, so the gain is shared. With few cards of its own, the
        seat doubts more carefully: the pile would undo its lead."""
        p_true = self.claim_true_chance(state, seat, held)
        if p_true == 0.0:
            return 10.0  # a sure lie
        n = len(state.players)
        claimant = state.claim_seat
        left = len(state.hands[claimant])
        if left <= 2:
            gain = 1.0
        elif left <= min(len(h) for i, h in enumerate(state.hands) if i != claimant):
            gain = 0.6
        else:
            gain = 1.0 / (n - 1)
        if len(state.hands[seat]) <= 3:
            gain *= 0.5
        return (1.0 - p_true) * gain - p_true

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: IDoubtItState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: IDoubtItState) -> list[int]:
        """Cards left in hand (fewer is better)."""
        return [len(h) for h in state.hands]

    def winners(self, state: IDoubtItState) -> list[int]:
        return [state.winner] if state.phase == GAME_OVER else []

    def score_sheet(self, state: IDoubtItState) -> "ScoreSheet":
        """Cards left in each hand, and the winner."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        over = state.phase == GAME_OVER
        left = tuple(len(h) for h in state.hands)
        row = ScoreRow(self.info.sheet_rounds[0] if over else "Cards held", tuple((c,) for c in left),
                       marked=(state.winner,) if over else ())
        return ScoreSheet(
            title="I Doubt It score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options), sections=(ScoreSection(rows=(row,)),),
            totals=left, winners=tuple(self.winners(state)), lower_is_better=self.info.sheet_low_wins, total_row=False,
            notes=self.info.sheet_notes,
        )

    def status(self, state: IDoubtItState) -> str:
        if state.phase == GAME_OVER:
            return f"Game over: {state.players[state.winner]} is out of cards and wins."
        if state.phase == ASKING:
            claim = claim_text(state.claim_count, state.claim_rank)
            return (f"{state.players[state.asking]}, do you doubt {state.players[state.claim_seat]}'s "
                    f"\u201c{claim}\u201d? Pile: {len(state.pile)}.")
        rank = RANK_NAMES[RANKS[state.due]]
        # the claim on top of the pile, while it may still be doubted (it was the caption of the
        # last play, which lay apart from the pile)
        doubt = ""
        if state.claim_count and state.window:
            doubt = (f", or doubt {state.players[state.claim_seat]}'s "
                     f"\u201c{claim_text(state.claim_count, state.claim_rank)}\u201d")
        return f"{state.players[state.turn]}: play one or more cards as {rank}s{doubt}. Pile: {len(state.pile)}."

    def asked_heading(self, state: IDoubtItState, seat: int) -> str | None:
        """ "Anna: doubt Robo Nell's “two 3s”?" over Anna's curtain when she is asked, not to play."""
        if state.phase != ASKING or seat != state.asking:
            return None
        return (f"{state.players[seat]}: doubt {state.players[state.claim_seat]}'s "
                f"\u201c{claim_text(state.claim_count, state.claim_rank)}\u201d?")

    def prompt(self, state: IDoubtItState, seat: int) -> str:
        if state.phase == ASKING and seat == state.asking:
            return f"{state.players[state.claim_seat]} claims {claim_text(state.claim_count, state.claim_rank)}. Doubt it?"
        return self.status(state)


def _exactly(k: int, good: int, pool: int, drawn: int) -> float:
    """Hypergeometric chance that ``drawn`` cards from ``pool`` (``good`` of them of a rank)
    hold exactly ``k`` of that rank."""
    from math import comb

    drawn = min(drawn, pool)
    total = comb(pool, drawn)
    if total == 0 or k > good or k > drawn:
        return 0.0
    return comb(good, k) * comb(pool - good, drawn - k) / total

GAME = IDoubtIt()
