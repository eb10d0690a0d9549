"""Marble-track boards (Fast Track and Jokers Wild): holes, courses and coordinates.

Jokers Wild's board (:func:`jokers_wild_board`) is the same kind of loop with other numbers: 18
holes a side, the pen exit (its "starting place") 8 holes after the colour's corner, the home row
(its "Castle") leaving the loop 3 holes after it, no fast track and no bullseye. What follows
describes the Fast Track board, the default.

The book's "Game Board Layouts" pictures were lost, so the board follows the published Fast
Track board as the one open-source model has it. It is plain data, shared by every marble-track
game and by the GUI (which only scales the coordinates).

The board
---------
* A **loop** of ``section * sides`` holes (14 per section; 4 sections on the square board for 2 to
  4 colours, 6 on the hexagonal board for 5 or 6). Loop holes are ``"loop:0"`` ...
  ``"loop:55"`` (square) and run **forward = clockwise**.
* Section ``s`` is the 14 holes ``14*s .. 14*s+13``; it ends at a **corner** (the point of the
  square or hexagon), ``loop:14*s+13``, which is that section's **fast-track** hole. The six (or
  four) corners together make the inner fast track.
* Each side has a colour (:data:`SIDE_COLOURS`, side ``s`` has colour ``SIDE_COLOURS[s]``), and
  the colour lives at the corner ending its section:

  - the hole just *before* the corner is the colour's **home entrance** (a marble of that colour
    moving forward from it goes into its Home Base row, never on around the loop);
  - the hole just *after* the corner is the colour's **holding-pen exit** (the "Exit position":
    where a marble leaving the Start Holding Pen lands, and from which a 6 enters the bullseye);
  - the colour's **fast-track exit** is the last corner before its home entrance, i.e. the
    corner of the previous side: a marble on the fast track leaves it there at the latest,
    since going on to the next corner would pass its home entrance.

* **Start Holding Pen** holes ``"pen:red:0"`` ... and **Home Base** holes ``"home:red:0"`` (the
  one nearest the loop) ... ``"home:red:3"`` (the deepest), one per marble.
* The **bullseye** ``"bullseye"`` in the centre.

Courses
-------
:meth:`Board.forward_paths` lists every way a marble can walk ``n`` steps forward (along the
loop, into its home row, and, if it starts its move on the fast track, corner to corner, one step
per corner); :meth:`Board.backward_path` walks counter-clockwise along the loop. Each path is the
tuple of holes passed through, the last being where the marble stops, so a game can check that
no own marble is hopped and what is landed on.

Coordinates
-----------
:meth:`Board.coords` gives every hole an abstract ``(x, y)``: centre ``(0, 0)``, the corners on
the unit circle, ``x`` to the right and ``y`` **down** (screen convention), so clockwise on the
screen is forward. A GUI multiplies by its radius in pixels and adds the centre.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

SIDE_COLOURS = ("red", "blue", "green", "yellow", "purple", "orange")
BULLSEYE = "bullseye"
SECTION = 14


def hole_words(describe: "Callable[..., str]") -> "Callable[..., str]":
    """``describe`` (a hole in a game's words, given the hole and whatever else the game needs to
    name it: the board's number of sides) remembered per hole: the log and the table name the
    same holes move after move. Only the holes of real boards are kept (junk from a hand-edited
    move is described, not kept), and a value that is not a hole name at all is described
    without being looked up."""
    memo: dict[tuple, str] = {}

    def words(hole: str, *board: object) -> str:
        key = (hole, *board)
        try:
            said = memo.get(key)
        except TypeError:  # unhashable: not a hole name
            return describe(hole, *board)
        if said is None:
            said = describe(hole, *board)
            if len(memo) < 10_000:
                memo[key] = said
        return said

    words.__doc__ = describe.__doc__
    return words


def in_the_way(path: "tuple[str, ...] | None", occ: dict[str, int], blocks: "Callable[[int], bool]") -> str | None:
    """The first hole a marble walking ``path`` would pass (its stop, the last hole, is not
    passed) that holds a marble it may not pass (``blocks(owner)``, ``occ`` giving each occupied
    hole's owner), or ``None``. A refusal says "jump" or "hop" only when this names a hole: the
    words come from what the drop would really pass, never as a fallback."""
    for h in (path or ())[:-1]:
        other = occ.get(h)
        if other is not None and blocks(other):
            return h
    return None


def loop_id(i: int) -> str:
    return f"loop:{i}"


def pen_id(colour: str, i: int) -> str:
    return f"pen:{colour}:{i}"


def home_id(colour: str, i: int) -> str:
    return f"home:{colour}:{i}"


def hole_kind(hole: str) -> str:
    """``"loop"``, ``"pen"``, ``"home"`` or ``"bullseye"`` (``""`` for anything else)."""
    kind = _KINDS.get(hole) if isinstance(hole, str) else ""
    if kind is None:
        head = hole.split(":", 1)[0]
        kind = BULLSEYE if hole == BULLSEYE else head if head in ("loop", "pen", "home") else ""
        if len(_KINDS) < 10_000:  # holes of real boards; junk from a file is not kept
            _KINDS[hole] = kind
    return kind


_KINDS: dict[str, str] = {}


class Board:
    """One board: ``sides`` colours around a loop; ``home_len`` holes per home row and pen.

    The Fast Track board is the default. Other boards of the family (Jokers Wild: 18 holes a
    side, the start 8 holes after the corner, the home row leaving the loop 3 holes after it, no
    fast track and no bullseye) say so with ``section`` (loop holes per side), ``exit_offset``
    (the pen exit, counted forward from the colour's corner), ``entrance_offset`` (the home
    entrance, likewise; negative is before the corner), ``fast_track`` and ``bullseye``. With
    the defaults every hole is where it always was."""

    def __init__(self, sides: int, home_len: int = 4, section: int = SECTION, exit_offset: int = 1,
                 entrance_offset: int = -1, fast_track: bool = True, bullseye: bool = True) -> None:
        if sides not in (4, 6):
            raise ValueError("a marble-track board has 4 or 6 sides")
        if not (0 < abs(exit_offset) < section and 0 < abs(entrance_offset) < section):
            raise ValueError("the exit and the home entrance must lie on the loop near the corner")
        self.sides = sides
        self.home_len = home_len
        self.pen_size = home_len
        self.section = section
        self.exit_offset = exit_offset
        self.entrance_offset = entrance_offset
        self.fast_track = fast_track
        self.bullseye = bullseye
        self.colours = SIDE_COLOURS[:sides]
        self.loop_len = section * sides
        self.loop = tuple(loop_id(i) for i in range(self.loop_len))
        self._index = {h: i for i, h in enumerate(self.loop)}
        self.corners = tuple(self.loop[section * s + section - 1] for s in range(sides))
        self._corner_set = frozenset(self.corners)
        self._side = {c: s for s, c in enumerate(self.colours)}
        self.pen_exits = tuple(self.loop[(section * s + section - 1 + exit_offset) % self.loop_len]
                               for s in range(sides))
        self._pen_exit_set = frozenset(self.pen_exits)
        self._next_corner = {c: self.corners[(s + 1) % sides] for s, c in enumerate(self.corners)}
        self.pens = {c: tuple(pen_id(c, i) for i in range(home_len)) for c in self.colours}
        self.homes = {c: tuple(home_id(c, i) for i in range(home_len)) for c in self.colours}
        self._home_next = {}
        for c in self.colours:
            row = self.homes[c]
            for i, h in enumerate(row):
                self._home_next[h] = row[i + 1] if i + 1 < len(row) else None
        self.holes = self.loop + tuple(h for c in self.colours for h in self.pens[c] + self.homes[c]) + (
            (BULLSEYE,) if bullseye else ())
        self._entrance = {c: self.loop[(self._index[self.corner(c)] + entrance_offset) % self.loop_len]
                          for c in self.colours}
        self._coords = self._layout()
        # Courses depend only on the board: each is worked out once and kept (a search walks
        # the same few thousand again and again). Paths are tuples, lists of them are not
        # changed by callers.
        self._walks: dict[tuple[str, str, int], tuple[str, ...] | None] = {}
        self._paths: dict[tuple[str, str, int, bool, bool], list[tuple[str, ...]]] = {}
        self._backs: dict[tuple[str, int], tuple[str, ...] | None] = {}

    # ----- named holes ----------------------------------------------------------------------
    def side(self, colour: str) -> int:
        return self._side[colour]

    def corner(self, colour: str) -> str:
        """The fast-track hole at the colour's corner (between its home entrance and pen exit)."""
        return self.corners[self._side[colour]]

    def home_entrance(self, colour: str) -> str:
        return self._entrance[colour]

    def pen_exit(self, colour: str) -> str:
        return self.pen_exits[self._side[colour]]

    def fast_track_exit(self, colour: str) -> str:
        """The last corner before the colour's home entrance: where its fast track ends."""
        return self.corners[(self._side[colour] - 1) % self.sides]

    def is_corner(self, hole: str) -> bool:
        return hole in self._corner_set

    def is_one_past_corner(self, hole: str) -> bool:
        return hole in self._pen_exit_set

    def loop_index(self, hole: str) -> int:
        return self._index[hole]

    def loop_words(self, hole: str, landmarks: dict[str, str], colours: "tuple[str, ...] | None" = None,
                   unit: str = "") -> str:
        """A loop hole as a family points at it: from the nearest coloured landmark the board
        paints, "red's exit", "3 past red's exit", "1 before blue's home entrance" (a log line names
        two holes: the words are kept short); with ``unit`` ("hole"), the count says what it
        counts: "3 holes past red's exit", "1 hole before blue's home entrance".

        ``landmarks`` names the landmarks this game speaks of, each of ``"corner"``, ``"exit"``
        (the pen exit) and ``"entrance"`` (the home entrance) in its own words. A hole is counted
        from the nearest one; on a tie, counting forward ("past") wins, as marbles go that way.
        Every hole on these boards is within half a side of a landmark, so the count stays
        small (at most 6 on both boards) when every colour is played. ``colours``: the colours
        at the table (None: all), the only landmarks counted from: with two players, "3 before
        blue's home entrance" sent a family looking for a blue nobody plays (its lane greyed
        out); the count is then longer, "9 past red's exit", but from a colour they see played."""
        signed, place = self.loop_place(hole, landmarks, colours)
        if signed == 0:
            return place
        count = f"{abs(signed)} {unit}{'' if abs(signed) == 1 else 's'}" if unit else str(abs(signed))
        return f"{count} past {place}" if signed > 0 else f"{count} before {place}"

    def route_words(self, src: str, dest: str, landmarks: dict[str, str],
                    describe: "Callable[[str], str]", colours: "tuple[str, ...] | None" = None,
                    back: bool = False) -> str:
        """Where a move takes a marble, for the log line after "Ben moves a blue marble": "2 holes
        on from blue's exit", "1 hole on to red's corner", "from 1 to 6 holes past red's exit",
        "from the blue pen to blue's exit" (``describe`` names any other hole). A landmark is said
        once where both holes count from it: "Ben moves blue from blue's exit to 2 past blue's
        exit" read clumsily (s34 t3 #6). ``back``: the marble went backwards (Fast Track's 4,
        Jokers Wild's 8), said where the holes alone do not show it: "back from 5 holes past red's
        starting place to 2 holes past red's Castle entrance" (s35 t4 #4)."""
        said = self._route(src, dest, landmarks, describe, colours)
        return f"back {said}" if back and said.startswith("from ") else said

    def _route(self, src: str, dest: str, landmarks: dict[str, str],
               describe: "Callable[[str], str]", colours: "tuple[str, ...] | None") -> str:
        if hole_kind(src) == hole_kind(dest) == "loop":
            (n, place), (m, there) = (self.loop_place(h, landmarks, colours) for h in (src, dest))
            if place == there and n != m:
                def holes(k: int) -> str:
                    return f"{abs(k)} hole{'' if abs(k) == 1 else 's'}"

                if n == 0:  # from the landmark
                    return f"{holes(m)} {'on' if m > 0 else 'back'} from {place}"
                if m == 0:  # to it
                    return f"{holes(n)} {'on' if n < 0 else 'back'} to {place}"
                if (n > 0) == (m > 0):
                    return f"from {abs(n)} to {holes(m)} {'past' if m > 0 else 'before'} {place}"
                return (f"from {holes(n)} {'past' if n > 0 else 'before'} to "
                        f"{holes(m)} {'past' if m > 0 else 'before'} {place}")
        return f"from {describe(src)} to {describe(dest)}"

    def loop_place(self, hole: str, landmarks: dict[str, str],
                   colours: "tuple[str, ...] | None" = None) -> tuple[int, str]:
        """The nearest landmark to a loop hole (:meth:`loop_words`) and how far the hole is from
        it, forward (past it) or, negative, back (before it): (3, "red's exit")."""
        i = self._index[hole]
        spots = {"corner": self.corner, "exit": self.pen_exit, "entrance": self.home_entrance}
        best: tuple[int, int, str] | None = None
        signed = 0
        places = [(self.corner(c) if kind == "open_corner" else spots[kind](c), f"{c}'s {word}")
                  for c in (self.colours if not colours else [c for c in self.colours if c in colours])
                  for kind, word in landmarks.items() if kind != "open_corner"]
        if "open_corner" in landmarks and colours:
            # the corners of colours nobody plays, where the game counts from them (Fast Track's
            # gold rings are there whoever plays): named by where they lie on the board, after
            # the played colours' landmarks (so that those win a tie)
            places += [(self.corner(c), f"the {self.where(self.corner(c))} {landmarks['open_corner']}")
                       for c in self.colours if c not in colours]
        for spot, place in places:
            d = (i - self._index[spot]) % self.loop_len
            if d > self.loop_len // 2:
                d -= self.loop_len
            key = (abs(d), 0 if d >= 0 else 1, place)
            if best is None or key[:2] < best[:2]:
                best, signed = key, d
        assert best is not None
        return signed, best[2]

    def where(self, hole: str) -> str:
        """Where a hole lies on the board as drawn (the screen's top is the top: y runs down),
        for words: "top-right", "bottom-left", "right-hand" (the hexagon's side points)."""
        x, y = self._coords[hole]
        up = "top" if y < -0.3 else "bottom" if y > 0.3 else ""
        side = "left" if x < -0.3 else "right" if x > 0.3 else ""
        if up and side:
            return f"{up}-{side}"
        return up or f"{side}-hand"

    # ----- walking --------------------------------------------------------------------------
    def next_on_course(self, colour: str, hole: str) -> str | None:
        """One step forward for a marble of ``colour``: along the loop, from the home entrance
        into the home row, along the home row; ``None`` past the end of the home row (and for
        pens and the bullseye, which are left by special moves only)."""
        i = self._index.get(hole)
        if i is not None:
            if hole == self._entrance[colour]:
                return self.homes[colour][0]
            return self.loop[(i + 1) % self.loop_len]
        if hole in self._home_next and hole.split(":")[1] == colour:
            return self._home_next[hole]
        return None

    def walk(self, colour: str, start: str, steps: int) -> tuple[str, ...] | None:
        """The holes passed (last = the stop) walking ``steps`` forward, or ``None`` if the
        course ends first (overshooting the home row)."""
        key = (colour, start, steps)
        try:
            return self._walks[key]
        except KeyError:
            path = self._walks[key] = self._walk(colour, start, steps)
            return path

    def _walk(self, colour: str, start: str, steps: int) -> tuple[str, ...] | None:
        path = []
        hole: str | None = start
        for _ in range(steps):
            hole = self.next_on_course(colour, hole)  # type: ignore[arg-type]
            if hole is None:
                return None
            path.append(hole)
        return tuple(path)

    def forward_paths(
        self, colour: str, start: str, steps: int, on_fast_track: bool = False, own_exit_only: bool = False
    ) -> list[tuple[str, ...]]:
        """Every path of exactly ``steps`` forward steps from ``start``.

        Without the fast track there is at most one. A marble that starts on a corner *on the
        fast track* may first go corner to corner (one step per corner, never beyond its own
        fast-track exit) and then leave onto the loop at the corner reached; with
        ``own_exit_only`` it may leave only at its own fast-track exit.
        """
        key = (colour, start, steps, on_fast_track, own_exit_only)
        try:
            return self._paths[key]
        except KeyError:
            paths = self._paths[key] = self._forward_paths(colour, start, steps, on_fast_track, own_exit_only)
            return paths

    def _forward_paths(self, colour: str, start: str, steps: int, on_fast_track: bool,
                       own_exit_only: bool) -> list[tuple[str, ...]]:
        if steps <= 0:
            return []
        if not (on_fast_track and self.fast_track and start in self._corner_set):
            path = self.walk(colour, start, steps)
            return [path] if path is not None else []
        paths: list[tuple[str, ...]] = []
        exit_ = self.fast_track_exit(colour)
        pos = start
        prefix: tuple[str, ...] = ()
        for k in range(steps + 1):
            rest = steps - k
            if rest == 0:
                paths.append(prefix)
                break
            if not own_exit_only or pos == exit_:
                tail = self.walk(colour, pos, rest)
                if tail is not None:
                    paths.append(prefix + tail)
            if pos == exit_:
                break
            pos = self._next_corner[pos]
            prefix = prefix + (pos,)
        return paths

    def backward_path(self, start: str, steps: int) -> tuple[str, ...] | None:
        """Counter-clockwise along the loop (home rows, pens and the bullseye never go back)."""
        key = (start, steps)
        try:
            return self._backs[key]
        except KeyError:
            pass
        i = self._index.get(start)
        if i is None or steps <= 0:
            path = None
        else:
            path = tuple(self.loop[(i - k) % self.loop_len] for k in range(1, steps + 1))
        self._backs[key] = path
        return path

    # ----- coordinates ----------------------------------------------------------------------
    def coords(self, hole: str) -> tuple[float, float]:
        return self._coords[hole]

    def all_coords(self) -> dict[str, tuple[float, float]]:
        return dict(self._coords)

    def _vertex(self, s: int) -> tuple[float, float]:
        # Corner of side s on the unit circle; the square's corners are on the diagonals, the
        # hexagon's start at the right and go clockwise (y down).
        start = 45.0 if self.sides == 4 else 0.0
        a = math.radians(start + 360.0 * s / self.sides)
        return (math.cos(a), math.sin(a))

    def _layout(self) -> dict[str, tuple[float, float]]:
        out: dict[str, tuple[float, float]] = {}
        n, sec = self.sides, self.section
        for s in range(n):
            ax, ay = self._vertex(s - 1)
            bx, by = self._vertex(s)
            for j in range(sec):
                t = (j + 1) / sec
                out[self.loop[sec * s + j]] = (round(ax + (bx - ax) * t, 4), round(ay + (by - ay) * t, 4))
        spacing = math.dist(self._vertex(0), self._vertex(1)) / sec
        if (self.exit_offset, self.entrance_offset) != (1, -1):
            return self._layout_beside_the_side(out, spacing)
        for s, colour in enumerate(self.colours):
            vx, vy = self._vertex(s)
            # Home row: from near the corner straight toward the bullseye.
            for i, h in enumerate(self.homes[colour]):
                r = 1.0 - 1.6 * spacing - i * 1.1 * spacing
                out[h] = (round(vx * r, 4), round(vy * r, 4))
            # Pen: a short row outside the corner, across the corner's direction.
            px, py = -vy, vx
            mid = (len(self.pens[colour]) - 1) / 2
            for i, h in enumerate(self.pens[colour]):
                r = 1.0 + 1.8 * spacing
                off = (i - mid) * 1.1 * spacing
                out[h] = (round(vx * r + px * off, 4), round(vy * r + py * off, 4))
        out[BULLSEYE] = (0.0, 0.0)
        return out

    def _layout_beside_the_side(self, out: dict[str, tuple[float, float]], spacing: float
                                ) -> dict[str, tuple[float, float]]:
        """Boards whose exit and home entrance lie along the side after the corner (Jokers
        Wild): the home row goes straight in from its entrance, across the side; the pen is a
        row just inside the loop, along the side, centred on the exit."""
        n, sec = self.sides, self.section
        for s, colour in enumerate(self.colours):
            ax, ay = self._vertex(s)  # the colour's corner; the side after it runs to the next vertex
            bx, by = self._vertex(s + 1)
            dx, dy = (bx - ax) / sec, (by - ay) / sec  # one hole along the side
            mx, my = (ax + bx) / 2, (ay + by) / 2
            norm = math.hypot(mx, my)
            ix, iy = -mx / norm * spacing, -my / norm * spacing  # one hole's length inwards

            def at(t: float, depth: float) -> tuple[float, float]:
                return (round(ax + dx * t + ix * depth, 4), round(ay + dy * t + iy * depth, 4))

            for i, h in enumerate(self.homes[colour]):
                out[h] = at(self.entrance_offset, 1.3 + 1.1 * i)
            mid = (len(self.pens[colour]) - 1) / 2
            for i, h in enumerate(self.pens[colour]):
                out[h] = at(self.exit_offset + (i - mid) * 1.1, 1.9)
        if self.bullseye:
            out[BULLSEYE] = (0.0, 0.0)
        return out

    def to_json(self) -> dict:
        """The whole geometry as plain data (for the GUI or a printed board)."""
        return {
            "sides": self.sides,
            "section": self.section,
            "colours": list(self.colours),
            "loop": list(self.loop),
            "corners": list(self.corners),
            "home_entrances": {c: self.home_entrance(c) for c in self.colours},
            "pen_exits": {c: self.pen_exit(c) for c in self.colours},
            "fast_track_exits": {c: self.fast_track_exit(c) for c in self.colours},
            "pens": {c: list(v) for c, v in self.pens.items()},
            "homes": {c: list(v) for c, v in self.homes.items()},
            "bullseye": BULLSEYE if self.bullseye else None,
            "coords": {h: list(xy) for h, xy in self._coords.items()},
        }


@lru_cache(maxsize=None)
def board(sides: int, home_len: int = 4, section: int = SECTION, exit_offset: int = 1, entrance_offset: int = -1,
          fast_track: bool = True, bullseye: bool = True) -> Board:
    """The (shared, read-only) board with these dimensions."""
    return Board(sides, home_len, section, exit_offset, entrance_offset, fast_track, bullseye)


def jokers_wild_board() -> Board:
    """The Jokers Wild board (the published "Jokers and Marbles" square): 18 holes a side, 72 on
    the loop; a colour's start 8 holes after its corner, its Castle leaving the loop at the 3rd
    hole after the corner; five marbles a colour; no fast track, no bullseye."""
    return board(4, 5, 18, exit_offset=8, entrance_offset=3, fast_track=False, bullseye=False)
