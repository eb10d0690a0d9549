"""Chicken Foot, from the family's rule book (004_312affb30e9b3af0.txt, section "Chicken Foot
(Dominoes)").

What the book says:

* "7 tiles each"; "Any number of people can play"; "Low score wins."
* "First round starts with 0-0 and continues up to the next double each round."
* "Players continue to draw from the chicken yard if nobody was dealt the initial double for
  this round."
* "The initial double must have tiles played on all four arms before any arm is extended by a
  second tile."
* "A player unable to make a play on the table must draw a tile from the chicken yard. If this
  tile can be played, the player may do so at once."
* "Doubles are placed crosswise. When a double is played, the player must declare "chicken
  foot" to warn the other players that special rules are in effect. The toes of the chicken foot
  must be filled with three more dominoes before tiles can be played elsewhere in the barnyard."
  The lost picture's captions: "the previous end of the arm" and "Three tiles that match the
  double".
* "After the chicken foot is completed, the game may proceed with plays on any open arms. A
  player with one tile left in his hand may announce this fact as a courtesy, but it is not
  required."
* "The hand ends when one player dominoes or the hand blocks. Each player gets the total number
  of pips left in his hand. The [0-0] is worth 50 points."

Choices where the text is vague (also on the in-app rules page):

* 2 to 8 players ("Any number of people can play": the seats round the lines of tiles and the
  score sheet's column a player are laid out for eight at 1024x600; New Game and the rules page
  say so). The set: double-9 (55 tiles) up to 6 players, double-12 (91) from 7, or either
  by option (double-9 holds at most 6 hands of 7 tiles with a yard left). One hand per double,
  0-0 up to the set's top (ten hands with double-9, thirteen with double-12), or fewer by option.
* The book names no dealer nor shuffler (only "if nobody was dealt the initial double"). The app
  has one player shuffle and deal each hand, the deal passing left, and the first is the family's
  General Rules' dealer: "When dealing the cards for the first round the dealer is randomly
  selected unless the rules state differently" (drawn from the seed; the log says who shuffles
  and deals; house rule ``first_dealer``: the last player named, as every game had before state
  version 2, so a game saved before replays so). Whoever holds the round's double sets it in the
  centre (the app does it); if nobody does, players draw in turn from the dealer's left until it
  shows. The player on the setter's left plays next. So the dealer decides only where that
  drawing starts.
* The four arms are filled one tile a turn, in order, by whoever is next; so are a chicken foot's
  three toes (the app declares "chicken foot"). A toe matches the double, so no toe is a double
  and only one foot waits for toes at a time. An arm or toe ending in a double is closed: its
  three toes carry on from there.
* Draw only when nothing plays, one tile; if it plays you may lay it at once, otherwise (or if you
  prefer) pass. With the yard empty and nothing to play: pass. The hand blocks when the yard is
  empty and everybody has passed in turn since the last tile was laid.
* Who dominoes scores 0 for the hand; the others their pips, the [0-0] 50. Lowest total after
  the last hand wins; ties share the win.
"""

from __future__ import annotations

from typing import Any

from ..core.first_dealer import first_dealer_option
from ..core.game import Applied, Event, GameInfo, Move, OptionSpec
from ..core.words import a_number
from .dominoes import (
    DRAW_MOVE, PIPS_AND_TOTAL, PLAY_A_TILE, PLAYING, DominoGame, DominoState, Line, double, ends, fits, hand_label,
    is_double, line_of, tile_name,
)

HAND_SIZE = 7  # "7 tiles each"
ARMS = 4  # "all four arms"
TOES = 3  # "three more dominoes"
BLANK_DOUBLE = 50  # "The [0-0] is worth 50 points."
BIGGEST_SET = 12  # double-12


def set_top(players: int, chosen: str = "by players") -> int:
    """The set's highest double: the one chosen, or by players double-9 up to 6, double-12 from 7."""
    if chosen == "double-9":
        return 9
    if chosen == "double-12":
        return BIGGEST_SET
    return 9 if players <= 6 else BIGGEST_SET


def hand_double(hand_no: int) -> int:
    """ "First round starts with 0-0 and continues up to the next double each round." """
    return hand_no - 1


def hands_played(players: int) -> int:
    """A hand for each double of the set the players would play by default (the blank sheet's
    rows: those of the double-9 set are the first ten of the double-12 set's)."""
    return set_top(players) + 1



