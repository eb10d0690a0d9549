"""Rummoli, from the family rule book (004_312affb30e9b3af0.txt, section "Rummoli (board game)").

One deck without jokers, 2 to 8 players; "Aces are high, 2 is the lowest card". The board has
nine spaces, each a pile of chips: the centre **Rummoli** pot, **Poker**, and the pay cards
10 of spades, jack of diamonds, queen of clubs, king of hearts, ace of spades, the ace and king
of diamonds, and 7-8-9 of one suit. "Each round takes 9 chips to ante": one chip on each space.

Set-up and the deal: "Divide up the chips with equal amounts to each person ... each player
start with 50 chips" (the amount is an option). Every round each player still in the game antes
one chip on each of the nine spaces, then "Deal out the cards to each player as well as a
'Widow hand' ... All players may not get the same amount of cards." The whole deck is dealt
every round ("Remember to use the dead cards from the last round").

The widow: "the dealer may either exchange his hand for the Widow or auction the Widow off to
the highest bidder and keep the proceeds. The player purchasing the Widow must play it ... The
dead cards are not used in this round." Keeping the hand with no auction is a house rule (option
``keep_hand``, off by default): the book gives the dealer only those two choices.

The play: "The player to the left of the dealer will start by playing the lowest card in their
hand. The player having the next consecutive card in the same suit then plays it ... until the
ace of the suit has been played or until nobody has the proper card ... The player who played
the last card now plays the lowest card in his hand in a suit of the opposite colour".

Paying: "When a player lays down a card or cards matching one of the spaces on the board they
collect the chips that are in that space. Some spaces will not get collected each round and the
chips will build up". "The first player to get rid of all his cards collects the chips on the
space marked 'Rummoli' and this marks the end of one round." Then "each player finds the 5
cards that will create their best poker hand and the highest poker hand will take the chips in
the spot marked as 'Poker'".

Between rounds: "The deal passes to the left ... each player places another chip on each of the
nine spaces". "If a player does not have enough chips to ante the next round then they are out
of the game." Alternate rule (option): "Allow players to re-buy chips if they run out".

The end: "When the players decide to end the game have the next dealer declare the spot with
the lowest amount of chips and deal a poker hand face up to each player to determine the winner
of that pot. Proceed dealing poker hands until all of the pots are claimed."

Choices where the text is vague (also on the in-app rules page):

* First dealer: "Cut cards to determine who deals first. High card will deal" (the rule that
  "states differently" from the General Rules' random dealer): the engine cuts at set-up
  (:func:`~cardtable.core.first_dealer.opening_dealer`, from the seed but apart from the numbered
  shuffles: one deck without jokers, aces high, suits equal, those tied cutting again) and the log
  tells the cut. House rule ``first_dealer``: the last player named deals first (as every game
  did before state version 3: a table that cut with real cards seats itself so).
* The deal: one card at a time, starting with the player left of the dealer and going left;
  the widow is dealt as an extra hand sitting just after the dealer (it gets its card after the
  dealer each time round). Players earlier in that order get the odd cards. Players who are out
  of the game get no cards. A stacked deal lists shuffle 1 top card first in that order.
* Keeping (house rule ``keep_hand``): the dealer keeps their own hand; the widow is then dead.
* The auction: the players bid in turn order from the dealer's left (the dealer does not bid);
  each bids more than the last bid (at most the chips they have) or passes, and a pass is final.
  When every other bidder has passed, the high bidder pays the dealer and takes the widow; their
  own hand is dead. If nobody bids at all the widow is dead and the dealer keeps their hand.
  A bidder who cannot bid (no chips, or no more than the high bid) passes at once, said in the
  log ("Sam has no chips to bid: passes."): the laptop was handed to them only to press Pass
  (s42 t1). A game saved before state version 4 asked them (:data:`ASK_EVERY_BIDDER`).
* "The lowest card": if a player has two or more cards of that lowest rank in the allowed suits,
  they choose which to play.
* No card of the opposite colour: the player who stopped the run plays the lowest card in their
  hand in any suit (the book's rule for the first lead: the play stays with them, as the book
  says "the player who played the last card now plays"). The option "pass_left" gives the
  common published rule instead: the turn passes left to the first player holding a card of
  the opposite colour (if nobody does, the stopper plays their lowest card).
* The ace and king of diamonds pay when one player has played both in the round (the common
  reading of that space); 7-8-9 pays when one player has played the 7, 8 and 9 of one suit.
  Each pays at the moment its last card is played. Collecting is automatic on screen, so the
  book's "If a player misses collecting their payout" never happens here.
* Which cards make the poker hand: the hand each player played the round with, i.e. the cards
  they held when the first card was led (after the widow exchange or purchase). The dead hand
  and the unsold widow are no one's. Ties split the Poker chips equally; an odd chip stays on
  the Poker space for the next round. The option "poker_first" settles the Poker space before
  the first card is played (as many published rules do) instead of after someone goes out.
* Running out of chips is checked when the next round is dealt. A player who is out keeps the
  chips they have left (fewer than nine) and takes no further part. With the re-buy option each
  short player chooses to re-buy (another starting stake from the bank, added to their stack) or
  to retire. Scores are chips held minus chips bought.
* The end procedure: any time between rounds the players may end the game (it is also the only
  choice once fewer than two players could ante). The next dealer names the space with the
  fewest chips (empty spaces are skipped; with a tie they pick), five cards are dealt face up to
  each player still in, and the best poker hand takes that space; tied hands split it and the
  odd chips go to the tied players nearest the dealer's left, one each. This repeats until the
  board is empty. Each end deal is a fresh shuffle of the whole deck.
* Undo: a move can be taken back only if it showed the mover nothing new. Not after anything
  that showed hidden cards (a deal, taking the widow, the showdown at the end of a round, an end
  deal), and not after a play whose outcome depends on where hidden cards are: who holds the next
  card of the run ("Cleo: play the 4 of clubs") or that nobody does ("The 5 of hearts is in
  the dead hand"), or, with ``pass_left``, who leads next. Settling the Poker space before the play
  (``poker_first``) cannot be taken back either.
* The status line is public (it is also the saved game's summary): it never names a card in a
  hand. What the player to move must play is their private prompt, shown after the hand-off.
* Bids are amounts: any number of chips above the high bid, up to the bidder's chips, is checked
  by rule; the table offers a few (1, 2, 5 and 10 over the high bid) as buttons.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Sequence, TYPE_CHECKING

from ..core.cards import RANK_OF, RED_SUITS, SUIT_NAMES, SUIT_OF, DeckSpec, card_name, card_short
from ..core.first_dealer import CUT, first_dealer_option, opening_dealer
from ..core.game import Applied, Event, Game, GameInfo, GameState, Move, OptionSpec
from ..core.move_forms import CARD, COUNT, SPACE, MoveForms
from ..core.rng import shuffle
from ..core.scoresheet import KeptRows
from ..core.words import listed, plural
from ..core.zones import Role, Seen, Zone
from . import poker_hands

if TYPE_CHECKING:  # the sheet module is imported when a sheet is asked for
    from ..core.scoresheet import ScoreSheet

# ----- the board ----------------------------------------------------------------------------
RUMMOLI, POKER, AKD, SEQ789 = "rummoli", "poker", "AKD", "789"
SINGLE_CARD_SPACES = ("10S", "JD", "QC", "KH", "AS")
#: The nine spaces, in the order of ``RummoliState.spaces``.
SPACES = (RUMMOLI, POKER, *SINGLE_CARD_SPACES, AKD, SEQ789)
SPACE_INDEX = {s: i for i, s in enumerate(SPACES)}
#: Cards that can complete a pay space when played.
PAY_CARDS = frozenset(SINGLE_CARD_SPACES + ("AD", "KD") + tuple(r + s for r in "789" for s in "SHDC"))
SPACE_NAMES = {
    RUMMOLI: "Rummoli", POKER: "Poker", "10S": "10 of spades", "JD": "jack of diamonds",
    "QC": "queen of clubs", "KH": "king of hearts", "AS": "ace of spades",
    AKD: "ace and king of diamonds", SEQ789: "7-8-9 of one suit",
}
#: Space names as the score sheet writes them.
SHORT_SPACE_NAMES = {
    RUMMOLI: "Rummoli", POKER: "Poker", "10S": "10\u2660", "JD": "J\u2666", "QC": "Q\u2663",
    "KH": "K\u2665", "AS": "A\u2660", AKD: "A-K\u2666", SEQ789: "7-8-9",
}
ANTE = len(SPACES)  # one chip on each space
#: The score sheet's bottom row with the re-buy option: chips held less chips bought back.
REBUY_TOTAL = "Chips less re-buys"
#: How the game is won, said with the re-buy option: the sheet's legend and caption (its bottom
#: row keeps the label "Total": a longer one widened the sheet, and at 1024x600 the seats' words
#: no longer fitted their boxes)
REBUY_GOAL = "each total is chips held less chips bought back; the highest wins"

PIECES = DeckSpec()  # one deck, no jokers
DECK = tuple(PIECES.cards())
DECK_SET = frozenset(DECK)
VALUE = poker_hands.VALUE  # aces high
NEXT_RANK = {"2": "3", "3": "4", "4": "5", "5": "6", "6": "7", "7": "8", "8": "9", "9": "10",
             "10": "J", "J": "Q", "Q": "K", "K": "A"}

# ----- phases and moves ---------------------------------------------------------------------
#: The auction of a game saved before state version 4: every bidder is asked in turn, even one
#: who cannot bid (offered by no set-up: :attr:`Game.old_save_rules`).
ASK_EVERY_BIDDER = "ask_every_bidder"

WIDOW, AUCTION, PLAY, ROUND_OVER, REBUY, END, GAME_OVER = (
    "widow", "auction", "play", "round_over", "rebuy", "end", "game_over")
KEEP, EXCHANGE, SELL, BID, PASS = "keep", "exchange", "auction", "bid", "pass"
#: The bids the table offers as buttons: this many over the high bid (any amount is allowed).
OFFERED_RAISES = (1, 2, 5, 10)
PLAY_CARD, NEXT_ROUND, END_GAME, REBUY_MOVE, RETIRE, NAME_SPACE = (
    "play", "next_round", "end_game", "rebuy", "retire", "name_space")


#: Moves built once (a search step then makes no move objects; lists handed out are not changed).
PLAY_MOVES = {card: Move(kind=PLAY_CARD, card=card) for card in DECK}
PASS_MOVE = Move(kind=PASS)
WIDOW_MOVES = [Move(kind=KEEP), Move(kind=EXCHANGE), Move(kind=SELL)]
_BID_MOVES: dict[int, Move] = {}


def bid_move(chips: int) -> Move:
    move = _BID_MOVES.get(chips)
    if move is None:
        move = Move(kind=BID, chips=chips)
        if chips <= 10_000:
            _BID_MOVES[chips] = move
    return move


#: Each kind of move and its fields (:attr:`Game.move_forms`; its check takes no other key: a
#: move is one of the legal moves, a bid names its chips and nothing else).
MOVE_FORMS: MoveForms = {
    KEEP: {}, EXCHANGE: {}, SELL: {}, BID: {"chips": COUNT}, PASS: {}, PLAY_CARD: {"card": CARD},
    NEXT_ROUND: {}, END_GAME: {}, REBUY_MOVE: {}, RETIRE: {}, NAME_SPACE: {"space": SPACE},
}


def shown(value: object) -> str:
    """Something a junk move held, safe to quote in a refusal (short, never a huge number)."""
    if isinstance(value, str):
        return repr(value[:20])
    return "That"


def value(card: str) -> int:
    return VALUE[RANK_OF[card]]


def next_card(card: str) -> str | None:
    """The next consecutive card of the same suit; ``None`` after the ace."""
    return NEXT_CARD[card]


NEXT_CARD: dict[str, str | None] = {
    c: (NEXT_RANK[RANK_OF[c]] + SUIT_OF[c]) if RANK_OF[c] in NEXT_RANK else None for c in DECK}
CARD_NAMES = {c: card_name(c) for c in DECK}
HAND_KEYS = tuple(f"hand/{s}" for s in range(8))


def is_red_suit(s: str) -> bool:
    return s in RED_SUITS


@dataclass(eq=False, kw_only=True)
class RummoliState(GameState):
    chips: tuple[int, ...]  # each player's stack
    bought: tuple[int, ...]  # chips each player has bought with re-buys
    spaces: tuple[int, ...]  # the chips on each space, in SPACES order
    in_game: tuple[bool, ...]  # False once a player is out (could not ante, or retired)
    phase: str
    dealer: int
    round_no: int  # 1 for the first round
    shuffles: int  # shuffles done so far: the index of the next one
    # Where the cards are (every card of the deck in exactly one of these):
    hands: tuple[tuple[str, ...], ...]
    widow: tuple[str, ...]
    dead: tuple[str, ...]
    played: tuple[str, ...]  # played this round, in order
    stock: tuple[str, ...]  # undealt cards during the end procedure
    # The round:
    dead_owner: int  # seat whose hand went dead (-1: none, or the unsold widow)
    widow_taker: int  # seat who took the widow (-1: nobody)
    round_hands: tuple[tuple[str, ...], ...]  # each hand as play began (for the poker hand)
    plays: tuple[tuple[int, str], ...]  # (seat, card) in order
    turn: int
    need: str  # the card wanted next in the run; "" when someone must lead their lowest card
    last_suit: str  # suit of the card that stopped the run ("" for the first lead)
    # The auction:
    bid_turn: int
    high_bid: int
    high_bidder: int
    passed: tuple[int, ...]
    # Re-buy decisions pending, in order:
    pending: tuple[int, ...]
    # History, for the score sheet: one dict per round / per end deal.
    payouts: tuple[tuple[str, int, int], ...]  # this round: (space, seat, chips)
    poker_done: bool  # the Poker space has been settled this round
    poker: dict[str, Any]  # this round's poker result: winners, hand name, each best five
    history: tuple[dict[str, Any], ...]
    end_deals: tuple[dict[str, Any], ...]


class Rummoli(Game[RummoliState]):
    move_forms = MOVE_FORMS
    info = GameInfo(
        id="rummoli",
        name="Rummoli",
        family="Shedding (stops)",  # (its own "Stops (board and chips)" put it under "More games")
        min_players=2,
        max_players=8,
        description="Play runs up the suits to collect the chips on the board's pay cards; first out takes the Rummoli pot.",
        source="004_312affb30e9b3af0.txt, section 'Rummoli (board game)'",
        rules_page="rummoli.html",
        sheet_columns=("Net", "Chips"),
        options=(
            OptionSpec("keep_hand", "Dealer may keep the hand",
                       "The dealer may also keep the hand (the widow is then not used this round). Off: the dealer "
                       "either exchanges the hand for the widow or auctions the widow.", False),
            OptionSpec("start_chips", "Starting chips", "Chips each player starts with (each round's ante is 9).", 50, minimum=9, maximum=1000,
                       limits_why="one round's ante"),
            OptionSpec("rebuy", "Re-buy", "A player who cannot ante may re-buy a starting stake instead of dropping out.", False,
                       alternate=0),
            OptionSpec("pass_left", "No opposite colour: pass left", "If the player who stopped the run has no card of the opposite colour, the next player to the left who has one leads instead.", False),
            OptionSpec("poker_first", "Poker before the play", "Settle the Poker space when play begins, before the first card, instead of when someone goes out.", False),
            OptionSpec("rounds", "Rounds to play",
                       "The game ends after this many rounds (or when the players decide). Computer players never end the game themselves.",
                       0, minimum=0, maximum=200, zero_text="Until we stop"),
            first_dealer_option(CUT),
        ),
    )
    #: 2: keeping the hand became the house rule ``keep_hand`` (off by default).
    #: 3: the first dealer is cut for ("Cut cards to determine who deals first") unless the house
    #: rule ``first_dealer`` says the last player named (before, the last named always dealt: a
    #: game saved before replays so).
    #: 4: a bidder who cannot bid passes at once; a game saved before asks them
    #: (:data:`ASK_EVERY_BIDDER`), so its recorded passes replay.
    state_version = 4
    first_dealer_since = 3
    old_save_rules = (ASK_EVERY_BIDDER,)

    def upgrade_options(self, options: dict[str, Any], state_version: int,
                        players: tuple[str, ...] = ()) -> dict[str, Any]:
        """The options of a game saved by an older version, as this version reads them: before
        state version 2 the dealer could always keep the hand, so such a save replays with the
        house rule on; before state version 3 the last player named dealt first; before state
        version 4 every bidder was asked in the auction, even one who could not bid."""
        if state_version < 2 and isinstance(options, dict) and "keep_hand" not in options:
            options = {**options, "keep_hand": True}
        if state_version < 4 and isinstance(options, dict) and ASK_EVERY_BIDDER not in options:
            options = {**options, ASK_EVERY_BIDDER: True}
        return super().upgrade_options(options, state_version, players)

    # ----- set-up ---------------------------------------------------------------------------
    def first_deal(self, players, options, seed, stack) -> tuple[RummoliState, Sequence[Event]]:
        """The cut for the first deal (:func:`~cardtable.core.first_dealer.opening_dealer`), told
        before the first round's deal."""
        n = len(players)
        dealer, cut = opening_dealer(players, options, seed)
        state = RummoliState(
            players=players, options=options, seed=seed, stack=stack,
            chips=(options["start_chips"],) * n, bought=(0,) * n, spaces=(0,) * len(SPACES),
            in_game=(True,) * n, phase=WIDOW, dealer=dealer, round_no=0, shuffles=0,
            hands=((),) * n, widow=(), dead=(), played=(), stock=(), dead_owner=-1,
            widow_taker=-1, round_hands=(), plays=(), turn=0, need="", last_suit="",
            bid_turn=-1, high_bid=0, high_bidder=-1, passed=(), pending=(), payouts=(),
            poker_done=False, poker={}, history=(), end_deals=(),
        )
        state, events = self._start_round(state, dealer)
        return state, [Event(line, "cut") for line in cut] + events

    def seats_from(self, state: RummoliState, seat: int) -> list[int]:
        """Players still in the game, starting with the first one left of ``seat``."""
        n = len(state.players)
        return [(seat + i) % n for i in range(1, n + 1) if state.in_game[(seat + i) % n]]

    def left_of(self, state: RummoliState, seat: int) -> int:
        return self.seats_from(state, seat)[0]

    def ante(self, state: RummoliState) -> RummoliState:
        """ "at the start of each new hand each player places another chip on each of the nine
        spaces on the board" """
        k = sum(state.in_game)
        chips = tuple(c - ANTE if state.in_game[i] else c for i, c in enumerate(state.chips))
        return state.replace(chips=chips, spaces=tuple(s + k for s in state.spaces))

    def deal_order(self, state: RummoliState, dealer: int) -> list[int]:
        """Seats in dealing order: left of the dealer round to the dealer, then the widow (-1)."""
        return self.seats_from(state, dealer) + [-1]

    def _start_round(self, state: RummoliState, dealer: int) -> tuple[RummoliState, list[Event]]:
        """Ante, then "Deal out the cards to each player as well as a 'Widow hand'"."""
        n = len(state.players)
        state = self.ante(state.replace(dealer=dealer))
        order = shuffle(DECK, state.seed, state.shuffles, state.stack)
        seats = self.deal_order(state, dealer)
        hands: list[list[str]] = [[] for _ in range(n)]
        widow: list[str] = []
        for i, card in enumerate(order):
            seat = seats[i % len(seats)]
            (widow if seat < 0 else hands[seat]).append(card)
        state = state.replace(
            hands=tuple(tuple(h) for h in hands), widow=tuple(widow), dead=(), played=(), stock=(),
            shuffles=state.shuffles + 1, phase=WIDOW, round_no=state.round_no + 1, dead_owner=-1,
            widow_taker=-1, round_hands=(), plays=(), turn=dealer, need="", last_suit="",
            bid_turn=-1, high_bid=0, high_bidder=-1, passed=(), pending=(), payouts=(),
            poker_done=False, poker={},
        )
        k = sum(state.in_game)
        ante = [f"seat:{s}" for s in range(n) if state.in_game[s]]
        return state, [Event(f"Round {state.round_no}: everyone antes one chip on each space ({k * ANTE} chips); "
                             f"{state.players[dealer]} deals.", "dealt", dealer=dealer, round=state.round_no,
                             ante={"from": ante, "to": [f"space:{s}" for s in SPACES], "each": 1},
                             counts={**{f"hand/{s}": len(h) for s, h in enumerate(hands)}, "widow": len(widow)})]

    # ----- whose move -----------------------------------------------------------------------
    def current_player(self, state: RummoliState) -> int | None:
        phase = state.phase
        if phase == WIDOW:
            return state.dealer
        if phase == AUCTION:
            return state.bid_turn
        if phase == PLAY:
            return state.turn
        if phase == REBUY:
            return state.pending[0]
        if phase in (ROUND_OVER, END):
            return self.next_dealer(state)
        return None

    def next_dealer(self, state: RummoliState) -> int:
        """ "The deal passes to the left" (skipping players who are out)."""
        return self.left_of(state, state.dealer)

    def bidders(self, state: RummoliState) -> list[int]:
        """Everyone in the game but the dealer, in turn order from the dealer's left."""
        return [s for s in self.seats_from(state, state.dealer) if s != state.dealer]

    # ----- legal moves ----------------------------------------------------------------------
    def lead_cards(self, state: RummoliState, seat: int) -> list[str]:
        """ "plays the lowest card in his hand in a suit of the opposite colour to the suit last
        played" (the first lead of a round: "the lowest card in their hand"). All cards of that
        lowest rank are offered; with no card of the opposite colour, the lowest of any suit."""
        hand = state.hands[seat]
        pool = self.opposite_colour_cards(state, hand)
        if not pool:
            pool = list(hand)
        low = min(value(c) for c in pool)
        return [c for c in pool if value(c) == low]

    def opposite_colour_cards(self, state: RummoliState, hand: tuple[str, ...]) -> list[str]:
        if not state.last_suit:
            return list(hand)
        red = is_red_suit(state.last_suit)
        return [c for c in hand if is_red_suit(SUIT_OF[c]) != red]

    def compute_legal_moves(self, state: RummoliState) -> list[Move]:
        phase = state.phase
        if phase == WIDOW:
            return WIDOW_MOVES if state.options.get("keep_hand") else WIDOW_MOVES[1:]
        if phase == AUCTION:
            # A bid is any amount in range (see check); the table offers these few.
            top = state.chips[state.bid_turn]
            return [bid_move(state.high_bid + d) for d in OFFERED_RAISES if state.high_bid + d <= top] + [PASS_MOVE]
        if phase == PLAY:
            if state.need:
                return [PLAY_MOVES[state.need]]
            return [PLAY_MOVES[c] for c in self.lead_cards(state, state.turn)]
        if phase == ROUND_OVER:
            moves = [Move(kind=NEXT_ROUND)] if self.can_continue(state) else []
            return moves + [Move(kind=END_GAME)]
        if phase == REBUY:
            return [Move(kind=REBUY_MOVE), Move(kind=RETIRE)]
        if phase == END:
            return [Move(kind=NAME_SPACE, space=s) for s in self.lowest_spaces(state)]
        return []

    def check(self, state: RummoliState, move: Move) -> str | None:
        """Bids are checked by rule (any amount above the high bid, up to the bidder's chips);
        every other move must be one of the legal moves."""
        if state.phase == AUCTION and move.get("kind") == BID and set(move) == {"kind", "chips"}:
            return self.bid_refusal(state, move.get("chips"))
        if move in self.legal_moves(state):  # a few moves: a scan beats hashing them all
            return None
        return self.explain(state, move)

    def bid_refusal(self, state: RummoliState, chips: object) -> str | None:
        if not isinstance(chips, int) or isinstance(chips, bool):
            return "A bid is a whole number of chips."
        if chips <= state.high_bid:
            return f"You must bid more than {state.high_bid}."
        have = state.chips[state.bid_turn]
        if chips > have:
            return f"{state.players[state.bid_turn]} has only {have} chip{'s' if have != 1 else ''}."
        return None

    def can_continue(self, state: RummoliState) -> bool:
        """Another round is possible if two players can ante (or may re-buy), and the rounds
        agreed at set-up (option ``rounds``) are not all played."""
        if self.agreed_rounds_played(state):
            return False
        if state.options["rebuy"]:
            return sum(state.in_game) >= 2
        return sum(1 for i, c in enumerate(state.chips) if state.in_game[i] and c >= ANTE) >= 2

    @staticmethod
    def agreed_rounds_played(state: RummoliState) -> bool:
        """Whether the rounds the table agreed to play at set-up (option ``rounds``) are all
        played (0, or a save from before the option: the players decide, never)."""
        agreed = int(state.options.get("rounds", 0) or 0)
        return 0 < agreed <= state.round_no

    def lowest_spaces(self, state: RummoliState) -> list[str]:
        """ "declare the spot with the lowest amount of chips" (empty spaces are skipped)."""
        full = [c for c in state.spaces if c > 0]
        if not full:
            return []
        low = min(full)
        return [s for s, c in zip(SPACES, state.spaces) if c == low]

    # ----- applying moves -------------------------------------------------------------------
    def perform(self, state: RummoliState, move: Move) -> Applied:
        kind = move["kind"]
        if kind == PLAY_CARD:
            return self._play(state, move["card"])
        if kind in (KEEP, EXCHANGE, SELL):
            return self._widow_decision(state, kind)
        if kind in (BID, PASS):
            return self._bid(state, move["chips"] if kind == BID else 0)
        if kind == NEXT_ROUND:
            return self._next_round(state)
        if kind in (REBUY_MOVE, RETIRE):
            return self._rebuy(state, kind == REBUY_MOVE)
        if kind == END_GAME:
            return self._end_game(state)
        return self._end_deal(state, move["space"])

    # The widow ------------------------------------------------------------------------------
    def _widow_decision(self, state: RummoliState, kind: str) -> Applied:
        """ "the dealer may either exchange his hand for the Widow or auction the Widow off" """
        d = state.dealer
        who = state.players[d]
        if kind == KEEP:
            new = state.replace(dead=state.widow, widow=(), dead_owner=-1)
            return self._begin_play(new, [Event(f"{who} keeps their hand; the widow is dead.", "card_moved",
                                                count=len(state.widow), src="widow", dst="dead")])
        if kind == EXCHANGE:
            new = self._take_widow(state, d)
            return self._begin_play(new, self._widow_taken(state, d, f"{who} exchanges their hand for the widow."))
        new = state.replace(phase=AUCTION, bid_turn=-1, high_bid=0, high_bidder=-1, passed=())
        return self._auction_on(new, self.bidders(state), [Event(f"{who} auctions the widow.", "auction", seat=d)])

    @staticmethod
    def _widow_taken(state: RummoliState, seat: int, text: str) -> list[Event]:
        """The widow goes to ``seat``'s hand, their old hand goes dead (faces not in the data:
        the events are public)."""
        return [Event(text, "card_moved", count=len(state.widow), src="widow", dst=f"hand/{seat}",
                      dead=f"hand/{seat}", dead_count=len(state.hands[seat]))]

    def _take_widow(self, state: RummoliState, seat: int) -> RummoliState:
        hands = list(state.hands)
        old = hands[seat]
        hands[seat] = state.widow
        return state.replace(hands=tuple(hands), widow=(), dead=old, dead_owner=seat, widow_taker=seat)

    def _bid(self, state: RummoliState, chips: int) -> Applied:
        """Bids go round from the dealer's left; a pass is final; the last bidder standing buys."""
        seat = state.bid_turn
        who = state.players[seat]
        passed = state.passed
        if chips:
            high_bid, high_bidder = chips, seat
            event = Event(f"{who} bids {chips}.", "bid", seat=seat, chips=chips)
        else:
            high_bid, high_bidder = state.high_bid, state.high_bidder
            event = Event(f"{who} passes.", "bid", seat=seat, chips=0)
            passed = passed + (seat,)
        bidders = self.bidders(state)
        i = bidders.index(seat)
        state = state.replace(high_bid=high_bid, high_bidder=high_bidder, passed=passed)
        return self._auction_on(state, bidders[i + 1:] + bidders[:i + 1], [event])

    def _auction_on(self, state: RummoliState, order: list[int], events: list[Event]) -> Applied:
        """The next bidder in ``order`` (the bidders from the one after the last to bid) still in
        the auction, or its end. One who cannot bid (no more chips than the high bid) passes at
        once (not in a game saved before state version 4: :data:`ASK_EVERY_BIDDER`)."""
        asks_all = bool(state.options.get(ASK_EVERY_BIDDER))
        bidders = self.bidders(state)
        passed = state.passed
        for seat in order:
            if seat in passed:
                continue
            still = [s for s in bidders if s not in passed]
            if not still or still == [state.high_bidder]:
                break
            have = state.chips[seat]
            if asks_all or have > state.high_bid or seat == state.high_bidder:
                return Applied(state.replace(passed=passed, bid_turn=seat), tuple(events))
            who = state.players[seat]
            words = (f"{who} has no chips to bid: passes." if not have else
                     f"{who} has only {plural(have, 'chip')}, not more than the high bid: passes.")
            events.append(Event(words, "bid", seat=seat, chips=0))
            passed = passed + (seat,)
        state = state.replace(passed=passed)
        return self._auction_over(state, events)

    def _auction_over(self, state: RummoliState, events: list[Event]) -> Applied:
        """Every bidder but the high bidder has passed: the high bidder buys, or nobody bid."""
        still = [s for s in self.bidders(state) if s not in state.passed]
        high_bid, high_bidder = state.high_bid, state.high_bidder
        if not still:  # nobody bid at all
            new = state.replace(dead=state.widow, widow=())
            return self._begin_play(new, [*events, Event("Nobody bids: the widow is dead and the dealer keeps their hand.",
                                                         "card_moved", count=len(state.widow), src="widow", dst="dead")])
        # The last bidder standing buys.
        dealer = state.dealer
        chips_ = list(state.chips)
        chips_[high_bidder] -= high_bid
        chips_[dealer] += high_bid
        paid = Event(f"{state.players[high_bidder]} buys the widow for {high_bid} "
                     f"chip{'s' if high_bid != 1 else ''}, paid to {state.players[dealer]}.",
                     "chips_paid", src=f"seat:{high_bidder}", dst=f"seat:{dealer}", amount=high_bid)
        new = self._take_widow(state.replace(chips=tuple(chips_)), high_bidder)
        return self._begin_play(new, [*events, paid])

    def _begin_play(self, state: RummoliState, events: list[Event]) -> Applied:
        """ "The player to the left of the dealer will start by playing the lowest card" """
        first = self.left_of(state, state.dealer)
        state = state.replace(phase=PLAY, turn=first, need="", last_suit="", bid_turn=-1,
                              round_hands=state.hands)
        if state.options["poker_first"]:
            state, more = self._settle_poker(state)
            events += more
        return Applied(state, tuple(events))

    # The play -------------------------------------------------------------------------------
    def _play(self, state: RummoliState, card: str) -> Applied:
        seat = state.turn
        who = state.players[seat]
        hands = list(state.hands)
        hand = hands[seat]
        i = hand.index(card)
        hand = hand[:i] + hand[i + 1:]
        hands[seat] = hand
        plays = state.plays + ((seat, card),)
        events = [Event(f"{who} plays the {CARD_NAMES[card]}.", "card_moved", card=card, src=HAND_KEYS[seat],
                        dst="played", seat=seat)]
        chips, spaces, payouts = state.chips, state.spaces, state.payouts
        for space in self.pay_spaces(plays, seat, card):
            chips, spaces, payouts, event = self._paid(state, chips, spaces, payouts, space, seat)
            events.append(event)
        changes: dict[str, Any] = dict(hands=tuple(hands), played=state.played + (card,), plays=plays,
                                       chips=chips, spaces=spaces, payouts=payouts)
        if not hand:
            return self._go_out(state.replace(**changes), seat, events)
        # "The player having the next consecutive card in the same suit then plays it."
        nxt = next_card(card)
        holder = self.holder(state, nxt) if nxt else -1
        if holder >= 0:
            return Applied(state.replace(turn=holder, need=nxt, **changes), tuple(events))
        # "until the ace of the suit has been played or until nobody has the proper card"
        if nxt is None:
            events.append(Event("The ace ends the run.", "run_stopped", card=None))
        else:
            # "due to it being in the dead hand or already played": say which ("Nobody can play
            # the 6 of spades" of a card played earlier read as someone hiding it, s38 t3). Naming
            # the dead hand tells nothing new: the whole deck is dealt and every play is seen, so
            # a card nobody holds that was not played can only be dead.
            why = "already played" if nxt in state.played else "in the dead hand"
            events.append(Event(f"The {card_name(nxt)} is {why}: the run stops.", "run_stopped", card=nxt))
        state = state.replace(need="", last_suit=SUIT_OF[card], turn=seat, **changes)
        if state.options["pass_left"] and not self.opposite_colour_cards(state, hand):
            for other in self.seats_from(state, seat):
                if other != seat and self.opposite_colour_cards(state, state.hands[other]):
                    events.append(Event(f"{who} has no {self.colour_word(state)} card: {state.players[other]} leads.",
                                        "note", seat=other))
                    state = state.replace(turn=other)
                    break
        return Applied(state, tuple(events))

    def colour_word(self, state: RummoliState) -> str:
        return "black" if is_red_suit(state.last_suit) else "red"

    def holder(self, state: RummoliState, card: str) -> int:
        for seat, hand in enumerate(state.hands):
            if card in hand:
                return seat
        return -1

    @staticmethod
    def pay_spaces(plays: tuple[tuple[int, str], ...], seat: int, card: str) -> list[str]:
        """The spaces that ``card``, just played by ``seat`` (``plays`` includes it), completes."""
        if card not in PAY_CARDS:
            return []
        out = []
        if card in SINGLE_CARD_SPACES:
            out.append(card)
        if card in ("AD", "KD") and {"AD", "KD"} <= {c for s, c in plays if s == seat}:
            out.append(AKD)
        if RANK_OF[card] in ("7", "8", "9"):
            mine = {c for s, c in plays if s == seat}
            if {x + SUIT_OF[card] for x in ("7", "8", "9")} <= mine:
                out.append(SEQ789)
        return out

    def _paid(self, state: RummoliState, chips: tuple[int, ...], spaces: tuple[int, ...],
              payouts: tuple[tuple[str, int, int], ...], space: str, seat: int, amount: int | None = None):
        """ "When a player lays down a card or cards matching one of the spaces on the board they
        collect the chips that are in that space." Returns the new chips, spaces, payouts and
        the event."""
        i = SPACE_INDEX[space]
        amount = spaces[i] if amount is None else amount
        spaces_ = list(spaces)
        spaces_[i] -= amount
        chips_ = list(chips)
        chips_[seat] += amount
        event = Event(f"{state.players[seat]} collects {amount} chip{'s' if amount != 1 else ''} "
                      f"from the {SPACE_NAMES[space]} space.", "chips_paid", src=f"space:{space}",
                      dst=f"seat:{seat}", amount=amount, space=space, seat=seat)
        return tuple(chips_), tuple(spaces_), payouts + ((space, seat, amount),), event

    def _pay(self, state: RummoliState, space: str, seat: int, amount: int | None = None) -> tuple[RummoliState, Event]:
        chips, spaces, payouts, event = self._paid(state, state.chips, state.spaces, state.payouts, space, seat, amount)
        return state.replace(chips=chips, spaces=spaces, payouts=payouts), event

    def _go_out(self, state: RummoliState, seat: int, events: list[Event]) -> Applied:
        """ "The first player to get rid of all his cards collects the chips on the space marked
        'Rummoli' and this marks the end of one round." """
        events.append(Event(f"{state.players[seat]} is out of cards.", "went_out", seat=seat))
        state, event = self._pay(state, RUMMOLI, seat)
        events.append(event)
        if not state.poker_done:
            state, more = self._settle_poker(state)
            events += more
        record = {
            "round": state.round_no, "dealer": state.dealer, "rummoli": seat,
            "widow_taker": state.widow_taker, "payouts": [list(p) for p in state.payouts],
            "chips": list(state.chips), "bought": list(state.bought),
            "widow_price": state.high_bid if state.widow_taker not in (-1, state.dealer) else 0,
        }
        record.update(state.poker)
        state = state.replace(phase=ROUND_OVER, need="", history=state.history + (record,))
        return Applied(state, tuple(events))

    def poker_hands(self, state: RummoliState) -> list[poker_hands.PokerHand | None]:
        """ "each player finds the 5 cards that will create their best poker hand": from the hand
        each played the round with."""
        return [poker_hands.best_hand(h) if h else None for h in state.round_hands]

    def _settle_poker(self, state: RummoliState) -> tuple[RummoliState, list[Event]]:
        """ "the highest poker hand will take the chips in the spot marked as 'Poker'". Ties
        split; an odd chip stays on the space."""
        best = self.poker_hands(state)
        keys = [b.key for b in best if b is not None]
        top = max(keys)
        winners = [i for i, b in enumerate(best) if b is not None and b.key == top]
        pot = state.spaces[SPACE_INDEX[POKER]]
        share = pot // len(winners)
        events = []
        first = best[winners[0]]
        assert first is not None
        name = first.name
        names = listed(state.players[w] for w in winners)
        events.append(Event(f"Poker: {names} {'tie' if len(winners) > 1 else 'wins'} with {name}.", "poker_won",
                            winners=winners, hand=name))
        for w in winners:
            state, event = self._pay(state, POKER, w, share)
            events.append(event)
        if pot - share * len(winners):
            events.append(Event(f"{pot - share * len(winners)} odd chip(s) stay on the Poker space.", "note"))
        info = {"poker_winners": winners, "poker_hand": name,
                "poker_hands": [list(b.cards) if b else [] for b in best]}
        return state.replace(poker_done=True, poker=info), events

    # Between rounds --------------------------------------------------------------------------
    def _next_round(self, state: RummoliState) -> Applied:
        """ "If a player does not have enough chips to ante the next round then they are out of
        the game." With the re-buy option each short player decides first."""
        short = [s for s in self.seats_from(state, state.dealer) if state.chips[s] < ANTE]
        if short and state.options["rebuy"]:
            return Applied(state.replace(phase=REBUY, pending=tuple(short)),
                           (Event(f"{', '.join(state.players[s] for s in short)} cannot ante: re-buy or retire.",
                                  "note", seats=short),))
        events = []
        in_game = list(state.in_game)
        for s in short:
            in_game[s] = False
            events.append(Event(f"{state.players[s]} cannot ante and is out of the game.", "player_out", seat=s))
        return self._deal_next(state.replace(in_game=tuple(in_game)), events)

    def _deal_next(self, state: RummoliState, events: list[Event]) -> Applied:
        if sum(state.in_game) < 2:
            events.append(Event("Fewer than two players are left: the game ends.", "note"))
            return self._end_game(state, events)
        new, more = self._start_round(state, self.next_dealer(state))
        return Applied(new, tuple(events + more))

    def _rebuy(self, state: RummoliState, buys: bool) -> Applied:
        """Alternate rule: "Allow players to re-buy chips if they run out"."""
        seat = state.pending[0]
        who = state.players[seat]
        stake = state.options["start_chips"]
        if buys:
            chips = list(state.chips)
            chips[seat] += stake
            bought = list(state.bought)
            bought[seat] += stake
            state = state.replace(chips=tuple(chips), bought=tuple(bought))
            event = Event(f"{who} re-buys {plural(stake, 'chip')}.", "chips_paid", src="bank", dst=f"seat:{seat}", amount=stake)
        else:
            in_game = list(state.in_game)
            in_game[seat] = False
            state = state.replace(in_game=tuple(in_game))
            event = Event(f"{who} retires from the game.", "player_out", seat=seat)
        state = state.replace(pending=state.pending[1:])
        if state.pending:
            return Applied(state, (event,))
        return self._deal_next(state.replace(phase=ROUND_OVER), [event])

    # The end of the game ---------------------------------------------------------------------
    def _end_game(self, state: RummoliState, events: list[Event] | None = None) -> Applied:
        """ "When the players decide to end the game have the next dealer declare the spot with
        the lowest amount of chips" """
        events = list(events or [])
        in_hands = tuple(c for h in state.hands for c in h)
        stock = in_hands + state.widow + state.dead + state.played + state.stock
        state = state.replace(hands=((),) * len(state.players), widow=(), dead=(), played=(), stock=stock,
                              phase=END, need="", pending=())
        if sum(state.in_game) == 0 or not self.lowest_spaces(state):
            return Applied(state.replace(phase=GAME_OVER), tuple(events + [Event("The game is over.", "game_over")]))
        events.append(Event(f"The game ends: {state.players[self.next_dealer(state)]} names the space with the "
                            f"fewest chips.", "note"))
        return Applied(state, tuple(events))

    def _end_deal(self, state: RummoliState, space: str) -> Applied:
        """ "deal a poker hand face up to each player to determine the winner of that pot.
        Proceed dealing poker hands until all of the pots are claimed." """
        n = len(state.players)
        dealer = self.next_dealer(state)
        order = shuffle(DECK, state.seed, state.shuffles, state.stack)
        seats = self.seats_from(state, dealer)
        hands: list[list[str]] = [[] for _ in range(n)]
        for i in range(5 * len(seats)):
            hands[seats[i % len(seats)]].append(order[i])
        best = [poker_hands.best_hand(h) if h else None for h in hands]
        top = max(b.key for b in best if b is not None)
        winners = [s for s in seats if best[s] is not None and best[s].key == top]  # type: ignore[union-attr]
        pot = state.spaces[SPACE_INDEX[space]]
        share, odd = divmod(pot, len(winners))
        state = state.replace(hands=tuple(tuple(h) for h in hands), stock=tuple(order[5 * len(seats):]),
                              shuffles=state.shuffles + 1)
        names = listed(state.players[w] for w in winners)
        hand_name = best[winners[0]].name  # type: ignore[union-attr]
        events = [Event(f"{state.players[dealer]} names the {SPACE_NAMES[space]} space ({plural(pot, 'chip')}) and deals.",
                        "dealt", dealer=dealer, space=space, hands={f"poker/{s}": list(hands[s]) for s in seats}),
                  Event(f"{names} {'tie' if len(winners) > 1 else 'wins'} with {hand_name}.", "poker_won",
                        winners=winners, hand=hand_name)]
        payouts = []
        for i, w in enumerate(winners):
            amount = share + (1 if i < odd else 0)
            state, event = self._pay(state, space, w, amount)
            payouts.append([w, amount])
            events.append(event)
        record = {"space": space, "dealer": dealer, "hands": [list(h) for h in hands], "winners": winners,
                  "hand": hand_name, "payouts": payouts}
        state = state.replace(end_deals=state.end_deals + (record,), payouts=())
        if not self.lowest_spaces(state):
            state = state.replace(phase=GAME_OVER)
            events.append(Event("All the pots are claimed: the game is over.", "game_over"))
        return Applied(state, tuple(events))

    def hand_result_words(self, state: RummoliState, events: Sequence[Event], short: bool = False) -> str:
        """ "The first player to get rid of all his cards collects the chips on the space marked
        'Rummoli'" and "the highest poker hand will take the chips in the spot marked as 'Poker'":
        both, first between rounds, short enough for one status line at 1024x600 beside "Round 1
        is over. ...": "Ben went out: 4 chips from Rummoli; Poker: Cleo 4." (the whole
        of every space paid and the poker hand's name took two rows, s44; the game log keeps
        them, and the table's line under the played cards names the poker hand and its cards).
        The status line says it after the move too (:attr:`result_on_status_line`).

        ``short`` (the table's prompt): nothing, the table saying it under the played cards (its
        "Round 1: Ben went out first ..." there beside the prompt's "Ben is out of cards. Round 1
        is over." said both twice)."""
        out = next((e.data["seat"] for e in events if e.kind == "went_out"), None)
        if short or out is None:
            return ""
        names = state.players
        paid = [e.data for e in events if e.kind == "chips_paid" and e.data.get("space") in (RUMMOLI, POKER)]
        rummoli = sum(d["amount"] for d in paid if d["space"] == RUMMOLI)
        words = f"{names[out]} went out: {plural(rummoli, 'chip')} from Rummoli"
        poker = [f"{names[d['seat']]} {d['amount']}" for d in paid if d["space"] == POKER]
        if poker:  # (not where the Poker space was settled when play began: "poker_first")
            words += f"; Poker: {listed(poker)}"
        return words + "."

    def end_hands_caption(self, state: RummoliState) -> str:
        """The hands left at the end are the last poker deal for a space: "The cards: the last
        poker deal, for the 7-8-9 of one suit space"."""
        if state.phase != GAME_OVER or not state.end_deals or not any(state.hands):
            return ""
        space = state.end_deals[-1]["space"]
        return f"The cards: the last poker deal, for the {SPACE_NAMES.get(space, space)} space"

    # ----- undo, explanations, status -------------------------------------------------------
    def several_rounds(self, options: dict[str, Any]) -> bool:
        """Rummoli is always played round after round, chips carried over."""
        return True

    def reveals_more(self, before: RummoliState, move: Move, after: RummoliState) -> bool:
        """What the zones do not tell: a play whose public outcome depends on where hidden cards
        are. Who plays next ("Cleo: play the 4 of clubs") or that nobody can ("The 5 of hearts
        is in the dead hand") tells the player something about the other hands, unless they knew
        it (the next card in their own hand or in the dead hand they gave up). Settling the
        Poker space before the play shows who holds the best hand."""
        kind = move.get("kind")
        if after.shuffles != before.shuffles:
            return True  # a deal: a deal is never taken back
        if before.options["poker_first"] and after.poker_done and not before.poker_done:
            return True
        if kind != PLAY_CARD or after.phase != PLAY:
            return False
        seat = before.turn
        nxt = next_card(move["card"])
        if nxt is not None:
            # (a card already played is seen by all: the stop shows nothing, s38 t3)
            known = before.hands[seat] + before.played + (before.dead if before.dead_owner == seat else ())
            if nxt not in known:
                return True
        # With pass_left, who leads after a stopped run depends on the other hands.
        return not after.need and after.turn != seat

    def shown_words(self, before: RummoliState, move: Move, after: RummoliState) -> str:
        """What :meth:`reveals_more` found, for an Undo refused: "everyone who holds the 6 of
        diamonds (the turn went to that player)"
        (it said "Grandpa Bartholomew's move showed something that was hidden", of a card every
        player had seen him play: s32 t2 #14)."""
        if after.shuffles != before.shuffles:
            return "the new hands"
        if before.options["poker_first"] and after.poker_done and not before.poker_done:
            return "who holds the best poker hand"
        if move.get("kind") != PLAY_CARD or after.phase != PLAY:
            return ""
        if after.need:
            # (the turn went straight to the one who holds it: "it showed who holds the 5 of
            # hearts" read as if a later play had shown it, s44 t1 #9)
            return f"everyone who holds the {card_name(after.need)} (the turn went to that player)"
        nxt = next_card(move["card"])
        if nxt is not None and after.turn == before.turn:
            return f"that the {card_name(nxt)} is in the dead hand"
        return "who leads next"

    def explain(self, state: RummoliState, move: Move) -> str:
        kind = move.get("kind")
        phase = state.phase
        if phase == GAME_OVER:
            return "The game is over."
        if kind not in MOVE_FORMS:
            return "That is not a move in Rummoli."
        if phase == WIDOW:
            dealer = state.players[state.dealer]
            if kind == KEEP and not state.options.get("keep_hand"):
                return (f"{dealer} must exchange their hand for the widow or auction the widow "
                        "(keeping the hand is a house rule, not in play).")
            return f"{dealer} must first exchange their hand for the widow or auction it."
        if phase == AUCTION:
            if kind == BID:
                reason = self.bid_refusal(state, move.get("chips"))
                if reason:
                    return reason
            return f"The widow is being auctioned: {state.players[state.bid_turn]} bids or passes."
        if phase == PLAY:
            if kind != PLAY_CARD:
                return "Play the card that is wanted."
            card = move.get("card")
            if not isinstance(card, str) or card not in DECK_SET:
                return f"{shown(card)} is not a card."
            if card not in state.hands[state.turn]:
                if state.need:
                    return f"It is not your card to play: {self.wanted_text(state)}."
                return f"{state.players[state.turn]} does not hold the {card_name(card)}."
            if state.need:
                return f"You must play the {card_name(state.need)}, the next card of the run."
            return f"You must play {self.wanted_text(state)}."
        if phase == ROUND_OVER:
            if kind == NEXT_ROUND:
                if self.agreed_rounds_played(state):
                    return f"The {state.round_no} rounds agreed are played: the game ends now."
                return "Fewer than two players can ante: the game must end."
            return "The round is over: deal the next round or end the game."
        if phase == REBUY:
            return f"{state.players[state.pending[0]]} must re-buy or retire first."
        if phase == END:
            low = self.lowest_spaces(state)
            return f"Name the space with the fewest chips: {' or '.join(SPACE_NAMES[s] for s in low)}."
        return "That is not a move in Rummoli."

    def wanted_text(self, state: RummoliState) -> str:
        """What the player to move must play, naming their cards: for their eyes only (a
        refusal of their own move, their prompt)."""
        if state.need:
            return f"{state.players[state.turn]} must play the {card_name(state.need)}"
        cards = self.lead_cards(state, state.turn)
        names = " or ".join(f"the {card_name(c)}" for c in cards)
        if not state.last_suit:
            return f"the lowest card in your hand ({names})"
        if self.opposite_colour_cards(state, state.hands[state.turn]):
            return f"the lowest {self.colour_word(state)} card ({names})"
        return f"the lowest card, having no {self.colour_word(state)} card ({names})"

    def status(self, state: RummoliState) -> str:
        """The public line: whose turn and what kind of move, never a card in anyone's hand."""
        phase = state.phase
        if phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)}."
        p = self.current_player(state)
        assert p is not None
        who = state.players[p]
        if phase == WIDOW:
            if state.options.get("keep_hand"):
                return f"{who} deals: keep the hand, exchange it for the widow, or auction the widow."
            return f"{who} deals: exchange the hand for the widow, or auction the widow."
        if phase == AUCTION:
            high = f"high bid {state.high_bid} by {state.players[state.high_bidder]}" if state.high_bidder >= 0 else "no bid yet"
            return f"Widow auction ({high}): {who}, bid or pass."
        if phase == PLAY:
            if state.need:
                return f"{who}: play the next card of the run (in {SUIT_NAMES[SUIT_OF[state.need]]})."
            if not state.last_suit:
                return f"{who}: lead your lowest card."
            # The same words whatever the hand holds (whether a player has the colour is hidden
            # until the card is led); the player's own prompt says which it is for them.
            colour = self.colour_word(state)
            return f"{who}: the run stopped; lead your lowest {colour} card (with none, your lowest card)."
        if phase == ROUND_OVER:
            if self.can_continue(state):
                return f"Round {state.round_no} is over. {who}: deal the next round, or end the game."
            if self.agreed_rounds_played(state):
                return f"Round {state.round_no} is over, the last of the rounds agreed. {who}: end the game."
            return f"Round {state.round_no} is over and fewer than two players can ante: end the game."
        if phase == REBUY:
            return f"{who} cannot ante: re-buy {state.options['start_chips']} chips or retire."
        low = self.lowest_spaces(state)
        if len(low) == 1:
            return f"Ending the game: {who}, name the space with the fewest chips ({SPACE_NAMES[low[0]]})."
        # (the spaces' names, all in one line, were set at 8 px to fit: the buttons name them)
        each = plural(state.spaces[SPACE_INDEX[low[0]]], "chip")
        return f"Ending the game: {who}, name one of the {len(low)} spaces with the fewest chips ({each} each)."

    #: the prompt is the status naming the seat's cards: the status line says it too
    prompt_on_status_line = True
    result_on_status_line = True

    def prompt(self, state: RummoliState, seat: int) -> str:
        """For the player to move only (after the hand-off): the card(s) they must play."""
        if state.phase != PLAY or seat != state.turn:
            return self.status(state)
        who = state.players[seat]
        if state.need:
            return f"{who}: play the {card_short(state.need)} (next in {SUIT_NAMES[SUIT_OF[state.need]]})."
        cards = " or ".join(card_short(c) for c in self.lead_cards(state, state.turn))
        if not state.last_suit:
            return f"{who}: lead your lowest card ({cards})."
        if not self.opposite_colour_cards(state, state.hands[seat]):
            return f"{who}: no {self.colour_word(state)} card: lead your lowest card ({cards})."
        return f"{who}: the run stopped; lead your lowest {self.colour_word(state)} card ({cards})."

    # ----- the computer players -----------------------------------------------------------------
    #: "When the players decide to end the game": the family decides, so a computer dealing the
    #: next round deals it (it ends the game only when nobody else could ante).
    ai_last_resort = frozenset({END_GAME})
    #: A round lasts 20 to 40 moves: the search's playouts go that far.
    ai_playout_depth = 80

    @staticmethod
    def ai_playout_key(state: RummoliState) -> tuple[int, bool]:
        """A Hard player's playout ends with the round, not with the first space paid: the
        Rummoli space and the poker hand are paid at the round's end, and a card kept back now
        may stop the run there."""
        return state.round_no, state.phase in (WIDOW, AUCTION, PLAY)

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: RummoliState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: RummoliState) -> list[int]:
        """Chips held, less chips bought with re-buys."""
        return [c - b for c, b in zip(state.chips, state.bought)]

    def winners(self, state: RummoliState) -> list[int]:
        if state.phase != GAME_OVER:
            return []
        totals = self.scores(state)
        best = max(totals)
        return [i for i, t in enumerate(totals) if t == best]

    def score_sheet(self, state: RummoliState) -> "ScoreSheet":
        """One row per round: what each player gained or lost in it (the chips won from the
        board, the Rummoli pot and the Poker space, less the ante and a widow bought; the
        dealer gains what the widow sold for) and chips held after it, the one who went out
        marked, and a line saying who took what. Then the end procedure's deals, one row each,
        in a section of their own. Totals are the engine's scores: chips held less chips bought
        (re-buys). Built from ``history`` and ``end_deals``, so it is saved with the game. (The
        first value was the chips won from the board only, so a round just dealt read 0 for
        everyone though each had paid the 9-chip ante.)"""
        from ..core.scoresheet import NOTE, ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        n = len(state.players)
        name = state.players

        def payout_text(payouts) -> str:
            by_space: dict[str, list[str]] = {}
            for space, seat, amount in payouts:
                if amount:
                    by_space.setdefault(space, []).append(f"{name[seat]} {amount}")
            return "; ".join(f"{SHORT_SPACE_NAMES[s]}: {', '.join(w)}" for s, w in by_space.items())

        def net(chips, bought, chips_before, bought_before) -> tuple[int, ...]:
            """The chips gained or lost since ``chips_before``, re-buys left out."""
            return tuple((c - c0) - (b - b0) for c, b, c0, b0 in zip(chips, bought, chips_before, bought_before))

        Carry = tuple[Sequence[int], Sequence[int]]  # the chips held and bought after a round

        def make(i: int, h: dict, carry: Carry) -> tuple[list[ScoreRow], Carry]:
            chips_before, bought_before = carry
            payouts = [tuple(p) for p in h["payouts"]]
            bought = h.get("bought", bought_before)
            row = ScoreRow(f"Round {h['round']}", tuple(zip(net(h["chips"], bought, chips_before, bought_before), h["chips"])),
                           marked=(h["rummoli"],))
            words = [f"{name[h['dealer']]} dealt"]
            rebuys = [f"{name[s]} re-bought {bought[s] - bought_before[s]}" for s in range(n) if bought[s] > bought_before[s]]
            taker = h.get("widow_taker", -1)
            if taker == h["dealer"]:
                words.append("took the widow")
            elif taker >= 0:
                words.append(f"sold the widow to {name[taker]} for {h.get('widow_price', 0)}")
            line = ", ".join(words) + f". {name[h['rummoli']]} went out first. {payout_text(payouts)}."
            if h.get("poker_hand"):
                line += f" Poker hand: {h['poker_hand']}."
            if rebuys:
                line = ", ".join(rebuys) + ". " + line
            return [row, ScoreRow(line, kind=NOTE)], (tuple(h["chips"]), tuple(bought))

        # (the rows of the rounds made at the last call are kept: one more round makes two rows)
        start = state.options["start_chips"]
        kept, (chips_before, bought_before) = SHEET_ROWS.rows((tuple(name), start), state.history, make,
                                                              ((start,) * n, (0,) * n))
        rounds: list[ScoreRow] = kept
        if state.phase in (WIDOW, AUCTION, PLAY) and state.round_no:
            rounds.append(ScoreRow(f"Round {state.round_no} so far",
                                   tuple(zip(net(state.chips, state.bought, chips_before, bought_before), state.chips))))
        sections = [ScoreSection(rows=tuple(rounds))]

        # The end procedure: chips after each deal, worked back from the chips held now.
        chips = list(state.chips)
        end_rows: list[ScoreRow] = []
        for k in range(len(state.end_deals) - 1, -1, -1):
            d = state.end_deals[k]
            got = [0] * n
            for seat, amount in d["payouts"]:
                got[seat] += amount
            end_rows.insert(0, ScoreRow(f"{SHORT_SPACE_NAMES[d['space']]} space", tuple(zip(got, chips)),
                                        marked=tuple(d["winners"])))
            chips = [c - g for c, g in zip(chips, got)]
        if end_rows:
            hands = "; ".join(f"{SHORT_SPACE_NAMES[d['space']]}: {' and '.join(name[w] for w in d['winners'])} "
                              f"({d['hand']})" for d in state.end_deals)
            end_rows.append(ScoreRow(f"A poker hand dealt face up to each player for each space, fewest "
                                     f"chips first. Best hands: {hands}.", kind=NOTE))
            sections.append(ScoreSection("End deals", tuple(end_rows)))

        notes = [f"Net: chips gained or lost in the round (the {ANTE}-chip ante and the widow's price "
                 f"included) or in the end deal; Chips: chips held after. Shaded: who went out first, or "
                 f"the best hand of an end deal."]
        rebuys = bool(state.options.get("rebuy"))
        if any(state.bought):
            notes.append("Totals: the chips each player holds, less the chips they bought back ("
                         + ", ".join(f"{name[s]} bought {b}" for s, b in enumerate(state.bought) if b) + ").")
        out = [name[s] for s in range(n) if not state.in_game[s]]
        if out:
            notes.append(f"Out of the game: {', '.join(out)}.")
        over = state.phase == GAME_OVER
        return ScoreSheet(
            title="Rummoli score sheet", game_name=self.info.name, columns=tuple(name),
            players=tuple(name), sub_columns=self.info.sheet_columns, own_sub=0, date=today(),
            house_rules=house_rules_text(self.info, state.options), sections=tuple(sections),
            totals=tuple(self.scores(state)), winners=tuple(self.winners(state)) if over else (),
            tie_rule="Equal chips share the win.", notes=tuple(notes), row_height_mm=7.0,
            # with re-buys the bottom row is not the chips held: it says so (it was "Total" under
            # cells of chips, and the game-over panel's "Mia -5 chips" beside 4 chips held, s42 t1)
            extra={"round_cells": "chips won or lost", **({"goal": REBUY_GOAL} if rebuys else {})},
        )

    def end_totals_words(self, state: RummoliState) -> list[str] | None:
        """With re-buys, each total as the game-over panel says it (:meth:`total_words`)."""
        if not state.options.get("rebuy"):
            return None
        return [self.total_words(state, s) for s in range(len(state.players))]

    def total_words(self, state: RummoliState, seat: int) -> str:
        """A total as the game-over panel says it with the re-buy option: "4 chips, less 9 bought
        back: -5" (a bare "-5 chips" is no number of chips anyone can hold)."""
        chips, bought = state.chips[seat], state.bought[seat]
        if not bought:
            return plural(chips, "chip")
        return f"{plural(chips, 'chip')}, less {bought} bought back: {chips - bought:,}"

    def end_totals_caption(self, state: RummoliState) -> str:
        """With re-buys the totals are chips held less chips bought back: the heading says so."""
        return f"Final totals ({REBUY_TOTAL.lower()})" if state.options.get("rebuy") else "Final totals"

    def zones(self, state: RummoliState) -> list[Zone]:
        """Where the deck is. During a round: each hand is its owner's (a bought or exchanged
        widow is then the taker's hand), the widow is face down, the dead hand is face down but
        known to the player who gave it up, and the cards played this round lie face up. Once
        the round is over the hands are shown for the poker showdown, so what is left of them is
        face up. In the end procedure the poker hands are dealt face up ("poker") and the
        undealt cards are a face-down stock. Chips are not cards (see :meth:`public`)."""
        n = len(state.players)
        if state.phase in (END, GAME_OVER):
            hands = [Zone("poker", state.hands[s], Seen.ALL, s, Role.HAND) for s in range(n)]
        else:
            seen = Seen.ALL if state.phase in (ROUND_OVER, REBUY) else Seen.OWNER
            hands = [Zone("hand", state.hands[s], seen, s, Role.HAND) for s in range(n)]
        if state.dead_owner >= 0:
            dead = Zone("dead", state.dead, Seen.OWNER, state.dead_owner, Role.KITTY, label="Dead hand")
        else:
            dead = Zone("dead", state.dead, Seen.NOBODY, None, Role.KITTY, label="Dead hand")
        return hands + [
            Zone("widow", state.widow, Seen.NOBODY, None, Role.KITTY, label="Widow"),
            dead,
            Zone("played", state.played, Seen.ALL, None, Role.PLAYED),
            Zone("stock", state.stock, Seen.NOBODY, None, Role.STOCK),
        ]

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        """One deck without jokers, all of it dealt every round."""
        return PIECES

    def deck_counts(self, state: RummoliState) -> Counter[str]:
        return Counter(DECK)

    def with_zones(self, state: RummoliState, cards: dict[str, tuple[str, ...]]) -> RummoliState:
        """The same position with other cards in the zones named (by :attr:`Zone.key`). The
        hands each player began the play with follow their hands (what is left of the hand and
        the cards that player has played this round)."""
        hands = list(state.hands)
        dead = state.dead
        changes: dict[str, Any] = {}
        for key, zone_cards in cards.items():
            name, _, owner = key.partition("/")
            if name in ("hand", "poker"):
                hands[int(owner)] = tuple(zone_cards)
            elif name == "dead":
                dead = tuple(zone_cards)
            elif name in ("widow", "played", "stock"):
                changes[name] = tuple(zone_cards)
            else:
                raise KeyError(key)
        changes.update(hands=tuple(hands), dead=dead)
        if state.phase == PLAY and state.round_hands:
            changes["round_hands"] = tuple(hands[s] + tuple(c for p, c in state.plays if p == s)
                                           for s in range(len(hands)))
        return state.replace(**changes)

    def public(self, state: RummoliState) -> dict[str, Any]:
        """Everything but the cards, all of it seen by every seat: the chips on the board and in
        front of each player, the dealer, whose turn, the card wanted next in the run (known to
        all from the card just played), the auction, who took the widow, what each space paid,
        the rounds and end deals so far (with the hands shown at each showdown)."""
        return {
            "phase": state.phase,
            "round_no": state.round_no,
            "dealer": state.dealer,
            "turn": self.current_player(state),
            "chips": list(state.chips),
            "bought": list(state.bought),
            "in_game": list(state.in_game),
            "spaces": {s: c for s, c in zip(SPACES, state.spaces)},
            "need": state.need,
            "last_suit": state.last_suit,
            "auction": {"high_bid": state.high_bid, "high_bidder": state.high_bidder,
                        "passed": list(state.passed)} if state.phase == AUCTION else None,
            "widow_taker": state.widow_taker,
            "dead_owner": state.dead_owner,
            "played": [[s, c] for s, c in state.plays],
            "payouts": [list(p) for p in state.payouts],
            "poker": {k: state.poker[k] for k in ("poker_winners", "poker_hand") if k in state.poker},
            "pending": list(state.pending),
            "history": [dict(h) for h in state.history],
            "end_deals": [dict(d) for d in state.end_deals],
            "scores": self.scores(state),
        }


#: the sheet's rows made at the last call (KeptRows)
SHEET_ROWS = KeptRows()

GAME = Rummoli()
