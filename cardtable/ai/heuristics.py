"""Rule-aware move scores per family of games: the Medium player's sense, and the policy the
Hard player's playouts follow.

Every function here reads a *full* state, but only ever one the agent may hold: a sample drawn
from its information set (see :mod:`cardtable.ai.infoset`) or a position inside a playout of
such a sample. What they look at is generic: the zones (hands, the trick, the discard pile),
the move's own fields (``card``, ``suit``, ``from``, ``to``, ``steps``...), the game's public
part (marbles and discs on a board) and ``scores``/``winners``. A game may add its own scores
through an optional hook (:data:`GAME_HOOKS` here, or a method ``ai_move_scores(state, seat,
moves)`` on the game) where that pays; a game whose ``ai_replaces_family`` is true gives all of
its scores itself (the contract rummy games: their sense knows each seat's contract).

Families:

* **shedding** (Crazy Eights, Rummoli's runs): play a card rather than draw or pass; get rid of
  high penalty cards first; keep wild cards (a card that names a suit, a joker) for when
  nothing else plays; name the suit you hold most of; go out when you can.
* **board** (marble tracks, a grid of discs): send opponents home, come out of the pen, move
  into your home row, prefer moves that advance; on a grid, build lines and block theirs (5 in
  a Row's hook keeps the jacks until one makes or stops a row, or nothing else plays).
* **tricks**: follow with the lowest card that wins, else the lowest card; lead low; and the
  trick-taking engine's own ``heuristic`` move on top (trumps, bowers, a partner winning, and
  ducking where tricks cost points, as in Hearts).
* **rummy**: keep cards close to melds: discard the card with the fewest neighbours.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache
from typing import Any, Callable, Sequence

from ..core.cards import JOKER, RANK_OF, RANK_VALUE, RANK_VALUE_ACE_HIGH, SUIT_OF
from ..core.game import Game, GameState, Move, ahead_of_the_others
from ..core.zones import Role

# Move kinds that give up the turn's chance to shed or to move.
DRAW_KINDS = frozenset({"draw", "take", "pick_up"})
PASS_KINDS = frozenset({"pass"})

MoveScorer = Callable[[Game, GameState, int, Sequence[Move]], list[float]]
#: A game's own extra scores, by game id (added to the family's).
GAME_HOOKS: dict[str, MoveScorer] = {}


def family_of(game: Game) -> str:
    """The family whose heuristics fit the game, from its catalogue family."""
    family = game.info.family.casefold()
    if "trick" in family:
        return "tricks"
    if "rumm" in family or "meld" in family:
        return "rummy"
    if "shedding" in family or "stops" in family:
        return "shedding"
    if "board" in family or "marble" in family or "track" in family:
        return "board"
    return "other"


# ----- what a position shows ------------------------------------------------------------------
def own_hand(game: Game, state: GameState, seat: int) -> tuple[str, ...]:
    """The cards of ``seat``'s hand zones. A game may answer without listing its zones, by an
    ``ai_own_hand(state, seat)`` that gives the same cards (playouts ask at every step)."""
    quick = getattr(game, "ai_own_hand", None)
    if quick is not None:
        return quick(state, seat)
    cards: tuple[str, ...] = ()
    for zone in game.zones(state):
        if zone.kind is Role.HAND and zone.owner == seat:
            cards += zone.cards
    return cards


def hand_sizes(game: Game, state: GameState) -> list[int]:
    sizes = [0] * len(state.players)
    for zone in game.zones(state):
        if zone.kind is Role.HAND and zone.owner is not None and 0 <= zone.owner < len(sizes):
            sizes[zone.owner] += len(zone.cards)
    return sizes


def position_facts(game: Game, state: GameState, seat: int | None) -> dict[str, Any]:
    """The public part of the position; before a game wrote ``public`` (contract v2) its older
    ``view`` holds the same board facts (marbles, discs)."""
    facts = game.public(state)
    if not facts:
        try:
            facts = game.view(state, seat)
        except Exception:  # noqa: BLE001 - a view is only a fallback source of facts
            facts = {}
    return facts


def team_means(values: Sequence[float], teams: Sequence[int] | None) -> list[float]:
    """``values`` per seat with each seat's replaced by its team's mean: a partner's gain is the
    seat's own. Where every seat shows its team's total already (Euchre, Push) nothing changes;
    where each seat keeps its own count (marbles in the castle) partners now pull together."""
    if teams is None:
        return list(values)
    sums: dict[int, float] = {}
    counts: Counter[int] = Counter(teams)
    for v, t in zip(values, teams):
        sums[t] = sums.get(t, 0.0) + v
    return [sums[t] / counts[t] for t in teams]


def penalty_value(card: str) -> int:
    """The usual shedding penalty: faces 10, aces 1, others their number (wilds counted apart)."""
    rank = RANK_OF.get(card)
    if rank is None or rank == JOKER:
        return 0
    return min(RANK_VALUE[rank], 10)


def _higher_is_better(game: Game, state: GameState) -> bool:
    key = game.info.id
    if key not in _DIRECTION:
        try:
            _DIRECTION[key] = not game.score_sheet(state).lower_is_better
        except Exception:  # noqa: BLE001 - no sheet: assume more is better
            _DIRECTION[key] = True
    return _DIRECTION[key]


_DIRECTION: dict[str, bool] = {}


def _leading(game: Game, state: GameState, seat: int) -> bool:
    scores = game.scores(state)
    if not scores:
        return False
    best = max(scores) if _higher_is_better(game, state) else min(scores)
    return scores[seat] == best


# ----- scores per family ----------------------------------------------------------------------
def shedding_scores(game: Game, state: GameState, seat: int, moves: Sequence[Move]) -> list[float]:
    hand = own_hand(game, state, seat)
    suits = Counter(SUIT_OF.get(c, "") for c in hand)
    can_play = any(isinstance(m.get("card"), str) for m in moves)
    out = []
    for move in moves:
        kind = move.kind
        card = move.get("card")
        score = 0.0
        if isinstance(card, str) and card in RANK_OF:
            score += 10.0
            if len(hand) == 1 and card in hand:
                score += 1000.0  # going out
            wild = RANK_OF[card] == JOKER or "suit" in move
            if wild:
                # Keep wild cards for when nothing else plays (they cost the most if caught).
                score -= 8.0
                named = move.get("suit")
                if isinstance(named, str):
                    score += 1.5 * (suits.get(named, 0) - (SUIT_OF[card] == named))
            else:
                score += penalty_value(card) / 4.0  # high penalty cards first
                score += 0.3 * (suits.get(SUIT_OF[card], 0) - 1)  # from the longer suit: options stay
        elif kind in DRAW_KINDS:
            score -= 5.0 if can_play else 0.0
        elif kind in PASS_KINDS:
            score -= 8.0 if can_play else 0.0
        elif kind == "bid" or isinstance(move.get("chips"), int):
            score -= 0.5 * float(move.get("chips", 0) or 0)
        out.append(score + _ending_score(game, state, seat, move))
    return out


def _ending_score(game: Game, state: GameState, seat: int, move: Move) -> float:
    """Stop playing rounds while ahead; play on while behind."""
    kind = move.kind
    if kind.startswith("end"):
        return 5.0 if _leading(game, state, seat) else -5.0
    return 0.0


def board_scores(game: Game, state: GameState, seat: int, moves: Sequence[Move]) -> list[float]:
    facts = position_facts(game, state, seat)
    if "marbles" in facts:
        return _marble_scores(facts, seat, moves)
    if "discs" in facts:
        return _grid_scores(facts, seat, moves)
    return [0.0] * len(moves)


def _marble_scores(facts: dict[str, Any], seat: int, moves: Sequence[Move]) -> list[float]:
    """Marble tracks: send opponents home (never a partner), get marbles out of the pen and into
    the home row, advance the marble that gains most, leave none just in front of an opponent."""
    marbles: dict[str, list[str]] = facts.get("marbles", {})
    colours = list(facts.get("colours", marbles.keys()))
    owners = list(facts.get("owners", range(len(colours))))
    owner_of_colour = dict(zip(colours, owners))
    teams: list[int] = list(facts.get("teams") or ())  # seat -> team, when the game says so
    track = _track(facts)
    occupant: dict[str, Any] = {}
    colour_at: dict[str, str] = {}
    for colour, holes in marbles.items():
        for hole in holes:
            occupant[hole] = owner_of_colour.get(colour)
            colour_at[hole] = colour

    def friendly(other: Any) -> bool:
        if other == seat:
            return True
        return bool(teams) and other is not None and teams[other] == teams[seat]

    enemies = [h for h, who in occupant.items() if not friendly(who) and h.startswith("loop:")]

    def danger(hole: str) -> float:
        """Opponent marbles 1 to 12 holes behind ``hole`` on the loop could land on it."""
        if track is None or not hole.startswith("loop:"):
            return 0.0
        at = track.loop_index(hole)
        return float(sum(1 for e in enemies if 1 <= (at - track.loop_index(e)) % track.loop_len <= 12))

    out = []
    for move in moves:
        score = 0.0
        src, dst = move.get("from"), move.get("to")
        if isinstance(dst, str) and isinstance(src, str):
            score += 1.0
            if dst in occupant and src != dst:
                score += -25.0 if friendly(occupant[dst]) else 30.0  # send them home, not a partner
            marble_colour = colour_at.get(src)
            if dst.startswith("home") and not src.startswith("home"):
                score += 20.0
            if src.startswith("pen"):
                score += 12.0  # a new marble in play
            if dst == "bullseye":
                score += 8.0
            if track is not None and marble_colour is not None:
                score += 0.6 * (_progress(track, marble_colour, dst) - _progress(track, marble_colour, src))
                if track.is_corner(dst):
                    score += 4.0  # on the fast track
            score += 3.0 * (danger(src) - danger(dst))  # protect your own
        elif move.kind == "swap":
            a, b = str(move.get("a")), str(move.get("b"))
            score += 5.0 if (occupant.get(a) == seat) != (occupant.get(b) == seat) else -5.0
        elif move.kind == "pass":
            score -= 1.0
        out.append(score)
    return out


def _track(facts: dict[str, Any]):
    """The marble track's board, when the position names its shape."""
    shape = facts.get("board")
    if not isinstance(shape, dict) or "sides" not in shape:
        return None
    from ..games.marble_tracks import board, jokers_wild_board  # the family's shared board module

    if shape.get("name") == "jokers_wild":
        return jokers_wild_board()
    try:
        return board(shape["sides"], shape.get("home_len", 4))
    except Exception:  # noqa: BLE001 - an unknown board shape: no geometry, plain scores
        return None


