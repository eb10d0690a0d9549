"""10,000, the dice game, from the family's rule book (004_312affb30e9b3af0.txt, section "10,000
(Dice)").

What the book says:

* "5 dice"; "Any number of people can play"; "First player to get 10,000 or higher wins".
* "A total of 1,000 is required to meld. Your score does not count until you have melded."
* "You must keep at least one dice each time you re-roll in order to qualify to continue
  rolling." "You may not at any time re-roll dice that have been held." "If during a turn, all
  the dice count, the player may roll them all again." "A player may stop at any time during a
  turn and score all that was rolled to that point."
* The take-over: "If a player does decide to save and score a "held" count and not roll again,
  and you, being the next player, wish to attempt to better the saved count, may take over at
  that point, and roll the balance of the dice in an attempt to save it and/or increase the
  count. If you save it, by rolling at least a single five or a one, you then score the saved
  count, plus whatever you rolled. If you do not save it with at least a five or a one, you
  then, "Blew It" for that turn."
* Scoring: "Sets and runs must be made on one roll to count": 5 = 50, 1 = 100, "3 of a kind 1's
  1,000", "3 of a kind x00", "4 of a kind x00 times 2", "5 of a kind x00 times 4", "Straight
  1,000".

Choices where the text is vague (also on the in-app rules page):

* 2 to 8 players ("Any number of people can play": the table's row of names and totals, and the
  score sheet's column a player, are laid out for eight at 1024x600; New Game and the rules page
  say so),
  seat 0 first, turns to the left. The dice are rolled from the game's seed
  (:func:`cardtable.core.pieces.roll`), so a record replays its rolls; a stacked roll can be
  typed in.
* A roll in which nothing counts loses the turn's count: "Blew It", and the turn passes.
* Every die you set aside must count in the roll it came from (a lone 3 is not kept); you set
  aside at least one die from each roll before rolling again or stopping. Only dice that can
  count may be set aside (1s, 5s, three or more alike, a straight), one at a time; setting all of
  them aside always makes a good choice. A die set aside is not put back (Undo takes back the
  last one; there is no "put back" move, so a player cannot dither for ever).
* The meld is 1,000 or more in one turn. Stopping below it while not melded scores nothing (the
  app warns). Once melded every stop scores.
* Four 1s are 2,000, five 1s 4,000 (three 1s are "1,000", and the multipliers apply to it).
  Straights are 1-2-3-4-5 and 2-3-4-5-6, on one roll of all five dice.
* The take-over: after a player stops and scores, the next player may take over the count with the dice
  that were not set aside (all five if every die had counted) instead of starting afresh. Any roll
  with a counting die saves it (a single 5 or 1 is the least); the taker then carries on as in a
  normal turn, adding to the saved count, and can still lose it all on a later roll. The first
  player keeps what they scored.
* A count taken over counts toward the taker's meld. The book does not say; the family's
  reading: the taker "score[s] the saved count, plus whatever you rolled", so that whole is what
  the taker's turn is worth, and "A total of 1,000 is required to meld" asks no more than a turn
  worth 1,000. So a player not yet melded who takes over another's 1,000 and saves it with a 5
  melds with 1,050 (s46 t2 #3 asked). Below 1,000 a taker not yet melded scores nothing, as in
  any turn.
  A stop below the meld scores nothing, so there is no "saved and scored" count to take over
  (house rule ``take_over_unscored``: take it over all the same, as games saved before state
  version 2 were played).
* The game ends as soon as a total reaches 10,000 (option: a shorter game); the highest total
  wins (ties share).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.game import Applied, Event, Game, GameInfo, GameState, Move, OptionSpec
from ..core.pieces import Dice, roll
from ..core.scoresheet import KeptRows
from ..core.words import listed
from ..core.zones import Zone

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

DICE = 5
MELD = 1000  # "A total of 1,000 is required to meld."
TARGET = 10_000
ROLL, TAKE_OVER, KEEP, RETURN, STOP = "roll", "take_over", "keep", "return", "stop"
START, CHOOSE, GAME_OVER = "start", "choose", "game_over"
ROLL_MOVE, TAKE_OVER_MOVE, STOP_MOVE = Move(kind=ROLL), Move(kind=TAKE_OVER), Move(kind=STOP)
KEEP_MOVES = tuple(Move(kind=KEEP, die=i) for i in range(DICE))  # built once (moves are read-only)
#: what happened in a turn, for the score sheet
BANKED, BLEW, SHORT = "banked", "blew", "short"
#: the sheet's words for a turn that scored nothing, and its mark for a take-over ("1,250 T")
SHEET_WORDS = {BLEW: "Blew It", SHORT: "No meld"}
TOOK_MARK = "T"
#: what each of them means, under the sheet (:attr:`ScoreSheet.keys`), said only where the sheet
#: shows it: the legend explained "No meld", which was not on the sheet, and never "Blew It",
#: which was (s35 t3)
SHEET_KEYS = {BLEW: "Blew It: a roll where nothing counted lost the turn's count (scores 0).",
              SHORT: f"No meld: stopped below the {MELD:,} needed to meld (scores 0).",
              TOOK_MARK: f"{TOOK_MARK}: a take-over."}


# ----- scoring ---------------------------------------------------------------------------------
def kind_value(face: int, count: int) -> int:
    """ "3 of a kind 1's 1,000"; "3 of a kind x00"; "4 of a kind x00 times 2"; "5 of a kind
    x00 times 4"."""
    base = 1000 if face == 1 else face * 100
    return base * {3: 1, 4: 2, 5: 4}[count]


