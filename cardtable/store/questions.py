"""The questions of the Cassino party game: a CSV file of ``card,question`` lines.

The shipped file is ``assets/questions/cassino_party.csv`` (52 family questions). The family may
edit its own copy, kept in the user data folder (``questions/cassino_party.csv``), or load another
file; :func:`restore_shipped` goes back to the shipped one. Every bad line is named in a message
("line 7: 'ZZ' is not a card"), never a traceback.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from ..core.cards import DeckSpec, card_name, normalise_card_text
from .saves import atomic_write, data_dir

FILE_NAME = "cassino_party.csv"
_CACHE: dict[str, tuple[float, dict[str, str]]] = {}
DECK = frozenset(DeckSpec().codes())


class QuestionsError(ValueError):
    """A questions file that cannot be used; the message names the bad lines."""


def shipped_path() -> Path:
    from ..resources import asset_path

    return asset_path("questions", FILE_NAME)


def user_path() -> Path:
    return data_dir() / "questions" / FILE_NAME


def parse_questions(text: str) -> tuple[dict[str, str], list[str]]:
    """The questions by card code, and the problems found (each naming its line). A first line
    ``card,question`` is a header; blank lines are skipped."""
    questions: dict[str, str] = {}
    where: dict[str, int] = {}
    problems: list[str] = []
    for number, fields in enumerate(csv.reader(io.StringIO(text)), start=1):
        if not fields or all(not f.strip() for f in fields):
            continue
        if number == 1 and [f.strip().lower() for f in fields[:2]] == ["card", "question"]:
            continue
        code = normalise_card_text(fields[0])
        if len(fields) == 1 and (code is None or code not in DECK):
            # (no comma: the whole line looked like a card that is not one)
            problems.append(f"Line {number}: \u201c{fields[0].strip()}\u201d has no comma: write the card, "
                            "a comma, then its question (like 7H,Who sang it?).")
            continue
        if code is None or code not in DECK:
            problems.append(f"Line {number}: {fields[0].strip()!r} is not a card (write cards like 7C, 10H, QS).")
            continue
        question = ",".join(fields[1:]).strip()
        if not question:
            problems.append(f"Line {number}: the {card_name(code)} has no question.")
            continue
        if code in questions:
            problems.append(f"Line {number}: the {card_name(code)} already has a question (line {where[code]}).")
            continue
        questions[code] = question
        where[code] = number
    return questions, problems


def missing_cards(questions: dict[str, str]) -> list[str]:
    """The cards with no question (their capture asks nothing)."""
    return [c for c in DeckSpec().codes() if c not in questions]


def read_questions(path: Path) -> dict[str, str]:
    """The questions in ``path``; :class:`QuestionsError` naming every bad line."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise QuestionsError(f"Cannot read the questions file {path}: {exc}") from None
    questions, problems = parse_questions(text)
    if problems:
        raise QuestionsError(f"The questions file {path} has bad lines:\n" + "\n".join(problems))
    return questions


def load_questions() -> dict[str, str]:
    """The family's questions if they have their own file, else the shipped ones."""
    own = user_path()
    return read_questions(own if own.exists() else shipped_path())


def save_questions(text: str) -> dict[str, str]:
    """Check and keep ``text`` as the family's questions (in the user data folder)."""
    questions, problems = parse_questions(text)
    if problems:
        raise QuestionsError("These lines need fixing:\n" + "\n".join(problems))
    path = user_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, text.encode("utf-8"))
    return questions


def question_text(card: str) -> str | None:
    """The question on ``card`` for the table to show (None if there is none or the file is
    bad: the table then names the card only). Re-read when the file changes."""
    path = user_path()
    if not path.exists():
        path = shipped_path()
    try:
        stamp = path.stat().st_mtime
    except OSError:
        return None
    cached = _CACHE.get(str(path))
    if cached is None or cached[0] != stamp:
        try:
            cached = _CACHE[str(path)] = (stamp, read_questions(path))
        except QuestionsError:
            return None
    return cached[1].get(card)


def restore_shipped() -> None:
    """Go back to the shipped questions (the family's own file is removed)."""
    try:
        user_path().unlink()
    except FileNotFoundError:
        pass
