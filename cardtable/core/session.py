"""A game being played: the record so far, undo and redo.

The GUI and the store both work through a :class:`Session`; neither touches a state's fields.

A long game must not keep every state it went through alive (a 100,000-move evening would hold
100,000 states, and Python's garbage collector would walk them all). So a session keeps the
starting state, a *checkpoint* every :data:`CHECKPOINT_EVERY` moves and the last few states
(:data:`RECENT`); any other position is rebuilt by replaying the record from the checkpoint
before it (at most ``CHECKPOINT_EVERY`` moves). Undo takes the last move back; the moves taken
back are kept for :meth:`Session.redo` until a new move is played.

Moves played inside :meth:`Session.together` are one gesture (several cards dragged onto a meld,
laid off one after another): each stays a plain move in the record, and the record's
``together`` marks them, so the one who takes back (the play controller) takes back the gesture
whole, even after the save is reopened (:meth:`Session.gesture_size`, :meth:`Session.redo_joins`).
"""

from __future__ import annotations

import gc
import re
from collections import Counter, deque
from contextlib import contextmanager
from typing import Any, Iterator, Sequence

from .game import Applied, Game, GameState, Move, Refusal
from .records import Record, RecordError, describe_move, shape_problem, start
from .shown import move_showed

#: A state is kept every this many moves (and the start), so any position is at most this many
#: moves of replay away.
CHECKPOINT_EVERY = 512
#: How many of the latest states are kept as they are (undo of recent moves costs nothing). More
#: than the 60 moves a game opened again reads back for its notes (the window's
#: ``_recall_notes``): with 32 kept, the position 60 moves back was replayed from its checkpoint,
#: up to 512 moves, at every reopening (a tenth of a long game's time on the window, s46).
RECENT = 64


