"""Mexican Train, from the family's rule book (004_312affb30e9b3af0.txt, section "Mexican Train
(Dominoes)").

What the book says:

* "2 to 4 players - 15 dominoes each", "5 to 6 players - 11 dominoes each", "7 to 8 players - 8
  dominoes each" (a double-12 set). "The player with the lowest total score after all rounds is
  the winner."
* "The game begins with the double 12 and each hand thereafter uses the next lowest number."
  "If no one has the Double 12, each player draws a domino from the "pile". If the Double 12 is
  not drawn by any player in the first round of drawing, a second round of drawing occurs."
  Two rounds, then (the book says no more) the double is taken from the boneyard; drawing
  until it shows is a house rule, ``draw_until_double`` (before state version 2 the app always
  did that: it ran to a dozen rounds and more, and emptied the boneyard with two players).
* "Radiating from the center Double, each player has their own space on which to play their
  train. No other player may play on another player's train until a player has been unable to
  play and has placed a marker on their last played domino or their assigned spot".
* "The separate Mexican train ... may be played on by any player. It must begin with the same
  number as is on the center double".
* "The player who played the double in the center starts the play, continuing clockwise ... The
  first player may play on the center double or start the Mexican train. If the first player
  does not begin the Mexican train, the train may be begun by any of the ensuing players when
  their turn arrives."
* "When a player cannot play on their own train, the Mexican train or a "marked" train of
  another player, then they draw a domino from the boneyard. If they cannot play that domino on
  the board, then they place a marker on the last domino of their train. ... If this player can
  play anywhere on the board at their next turn, the marker is then removed and no other player
  may play on that train."
* "If a player plays a double during play, they must then play another domino somewhere on the
  board - their train, the Mexican train, or a marked train. If a player is able, they may play
  doubles in more than one spot. Even though two or more doubles have been played, only one
  additional domino must be placed somewhere on the board. If a player cannot follow-up the
  double with another domino, they draw. EXCEPTION: A player may go out with a double without
  having to play another domino."
* "any player who is down to one domino must give notice" (the app announces it).
* "When one player has played all their dominoes, the other players must add up the total of
  their remaining dominoes ... Double blank count 0."

Alternate Rules, each an option, off by default:

* ``hold_out``: "the double to be used to begin the next hand may be held out and placed in the
  center after the players have drawn their hands. With this method, the player who "went out"
  on the preceding hand, begins the play."
* ``blank_fifty``: "The Double blank counts as 50 points if you get caught with it."

Choices where the text is vague (also on the in-app rules page):

* Thirteen hands, double 12 down to double blank (fewer by option). The book names no dealer:
  the tiles are turned face down to "shuffle" and "the players have drawn their hands" (its
  alternate rule), and "The player who played the double in the center starts the play". The
  app has one player shuffle and deal each hand, the deal passing left, and the first is the
  family's General Rules' dealer: "When dealing the cards for the first round the dealer is
  randomly selected unless the rules state differently" (drawn from the seed; the log says who
  shuffles and deals; house rule ``first_dealer``: the last player named, as every game had
  before state version 3, so a game saved before replays so). The dealer decides only where the
  drawing for a missing double starts and who starts when nobody sets the double. The rounds of drawing start at the dealer's left; whoever
  draws the double sets it (the app does) and plays first. If nobody has drawn it after the
  second round, it is taken from the boneyard and set in the centre, and the player on the
  dealer's left plays first (as with the held-out double).
* One domino a turn; your own train, the Mexican train, or a train with a marker. Nobody has to
  cover a double (the book has no such rule): after a double you owe one more domino anywhere you
  may play, and further doubles do not add to the debt.
* Draw only when nothing plays (and once for each domino you owe). A drawn domino that plays is
  played at once; one that does not puts your marker out (or leaves it out) and ends the turn. So
  does having nothing to play with the boneyard empty.
* Any domino you play, anywhere, takes your marker back (a double you then cannot follow puts it
  out again).
* The hand blocks when the boneyard is empty and everybody has passed in turn since anything last
  changed on the table (a tile laid or a marker put out); everybody then counts.
* With the held-out double, the first hand starts left of the dealer, and a hand after a blocked
  one starts with whoever counted least (from the dealer's left on a tie).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.first_dealer import first_dealer_option
from ..core.game import Applied, Event, GameInfo, Move, OptionSpec
from .dominoes import (
    PASS, PIPS_AND_TOTAL, PLAY, PLAY_A_TILE, DominoGame, DominoState, Line, ends, fits, hand_label, is_double,
    line_of, open_end, tile_name,
)

MEXICAN = "mexican"
BLANK_FIFTY = 50
TOP = 12  # "Double-12 dominoes"


@dataclass(eq=False, kw_only=True)
class MexicanTrainState(DominoState):
    markers: tuple[bool, ...] = ()  # per seat: a marker on their train (anybody may play on it)
    owes: bool = False  # the player to act played a double and owes one more domino


def hand_size(players: int) -> int:
    """15 dominoes each for 2-4 players, 11 for 5-6, 8 for 7-8."""
    return 15 if players <= 4 else 11 if players <= 6 else 8


def hand_double(hand_no: int) -> int:
    """ "The game begins with the double 12 and each hand thereafter uses the next lowest
    number." """
    return TOP + 1 - hand_no


