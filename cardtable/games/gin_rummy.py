"""Gin Rummy Tournament, from the family's rule book (004_312affb30e9b3af0.txt, sections "Gin
Rummy – Tournament Rules" and "(con't)"; "General Rules" for the first dealer).

One pair at the table: one player for each team ("Guys against Girls as a team", the names
are options). "1 deck of cards, not including jokers – per couple." Sets and runs as in
:mod:`cardtable.games.melds`: "Aces are High or Low but can not be both. EG; Run of A, 2, 3 is
allowed as well as Q, K, A but not of K, A, 2."

The deal: "Deal out 13 cards to your oponent and 12 cards to yourself. Your oponent does not
get a draw the first round, only a discard. There is no card flipped over when dealing." After
that "a turn consists of a draw from the stock pile or the top card of the discard pile followed
by a discard." Card points: "ACE are 1 point, K-Q-J-10 are 10 points, 9-2 are Face value".

Ending a round (each a button, offered only when it is allowed; "You may Gin or Run on any turn
including the first turn" and "A player is never forced to gin"):

* **Gin**: with 13 cards, 12 of them match and the 13th is discarded. The opponent lays down
  their melds (no lay-offs) and the one going out earns the opponent's points plus "1 Gin".
* **Double Gin**: all 13 cards match, no discard: the opponent's points plus "2 Gins"; no
  lay-offs either.
* **Run**: after the discard, the unmatched points are "less than 10" (and more than 0: with
  none it is a Gin). The opponent lays down and lays off what they can on the runner's melds;
  the runner earns the opponent's points "less the amount they Ran with"; if the opponent has
  "equal to or less" the opponent gets twice the runner's points plus 25 ("6 x 2 plus 25 = 37").
  No Gins. "The person going out is never allowed to lay off cards."
* **Stock pile**: "The play also ends if the stock pile runs out": both lay down, "The person
  with the least points gets the difference". No Gins.

Decisions where the text is vague (also on the rules page):

* A Run discards first, like a Gin; the runner's points are counted without the discard.
* The stock runs out when the last stock card has been drawn and its drawer has discarded
  without going out; nobody lays off then.
* Laying down and laying off are done for the players, as well as the cards allow (the fewest
  unmatched points): nobody would choose to keep more points in hand. The round's end names what
  the opponent laid down and laid off, on which meld, and the count before and after (:func:`laying_down`).
* A tie (Run with equal points is not a tie: the rule above decides it; a stock-pile round with
  equal points is) scores nothing, and the same side deals again.
* The first dealer is drawn at random from the seed (the General Rules; the book's cut for
  high card amounts to the same). The team that scores deals the next round.

The tournament (core of the section, :func:`award`): the higher team total gets the difference
and deals next; more Gins gets the Gin difference. "In the first round of getting points the
team will score the points in their first game column only", the second time in Games 1 and 2,
then in all three. Gins only go into games where the team already had points before the round.
"Each game goes to 200 points": the winner of a game gets "200 points plus 25 points for each
Gin they got in that game", the loser 25 for each Gin; a finished game takes no more points or
Gins. The book carries nothing on to a game still going: a team's first points after Game 1 is
won count in no game, and the round says so (:func:`points_words`). When all three games are over "The team with the highest score" wins (a tie is shared).
With one pair on screen the team totals are the pair's own result; :func:`team_result` adds up
several tables for an evening played with real cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Sequence

from ..core.blank_sheets import GIN_TEAMS
from ..core.cards import RANK_NAMES, RANK_OF, SUIT_NAMES, DeckSpec, card_name, cards_said
from ..core.game import (Applied, Drag, Event, Game, GameInfo, GameState, Move, OptionError, OptionSpec,
                         ahead_of_the_others)
from ..core.rng import first_dealer, shuffle
from ..core.words import listed, plural
from ..core.zones import Role, Seen, Zone
from . import rummy_words
from .melds import (LOW_VALUE, Arrangement, Meld, MeldRules, best_arrangement, classify, deadwood_points_each,
                    in_table_order, loose_cards, meld_said, seen_leaving, seen_taking, without)

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

RULES = MeldRules()  # sets and runs of 3+, aces low or high, no wilds
GAME_TARGET = 200
GIN_BONUS = 25
RUN_LIMIT = 10  # "your unmatched cards (deadwood) are less than 10"
GAMES = 3
#: The longest team name the game takes (set-up's boxes take no more, and say so)
TEAM_LETTERS = 20
#: the score sheet's last rows: each game's points now, and the tournament's score, which only a
#: game won adds to ("Each game goes to 200 points, once a team has won a game (column) they will
#: be awarded 200 points plus 25 points for each Gin")
POINTS_SO_FAR, TOTAL_LABEL = "Points so far", "Games' score"
#: how the tournament is won, for the heading over the sheet ("The team with the highest score
#: after all 3 games are completed will be declared the winner"), and how a game counts, once,
#: under it: "games count once won, 200 and 25 a Gin; after all three the highest score wins"
#: was hard to read, over the sheet and again under it (s47 t2 #7)
GOAL = "the highest score after all three games wins"
GAME_COUNTS = (f"Each game is won at {GAME_TARGET} points: the winner scores {GAME_TARGET} and {GIN_BONUS} for each Gin "
               f"in that game, the loser {GIN_BONUS} for each Gin.")

DRAW, DISCARD, ROUND_OVER, GAME_OVER = "draw", "discard", "round_over", "game_over"
STOCK, PILE = "stock", "discard"
GIN, DOUBLE_GIN, RUN_OUT, STOCK_OUT = "gin", "double_gin", "run", "stock"
HAND_KEYS = ("hand/0", "hand/1")


def points(card: str) -> int:
    """ "ACE are 1 point, K-Q-J-10 are 10 points, 9-2 are Face value" """
    return min(10, LOW_VALUE[RANK_OF[card]])


POINTS = {c: points(c) for c in DeckSpec().cards()}
DISCARD_MOVES = {c: Move(kind=DISCARD, card=c) for c in POINTS}
DRAW_STOCK, DRAW_PILE = Move(kind=DRAW, pile=STOCK), Move(kind=DRAW, pile=PILE)
DOUBLE_GIN_MOVE, NEXT_ROUND = Move(kind=DOUBLE_GIN), Move(kind="next_round")


@lru_cache(maxsize=4096)
def _deadwood_each(hand: tuple[str, ...]) -> tuple[int, list[int]]:
    return deadwood_points_each(hand, points, RULES)


def arrange(hand: Sequence[str], table: Sequence = ()) -> Arrangement:
    return best_arrangement(hand, points, RULES, table)


def laying_down(name: str, arr: Arrangement, owner: str = "", table: Sequence[Meld] = ()) -> str:
    """What the opponent of the one going out lays down and, after a Run, lays off on the
    runner's melds, with the count it leaves: "Ben lays off the ace of diamonds and the 5 of
    diamonds on Anna's diamonds run: caught with 27, not 33. Ben lays down a set of three 8s. The
    table makes Ben's lay-offs, the ones leaving the fewest points." (The lay-offs were made
    silently, and a family saw Ben's cards turn up in Anna's run.) The lay-offs first, in short
    sentences: the status line drops the middle sentences that do not fit. Without ``table`` (a
    Gin) the lay-down only, without its full stop, so the caller can say why nothing is laid off."""
    laid = [meld_said(m) for m in (classify(cards, RULES) for cards in arr.melds) if isinstance(m, Meld)]
    said = f"{name} lays down {listed(laid)}" if laid else f"{name} has no set or run to lay down"
    if not table:
        return said
    if not arr.layoffs:
        return f"{said}. Nothing of {name}'s fits on {owner}'s melds: {name} is caught with {arr.points}."
    where: dict[int, list[str]] = {}
    for index, cards in arr.layoffs:
        where.setdefault(index, []).extend(cards)

    def called(meld: Meld) -> str:
        return (f"{owner}'s {SUIT_NAMES[meld.suit]} run" if meld.kind == "run"
                else f"{owner}'s {RANK_NAMES[meld.rank]}s")

    offs = [f"{cards_said(cards)} on {called(table[i])}" for i, cards in where.items()]
    off = sum(points(c) for cards in where.values() for c in cards)
    return (f"{name} lays off {listed(offs)}: caught with {arr.points}, not {arr.points + off}. {said}. "
            f"The table makes {name}'s lay-offs, the ones leaving the fewest points.")


# ----- the tournament's arithmetic (pure) ----------------------------------------------------
@dataclass(frozen=True)
class PairResult:
    """One table's round: the team (0 or 1) that earned ``points`` and ``gins``, or -1."""

    team: int
    points: int
    gins: int = 0


