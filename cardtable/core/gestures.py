"""One gesture's sentences, as the family says them.

Several cards dragged together onto a meld are laid off one after another, each its own move with
its own sentence (:meth:`~cardtable.core.session.Session.together` makes them one gesture for
Undo). Said move by move they read "Anna adds the 3 of diamonds to Ben's run of diamonds. Anna
added the 2 of diamonds to Ben's run of diamonds."; the family made one gesture and says one
sentence: "Anna adds the 3 and 2 of diamonds to Ben's run of diamonds." The status line, the game
log and the curtain's recap all word a gesture through :func:`said_together`, so they agree.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from .cards import JOKER, RANK_NAMES, RANK_OF, SUIT_NAMES, SUIT_OF, card_name
from .game import Event
from .words import listed


def _parts(event: Any) -> tuple[str, str, str] | None:
    """A one-card sentence cut around the card it names: ("Anna added ", "3D", " to Ben's run of
    diamonds."), where the event's data says its card and the sentence names it once."""
    data = getattr(event, "data", None)
    if not isinstance(data, dict) or "cards" in data or not isinstance(data.get("card"), str):
        return None
    card = data["card"]
    text = str(event)
    named = "the " + card_name(card)
    if text.count(named) != 1:
        return None
    before, after = text.split(named)
    return before, card, after


def cards_named(cards: Sequence[str]) -> str:
    """Cards laid off together, as a sentence names them: "the 3 and 2 of diamonds" (one suit),
    "the 3 of diamonds and the 7 of clubs", "the 4 of hearts and the joker"."""
    plain = all(c in RANK_OF and c != JOKER for c in cards)
    if plain and len({SUIT_OF[c] for c in cards}) == 1:
        return f"the {listed(RANK_NAMES[RANK_OF[c]] for c in cards)} of {SUIT_NAMES[SUIT_OF[cards[0]]]}"
    return listed("the " + card_name(c) for c in cards)


def said_together(moves: Iterable[Iterable[str]]) -> list[str]:
    """The sentences of the moves of one gesture (each move's events, in order) as one says them:
    moves in a row whose first sentences differ only in the one card they name become one sentence
    naming the cards ("Anna adds the 3 and 2 of diamonds to Ben's run of diamonds."; where the
    last one says more, its words: "..., closing a red canasta."); every other sentence stays
    as it is, in its place ("Anna goes out."). An :class:`Event` keeps its kind, and a joined
    one's data names its cards (``cards``)."""
    out: list[Any] = []
    run: list[Any] = []  # [before, cards, after, first event] of the sentence being joined
    open_ = False  # the run's last move said nothing after its sentence: the next may join it

    def close() -> None:
        if run:
            before, cards, after, first = run
            if len(cards) == 1:
                out.append(first)
            else:
                text = before + cards_named(cards) + after
                data = {k: v for k, v in getattr(first, "data", {}).items() if k != "card"}
                out.append(Event.of(text, getattr(first, "kind", "note"), dict(data, cards=list(cards))))
            run.clear()

    for events in moves:
        events = list(events)
        if not events:
            continue
        parts = _parts(events[0])
        joins = (parts is not None and open_ and bool(run) and parts[0] == run[0]
                 and parts[1] not in run[1]
                 and (parts[2] == run[2] or parts[2].startswith(run[2].rstrip("."))))
        if joins and parts is not None:
            run[1].append(parts[1])
            run[2] = parts[2]
        else:
            close()
            if parts is not None:
                run.extend([parts[0], [parts[1]], parts[2], events[0]])
            else:
                out.append(events[0])
        open_ = len(events) == 1 and bool(run)
        if len(events) > 1:
            close()
            out.extend(events[1:])
    close()
    return out


def moves_said(game: Any, state: Any, moves: Sequence[Any], joined: Sequence[bool] = ()) -> list[str]:
    """What ``moves``, played from ``state``, said: each move's sentences, the moves of one gesture
    (``joined[i]``: ``moves[i]`` was played in one gesture with the move before it) said together
    (:func:`said_together`). A move the rules refuse there ends it."""
    out: list[str] = []
    gesture: list[list[str]] = []
    for n, move in enumerate(moves):
        result = game.apply(state, move)
        if not result.ok:
            break
        if gesture and not (n < len(joined) and joined[n]):
            out += said_together(gesture)
            gesture = []
        gesture.append(list(result.events))
        state = result.state
    return out + said_together(gesture)


def record_said(session: Any, start: int, end: int | None = None) -> list[str]:
    """What the session record's moves from ``start`` up to ``end`` (by default all) said, each
    gesture together (:func:`moves_said`; the session says which moves are one gesture)."""
    moves = session.record.moves
    end = len(moves) if end is None else end
    joined = getattr(session, "joined", None)
    flags = [bool(joined and n > start and joined(n)) for n in range(start, end)]
    return moves_said(session.game, session.state_after(start), moves[start:end], flags)