def _progress(track, colour: str, hole: str) -> float:
    """How far along its course a marble of ``colour`` on ``hole`` is (the pen is -1)."""
    if hole.startswith("home:"):
        return track.loop_len + 1 + int(hole.rsplit(":", 1)[1])
    if hole.startswith("loop:"):
        return (track.loop_index(hole) - track.loop_index(track.pen_exit(colour))) % track.loop_len
    if hole == "bullseye":
        return track.loop_len * 0.6
    return -1.0


def _grid_scores(facts: dict[str, Any], seat: int, moves: Sequence[Move]) -> list[float]:
    """A grid of discs (5 in a Row): a cell is worth the lines of five it helps, ours and
    theirs (blocking); taking a disc off is worth the lines it breaks."""
    discs = facts["discs"]
    teams = facts.get("teams") or list(range(len(facts.get("players", [])) or 2))
    me = teams[seat] if seat < len(teams) else seat
    size = len(discs)
    others = {d for row in discs for d in row if d not in (-1, None, me)}
    out = []
    for move in moves:
        cell = move.get("cell")
        pos = _cell_pos(cell, size)
        if pos is None:
            out.append(-1.0 if move.kind == "pass" else 0.5)
            continue
        r, c = pos
        here = discs[r][c]
        if here not in (-1, None) and here != me:  # taking an opponent's disc off
            out.append(1.0 + 1.2 * _line_value(discs, r, c, here))
        else:
            out.append(_line_value(discs, r, c, me)
                       + 0.8 * max((_line_value(discs, r, c, t) for t in others), default=0.0))
    return out


