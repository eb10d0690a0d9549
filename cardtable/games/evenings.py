"""What the evenings of tables played with real cards share (no Qt): the Court Whist evening
(:mod:`.court_whist_evening`) and the Gin Rummy tournament evening (:mod:`.gin_evening`).

The family types the players' names into two boxes; the laptop keeps the evening in a small JSON
file in the data folder after every step (the screen adds what is typed in its boxes and not
entered yet, a moment after it is typed), so it carries on after the app was closed. The file
holds every step entered (the Gin rounds' results, the Court Whist cards), so the last one can be
taken back on an evening carried on too; it says its format's :data:`VERSION`. A file that cannot
be carried on (from a newer Card Table, or damaged) is never overwritten: a new evening started
in its place first renames it beside (:func:`keep_aside`). Every
mistake (a name typed twice, a damaged file, a full disk) is an :class:`EveningError` whose
message is for the players.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

#: The longest name a box takes (as for the players of a game).
MAX_NAME = 30
#: The evening files' format, written into each as ``version`` and checked when one is read. A
#: file without it is read as version 1 (the first one); a later one, written by a newer Card
#: Table, is not guessed at.
VERSION = 1


class EveningError(ValueError):
    """A player list, a result or a saved evening that does not fit; the message is for the players."""


class NewerEveningError(EveningError):
    """A saved evening written by a newer Card Table: not damaged, only not for this version."""


def parse_names(text: str, kind: str) -> list[str]:
    """The names typed in a box, one a line or separated by commas. ``kind`` ("the men", "the
    Reds", "The Magnificent Montgomery Clan": a team as :func:`.gin_rummy.team_said` says it)
    names the box in the message, which names every name too long (it said "in the The
    Magnificent Montgomery Cla", and only the first, s38 t5 F4)."""
    names = [n.strip() for line in text.replace(";", ",").splitlines() for n in line.split(",")]
    names = [n for n in names if n]
    long = [f"\u201c{n[:MAX_NAME]}\u2026\u201d" for n in names if len(n) > MAX_NAME]
    if long:
        which = (f"The name {long[0]}" if len(long) == 1 else
                 f"The names {', '.join(long[:-1])} and {long[-1]}")
        raise EveningError(f"{which} on the list of {kind} {'is' if len(long) == 1 else 'are'} too long "
                           f"({MAX_NAME} letters at most).")
    return names


def check_different(names: list[str]) -> None:
    """No name twice (regardless of case): a player's card and results go by name."""
    seen: set[str] = set()
    for n in names:
        if n.casefold() in seen:
            raise EveningError(f"{n} is written twice: give each player a different name "
                               f"(add an initial, e.g. {n} B.).")
        seen.add(n.casefold())


def write_file(path: str | Path, data: dict[str, Any]) -> None:
    """Write an evening's ``data`` to ``path`` as the saved games are written (a whole new file,
    flushed to the disk, renamed over the old one: a crash or a power cut leaves the old one or
    the new one, never a torn one)."""
    from ..store.saves import atomic_write, copy_problem

    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps(data).encode("utf-8"))
    except OSError as exc:
        # what it means for what was entered, and what to do, as New Evening's message says it:
        # it said only "... (Operation not permitted)." (s32 t4 #9)
        why = copy_problem(exc, "change files")
        raise EveningError(f"The evening could not be saved: {path.name} in {path.parent} could not be written "
                           f"({why}). What you entered is shown here while this screen stays open, but it is "
                           "lost if you close it before it is saved: make sure you may change files in that folder "
                           "(and that no other program has the file open); Card Table saves again at your next "
                           "entry. Meanwhile, print or export the sheets to keep them on paper.") from None


#: Why a saved evening whose contents make no evening cannot be carried on, for the family: the
#: parser's own words ("Unterminated string starting at: line 1 column 62 (char 61)") meant
#: nothing to them (s46 t3 #4), and what is wrong inside the file is no help to them.
DAMAGED = "The saved evening could not be read: its file is damaged or cut short."


def read_file(path: str | Path, what: str) -> dict[str, Any]:
    """The JSON object written by :func:`write_file`; ``what`` ("a Court Whist evening") is
    what the file should have been (a file of another kind is damaged all the same)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:  # (the disk's words: "Permission denied")
        raise EveningError(f"The saved evening could not be read ({exc.strerror or exc}).") from None
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise EveningError(DAMAGED) from None
    if not isinstance(data, dict):
        raise EveningError(DAMAGED)
    version = data.get("version", 1)
    if type(version) is not int or version < 1:
        raise EveningError(DAMAGED)
    if version > VERSION:
        raise NewerEveningError("The saved evening was written by a newer Card Table: update Card Table to "
                                "carry it on.")
    return data


def why_kept(exc: EveningError | None) -> str:
    """What a kept evening file's name says of it: why it could not be read (``exc``), or
    "earlier" (it could: another window started it)."""
    if exc is None:
        return "earlier"
    return "newer Card Table" if isinstance(exc, NewerEveningError) else "damaged"


def kept_path(path: str | Path, why: str) -> Path:
    """Where a saved evening that cannot be carried on is kept when a new one is started in its
    place: beside it, under a name that says ``why`` (:func:`why_kept`: "gin_rummy_evening
    (newer Card Table).json"), never over another file."""
    path = Path(path)
    n = 1
    while True:
        kept = path.with_name(f"{path.stem} ({why}{'' if n == 1 else f' {n}'}){path.suffix}")
        if not kept.exists():
            return kept
        n += 1


def forget_file(path: str | Path) -> None:
    """Remove the evening file at ``path`` (New Evening...: the evening is forgotten). Raises
    EveningError, saying what failed, that the evening is kept and what to do, if it cannot be
    removed (a failure was passed over: the old evening came back, carried on, with no word)."""
    path = Path(path)
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        from ..store.saves import copy_problem

        why = copy_problem(exc, "change files")
        raise EveningError(f"A new evening was not started: the saved evening, {path.name} in {path.parent}, "
                           f"could not be removed ({why}). This evening is kept as it was: play on, or make sure you may "
                           "change files in that folder (and that no other program has the file open), then press "
                           "New Evening again.") from None


def keep_aside(path: str | Path, why: str) -> Path:
    """Rename the evening file at ``path`` to :func:`kept_path`, so that a new evening written to
    ``path`` loses nothing (a file from a newer Card Table, or a damaged one, was overwritten by
    the first step of a new evening). Raises EveningError, saying what to do, if it cannot."""
    path = Path(path)
    kept = kept_path(path, why)
    try:
        path.rename(kept)
    except OSError as exc:
        raise EveningError(f"The saved evening could not be kept under another name "
                           f"({exc.strerror or exc}): move {path.name} out of {path.parent}, "
                           "then start the evening again.") from None
    return kept
