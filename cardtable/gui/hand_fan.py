"""A hand of cards fanned in a row: the one place that lays a hand out, for the generic table
and for the board layouts (Rummoli's, 5 in a Row's, Fast Track's hand of five).

:func:`fit_fan` says where each card goes (the step between cards shrinks as the hand grows, so
the fan never spills out of the room it has); :func:`add_hand` appends the pieces: a face the
viewer may see, else a back. A hidden card is never given a face here: the caller passes
``None`` for it (what the observation says), so the painter never receives it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from ..core.cards import card_name
from .cards import BACK
from .layouts import PieceSpec, TableSpec

#: How far above a hand (a card high) the top of its name line stands ("Your hand · 10 cards", a
#: gold pill 0.2 high in text, some 0.27 with its rim): clear of a card chosen, or picked up by
#: the keys, which rises SELECTED_RISE of its height (about 0.1), with the focus ring round that
#: card whole between them (its band, and the air it keeps off words: about 0.12 at 1024x600).
#: At 0.36 the pill's rim lay over the raised card's top edge and the ring was cut there, in
#: gaps and hooks (Rummoli at 1024x600, s45). (The generic table's own name line, HAND_NAME_Y,
#: stays 0.38 over its hand: 0.12 higher cost 500 Rummy's bid bar a line it needs.)
NAME_OVER_HAND = 0.5


@dataclass(frozen=True)
class Fan:
    """Card ``k`` lies at ``x0 + k * step``; each card is ``scale`` wide; ``width`` is the whole fan."""

    x0: float
    step: float
    scale: float
    width: float

    def x(self, k: int) -> float:
        return self.x0 + k * self.step


def hand_holder(viewer: int | None, turn: int) -> int:
    """Whose hand a board layout draws: the viewer's own, also while another seat (a computer)
    is to move, so the person at the laptop keeps their cards in sight; under the hand-off
    curtain (no viewer), the hand of the player to move, as backs."""
    return viewer if viewer is not None else turn


def fit_fan(count: int, cx: float, room: float, scale: float = 1.0, max_step: float = 0.72) -> Fan:
    """A fan of ``count`` cards of ``scale`` centred on ``cx``, at most ``room`` wide: cards
    ``max_step`` card widths apart, closer when they would not fit."""
    step = max_step * scale
    if count > 1:
        step = max(0.0, min(step, (room - scale) / (count - 1)))
    width = scale + step * max(0, count - 1)
    return Fan(cx - width / 2, step, scale, width)


def add_hand(spec: TableSpec, fan: Fan, cards: Sequence[str | None], y: float, owner: int, who: str, *,
             prefix: str = "hand", zone: str = "", clickable: bool = False, z0: int = 20,
             describe: Callable[[str], str] | None = None) -> None:
    """Append the hand's pieces to ``spec``: a face as ``prefix:7C`` (``#2`` for a second copy
    of the same card from another deck), a hidden card as a back ``seat:<owner>:<k>``.
    ``describe(card)`` adds to a face's accessible name ("…, in your hand: click to play it")."""
    seen: dict[str, int] = {}
    for k, card in enumerate(cards):
        if card is not None:
            seen[card] = seen.get(card, 0) + 1
            pid = f"{prefix}:{card}" + (f"#{seen[card]}" if seen[card] > 1 else "")
            name = f"{card_name(card)}, in your hand" + (describe(card) if describe else "")
            spec.pieces.append(PieceSpec(id=pid, key=f"{prefix}:{card}", kind="card", face=card, x=fan.x(k), y=y,
                                         z=z0 + k, scale=fan.scale, owner=owner, zone=zone, clickable=clickable,
                                         name=name))
        else:
            spec.pieces.append(PieceSpec(id=f"seat:{owner}:{k}", kind="card", face=BACK, x=fan.x(k), y=y, z=z0 + k,
                                         scale=fan.scale, owner=owner, zone=zone, name=f"{who}'s hand, face down"))