def _cell_pos(cell: Any, size: int) -> tuple[int, int] | None:
    if not isinstance(cell, str) or not cell.startswith("r") or "c" not in cell:
        return None
    try:
        row, col = (int(part) for part in cell[1:].split("c"))
    except ValueError:
        return None
    return (row, col) if 0 <= row < size and 0 <= col < size else None


_GRID_DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))


@lru_cache(maxsize=4)
def _windows(size: int) -> dict[tuple[int, int], tuple[tuple[tuple[int, int], ...], ...]]:
    """For each cell, the windows of five cells through it (the cell itself left out)."""
    out: dict[tuple[int, int], list] = {}
    for r in range(size):
        for c in range(size):
            found = []
            for dr, dc in _GRID_DIRECTIONS:
                for start in range(-4, 1):
                    cells = [(r + (start + k) * dr, c + (start + k) * dc) for k in range(5)]
                    if all(0 <= a < size and 0 <= b < size for a, b in cells):
                        found.append(tuple(x for x in cells if x != (r, c)))
            out[(r, c)] = found
    return {k: tuple(v) for k, v in out.items()}


def _line_value(discs, r: int, c: int, team: int) -> float:
    """Sum over the windows of five through (r, c) still open for ``team``, of their discs
    squared: a fourth disc in a window is worth far more than a first. The free corners count
    for everyone."""
    n = len(discs)
    last = n - 1
    total = 0.0
    for window in _windows(n)[(r, c)]:
        mine = 1
        for a, b in window:
            d = discs[a][b]
            if d == team or (a in (0, last) and b in (0, last)):
                mine += 1
            elif d != -1 and d is not None:
                break
        else:
            total += mine * mine
    return total


