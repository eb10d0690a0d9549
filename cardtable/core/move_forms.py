"""Move forms: a game's one description of its moves, each kind with its fields and what each
holds (``{"play": {"card": CARD, "suit?": SUIT}, "draw": {}}``; ``?`` marks an optional field).

A game gives them as :attr:`~cardtable.core.game.Game.move_forms`. Two readers use them: the
records check and normalise a written record by them (:func:`~cardtable.core.records.check_move`,
:func:`~cardtable.core.records.normalise_moves`), and the game's ``move_shapes`` (each kind's
keys, by which the list of saved games reads a move line) is derived from them
(:func:`shapes_of`), so the two can never say different things (s47).
"""

from __future__ import annotations

from typing import Mapping

#: What a field holds (the records say each in words, and read each by its own rule).
CARD, SUIT, COUNT, STEPS, HOLE, CELL, SPACE = "card", "suit", "count", "steps", "hole", "cell", "space"

#: One kind of move's fields: each field's name (``?`` at its end: it may be left out) and what
#: it holds.
MoveForm = Mapping[str, str]
#: A game's kinds of move, each with its fields.
MoveForms = Mapping[str, MoveForm]


def field_names(form: MoveForm) -> tuple[str, ...]:
    """The names of a form's fields as a move writes them (without the ``?`` of an optional one)."""
    return tuple(name.rstrip("?") for name in form)


def shapes_of(forms: MoveForms) -> dict[str, frozenset[str]]:
    """Each kind of move and the keys such a move may have (its fields and ``kind``): the game's
    ``move_shapes``. A game that gives forms takes no other key (no ``seat`` either)."""
    return {kind: frozenset(("kind", *field_names(form))) for kind, form in forms.items()}