class ChickenFoot(DominoGame):
    info = GameInfo(
        id="chicken_foot",
        name="Chicken Foot",
        family="Dominoes",
        min_players=2,
        max_players=8,
        description="Dominoes from a centre double with four arms; every double grows a three-toed chicken foot. "
                    "Low score wins.",
        source="004_312affb30e9b3af0.txt, section 'Chicken Foot (Dominoes)'",
        rules_page="chicken_foot.html",
        # "Any number of people can play": the seats round the lines of tiles and the score
        # sheet's column a player are laid out for eight at 1024x600 (where eight already set
        # a domino table's tiles small, s35 t1 #4)
        # the blank sheet's rows and heads as the game's own: a hand for each double from 0-0
        sheet_rounds=tuple(hand_label(no, hand_double(no)) for no in range(1, BIGGEST_SET + 2)),
        sheet_rounds_played=hands_played, sheet_columns=PIPS_AND_TOTAL,
        count_note="Up to 8 at one laptop: with a real set any number can play, but the screen has room for "
                   "only 8 players' names and tiles.",
        options=(
            OptionSpec("set", "Domino set", "Double-9 (55 tiles) or double-12 (91); by players: double-9 up to 6, "
                       "double-12 from 7.", "by players", choices=("by players", "double-9", "double-12"),
                       only_with=(("double-9", tuple(range(2, 7))),)),
            OptionSpec("hands", "Hands", "How many hands to play, from the 0-0 up (or one for every double in "
                       "the set).", 0, minimum=0, maximum=13, zero_text="One per double"),
            first_dealer_option(),
        ),
    )
    #: 2: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt: a game saved before replays so).
    state_version = 2
    first_dealer_since = 2
    # the book's word: "must draw a tile from the chicken yard" (the tester: "the book's word is
    # not used anywhere")
    yard = "chicken yard"

    def top(self, players: int, options: dict[str, Any]) -> int:
        return set_top(players, options.get("set", "by players"))

    def hand_size(self, players: int) -> int:
        return HAND_SIZE

    def round_double(self, state: DominoState, hand_no: int) -> int:
        return hand_double(hand_no)

    def blank_value(self, state: DominoState) -> int:
        return BLANK_DOUBLE

    def first_lines(self, state: DominoState, d: int) -> tuple[Line, ...]:
        return tuple((f"arm{i}", d, (), "") for i in range(ARMS))

    def first_player(self, state: DominoState, setter: int, dealer: int) -> int:
        return (setter + 1) % len(state.players)

    def line_name(self, state: DominoState, key: str, mover: int | None = None) -> str:
        line = line_of(state.lines, key)
        if line is None:
            return key
        if not line[3]:
            return f"arm {int(key[3:]) + 1}"
        if line[2]:  # (s27 t4: "on a toe of the double 5" was said of a tile laid tiles away from it)
            return f"the line from a toe of the double {line[1]}"
        return f"a toe of the double {line[1]}"

    # ----- the turn ---------------------------------------------------------------------------
    @staticmethod
    def waiting(lines: tuple[Line, ...]) -> Line | None:
        """The arm or toe that must be filled first: "all four arms before any arm is extended",
        and "The toes ... must be filled ... before tiles can be played elsewhere"."""
        for line in lines:
            if not line[2]:
                return line
        return None

    @staticmethod
    def open_lines(lines: tuple[Line, ...]) -> list[Line]:
        """Where a tile may go once nothing waits: every arm or toe whose last tile is not a
        double (a double's three toes carry on from it)."""
        return [line for line in lines if not is_double(line[2][-1])]

    def targets(self, state: DominoState) -> list[Line]:
        waiting = self.waiting(state.lines)
        return [waiting] if waiting is not None else self.open_lines(state.lines)

    def other_moves(self, state: DominoState, can_play: bool) -> list[Move]:
        """ "must draw a tile ... If this tile can be played, the player may do so at once": may,
        so a player who drew a tile that plays may also pass."""
        if can_play and state.drew:
            return [Move(kind="pass")]
        return super().other_moves(state, can_play)

    def play(self, state: DominoState, move: Move) -> Applied:
        code, key = move["tile"], move["to"]
        new, event = self.laid(state, code, key)
        events = [event]
        seat = state.turn
        if not new.hands[seat]:
            return self.end_hand(new, seat, events)
        if is_double(code):  # "the player must declare "chicken foot""
            d = ends(code)[0]
            first = len(new.lines)
            toes = tuple((f"arm{first + i}", d, (), key) for i in range(TOES))
            new = new.replace(lines=new.lines + toes)
            events.append(Event(f"Chicken foot! The double {d} needs three toes before anything else is played.",
                                "note"))
        if len(new.hands[seat]) == 1:
            events.append(Event(f"{state.players[seat]} has one tile left.", "note"))
        return Applied(self.next_turn(new), tuple(events))

    def explain_play(self, state: DominoState, code: str, to: object) -> str:
        waiting = self.waiting(state.lines)
        line = line_of(state.lines, to) if isinstance(to, str) else None
        if waiting is not None and (line is None or line[0] != waiting[0]):
            d = waiting[1]
            part = "toe" if waiting[3] else "arm"
            if fits(code, d) and (line is None or line[3] == waiting[3]):
                # the right tile, dropped beside the lit spot (on the foot, or by another toe)
                return f"Drop it on the lit {part} of the double {d}."
            if waiting[3]:
                rule = f"The chicken foot on the double {d} must get its three toes first"
            else:
                rule = f"All four arms of the double {d} need a tile before any arm is extended"
            if fits(code, d):
                return f"{rule}: drop it on the lit {part} of the double {d}."
            return f"{rule} (tiles with {a_number(d)})."
        if line is not None and line[2] and is_double(line[2][-1]):
            return "That end is a chicken foot: play on its toes."
        return super().explain_play(state, code, to)

    def filling(self, state: DominoState) -> str:
        """What waits to be filled, in words: "Chicken foot: toe 2 of 3 on the double 8" or
        "Filling the four arms: arm 2 of 4" ("" when nothing waits)."""
        waiting = self.waiting(state.lines)
        if waiting is None:
            return ""
        if waiting[3]:
            filled = sum(1 for line in state.lines if line[3] == waiting[3] and line[1] == waiting[1] and line[2])
            return f"Chicken foot: toe {filled + 1} of 3 on the double {waiting[1]}"
        filled = sum(1 for line in state.lines if not line[3] and line[2])
        return f"Filling the four arms: arm {filled + 1} of 4"

    def turn_status(self, state: DominoState) -> str:
        base = super().turn_status(state)
        filling = self.filling(state)
        return f"{base} {filling}." if filling else base

    def prompt(self, state: DominoState, seat: int) -> str:
        """The table's prompt says what waits to be filled, as the status line does: "Chicken
        foot: toe 2 of 3 on the double 8" was only in the status line."""
        text = super().prompt(state, seat)
        filling = self.filling(state)
        if state.phase != PLAYING or seat != state.turn or not filling:
            return text
        waiting = self.waiting(state.lines)
        assert waiting is not None
        part = "toe" if waiting[3] else "arm"
        if text.startswith(PLAY_A_TILE):
            return (f"{filling}. Play a tile with {a_number(waiting[1])} on the {part}: "
                    "it lights up when you pick the tile up.")
        legal = self.legal_moves(state)
        if not any(m.kind == "play" for m in legal):
            # nothing plays because the foot (or the arms) come first: said, with what waits
            # (s43 t2 #2: "it does not play: pass" beside an open 9 the drawn 9-10 seemed to fit)
            d = waiting[1]
            if waiting[3]:
                filled = sum(1 for line in state.lines if line[3] == waiting[3] and line[1] == d and line[2])
                left = 3 - filled
            else:
                left = 4 - sum(1 for line in state.lines if not line[3] and line[2])
            parts = f"{left} {part}{'s' if left != 1 else ''}"
            why = f"{filling}. Nothing plays: the double {d} still needs {parts} and you have no {d}"
            if legal == [DRAW_MOVE]:
                return f"{why}. Draw from the {self.yard}."
            if state.drew or not state.boneyard:
                return f"{why}{'' if state.drew else f', and the {self.yard} is empty'}. Pass."
        return text  # (a drawn tile that plays: what to do says enough)

    def sheet_notes(self, state: DominoState) -> tuple[str, ...]:
        return ("Pips left in the hand when someone dominoes or the hand blocks; the [0-0] counts 50. "
                "Low score wins.",)


GAME = ChickenFoot()

__all__ = ["GAME", "ChickenFoot", "double", "tile_name"]