#: What a jack played in 5 in a Row costs the Medium player where it neither makes nor blocks a
#: row while an ordinary card can be played: more than any cell is worth (:func:`_line_value`
#: sums at most 20 windows of 25, and blocking adds 0.8 of that again), so the jack is kept.
KEEP_JACK = 1000.0


def five_in_a_row_scores(game: Game, state: GameState, seat: int, moves: Sequence[Move]) -> list[float]:
    """5 in a Row's jacks are kept for when they matter: "If you have a two-eyed jack you may
    place one of your discs on any unoccupied space on the board"; "If you have a one-eyed jack
    you may take one of the opposition's discs off the board". The grid's scores weigh only the
    cell, and a two-eyed jack reaches the best cell of all: the hint spent one on an ordinary
    space on the second turn while four other cards could play (s46 t2 #4). A jack is played
    only where it makes a row or stops one (a two-eyed jack on a cell that completes five for a
    side; a one-eyed jack taking off a disc of a line one short of a row, the fifth cell free),
    or where no ordinary card plays."""
    from ..games.five_in_a_row import ONE_EYED_JACKS, TWO_EYED_JACKS  # (the game's own cards)

    jacks = ONE_EYED_JACKS | TWO_EYED_JACKS
    out = [0.0] * len(moves)
    if not any(m.kind == "play" and m.get("card") not in jacks for m in moves):
        return out  # no ordinary card plays: a jack is as good as its cell
    facts = position_facts(game, state, seat)
    discs = facts.get("discs")
    if not discs:
        return out
    teams = facts.get("teams") or list(range(len(facts.get("players", [])) or 2))
    me = teams[seat] if seat < len(teams) else seat
    sides = {d for row in discs for d in row if d not in (-1, None)} | {me}
    for k, move in enumerate(moves):
        card = move.get("card")
        pos = _cell_pos(move.get("cell"), len(discs)) if move.kind == "play" and card in jacks else None
        if pos is None:
            continue
        r, c = pos
        if card in TWO_EYED_JACKS:
            matters = any(_short_of_a_row(discs, r, c, side, 0) for side in sides)
        else:  # the disc taken off: in a line of its side's one short of a row
            matters = _short_of_a_row(discs, r, c, discs[r][c], 1)
        if not matters:
            out[k] = -KEEP_JACK
    return out


def _short_of_a_row(discs, r: int, c: int, side: Any, free: int) -> bool:
    """Is (r, c) in a window of five whose other cells are ``side``'s discs or corners, but for
    ``free`` empty ones? With ``free`` 0, a disc of ``side`` there completes the row."""
    n = len(discs)
    last = n - 1
    for window in _windows(n)[(r, c)]:
        empty = 0
        for a, b in window:
            d = discs[a][b]
            if d == side or (a in (0, last) and b in (0, last)):
                continue
            if d != -1 and d is not None:
                break
            empty += 1
            if empty > free:
                break
        else:
            if empty == free:
                return True
    return False


