"""The play controller: one game being played at the table, without Qt.

It holds the :class:`~cardtable.core.session.Session` and the seats, and decides

* **who acts** (the turn driver): humans by gestures on the table, computer seats by their agent
  (:meth:`PlayController.step_computers`), each agent seeing only its seat's observation;
* **for whom the table is drawn** (the *viewer*): the human seat to act; while a computer acts,
  the one person at the table, and with several people nobody (the laptop may be changing
  hands); never simply "the player to move" (a computer's cards are never drawn face up);
* **when a curtain goes up** (:meth:`needs_curtain`): only between two *different human* seats,
  and only when the game hides cards from somebody (decided from the zones, so a board game with
  nothing private flows on with no curtain);
* **autosave** after every change (a callback given by the owner, e.g. the store's
  ``SaveStore.save``), and **undo / redo**.

Every applied move is described once (its events' sentences) and each observation is computed
once per position and seat.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, Callable, ContextManager, Iterator, Sequence

from ..core.game import Event, Game, GameState, Move, Refusal
from ..core.session import Session
from ..core.shown import (cards_named, dealt_parts, drawn, drew_new, handed, hidden_in, move_showed,
                          pieces_counted, shown_to_all, source_words)
from ..core.words import listed
from ..core.zones import Recalled, Role, Zone, known_to, recall
from .seats import Seat, human_seats

MAX_COMPUTER_STEPS = 10_000  # a bound on one call of the turn driver (a game that never ends is a bug)
#: How many moves back the table looks for a seat's last move, to mark the cards it drew
MARK_LOOK_BACK = 24
#: The button offered between hands once every person is out of the game (:meth:`PlayController.offers_to_finish`)
LET_COMPUTERS_FINISH = "Let the computers finish"


@dataclass(frozen=True)
class Showed:
    """What a move that cannot be taken back showed, as a sentence's parts
    (:meth:`PlayController._what_showed`): who or what it is said of (``subject``: "Robo Rex",
    "you", "the 5 of clubs"), the "has" or "have" that goes with it, and the ``rest`` ("played
    the 2 of clubs"); ``was``: the sentence where it is said in the
    past rather than with "has" ("the next hand was dealt")."""

    subject: str
    has: str
    rest: str
    was: str = ""

    def said(self, since: bool = False) -> str:
        """The sentence: "Robo Rex has shown ...", or with ``since`` "Robo Rex has since shown ..."."""
        if since:
            return f"{self.subject} {self.has} since {self.rest}"
        return self.was or f"{self.subject} {self.has} {self.rest}"


@dataclass(frozen=True)
class Turn:
    """One applied move: who made it, what happened, and the sentence the log shows."""

    move: Move
    mover: int | None
    events: tuple[Event, ...]
    before: GameState
    after: GameState
    #: The moves played at once after it, each a step that decided nothing (see
    #: :meth:`PlayController.automatic`: the party game's lone "No more questions"), in order.
    then: tuple["Turn", ...] = ()
    #: A computer's call out of turn made just before it, the person having passed on the card
    #: (:meth:`PlayController.callers_on_pass`: Robo Ruby buys the discard Ben did not take).
    called: "Turn | None" = None

    @property
    def text(self) -> str:
        return " ".join(str(e) for e in self.events)

    @property
    def ok(self) -> bool:  # like Applied: a refusal says False
        return True


def store_saver(save_id: str, table: Callable[[], dict[str, Any]] | None = None) -> Callable[[Session], None]:
    """An autosave through the store's public API (``SaveStore().save``)."""

    def save(session: Session) -> None:
        from ..store.saves import SaveStore

        SaveStore().save(save_id, session, table=table() if table is not None else None)

    return save


class PlayController:
    def __init__(self, session: Session, seats: Sequence[Seat] | None = None,
                 autosave: Callable[[Session], None] | None = None, open_handed: bool = False,
                 auto_pass: bool = False, curtain_first: bool = False):
        """``curtain_first``: an open-handed game (no curtain between turns) put on the table from
        a save: the first hand shown waits behind a curtain all the same (whoever opens the save
        may not be the person whose turn it is: Ben's hand was painted the moment it opened),
        and the game plays open-handed from then on."""
        self.session = session
        #: The table passes at once where a pass is the only move (the layout's ``auto_pass``:
        #: Fast Track's card that no marble can play is lost; nobody presses a Pass button).
        self.auto_pass = auto_pass
        players = session.state.players
        self.seats: tuple[Seat, ...] = tuple(seats) if seats is not None else human_seats(players)
        if len(self.seats) != len(players):
            raise ValueError(f"{len(players)} players but {len(self.seats)} seats")
        self.autosave = autosave
        self.open_handed = open_handed
        humans = [i for i, s in enumerate(self.seats) if s.human]
        #: The people's seats: the only ones a move may ask to answer aloud (``Game.asks_aloud``)
        self.people: tuple[int, ...] = tuple(humans)
        #: the first curtain of a saved open-handed game is still to come (see ``curtain_first``;
        #: one person against computers has nobody to hide a hand from: none comes)
        self.curtain_once = bool(open_handed and curtain_first and len(self.people) > 1)
        self._redo: list[Move] = []  # used only if the session has no redo of its own
        self._obs: dict[tuple, dict[str, Any]] = {}
        self._faces: tuple[GameState, int | None] | None = None  # (table_faces, for the position last asked)
        self._open_from_the_start: bool | None = None  # (table_faces: nothing hidden as dealt)
        self._obs_state: GameState | None = None
        self._hides: tuple[GameState, bool] | None = None
        # (hand_result, whole and short, for the position last asked)
        self._result_for: tuple[GameState, str, str] | None = None
        # the last human who saw the table (the curtain needs no hand-over before them)
        self._looking: int | None = None
        self._last_person: tuple[GameState, int] | None = None  # (the position it was found for)
        self.looked_last: int | None = None  # the last seat that looked, kept when looking is reset
        self.looking = humans[0] if len(humans) == 1 else None
        #: A computer has acted since ``looking`` last had a hand of theirs on the table, with
        #: other people at it: nobody's hidden cards were shown meanwhile and the laptop was
        #: anyone's, so even ``looking`` sees theirs again only behind a curtain (:meth:`settle`)
        self._unattended = False
        #: the position where the computers were last asked whether they call out, and did not
        self._asked: GameState | None = None
        self.viewer: int | None = None
        self.curtain_for: int | None = None
        #: the position last settled had a question on the table or was the asker's step between
        #: two, drawn for nobody (:meth:`asking_aloud`): leaving them, nobody knows who leans in
        #: (see :meth:`settle`)
        self._asked_aloud = False
        #: that question was only one for calls, with the one at the laptop pressing for the
        #: callers: the window for calls before a computer moves (:meth:`others_may_call`: "Before
        #: Robo Rex draws, Cleo or Eli may call "Buy!""), or the pass-by question (:meth:`pass_by`:
        #: "Eli passes the ace of clubs by"); see :meth:`settle`
        self._calling = False
        #: the pass-by question up (:meth:`pass_by`): the position it was asked in, the move
        #: that waits for its answer
        self._passing: tuple[GameState, Move] | None = None
        #: the people, all out of the game, let the computers play it to its end
        #: (:meth:`let_computers_finish`); not saved: a save reopened offers it again
        self.computers_finish = False
        self.settle()

    @property
    def looking(self) -> int | None:
        return self._looking

    @looking.setter
    def looking(self, seat: int | None) -> None:
        self._looking = seat
        if seat is not None:
            self.looked_last = seat

    def shared(self) -> bool:
        """Do several people share the laptop, with a curtain between them (not open hands)?"""
        return len(self.people) > 1 and not self._open()

    def facing(self) -> int | None:
        """The seat the table is drawn from when nobody's cards are shown (no viewer): the
        person the curtain waits for, else the person who looked last, else the first person to
        act. Between hands with a computer to deal and several people, the table was drawn from
        the computer's seat ("Robo Rex's hand · 0 cards" along the bottom, the people's seats
        turned round) while the people read how the hand ended."""
        if self.curtain_for is not None:
            return self.curtain_for
        if self.looked_last is not None:
            return self.looked_last
        seat = self.human_to_act()
        if seat is not None:
            return seat
        return self.last_person()

    def table_faces(self) -> int | None:
        """The seat the table is drawn facing whoever's turn it is, where that stays put: in a
        game where no seat has anything hidden (:meth:`Game.keeps_secrets`: Pirate, every card
        face up or face down to both), the first person's seat, all game. Pirate's table turned
        round to each person's seat every turn, the same cards jumping top to bottom, for
        nothing (s37). None elsewhere: the table is drawn from the viewer, whose hand goes along
        the bottom. (The viewer still changes with the turn: whose moves, "your stock".)
        Decided by the game's first position, as dealt, and the one now: between hands, with the
        hands gone, Thirty-One or Golf hide nothing for a moment, and their table must not turn
        to face the first person then."""
        if not self.people:
            return None
        if self._open_from_the_start is None:
            start = self.session.kept_state(0)
            self._open_from_the_start = start is not None and not self.game.keeps_secrets(start)
        if not self._open_from_the_start:
            return None
        kept = self._faces
        if kept is None or kept[0] is not self.state:
            kept = self._faces = (self.state, None if self.game.keeps_secrets(self.state) else self.people[0])
        return kept[1]

    def last_person(self) -> int | None:
        """The person who moved last (the last to look at the table, as far as the record tells),
        else the first person; None with no person at the table. A save reopened where a hand is
        over and a computer deals next was drawn from the computer's seat ("Robo Ruby's hand · 0
        cards" along the bottom, Anna and Ben at the sides): nobody had looked since the app
        started. Only whose side of the table is at the bottom: no hidden card is shown for it."""
        people = [k for k, s in enumerate(self.seats) if s.human]
        if not people:
            return None
        kept = self._last_person
        if kept is not None and kept[0] is self.state:
            return kept[1]
        seat = people[0]
        moves = len(self.session.record.moves)
        for n in range(moves - 1, max(-1, moves - 41), -1):  # (the last few dozen moves)
            mover = self.mover(n)
            if mover is not None and 0 <= mover < len(self.seats) and self.seats[mover].human:
                seat = mover
                break
        self._last_person = (self.state, seat)
        return seat

    # ----- the position ---------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    def observation(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see now (``None``: a spectator), computed once per position."""
        if self._obs_state is not self.state:
            self._obs_state, self._obs = self.state, {}
        key = (id(self.state), seat)
        obs = self._obs.get(key)
        if obs is None:
            obs = self._obs[key] = self.game.observation(self.state, seat)
        return obs

    def table_observation(self, seat: int | None) -> dict[str, Any]:
        """What the table draws for ``seat``: its observation, and in its private part the cards
        its own last move brought into its hand (``drawn``, :meth:`drawn_cards`), for the table
        to mark. Computed once per position; the computers' observation has no such part.
        While a person answers aloud (:meth:`answering`), the name lit as acting (the public
        ``on_turn``) is the asker's (:meth:`asker`), whose turn it is: the one asked does not
        reach for the laptop (the party game lit the asked person's name while the asker held
        it), nor is the one holding it lit for a computer's question ("Cleo's hand" lit over
        the Answered/Skip bar while Anna answered Robo Remy, s44 t3 F6)."""
        obs = self.observation(seat)
        faces = self.table_faces()
        if faces is not None:
            obs = {**obs, "faces": faces}
        if seat is None:
            facing = self.facing()
            if facing is not None and self.answering() is not None and self.question_open() \
                    and self.curtain_for is None:
                # the table drawn for nobody under a question answered aloud: the asker is lit
                # (under a call out of turn, the computer to move stays lit)
                return {**obs, "facing": facing, "public": {**obs.get("public", {}), "on_turn": [self.asker(facing)]}}
            return obs if facing is None else {**obs, "facing": facing}
        key = (id(self.state), seat, "table")
        kept = self._obs.get(key)
        if kept is None:
            drawn = self.drawn_cards(seat)
            kept = {**obs, "private": {**obs.get("private", {}), "drawn": drawn}} if drawn else obs
            if self.answering() is not None:
                kept = {**kept, "public": {**kept.get("public", {}), "on_turn": [self.asker(seat)]}}
            self._obs[key] = kept
        return kept

    def asker(self, holder: int) -> int:
        """While a person answers aloud (:meth:`answering`), the seat that asked: whoever made
        the last move (the question); ``holder`` (who holds the laptop) where it is not known."""
        moves = self.session.record.moves
        before = self.session.kept_state(len(moves) - 1) if moves else None
        seat = self.game.seat_of(before, moves[-1]) if before is not None else None
        return holder if seat is None else seat

    def drawn_cards(self, seat: int) -> list[str]:
        """The cards ``seat``'s own last move brought into its hand (a card drawn from the
        stock, the discard taken, cards bought), as long as the seat has not moved since: after a
        draw into a sorted hand the player could not tell which card was new. Only the seat's own
        hand, which it sees: nothing is revealed. Nothing after a new deal (a whole new hand, or
        more new cards than old: not a draw), nor once the seat has moved again."""
        moves = self.session.record.moves
        game = self.game
        n = len(moves)
        # back to the seat's last move, over the positions the session keeps (a few dozen; after
        # many moves taken back fewer, and then no mark rather than a replay of the game)
        k, after_state = n - 1, self.session.state
        while k >= max(0, n - MARK_LOOK_BACK):
            move = moves[k]
            if move.get("kind") in game.between_hands:
                return []
            before_state = self.session.kept_state(k)
            if before_state is None:
                return []
            mover = game.seat_of(before_state, move)
            if mover is None:
                acting = game.to_act(before_state)
                mover = acting[0] if acting else None
            if mover == seat:
                break
            k, after_state = k - 1, before_state
        else:
            return []

        def hand(state: GameState) -> Counter[str]:
            cards: Counter[str] = Counter()
            for zone in game.zones(state):
                if zone.kind is Role.HAND and zone.owner == seat:
                    cards.update(c for c, seen in zip(zone.cards, zone.visible_to(seat)) if seen)
            return cards

        after = hand(after_state)
        new = after - hand(before_state)
        if not new or new.total() > (after - new).total():
            return []
        return sorted((new & hand(self.state)).elements())

    def to_act(self) -> tuple[int, ...]:
        return tuple(self.game.to_act(self.state))

    def legal(self, seat: int | None) -> list[Move]:
        """The moves ``seat`` may start now (none for a spectator), as :meth:`offered`."""
        return [] if seat is None else self.offered(self.game.legal_moves(self.state, seat))

    def offered(self, moves: Sequence[Move]) -> list[Move]:
        """The engine's ``moves`` that the table offers: not one asking a computer to answer
        aloud (the game's ``asks_aloud`` kinds: the party game's question). A computer could
        only skip it: a person saw "Ask Robo Ruby (7♥)" buttons that did nothing, and a
        computer asked another, which "skipped the question". The table (buttons, hint) and the
        computers (:meth:`step_computers`, the service's ``people``) choose among these."""
        return self.game.asking_people_only(moves, self.people)

    def automatic(self, state: GameState | None = None) -> Move | None:
        """The move the table plays at once for the seat to move in ``state`` (by default now):
        one that decides nothing. The only one left once no question goes to a computer
        (``Game.nobody_to_ask``): Anna, alone with computers, captured and was left a lone
        "No more questions" button to press, there being nobody she could ask. And, with
        :attr:`auto_pass`, a pass that is the only move (:meth:`forced_pass`). Nobody makes
        such a move: Undo takes it back with the move before it, Redo plays it again with that
        move. ``None``: a choice to make (or nobody, or several seats, to act)."""
        state = self.state if state is None else state
        game = self.game
        if game.is_over(state):
            return None
        acting = game.to_act(state)
        if len(acting) != 1:
            return None
        legal = game.legal_moves(state, acting[0])
        return game.nobody_to_ask(legal, self.people) or self._lone_pass(legal)

    def forced_pass(self, state: GameState | None = None) -> Move | None:
        """The pass the table plays at once in ``state`` (by default now), if any: with
        :attr:`auto_pass`, where a pass is the only move (Fast Track: "Anna has no move for the
        8 of spades: it is lost.", said by the table as why the turn went on)."""
        state = self.state if state is None else state
        if not self.auto_pass or self.game.is_over(state):
            return None
        return self._lone_pass(self.game.legal_moves(state))

    def _lone_pass(self, legal: Sequence[Move]) -> Move | None:
        return legal[0] if self.auto_pass and len(legal) == 1 and legal[0].kind == "pass" else None

    def human_to_act(self) -> int | None:
        """The first human seat among those to act, if any."""
        return next((s for s in self.to_act() if self.seats[s].human), None)

    def computer_alone_to_act(self) -> int | None:
        """The computer seat when it is the only seat to act, else None: the one the game's
        prompt may be speaking to ("Robo Remy: draw from the stock or ..."), which the table
        words as what it is doing. Unlike :meth:`computer_turn` it counts a computer waiting
        between hands for the people's button (:meth:`waits_for_people`), and it is None where
        several seats act at once (Hearts' passing, Oh Hell's bids, 500 Rummy's "Rummy!")."""
        acting = self.to_act()
        return acting[0] if len(acting) == 1 and not self.seats[acting[0]].human else None

    def computer_turn(self) -> int | None:
        """The computer seat whose move comes next, if any: the first seat to act when it is a
        computer. Where several seats act at once (passing in Hearts) they go in seat order, so
        the table is never handed to a human while a computer before them still has to act, and
        a computer never moves while a human is choosing."""
        acting = self.to_act()
        if not acting or self.over or self.seats[acting[0]].human or self.waits_for_people():
            return None
        return acting[0]

    def waits_for_people(self) -> bool:
        """Is the game between two hands, with a computer to start the next one and people at
        the table? Then the computer does not: the hand's end (the cards shown, who paid, the
        scores) stays on the table until a person starts the next hand with the button (the
        same move the computer would have made, its only one). Dealt at once, the end of a hand
        a computer closed flashed by unseen."""
        acting = self.to_act()
        if not acting or self.seats[acting[0]].human or all(not s.human for s in self.seats):
            return False
        if self.computers_finish and self.people_out():
            return False  # (they let the computers finish: nobody is waited for)
        return self._only(acting[0], self.game.between_hands)

    def people_out(self) -> bool:
        """Is every person at the table out of the game (:meth:`Game.out_of_game`: Thirty-One's
        and Golf's last quarter lost) while the computers play on? False with no person, or
        once the game is over."""
        if not self.people or self.over:
            return False
        out = self.game.out_of_game(self.state)
        return bool(out) and all(seat in out for seat in self.people)

    def offers_to_finish(self) -> bool:
        """Does the table offer :data:`LET_COMPUTERS_FINISH` beside the button that starts the next
        hand: the people all out of the game (:meth:`people_out`), a computer to deal waiting
        for them (:meth:`waits_for_people`)? Without it the family pressed "Deal the next hand"
        for hand after hand that only computers played (s45)."""
        return self.people_out() and self.waits_for_people()

    def finish_words(self) -> str:
        """What the table says with the offer (:meth:`offers_to_finish`), "" without it: "You
        are out of the game: press “Let the computers finish” to watch the rest." (the people
        named where several sit at the table: the laptop is anyone's)."""
        if not self.offers_to_finish():
            return ""
        who = "You are" if len(self.people) == 1 else \
            f"{listed(self.seats[s].name for s in self.people)} are"
        return f"{who} out of the game: press \u201c{LET_COMPUTERS_FINISH}\u201d to watch the rest."

    def let_computers_finish(self) -> str | None:
        """The offer taken (:meth:`offers_to_finish`): from now the computers deal their own
        hands too and play the game to its end at their pace (:meth:`computer_turn`), the people
        watching. ``None``, else why not (nothing changed)."""
        if not self.people_out():
            return "The computers finish the game only once every person at the table is out of it."
        self.computers_finish = True
        return None

    def answering(self) -> int | None:
        """The person to act only to say what they answered aloud (the party game's question:
        every move open is one of the game's ``spoken`` kinds), if any. They need no hidden card
        and say it to the whole table: the laptop stays with whoever holds it, who presses
        Answered or Skip for them. A computer seat asked is never waited for (it skips)."""
        acting = self.to_act()
        if len(acting) != 1 or not self.seats[acting[0]].human:
            return None
        return acting[0] if self._only(acting[0], self.game.spoken) else None

    def question_open(self) -> bool:
        """A question on the table for people to answer: a person answers aloud (:meth:`answering`),
        or, before a computer moves, other people than the one at the laptop may call out
        (:meth:`others_may_call`: 10 Dime Rummy's "Buy!"), or the person to move passes on what
        others may call and they are asked first (:meth:`passing_by`: 10 Dime Rummy's "Anna passes
        the 7 of hearts by"). The one asked and the others lean in to read it, so no hidden card
        is shown (the viewer is None, the table faces whoever holds the laptop; under a question
        answered aloud, lit as the one to press Answered or Skip).
        The asker's hand lay face up right under the question (s30 t3), and the hand of the
        person who had just discarded under "Anna may call "Buy!"" (s31): it comes back when the
        question is done, for whoever may see it then (the usual curtain rules). One person with
        computers is asked only themselves, with nobody else to see: their hand stays."""
        return len(self.people) > 1 and (self.answering() is not None or self.others_may_call()
                                         or self.passing_by() is not None)

    def pass_by(self, move: Move | None) -> None:
        """The question asked as the person to move passes on what others may call out goes up,
        ``move`` (:meth:`people_on_pass`, 10 Dime Rummy: "Anna passes the 7 of hearts by"; her
        draw waits for the answer), or, ``None``, is taken back with nothing made (Undo, or the
        question's "Back: I buy it myself"). A question to the table (:meth:`question_open`) by
        the one rule for all of them: under it nobody's hand shows; done, answered (the move
        made, :meth:`play`) or taken back, whoever leaned in to read it may still be at the laptop,
        and the hand comes back behind a curtain (:meth:`settle`), which says it is her turn again
        (she pressed the answer herself: :meth:`turn_again`). It hid the hands by a rule of
        its own, and Ctrl+Z under it painted Anna's hand face up before Ben and Cleo (s32)."""
        self._passing = (self.state, move if isinstance(move, Move) else Move(move)) if move is not None else None
        self.settle()

    def passing_by(self) -> Move | None:
        """The move waiting for the pass-by question's answer (:meth:`pass_by`), while it is up
        in the position it was asked in; else ``None``."""
        if self._passing is None or self._passing[0] is not self.state:
            return None
        return self._passing[1]

    def others_may_call(self) -> bool:
        """Before a computer moves, may a person other than the one at the laptop (``looking``)
        call out a move (the game's ``called_out`` kinds: Ben has discarded, Robo Ruby is to
        draw, and Anna may call "Buy!")? They lean in to read the window and have their button
        pressed: a question to the table (:meth:`question_open`)."""
        seat = self.computer_turn()
        return seat is not None and any(self.game.seat_of(self.state, m) != self.looking
                                        for m in self._people_calls(seat))

    def between_questions(self) -> bool:
        """The asker's step right after a question answered aloud (the record's last move one of
        the game's ``spoken`` kinds), where every move offered asks another person aloud
        (``asks_aloud``) but the one that ends the asking: Anna, who took two cards, may now ask
        Ben after Cleo answered. No hidden card is needed for it, so the table stays drawn for
        nobody, as under the question, and no curtain comes: the family went through "Pass to
        Anna" after each answer only to see her press the next question. Her hand comes back,
        behind a curtain, when a step shows it (:meth:`settle`). Not with open hands (no curtain
        to save: her hand shows as at any step), nor for one person with computers."""
        if not self.shared():
            return False
        moves = self.session.record.moves
        if not moves or moves[-1].get("kind") not in self.game.spoken:
            return False
        acting = self.to_act()
        if len(acting) != 1:
            return False
        kinds = self.game.asks_aloud
        offered = self.legal(acting[0])
        return any(m.kind in kinds for m in offered) and sum(m.kind not in kinds for m in offered) <= 1

    def asking_aloud(self) -> bool:
        """A question on the table (:meth:`question_open`) or the asker's step between two
        (:meth:`between_questions`): no hand is shown, and the one holding the laptop
        (``looking``) presses for the table."""
        return self.question_open() or self.between_questions()

    def question_behind_curtain(self) -> int | None:
        """The person asked, where the curtain is up and lifting it shows a question on the table
        (drawn for nobody: :meth:`question_open`) rather than the hand of the person it waits
        for; else ``None``. The curtain then promises the question, never cards: a save reopened
        on "Anna asks Cleo" said "I'm Anna: show my cards", and the cards stayed down (s30 t4)."""
        if self.curtain_for is None or not self.question_open():
            return None
        return self.answering()

    def called_out(self, viewer: int | None) -> list[Move]:
        """The moves people may call out while another is to move (the game's ``called_out``
        kinds: 10 Dime Rummy's "Buy out of turn"), offered on ``viewer``'s table. The laptop
        stays with the viewer, who makes them on the table for the one who called: while a
        person is to move, other people's; while a computer is to move (it waits its pace first,
        see the window), every person's, the viewer's own too. Never a computer's: a computer is
        asked itself whether it calls (:meth:`callers`).

        ``viewer`` None, while a computer is to move with no curtain up: the table is drawn for
        nobody (who holds the laptop is not known yet: a game or a hand a computer begins, with
        several people), so no hand shows and every person's call is offered, for whoever has
        the laptop to press. It offered none, and Robo Ruby drew without the people's window."""
        kinds = self.game.called_out
        acting = self.to_act()
        if not kinds or not acting or self.over or self.waits_for_people():
            return []
        mover = acting[0]
        if viewer is None:
            if self.seats[mover].human or self.curtain_for is not None:
                return []
        elif not self.seats[viewer].human:
            return []
        elif self.seats[mover].human and (mover != viewer or self.game.first_refusal):
            # the laptop is with the person to move; with first refusal, the others are asked
            # when that person passes on it (:meth:`people_on_pass`)
            return []
        return self._people_calls(mover)

    def _people_calls(self, mover: int, legal: Sequence[Move] | None = None) -> list[Move]:
        """The ``called_out`` moves open to people other than ``mover`` (among ``legal``, by
        default the legal moves now)."""
        kinds = self.game.called_out
        out = []
        for move in self.game.legal_moves(self.state) if legal is None else legal:
            seat = self.game.seat_of(self.state, move)
            if move.kind in kinds and seat is not None and seat != mover and self.seats[seat].human:
                out.append(move)
        return out

    def curtain_calls(self) -> list[Move]:
        """What other people may call out while the curtain waits for the person to move (10 Dime
        Rummy's "Buy!" before Anna draws): offered on the curtain, where nobody's cards show. On
        the table they were offered only once Anna had lifted the curtain, so Ben came to buy over
        her face-up hand. A call shows nothing hidden to anyone (the card is the face-up discard)."""
        kinds = self.game.called_out
        if not kinds or self.curtain_for is None or self.over or self.game.first_refusal:
            # (first refusal: "Before Anna draws, the ace of clubs may be bought: [Ben buys it]"
            # let Ben take it before Anna had seen her hand, s28 t1; see :meth:`people_on_pass`)
            return []
        return self._people_calls(self.curtain_for)

    def callers(self) -> tuple[int, ...]:
        """The computer seats to ask now whether they call out a move (the game's ``called_out``
        kinds) before the seat to move moves, when that seat is a computer: every computer but
        the one to move that may make one, in seat order; none once they have been asked in this
        position (:meth:`calls`). Never ahead of a person to move, who has first refusal: Robo
        Ruby bought Anna's discard before Ben, to draw next, could lift his curtain (s27 t2);
        the computers are asked when the person passes on it (:meth:`callers_on_pass`)."""
        kinds = self.game.called_out
        if not kinds or self.over or self._asked is self.state or self.waits_for_people():
            return ()
        acting = self.to_act()
        if not acting or self.seats[acting[0]].human:
            return ()
        return self._may_call(acting[0])

    def _may_call(self, mover: int) -> tuple[int, ...]:
        """The computers but ``mover`` that may make a ``called_out`` move now, in seat order."""
        kinds = self.game.called_out
        seats = {self.game.seat_of(self.state, m) for m in self.game.legal_moves(self.state) if m.kind in kinds}
        return tuple(sorted(s for s in seats if s is not None and s != mover and not self.seats[s].human))

    def callers_on_pass(self, move: Move) -> tuple[int, ...]:
        """The computers to ask just before the person to move makes ``move``, when it passes on
        what they may call out (``Game.passes_on_calls``: Ben draws from the stock rather than
        buy Anna's discard): then a computer that wants the card calls, and gets it before
        Ben's draw is made. None for any other move (Ben buys it: his first refusal)."""
        kinds = self.game.called_out
        acting = self.to_act()
        if not kinds or self.over or not acting or not self.seats[acting[0]].human or self.waits_for_people():
            return ()
        mover = acting[0]
        move = move if isinstance(move, Move) else Move(move)
        if self.game.seat_of(self.state, move) not in (None, mover) or move.kind in kinds \
                or not self.game.passes_on_calls(self.state, move) or move not in self.game.legal_moves(self.state):
            return ()
        return self._may_call(mover)

    def people_on_pass(self, move: Move) -> list[Move]:
        """The calls other people may make just before the person to move makes ``move``, when
        it passes on them and the game gives the one to move first refusal (``first_refusal``:
        Anna draws from the stock rather than buy the ace of clubs; then Ben and Cleo may buy
        it, before her draw): asked at the table (the window's question), answered with
        :meth:`play`'s ``answers`` like the computers' (:meth:`callers_on_pass`)."""
        kinds = self.game.called_out
        acting = self.to_act()
        if not kinds or not self.game.first_refusal or self.over or not acting \
                or not self.seats[acting[0]].human or self.waits_for_people():
            return []
        mover = acting[0]
        move = move if isinstance(move, Move) else Move(move)
        legal = self.game.legal_moves(self.state)
        if self.game.seat_of(self.state, move) not in (None, mover) or move.kind in kinds \
                or not self.game.passes_on_calls(self.state, move) or move not in legal:
            return []
        return self._people_calls(mover, legal)

    def called_on_pass(self, before: GameState, move: Move) -> bool:
        """Was ``move``, made in ``before``, a computer's call made as the person to move passed
        on what it called (:meth:`callers_on_pass`), so made with the person's move after it, as
        one turn (:meth:`play`'s ``called``)? Computers call out of turn only so while a
        person is to move (:meth:`callers`)."""
        kinds = self.game.called_out
        if not kinds or Move(move).kind not in kinds:
            return False
        acting = self.game.to_act(before)
        seat = self.game.seat_of(before, move)
        return (bool(acting) and self.seats[acting[0]].human and seat is not None and seat != acting[0]
                and 0 <= seat < len(self.seats) and (not self.seats[seat].human or self.game.first_refusal))

    def call_moves(self, seat: int) -> list[Move]:
        """What computer ``seat`` may call out now (what its agent is asked about)."""
        kinds = self.game.called_out
        return [m for m in self.legal(seat) if m.kind in kinds and self.game.seat_of(self.state, m) == seat]

    def calls(self, answers: dict[int, Move | None]) -> Move | None:
        """The computers' answers to :meth:`callers` (seat: the move it calls, or ``None``): the
        move that is made (where several call, the game's :meth:`~Game.first_call`), else
        ``None``, and then they are not asked again in this position."""
        called = [m for s, m in sorted(answers.items()) if m is not None and m in self.call_moves(s)]
        if not called:
            self._asked = self.state
            return None
        return self.game.first_call(self.state, called)

    def ask_callers(self, passing: Move | None = None) -> Turn | None:
        """Ask each of :meth:`callers` (with ``passing``: :meth:`callers_on_pass` of that move)
        through its agent (its observation and the moves it may call only) and make the call
        that wins; ``None`` if nobody called. An agent without ``call_out`` never calls."""
        answers = self._answers(self.callers() if passing is None else self.callers_on_pass(passing))
        move = self.calls(answers)
        if move is None:
            return None
        turn = self.play(move)
        if isinstance(turn, Refusal):
            raise RuntimeError(f"a computer player's call was refused: {turn.reason}")
        return turn

    def _answers(self, seats: Sequence[int]) -> dict[int, Move | None]:
        """Each of ``seats`` asked through its agent whether it calls out (see :meth:`ask_callers`)."""
        answers: dict[int, Move | None] = {}
        for seat in seats:
            ask = getattr(self.seats[seat].agent, "call_out", None)
            answers[seat] = ask(self.observation(seat), self.call_moves(seat)) if ask is not None else None
        return answers

    def hand_result(self, short: bool = False) -> str:
        """Between hands (the one seat to act may start the next hand: only that, or Rummoli's
        "deal the next round, or end the game"), what happened in the hand just ended
        (:meth:`Game.hand_result_words`; ``short``: the table's few words), from the events of
        the move that ended it, replayed from the record: the same after the save is reopened,
        where a status bar's one-off sentence is gone (s44 t3 F4). "" at any other time."""
        if self._result_for is None or self._result_for[0] is not self.state:  # (once a position:
            # the status, the prompt and the curtain each ask, and legal moves cost)
            self._result_for = (self.state, *self._hand_results())
        return self._result_for[2] if short else self._result_for[1]

    def _hand_results(self) -> tuple[str, str]:
        """:meth:`hand_result`'s whole and short words for the position now ("", "" where no
        hand has just ended)."""
        kinds = self.game.between_hands
        acting = self.to_act() if kinds else []
        moves = self.session.record.moves
        if not acting or not moves or self.over or not any(m.kind in kinds for m in self.legal(acting[0])):
            return "", ""
        result = self.game.apply(self.session.state_after(len(moves) - 1), moves[-1])
        events = () if isinstance(result, Refusal) else result.events
        words = self.game.hand_result_words
        return words(self.state, events), words(self.state, events, short=True)

    def _only(self, seat: int, kinds: frozenset[str]) -> bool:
        """Are the moves open to ``seat`` all of ``kinds`` (and some open)?"""
        moves = self.legal(seat) if kinds else []
        return bool(moves) and all(m.kind in kinds for m in moves)

    @property
    def has_computers(self) -> bool:
        return any(not s.human for s in self.seats)

    # ----- the curtain ------------------------------------------------------------------------
    def hides_cards(self) -> bool:
        """Does some seat see a card another seat does not (a hand)? From the zones."""
        state = self.state
        if self._hides is not None and self._hides[0] is state:
            return self._hides[1]
        n = len(self.seats)
        hides = any(0 < len(seers) < n for seers in self._seers())
        self._hides = (state, hides)
        return hides

    def _seers(self) -> Iterator[frozenset[int]]:
        """For each card on the table now, the seats that see its face."""
        seats = range(len(self.seats))
        for zone in self.game.zones(self.state):
            if zone.cards:
                seen = [zone.visible_to(s) for s in seats]
                for i in range(len(zone.cards)):
                    yield frozenset(s for s in seats if seen[s][i])

    def needs_curtain(self, seat: int | None) -> bool:
        """A curtain before ``seat`` looks: it is a human, a different human looked last (or
        nobody yet, with several humans, or a computer has acted since: ``_unattended``), and
        the game hides cards. The first curtain of a saved open-handed game (``curtain_once``)
        only where lifting it would show a card the others may not see (:meth:`shows_hidden`):
        under a question on the table, or before a hand with nothing hidden in it, it only came
        back at every reopening, over a table the family had already passed it for."""
        if seat is None or not self.shared() or not self.seats[seat].human:
            return False
        if self.looking == seat and not self._unattended:
            return False
        if self.curtain_once:
            return self.shows_hidden(seat)
        return self.hides_cards()

    def turn_again(self) -> bool:
        """Does the curtain wait for the person who held the laptop last, only computers having
        moved since (a trick she won, a player skipped, Undo pressed while a computer was to
        move)? Nobody passes the laptop: the curtain says it is her turn again ("Anna's turn
        again"), not "Pass to Anna", which had the family look for someone to hand it over to
        (s32). It still comes down (whoever sat down meanwhile must not find her hand face up:
        see :meth:`settle`). Where the laptop may have gone round (between hands, Undo at the
        next person's curtain: ``looking`` unknown), it is a hand-over."""
        return self.curtain_for is not None and self.curtain_for == self.looking

    def shows_hidden(self, seat: int) -> bool:
        """Would the table drawn for ``seat`` now show a card some other seat may not see (its
        hand)? Not under a question on the table, nor between two (:meth:`asking_aloud`: drawn
        for nobody)."""
        n = len(self.seats)
        return not self.asking_aloud() and any(seat in seers and len(seers) < n for seers in self._seers())

    def settle(self) -> None:
        """After any change: who the table is drawn for, and whether the curtain is up."""
        if self.computers_finish and not self.people_out():
            self.computers_finish = False  # (Undo took a person back into the game: offered again)
        if self._passing is not None and self._passing[0] is not self.state:
            self._passing = None  # (the pass-by question went with the position it was asked in)
        seat = self.human_to_act()
        asked, self._asked_aloud = self._asked_aloud, self.asking_aloud()
        calling, self._calling = self._calling, (self._asked_aloud and self.answering() is None
                                                 and (self.passing_by() is not None or self.others_may_call()))
        if asked and not self._asked_aloud and not self._open() and calling and self.looking is not None:
            # Out of a question for calls (the window before a computer moves: the computer moved,
            # or Undo; the pass-by question: answered, Undo, or its "Back: I buy it myself"):
            # the one at the laptop kept it all along, pressing for whoever called; the others
            # leaned in to read it. Her hand comes back only behind a curtain, as after any
            # computer's move (``_unattended``), and where it is hers it says "Anna's turn again",
            # not "Pass to Anna": Anna discarded, pressed Ctrl+Z under "Before Robo Rex draws,
            # Cleo or Eli may call "Buy!"" and was told to pass the laptop to herself (s32 t4 #6;
            # Hearts said "Cleo's turn again" for the same Undo, :meth:`turn_again`); Eli pressed
            # "Anna buys it" under "Eli passes the ace of clubs by" and read "Pass to Eli"
            self._unattended = True
        elif asked and not self._asked_aloud and not self._open():
            # Out of the questions (the asker done, Undo, Redo): the ones asked, and whoever
            # else leaned in to read them, may still be at the laptop. Nobody's hand shows until
            # a curtain says whose (Ctrl+Z while Cleo leaned in to answer put Anna's whole hand
            # face up before her; so did Answered, s30 t4); the curtain's button waits for a
            # pause, as at any hand-over. From one question to the next (Answered, then Anna
            # asks Ben) no hand shows, and no curtain comes (:meth:`between_questions`).
            self.looking = None
        if self.over:  # nobody's hand is shown over the final position
            self.curtain_for = self.viewer = None
            return
        if seat is None or self.computer_turn() is not None:
            # A computer acts. One person with computers goes on watching from her own seat,
            # her hand in sight: nobody else is there to see it. Several people share the
            # laptop: the one who just played gets up and the next comes to it while the
            # computer plays, so nobody's hidden cards are shown (the table drawn for nobody:
            # the trick, melds and discards stay, and the family follows the computer's play).
            # Cleo's 16 cards lay face up under "Robo Remy is thinking…" while Anna, her
            # partner and next, sat down (s31 t1). Whoever comes next sees their hand only
            # behind a curtain, even the one who played last (``_unattended``): she may have
            # left the laptop, not knowing the computer's move would bring the turn back to her
            # (a skip, a trick she wins), and the one who came to it must not find her hand
            # face up; at worst she presses the curtain's button once more herself.
            self.curtain_for = None
            shared = self.shared()
            if shared and self.waits_for_people():
                # Between hands the table waits for "everyone" to see the hand and someone to
                # press the button for the computer: the laptop may have gone round, and
                # nobody's new cards are shown until a curtain says whose they are (Cleo
                # pressed it for Robo Remy, and Anna's new hand was drawn face up)
                self.looking = None
            self._unattended = self._unattended or shared
            # (the laptop stays with whoever holds it, ``looking``, to press for the table under
            # a computer's question, :meth:`asking_aloud`, or while other people are asked whether
            # they call out before it moves)
            self.viewer = None if self._asked_aloud or shared else self.looking
            return
        if self._asked_aloud and self.answering() != seat:
            # the asker's step between two questions: drawn for nobody, no curtain, the laptop
            # where it is (:meth:`between_questions`)
            self.curtain_for = self.viewer = None
            return
        if self.answering() == seat:
            if self.looking is None and not asked:
                # who held the laptop is not known (Undo at the next person's curtain, which
                # Ben may have taken): it goes back to whoever held it when the question was
                # asked, behind a curtain, as in the play (a curtain "Pass to Ben" came, and
                # then Ben's hand under "Anna asks Ben: ..."). Not from the step between two
                # questions: no hand has shown since the last one, whoever holds the laptop.
                holder = self._last_presser()
                if holder is not None and holder != seat and self.needs_curtain(holder):
                    self.curtain_for = holder
                    self.viewer = None
                    return
                if self.curtain_once and self.question_open():
                    # a saved open-handed game opened on a question: it shows no hand, so no
                    # curtain before it; the first comes before the next hand shown
                    self.curtain_for = self.viewer = None
                    return
            else:
                # an answer said aloud: the one holding the laptop presses for the one who spoke,
                # the table drawn for nobody while others lean in to read (:meth:`question_open`)
                self.curtain_for = None
                self.viewer = None if self.question_open() else self.looking
                return
        if self.needs_curtain(seat):
            self.curtain_for = seat
            self.viewer = None
            return
        self.curtain_for = None
        self.viewer = seat
        # (nor is it known after a computer's move with several people: see above)
        held = self.looking == seat and not self._unattended
        self._unattended = False
        if not held and self._only(seat, self.game.between_hands) and self.shared():
            # Between hands nothing is hidden, and whoever holds the laptop starts the next hand
            # for the person named. Who holds it is not known: nobody's new cards are shown until
            # a curtain says whose they are (Ben pressed "Deal the next hand" for Anna, and her
            # new hand was drawn face up before him while a computer named trump). Not known
            # either when nobody was (the curtain just switched back on over the hand's end):
            # taking the person named for the one holding it showed Ben's new hand to anyone.
            self.looking = None
        else:
            self.looking = seat

    def _last_presser(self) -> int | None:
        """The person who made the record's latest move, not counting answers said aloud (pressed
        by whoever held the laptop): who held the laptop then. ``None``: no person has moved."""
        moves = self.session.record.moves
        for n in range(len(moves) - 1, -1, -1):
            if moves[n].get("kind") in self.game.spoken:
                continue
            seat = self.mover(n)
            if seat is not None and self.seats[seat].human:
                return seat
        return None

    def _open(self) -> bool:
        """No curtain between turns: open hands, once a saved game's first curtain is lifted."""
        return self.open_handed and not self.curtain_once

    def reveal(self) -> None:
        """The seat the curtain waited for has the laptop now (under a question on the table, its
        hand stays face down until the question is done: :meth:`question_open`)."""
        if self.curtain_for is not None:
            self.viewer = self.looking = self.curtain_for
            self.curtain_for = None
            self.curtain_once = False
            self._unattended = False
            if self.asking_aloud():
                self.viewer = None

    def set_open_handed(self, open_handed: bool) -> None:
        """View > Hand-off Curtain. Switched off with a curtain up for one of several people, that
        curtain stays until its person lifts it (``curtain_once``): it was lifted at once, and Ben's
        hand with his two peeked Golf cards lay face up before Anna, who had just played and
        switched it off (s36 t3 #5). "From now on" means from the next hand-off."""
        keep = open_handed and self.curtain_for is not None and len(self.people) > 1
        self.open_handed = open_handed
        self.curtain_once = keep
        if open_handed and not keep:
            self.reveal()
        else:
            # the curtain back on: the hand on the table was face up to anyone, so nobody's
            # cards show again until a curtain says whose
            self.looking = None
        self.settle()

    # ----- moves ------------------------------------------------------------------------------
    def play(self, move: Move | dict, save: bool = True,
             answers: dict[int, Move | None] | None = None) -> Turn | Refusal:
        """Apply a move, and after it any that decides nothing (:meth:`automatic`, the turn's
        ``then``); a refusal changes nothing. Saves (unless ``save`` is False: the window shows
        the move first and then calls :meth:`save`), then settles viewer and curtain.

        A person's move that passes on what the computers may call out (:meth:`callers_on_pass`)
        is preceded by the call that wins, if any (the turn's ``called``): from ``answers`` (seat:
        the move it calls, or ``None``; the window asks its computers), else asked of the seats'
        agents here."""
        move = move if isinstance(move, Move) else Move(move)
        called: Turn | None = None
        seats = self.callers_on_pass(move)
        people = {self.game.seat_of(self.state, m) for m in self.people_on_pass(move)} if answers else set()
        if seats or people:
            if answers is None:
                answers = self._answers(seats)
            seats = tuple(seats) + tuple(s for s in people if isinstance(s, int))
            call = self.calls({s: m for s, m in answers.items() if s in seats})
            if call is not None:
                after = self.game.apply(self.state, call)
                # (a call that would leave the person's move impossible is not made: two stock
                # cards bought with the discard could leave no card to draw)
                if not isinstance(after, Refusal) and move in self.game.legal_moves(after.state):
                    made = self.play(call, save=False)
                    if isinstance(made, Refusal):  # cannot happen: a legal move
                        raise RuntimeError(f"a computer player's call was refused: {made.reason}")
                    called = made
        turn = self._play(move, save)
        if called is not None and isinstance(turn, Turn):
            return replace(turn, called=called)
        return turn

    def _play(self, move: Move, save: bool) -> Turn | Refusal:
        before = self.state
        mover = self.game.seat_of(before, move)
        result = self.session.play(move)
        if isinstance(result, Refusal):
            return result
        self._redo.clear()
        after = self.state
        then: list[Turn] = []
        while len(then) < MAX_COMPUTER_STEPS:
            follow = self.automatic()
            if follow is None:
                break
            start = self.state
            seat = self.game.seat_of(start, follow)
            applied = self.session.play(follow)
            if isinstance(applied, Refusal):  # cannot happen: it is a legal move
                break
            then.append(Turn(follow, seat, tuple(applied.events), start, self.state))
        if self.shared() and any(m.kind in self.game.between_hands for m in (move, *(t.move for t in then))):
            # A new hand dealt with several people at the table: the whole family was reading how
            # the last one ended, and anyone may have pressed the button. Nobody's new cards show
            # until a curtain says whose, even the dealer's own when she acts first: Anna played
            # the last card of a Hearts hand, dealt the next, and her new hand came up face up
            # before everyone, with no "Pass to Anna" (s40 t2).
            self.looking = None
        if save:
            self._save()
        self.settle()
        return Turn(move, mover, tuple(result.events), before, after, tuple(then))

    def step_computers(self, limit: int = MAX_COMPUTER_STEPS) -> list[Turn]:
        """Let the computer seats play until a human is to act or the game is over; before
        anyone moves, the computers that may call out a move are asked (:meth:`ask_callers`)."""
        turns: list[Turn] = []
        while len(turns) < limit:
            if self.callers():  # "Buy!" from a computer, before the one to move moves
                called = self.ask_callers()
                if called is not None:
                    turns.append(called)
                continue
            seat = self.computer_turn()
            if seat is None:
                break
            agent = self.seats[seat].agent
            assert agent is not None  # a computer seat always has one (Seat checks)
            # as in the computers' service (ai.information_set): never what a computer may not
            # choose while anything else is legal (the party game's "answered")
            move = agent.choose(self.observation(seat), self.game.computer_choices(self.legal(seat)))
            turn = self.play(move)
            if isinstance(turn, Refusal):
                raise RuntimeError(f"the computer player at seat {seat} chose a refused move: {turn.reason}")
            turns.append(turn)
            turns.extend(turn.then)
        return turns

    def undo_refusal(self) -> str | None:
        """Why :meth:`undo` cannot take back the last turn (:meth:`last_turn_size`), or ``None``."""
        moves = self.session.record.moves
        size = self.last_turn_size()
        if moves and not size:  # (only moves the table played by itself: nobody's to take back)
            return "There is nothing to undo."
        refusal = self.session.undo_refusal(size)
        if refusal is not None:
            return self._people_drew_refusal(size) or refusal
        return self._seen_since_refusal(self.mover(len(moves) - size) if moves else None)

    def last_turn_size(self) -> int:
        """How many moves Undo takes back at a table of people: the last move a person made, all
        of its gesture (:meth:`together`), with the moves the table played at once after it
        (:meth:`automatic`: Fast Track's forced pass). One rule for every table: at a table with
        computers :meth:`undo_to_human` takes the same back with the computers' moves. Undo
        took back the forced pass alone, and the table then waited for a pass that has no
        button (s28). 0 before any move (or only such moves)."""
        session = self.session
        moves = session.record.moves
        end = len(moves)
        while end > 0 and self.automatic(session.state_after(end - 1)) == moves[end - 1]:
            end -= 1
        return len(moves) - end + session.gesture_size(end) if end else 0

    def together(self) -> ContextManager[None]:
        """Moves played inside are one gesture (several cards dragged together onto a meld, laid
        off one after another): Undo takes them all back and Redo plays them all again."""
        return self.session.together()

    def undo(self) -> str | None:
        """Take back the last move a person made (all the moves of its gesture, and the moves the
        table played at once after it: :meth:`last_turn_size`); ``None`` on success, else the
        reason it cannot be (nothing changed)."""
        reason = self.undo_refusal()
        if reason is None:
            for _ in range(self.last_turn_size()):
                move = self.session.record.moves[-1] if self.session.record.moves else None
                reason = self.session.undo(checked=False)  # just checked
                if reason is not None:
                    break
                if not hasattr(self.session, "redo") and move is not None:
                    self._redo.append(move)
        if reason is None:
            self._save()
            self._settle_after_undo()
        return reason

    def _settle_after_undo(self) -> None:
        """:meth:`settle` after a move was taken back or played again. Pressed while the curtain
        was up for the next person, the laptop may already be in that person's hands: the hand of
        the player whose move came back is shown only after a curtain for them ("Pass to Ann"),
        never at once to whoever pressed Undo. The same for Redo: Ben looked, pressed Undo, and at
        "Pass to Anna" (the laptop perhaps with Anna now) Redo drew Ben's hand face up at once."""
        if self.curtain_for is not None:
            self.looking = None
        self.settle()

    # ----- undo and redo with computers at the table -------------------------------------------
    def mover(self, n: int) -> int | None:
        """The seat that made the record's move ``n`` (0-based)."""
        before = self.session.state_after(n)
        move = self.session.record.moves[n]
        seat = self.game.seat_of(before, move)
        if seat is None:
            acting = self.game.to_act(before)
            seat = acting[0] if acting else None
        return seat

    def _taken_back(self) -> tuple[Move, ...]:
        """The moves taken back since the last move, in the order they were made."""
        own = getattr(self.session, "taken_back", None)
        return tuple(own) if own is not None else tuple(reversed(self._redo))

    def _seen_since_refusal(self, seat: int | None = None) -> str | None:
        """Why the last move cannot be taken back because of moves taken back since: one of
        them showed its mover a card it had not seen (Ben laid a card face up, Ben took it back,
        and now Ann would take back her own move and choose again knowing Ben's card). At a
        table with computers their moves are checked where they stand in the record
        (:meth:`undo_to_human`); this catches the same among people, pressing Undo twice.
        ``seat``: whose move would be taken back (by default the last move's player)."""
        moves = self.session.record.moves
        later = self._taken_back()
        if not moves or not later:
            return None
        if seat is None:
            seat = self.mover(len(moves) - 1)
        if seat is None:
            return None
        state = self.session.state
        recalled = self._recalled(len(moves), (seat,))(len(moves))
        for move in later:
            result = self.game.apply(state, move)
            if isinstance(result, Refusal):
                break
            if self._showed(state, move, result.state, (seat,), recalled) and \
                    not self._own_undoable_reveal(seat, state, move, result.state, recalled):
                other = self.game.seat_of(state, move)
                return self._stands(seat, move, other if other != seat else None, state, result.state, recalled)
            if recalled:
                recalled = {seat: recall(self.game.zones(state), self.game.zones(result.state), seat, recalled[seat])}
            state = result.state
        return None

    def _own_undoable_reveal(self, seat: int, before: GameState, move: Move, after: GameState,
                             recalled: dict[int, Recalled] | None = None) -> bool:
        """Was ``move`` (taken back since) ``seat``'s own, one the game lets be taken back though
        it showed its mover a card (Spider: "You may undo (Ctrl+Z) as far back as you like,
        deals and uncovered cards included"), showing no other seat anything new? Then taking
        back ``seat``'s move before it hides nothing from anyone: in Spider the second Ctrl+Z was
        refused because the first had turned the 3 of diamonds face down again (s39 t1). Where
        another seat saw something new, the move before it still stands."""
        if self.game.seat_of(before, move) != seat or not self.game.can_undo(before, move, after):
            return False
        others = [s for s in range(len(self.seats)) if s != seat]
        try:
            return not (others and self._unseen(before, after, others, recalled))
        except NotImplementedError:
            return False

    def _stands(self, person: int, move: Move, mover: int | None, before: GameState, after: GameState,
                recalled: dict[int, Recalled] | None = None) -> str:
        """Why ``person``'s last move stands: ``move``, made since (``mover``'s, else the
        table's; from ``before`` to ``after``), showed something. To the person reading it, in
        the second person: "Too late to take that back: Robo Ruby has since played the jack of
        spades." Only the cards ``person`` had not seen are named (what
        each person saw go face down where: ``recalled``), else those another person had not:
        Robo Ben's meld of the 7 of diamonds he dug from the discards, seen by Anna, and two 7s
        from his hand was said as all three 7s "which only Robo Ben had seen".
        Where the one reading may be someone else (a shared laptop: at a curtain, or the table
        drawn for nobody), named: "Too late to take back Anna's move: ..." (Ben, at his curtain,
        pressed Undo: it would go back to Anna's move, not his). "You" only as :meth:`_you`
        says."""
        human = self.seats[person].name
        reader = self._you()
        try:
            unseen = (self._unseen(before, after, (person,), recalled)
                      or self._unseen(before, after, self.people, recalled))
        except NotImplementedError:
            unseen = Counter()
        showed = self._what_showed(move, mover, "you" if reader == person else human, before, after,
                                   reader=reader, unseen=unseen, person=person)
        # short and plain (s40 t4: "Robo Remy has since shown the 6 of hearts, a card nobody else
        # had seen, so your move stands." and "Nothing can be taken back now: the last person to
        # play was Cleo, and since then ..." were long and technical for a family)
        if reader == person:
            return f"Too late to take that back: {showed.said(since=True)}."
        return f"Too late to take back {human}'s move: {showed.said(since=True)}."

    def _what_showed(self, move: Move, mover: int | None, name: str, before: GameState | None = None,
                     after: GameState | None = None, reader: int | None = None,
                     unseen: Counter[str] | None = None, person: int | None = None) -> Showed:
        """What a move that cannot be taken back showed, for ``name`` ("you" where the reader is
        the one concerned): "Robo Ruby has shown the 2 of clubs, a card nobody else had seen"
        where it laid cards from her own hand face up for all to see, "... which only Anna had
        seen" where they were another's (it said "has shown something Ben had not seen", which
        read as something secret: s27 t3; then "which was hidden in Robo Ruby's hand until
        then", long words for a family: s30 t1; then "..., which only Robo Ruby had seen", the
        name twice in one sentence: s31 t2), "Robo Rex has turned up the 5 of clubs from
        the stock"; else "Robo Rex has shown something Anna had not seen", or for a deal "the next
        hand was dealt" (pressed for a computer dealer, the deal was said to be Robo Rex "showing
        something"). Only cards every seat now sees are named, and of those only the ``unseen``
        where any of them is (the ones that stop the undo: :meth:`_stands`); equal cards (two
        decks) once with their number (:func:`~cardtable.core.cards.cards_said`: "two queens of
        clubs", not "the queen of clubs and the queen of clubs"). Returned in parts
        (:class:`Showed`), so :meth:`_stands` can say it "who has since ..." of the person named
        before it without reading its own words back. Since s40 t4 only what was shown is said
        ("Robo Ruby has played the 2 of clubs"), no "which ... had seen". ``reader``:
        the seat reading it, named "you". ``mover``: who made the move (``None``: the table)."""
        who = "the table" if mover is None else "you" if mover == reader else self.seats[mover].name
        has = "have" if who == "you" else "has"
        if move.kind in self.game.between_hands:
            return Showed(*dealt_parts(self.game))
        shown = shown_to_all(self.game, before, after) if before is not None and after is not None else []
        if unseen:
            left, blocking = Counter(unseen), []
            for card in shown:
                if left[card] > 0:
                    left[card] -= 1
                    blocking.append(card)
            shown = blocking or shown
        if shown and len(shown) <= 4:
            said = cards_named(shown, self.game)  # ("the 8-11 tile": s39 t2 F14)
            one = len(shown) == 1
            # where it was hidden, where that is one place: the card now lies face up in front of
            # the reader, so "which Anna had not seen" read wrong (s28 t3 #7)
            where = hidden_in(self.game, before, after, shown) if before is not None and after is not None else None
            if isinstance(where, Zone):  # from the stock, or a seat's own pile (Fast Track's: s33)
                place = source_words(where, [seat.name for seat in self.seats], mover, reader)
                if who == "the table":
                    return Showed(said, "has" if one else "have", f"been turned up from {place}")
                return Showed(who, has, f"turned up {said} from {place}")
            # (no more than what was shown: "..., a card nobody else had seen" and "which only
            # Anna had seen" made the refusal long, s40 t4; a mover's own cards laid face up were
            # played)
            if who == "the table":
                return Showed(said, "has" if one else "have", "been put face up")
            return Showed(who, has, f"{'played' if isinstance(where, int) and where == mover else 'shown'} {said}")
        if before is not None and after is not None:
            done = self.game.done_words(before, move, after)  # (10,000's "rolled the dice", s33)
            if done:
                return Showed(who, has, done)
            told = self.game.shown_words(before, move, after)  # (what the zones cannot tell)
            if told:
                whose = "your" if who == "you" else f"{who}'s"
                return Showed(f"{whose} move", "has", f"shown {told}")
            first = () if person is None else (person,)
            given = handed(self.game, before, after, first + tuple(s for s in self.people if s != person))
            if given is not None:
                # cards passed face down into a person's hand: said, never named (s32 t1 #1:
                # "Robo Remy has shown something Cleo had not seen" of Hearts' pass)
                seat, count, zone = given
                to = "you" if seat == reader else self.seats[seat].name
                source = source_words(zone, [s.name for s in self.seats], mover, reader) if zone is not None else ""
                whence = f" from {source}" if source else ""
                done = "drawn" if seat == mover and drawn(zone, seat) else "been given"
                return Showed(to, "have" if to == "you" else "has", f"{done} {pieces_counted(self.game, count)}{whence}")
        return Showed(who, has, "shown something that was hidden")

    def _recalled(self, end: int, seats: Sequence[int]) -> Callable[[int], dict[int, Recalled]]:
        """What each of ``seats`` saw go face down where (:func:`~cardtable.core.zones.recall`),
        at each position from the start of the hand up to the one after ``end`` moves: the
        upcard the dealer picked up in front of everyone, a discard taken into a hand. Before
        the hand's deal nothing is recalled (a new deal gathers and shuffles every card)."""
        moves = self.session.record.moves
        start = next((k + 1 for k in range(end - 1, -1, -1) if moves[k].kind in self.game.between_hands), 0)
        state = self.session.state_after(start)
        try:
            zones = self.game.zones(state)
        except NotImplementedError:
            return lambda n: {}
        memory: dict[int, Recalled] = {seat: {} for seat in seats}
        at = {start: memory}
        for k in range(start, end):
            result = self.game.apply(state, moves[k])
            if isinstance(result, Refusal):
                break
            state = result.state
            later = self.game.zones(state)
            memory = {seat: recall(zones, later, seat, memory[seat]) for seat in seats}
            at[k + 1] = memory
            zones = later
        return lambda n: at.get(n, {})

    def _shows_a_human(self, n: int, recalled: dict[int, Recalled] | None = None) -> bool:
        """Did the record's move ``n`` (a computer's) show some *human* seat a piece it had not
        seen? A card a computer drew shows only the computer, which will draw it again. A card a
        computer laid face up does count, though the computer knew it: the human would choose
        again knowing what the computer held (and, after a draw, what came off the stock), as at
        a real table, where a card laid is played once the next player has answered it. What
        the game says the table learnt (``reveals_more``: dice, a challenge, a deal) always
        counts, and so does a move the game will not take back though the zones show nobody
        anything new (a game's own ``can_undo`` rule)."""
        session = self.session
        humans = [seat for seat, who in enumerate(self.seats) if who.human]
        return self._showed(session.state_after(n), session.record.moves[n], session.state_after(n + 1), humans,
                            recalled)

    def _showed(self, before: GameState, move: Move, after: GameState, seats: Sequence[int],
                recalled: dict[int, Recalled] | None = None) -> bool:
        """Did ``move`` (from ``before`` to ``after``) show any of ``seats`` a piece it had not
        seen, or something the game says the table learnt (see :meth:`_shows_a_human`)? A card
        a seat saw go face down into a hand (``recalled``: the upcard the dealer picked up) is
        not new to it when it comes out again."""
        game = self.game
        if game.reveals_more(before, move, after):
            return True
        if not game.can_undo(before, move, after) and not game.reveals(before, move, after):
            return True
        return bool(self._unseen(before, after, seats, recalled))

    def _unseen(self, before: GameState, after: GameState, seats: Sequence[int],
                recalled: dict[int, Recalled] | None = None) -> Counter[str]:
        """The cards a move (from ``before`` to ``after``) showed one of ``seats`` that it had
        not seen (nor seen go face down where they were, ``recalled``): those that stop an undo
        (:meth:`_showed`), and the only ones its refusal names (:meth:`_stands`)."""
        zones_before, zones_after = self.game.zones(before), self.game.zones(after)
        unseen: Counter[str] = Counter()
        for seat in seats:
            unseen |= known_to(zones_after, seat) - known_to(zones_before, seat, (recalled or {}).get(seat))
        return unseen

    def undo_to_human(self) -> str | None:
        """Undo at a table with computers: take back the computers' moves and the last move of a
        human, so the human decides again (the computers then answer again: their choices depend
        only on the record, so they play the same unless the human plays differently). With
        humans only it is :meth:`undo`. ``None`` on success, else why not (nothing changed)."""
        if not self.has_computers:
            return self.undo()
        moves = self.session.record.moves
        own_refusal = self._hand_ended_refusal() or self._last_own_refusal()
        if own_refusal is not None:
            return own_refusal
        count = 0
        recalled: Callable[[int], dict[int, Recalled]] | None = None
        for n in range(len(moves) - 1, -1, -1):
            seat = self.mover(n)
            count += 1
            if seat is not None and self.seats[seat].human:
                own_refusal = self._own_refusal(n, seat)
                if own_refusal is not None:
                    return own_refusal
                seen = self._seen_since_refusal(seat)  # another person's move taken back since
                if seen is not None:
                    return seen
                if self.automatic(self.session.state_after(n)) == moves[n] or self.session.joined(n):
                    # played at once, nothing decided, or in one gesture with the move before it:
                    # the person's move before it goes back too
                    continue
                break
            if recalled is None:
                recalled = self._recalled(len(moves), [s for s, who in enumerate(self.seats) if who.human])
            if self._shows_a_human(n, recalled(n)):
                # "your" only to the one whose move it is: at a shared laptop the one reading
                # may not be the one who moved (:meth:`_stands`)
                person = next((s for s in map(self.mover, range(n - 1, -1, -1))
                               if s is not None and self.seats[s].human), None)
                if person is None:
                    return "There is nothing of yours to take back yet."
                return self._stands(person, moves[n], seat, self.session.state_after(n),
                                    self.session.state_after(n + 1), recalled(n))
        else:
            return "There is nothing of yours to take back yet." if count else "There is nothing to undo."
        for _ in range(count):
            move = moves[-1]
            self.session.undo(checked=False)
            if not hasattr(self.session, "redo"):
                self._redo.append(move)
        self._save()
        self._settle_after_undo()
        return None

    def _hand_ended_refusal(self) -> str | None:
        """Why nothing can be taken back between two hands where a computer's move ended the
        hand just played and showed the people something (Golf's "All cards up"): "The round is
        over: Robo Nell's move ended it, so nothing in it can be taken back." Said first: the
        person's own last move, named before ("Your last move showed the 9 of clubs, ..."), read
        as a mistake when that card was last seen in Robo Nell's move (s47 t3 F-E). ``None``
        at any other time (a person's own move that ended it says itself)."""
        kinds = self.game.between_hands
        acting = self.to_act() if kinds else []
        moves = self.session.record.moves
        if not acting or not moves or self.over or not self._only(acting[0], kinds):
            return None
        last = len(moves) - 1
        ender = self.mover(last)
        if ender is None or self.seats[ender].human:
            return None
        # (what the people saw go into a hand, as :meth:`undo_to_human` counts it: Euchre's
        # upcard the dealer picked up, played in the hand's last trick, shows nobody anything)
        if not self._shows_a_human(last, self._recalled(len(moves), self.people)(last)):
            return None
        return (f"The {getattr(self.game, 'hand_word', 'hand')} is over: {self.seats[ender].name}'s move "
                "ended it, so nothing in it can be taken back.")

    def _last_own_refusal(self) -> str | None:
        """Why the last move a person made cannot be taken back by the game's own rule, or
        ``None``. Asked first: where it cannot (Sam drew a new card with it), that is why, though
        a computer has since played a card too (s42 t1: "Robo Remy has since played the 3 of
        clubs" while the rules page says the computers' moves go back with yours and a play
        draws a card straight away). A new deal since is said first instead ("the next hand has
        since been dealt"): ``None`` here."""
        moves = self.session.record.moves
        last = next((n for n in range(len(moves) - 1, -1, -1)
                     if (s := self.mover(n)) is not None and self.seats[s].human), None)
        if last is None or any(m.kind in self.game.between_hands for m in moves[last + 1:]):
            return None
        return self._own_refusal(last, self.mover(last))

    def undo_known_refused(self) -> str | None:
        """Why Undo is sure to be refused now, found without taking anything back, or ``None``
        where it may work: the menu greys Undo out and says why (s44 t2 #11: it was enabled
        over the curtain, then said "Too late to take back Cleo's move: ..."). At a table of
        people, :meth:`undo_refusal`; with computers, the person's own last move
        (:meth:`undo_to_human` walks further only when pressed)."""
        if not self.session.record.moves:
            return None  # (nothing to take back: the menu greys it for that already)
        if not self.has_computers:
            return self.undo_refusal()
        return self._hand_ended_refusal() or self._last_own_refusal()

    def _own_refusal(self, n: int, seat: int | None) -> str | None:
        """Why person ``seat``'s move ``n`` cannot be taken back by the game's own rule (it
        showed its mover something: :meth:`Game.can_undo`), or ``None`` where it can."""
        if seat is None:
            return None
        moves = self.session.record.moves
        before, after = self.session.state_after(n), self.session.state_after(n + 1)
        if self.game.can_undo(before, moves[n], after):
            return None
        name = self.seats[seat].name
        own = self.game.cannot_undo_words(moves[n])  # "A roll cannot be taken back."
        drew = None if own else self._drew_refusal(n, seat)
        if drew is not None:
            return drew
        # else what it showed ("... showed something that was hidden" said of a card every
        # player had seen played: s32 t2 #14)
        showed = "" if own else move_showed(self.game, before, moves[n], after, self._you())
        if self._reader() not in (None, seat):
            return (f"Too late to take back {name}'s move: "
                    + (f"{own[:1].lower()}{own[1:]}" if own else f"it {showed}."))
        # (to the one who made it, "your", as :meth:`_stands` says "so your move stands": one
        # person at the table read the one and "Grandpa Bartholomew's last move ..." for the
        # next, s32 t5 #6)
        whose = "Your" if self._you() == seat else f"{name}'s"
        return own or f"{whose} last move {showed}, so it cannot be taken back."

    def _drew_refusal(self, n: int, seat: int) -> str | None:
        """Why person ``seat``'s move ``n`` stands where all it showed was new pieces drawn into
        their own hand: "Too late to take back Sam's move: Sam has already drawn a new card."
        (what the rules pages say, "you draw a new card straight away", not "it drew 2 cards
        from their own pile": s42 t1); ``None`` where it showed something else."""
        before, after = self.session.state_after(n), self.session.state_after(n + 1)
        count = drew_new(self.game, before, self.session.record.moves[n], after)
        if not count:
            return None
        name = self.seats[seat].name
        new = f"a new {self.game.pieces_called[:-1]}" if count == 1 else f"{count} new {self.game.pieces_called}"
        if self._you() == seat:
            return f"Too late to take that back: you have already drawn {new}."
        return f"Too late to take back {name}'s move: {name} has already drawn {new}."

    def _people_drew_refusal(self, size: int) -> str | None:
        """The session's refusal of the last ``size`` moves at a table of people, said as at a
        table with computers where the move it refuses only drew new pieces: "The last move drew
        1 card from the draw pile, so it cannot be taken back." named nobody (s43), while the
        computers' table said "Sam has already drawn a new card"."""
        moves = self.session.record.moves
        for n in range(len(moves) - 1, len(moves) - 1 - size, -1):
            if not self.game.can_undo(self.session.state_after(n), moves[n]):  # (the move the session refuses)
                seat = self.mover(n)
                if seat is None or self.game.cannot_undo_words(moves[n]):
                    return None
                return self._drew_refusal(n, seat)
        return None

    def _reader(self) -> int | None:
        """Who an answer to Undo is for: the person the curtain waits for (nothing of theirs can
        be taken back: "Nothing can be taken back now: the last person to play was Dev, ..."),
        else the one the table is drawn for (``None``: not known). Not who is called "you":
        :meth:`_you`."""
        return self.curtain_for if self.curtain_for is not None else self.viewer

    def _you(self) -> int | None:
        """The seat words to the reader call "you", one rule for every game and answer: the one
        the table is drawn for (:attr:`viewer`, as the game's own prompt is worded), never anyone
        while the curtain is up. Whoever holds the laptop then may be the person it waits for or
        the one who just passed it: Cleo pressed Undo in front of Anna's curtain and read "since
        then you have shown the 6 of clubs, which only you had seen", meaning Anna (s31 t1 #5);
        so it is named: "since then Anna has shown the 6 of clubs, a card nobody else had seen".
        One person with computers never has a curtain and is the only one reading: always "you",
        even where the table is drawn for nobody (the game over), so that one player hears one
        voice (s32 t5 #6)."""
        if self.curtain_for is not None:
            return None
        if self.viewer is None and len(self.people) == 1:
            return self.people[0]
        return self.viewer

    def redo_to_human(self) -> str | None:
        """Redo at a table with computers: the human's move again, and the computers' moves that
        followed it, up to the next human decision. A computer's call out of turn taken back (10
        Dime Rummy's "Buy!" before a person draws) is played again from the record like its other
        moves: Redo stopped before it, at the person's draw, and the computer was asked again."""
        reason = self.redo()
        if reason is None and self.has_computers:
            while (self.computer_turn() is not None or self.automatic() is not None
                   or self._computer_call_next()) and self.redo_refusal() is None:
                if self.redo() is not None:
                    break
        return reason

    def _computer_call_next(self) -> bool:
        """Is the next move taken back a computer's call out of turn (the game's ``called_out``)?"""
        taken = self._taken_back()
        if not taken or taken[0].kind not in self.game.called_out:
            return False
        seat = self.game.seat_of(self.state, taken[0])
        return seat is not None and 0 <= seat < len(self.seats) and not self.seats[seat].human

    def redo_refusal(self) -> str | None:
        own = getattr(self.session, "redo_refusal", None)
        if own is not None:
            return own()
        return None if self._redo else "There is nothing to redo."

    def redo(self) -> str | None:
        """Play again the last move taken back."""
        own = getattr(self.session, "redo", None)
        if own is not None:
            reason = own()
            while reason is None and self.session.redo_joins():  # the rest of its gesture
                reason = own()
            # and what the table played at once after it (taken back with it: :meth:`undo`)
            while reason is None and self._taken_back()[:1] == (self.automatic(),):
                reason = own()
            if reason is None:
                self._save()
                self._settle_after_undo()
            return reason
        if not self._redo:
            return "There is nothing to redo."
        move = self._redo.pop()
        result = self.session.play(move)
        if isinstance(result, Refusal):  # cannot happen for a move just taken back; keep the stack honest
            self._redo.clear()
            return result.reason
        self._save()
        self._settle_after_undo()
        return None

    def save(self) -> None:
        """Save now (after a :meth:`play` with ``save=False``)."""
        self._save()

    def _save(self) -> None:
        if self.autosave is not None:
            self.autosave(self.session)