@contextmanager
def no_gc_pauses() -> Iterator[None]:
    """Replaying allocates many short-lived objects and no cycles worth collecting; pausing
    the cyclic collector keeps replay time proportional to the number of moves."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def quoted_reason(reason: str) -> str:
    """An engine's refusal quoted in another sentence: “Play a club.”; one that quotes something
    itself (a quote opening a word, not "Anna's") is set in the sentence as it is, without its
    full stop ("'ZZ' is not a card": it read (“'ZZ' is not a card.”), quotes in quotes)."""
    reason = reason.strip()
    if re.search("(^|\\s)['\"\u2018\u201c]", reason):
        return reason[:-1] if reason.endswith(".") else reason
    return f"\u201c{reason}\u201d"


def names_a_hidden_card(game: Game, state: GameState, reason: str) -> bool:
    """Does ``reason`` name a piece whose face is hidden from someone at ``state`` (a card or a
    domino tile in a hand, the stock), in the game's words for it (:meth:`Game.piece_words`)? A
    save that does not replay is opened by whoever is at the laptop: "move 2 is against the rules
    (Ben does not hold the 9 of spades)" told them about Ben's hand. A name counts as a whole
    word: the tile 3-1 is not named by "the 3-12", nor the double 1 by "the double 12"."""
    said = reason.lower()
    n = len(state.players)
    try:
        zones = game.zones(state)
    except NotImplementedError:  # a game with no zones hides nothing the table draws
        return False
    for zone in zones:
        seen_by_all = [all(v) for v in zip(*(zone.visible_to(s) for s in range(n)))] if n else []
        for card, seen in zip(zone.cards, seen_by_all):
            if seen or card is None:
                continue
            for name in game.piece_words(card):
                if name.startswith("'"):  # (no name: the code quoted)
                    continue
                if re.search(f"(?<![\\w-]){re.escape(name.lower())}(?![\\w-])", said):
                    return True
    return False


#: A move's fields that name a place, not a card carried (Rummoli's "space" JD is the board's
#: jack of diamonds space, named at the game's end: not the card, which may lie in a hand)
PLACE_FIELDS = frozenset({"kind", "space", "to", "src", "dst", "pile", "source", "onto", "at", "place", "slot",
                          "cell", "line", "end"})


#: The last position :func:`shown_to` read the cards of, and what it found there (the cards placed,
#: those seen by the viewer, whether any is hidden): a table's layout asks for the same position's
#: buttons several times (once for each size and place it tries), and reading the game's zones
#: again was a fifth of a Hand and Foot table's layout time; and which of its moves were shown,
#: move by move. By identity, the objects kept: a state never changes once built (as
#: Game.legal_moves keeps its list on it), nor does a move.
_last_seen: tuple[Game, GameState, int | None, tuple[set[str], Counter[str], bool],
                  dict[int, tuple[Move, bool]]] | None = None


def shown_to(game: Game, state: GameState, moves: Sequence[Move], viewer: int | None) -> list[Move]:
    """The ``moves`` a table drawn for ``viewer`` (``None``: for nobody, the curtain up or the
    laptop between people) may offer as buttons: those that carry no card hidden from it, copy
    by copy (a button's words name its move's cards: "Meld 10♣ 10♥ 10♦" behind Cleo's curtain
    named eight of her cards, s33 t4), and the moves people make for one another, which need
    no hidden card (the game's ``between_hands``, ``spoken``, ``called_out``, ``asks_aloud`` and
    ``chosen_aloud`` kinds: "Deal the next hand", "Cleo buys the 8♠", "Ask Ben (7♥)", "No more
    questions"); for nobody only those. The seat the table is drawn for sees its own hand: all
    its moves stay."""

    global _last_seen
    last = _last_seen
    if last is not None and last[0] is game and last[1] is state and last[2] == viewer:
        placed, seen, hidden = last[3]
        verdicts = last[4]
    else:
        try:
            zones = game.zones(state)
        except NotImplementedError:  # a game with no zones hides nothing the table draws
            return list(moves)
        placed = set()
        seen = Counter()
        hidden = False
        for zone in zones:
            for card, up in zip(zone.cards, zone.visible_to(viewer)):
                if isinstance(card, str):
                    placed.add(card)
                    if up:
                        seen[card] += 1
                    else:
                        hidden = True
        verdicts = {}
        _last_seen = (game, state, viewer, (placed, seen, hidden), verdicts)
    if not hidden:
        return list(moves)
    free = game.between_hands | game.spoken | game.called_out | game.asks_aloud | game.chosen_aloud
    if viewer is None:
        # Drawn for nobody, only the moves people make for one another: which moves the next
        # person has depends on her hidden cards, named on a button or not (Sweep's "Play a
        # joker" beside "No joker" made a panel three buttons wide behind "Pass to Anna", one
        # wide behind Cleo's: that Anna held a joker, s34 t3 #1).
        return [move for move in moves if move.get("kind") in free]

    def carried(value: Any, out: Counter[str]) -> None:
        if isinstance(value, str):
            if value in placed:
                out[value] += 1
        elif isinstance(value, (tuple, list)):
            for part in value:
                carried(part, out)
        elif isinstance(value, dict):
            for part in value.values():
                carried(part, out)

    out = []
    for move in moves:
        if move.get("kind") not in free:
            known = verdicts.get(id(move))  # (the same move object, asked again in this position)
            if known is not None and known[0] is move:
                if not known[1]:
                    continue
            else:
                cards: Counter[str] = Counter()
                for key, value in move.items():
                    if key not in PLACE_FIELDS:
                        carried(value, cards)
                # (no copy of a card it carries hidden from the viewer: as ``not cards - seen``)
                ok = all(count <= seen[card] for card, count in cards.items())
                verdicts[id(move)] = (move, ok)
                if not ok:
                    continue
        out.append(move)
    return out


def refused_move_words(game: Game, state: GameState, i: int, reason: str) -> str:
    """Why a saved game's move ``i`` does not replay: the rule broken in the game's words, unless
    they name a hidden card; then only that it is against the rules (in the game's word for its
    pieces: a domino game's "hidden tiles")."""
    if names_a_hidden_card(game, state, reason):
        return (f"move {i} is against the rules (its reason is left out here, as it would tell "
                f"about hidden {game.pieces_called})")
    return f"move {i} is against the rules ({quoted_reason(reason)})"


class History(Sequence[GameState]):
    """``session.history[i]``: the state after ``i`` moves (rebuilt on demand; read-only)."""

    def __init__(self, session: "Session"):
        self._session = session

    def __len__(self) -> int:
        return len(self._session.record.moves) + 1

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = len(self)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(index)
        return self._session.state_after(index)


class Session:
    """One game in progress: the game, its :class:`Record` (the truth) and the current state."""

    def __init__(self, game: Game, record: Record, start_state: GameState):
        self.game = game
        self.record = record
        self._checkpoints: dict[int, GameState] = {0: start_state}
        self._recent: deque[tuple[int, GameState]] = deque([(0, start_state)], maxlen=RECENT)
        self._state = start_state
        self._undone: list[Move] = []  # moves taken back, last undone last (for redo)
        self._undone_joined: list[bool] = []  # beside each: played in one gesture with the one before
        self._gesture: int | None = None  # inside together(): the number of moves before the gesture
        #: How many times moves were taken back: the store appends to a save only while this
        #: is unchanged (the moves it already wrote are then still the record's first ones).
        self.truncations = 0

    # ----- building -------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game: Game,
        players: Sequence[str],
        options: dict[str, Any] | None = None,
        seed: int | str = 0,
        stack: Sequence[Sequence[str]] | None = None,
    ) -> "Session":
        """Start a game; raises ``OptionError`` (a message for the players) for bad set-up."""
        state = game.setup(players, options or {}, seed, stack)
        record = Record(game.info.id, list(state.players), dict(state.options), seed,
                        [list(p) for p in state.stack], state_version=game.state_version)
        return cls(game, record, state)

    @classmethod
    def from_record(cls, record: Record, game: Game) -> "Session":
        """Replay a record; raises :class:`RecordError` at the first move that is refused."""
        session = cls(game, record, start(record, game))
        moves = record.moves
        apply = game.apply
        state = session._state
        with no_gc_pauses():
            for i, move in enumerate(moves, 1):
                if not isinstance(move, Move):
                    move = moves[i - 1] = Move(move)
                result = apply(state, move)
                if isinstance(result, Refusal):
                    # (for a person: the rule broken, not the move's codes; a move no table makes,
                    # what is wrong with it: "names cards that are not in the deck: ZZ, banana",
                    # not the rules' "A meld is a list of cards.", s46 t3 #3)
                    odd = shape_problem(game, move)
                    error = RecordError(f"move {i} {odd}" if odd is not None
                                        else refused_move_words(game, state, i, result.reason))
                    error.good = i - 1  # (the game may be opened before it)
                    raise error
                state = result.state
                session._keep(i, state)
        if game.counts_undos and record.undos:
            state = session._with_undos(len(moves), state)
        # (a save opened before its last moves, a journal's torn line: marks past the end go)
        record.together = [n for n in record.together if n <= len(moves)]
        session._state = state
        return session

    def _with_undos(self, n: int, state: GameState) -> GameState:
        """``state`` (the position after ``n`` moves, the current one) with the record's count of
        moves taken back, for a game whose sheet counts them (:attr:`Game.counts_undos`)."""
        state = state.replace(undos=self.record.undos)
        while self._recent and self._recent[-1][0] >= n:
            self._recent.pop()
        self._recent.append((n, state))
        if n in self._checkpoints:
            self._checkpoints[n] = state
        return state

    def _keep(self, n: int, state: GameState) -> None:
        if n % CHECKPOINT_EVERY == 0:
            self._checkpoints[n] = state
        self._recent.append((n, state))

    # ----- reading ----------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._state

    @property
    def history(self) -> History:
        """The states after 0, 1, ... moves, rebuilt on demand (kept for older callers)."""
        return History(self)

    def state_after(self, n: int) -> GameState:
        """The position after the record's first ``n`` moves."""
        moves = self.record.moves
        if not 0 <= n <= len(moves):
            raise IndexError(n)
        for i, state in reversed(self._recent):
            if i == n:
                return state
            if i < n:
                break
        base = max(k for k in self._checkpoints if k <= n)
        state = self._checkpoints[base]
        for recent_n, recent_state in self._recent:
            if base < recent_n <= n:
                base, state = recent_n, recent_state
        with no_gc_pauses():
            for move in moves[base:n]:
                result = self.game.apply(state, move)
                if isinstance(result, Refusal):  # the record replayed once: this is a bug, not a bad file
                    raise RuntimeError(f"replaying the record failed at {describe_move(move)}: {result.reason.rstrip('.')}")
                state = result.state
        return state

    def kept_state(self, n: int) -> GameState | None:
        """The position after ``n`` moves if it is kept (one of the last few, or a checkpoint),
        else ``None``: never replays (for a look back that may go without)."""
        for i, state in reversed(self._recent):
            if i == n:
                return state
            if i < n:
                break
        return self._checkpoints.get(n) if 0 <= n <= len(self.record.moves) else None

    # ----- playing ----------------------------------------------------------------------------
    def play(self, move: Move | dict) -> Applied | Refusal:
        """Apply a move for the player whose turn it is; a refusal changes nothing. A new move
        forgets the moves that were undone (there is nothing to redo after it)."""
        result = self.game.apply(self._state, move)
        if isinstance(result, Applied):
            joined = self._gesture is not None and len(self.record.moves) > self._gesture
            self._push(Move(move), result.state, joined)
            self._undone.clear()
            self._undone_joined.clear()
        return result

    @contextmanager
    def together(self) -> Iterator[None]:
        """The moves played inside are one gesture: Undo takes them back together and Redo plays
        them again together (the record marks them, ``together``). Nested: the outer one."""
        if self._gesture is not None:
            yield
            return
        self._gesture = len(self.record.moves)
        try:
            yield
        finally:
            self._gesture = None

    def joined(self, n: int) -> bool:
        """Was the record's move ``n`` (counting from 0) played in one gesture with the one before?"""
        return n + 1 in self.record.together

    def gesture_size(self, end: int | None = None) -> int:
        """How many moves the gesture ending with the record's first ``end`` moves (by default
        all) made: 1 for a move played alone, 0 before any move."""
        end = len(self.record.moves) if end is None else end
        start = end - 1
        while start > 0 and self.joined(start):
            start -= 1
        return end - max(start, 0)

    def redo_joins(self) -> bool:
        """Is the next move Redo would play one played in one gesture with the move before it
        (Redo plays it too)?"""
        return bool(self._undone_joined) and self._undone_joined[-1]

    def _push(self, move: Move, state: GameState, joined: bool = False) -> None:
        self.record.moves.append(move)
        if joined:
            self.record.together.append(len(self.record.moves))
        self._state = state
        self._keep(len(self.record.moves), state)

    # ----- undo and redo ------------------------------------------------------------------------
    def undo_refusal(self, count: int | None = None) -> str | None:
        """Why the last move (all of its gesture) cannot be taken back, or ``None`` if it can.
        ``count``: the last so many moves instead (the play controller's turn: a move and what
        the table played at once after it)."""
        moves = self.record.moves
        if not moves:
            return "There is nothing to undo."
        count = self.gesture_size() if count is None else count
        for n in range(len(moves) - 1, len(moves) - 1 - count, -1):
            if not self.game.can_undo(self.state_after(n), moves[n]):
                # (else what it showed: "The last move dealt the next hand, ...", s32 t2 #14)
                return self.game.cannot_undo_words(moves[n]) or \
                    f"The last move {move_showed(self.game, self.state_after(n), moves[n], self.state_after(n + 1), named=False)}," \
                    " so it cannot be taken back."
        return None

    def undo(self, checked: bool = True) -> str | None:
        """Take back the last move (one move: the caller takes back the rest of its gesture,
        :meth:`gesture_size`). Returns ``None`` on success, else the reason it cannot.
        ``checked=False``: the caller has checked it may (the play controller takes back a
        computer's move that showed a card only to that computer)."""
        reason = self.undo_refusal() if checked else (None if self.record.moves else "There is nothing to undo.")
        if reason is None:
            moves = self.record.moves
            n = len(moves) - 1
            before = self.state_after(n)
            self._undone.append(moves.pop())
            joined = bool(self.record.together) and self.record.together[-1] == n + 1
            if joined:
                self.record.together.pop()
            self._undone_joined.append(joined)
            self.truncations += 1
            self._checkpoints.pop(n + 1, None)
            while self._recent and self._recent[-1][0] > n:
                self._recent.pop()
            if not self._recent or self._recent[-1][0] != n:
                self._recent.append((n, before))
            if self.game.counts_undos:
                self.record.undos += 1
                before = self._with_undos(n, before)
            self._state = before
        return reason

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    @property
    def taken_back(self) -> tuple[Move, ...]:
        """The moves taken back since the last move, in the order they were made (Redo plays
        them again, first to last)."""
        return tuple(reversed(self._undone))

    @property
    def taken_back_joined(self) -> tuple[bool, ...]:
        """Beside each of :attr:`taken_back`: was it played in one gesture with the one before?"""
        return tuple(reversed(self._undone_joined))

    def redo_refusal(self) -> str | None:
        """Why nothing can be redone now, or ``None`` if :meth:`redo` would replay a move."""
        return None if self._undone else "There is nothing to redo."

    def redo(self) -> str | None:
        """Play again the last move taken back. Returns ``None`` on success, else the reason."""
        if not self._undone:
            return "There is nothing to redo."
        move = self._undone[-1]
        result = self.game.apply(self._state, move)
        if isinstance(result, Refusal):  # cannot happen: the move was legal here before it was undone
            self._undone.clear()
            self._undone_joined.clear()
            return result.reason
        self._undone.pop()
        self._push(move, result.state, self._undone_joined.pop())
        return None