GAME_HOOKS["five_in_a_row"] = five_in_a_row_scores


ACE_HIGH = RANK_VALUE_ACE_HIGH


def trick_scores(game: Game, state: GameState, seat: int, moves: Sequence[Move]) -> list[float]:
    trick_cards = getattr(game, "trick_cards", None)  # the trick engine's, without the zones
    if trick_cards is not None:
        trick = trick_cards(state)
    else:
        trick = ()
        for zone in game.zones(state):
            if zone.kind is Role.TRICK:
                trick += zone.cards
    led = SUIT_OF.get(trick[0], "") if trick else ""
    # Leading: the highest card of each suit that the seat has not seen (a lead is a sure
    # winner when nothing of its suit is higher), from one pass over the deck.
    top_unseen: dict[str, int] = {}
    if not trick:
        seen = _seen_cards(game, state, seat)
        for c in game.deck_counts(state):
            rank = RANK_OF.get(c)
            if rank is not None and rank != JOKER and c not in seen:
                suit, v = SUIT_OF[c], ACE_HIGH[rank]
                if v > top_unseen.get(suit, 0):
                    top_unseen[suit] = v
    winning = max((ACE_HIGH.get(RANK_OF.get(c, ""), 0) for c in trick if SUIT_OF.get(c) == led), default=0)
    out = []
    for move in moves:
        card = move.get("card")
        if not isinstance(card, str) or card not in RANK_OF:
            out.append(0.0)
            continue
        value = ACE_HIGH.get(RANK_OF[card], 0)
        if not trick:
            # Lead a sure winner (nothing higher of its suit unseen), else lead low.
            unseen_higher = top_unseen.get(SUIT_OF[card], 0) > value
            out.append(-value / 14.0 if unseen_higher else 1.0 + value / 14.0)
        elif SUIT_OF[card] == led and value > winning:
            out.append(2.0 - value / 14.0)  # the lowest card that wins
        else:
            out.append(-value / 14.0)  # else the lowest card that loses
    return out


def _seen_cards(game: Game, state: GameState, seat: int) -> set[str]:
    """Every card face ``seat`` sees now (its hand, the trick, cards face up)."""
    seen: set[str | None] = set()
    for zone in game.zones(state):
        seen.update(zone.seen_by(seat))  # a hidden face is None: taken out below
    seen.discard(None)
    return seen  # type: ignore[return-value]