def team_result(results: Sequence[PairResult]) -> tuple[int, int, int, int]:
    """ "Total the points for each team ... subtract the lower team's points from the higher
    team's points. The higher scoring team will be awarded the points"; "the team with the
    higher number of Gins will be awarded the difference". Returns (team awarded points or -1,
    points, team awarded Gins or -1, Gins)."""
    pts, gins = [0, 0], [0, 0]
    for r in results:
        if r.team >= 0:
            pts[r.team] += r.points
            gins[r.team] += r.gins
    pteam = -1 if pts[0] == pts[1] else (0 if pts[0] > pts[1] else 1)
    gteam = -1 if gins[0] == gins[1] else (0 if gins[0] > gins[1] else 1)
    return pteam, abs(pts[0] - pts[1]), gteam, abs(gins[0] - gins[1])


@dataclass(frozen=True)
class Tournament:
    """The three games' columns: points and Gins per team per game, how often each team has
    scored, and each game's winner (-1 while it goes on)."""

    columns: tuple[tuple[int, ...], ...] = ((0, 0, 0), (0, 0, 0))
    gins: tuple[tuple[int, ...], ...] = ((0, 0, 0), (0, 0, 0))
    times_scored: tuple[int, ...] = (0, 0)
    winners: tuple[int, ...] = (-1, -1, -1)

    def to_json(self) -> dict:
        return {"columns": [list(c) for c in self.columns], "gins": [list(g) for g in self.gins],
                "times_scored": list(self.times_scored), "winners": list(self.winners)}

    @classmethod
    def from_json(cls, data: dict) -> "Tournament":
        return cls(tuple(tuple(c) for c in data["columns"]), tuple(tuple(g) for g in data["gins"]),
                   tuple(data["times_scored"]), tuple(data["winners"]))

    @property
    def over(self) -> bool:
        return all(w >= 0 for w in self.winners)

    @property
    def in_play(self) -> int:
        """The first game not yet won (the last once all three are): the one a narrow score
        sheet shows (ScoreSheet.short_sub)."""
        return next((g for g in range(GAMES) if self.winners[g] < 0), GAMES - 1)

    def game_score(self, team: int, game: int) -> int:
        """A finished game's score: "200 points plus 25 points for each Gin" for its winner, 25
        a Gin for the loser; a game still going counts nothing yet."""
        winner = self.winners[game]
        if winner < 0:
            return 0
        return (GAME_TARGET if winner == team else 0) + GIN_BONUS * self.gins[team][game]

    def total(self, team: int) -> int:
        return sum(self.game_score(team, g) for g in range(GAMES))