def train_key(seat: int) -> str:
    return f"train/{seat}"


class MexicanTrain(DominoGame):
    info = GameInfo(
        id="mexican_train",
        name="Mexican Train",
        family="Dominoes",
        min_players=2,
        max_players=8,
        description="Double-12 dominoes: build your own train from the centre double, slough off on the Mexican "
                    "train, and use anyone's train once it carries a marker. Low score wins.",
        source="004_312affb30e9b3af0.txt, section 'Mexican Train (Dominoes)'",
        rules_page="mexican_train.html",
        # the blank sheet's rows and heads as the game's own: a hand for each double, 12 down
        sheet_rounds=tuple(hand_label(no, hand_double(no)) for no in range(1, TOP + 2)),
        sheet_columns=PIPS_AND_TOTAL,
        options=(
            OptionSpec("hold_out", "Hold out the next double",
                       "The hand's double is taken out before dealing and put in the centre; "
                       "whoever went out last hand starts.", False, alternate=0),
            OptionSpec("blank_fifty", "Double blank 50",
                       "The double blank counts 50 points if you are caught with it.", False, alternate=0),
            OptionSpec("hands", "Hands", "How many hands to play, from the double 12 down (or all thirteen).", 0,
                       minimum=0, maximum=13, zero_text="All 13"),
            OptionSpec("draw_until_double", "Draw until the double shows",
                       "When nobody was dealt the hand's double, keep drawing round after round until "
                       "somebody draws it. Off: after two rounds of drawing the double is taken from the "
                       "boneyard.", False),
            first_dealer_option(),
        ),
    )
    #: 2: two rounds of drawing for the hand's double ("a second round of drawing occurs"), then it
    #: is taken from the boneyard; games saved before replay with ``draw_until_double`` on.
    #: 3: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt: a game saved before replays so).
    state_version = 3
    first_dealer_since = 3

    def upgrade_options(self, options: dict[str, Any], state_version: int,
                        players: tuple[str, ...] = ()) -> dict[str, Any]:
        """A game saved before state version 2 drew until the double showed: it replays as it
        was dealt, with the house rule ``draw_until_double``; one saved before 3 had the last
        player named deal first (``first_dealer``)."""
        options = super().upgrade_options(options, state_version, players)
        if state_version < 2 and isinstance(options, dict) and "draw_until_double" not in options:
            return {**options, "draw_until_double": True}
        return options

    state_type = MexicanTrainState

    def top(self, players: int, options: dict[str, Any]) -> int:
        return TOP

    def hand_size(self, players: int) -> int:
        return hand_size(players)

    def round_double(self, state: DominoState, hand_no: int) -> int:
        return hand_double(hand_no)

    def blank_value(self, state: DominoState) -> int:
        """ "Double blank count 0", or 50 with the alternate rule."""
        return BLANK_FIFTY if state.options["blank_fifty"] else 0

    def held_out(self, state: DominoState, hand_no: int) -> bool:
        return bool(state.options["hold_out"])

    def draw_rounds(self, state: DominoState) -> int:
        """ "If no one has the Double 12, each player draws a domino from the "pile". If the
        Double 12 is not drawn by any player in the first round of drawing, a second round of
        drawing occurs." Two rounds (or, by house rule, until it shows)."""
        return 0 if state.options.get("draw_until_double") else 2

    def first_lines(self, state: DominoState, d: int) -> tuple[Line, ...]:
        trains: tuple[Line, ...] = tuple((train_key(s), d, (), "") for s in range(len(state.players)))
        return trains + ((MEXICAN, d, (), ""),)

    def first_player(self, state: DominoState, setter: int, dealer: int) -> int:
        """ "The player who played the double in the center starts the play"; with the held-out
        double, "the player who "went out" on the preceding hand"."""
        n = len(state.players)
        if setter >= 0:
            return setter
        if not state.hand_outs or not self.held_out(state, state.hand_no):
            # (nobody drew the double in the two rounds of drawing: it was taken from the
            # boneyard, and play starts where the drawing did)
            return (dealer + 1) % n
        out = state.hand_outs[-1]
        if out >= 0:
            return out
        scores = state.hand_scores[-1]
        order = [(dealer + 1 + i) % n for i in range(n)]
        return min(order, key=lambda s: scores[s])

    def after_start(self, state: DominoState) -> DominoState:
        return state.replace(markers=(False,) * len(state.players), owes=False)

    def line_name(self, state: DominoState, key: str, mover: int | None = None) -> str:
        if key == MEXICAN:
            return "the Mexican train"
        if key.startswith("train/"):
            seat = int(key[6:])
            return f"{state.players[seat]}'s train" if 0 <= seat < len(state.players) else key
        return key

    def laid_words(self, state: DominoState, seat: int, code: str, key: str) -> str:
        """A tile on the player's own train: "Anna's own train gets the 10-12." ("Ben plays the 0-7
        on Ben's train." said the name twice, and "Anna plays the 10-12 on their own train." read
        oddly of a named player, s27 t4; "her" would guess.)"""
        if key == f"train/{seat}":
            return f"{state.players[seat]}'s own train gets the {tile_name(code)}."
        return super().laid_words(state, seat, code, key)

    # ----- the turn ---------------------------------------------------------------------------
    def open_trains(self, state: DominoState) -> list[Line]:
        """ "their own train or the Mexican train", and any train with a marker."""
        seat = state.turn
        markers = markers_of(state)
        out = []
        for line in state.lines:
            key = line[0]
            if key == MEXICAN or key == train_key(seat):
                out.append(line)
            elif key.startswith("train/") and markers[int(key[6:])]:
                out.append(line)
        return out

    def targets(self, state: DominoState) -> list[Line]:
        return self.open_trains(state)

    def play(self, state: DominoState, move: Move) -> Applied:
        code, key = move["tile"], move["to"]
        seat = state.turn
        new, event = self.laid(state, code, key)
        events = [event]
        markers = list(markers_of(state))
        if markers[seat]:  # "If this player can play anywhere ... the marker is then removed"
            markers[seat] = False
            events.append(Event(f"{state.players[seat]} takes the marker back.", "note"))
        new = new.replace(markers=tuple(markers))
        if not new.hands[seat]:  # "A player may go out with a double"
            return self.end_hand(new.replace(owes=False), seat, events)
        if len(new.hands[seat]) == 1:
            events.append(Event(f"{state.players[seat]} is down to one domino.", "note"))
        if is_double(code):  # "they must then play another domino somewhere on the board"
            events.append(Event(f"{state.players[seat]} has played a double and must play another domino.", "note"))
            return Applied(new.replace(owes=True), tuple(events))
        return Applied(self.next_turn(new.replace(owes=False)), tuple(events))

    def pass_turn(self, state: DominoState) -> Applied:
        """ "If they cannot play that domino on the board, then they place a marker on the last
        domino of their train." (Also with the boneyard empty and nothing to play.)"""
        seat = state.turn
        markers = list(markers_of(state))
        events = []
        passes = state.passes + 1
        if not markers[seat]:
            markers[seat] = True
            passes = 1  # the table changed: everybody may now play on this train
            events.append(Event(f"{state.players[seat]} cannot play and puts out a marker.",
                                "note", seat=seat))
        else:
            events.append(Event(f"{state.players[seat]} cannot play again; the marker stays out.", "note", seat=seat))
        new = state.replace(markers=tuple(markers), passes=passes, drew=False, owes=False,
                            turn=(seat + 1) % len(state.players), lacks=self.lacking_after(state))
        return self.maybe_blocked(new, events)

    def explain_play(self, state: DominoState, code: str, to: object) -> str:
        line = line_of(state.lines, to) if isinstance(to, str) else None
        if line is not None and line[0].startswith("train/") and line not in self.open_trains(state):
            owner = int(line[0][6:])
            # "No other player may play on another player's train until that player ... has
            # placed a marker": where the player may play instead (the tile may match the end,
            # s33)
            if not fits(code, open_end(line)):
                # the tile would not go there anyway: said first, or a family took the marker for
                # the only thing in the way (s40 t3 WORDS-3: a 1-6 on a train ending in 10)
                return (f"The {tile_name(code)} does not match the {open_end(line)} at the end of "
                        f"{self.line_name(state, line[0])}, and that train has no marker: play on your own "
                        "train, the Mexican train, or a marked train.")
            return (f"{state.players[owner]}'s train has no marker: you may play on your own train, the Mexican "
                    "train, or a marked train.")
        return super().explain_play(state, code, to)

    def explain(self, state: DominoState, move: Move) -> str:
        if move.get("kind") == PASS and any(m.kind == PLAY for m in self.legal_moves(state)):
            if state.drew:
                return "The domino you drew plays: you must play it."
        return super().explain(state, move)

    # ----- what each seat may see -------------------------------------------------------------
    def public(self, state: DominoState) -> dict[str, Any]:
        data = super().public(state)
        data["markers"] = list(markers_of(state))
        data["owes"] = bool(getattr(state, "owes", False))
        return data

    def turn_status(self, state: DominoState) -> str:
        base = super().turn_status(state)
        if getattr(state, "owes", False):
            base += " A double was played: one more domino is owed."
        marked = [state.players[s] for s, m in enumerate(markers_of(state)) if m]
        if marked:
            base += " Markers: " + ", ".join(marked) + "."
        return base

    def prompt(self, state: DominoState, seat: int) -> str:
        """The base prompt, with the marker for a pass; after a double, what is owed (it was only
        in the status line: the table still said "Drag a tile to an open end")."""
        text = super().prompt(state, seat)
        if state.phase != "play" or seat != state.turn:
            return text
        if text.endswith("pass."):  # (with the marker out already: it stays, s27 t4)
            text = ("Nothing plays: leave your marker out (pass)." if markers_of(state)[seat]
                    else "Nothing plays: put your marker on your train (pass).")
        if getattr(state, "owes", False):
            if text.startswith(PLAY_A_TILE):
                return f"You played a double: one more domino is owed. {PLAY_A_TILE}; the ends it fits light up."
            return f"You played a double: one more domino is owed. {text}"
        return text

    def sheet_notes(self, state: DominoState) -> tuple[str, ...]:
        blank = "50" if state.options["blank_fifty"] else "0"
        return (f"When someone goes out the others count their pips (double blank {blank}); a blocked hand: "
                "everybody counts. Lowest total wins.",)


def markers_of(state: DominoState) -> tuple[bool, ...]:
    markers: tuple[bool, ...] = getattr(state, "markers", ())
    return markers or (False,) * len(state.players)


GAME = MexicanTrain()

__all__ = ["GAME", "MexicanTrain", "MexicanTrainState", "MEXICAN", "ends", "tile_name", "train_key"]