def rummy_scores(game: Game, state: GameState, seat: int, moves: Sequence[Move]) -> list[float]:
    # The seat's hand counted once, when a move first asks: its cards by rank, by suit and value,
    # and its copies of a card.
    by_rank: dict[str, int] = {}
    by_suit_value: dict[tuple[str, int], int] = {}
    copies: dict[str, int] = {}
    counted = False

    def count() -> None:
        for other in own_hand(game, state, seat):
            copies[other] = copies.get(other, 0) + 1
            r2 = RANK_OF.get(other)
            if r2 is None:
                continue
            by_rank[r2] = by_rank.get(r2, 0) + 1
            if r2 != JOKER:
                key = (SUIT_OF[other], RANK_VALUE[r2])
                by_suit_value[key] = by_suit_value.get(key, 0) + 1

    def closeness(card: str) -> int:
        """How many other cards of the hand are near ``card``: 2 for each of its rank, 1 for
        each of its suit within two ranks (a joker, or no card, counts 5)."""
        nonlocal counted
        rank = RANK_OF.get(card)
        if rank is None or rank == JOKER:
            return 5
        suit = SUIT_OF[card]
        if not counted:
            count()
            counted = True
        v = RANK_VALUE[rank]
        get = by_suit_value.get
        return (2 * (by_rank.get(rank, 0) - copies.get(card, 0))
                + get((suit, v - 2), 0) + get((suit, v - 1), 0) + get((suit, v + 1), 0) + get((suit, v + 2), 0))

    def least_kept(card: str) -> int:
        """How near to the others the hand's loosest card would be with ``card`` taken in: the
        card it would throw away (a hand of one 7 that takes another 7 keeps a pair it cannot
        meld and throws one back)."""
        rank = RANK_OF.get(card)
        if rank is None or rank == JOKER:
            return 0
        suit, v = SUIT_OF[card], RANK_VALUE[rank]
        loosest = None
        for c in own_hand(game, state, seat):
            r = RANK_OF.get(c)
            if r is None:
                continue
            near = closeness(c)
            if r != JOKER:
                near += 2 * (r == rank) + (SUIT_OF[c] == suit and 0 < abs(RANK_VALUE[r] - v) <= 2)
            loosest = near if loosest is None else min(loosest, near)
        return loosest or 0

    seen_piles: dict[str, tuple[str, ...]] | None = None  # the piles everyone sees, read once

    def taken(move: Move) -> str | None:
        """The card a draw takes when it names a pile everyone sees (the discards, a player's
        pile in Arizona Rummy): its top card, also when the draw names the top card's index
        (Five Hundreds: Robo Rex took the 8 of diamonds Anna had just thrown, as good to it as
        the stock's card, and threw it straight back, three times in a hand). A draw from the
        stock, or of several cards from an index down, names none."""
        nonlocal seen_piles
        pile = move.get("pile")
        if not isinstance(pile, str):
            return None
        if seen_piles is None:
            seen_piles = {z.key: tuple(z.cards) for z in game.zones(state)
                          if z.cards and z.kind is not Role.HAND and all(z.visible_to(seat))}
        cards = seen_piles.get(pile)
        if not cards or ("index" in move and move["index"] != len(cards) - 1):
            return None
        return cards[-1]

    # Where the game counts deadwood (``ai_deadwood_each``: Gin Rummy Tournament) discards and
    # draws are weighed by it: the sense above broke a run it had just made (the 9 of clubs
    # thrown from 7-8-9, deadwood 47 where the 8 of diamonds left 24) and took a king that
    # was near a jack and a ten, then threw it back (s39 t2, F11 and F6).
    deadwood_each = getattr(game, "ai_deadwood_each", None)
    after_discard: dict[str, int] | None = None
    out = []
    for move in moves:
        card = move.get("card")
        if card is None and move.kind in DRAW_KINDS:
            card = taken(move)
        score = 0.0
        if deadwood_each is not None and move.kind == "discard" and isinstance(card, str):
            if after_discard is None:
                hand = own_hand(game, state, seat)
                after_discard = dict(zip(hand, deadwood_each(hand)[1]))
            score = _deadwood_discard_score(game, state, seat, card, after_discard[card], closeness(card))
        elif deadwood_each is not None and move.kind in DRAW_KINDS and isinstance(card, str):
            score = _deadwood_take_score(deadwood_each, own_hand(game, state, seat), card)
        elif move.kind == "discard" and isinstance(card, str):
            score = -2.0 * closeness(card) + penalty_value(card) / 10.0
        elif isinstance(move.get("cards"), tuple):  # a meld laid down
            score = 5.0 + len(move["cards"])
        elif move.kind == "lay_off" and isinstance(card, str):
            # A card laid off leaves the hand for good and, where melds score, counts for the
            # seat: better than any discard (Medium Five Hundreds threw away a loose card rather
            # than lay off, 94 times to 19 in ten seeded hands, and lost a first hand to Random
            # by 40 points on average), below a new meld.
            score = 4.0 + penalty_value(card) / 10.0
        elif move.kind in DRAW_KINDS and isinstance(card, str):
            # A card taken from a pile is worth it only if it would be kept: one no nearer to the
            # hand than its loosest card goes straight back (the computers passed the same 8 of
            # hearts from pile to pile in Arizona Rummy); the stock's unseen card is as good.
            score = closeness(card) - least_kept(card) - 0.5
        out.append(score)
    return out


#: A pile card that makes no meld is taken only when the best discard after it leaves this many
#: points of deadwood fewer (an ace, two, three or four for a loose face card): the clear rule
#: by which a card in sight beats the stock's unknown one.
CLEAR_GAIN = 6