def award(t: Tournament, points_team: int, pts: int, gins_team: int, gins: int) -> Tournament:
    """One round's award on the sheet (see the module docstring)."""
    columns = [list(c) for c in t.columns]
    gin_cols = [list(g) for g in t.gins]
    times = list(t.times_scored)
    had_points = [[c > 0 for c in team] for team in columns]
    if points_team >= 0 and pts > 0:
        times[points_team] += 1
        for g in range(min(times[points_team], GAMES)):
            if t.winners[g] < 0:
                columns[points_team][g] += pts
    if gins_team >= 0 and gins > 0:
        for g in range(GAMES):
            if t.winners[g] < 0 and had_points[gins_team][g]:
                gin_cols[gins_team][g] += gins
    winners = list(t.winners)
    for g in range(GAMES):
        if winners[g] < 0:
            for team in (0, 1):
                if columns[team][g] >= GAME_TARGET:
                    winners[g] = team
    return Tournament(tuple(map(tuple, columns)), tuple(map(tuple, gin_cols)), tuple(times), tuple(winners))


def gins_counted(before: Tournament, after: Tournament, team: int) -> list[int]:
    """The games (from 0) that took ``team``'s Gins in the award from ``before`` to ``after``."""
    return [g for g in range(GAMES) if after.gins[team][g] > before.gins[team][g]]


def team_said(name: str, start: bool = False) -> str:
    """A team in a sentence (``start``: at its start). A name that is a plain plural is said with
    "the" ("the Reds get 15", "The Smiths move one table on"); any other is said as it was given:
    "The Zoë's Unbeatable Wolcott Clan! move one table on" and "The The O'Connor-Müller
    Household" read wrong (s37 t3 #9), as would "the Team B"."""
    words = name.split()
    plural = (bool(words) and words[-1].endswith("s") and words[0].casefold() != "the"
              and not any(c in name for c in "'\u2019!?"))
    return f"{'The' if start else 'the'} {name}" if plural else name


def points_words(before: Tournament, after: Tournament, team: int) -> str:
    """Where team ``team``'s points of the award from ``before`` to ``after`` went, when a game
    they were for is over: "" when every game they were for took them (the usual round), ": into
    Game 2 (Game 1 is over)", or ", but it counts in no game: a team's first points go into Game 1
    only, and Game 1 is over". "In the first round of getting points the team will score the
    points in their first game game column only", the second time in the first two; the book
    carries nothing on to a game still going, so points meant for a game already won count
    nowhere (the note said "The Girls get the difference, 130" and the standings showed 0, s38 t2)."""
    times = after.times_scored[team]
    meant = list(range(min(times, GAMES)))
    took = [g for g in meant if after.columns[team][g] > before.columns[team][g]]
    over = [g for g in meant if g not in took]
    if not over:
        return ""
    closed = (f"Game {over[0] + 1} is over" if len(over) == 1
              else f"Games {listed(str(g + 1) for g in over)} are over")
    if took:
        return f": into {listed(f'Game {g + 1}' for g in took)} ({closed})"
    nth = {1: "first", 2: "second"}.get(times, "")
    goes = ("Game 1 only" if len(meant) == 1 else f"Games {listed(str(g + 1) for g in meant)}")
    if len(over) == 2:
        closed = "both are over"
    return f", but it counts in no game: a team's {nth} points go into {goes}, and {closed}"


def gins_words(before: Tournament, after: Tournament, team: int, gins: int, name: str) -> tuple[bool, str]:
    """Whether team ``team`` (called ``name``: "Guys") got its ``gins`` in the award from
    ``before`` to ``after``, and where, in words: (True, "the Guys get 1 Gin in Games 1 and 2
    (where they already had points)"), else (False, "the Guys' 1 Gin does not count: they had no
    points on the board yet, ..."). "You can not get awarded Gins until you have points in a game.
    The first time a team scores there will be no Gins awarded as they did not previously have
    points on the board." """
    n = f"{gins} Gin{'s' if gins > 1 else ''}"
    games = [g + 1 for g in gins_counted(before, after, team)]
    if games:
        where = ("all three games" if len(games) == GAMES else f"Game {games[0]}" if len(games) == 1
                 else f"Games {listed(str(g) for g in games)}")
        return True, f"{team_said(name)} get {n} in {where} (where they already had points)"
    why = ("they had no points on the board yet" if not any(before.columns[team])
           else "every game where they had points is over")
    whose = f"{name}'" if name.endswith("s") else f"{name}'s"
    whose = team_said(name)[:-len(name)] + whose  # ("the Reds'", a family's own name as it is)
    return False, (f"{whose} {n} {'do' if gins > 1 else 'does'} not count: {why}, and Gins go only "
                   "into a game still going where the team already has points")