def is_straight(faces: tuple[int, ...] | list[int]) -> bool:
    """ "Straight 1,000": 1-2-3-4-5 or 2-3-4-5-6 on one roll."""
    return sorted(faces) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6])


def score(faces: tuple[int, ...] | list[int]) -> int | None:
    """What these dice, set aside from one roll, score; ``None`` if any of them does not count
    ("Sets and runs must be made on one roll to count"). Looked up in a table built once by
    :func:`score_by_rule` (the dice's order does not matter)."""
    try:
        return SCORES[tuple(sorted(faces))]
    except (KeyError, TypeError):  # not dice of this game: the rule says
        return score_by_rule(faces)


def score_by_rule(faces: tuple[int, ...] | list[int]) -> int | None:
    if not faces:
        return None
    if len(faces) == DICE and is_straight(faces):
        return 1000
    total = 0
    for face, count in Counter(faces).items():
        if count >= 3:
            total += kind_value(face, count)
        elif face == 1:
            total += 100 * count
        elif face == 5:
            total += 50 * count
        else:
            return None
    return total


def counting_dice(faces: tuple[int, ...]) -> tuple[int, ...]:
    """The dice of a roll that can count: 1s, 5s, three or more alike, all five in a straight."""
    try:
        return COUNTING[faces]
    except KeyError:
        pass
    except TypeError:  # a list: not kept
        return counting_by_rule(faces)
    found = COUNTING[faces] = counting_by_rule(faces)
    return found