def _deadwood_take_score(deadwood_each: Callable[[Sequence[str]], tuple[int, list[int]]],
                         hand: Sequence[str], card: str) -> float:
    """A draw of the pile's ``card`` against the stock's (scored 0): positive when the card
    makes a meld now with the best discard after it (and lowers the deadwood), or lowers the
    deadwood by :data:`CLEAR_GAIN` without one; else negative, the card stays on the pile (a
    card that "might" help later is thrown straight back as often as not)."""
    hand = tuple(hand)
    now, without_each = deadwood_each(hand)
    held = hand + (card,)
    _, after_each = deadwood_each(held)
    best, best_i = None, -1
    for i, c in enumerate(held[:-1]):  # never the card taken: that is no gain
        if best is None or after_each[i] < best:
            best, best_i = after_each[i], i
    if best is None:
        return -1.0
    gain = now - best
    # The card melds when the hand after the best discard has fewer points with it than
    # without it plus its own value.
    melds = best < without_each[best_i] + penalty_value(card)
    if melds and gain > 0:
        return 3.0 + gain / 10.0
    if gain >= CLEAR_GAIN:
        return gain / 10.0 - 0.5
    return -1.0


def _deadwood_discard_score(game: Game, state: GameState, seat: int, card: str, after: int,
                            near_own: int) -> float:
    """A discard where deadwood counts: the fewest points left first (which throws the
    highest loose card and never breaks a meld while a loose card can go); among equals, the
    card least useful to the others (near fewer cards they were seen to take from the pile),
    then the one least near the hand's own cards. The tie-breaks stay under one point."""
    danger = 0
    rank, suit = RANK_OF.get(card), SUIT_OF.get(card)
    if rank is not None and rank != JOKER:
        v = RANK_VALUE[rank]
        for other, shown in game.shown_holding(state).items():
            if other == seat:
                continue
            for c in shown:
                r = RANK_OF.get(c)
                if r is None or r == JOKER:
                    continue
                danger += r == rank or (SUIT_OF[c] == suit and 0 < abs(RANK_VALUE[r] - v) <= 2)
    return -float(after) - 0.1 * min(danger, 4) - 0.04 * min(near_own, 12)


def rummoli_scores(game: Game, state: GameState, seat: int, moves: Sequence[Move]) -> list[float]:
    """Rummoli's own sense on top of the shedding family's: sell the widow rather than keep or
    swap blind; stay in with a re-buy; of the lowest cards, lead the suit you hold most of
    (your run goes on longer, and so do your pay cards)."""
    hand = own_hand(game, state, seat)
    suits = Counter(SUIT_OF.get(c, "") for c in hand)
    bonus = {"sell": 2.0, "rebuy": 1.0}
    out = []
    for move in moves:
        card = move.get("card")
        score = bonus.get(move.kind, 0.0)
        if isinstance(card, str) and card in SUIT_OF:
            score += 0.5 * suits.get(SUIT_OF[card], 0) - penalty_value(card) / 4.0  # undo "high first"
        out.append(score)
    return out


GAME_HOOKS["rummoli"] = rummoli_scores


FAMILY_SCORERS: dict[str, MoveScorer] = {
    "shedding": shedding_scores,
    "board": board_scores,
    "tricks": trick_scores,
    "rummy": rummy_scores,
}


def move_scores(game: Game, state: GameState, seat: int, moves: Sequence[Move]) -> list[float]:
    """The Medium player's score for each move (higher is better)."""
    own = getattr(game, "ai_move_scores", None)  # the game's own, written in its module
    if own is not None and getattr(game, "ai_replaces_family", False):
        scores = list(own(state, seat, moves))  # a sense that knows more than the family's
    else:
        scorer = FAMILY_SCORERS.get(family_of(game))
        scores = scorer(game, state, seat, moves) if scorer else _generic_scores(moves)
        hook = GAME_HOOKS.get(game.info.id)
        if hook is not None:
            scores = [a + b for a, b in zip(scores, hook(game, state, seat, moves))]
        if own is not None:
            scores = [a + b for a, b in zip(scores, own(state, seat, moves))]
    suggested = _family_heuristic(game, state, seat)
    if suggested is not None:
        scores = [a + (HEURISTIC_WEIGHT if m == suggested else 0.0) for a, m in zip(scores, moves)]
    return scores


#: What a family engine's own ``heuristic(state, seat)`` move is worth on top of the scores here.
HEURISTIC_WEIGHT = 10.0