# ----- the state --------------------------------------------------------------------------
@dataclass(eq=False, kw_only=True)
class GinState(GameState):
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]  # top last
    discard: tuple[str, ...]  # top last
    melds: tuple[tuple[tuple[str, ...], ...], ...]  # laid down at the round's end, per seat
    turn: int
    dealer: int
    phase: str
    round_no: int
    shuffles: int
    tournament: dict  # Tournament.to_json()
    history: tuple[dict, ...]  # per round: how it ended and the award
    result: dict  # the last round's ending, for the table (public once laid down)
    taken: tuple[tuple[str, ...], ...] = ()  # per seat, discards seen to go into the hand and not seen to leave it


class GinRummy(Game[GinState]):
    #: written under each seat: each player's team
    seat_words = ("teams",)
    info = GameInfo(
        id="gin_rummy",
        name="Gin Rummy Tournament",
        family="Rummy",
        min_players=2,
        max_players=2,
        description="Two players, each for a team, play three games to 200 at once: match your cards "
                    "into sets and runs, then Gin, Double Gin or Run. (A whole evening of tables with "
                    "real cards: Game > Gin Rummy Tournament Evening\u2026)",
        source="004_312affb30e9b3af0.txt, sections 'Gin Rummy – Tournament Rules' and '(con't)'",
        rules_page="gin_rummy.html",
        options=(
            # (neutral names, said as "the Reds get 1 Gin": see GIN_TEAMS)
            OptionSpec("team_a", "First team", "The name of the first player's team.", GIN_TEAMS[0],
                       maximum=TEAM_LETTERS, was=("Guys",)),
            OptionSpec("team_b", "Second team", "The name of the second player's team.", GIN_TEAMS[1],
                       maximum=TEAM_LETTERS, was=("Girls",)),
        ),
    )

    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        opts = super().check_options(options)
        for key in ("team_a", "team_b"):
            name = opts[key]
            if not isinstance(name, str) or not name.strip() or len(name) > TEAM_LETTERS:
                raise OptionError(f"A team needs a name of 1 to {TEAM_LETTERS} letters.")
        if opts["team_a"].strip().casefold() == opts["team_b"].strip().casefold():
            raise OptionError("The two teams need different names.")
        return opts

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DeckSpec()

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    def teams(self, state: GinState) -> tuple[str, str]:
        return state.options["team_a"].strip(), state.options["team_b"].strip()

    # ----- set-up -------------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> GinState:
        dealer = first_dealer(seed, 2)
        state = GinState(players=players, options=options, seed=seed, stack=stack, hands=((), ()),
                         stock=(), discard=(), melds=((), ()), turn=0, dealer=dealer, phase=DISCARD,
                         round_no=0, shuffles=0, tournament=Tournament().to_json(), history=(), result={})
        return self._deal(state, dealer)

    def _deal(self, state: GinState, dealer: int) -> GinState:
        """ "Deal out 13 cards to your oponent and 12 cards to yourself ... There is no card
        flipped over when dealing." The opponent starts with a discard only."""
        order = shuffle(DeckSpec().cards(), state.seed, state.shuffles, state.stack)
        opponent = 1 - dealer
        hands: list[tuple[str, ...]] = [(), ()]
        hands[opponent] = tuple(order[0:26:2])
        hands[dealer] = tuple(order[1:24:2])
        return state.replace(hands=tuple(hands), stock=tuple(reversed(order[25:])), discard=(),
                             melds=((), ()), turn=opponent, dealer=dealer, phase=DISCARD,
                             round_no=state.round_no + 1, shuffles=state.shuffles + 1, result={}, taken=())

    # ----- the turn ---------------------------------------------------------------------
    def current_player(self, state: GinState) -> int | None:
        return None if state.phase == GAME_OVER else state.turn

    def going_out(self, hand: Sequence[str]) -> list[Move]:
        """The Gin, Double Gin and Run moves a 13-card hand allows (quick test first: the
        cards that are in no possible meld already cost too much)."""
        loose = [POINTS[c] for c in loose_cards(hand, RULES)]
        if sum(loose) - max(loose, default=0) >= RUN_LIMIT:
            return []
        moves: list[Move] = []
        # the fewest deadwood points of the hand, and of the hand less each card (one search)
        whole, less = deadwood_points_each(hand, points, RULES)
        if not loose and whole == 0:
            moves.append(DOUBLE_GIN_MOVE)
        for card in dict.fromkeys(hand):
            dead = less[hand.index(card)]
            if dead == 0:
                moves.append(Move(kind=GIN, card=card))
            elif dead < RUN_LIMIT:
                moves.append(Move(kind=RUN_OUT, card=card))
        return moves

    def compute_legal_moves(self, state: GinState) -> list[Move]:
        if state.phase == DRAW:
            moves = [DRAW_STOCK] if state.stock else []
            if state.discard:
                moves.append(DRAW_PILE)
            return moves
        if state.phase == DISCARD:
            hand = state.hands[state.turn]
            return [DISCARD_MOVES[c] for c in hand] + self.going_out(hand)
        if state.phase == ROUND_OVER:
            return [NEXT_ROUND]
        return []

    def check(self, state: GinState, move: Move) -> str | None:
        """The moves are few: looked up in the list (equality, no hashing)."""
        return None if move in self.legal_moves(state) else self.explain(state, move)

    def explain(self, state: GinState, move: Move) -> str:
        kind = move.get("kind")
        if state.phase == GAME_OVER:
            return "The tournament is over."
        if state.phase == ROUND_OVER:
            return "The round is over: start the next round."
        if kind == DRAW:
            if state.phase != DRAW:
                if self.first_turn(state):
                    return "On your first turn you do not draw: only discard."
                return "You have drawn already: discard now."
            return "Draw from the stock or take the top card of the discard pile."
        if state.phase == DRAW:
            return "Draw a card first: from the stock or the top of the discard pile."
        card = move.get("card")
        hand = state.hands[state.turn]
        if kind in (DISCARD, GIN, RUN_OUT) and (not isinstance(card, str) or card not in hand):
            return f"{state.players[state.turn]} does not hold {card_name(card) if isinstance(card, str) else card!r}."
        if kind == GIN:
            return "To Gin, every card but the discard must be in sets and runs."
        if kind == DOUBLE_GIN:
            return "A Double Gin needs all 13 cards in sets and runs."
        if kind == RUN_OUT:
            return f"To Run, your unmatched cards after the discard must come to less than {RUN_LIMIT} points (and more than none: that is a Gin)."
        return "That is not a move in Gin Rummy."

    def deal_events(self, state: GinState) -> list[Event]:
        return [Event(f"Round {state.round_no}: {state.players[state.dealer]} deals.", "dealt", dealer=state.dealer)]

    def perform(self, state: GinState, move: Move) -> Applied:
        kind = move["kind"]
        if kind == "next_round":
            new = self._deal(state, state.turn)
            return Applied(new, tuple(self.deal_events(new)))
        seat = state.turn
        who = state.players[seat]
        hands = list(state.hands)
        if kind == DRAW:
            if move["pile"] == STOCK:
                hands[seat] += (state.stock[-1],)
                new = state.replace(hands=tuple(hands), stock=state.stock[:-1], phase=DISCARD)
                return Applied(new, (Event(rummy_words.draws_from_stock(who), "card_moved", card=None,
                                           src="stock", dst=HAND_KEYS[seat]),))
            card = state.discard[-1]
            hands[seat] += (card,)
            new = state.replace(hands=tuple(hands), discard=state.discard[:-1], phase=DISCARD,
                                taken=seen_taking(state.taken, 2, seat, (card,)))
            return Applied(new, (Event(rummy_words.takes(who, card), "card_moved", card=card,
                                       src="discard", dst=HAND_KEYS[seat]),))
        if kind == DOUBLE_GIN:
            return self._end_round(state, DOUBLE_GIN, seat, None)
        card = move["card"]
        hands[seat] = without(hands[seat], card)
        new = state.replace(hands=tuple(hands), discard=state.discard + (card,),
                            taken=seen_leaving(state.taken, seat, (card,)))
        event = Event(rummy_words.discards(who, card), "card_moved", card=card,
                      src=HAND_KEYS[seat], dst="discard")
        if kind in (GIN, RUN_OUT):
            applied = self._end_round(new, kind, seat, card)
            return Applied(applied.state, (event, *applied.events))
        if not state.stock:  # the last stock card was drawn and discarded: the round ends
            applied = self._end_round(new, STOCK_OUT, seat, None)
            return Applied(applied.state, (event, *applied.events))
        return Applied(new.replace(turn=1 - seat, phase=DRAW), (event,))

    # ----- the end of a round ---------------------------------------------------------------
    def _end_round(self, state: GinState, how: str, seat: int, discard: str | None) -> Applied:
        other = 1 - seat
        mine = arrange(state.hands[seat])
        table = [m for m in (classify(cards, RULES) for cards in mine.melds) if isinstance(m, Meld)]
        theirs = arrange(state.hands[other], table if how == RUN_OUT else ())
        names = state.players
        if how == STOCK_OUT:
            a, b = mine.points, theirs.points
            if a == b:
                pair = PairResult(-1, 0)
            else:
                pair = PairResult(seat if a < b else other, abs(a - b))
            # the points of the cards left unmatched, not a score ("Anna has 23 points, Robo Rex
            # 50. Anna scores 27." read as if she had 23 points in the game)
            text = short = (f"The stock pile runs out: {names[seat]} has {plural(a, 'point')} in unmatched cards, "
                            f"{names[other]} {b}.")
        elif how == RUN_OUT:
            ran = mine.points
            if theirs.points > ran:
                pair = PairResult(seat, theirs.points - ran)
            else:
                pair = PairResult(other, 2 * ran + GIN_BONUS)
            # (the move is called "Run"; mid-sentence its verb is a plain word, "Ben runs with 2
            # points", not "Ben Runs with 2")
            text = f"{names[seat]} runs with {plural(ran, 'point')}. " + laying_down(names[other], theirs, names[seat], table)
            short = f"{names[seat]} runs with {plural(ran, 'point')}; {names[other]} is caught with {theirs.points}."
        else:
            gins = 2 if how == DOUBLE_GIN else 1
            pair = PairResult(seat, theirs.points, gins)
            short = (f"{names[seat]} goes {'Double Gin' if gins == 2 else 'Gin'} and catches "
                     f"{names[other]} with {theirs.points}.")
            text = f"{short} " + laying_down(names[other], theirs) + ", and may lay nothing off after a Gin."
        # Lay the cards down: each side's melds, the opponent's lay-offs on the runner's melds.
        melds: list[list[list[str]]] = [[], []]
        melds[seat] = [list(m) for m in mine.melds]
        melds[other] = [list(m) for m in theirs.melds]
        for index, cards in theirs.layoffs:  # each at the end of the run it extends
            melds[seat][index] = list(in_table_order(melds[seat][index] + list(cards), RULES))
        hands: list[tuple[str, ...]] = [(), ()]
        hands[seat], hands[other] = mine.deadwood, theirs.deadwood
        team_pts, pts, team_gins, gins = team_result([pair])
        t = award(Tournament.from_json(state.tournament), team_pts, pts, team_gins, gins)
        record = {"round": state.round_no, "how": how, "seat": seat, "winner": pair.team,
                  "points": pair.points, "gins": pair.gins,
                  "deadwood": [mine.points, theirs.points] if seat == 0 else [theirs.points, mine.points],
                  "columns": [list(c) for c in t.columns], "gin_columns": [list(g) for g in t.gins]}
        over = t.over
        next_dealer = state.dealer if pair.team < 0 else pair.team
        new = state.replace(hands=tuple(hands),
                            melds=tuple(tuple(tuple(m) for m in side) for side in melds),
                            phase=GAME_OVER if over else ROUND_OVER, turn=next_dealer,
                            tournament=t.to_json(), history=state.history + (record,), result=record)
        if pair.team < 0:
            award_text = short_award = " A tie: nobody scores."
        else:
            award_text = f" {names[pair.team]} scores {pair.points}"
            # (points meant for a game already won: said, as the evening's note says it)
            award_text += points_words(Tournament.from_json(state.tournament), t, pair.team)
            counted, words = gins_words(Tournament.from_json(state.tournament), t, pair.team, pair.gins,
                                        self.teams(state)[pair.team]) if pair.gins else (True, "")
            gins_said = f" and {pair.gins} Gin{'s' if pair.gins > 1 else ''}." if counted and pair.gins else "."
            short_award = award_text + gins_said  # (why a Gin does not count: on the status line)
            # (the Gin of a team's first points was promised here, and is on the sheet nowhere)
            award_text += gins_said if counted and pair.gins or not words else f"; {words}."
        # (the table's prompt says the short words: the whole lay-down set on the table's two
        # lines was 9 px, its prompt 16, s47 t2 #2; the status line and the log say it whole)
        events = [Event(text + award_text, "hand_over", how=how, seat=seat, winner=pair.team,
                        points=pair.points, gins=pair.gins, short=short + short_award)]
        if over:
            events.append(Event(self.status(new), "game_over", winners=self.winners(new)))
        return Applied(new, tuple(events))

    # ----- the end ----------------------------------------------------------------------
    def is_over(self, state: GinState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: GinState) -> list[int]:
        """Each seat's team score: the finished games' 200 + Gins, Gins for the loser."""
        t = Tournament.from_json(state.tournament)
        return [t.total(0), t.total(1)]

    def winners(self, state: GinState) -> list[int]:
        if state.phase != GAME_OVER:
            return []
        s = self.scores(state)
        return [i for i in (0, 1) if s[i] == max(s)]

    @staticmethod
    def first_turn(state: GinState) -> bool:
        """The first player's first turn of a round: a discard, no draw."""
        # (no discard yet; once the second player has taken the first discard, the pile is
        # empty and the stock whole again, but that is a draw, not the first turn)
        return state.phase == DISCARD and not state.discard and len(state.stock) == 27 and not any(state.taken)

    def status(self, state: GinState) -> str:
        names = state.players
        if state.phase == GAME_OVER:
            w = self.winners(state)
            teams = self.teams(state)
            return ("Tournament over: " + listed(f"{teams[i]} ({names[i]})" for i in w)
                    + (" share the win." if len(w) > 1 else " win."))
        if state.phase == ROUND_OVER:
            return f"Round {state.round_no} is over. {names[state.turn]}: deal the next round."
        who = names[state.turn]
        if state.phase == DRAW:
            return f"{who}: draw from the stock or take the top discard."
        # (whether the player may go out depends on their hand: their own prompt says it, never
        # this public line, which everyone reads: test_status_is_the_same_whatever_the_hidden_cards)
        if self.first_turn(state):
            return f"{who}: first turn, discard only."
        return f"{who}: discard."

    # ----- the table's gestures (cardtable/gui/generic_table.py) -------------------------------
    def table_drag(self, state: GinState, move: Move) -> Drag | None:
        """Drawing and discarding are drags; Gin, Double Gin and Run are buttons."""
        kind = move.get("kind")
        hand = HAND_KEYS[state.turn]
        if kind == DRAW:
            return Drag.of(move, STOCK if move.get("pile") == STOCK else "discard", hand)
        if kind == DISCARD:
            return Drag.of(move, hand, "discard")
        return None

    def table_drop(self, state: GinState, seat: int | None, drag: Drag) -> Move | None:
        """What a drop means, for the engine to play or refuse with its words: the stock or the
        discard pile dropped on the hand of the player to move draws from it (after the draw it
        was refused "The discard pile cannot be moved.", not "You have drawn already"); a card of
        that hand dropped on the discard pile discards it."""
        hand, target = HAND_KEYS[state.turn], drag.to[0] if drag.to else ""
        if len(drag.picked) != 1:
            return None
        zone, card = drag.picked[0]
        if target == hand and zone in (STOCK, PILE):
            return DRAW_STOCK if zone == STOCK else DRAW_PILE
        if target == PILE and zone == hand and isinstance(card, str):
            return Move(kind=DISCARD, card=card)
        return None

    def move_label(self, state: GinState, move: Move) -> str:
        kind = move.get("kind")
        card = move.get("card")
        if kind == GIN and isinstance(card, str):
            return f"Gin! (discard the {card_name(card)})"
        if kind == RUN_OUT and isinstance(card, str):
            left = without(state.hands[state.turn], card) if card in state.hands[state.turn] else ()
            return f"Run with {arrange(left).points} (discard the {card_name(card)})"
        if kind == DOUBLE_GIN:
            return "Double Gin!"
        if kind == "next_round":
            return "Deal the next round"
        return ""

    def prompt(self, state: GinState, seat: int) -> str:
        """The public line, and for the player to discard the fewest unmatched points
        (deadwood) a discard can leave, said as what a Run is measured by. (It said "Unmatched
        after your best discard: 34 points", read as advice to throw the J♣ while Help > Hint,
        like the Hard player, threw the 5♥, keeping the J♣ by the 10♣: s29 t2.)"""
        text = self.status(state)
        if state.phase == DISCARD and seat == state.turn:
            # "or go out" only where a Gin, Double Gin or Run is among the moves: the line said it
            # on every turn while the Gin and Run buttons showed only when allowed (s45 t2 #9)
            if any(move.kind != DISCARD for move in self.legal_moves(state)):
                text = text[:-1] + (" (or Gin or Run)." if self.first_turn(state) else ", or go out.")
            hand = state.hands[seat]
            fewest = min(arrange(without(hand, c)).points for c in dict.fromkeys(hand))
            text += (f" To Run you need less than {RUN_LIMIT} unmatched points after your discard (the fewest "
                     f"you can have now: {fewest}{', a Gin' if fewest == 0 else ''}).")
        return text

    def public(self, state: GinState) -> dict[str, Any]:
        return {"phase": state.phase, "turn": state.turn, "dealer": state.dealer,
                "round_no": state.round_no, "teams": list(self.teams(state)),
                "tournament": state.tournament, "scores": self.scores(state),
                "result": state.result, "history": list(state.history), "taken": [list(t) for t in state.taken]}

    def shown_holding(self, state: GinState) -> dict[int, Sequence[str]]:
        """The top discard taken went into that hand in everybody's sight: the search's samples
        keep it there until it is discarded again."""
        return dict(enumerate(state.taken))

    def ai_own_hand(self, state: GinState, seat: int) -> tuple[str, ...]:
        """The seat's hand zone's cards, for the computer player (no other zone is a hand)."""
        return state.hands[seat]

    @staticmethod
    def ai_deadwood_each(hand: Sequence[str]) -> tuple[int, list[int]]:
        """The hand's deadwood and the hand's less each card: the rummy family's computer
        players weigh discards and draws from the discard pile by it. Kept for the hands last
        asked: the hand a pile card is weighed in is the hand that then discards."""
        return _deadwood_each(tuple(hand))

    def ai_move_scores(self, state: GinState, seat: int, moves: list[Move]) -> list[float]:
        """The Medium player's sense on top of the rummy family's (which weighs discards and
        draws only, and gave going out nothing): go Double Gin or else Gin whenever it can, else
        Run whenever it can, with the discard that leaves the fewest points. The family's score for a card
        near nothing in the hand had it throw away a Gin: the 8 of hearts, not Gin with it."""
        hand = state.hands[seat] if state.phase == DISCARD and seat == state.turn else ()
        less: list[int] | None = None
        out = []
        for move in moves:
            if move.kind == DOUBLE_GIN:  # two Gins, the same points: always the better way out
                out.append(110.0)
            elif move.kind == GIN:
                out.append(100.0)
            elif move.kind == RUN_OUT:
                if less is None:
                    less = deadwood_points_each(hand, points, RULES)[1]
                out.append(50.0 - 2.0 * less[hand.index(move["card"])])
            else:
                out.append(0.0)
        return out

    # The Hard player's playouts. The scores are the tournament's, which change only when one
    # of its three games is won: a playout that waited for them ran through round after round
    # to its depth and was judged by totals no candidate had moved, so the search could tell
    # no two moves apart (Hard played as Medium, thirteenth to sixteenth passes). A playout
    # ends with its round instead, judged by the round's award.
    #: A round lasts at most about 60 moves (30 turns of a draw and a discard).
    ai_playout_depth = 80

    @staticmethod
    def ai_playout_key(state: GinState) -> tuple[int, bool]:
        return state.round_no, state.phase in (ROUND_OVER, GAME_OVER)

    def ai_position_value(self, state: GinState, seat: int) -> float:
        """What the round ended at (or stands at) is worth to ``seat`` against the other player:
        the points awarded, each Gin counted as its 25-point bonus, won or given away; a round
        cut short mid-way, half the difference of the two hands' deadwood."""
        result = state.result
        if state.phase in (ROUND_OVER, GAME_OVER) and result.get("round") == state.round_no:
            awarded = [0.0, 0.0]
            if result.get("winner", -1) >= 0:
                awarded[result["winner"]] = result.get("points", 0) + GIN_BONUS * result.get("gins", 0)
            return ahead_of_the_others(awarded, seat)
        return ahead_of_the_others([-0.5 * arrange(hand).points for hand in state.hands], seat)

    def zones(self, state: GinState) -> list[Zone]:
        seen = Seen.ALL if state.phase in (ROUND_OVER, GAME_OVER) else Seen.OWNER
        zones = [Zone("hand", hand, seen, seat, Role.HAND) for seat, hand in enumerate(state.hands)]
        zones += [Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK),
                  # face up: every card in it was seen by both as it was discarded
                  Zone("discard", state.discard, Seen.ALL, role=Role.DISCARD)]
        for seat, side in enumerate(state.melds):
            zones += [Zone(f"meld{i}", cards, Seen.ALL, seat, Role.MELD) for i, cards in enumerate(side)]
        return zones

    def with_zones(self, state: GinState, cards: dict[str, tuple[str, ...]]) -> GinState:
        hands = tuple(cards.get(HAND_KEYS[s], h) for s, h in enumerate(state.hands))
        return state.replace(hands=hands, stock=cards.get("stock", state.stock),
                             discard=cards.get("discard", state.discard))

    def score_sheet(self, state: GinState) -> "ScoreSheet":
        """The book's sheet: Game 1-3 under each team, a row per round in which the sheet
        changed, the new figures where a team scored, Gins as circles (○) after the points; then
        "Points so far" (each game as it stands), the games won, and the bottom row, "Games'
        score": only a game won counts ("Total 0" after a team's first points read as lost)."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        rows = []
        prev = Tournament()
        for rec in state.history:
            cells = []
            changed = False
            for team in (0, 1):
                vals: list[str | None] = []
                for g in range(GAMES):
                    pts, gins = rec["columns"][team][g], rec["gin_columns"][team][g]
                    if pts != prev.columns[team][g] or gins != prev.gins[team][g]:
                        vals.append(f"{pts}" + (" " + "○" * gins if gins else ""))
                        changed = True
                    else:
                        vals.append(None)
                cells.append(tuple(vals))
            prev = Tournament(tuple(map(tuple, rec["columns"])), tuple(map(tuple, rec["gin_columns"])))
            if changed:
                rows.append(ScoreRow(f"Round {rec['round']}", tuple(cells),
                                     marked=(rec["winner"],) if rec["winner"] >= 0 else ()))
        t = Tournament.from_json(state.tournament)
        if rows:
            # where each game stands, blank where a team has no points yet: the rows above hold
            # only the figures that changed, the bottom row only the games won (a team's first 6
            # points, under "Total 0", read as lost)
            rows.append(ScoreRow(POINTS_SO_FAR, tuple(tuple(
                f"{t.columns[team][g]}" + (" " + "○" * t.gins[team][g] if t.gins[team][g] else "")
                if t.columns[team][g] else None for g in range(GAMES)) for team in (0, 1)), kind="total"))
        if any(w >= 0 for w in t.winners):
            rows.append(ScoreRow("Games won", tuple(tuple(t.game_score(team, g) if t.winners[g] >= 0 else None
                                                          for g in range(GAMES)) for team in (0, 1)), kind="total"))
        over = state.phase == GAME_OVER
        return ScoreSheet(
            title="Gin Rummy tournament score sheet", game_name=self.info.name,
            columns=self.teams(state), players=tuple(state.players),
            sub_columns=("Game 1", "Game 2", "Game 3"), date=today(),
            house_rules=house_rules_text(self.info, state.options),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(self.scores(state)),
            winners=tuple(self.winners(state)) if over else (), tie_rule="A tie is shared.",
            notes=("Each game goes to 200 points: its winner scores 200 plus 25 a Gin in that game, "
                   "the loser 25 a Gin.",
                   "Points go to Game 1 the first time a team scores, Games 1 and 2 the second "
                   "time, all three after that; Gins only where the team already had points."),
            row_height_mm=10.0, extra={"gins": t.gins, "goal": GOAL, "bottom_said": GAME_COUNTS}, total_label=TOTAL_LABEL,
            positional=True, short_sub=t.in_play,
        )


GAME = GinRummy()