def counting_by_rule(faces: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    if len(faces) == DICE and is_straight(faces):
        return tuple(range(len(faces)))
    counts = Counter(faces)
    return tuple(i for i, f in enumerate(faces) if f in (1, 5) or counts[f] >= 3)


def best_score(faces: tuple[int, ...]) -> int:
    """The most a roll can score (0: nothing counts, "Blew It"). Looked up in a table built once
    by :func:`best_by_rule`."""
    try:
        return BEST[tuple(sorted(faces))]
    except (KeyError, TypeError):
        return best_by_rule(faces)


def best_by_rule(faces: tuple[int, ...] | list[int]) -> int:
    best = 0
    n = len(faces)
    for mask in range(1, 1 << n):
        value = score_by_rule([faces[i] for i in range(n) if mask >> i & 1])
        if value is not None and value > best:
            best = value
    return best


#: Every handful of one to five dice, faces in order: what it scores, and the most any of its
#: dice can score (a search scores a roll on every step: a rescan is slow).
_HANDFULS = [h for n in range(1, DICE + 1) for h in combinations_with_replacement(range(1, 7), n)]
SCORES: dict[tuple[int, ...], int | None] = {h: score_by_rule(h) for h in _HANDFULS}
BEST: dict[tuple[int, ...], int] = {h: best_by_rule(h) for h in _HANDFULS}
#: counting_dice of each roll seen (at most 6**5 + ... + 6 of them), kept as they come.
COUNTING: dict[tuple[int, ...], tuple[int, ...]] = {}


def combination_words(faces: tuple[int, ...] | list[int]) -> str:
    if len(faces) == DICE and is_straight(faces):
        return "a straight"
    parts = []
    for face, count in sorted(Counter(faces).items()):
        if count >= 3:
            parts.append(f"{('three', 'four', 'five')[count - 3]} {face}s")
        else:
            parts.append(f"{'a' if count == 1 else 'two'} {face}{'s' if count > 1 else ''}")
    return listed(parts)


def waiting_words(dice: tuple[int, ...], chosen: tuple[int, ...]) -> str:
    """What the dice set aside from this roll wait for, when they do not count yet: a die goes
    aside one at a time, so a lone 6 of three is a first step ("Sets and runs must be made on one
    roll to count"). "the other two 6s too (three 6s make 600)"; "" when they count as they are
    (or nothing is set aside)."""
    faces = [dice[i] for i in chosen]
    if not faces or score(faces) is not None:
        return ""
    if len(dice) == DICE and is_straight(dice):  # five faces, none alike: only the run makes them count
        return "the rest of the straight too (all five make 1,000)"
    rolled, aside = Counter(dice), Counter(faces)
    for face, count in sorted(aside.items()):
        if face in (1, 5) or count >= 3 or rolled[face] < 3:
            continue
        more = 3 - count
        number = "one" if more == 1 else "two"
        what = (f"the other {face}" if more == 1 else f"the other two {face}s") if rolled[face] == 3 else \
            f"{number} more {face}{'s' if more > 1 else ''}"
        return f"{what} too (three {face}s make {kind_value(face, 3):,})"
    return ""


# ----- the state ---------------------------------------------------------------------------------
@dataclass(eq=False, kw_only=True)
class TenThousandState(GameState):
    totals: tuple[int, ...]
    melded: tuple[bool, ...]
    turn: int
    phase: str
    count: int  # this turn's count from the dice set aside in earlier rolls (and a take-over)
    # dice set aside in earlier rolls, locked (faces per roll, in the order they were set aside)
    kept: tuple[tuple[int, ...], ...]
    dice: tuple[int, ...]  # the latest roll
    chosen: tuple[int, ...]  # which of the latest roll are set aside so far (indices, in that order)
    rolls: int  # rolls made so far in the game (the roll number for the seeded dice)
    offer: int  # the count the player to act may take over (0: none)
    offer_kept: tuple[tuple[int, ...], ...]  # the dice set aside with it (the balance is rolled)
    taking_over: bool  # this turn began by taking over
    turns: tuple[tuple[int, int, str, bool], ...]  # (seat, scored, BANKED/BLEW/SHORT, took over)
    last: str  # what happened at the end of the last turn, for the table


def kept_count(kept: tuple[tuple[int, ...], ...]) -> int:
    return sum(len(k) for k in kept)


class TenThousand(Game[TenThousandState]):
    info = GameInfo(
        id="ten_thousand",
        name="10,000",
        keywords=("farkle",),  # other names the start screen's search finds it by
        family="Dice",
        min_players=2,
        max_players=8,
        description="Roll five dice, set aside the ones that count and roll on or stop. Meld with 1,000; the first "
                    "to 10,000 wins.",
        source="004_312affb30e9b3af0.txt, section '10,000 (Dice)'",
        rules_page="ten_thousand.html",
        sheet_columns=("Scored", "Total"),
        # "Any number of people can play": the table's row of names and totals across the top
        # and the score sheet's column a player are laid out and checked for eight at 1024x600
        count_note="Up to 8 at one laptop: with real dice any number can play, but the screen has room for "
                   "only 8 players' names and scores.",
        options=(
            OptionSpec("target", "Winning total", "The total that ends the game (10,000 at our table; 1,000 is a "
                       "quick game that the first meld wins).", TARGET, choices=(TARGET, 5000, 2000, 1000)),
            OptionSpec("take_over_unscored", "Take over a count that scored nothing",
                       "When a player who has not yet melded stops below 1,000, the count scores nothing; with "
                       "this the next player may still take that count over. Off: the next player rolls "
                       "afresh.", False),
        ),
    )
    #: 2: a count that scored nothing (a stop below the meld) is no longer offered for a take-over;
    #: games saved before replay with the house rule ``take_over_unscored`` on.
    state_version = 2

    def upgrade_options(self, options: dict[str, Any], state_version: int,
                        players: tuple[str, ...] = ()) -> dict[str, Any]:
        """A game saved before state version 2 offered every stopped count for a take-over, even
        one that scored nothing: it replays as it was played, with ``take_over_unscored``."""
        if state_version < 2 and isinstance(options, dict) and "take_over_unscored" not in options:
            return {**options, "take_over_unscored": True}
        return options

    #: The log's headings say "Round 1", as the score sheet's rows do (a dice game has no hands:
    #: the log said "Hand 1").
    hand_word = "round"

    def pieces(self, players: int, options: dict[str, Any]) -> Dice:
        return Dice(DICE)

    def new_state(self, players, options, seed, stack) -> TenThousandState:
        n = len(players)
        return TenThousandState(
            players=players, options=options, seed=seed, stack=stack, totals=(0,) * n, melded=(False,) * n,
            turn=0, phase=START, count=0, kept=(), dice=(), chosen=(), rolls=0, offer=0, offer_kept=(),
            taking_over=False, turns=(), last="",
        )

    # ----- the turn ---------------------------------------------------------------------------
    def current_player(self, state: TenThousandState) -> int | None:
        return None if state.phase == GAME_OVER else state.turn

    def selection(self, state: TenThousandState) -> tuple[int, ...]:
        return tuple(state.dice[i] for i in state.chosen)

    def compute_legal_moves(self, state: TenThousandState) -> list[Move]:
        if state.phase == START:
            return [ROLL_MOVE, TAKE_OVER_MOVE] if state.offer else [ROLL_MOVE]
        if state.phase != CHOOSE:
            return []
        moves = [KEEP_MOVES[i] for i in counting_dice(state.dice) if i not in state.chosen]
        if score(self.selection(state)) is not None:
            moves += [ROLL_MOVE, STOP_MOVE]
        return moves

    def check(self, state: TenThousandState, move: Move) -> str | None:
        if move in self.legal_moves(state):
            return None
        return self.explain(state, move)

    def explain(self, state: TenThousandState, move: Move) -> str:
        if state.phase == GAME_OVER:
            return "The game is over."
        kind = move.get("kind")
        if kind == TAKE_OVER:
            return "There is no saved count to take over." if state.phase == START else \
                "You can take over only at the start of your turn."
        if state.phase == START:
            if kind in (KEEP, RETURN, STOP):
                return "Roll the dice first."
            return "That is not a move in 10,000."
        if kind == RETURN:
            return "A die set aside stays aside; Undo takes back the last one you set aside."
        if kind == KEEP:
            die = move.get("die")
            if not isinstance(die, int) or isinstance(die, bool) or not 0 <= die < len(state.dice):
                return "Pick one of the dice just rolled."
            if die in state.chosen:
                return "That die is already set aside."
            return f"The {state.dice[die]} does not count in this roll."
        if kind in (ROLL, STOP):
            if not state.chosen:
                return "Set aside at least one die that counts first."
            waiting = waiting_words(state.dice, state.chosen)
            if waiting:
                return f"Set aside {waiting} before you {kind}."
            return "Every die you set aside must count in this roll: " + \
                f"{combination_words(self.selection(state))} does not."
        return "That is not a move in 10,000."

    def perform(self, state: TenThousandState, move: Move) -> Applied:
        kind = move.kind
        who = state.players[state.turn]
        if kind == KEEP:
            die = move["die"]
            chosen = state.chosen + (die,)  # in the tray after those set aside before it
            return Applied(state.replace(chosen=chosen), (Event(f"{who} sets aside a {state.dice[die]}.", "note"),))
        if kind == TAKE_OVER:
            return self._take_over(state)
        if kind == ROLL:
            if state.phase == START:
                fresh = state.replace(count=0, kept=(), taking_over=False, offer=0, offer_kept=())
                said = f"{who} does not take over the {state.offer:,} and starts a turn afresh." if state.offer \
                    else f"{who} starts a turn."
                return self._roll(fresh, [Event(said, "note")])
            return self._roll(*self._lock(state))
        return self._stop(state)

    def _lock(self, state: TenThousandState) -> tuple[TenThousandState, list[Event]]:
        """The dice set aside are held for the rest of the turn: "You may not at any time re-roll
        dice that have been held"."""
        faces = self.selection(state)
        value = score(faces) or 0
        kept = state.kept + (faces,)  # as they lie in the tray: nothing moves when they are held
        new = state.replace(count=state.count + value, kept=kept, dice=(), chosen=())
        return new, [Event(f"{state.players[state.turn]} holds {combination_words(faces)} for {value:,}: "
                           f"{new.count:,} this turn.", "note")]

    def _roll(self, state: TenThousandState, events: list[Event]) -> Applied:
        """Roll the dice not held; "If during a turn, all the dice count, the player may roll them
        all again". A roll in which nothing counts is "Blew It"."""
        who = state.players[state.turn]
        free = DICE - kept_count(state.kept)
        if free == 0:
            events.append(Event(f"All five dice count: {who} rolls them all again.", "note"))
            state = state.replace(kept=())
            free = DICE
        faces = tuple(roll(state.seed, state.rolls, free, 6, state.stack))
        new = state.replace(dice=faces, chosen=(), rolls=state.rolls + 1, phase=CHOOSE)
        events.append(Event(f"{who} rolls {' '.join(str(f) for f in faces)}.", "dice_rolled", faces=list(faces)))
        if best_score(faces) == 0:
            return self._blew(new, events)
        return Applied(new, tuple(events))

    def _take_over(self, state: TenThousandState) -> Applied:
        """ "take over at that point, and roll the balance of the dice"."""
        who = state.players[state.turn]
        new = state.replace(count=state.offer, kept=state.offer_kept, taking_over=True, offer=0, offer_kept=())
        free = DICE - kept_count(state.offer_kept)
        events = [Event(f"{who} takes over the count of {state.offer:,} and rolls {free or DICE} "
                        f"{'die' if free == 1 else 'dice'}.", "note")]
        return self._roll(new, events)

    def _blew(self, state: TenThousandState, events: list[Event]) -> Applied:
        who = state.players[state.turn]
        lost = f": {state.count:,} lost" if state.count else ""
        events.append(Event(f"Nothing counts. {who} blows it{lost}.", "note"))
        record = (state.turn, 0, BLEW, state.taking_over)
        new = state.replace(turns=state.turns + (record,), last=f"{who} blew it{lost}.")
        events.extend(self._round_over(new))
        return Applied(self._next(new, offer=0, offer_kept=()), tuple(events))

    def _stop(self, state: TenThousandState) -> Applied:
        """ "A player may stop at any time during a turn and score all that was rolled to that
        point"; "Your score does not count until you have melded". A count taken over is the
        taker's turn's, so it counts toward their meld (the module's reading)."""
        state, events = self._lock(state)
        seat, who = state.turn, state.players[state.turn]
        count = state.count
        totals, melded = list(state.totals), list(state.melded)
        if melded[seat] or count >= MELD:
            if not melded[seat]:
                events.append(Event(f"{who} has melded.", "note"))
            melded[seat] = True
            totals[seat] += count
            kind, scored = BANKED, count
            events.append(Event(f"{who} stops and scores {count:,}: {totals[seat]:,} in all.", "chips_paid",
                                src="turn", dst=seat, amount=count))
            last = f"{who} scored {count:,}."
        else:
            kind, scored = SHORT, 0
            events.append(Event(f"{who} stops with {count:,}, short of the 1,000 needed to meld: it scores nothing.",
                                "note"))
            last = f"{who} stopped with {count:,} (not melded)."
        new = state.replace(totals=tuple(totals), melded=tuple(melded),
                            turns=state.turns + ((seat, scored, kind, state.taking_over),), last=last)
        if totals[seat] >= state.options["target"]:
            new = new.replace(phase=GAME_OVER, dice=(), chosen=())
            events.append(Event(f"{who} reaches {totals[seat]:,} and wins!", "game_over"))
            return Applied(new, tuple(events))
        events.extend(self._round_over(new))
        if kind == SHORT and not state.options.get("take_over_unscored"):
            # "If a player does decide to save and score a "held" count ... you, being the next
            # player ... may take over": a count that scored nothing was not saved and scored
            return Applied(self._next(new, offer=0, offer_kept=()), tuple(events))
        nxt = (seat + 1) % len(state.players)
        events.append(Event(f"{state.players[nxt]} may take over the count of {count:,}.", "note"))
        return Applied(self._next(new, offer=count, offer_kept=new.kept), tuple(events))

    @staticmethod
    def _round_over(state: TenThousandState) -> list[Event]:
        """After the last seat's turn, the round (a row of the score sheet) is over: said so, and
        the game log heads the next turns "Round 2" (it showed one heading for the whole game)."""
        n, turns = len(state.players), state.turns
        if not turns or turns[-1][0] != n - 1:
            return []
        return [Event(f"Round {(len(turns) - 1) // n + 1} is over.", "round_over")]

    def _next(self, state: TenThousandState, offer: int, offer_kept: tuple[tuple[int, ...], ...]) -> TenThousandState:
        return state.replace(turn=(state.turn + 1) % len(state.players), phase=START, count=0, kept=(), chosen=(),
                             offer=offer, offer_kept=offer_kept, taking_over=False)

    def ai_move_scores(self, state: TenThousandState, seat: int, moves: list[Move]) -> list[float]:
        """The computer players' sense: set aside every die that counts; roll
        on until the meld is made, then stop with a good count or few dice left (always roll when
        all five counted); take over a count of 300 or more with three dice or more."""
        sel = self.selection(state)
        at_stake = state.count + (score(sel) or 0)
        free = DICE - kept_count(state.kept) - len(sel)
        melded = state.melded[seat] if 0 <= seat < len(state.melded) else False
        if not melded:
            stop_now = at_stake >= MELD
        else:
            stop_now = free != 0 and (at_stake >= 1000 or (free <= 2 and at_stake >= 300) or
                                      (free == 3 and at_stake >= 500))
        offer_dice = (DICE - kept_count(state.offer_kept)) or DICE
        out = []
        for move in moves:
            kind = move.kind
            if kind == KEEP:
                out.append(3.0)
            elif kind == STOP:
                out.append(2.0 if stop_now else -1.0)
            elif kind == TAKE_OVER:
                out.append(1.0 if state.offer >= 300 and offer_dice >= 3 else -1.0)
            else:
                out.append(0.0)
        return out

    def cannot_undo_words(self, move: Move) -> str:
        """(Ctrl+Z after a roll said "Anna's last move showed something that was hidden".)"""
        return "A roll cannot be taken back." if move.kind in (ROLL, TAKE_OVER) else ""

    def done_words(self, before: TenThousandState, move: Move, after: TenThousandState) -> str:
        """A roll made since another's move stops the Undo: "Robo Rex has since rolled the dice"
        (it said "has shown something Anna had not seen": nothing is hidden in a dice game)."""
        return "rolled the dice" if move.kind in (ROLL, TAKE_OVER) else ""

    def never_helps(self, state: TenThousandState, seat: int, move: Move) -> bool:
        """Stopping short of the meld scores nothing ("Your score does not count until you have
        melded"), so a computer not yet melded rolls on until it melds or blows it."""
        if move.kind != STOP or state.phase != CHOOSE or not 0 <= seat < len(state.melded) or state.melded[seat]:
            return False
        return state.count + (score(self.selection(state)) or 0) < MELD

    def reveals_more(self, before: TenThousandState, move: Move, after: TenThousandState) -> bool:
        """A roll (a take-over rolls too) shows the table dice nobody knew: they come from the
        game's seed, roll by roll. So it cannot be taken back (:meth:`Game.can_undo`). Rolled
        again it would show the same dice (same seed, same roll number), but an undo would let
        the player choose again knowing them: stop instead of rolling into "Blew It", or set
        aside other dice (a roll of fewer dice shows the first faces of the same roll)."""
        return move.kind in (ROLL, TAKE_OVER)

    # ----- what each seat may see: everything (dice are on the table) -----------------------------
    def zones(self, state: TenThousandState) -> list[Zone]:
        return []

    def with_zones(self, state: TenThousandState, cards: dict[str, tuple[str, ...]]) -> TenThousandState:
        return state

    def public(self, state: TenThousandState) -> dict[str, Any]:
        sel = self.selection(state)
        return {"phase": state.phase, "turn": state.turn, "totals": list(state.totals), "melded": list(state.melded),
                "count": state.count, "kept": [list(k) for k in state.kept], "dice": list(state.dice),
                "chosen": list(state.chosen), "selection_score": score(sel) if sel else 0,
                "counting": list(counting_dice(state.dice)), "offer": state.offer,
                "offer_dice": (DICE - kept_count(state.offer_kept)) or DICE if state.offer else 0,
                "target": state.options["target"], "last": state.last, "rolls": state.rolls}

    # ----- the end ----------------------------------------------------------------------------
    def is_over(self, state: TenThousandState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: TenThousandState) -> list[int]:
        return list(state.totals)

    def winners(self, state: TenThousandState) -> list[int]:
        if state.phase != GAME_OVER:
            return []
        best = max(state.totals)
        return [i for i, t in enumerate(state.totals) if t == best]

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    def score_sheet(self, state: TenThousandState) -> "ScoreSheet":
        """One row per round (each player's turn): what was scored ("Blew It", "No meld" for a
        stop below 1,000 before melding, a take-over marked "T") and the running total. The
        legend's keys explain those of them the sheet shows, and no others."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        n = len(state.players)
        blank: tuple[tuple[Any, ...], ...] = ((None, None),) * n
        Carry = tuple[tuple[int, ...], tuple[tuple[Any, ...], ...], frozenset[str]]

        def make(i: int, turn: tuple, carry: Carry) -> tuple[list[ScoreRow], Carry]:
            """A turn: its cell in the round's row, written when the round is (the last seat's
            turn); the running totals, the round's cells so far and the marks shown after it."""
            seat, scored, kind, took = turn
            running, cells, shown = carry
            running = running[:seat] + (running[seat] + scored,) + running[seat + 1:]
            mark = f" {TOOK_MARK}" if took else ""
            word: Any = scored if kind == BANKED and not took else f"{scored:,}{mark}" if kind == BANKED else \
                SHEET_WORDS[kind] + mark
            shown = shown | frozenset(([kind] if kind != BANKED else []) + ([TOOK_MARK] if took else []))
            cells = cells[:seat] + ((word, running[seat]),) + cells[seat + 1:]
            if seat == n - 1:
                return [ScoreRow(f"{self.info.sheet_row} {i // n + 1}", cells)], (running, blank, shown)
            return [], (running, cells, shown)

        # (the rounds made at the last call are kept: one more turn makes one row)
        rows, (_, cells, shown) = SHEET_ROWS.rows(n, state.turns, make, ((0,) * n, blank, frozenset()))
        if state.turns and state.turns[-1][0] != n - 1:  # the round being played, so far
            rows.append(ScoreRow(f"{self.info.sheet_row} {(len(state.turns) - 1) // n + 1}", cells))
        over = state.phase == GAME_OVER
        return ScoreSheet(
            title="10,000 score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options), sections=(ScoreSection(rows=tuple(rows)),),
            totals=tuple(state.totals), winners=tuple(self.winners(state)) if over else (),
            tie_rule="Ties share the win.",
            # "First player to get 10,000 or higher wins", at the total the game is played to
            # (the panel's heading said "highest total wins" in a game to 2,000)
            extra={"goal": goal_words(state.options["target"])},
            notes=("5 = 50, 1 = 100, three 1s 1,000, three of a kind x00, four x00 times 2, five x00 times 4, "
                   f"straight 1,000. Meld with {MELD:,} in one turn.",),
            keys=tuple(key for mark, key in SHEET_KEYS.items() if mark in shown),
        )

    def status(self, state: TenThousandState) -> str:
        names = state.players
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)} with {max(state.totals):,}."
        who = names[state.turn]
        meld = "" if state.melded[state.turn] else " (not melded yet: needs 1,000 in one turn)"
        if state.phase == START:
            if state.offer:
                free = (DICE - kept_count(state.offer_kept)) or DICE
                return f"{who}: roll five dice, or take over {state.offer:,} with {free} " \
                       f"{'die' if free == 1 else 'dice'}{meld}."
            return f"{who}: roll the dice{meld}."
        sel = self.selection(state)
        value = score(sel) if sel else 0
        total = state.count + (value or 0)
        waiting = waiting_words(state.dice, state.chosen)
        if waiting:
            # Roll and Stop are gone until the set is whole: the line says why (s44 t1 #4: "This
            # turn: 0" and no buttons read as a stuck game); the meld note makes way for it
            return f"{who}: {total:,} this turn. Set aside {waiting}, then roll or stop."
        if meld and total >= MELD:
            # (it said "needs 1,000 in one turn" beside 1,050, which read as a contradiction:
            # s38 t3); stopping, said only while Stop is offered (dice set aside that all count);
            # no second name (a long one twice would not fit the line)
            meld = " (enough to meld: stopping now scores it)" if value else " (enough to meld)"
        return f"{who}: {total:,} this turn{meld}. Set aside dice that count, then roll or stop."


#: the sheet's rows made at the last call (KeptRows)
SHEET_ROWS = KeptRows()

GAME = TenThousand()


def goal_words(target: int) -> str:
    """How the game is won, for the score sheet's heading ("10,000: the first to 10,000 or more
    wins."); at another winning total, that the game is played to it: "10,000: the first to
    2,000 or more wins." read oddly (s44 t1 #11)."""
    if target == 10_000:
        return "the first to 10,000 or more wins"
    return f"played to {target:,}, the first to reach it wins"