def _family_heuristic(game: Game, state: GameState, seat: int) -> Move | None:
    """The move a family engine suggests for ``seat`` (the trick-taking engines' ``heuristic``:
    trumps and bowers, a partner already winning, and whether the game wants tricks at all:
    Hearts ducks, Oh Hell! aims at its bid), or ``None``. Read on a sample the agent may hold,
    like every score here; a family without the hook, or a position it does not cover, gives
    ``None``."""
    suggest = getattr(game, "heuristic", None)
    if suggest is None or seat not in game.to_act(state):
        return None
    try:
        move = suggest(state, seat)
    except Exception:  # noqa: BLE001 - a suggestion is optional: the scores stand without it
        return None
    return move if isinstance(move, Move) else None


def _generic_scores(moves: Sequence[Move]) -> list[float]:
    can_act = any(m.kind not in DRAW_KINDS | PASS_KINDS for m in moves)
    return [(-5.0 if can_act else 0.0) if m.kind in DRAW_KINDS | PASS_KINDS else 0.0 for m in moves]


# ----- how well a seat stands, for playouts cut short -----------------------------------------
def outcome(game: Game, state: GameState, seat: int) -> float:
    """1 for a win (shared among tied winners), 0 for a loss; only when the game is over. With
    partners a team's win is whole for each partner (shared only among tied teams), as the
    benchmark counts it: otherwise a playout won by the team would count half a solo win."""
    return win_share(game.winners(state), game.seat_teams(state), seat)


def win_share(winners: Sequence[int], teams: Sequence[int] | None, seat: int) -> float:
    """``seat``'s share of a game's win: 1 for a win, shared among tied winners; with partners
    (``teams``, the game's declared teams, :meth:`Game.seat_teams`) a team's win is whole for
    each partner, shared only among tied teams; 0 for a loss. The Hard player's playouts and
    the benchmark (``bench/agents.py``) count alike."""
    if seat not in winners:
        return 0.0
    if teams is None:
        return 1.0 / len(winners)
    return 1.0 / len({teams[w] for w in winners})


def standing(game: Game, state: GameState, seat: int) -> float:
    """An estimate of ``seat``'s chance to win from here, in [0, 1]: the outcome if the game is
    over, else a soft share by cards left in hand (shedding) or by score."""
    if game.is_over(state):
        return outcome(game, state, seat)
    n = len(state.players)
    family = family_of(game)
    if family == "shedding":
        sizes = hand_sizes(game, state)
        if any(sizes):
            return _soft_share([-s / 2.0 for s in sizes], seat)
    scores = game.scores(state)
    if scores and len(scores) == n and any(scores):
        sign = 1.0 if _higher_is_better(game, state) else -1.0
        spread = max(1.0, max(scores) - min(scores))
        values = team_means([sign * 2.0 * s / spread for s in scores], game.seat_teams(state))
        return _soft_share(values, seat)
    return 1.0 / n


def position_value(game: Game, state: GameState, seat: int) -> float | None:
    """Where a playout stopped before anything was scored: how far ``seat`` stands ahead of the
    others' mean, in the units of the game's scores, if the family can tell (marble tracks: each
    marble's way along its course, a marble home counting 1, as in the scores); else ``None``.
    With partners each seat counts its team's mean (:func:`team_means`). A game whose scores
    say little of a hand names its own measure, ``ai_position_value(state, seat)`` (Gin Rummy
    Tournament: the round's award)."""
    own = getattr(game, "ai_position_value", None)
    if own is not None:
        return own(state, seat)
    if family_of(game) != "board":
        return None
    facts = position_facts(game, state, seat)
    marbles = facts.get("marbles")
    if not isinstance(marbles, dict):
        return None
    track = _track(facts)
    if track is None:
        return None
    colours = list(facts.get("colours", marbles.keys()))
    owners = list(facts.get("owners", range(len(colours))))
    full = float(track.loop_len + 1 + track.home_len)
    totals = [0.0] * len(state.players)
    for colour, owner in zip(colours, owners):
        if isinstance(owner, int) and 0 <= owner < len(totals):
            totals[owner] += sum([(_progress(track, colour, hole) + 1.0) / full
                                  for hole in marbles.get(colour, ())])
    totals = team_means(totals, game.seat_teams(state))  # a partner's marble is as good as one's own
    return ahead_of_the_others(totals, seat)


def _soft_share(values: list[float], seat: int) -> float:
    top = max(values)
    weights = [math.exp(v - top) for v in values]
    return weights[seat] / sum(weights)
