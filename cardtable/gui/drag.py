"""The drag controller: turns presses, drags, clicks and keys on the table into moves.

It never decides what is legal. When a position is shown it asks the engine for
``legal_moves(state)`` once and indexes them by piece (what a move picks up) and by
(piece, target), using the layout's ``piece_of`` / ``target_of``. Then:

* press on a piece: it lifts only if some legal move starts from it, and its legal targets are
  lit softly; otherwise the status line says why (whose turn it is, or the engine's ``explain``);
* move: of the lit targets, the one the card overlaps most is lit brightly (nothing else is
  computed per mouse move);
* release on a lit target: the move is built from data and played (several moves for the same
  piece and target, such as an 8 and the suit to name, open a small chooser on the table);
  anywhere else the card glides back and the engine's reason for the move that drop would have
  meant is shown.

Several cards at once (a meld, three cards passed): where some legal move takes several cards
(the layout's ``group_of``), a click or Ctrl+click on a card selects it (it rises, outlined in
gold) and dragging any selected card carries the whole selection.

Cards chosen, then a button (Hearts' pass of three, a meld laid with a button): where a legal
move takes ``cards`` and no drag makes it (the layout's ``selection_of`` gives the cards that may
be chosen), a click on a card selects it and the move's button (the layout's ``action_label``)
plays the cards selected. The button is enabled only while the selection makes a legal move (the
engine's ``check``); pressed otherwise, it says why.

Moves checked by rule rather than listed (I Doubt It's claims, Sweep's sets, Twenty-One Piles'
plays: any choice of cards the engine accepts): every card of a listed move with ``cards`` can be
selected, and a selection (or one card) that no listed move takes is dropped as the move the
layout's ``guess_group`` makes of it, played if the engine's ``check`` accepts it and otherwise
put back with the engine's reason. A card picked up while others are selected carries them along
where it and they make a move together (``join_targets``), else it goes alone.

Clicks where dragging is clumsy: a click on a "clickable" piece (the stock) plays its only move;
a double-click on a piece plays it to its only target, at its release (a second press that moves
on is a drag; with other cards chosen it plays nothing alone; a single click on such a card says so). Keyboard: Tab / arrows move a visible
focus over the pieces that can move (then over that piece's targets): Tab, Left and Right along
them in reading order, Up and Down to the nearest one above or below (:func:`nearest_across`);
Enter picks up and drops, Escape puts back (the focus stays on the piece). Enter or Space while a
computer's move waits for its pause shows it at once, as a click does, and does nothing else.
Where several cards may go together, Space chooses the focused card (or takes it back), as a click
does, and Enter on a chosen card picks up them all (on a card not chosen, it joins them where they
make a move together, as a drag of it would); elsewhere Space is Enter. A card picked up by the
keys rises where it lies, framed in gold, and the status line names it (:meth:`held_words`).
"""

from __future__ import annotations

import re

from dataclasses import dataclass
from typing import Any, ContextManager, Iterable, Protocol

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QTransform

from ..core.cards import card_name, cards_said, is_card
from ..core.game import Game, GameState, Move
from ..core.session import shown_to
from ..core.words import capitalized, listed, mid_sentence, plural, unstopped
from .curtain import HURRIED, hurried_words, input_pause, key_name
from .layouts import place_words
from .cards import BACK
from .table_view import SELECTED_RISE, ButtonItem, CardItem, TableView, ZoneItem

#: what a press on a card offered only for a call out of turn says when it came in a stream of
#: presses going on since the call was offered (DragController.call_too_quick)
CALL_TOO_QUICK_WORDS = HURRIED + ": to call for this card, wait a moment, then {then}."


def choose_words(keys: bool) -> str:
    """How cards are chosen for a move of several (Hearts' pass: its button greyed until three
    are): the mouse's way, and while the keyboard is in use (``keys``) the keys' way too ("Click
    cards in your hand to choose them" told a keyboard player nothing, s36)."""
    return ("Click cards in your hand, or press Space on each, to choose them" if keys
            else "Click cards in your hand to choose them")


CLICK_SLOP = 4  # pixels a press may wander and still count as a click


@dataclass(frozen=True)
class Picked:
    """A piece picked up by a press of the mouse, and the table then: a drop is judged against
    this, never against whatever lies in its place by the release (10 Dime Rummy: the 6 of
    spades dragged, the 10 of clubs bought, s29 t2)."""

    state: Any  # the position the press was made in (the state object itself)
    piece: str  # the piece's id on the table ("discard": a pile's top card)
    face: str
    zone: str
    moves: int | None  # how many moves the game's record held then (the context's ``moves_played``)


def group_key(keys: Iterable[str]) -> tuple[str, ...]:
    """A selection of cards as a multiset of their keys (sorted, each copy kept): with several
    decks two copies of a card share one key, and the selection of the king of spades and three
    kings of hearts (a set of four) is not the listed meld of the king of spades and two kings
    of hearts. (A set of keys made them one: the drop played the listed meld and one king of
    hearts went back to the hand unsaid.)"""
    return tuple(sorted(keys))


#: A drop of several cards that no move reads (said only where nothing better is known).
TOGETHER = "Those cards cannot go there together."


class PlayContext(Protocol):
    """What the drag controller needs from whoever plays the game (the main window, over its
    :class:`~cardtable.play.controller.PlayController`): the position shown, whether the table
    is locked (curtain, game over) and a way to play a move."""

    @property
    def game(self) -> Game: ...

    @property
    def state(self) -> GameState: ...

    def locked_reason(self) -> str | None: ...

    def play(self, move: Move, origin: Any = None, old: Any = None, old_faces: Any = None,
             face: Any = None) -> Any: ...  # a Turn (``.ok`` True) or a Refusal

    def together(self) -> ContextManager[None]: ...  # the moves played inside: one gesture for Undo


class DragController:
    def __init__(self, view: TableView, layout, context: PlayContext):
        """``context`` gives ``game``, ``state`` (properties), ``locked_reason()`` (a sentence
        while the curtain or a game-over panel is up, else None) and ``play(move)``."""
        self.view = view
        self.layout = layout
        self.ctx = context
        view.controller = self
        self._indexed_state = None
        self._indexed_viewer: int | None = None
        #: the people's calls offered when indexed: they change in one position (the computers'
        #: answers in, a person before them may now buy: the window's called_out_moves)
        self._indexed_calls: tuple[Move, ...] = ()
        #: the stream of presses going on when the calls now offered came (InputPause.stream):
        #: a press of it is never a call (:meth:`call_too_quick`)
        self.calls_since = 0
        self.by_piece: dict[str, list[Move]] = {}
        self.by_pair: dict[tuple[str, str], list[Move]] = {}
        self.actions: list[Move] = []
        self.held: CardItem | None = None
        self.press_at = QPointF()
        self.start_pos = QPointF()
        self.dragging = False
        self.lit: list[ZoneItem] = []
        self.hot: ZoneItem | None = None
        self.cursor: QPointF | None = None  # scene point under the mouse while dragging
        self.pressed_button: ButtonItem | None = None
        # where the last press on the table was, on the screen (the view's own coordinates: a
        # move that widens the score sheet rescales the table, and the spot in the scene moves)
        self.last_press: QPoint | None = None
        #: where the last click made a move (its release; or its press, that played the cards
        #: chosen on a place: clicked_place), and a quick stream of presses there after a
        #: double-click, with the time of its last press (:meth:`in_moved_stream`)
        self.moved_by_click: QPoint | None = None
        self.moved_stream: tuple[QPoint, float] | None = None
        #: the position the click made (the stream goes on only while nothing else has moved:
        #: an undo, a computer's move, ends it)
        self.moved_to: GameState | None = None
        self.pressed_pick: CardItem | None = None  # a card to choose, pressed
        self.pick_doubled = False  # ... by the second press of a double-click ("this one")
        #: the card a double-click's second press was on, where, and when the last press of its
        #: burst came (:meth:`in_card_burst`)
        self.card_burst: tuple[CardItem, QPoint, float] | None = None
        #: a card pressed in such a burst was lifted for a drag only: released where it was, it
        #: does nothing (a drag right after a double-click's words still plays, s46)
        self.burst_lift = False
        self.refused_press: tuple[CardItem, QPointF] | None = None  # a card that cannot move, pressed
        #: a card pressed by the second press of a double-click, and the cards that looked lifted
        #: at the first: the double-click acts at the release, unless the press became a drag
        self.double_pressed: tuple[CardItem, tuple[CardItem | None, list[CardItem]]] | None = None
        self.choosing: list[Move] | None = None
        self.focus_index = -1
        self.focus_item = None
        self.aimed = None  # the item the person last moved the focus to (Tab, the arrows)
        #: the item a key only showed the ring on (:meth:`key_press`), and the stream of presses
        #: then: a key of that stream on it, a button, is Enter pressed twice, never a press
        self.ring_shown: tuple[Any, int] | None = None
        # a selection is a multiset of keys (two copies of a card, from a game of several decks,
        # are one key twice): a set of them took three kings of hearts for the two of a listed meld
        self.by_group: dict[tuple[tuple[str, ...], str], list[Move]] = {}
        self.group_pieces: set[str] = set()
        self.selected: list[CardItem] = []
        #: the card last pressed and the cards that looked lifted then (:meth:`keep_lifted`)
        self.shown_lifted: tuple[CardItem | None, list[CardItem]] = (None, [])
        self.companions: list[tuple[CardItem, QPointF]] = []  # selected cards carried along
        self.picks: list[Move] = []  # one move per kind of "choose cards, then press" move
        self.pick_pieces: set[str] = set()  # the cards that may be chosen for them

        #: the piece a press of the mouse picked up, until the release (:meth:`holding`); and one
        #: whose table changed under the drag: its release is refused (:meth:`too_late`)
        self.picked: Picked | None = None
        self.lost: Picked | None = None

        self.hinted: list[CardItem] = []  # lit by Help > Hint
        self.hint_cards: list[CardItem] = []  # the cards the hint names (lit, or chosen already)
        self.hinted_zone: ZoneItem | None = None
        self.hinted_button: ButtonItem | None = None

    # ----- indexing ---------------------------------------------------------------------------
    def index(self) -> None:
        state = self.ctx.state
        viewer = getattr(self.ctx, "viewer", None)  # (several seats acting: the viewer's moves)
        called = getattr(self.ctx, "called_out_moves", None)
        calls = tuple(called()) if called is not None else ()
        if state is self._indexed_state and viewer == self._indexed_viewer and calls == self._indexed_calls:
            return
        if calls and (state is not self._indexed_state or not self._indexed_calls):
            # a window of calls opens (not the same one offering other calls: the computers'
            # answers came in)
            self.calls_since = input_pause().stream
        if state is not self._indexed_state:
            self.card_burst = None  # (a press after a move, an undo or a hand-off is no triple-click's)
        self._indexed_state, self._indexed_viewer, self._indexed_calls = state, viewer, calls
        self.by_piece, self.by_pair, self.actions = {}, {}, []
        self.by_group, self.group_pieces = {}, set()
        self.picks, self.pick_pieces = [], set()
        prepare = getattr(self.layout, "prepare", None)
        if prepare is not None:
            prepare(self.ctx.game, state)
        group_of = getattr(self.layout, "group_of", None)
        # A layout may offer more than one piece for a move (5 in a Row: the card, or a disc
        # from the pile) with an optional ``pieces_of(move) -> list[str]``, or more than one drag
        # with ``gestures_of(move) -> list[(piece, target)]`` (Fast Track's jack swap: either
        # marble onto the other). By default a move is one drag, piece_of onto target_of.
        pieces_of = getattr(self.layout, "pieces_of", None)
        gestures = getattr(self.layout, "gestures_of", None)
        selection_of = getattr(self.layout, "selection_of", None)
        # a call by another person (10 Dime Rummy's "Anna buys it") is a button the one holding
        # the laptop presses for them, never a drag onto their hand, face down on this table
        # (the discard dragged onto Cleo's face-down hand bought it for her, s31 t4 #2)
        pressed_for = getattr(self.layout, "pressed_for_another", None)
        for move in self.moves_shown(state):
            if pressed_for is not None and pressed_for(move):
                self.actions.append(move)
                continue
            choosable = selection_of(move) if selection_of is not None else None
            if choosable is not None:
                self.pick_pieces.update(choosable)
                template = self.pick_template(move)
                if template not in self.picks:
                    self.picks.append(template)
                continue
            group = group_of(move) if group_of is not None else None
            if group:
                target = self.layout.target_of(move)
                self.by_group.setdefault((group_key(group), target), []).append(move)
                for piece in group:
                    self.group_pieces.add(piece)
                    if move not in self.by_piece.setdefault(piece, []):
                        self.by_piece[piece].append(move)
                continue
            pieces = pieces_of(move) if pieces_of is not None else [self.layout.piece_of(move)]
            pieces = [p for p in pieces if p is not None]
            if pieces and move.get("cards") is not None and group_of is not None:
                self.group_pieces.update(pieces)  # a one-card play of a move with cards: selectable
            if not pieces:
                if move not in self.actions:  # (pressed for another: listed already)
                    self.actions.append(move)
                continue
            pairs = gestures(move) if gestures is not None else [(p, self.layout.target_of(move)) for p in pieces]
            for piece, target in pairs:
                if move not in self.by_piece.setdefault(piece, []):
                    self.by_piece[piece].append(move)
                self.by_pair.setdefault((piece, target), []).append(move)

    def moves_shown(self, state) -> list[Move]:
        """The legal moves the table offers: where several seats act at once (Hearts' passing,
        the Oh Hell! knock), only those of the seat the table is drawn for, and what the other
        people may call out meanwhile (10 Dime Rummy's buy out of turn); only those the layout's
        ``offer`` (the play controller's) keeps: no question to a computer."""
        game = self.ctx.game
        viewer = getattr(self.ctx, "viewer", None)
        offer = getattr(self.layout, "offer", None)  # (the controller's choice: no question to a computer)
        called = getattr(self.ctx, "called_out_moves", None)
        if viewer is not None and len(game.to_act(state)) > 1:
            own = offer(game.legal_moves(state, viewer)) if offer is not None else game.legal_moves(state, viewer)
            # (while a computer is to move the viewer's own call is among both: offered once)
            moves = list(own) + [m for m in (called() if called is not None else []) if m not in own]
        else:
            calls = called() if called is not None and viewer is None else []
            # (a table drawn for nobody while a computer moves: the people's calls only)
            moves = calls or self.without_calls(state, game.legal_moves(state))
            moves = offer(moves) if offer is not None and not calls else moves
        # none naming a card the one the table is drawn for may not see (behind the curtain:
        # nobody), in a button's words or a drag's
        return shown_to(game, state, moves, viewer)

    def without_calls(self, state, moves: list[Move]) -> list[Move]:
        """``moves`` but the calls out of turn (the game's ``called_out`` kinds) of seats other
        than the one to move: those the table offers come from the window's
        ``called_out_moves`` only (the controller's ``called_out``: the people's, none ahead of
        a person to move, who has first refusal; a computer is asked itself, never given a
        button). Behind Eli's curtain, the table drawn for nobody took every seat's buy from the
        engine's moves: "Anna buys the 6♠ · Robo Rex buys the 6♠ · Cleo buys the 6♠", a button
        for a computer, gone once Eli lifted her curtain (s34 t4 #12)."""
        game = self.ctx.game
        kinds = game.called_out
        if not kinds:
            return list(moves)
        acting = game.to_act(state)
        mover = acting[0] if acting else None
        return [m for m in moves if m.get("kind") not in kinds or game.seat_of(state, m) == mover]

    @staticmethod
    def pick_template(move: Move) -> Move:
        """A move of chosen cards without its cards: what its button stands for."""
        return Move({k: v for k, v in move.items() if k != "cards"})

    def picked_move(self, template: Move) -> Move:
        """The move the cards selected now would make with ``template``'s button."""
        cards = [i.spec.move_key for i in self.selected if i.spec.move_key in self.pick_pieces]
        make = getattr(self.layout, "pick_move", None)
        if make is not None:
            return make(template, cards)
        return Move(template, cards=tuple(k.split(":", 1)[-1] for k in cards))

    def pick_entries(self) -> list[tuple]:
        """One button per kind of "choose cards, then press" move: enabled when the selection
        makes a legal move; pressed otherwise, it says why (the engine's words)."""
        out = []
        for template in self.picks:
            move = self.picked_move(template)
            label = self.layout.action_label(move)
            reason = self.ctx.game.check(self.ctx.state, move)
            if reason is None:
                out.append((label, (lambda m=move: self.commit(m)), label, True))
            else:
                def why(reason=reason) -> str:  # (the keys' way too while the keys are in use)
                    return f"{reason} ({choose_words(input_pause().keys)}: {len(self.selected)} chosen.)"

                out.append((label, (lambda why=why: self.view.message.emit(why())), f"{label}: {why()}", False))
        return out

    def light_hint(self, move: Move) -> str:
        """Light the pieces and the place of a suggested move (Help > Hint) until the next move
        or pick-up, and bring the keys' focus to them (:meth:`keys_to_hint`); returns the move in
        words. The buttons it draws (the stepper at the amount hinted: "Bid 3" in the place of
        "Bid 0") answer the person's own press (H, or Help > Hint): the button that came up in
        answer to it takes a click at once, never "just come up in place of another" (s36 t1 #1)."""
        was, self.view.answering = self.view.answering, True
        try:
            said = self._light_hint(move)
        finally:
            self.view.answering = was
        self.keys_to_hint()
        self.hint_move = move  # (its choice asked after the drop has the ring: open_chooser)
        return said

    def keys_to_hint(self) -> None:
        """For a person playing by the keys (the keyboard in use, or its ring showing), the focus
        on the first thing the hint lit: the piece to move (Enter picks it up, and the place the
        hint lit is the first the keys go to: :meth:`pick_up_by_keys`), else the first card to
        choose (Enter chooses it), else the button to press. Gin Rummy: H lit the discard pile's 7
        of spades while the ring stayed on the stock, and Enter picked up the stock's top card, a
        draw the hint advised against and that cannot be taken back (s35 t3 #5). Moved there by
        the person's own key, as Tab moves it: a key on it is aimed."""
        if not input_pause().keys and self.focus_item is None:
            return  # (a mouse player: no ring put on a card, it would look chosen)
        items = self.focusables()
        lit = [i for i in self.hint_cards if i in items]
        if not lit and self.hinted_button is not None and self.hinted_button in items:
            lit = [self.hinted_button]
        if not lit:
            return
        if input_pause().keys and not self.view.hasFocus():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)  # (H pressed with the keys elsewhere)
        self.focus_on(lit[0], aimed=True)

    def _light_hint(self, move: Move) -> str:
        self.clear_hint()
        if self.choosing is not None and move in self.choosing:  # the card dropped, its choice asked
            label = self.layout.choice_label(move)
            button = next((b for b in self.view.buttons if b.text == label), None)
            if button is not None:  # lit, and framed in place of the first button (framed as they came)
                self._light_button(button)
                self.focus_on(button)
            return f"choose \u201c{label}\u201d."
        self.index()
        group_of = getattr(self.layout, "group_of", None)
        pieces = (group_of(move) if group_of is not None else None) or []
        if not pieces:
            pieces_of = getattr(self.layout, "pieces_of", None)
            pieces = pieces_of(move) if pieces_of is not None else [self.layout.piece_of(move)]
        # pieces by the name moves call them (a die is "die:2@1" on the table, "die:2" to its move),
        # every copy of a name (a double deck's two aces of spades are two pieces of one name)
        by_key: dict[str, list] = {}
        for item in self.view.pieces.values():
            by_key.setdefault(item.spec.move_key, []).append(item)
        items = self._hinted_items(pieces)
        target = self.layout.target_of(move) if items else None
        zone = self.view.zones.get(target) if target is not None else None
        if not items:
            label = self.layout.action_label(move)
            chosen = self._cards_to_choose(move, by_key)
            if chosen:  # cards chosen, then a button (Hearts' pass of three): light the cards
                for item in chosen:
                    self._light(item)
                faces = [getattr(i.spec, "face", None) for i in chosen]
                # equal cards of two decks once, with their number ("two 4s of spades": it said
                # "the 4 of spades and the 4 of spades")
                names = (cards_said(faces, joker="the joker") if all(is_card(f) for f in faces)
                         else listed(_called(i) for i in chosen))
                return f"choose {names}, then press \u201c{label}\u201d."
            show_amount = getattr(self.layout, "show_amount", None)
            if show_amount is not None and show_amount(move, self.actions):
                self.show_action_buttons()  # the stepper at the amount: its button says it
            for button in self.view.buttons:
                if button.text == label:
                    self._light_button(button)
            more = next((b for b in self.view.buttons if any(entry[0] == label for entry in b.menu)), None)
            if more is not None and not any(b.text == label for b in self.view.buttons):
                # (among the buttons the table had no room for: in the menu of "More…")
                self._light_button(more)
                return f"press \u201c{more.text}\u201d, then choose \u201c{label}\u201d."
            return f"press \u201c{label}\u201d."
        for item in items:
            self._light(item)
        if zone is not None:
            zone.set_state(ZoneItem.LEGAL)
            self.hinted_zone = zone
        said = self._hint_words(move, items, zone)
        # a drop that could mean several moves asks which (Cassino: which cards to take): say it
        shared = self.by_pair.get((items[0].spec.move_key, target), []) if target is not None else []
        if len(shared) > 1:
            said = f"{said[:-1]}, then choose \u201c{self.layout.choice_label(move)}\u201d."
        else:  # what the move does that its drop does not say (Cassino: the cards it takes)
            outcome = getattr(self.layout, "hint_outcome", None)
            if outcome is not None:
                more = outcome(move)
            else:  # a layout module (the board games): the game's own words (Fast Track's lost card)
                more = self.ctx.game.hint_outcome(self.ctx.state, move)
            if more and said.endswith("."):
                said = f"{said[:-1]}: {more}."
        return said

    def _light_button(self, button: ButtonItem) -> None:
        """Light ``button`` for the hint, at its own size (grown, a lit meld button touched the one
        beside it and its light was hard to see, s35 t4 #10; before that, grown from its corner,
        the lit "♦ Diamonds" ran into "♣ Clubs" beside it in the suit chooser's row)."""
        button.lit = True
        button.update()
        self.hinted_button = button

    def _light(self, item) -> None:
        """Raise ``item`` for the hint, framed as lit by a hint, not as chosen (a card the
        player has chosen stays as it is)."""
        self.hint_cards.append(item)
        if not item.selected:
            item.set_selected(True)
            item.hinted = True
            item.update()
            self.hinted.append(item)

    def _hinted_items(self, pieces) -> list:
        """The table's pieces a move names, each once: a key named twice is two pieces of that
        key (Sweep's double deck: a play of both aces of spades lit one of them, and a play of
        one lit one)."""
        items: list = []
        for p in pieces:
            if p is None:
                continue
            item = self.view.pieces.get(p)
            copies = [i for i in self.view.pieces.values() if i.spec.move_key == p and i is not item]
            free = [i for i in ([item] if item is not None else []) + copies if i not in items]
            # of two copies, the one already chosen (I Doubt It's second 3 of spades, clicked: the
            # hint to play one lit the other, two lit for one card)
            item = next((i for i in free if getattr(i, "selected", False)), free[0] if free else None)
            if item is not None:
                items.append(item)
        return items

    def _cards_to_choose(self, move: Move, by_key: dict[str, list]) -> list:
        """The card items a "cards chosen, then a button" move is made of (the layout's
        ``selection_of``), one item per card of the move: both copies of a card the move names
        twice (a double deck's pair of aces lit one ace, as if one were enough), and of a card it
        names once the copy already chosen, if one is. [] for any other move."""
        selection_of = getattr(self.layout, "selection_of", None)
        cards = move.get("cards")
        keys = selection_of(move) if selection_of is not None and isinstance(cards, tuple) else None
        if not keys:
            return []
        # each copy on the table, the chosen ones first
        free = {k: sorted(by_key[k], key=lambda item: not item.selected) for k in dict.fromkeys(keys) if k in by_key}
        out = []
        for card in cards:  # in the move's order (the hand's, low to high)
            key = next((k for k, items in free.items() if items and k.split(":", 1)[-1] == card), None)
            if key is None:
                return []
            out.append(free[key].pop(0))
        return out

    def _hint_words(self, move: Move, items: list, zone) -> str:
        """The hinted move in words: the layout's own, else the pieces and where they go."""
        words = getattr(self.layout, "hint_words", None)
        said = words(move) if words is not None else None
        if said:  # the layout's own words (5 in a Row: a card played and a disc put down)
            return said
        names = _named(items)
        if zone is not None and zone.spec.plays and all(getattr(i.spec, "kind", "") == "card" for i in items):
            return f"play {names}."  # (said "move the 2 of spades to the card being played.")
        where = place_words(zone.accessible_name().split(",")[0]) if zone is not None else ""
        own = getattr(self.layout, "hint_place", None)  # (to its mover: "your build of 10")
        where = (own(move, zone.spec.id) if own is not None and zone is not None else None) or where
        if where.startswith("the out of "):  # ("Out of play": Rummy 500's four, Twenty-One Piles)
            return f"put {names} {where[4:]}."
        if where == "a new meld":
            return f"lay down {names} as a new meld."
        if where and where == names:  # a pile clicked (a draw): not "move the boneyard to the boneyard."
            return f"click {names}."
        return f"move {names} to {where}." if where else f"move {names}."

    def clear_hint(self) -> None:
        """Put out the hint's light: at the next move, pick-up or change of the cards chosen
        (s30 t1: the pass hint's three cards stayed raised beside the three the player chose)."""
        for item in getattr(self, "hinted", []):
            item.hinted = False
            if item.scene() is not None and item not in self.selected:
                item.set_selected(False)
            item.update()
        self.hinted, self.hint_cards = [], []
        zone = getattr(self, "hinted_zone", None)
        if zone is not None and zone.scene() is not None and zone not in self.lit:
            zone.set_state(ZoneItem.NONE)
        self.hinted_zone = None
        button = getattr(self, "hinted_button", None)
        if button is not None and button.scene() is not None:
            button.lit = False
            button.update()
        self.hinted_button = None

    def holding(self) -> bool:
        """Is a person holding a piece: pressed on it and not yet released (or lifted with the
        keys, or a chooser open for its drop)? Meanwhile the computers wait (the window's
        ``_show_computer_move``): nothing moves under a person's hand, in any game."""
        if self.held is not None:
            return True
        # (the button still down: a release the table never saw, under a dialog, holds nothing)
        return self.picked is not None and bool(QGuiApplication.mouseButtons() & Qt.LeftButton)

    def scene_rebuilt(self) -> None:
        """Called by the view after every rebuild (a new position, a resize, the curtain). A
        drag under way whose position changed (an undo, a move the hold did not stop) is over:
        its release says so and plays nothing (:meth:`too_late`)."""
        picked = self.picked
        if picked is not None and picked.state is not self.ctx.state:
            self.picked, self.lost = None, picked
        self.hinted, self.hinted_zone, self.hinted_button, self.hint_cards = [], None, None, []
        self.hint_move = None
        self.index()
        self.held = None
        self.hot = None
        self.lit = []
        self.choosing = None
        self.pressed_button = None
        self.pressed_pick = None
        self.selected = []
        self.shown_lifted = (None, [])
        self.companions = []
        self.forget_focus()
        self.show_action_buttons()
        self.land_focus()

    def land_focus(self) -> None:
        """Nothing focused, the keyboard in use and on the table (after a move, the curtain
        lifted, :meth:`TableView.focusInEvent`): the keys' focus on the first thing the person can
        use (:meth:`landing`), its ring showing. A keyboard player pressed Tab before every
        step: after "I'm Ben: show my cards" nothing had the ring, and in Fast Track it went after
        each move (s34 #2). Put there
        quietly (the status line keeps what the move said), and by the table, not aimed: Enter
        on a button it lands on is judged as the table's, not the person's (ButtonItem.refusal)."""
        if self.focus_item is not None or not input_pause().keys or not self.view.hasFocus():
            return
        first = self.landing()
        if first is None:
            return
        self.focus_index = self.focusables().index(first)
        self.focus_item = first
        first.focused = True
        first.update()

    def landing(self) -> Any | None:
        """Where the table puts the keys' ring by itself: a card of the person's own (the hand's
        first playable card, their pile to turn, their first marble to move), else the first piece
        that works, else a button, never one that acts where a harmless one is there: a
        stepper's "+" before its "Bid 0" (an Enter that was not meant only steps), the answer
        that only says no (the game's ``declines``: I Doubt It's "No, go on", where the ring on
        "I doubt it!" made one stray Enter doubt, s36 t3 #3); among several buttons that each
        act, none (the first Enter shows the ring: :meth:`key_press`). None: nowhere."""
        items = self.focusables()
        viewer = getattr(self.ctx, "viewer", None)
        own = [i for i in items if not isinstance(i, ButtonItem) and viewer is not None and i.spec.owner == viewer]
        usable = own or [i for i in items if not self.place_stop(i) and (not isinstance(i, ButtonItem) or i.enabled)]
        steps = next((i for i in usable if isinstance(i, ButtonItem) and i.steps), None)
        if steps is not None or not usable or not isinstance(usable[0], ButtonItem):
            return steps or (usable[0] if usable else None)
        # (only buttons: the pieces come first among the focusables)
        declines = getattr(self.ctx.game, "declines", frozenset())
        noes = {self.layout.action_label(m) for m in self.actions if m.get("kind") in declines}
        no = next((i for i in usable if i.name in noes), None)
        # the layout's button of the way on, where it names one (10,000's "Roll 2 dice" beside
        # "Stop": after the last die that counts was set aside no ring showed, s42 t3); the
        # table's ring, not aimed, so the rest of the stream that set the die aside never rolls
        on = getattr(self.layout, "keys_rest", frozenset())
        ons = {self.layout.action_label(m) for m in self.actions if m.get("kind") in on}
        ahead = next((i for i in usable if i.name in ons), None)
        return no or ahead or (usable[0] if len(usable) == 1 else None)

    def chosen_landing(self) -> Any | None:
        """Where the first Enter after cards chosen with the mouse shows the ring (the choice took
        it away: :meth:`toggle_selected`): the button the choice made ready (Hearts' "Pass these
        three to Ben"), pressed by the next Enter; where the cards chosen are carried together
        (a meld, a claim), the last card chosen, where Enter picks them all up. None where the
        choice makes nothing ready (the table's own :meth:`landing`). Only shown by a key, never
        put there by the table: the ring rests by itself on no button that acts."""
        if not self.selected:
            return None
        items = self.focusables()
        if self.picks:
            labels = {self.layout.action_label(self.picked_move(t)) for t in self.picks}
            return next((b for b in self.view.buttons if b.enabled and b.text in labels and b in items), None)
        return next((i for i in reversed(self.selected) if i in items), None)

    def show_action_buttons(self) -> None:
        """One button per move that is not a drag (the layout's ``shown_actions`` may pick a few,
        e.g. some bid amounts out of many legal ones), and after them the context's own buttons
        that make no move (``table_buttons()``: "Nobody buys it: Robo Ruby draws" while a computer
        waits for the people's call). Called again when those change: a button no longer offered
        goes."""
        locked = self.ctx.locked_reason()
        own = getattr(self.ctx, "table_buttons", None)
        more = own() if own is not None and locked is None else []
        if locked is None and self.picks and self.choosing is None:
            controls = getattr(self.layout, "controls", None)
            rest = controls(self.actions, self.commit, self.show_action_buttons,
                            say=self.view.message.emit) if controls is not None else [
                (self.layout.action_label(m), (lambda m=m: self.commit(m)), self.layout.action_label(m))
                for m in self.actions]
            self.view.add_buttons(self.pick_entries() + rest + more)
            return
        if locked is None and (self.actions or more):
            # the button for the next hand, the one thing to do between hands, is drawn larger
            main = bool(self.actions) and all(m.get("kind") in self.ctx.game.between_hands for m in self.actions)
            controls = getattr(self.layout, "controls", None)
            if controls is not None:
                self.view.add_buttons(controls(self.actions, self.commit, self.show_action_buttons,
                                               say=self.view.message.emit) + more, main=main)
                return
            shown = getattr(self.layout, "shown_actions", None)
            moves = shown(self.actions) if shown is not None else self.actions
            self.view.add_buttons([(self.layout.action_label(m), (lambda m=m: self.commit(m)), self.layout.action_label(m))
                                   for m in moves] + more, main=main)
            return
        if locked is None and self.view.buttons and self.choosing is None:
            self.view.add_buttons([])  # (one of the context's, no longer offered)

    def held_group(self) -> tuple[str, ...] | None:
        """The keys of the selected cards being carried, when more than one (:func:`group_key`)."""
        if self.held is not None and len(self.selected) > 1 and self.held in self.selected:
            return group_key(i.spec.move_key for i in self.selected)
        return None

    def group_targets(self, group: tuple[str, ...]) -> list[str]:
        out = []
        for g, t in self.by_group:
            if g == group and t not in out:
                out.append(t)
        return out

    def reason(self, move: Move) -> str:
        """Why the engine refuses ``move``, said to the viewer: its ``refusal_to`` (its
        ``check``, which games checking by rule word best), else its ``explain``."""
        game, state = self.ctx.game, self.ctx.state
        reason = game.refusal_to(state, move, getattr(self.ctx, "viewer", None))
        if reason is None:
            # the rules allow it, but the table does not offer it: a computer's move (10 Dime
            # Rummy's buy out of turn, the discard dropped on a computer's hand: the computer is
            # asked itself, PlayController.callers), else the
            # engine's words
            seat = game.seat_of(state, move)
            ctl = getattr(self.ctx, "play_ctl", None)
            seats = getattr(ctl, "seats", None) or ()
            if seat is not None and 0 <= seat < len(seats) and not seats[seat].human:
                return f"{state.players[seat]} is a computer player: it makes its own moves and calls for itself."
        return reason or game.explain(state, move)

    def rule_targets(self, pieces) -> list[str]:
        """Where cards that no listed move takes together may still go (the engine checks the
        drop): every target a listed move with cards takes any of them to."""
        if not pieces or not set(pieces) <= self.group_pieces:
            return []
        out = []
        for (group, target) in self.by_group:
            if set(group) & set(pieces) and target not in out:
                out.append(target)
        for (piece, target), moves in self.by_pair.items():
            if piece in pieces and target not in out and any(m.get("cards") is not None for m in moves):
                out.append(target)
        return out

    def rule_move(self, pieces: list[str], target: str) -> tuple[Move | None, str]:
        """The move a drop of ``pieces`` on ``target`` means, if the engine accepts it; else
        ``None`` and the engine's reason."""
        guess_group = getattr(self.layout, "guess_group", None)
        guess = guess_group(pieces, target) if guess_group is not None else None
        if guess is None:
            return None, TOGETHER
        move = Move(guess)
        reason = self.ctx.game.check(self.ctx.state, move)
        return (move, "") if reason is None else (None, reason)

    def each_in_turn(self, pieces: list[str], target: str) -> tuple[list[Move] | None, str]:
        """Cards selected together and dropped where no move takes them together, but where
        each alone has a move (a lay-off: two 9 of clubs onto a set of 9s were refused "Those
        cards cannot go there together.", while one at a time both went on): the moves that
        play them one after the other, each judged by the engine's ``check`` on the position
        the ones before it leave (the 2 fits a run only once the 3 is on it), and the mover
        still to play after each but the last. All of them, or none and the reason for the
        card that does not go (``None`` and "" where the cards have no move there at all)."""
        if len(pieces) < 2:
            return None, ""
        guesses = [self.layout.guess_move(p, target) for p in pieces]
        if any(g is None for g in guesses):
            return None, ""
        game, state = self.ctx.game, self.ctx.state
        mover = game.current_player(state)
        left = [(p, Move(g)) for p, g in zip(pieces, guesses) if g is not None]
        plan: list[Move] = []
        while left:
            k = next((k for k, (_, m) in enumerate(left) if game.check(state, m) is None), None)
            if k is None:
                piece, move = left[0]
                face = piece.rsplit(":", 1)[-1]
                called = f"the {card_name(face)}" if is_card(face) else "that card"
                why = mid_sentence(game.check(state, move) or game.explain(state, move), state.players)
                if plan and game.check(self.ctx.state, move) is None:
                    # it would go there alone: the cards before it leave it no room (two 10s of
                    # spades onto a canasta of six were told the 10 of spades "cannot go there:
                    # That canasta is closed", of a canasta that was not)
                    fit = "one" if len(plan) == 1 else str(len(plan))
                    return None, f"Only {fit} of these cards can go there: {why}"
                return None, f"{capitalized(called)} cannot go there: {why}"
            piece, move = left.pop(k)
            plan.append(move)
            if left:
                state = game.perform(state, move).state
                if game.current_player(state) != mover:
                    return None, ""  # (a move that ends the turn: not one card after another)
        return plan, ""

    def commit_each(self, moves: list[Move]) -> None:
        """Play ``moves`` one after another (:meth:`each_in_turn`), each checked again on the
        position the one before left (stopping, with the reason, where one is refused). They are
        one gesture: one Undo takes them all back, one Redo plays them all again."""
        with self.ctx.together():
            for n, move in enumerate(moves):
                if n and self.ctx.game.check(self.ctx.state, move) is not None:
                    self.view.message.emit(self.reason(move))
                    return
                before = self.ctx.state
                self.commit(move)
                if self.ctx.state is before:
                    return

    def toggle_selected(self, item: CardItem, by_keys: bool = False) -> None:
        """Choose ``item`` for a move of several cards, or take it out of the choice, and say what
        to do next, with the mouse or (``by_keys``) the keys."""
        adding = item not in self.selected
        following = adding and item in self.hinted and all(i in self.hint_cards for i in self.selected)
        if following:
            # following the hint: this card is chosen, the rest of the hint stays lit
            self.hinted.remove(item)
            item.hinted = False
            item.update()
        else:  # any other choice puts the hint out: its cards looked chosen beside the player's
            self.clear_hint()
        game, state = self.ctx.game, self.ctx.state
        # the moves the choice made before this card: one that it spoils is said why (Hearts'
        # fourth card chosen greyed "Pass these three to Ben" and said nothing)
        were = [t for t in self.picks if game.check(state, self.picked_move(t)) is None] if adding else []
        if adding:
            self.selected.append(item)
            item.set_selected(True)
        else:
            self.selected.remove(item)
            item.set_selected(False)
        if not by_keys and self.focus_item is not None:
            # a choice made with the mouse takes the keys' ring away: Enter after three cards
            # clicked chose a fourth, the one the ring had landed on and she never touched, and
            # greyed "Pass these three" (s37 t4); the next Enter shows it (:meth:`chosen_landing`)
            self.forget_focus()
        if not by_keys:
            # the table took her clicks as her own: the keys after them are hers too, never the
            # rest of the keys that lifted the curtain (the clicks kept that stream going, and
            # Enter, Enter after them were both held, "press Tab to reach the table", no ring
            # shown: s37 t5 #4)
            self.view.keys_held_in = None
        names = ", ".join(_own_name(i.accessible_name()) for i in self.selected)
        if self.picks:  # the buttons of chosen cards follow the selection
            self.show_action_buttons()
            labels = {self.layout.action_label(self.picked_move(t)) for t in self.picks}
            ready = [b.text for b in self.view.buttons if b.enabled and b.text in labels]
            then = f" Press “{ready[0]}”." if ready else ""
            if following and by_keys:
                self._keys_on_with_hint(ready[0] if ready else "")
            if were and not ready:
                reason = game.check(state, self.picked_move(were[0]))
                back = "Space on a chosen card takes it back" if by_keys else "Click a chosen card to take it back"
                then = f" {reason} {back}." if reason else ""
            self.view.message.emit(f"Chosen: {names}.{then}" if names else "Nothing chosen.")
            return
        if following and by_keys:
            self._keys_on_with_hint("")
        if len(self.selected) == 1:  # (one card: nothing about "them", s28 t4)
            enter = self.enter_words(item) if by_keys else ""
            self.view.message.emit(f"Selected: {names}. " + (
                f"{enter}{'' if enter.endswith(';') else ','} or Space on more cards chooses them to go with it."
                if by_keys
                else "Drag it, or click more cards to move them together."))
            return
        self.view.message.emit(f"Selected: {names}. " + (
            "Enter on one of them picks them all up (Space takes a card out)." if by_keys
            else "Drag one of them to move them together.") if names else "Nothing selected.")

    def enter_words(self, item: CardItem) -> str:
        """What Enter does on ``item`` chosen alone: where it goes to one place only, what the
        move is and where ("To lay it face down as one 4, press Enter, then Enter again on the pile;"), else
        "Enter picks it up" (I Doubt It's card laid down as one's claim was "picked up", s38 t4 #7)."""
        key = item.spec.move_key
        places = self.legal_targets(key) or self.rule_place(item)
        if len(places) != 1 or places[0] not in self.view.zones:
            return "Enter picks it up"
        place = places[0]
        moves = self.by_pair.get((key, place)) or [m for m in [self.rule_move([key], place)[0]] if m is not None]
        words = getattr(self.layout, "click_words", None)
        doing = words(moves[0]) if words is not None and len(moves) == 1 else None
        where = self._to_reader(place_words(self.view.zones[place].accessible_name().split(",")[0]))
        return f"To {doing or 'play it'}, press Enter, then Enter again on {where};"

    def _keys_on_with_hint(self, button: str) -> None:
        """A card the hint lit chosen by the keys: the focus goes on to the next card it lit, and
        after the last one to ``button`` (the one the cards now make work: Hearts' "Pass these
        three to Ben"), so Enter after Enter follows the hint (the focus stayed on the card
        chosen, and the next Enter took it back out)."""
        items = self.focusables()
        nxt = next((i for i in self.hint_cards if i not in self.selected and i in items), None)
        if nxt is None and button:
            nxt = next((b for b in self.view.buttons if b.text == button and b in items), None)
        if nxt is not None:
            self.focus_on(nxt, aimed=True)

    def clear_selection(self) -> None:
        self.clear_hint()
        for item in self.selected:
            item.set_selected(False)
        self.selected = []

    # ----- click, then click where it goes -----------------------------------------------------
    def clicks_to_move(self) -> bool:
        """Whether a click on a piece that can move chooses it, for a click on where it goes (the
        layout's ``click_to_move``): an alternative to dragging it (Fast Track's marbles and hand,
        s45 t3 #9: a click only said what to do, and families expected click, then click)."""
        return bool(getattr(self.layout, "click_to_move", False))

    def choose_to_move(self, item: CardItem) -> None:
        """A click on ``item`` (put back): chosen, lit as a drag's start lights it, and the places
        the engine lists for it lit; a second click on one of them plays it there as a drop does
        (:meth:`place_clicked`). A click on it again, elsewhere, or Esc puts it back."""
        if item in self.selected:
            self.drop_choice("Put back.")
            return
        self.drop_choice()
        self.clear_hint()
        self.selected = [item]
        item.set_selected(True)
        self.light_choice(item)

    def light_choice(self, item: CardItem) -> None:
        """The places ``item``, chosen by a click, may go to lit, and what the next click does."""
        targets = self.legal_targets(item.spec.move_key)
        self.unlight()
        self.lit = [self.view.zones[t] for t in targets if t in self.view.zones]
        for zone in self.lit:
            zone.set_state(ZoneItem.LEGAL)
        moves = self.by_piece.get(item.spec.move_key, [])
        if getattr(item.spec, "kind", "") == "card" and targets and len(moves) == 1:
            # a card with one move (Fast Track's card of the hand: played, or thrown away on the
            # card spot or the discards): what it does, and what comes after it
            doing, where = self.one_place_words(item, targets[0])
            then = getattr(self.layout, "click_then", None)
            after = then(moves) if then is not None else None
            said = f"To {doing}, click {where or 'where it goes'} (lit), or double-click it" + (f"; {after}" if after else "")
        else:
            places = getattr(self.layout, "places_called", "places")
            which = f"the lit {places[:-1]}" if len(targets) == 1 else f"one of the lit {places}"
            said = f"{_called(item)[:1].upper()}{_called(item)[1:]} chosen: click {which} to move it there"
        self.view.message.emit(f"{said}. Esc puts it back.")

    def drop_choice(self, said: str | None = None) -> None:
        """The piece chosen by a click put back, its places unlit (``said``: what the status says)."""
        if not self.selected:
            return
        self.unlight()
        self.clear_selection()
        if said:
            self.view.message.emit(said)

    def legal_targets(self, key: str) -> list[str]:
        out = []
        for piece, t in self.by_pair:
            if piece == key and t not in out:
                out.append(t)
        return out

    # ----- why a piece cannot move ------------------------------------------------------------
    def why_not_there(self, item: CardItem, at: QPointF) -> str | None:
        """A piece that cannot move, pressed and released over another place: why it may not go
        there, where that place means a move of its own (Pirate's queen of hearts dropped on the
        diamonds ship, or on the other player's ship, was told of the hearts ship's keel, the
        words of the press). None where the release says nothing new."""
        if self.ctx.locked_reason() is not None:
            return None
        zone = next((z for z in self.view.zones.values() if z.rect.contains(at)), None)
        if zone is None or zone.spec.id == item.spec.zone:
            return None
        key = item.spec.move_key
        if self.layout.guess_move(key, None) is not None:
            return None  # (a move meant wherever it lies, told at the press: a domino that fits no end)
        guess = self.layout.guess_move(key, zone.spec.id)
        if guess is None or Move(guess) in self.actions or self.ctx.game.check(self.ctx.state, Move(guess)) is None:
            return None  # (a button's move, or one allowed: the press said how)
        return self.reason(Move(guess))

    def _cards_down(self, owner: int) -> str | None:
        """Why ``owner``'s cards are face down while the table is drawn for nobody among the
        questions (PlayController.asking_aloud): "Anna's cards stay down while Cleo answers",
        "The cards ..." for the one answering, "... between the questions" at the asker's step
        between two; "Anna's cards stay down" while people may call out before a computer moves
        (the calls, :meth:`calls_to_press`, say why); else ``None``."""
        ctl = getattr(self.ctx, "play_ctl", None)
        if ctl is None or not ctl.asking_aloud():
            return None
        players = self.ctx.state.players
        asked = ctl.answering() if ctl.question_open() else None
        if asked is None and ctl.question_open():  # (it said "between the questions", s31 t4 #2)
            return f"{players[owner]}'s cards stay down"
        if asked is None:
            return f"{players[owner]}'s cards stay down between the questions"
        whose = "The" if owner == asked else f"{players[owner]}'s"
        return f"{whose} cards stay down while {players[asked]} answers"

    def calls_to_press(self) -> str | None:
        """While people may call out before a computer moves, on a table drawn for nobody (10
        Dime Rummy's buy window, every hand face down): the calls are the buttons pressed for
        whoever calls (:meth:`index`: never a drag onto a face-down hand), said as the curtain
        says them: "Before Robo Ruby draws, the 6 of hearts may be bought for a dime: press “Anna
        buys it” or “Ben buys it” for the one who calls." Else ``None``. The discard pressed, or
        dropped on Ben's face-down hand, said "Robo Ruby is a computer player ..." (s31 t4 #2)."""
        ctl = getattr(self.ctx, "play_ctl", None)
        pressed_for = getattr(self.layout, "pressed_for_another", None)
        if ctl is None or pressed_for is None or getattr(self.ctx, "viewer", None) is not None:
            return None
        calls = [m for m in self.actions if pressed_for(m)]
        if not calls:
            return None
        line, names = self.ctx.game.called_out_buttons(self.ctx.state, calls)
        press = listed((f"\u201c{name}\u201d" for name in names), "or") + \
            (" for the one who calls" if len(names) > 1 else "")
        return f"{line} press {press}." if line else f"Press {press}."

    def why_not(self, item: CardItem) -> str:
        locked = self.ctx.locked_reason()
        if locked:
            return locked
        calls = self.calls_to_press()
        if calls is not None and item.spec.owner is None and any(
                Move(g) in self.actions for z in self.view.zones
                if (g := self.layout.guess_move(item.spec.move_key, z)) is not None):
            return calls  # the card called for, pressed: the buttons (no drag onto a face-down hand)
        game, state = self.ctx.game, self.ctx.state
        if self.actions and not self.by_piece and all(m.get("kind") in game.between_hands for m in self.actions):
            # between hands nothing on the table moves: say so, and which button deals on (a
            # click on Thirty-One's stock said "The stock cannot be moved.")
            return (f"This {getattr(game, 'hand_word', 'hand')} is over: "
                    f"press “{self.layout.action_label(self.actions[0])}”.")
        seat = game.current_player(state)
        owner = item.spec.owner
        down = self._cards_down(owner) if owner is not None and 0 <= owner < len(state.players) else None
        if down is not None:
            if calls is not None:
                return f"{down}. {calls}"
            # (the one asked only answers aloud: "it is Cleo's turn" told the table she should
            # reach for it, s30 t4)
            press = listed((f"“{self.layout.action_label(m)}”" for m in self.actions), "or")
            return down + (f"; press {press}." if press else ".")
        if owner is not None and seat is not None and owner != seat:
            return f"That is {state.players[owner]}'s hand: it is {state.players[seat]}'s turn."
        if seat is None:
            return game.status(state)
        key = item.spec.move_key
        # the move the piece means with no place named, where the layout has one (a domino that
        # fits no end: the engine names every end, where the first place on the table named one)
        anywhere = self.layout.guess_move(key, None)
        if anywhere is not None:
            return self.reason(Move(anywhere))
        places = [(zone, g) for zone in self.view.zones if (g := self.layout.guess_move(key, zone)) is not None]
        guesses = [g for _, g in places]
        # (the player's own places, or nobody's, before another player's: Pirate's waste card
        # that fits no ship was told it may not go on the other player's ships)
        owners = self._owners()
        others = {id(g) for zone, g in places if owners.get(zone) not in (None, seat)}
        kinds = {m.kind for m in self.moves_shown(state)}
        # the move it would most likely have meant: one that is about the card, not about one
        # place of several (Scopa's ace, which may not trail, was refused for what one heap of
        # four does not add up to, "Cards taken by addition must add up to 1", rather than told
        # "You may trail only when no card in your hand can capture."); then one of a kind that
        # can be made now
        distinct: dict[Any, set[str]] = {}
        for g in guesses:  # (a move meant the same wherever it is dropped is one)
            distinct.setdefault(g.get("kind"), set()).add(repr(sorted(g.items())))
        guesses.sort(key=lambda g: (len(distinct[g.get("kind")]) > 1, g.get("kind") not in kinds, id(g) in others))
        if guesses:
            move = Move(guesses[0])
            if move in self.actions:  # allowed, with its button (Sweep's set dragged to the hand)
                return f"Press “{self.layout.action_label(move)}”."
            return self.reason(move)
        # cards that go from zone to zone, with nowhere to go now: where such cards may go
        unplaced = getattr(self.layout, "unplaced_move", None)
        nowhere = unplaced(key, item.spec.id) if unplaced is not None else None
        if nowhere is not None:
            return self.reason(Move(nowhere))
        # a piece that never moves by hand, in the layout's words (10,000's die set aside said
        # "A 5 cannot be moved.", not how to take it back)
        fixed = getattr(self.layout, "fixed_words", None)
        words = fixed(item.spec) if fixed is not None else None
        if words:
            return words
        into = self._dragged_here(item)
        if into is not None:
            return into
        called = _called(item)  # "the discard pile", not "The discard pile, 1 card, top: 5 of clubs"
        zone = self.zone_of(item)
        if zone is not None and zone.owner is not None and owner is None:
            if zone.owner != seat and 0 <= zone.owner < len(state.players) and zone.kind.value not in FOR_GOOD:
                # another player's pile (Pirate's stock, waste): whose it is, not "cannot be moved"
                # (and whose turn: in a claim the stock's owner is not the one to act)
                return f"That is {state.players[zone.owner]}'s {_zone_noun(zone)}: it is {state.players[seat]}'s turn."
            owner = zone.owner  # the mover's own pile: what to do instead, below
        if owner is not None and owner == seat:
            # the mover's own pile, in the engine's words where its rule says when it moves
            # (Hand and Foot's foot), else a card of the mover's own hand when no card moves
            # (Oh Hell!'s bidding): say what to do instead
            why = game.still_pile_words(state, zone, seat) if zone is not None else None
            return why or f"{capitalized(called)} cannot be moved now. {game.prompt(state, seat)}"
        return f"{capitalized(called)} cannot be moved."

    def _dragged_here(self, item: CardItem) -> str | None:
        """A click on a card that cannot move but that one card may be dragged onto (Golf's
        grid card with a card taken: it said "The Anna's grid cannot be moved now."): how.
        None where no card, or several, may go there."""
        place = item.spec.id
        into = [(piece, moves) for (piece, target), moves in self.by_pair.items() if target == place and moves]
        if len({piece for piece, _ in into}) != 1:
            return None
        piece, moves = into[0]
        other = self.view.pieces.get(piece)
        if other is None or other is item:
            return None
        face = getattr(other.spec, "face", "")
        name = f"the {card_name(face)}" if isinstance(face, str) and is_card(face) else _called(other)
        words = getattr(self.layout, "click_words", None)
        doing = words(moves[0]) if words is not None and len(moves) == 1 else None
        return f"Drag {name} onto this card" + (f" to {doing}" if doing else "") + "."

    def _zones(self) -> dict[str, Any]:
        """The engine's zones of the position by key ({} for a game that lists none)."""
        try:
            return {z.key: z for z in self.ctx.game.zones(self.ctx.state)}
        except NotImplementedError:
            return {}

    def _owners(self) -> dict[str, int | None]:
        """The seat whose place each of the engine's zones is (None: nobody's)."""
        return {key: z.owner for key, z in self._zones().items()}

    def zone_of(self, item: CardItem):
        """The engine's zone a piece lies in (its owner, role and label), if the layout says."""
        key = item.spec.zone
        return self._zones().get(key) if key else None

    # ----- picking up and putting down --------------------------------------------------------
    def can_lift(self, item: CardItem) -> bool:
        """A piece some listed move starts from, or a card that may be selected for a move the
        engine judges by rule (a rummy meld: any card of the hand, listed in no move while the
        hand must meld what it picked up, or has no discard in Arizona Rummy's last chance)."""
        if self.ctx.locked_reason() is not None or self.choosing is not None:
            return False
        return bool(self.by_piece.get(item.spec.move_key)) or bool(self.open_targets(item))

    def lift(self, item: CardItem) -> None:
        self.clear_hint()
        self.view.lifted.emit()
        self.held = item
        self.cursor = None
        self.start_pos = item.pos()
        self.dragging = False
        item.lifted = True
        item.setZValue(1000)
        item.update()
        group = self.held_group()
        self.companions = []
        targets = self.carry_targets(item, group)
        if group is not None:
            for k, other in enumerate(i for i in self.selected if i is not item):
                self.companions.append((other, other.pos()))
                other.setZValue(990 + k)
        else:
            # cards lying on the one lifted go with it (a run in a column: the layout's ``carried``)
            carried = getattr(self.layout, "carried", None)
            for k, pid in enumerate(carried(item.spec.id) if carried is not None and targets else ()):
                other = self.view.pieces.get(pid)
                if other is not None:
                    self.companions.append((other, other.pos()))
                    other.setZValue(1001 + k)
        self.lit = [self.view.zones[t] for t in targets if t in self.view.zones]
        for z in self.lit:
            z.set_state(ZoneItem.LEGAL)
        self.hot = None

    def carry_targets(self, item: CardItem, group: tuple[str, ...] | None) -> list[str]:
        """Where ``item`` may be dropped when lifted: with the cards selected (``group``, their
        keys, when it is one of several chosen), or alone."""
        if group is None:
            return self.legal_targets(item.spec.move_key) or self.rule_targets({item.spec.move_key})
        targets = self.group_targets(group) or self.rule_targets(group)
        targets += [t for t in self.open_targets(item) if t not in targets]
        # where the cards go one after the other (several cards laid off onto one meld)
        pieces = [i.spec.move_key for i in self.selected]
        singles = {t for p in pieces for t in self.legal_targets(p)}
        return targets + [t for t in sorted(singles) if t not in targets and self.each_in_turn(pieces, t)[0]]

    def clicked_place(self, item) -> str | None:
        """The place a click on ``item`` names for the cards chosen, where they may go there: a
        click on a place (or on a card lying in it that cannot be picked up itself) with cards
        chosen plays them there, as a drag of them would (Sweep: the 4 of hearts clicked, then
        the set in play clicked was refused "You may not pick up.", s34 t4 #11). None where no
        card is chosen or they cannot go there (the click then does what it did)."""
        if not self.selected or self.held is not None or self.choosing is not None \
                or self.ctx.locked_reason() is not None:
            return None
        if isinstance(item, ZoneItem):
            place = item.spec.id
        elif isinstance(item, CardItem) and item not in self.selected and not self.can_lift(item) \
                and item.spec.move_key not in self.pick_pieces:
            place = item.spec.zone
        else:
            return None
        if not place or place not in self.view.zones:
            return None
        lead = self.selected[0]
        if lead.scene() is None or not self.can_lift(lead):
            return None
        group = group_key(i.spec.move_key for i in self.selected) if len(self.selected) > 1 else None
        return place if place in self.carry_targets(lead, group) else None

    def place_clicked(self, item, pos: QPoint, double: bool = False) -> bool:
        """A press at ``pos`` (on ``item``) with cards chosen, on a place they may go to: they
        are played there (:meth:`clicked_place`), or the press says why not yet. False where
        the press is no such click. ``double``: the press is a double-click's second."""
        place = self.clicked_place(item if item is not None else self.zone_at(pos))
        if place is None and self.lit and self.held is None and self.clicks_to_move():
            # a piece lying on a lit place (Fast Track's marble to bump, or to swap with a jack,
            # which may be dragged itself): the click is on the place under it
            zone = self.zone_at(pos)
            place = self.clicked_place(zone) if zone in self.lit else None
        if place is None:
            return False
        if not self.call_too_quick(self.selected[0]):
            self.place_chosen(place)
            # the rest of the click does nothing more, as after a move made by a release (even
            # where the cards wait for a choice of buttons: the second press is no answer to it)
            self.clicked_a_move(pos, double)
        return True

    def zone_at(self, pos: QPoint) -> ZoneItem | None:
        """The place under ``pos`` on the viewport (an empty one: no card lies there)."""
        return next((i for i in self.view.items(pos) if isinstance(i, ZoneItem)), None)

    def place_chosen(self, place: str) -> None:
        """The cards chosen are played on ``place`` (:meth:`clicked_place`), as dropped there."""
        self.lift(self.selected[0])
        self.land_on(self.view.zones[place])

    def land_on(self, zone: ZoneItem) -> None:
        """The piece held lands on ``zone``, as if carried there (a click, or Enter)."""
        self.held.setPos(zone.rect.topLeft())
        self.hot = zone
        zone.set_state(ZoneItem.HOT)
        self.drop(zone.spec.id)

    def join_targets(self, item: CardItem) -> list[str]:
        """Cards are selected and another one, not selected, is picked up (Sweep: the 3 of spades
        clicked in the hand, then the face-up 3 of hearts dragged): where it and the selection
        make a move together, listed or accepted by the engine's ``check``. There it carries the
        selection along once dragged; where they make none (a card to discard while a meld is
        chosen), it goes alone, as before."""
        key = item.spec.move_key
        if not self.selected or item in self.selected:
            return []
        keys = [i.spec.move_key for i in self.selected] + [key]
        out: list[str] = []
        if key in self.group_pieces:
            group = group_key(keys)
            out = self.group_targets(group)
            for target in self.rule_targets(group):
                if target not in out and self.rule_move(keys, target)[0] is not None:
                    out.append(target)
        # cards the engine judges as any list (a rummy meld: the 10 of diamonds dragged onto "New
        # meld" while the 10s of hearts and clubs are selected went alone, "Drop it on the
        # discard pile.")
        for target in self.open_targets(item):
            if target not in out and self.open_group_fits(item, target):
                out.append(target)
        # places the card alone has a move to, where the selection goes too, one card after
        # another (Hand and Foot: the 2 of hearts dragged onto the team's 6s while the 6 of
        # hearts was selected went in alone, the selection silently dropped)
        if all(i.spec.zone == item.spec.zone for i in self.selected):
            for (piece, target) in list(self.by_pair):
                if piece == key and target not in out and self.each_in_turn(keys, target)[0]:
                    out.append(target)
        return out

    def open_group_move(self, item: CardItem, target: str) -> Move | None:
        """The move of the cards selected with ``item`` (not selected) dropped on ``target``, an
        open group's place, when they all lie where ``item`` does."""
        if any(i.spec.zone != item.spec.zone for i in self.selected):
            return None
        return self.layout.open_group_move([i.spec.move_key for i in self.selected] + [item.spec.move_key], target)

    def open_group_fits(self, item: CardItem, target: str) -> bool:
        """The engine accepts the cards selected with ``item`` on ``target`` (or asks which way
        wild cards go: they make a move, to choose)."""
        move = self.open_group_move(item, target)
        if move is None:
            return False
        choices = getattr(self.layout, "open_group_choices", None)
        return self.ctx.game.check(self.ctx.state, move) is None or (choices is not None and len(choices(move)) > 1)

    def join_selection(self) -> None:
        """A drag starts with a card that is not selected: where it and the selection make a move
        together, it joins the selection and carries it along (a click only selects it)."""
        item = self.held
        if item is None or not self.join_targets(item):
            return
        cursor = self.cursor
        self.unlight()
        self.selected.append(item)
        item.set_selected(True)
        self.lift(item)
        self.cursor = cursor

    def zone_under_cursor(self, zones) -> ZoneItem | None:
        """The zone the mouse pointer is in, if any: on a board of small cells (5 in a Row) the
        pointer says where the player aims better than the overlap of a card bigger than a cell."""
        if self.cursor is None:
            return None
        for z in zones:
            if z.rect.contains(self.cursor):
                return z
        return None

    def update_hot(self) -> None:
        rect = self.carried_rect()
        best, area = self.zone_under_cursor(self.lit), 0.0
        if best is None and self.cursor is not None and self.zone_under_cursor(self.view.zones.values()) is None:
            # on the stretch of table that means a lit place (a Mexican Train lane's name, its
            # line of tiles): that place, where the piece goes (a tile dropped on Ben's train,
            # not on the box at its end, was refused "may not go on Ben's train", s37 t1 #3)
            best = next((z for z in self.lit if any(r.contains(self.cursor) for r in getattr(z, "reach", ()))), None)
        # The pointer on a place the piece may not go (a card of a capture row it cannot take):
        # nothing lights up, even if the big card being carried overlaps a legal place beside it.
        aimed = best is not None or self.zone_under_cursor(
            [z for z in self.view.zones.values() if z not in self.lit]) is None
        for z in ([] if best is not None or not aimed else self.lit):
            inter = rect.intersected(z.rect)
            a = inter.width() * inter.height()
            if a > area:
                best, area = z, a
        if best is not self.hot:
            if self.hot is not None:
                self.hot.set_state(ZoneItem.LEGAL)
            if best is not None:
                best.set_state(ZoneItem.HOT)
            self.hot = best
            self.turn_held()

    def carried_rect(self) -> QRectF:
        """Where the piece carried lies (scene), as if it were not turned: the place it lights
        does not change with its turn (turned over a place, it could cover less of it and go
        dark, then turn back and light it again, at every move of the mouse)."""
        item = self.held
        if not item.rotation():  # (its shadow is not part of what it covers)
            return item.mapRectToScene(item.piece_box())
        o, s = item.transformOriginPoint(), item.scale()
        unturned = QTransform().translate(o.x(), o.y()).scale(s, s).translate(-o.x(), -o.y())
        return unturned.mapRect(item.piece_box()).translated(item.pos())

    def turn_held(self) -> None:
        """The piece carried over a place where it would lie turned is drawn turned so (the
        layout's ``carry_turns``: a domino from the upright hand over an end running across the
        table), about the point the pointer holds; off the place, as it was."""
        item = self.held
        if item is None or self.companions or not self.dragging:
            return
        angle = item.spec.carry_turns.get(self.hot.spec.id, 0.0) if self.hot is not None else 0.0
        if item.rotation() != angle:
            item.setRotation(angle)

    def unlight(self) -> None:
        for z in self.lit:
            z.set_state(ZoneItem.NONE)
        self.lit = []
        self.hot = None

    def put_back(self, reason: str | None = None) -> None:
        item = self.held
        self.held = None
        self.unlight()
        for other, start in self.companions:
            other.setPos(start)
            other.setZValue(other.spec.z)
        self.companions = []
        if item is not None:
            item.lifted = False
            # back from where it was let go, as drawn (a tile carried turned and at the board's
            # size jumped to its unturned corner first)
            seen = item.mapRectToScene(item.card_rect()).center()
            item.setScale(1.0)  # (a tile dragged at the board's size: its hand size again)
            item.setRotation(0.0)  # (and as it lies in the hand)
            end = self.start_pos
            if reason:  # the bubble saying why keeps off where the card goes back to
                self.view.about = [item.sceneBoundingRect().translated(end - item.pos())]
            z = item.spec.z

            def settle(item=item, z=z):
                item.setZValue(z)
            start = seen - QPointF(item.w / 2, item.h / 2)
            if (start - end).manhattanLength() > 0.5:
                self.view.glide(item, start, end, settle)
            else:
                item.setPos(end)
                settle()
            item.update()
        if reason:
            self.view.message.emit(reason)

    def refused_drop_reason(self, item: CardItem) -> str:
        rect = item.mapRectToScene(item.piece_box())
        under = self.zone_under_cursor(self.view.zones.values())
        best, area = (under.spec.id if under is not None else None), 0.0
        for zid, z in ([] if under is not None else self.view.zones.items()):
            inter = rect.intersected(z.rect)
            a = inter.width() * inter.height()
            if a > area:
                best, area = zid, a
        if best is None and self.cursor is not None:
            # on none of them: the place whose stretch of table it is (a Mexican Train lane's
            # name, its band), so the engine says why not there (TargetSpec.reach, s33)
            best = next((zid for zid, z in self.view.zones.items()
                         if any(r.contains(self.cursor) for r in getattr(z, "reach", ()))), None)
        key = item.spec.move_key
        group = self.held_group()
        guess_group = getattr(self.layout, "guess_group", None)
        if group is not None and guess_group is not None:
            guess = guess_group(sorted(group), best) if best else None
            if guess is None:
                why = self.each_in_turn([i.spec.move_key for i in self.selected], best)[1] if best else ""
                places = getattr(self.layout, "drop_places", None)
                targets = self.group_targets(group) or (self.open_targets(self.held) if self.held is not None else [])
                if not why and places is not None and not targets:  # (I Doubt It's plays: by gesture)
                    game, state = self.ctx.game, self.ctx.state
                    for t in self.view.zones:
                        g = guess_group(sorted(group), t) if t != best and "#" not in t else None
                        if g is not None and game.check(state, Move(g)) is None:
                            targets.append(t)
                if not why and places is not None and targets and best not in targets:
                    return places(targets, several=True)  # where they do go together
                return why or TOGETHER
            return self.reason(Move(guess))
        if best and self.selected and item not in self.selected and best in self.open_targets(item):
            # dropped alone where the cards selected with it make no meld (it did not join them):
            # why they make none, rather than why one card makes none
            together = self.open_group_move(item, best)
            if together is not None and not self.open_group_fits(item, best):
                return self.reason(together)
        guess = self.layout.guess_move(key, best) if best else None
        if guess is None:
            return self.layout.wrong_place(key, best)
        return self.reason(Move(guess))

    def drop(self, target: str) -> None:
        """The held piece lands on ``target`` (a legal one). A piece picked up in another
        position than the one now (the table changed under the drag) is put back, with why: the
        move a drop makes is the one the piece picked up made then, and a pile's top card is not
        named by its move (10 Dime Rummy's buy), so the card on top now is never the one bought."""
        picked = self.picked
        if picked is not None and picked.state is not self.ctx.state:
            self.picked = None
            self.put_back(self.too_late(picked))
            return
        item = self.held
        group = self.held_group()
        if group is not None:
            moves = self.by_group.get((group, target), [])
            if not moves and target in self.open_targets(item):
                self.commit_open_group(target)
                return
        else:
            moves = self.by_pair.get((item.spec.move_key, target), [])
        if len(moves) == 1:
            self.commit(moves[0])
        elif moves:
            self.open_chooser(moves)
        elif group is not None or item.spec.move_key in self.group_pieces:
            pieces = [i.spec.move_key for i in self.selected] if group is not None else [item.spec.move_key]
            move, reason = self.rule_move(pieces, target)
            if move is not None:
                self.commit(move)
                return
            each, why = self.each_in_turn(pieces, target) if reason == TOGETHER else (None, "")
            if each:
                self.commit_each(each)
            else:
                self.put_back(why or reason)
        else:
            self.put_back(self.refused_drop_reason(item))

    # ----- card lists the engine judges by rule (a rummy meld: any cards that make one) ------------
    # The layout's ``open_groups()`` gives (source zone, target) pairs: cards selected in that
    # zone may be dropped together on the target whether or not the selection is a listed move;
    # ``open_group_move(keys, target)`` builds the move and the engine's check decides (a refusal
    # puts the cards back with its reason). Kept apart from the listed groups above.
    def open_targets(self, item: CardItem) -> list[str]:
        open_groups = getattr(self.layout, "open_groups", None)
        if open_groups is None or self.ctx.locked_reason() is not None:
            return []
        return [dst for src, dst in open_groups() if item.spec.zone == src]

    def commit_open_group(self, target: str) -> None:
        keys = [i.spec.move_key for i in self.selected]
        move = self.layout.open_group_move(keys, target)
        if move is None:
            self.put_back(TOGETHER)
            return
        choices = getattr(self.layout, "open_group_choices", None)
        readings = choices(move) if choices is not None else []
        if len(readings) > 1:  # wild cards that can stand for more than one thing: ask which
            self.open_chooser(readings)
            return
        self.commit(move)

    def open_chooser(self, moves: list[Move]) -> None:
        self.choosing = moves
        for z in self.lit:
            if z is not self.hot:
                z.set_state(ZoneItem.NONE)
        # The piece held goes back over where it came from while the player chooses (still held,
        # above its neighbours), the place it was dropped on lit: left where it was dropped, the
        # A♣ on the A♥ covered the very cards the buttons named ("Take A♥ / Build aces").
        item = self.held
        if item is not None and item.pos() != self.start_pos:
            self.view.glide(item, item.pos(), self.start_pos)
        for other, start in self.companions:
            other.setPos(start)
        entries = [(self.layout.choice_label(m), (lambda m=m: self.commit(m)), self.layout.choice_label(m)) for m in moves]
        entries.append(("Cancel", self.cancel, "Cancel: put the card back"))
        question = self.choice_question(moves)
        self.view.add_buttons(entries, room=True, question=question)
        # the keys' ring on the choice a hint advised (first: the focused button's name would be
        # said over the question), else on none: on the first, "♠ Spades", the next Enter named
        # spades, against the hint just given (s36 t3 #4); the first Enter shows the ring
        hinted = self.hint_move if self.hint_move in moves else None
        label = self.layout.choice_label(hinted) if hinted is not None else None
        button = next((b for b in self.view.buttons if b.text == label), None)
        if button is not None:
            self.focus_on(button)
        else:
            self.forget_focus()
        # (guidance, not a refusal: the status line only; the question is on the table)
        # (with the keys and no choice ringed: how to reach one)
        keys = " The arrows go to them." if input_pause().keys and button is None else ""
        self.view.message.emit("Choose: " + ", ".join(self.layout.choice_label(m) for m in moves) + f" (or Cancel).{keys}")

    def choice_question(self, moves: list[Move]) -> str:
        """Who chooses what, for the table's prompt while a chooser is up: the game's words
        ("Anna: name the suit for the 8."), else "Anna: choose how to play the 5 of spades." (the
        card held), else "Anna: choose one." """
        game, state = self.ctx.game, self.ctx.state
        seat = getattr(self.ctx, "viewer", None)
        if seat is None:
            seat = game.current_player(state)
        if seat is None:
            return "Choose one."
        asked = game.choice_prompt(state, seat, moves)
        if asked:
            return asked
        name = state.players[seat]
        face = self.held.spec.face if self.held is not None else ""
        if len(self.selected) > 1:
            return f"{name}: choose how to play these cards."
        if is_card(face):
            return f"{name}: choose how to play the {card_name(face)}."
        return f"{name}: choose one."

    def cancel(self, quiet: bool = False) -> None:
        if self.choosing is not None:
            self.choosing = None
            self.view.add_buttons([])
            self.show_action_buttons()
        if self.held is not None:
            self.put_back(None if quiet else "Put back.")
        self.set_focus(None)

    def commit(self, move: Move) -> None:
        """Play ``move``; the context applies it, saves, and rebuilds the view."""
        item = self.held
        # where and how it was let go: the piece as drawn (a domino carried at the size of the
        # tiles laid and turned to lie as it will: its unturned corner was the glide's start)
        origin = item.mapRectToScene(item.card_rect()) if item is not None else None
        old = {(i.spec.id, i.spec.face) for i in self.view.pieces.values()}
        old_faces = {i.spec.face for i in self.view.pieces.values()}
        face = item.spec.face if item is not None else None
        self.choosing = None
        self.picked = None  # (played: the rebuild after it is no change under the drag)
        agree = getattr(self.ctx, "agree_to", None)  # a move that asks first (Spider's Give up)
        if agree is not None and not agree(move):
            if self.held is not None:  # a drop not wanted after all (Twenty-One Piles' bust): back it goes
                self.put_back()
            return
        ask = getattr(self.ctx, "ask_on_pass", None)  # others may call as the move passes on it
        if ask is not None and ask(move):
            return  # (made once the question over the table is answered)
        result = self.ctx.play(move, origin=origin, old=old, old_faces=old_faces, face=face)
        if not result.ok:
            self.put_back(result.reason)

    def too_late(self, picked: Picked) -> str:
        """Why a drop whose table changed under the drag plays nothing: what happened first (the
        context's ``said_since``: the game log's sentence), and what lies where the piece was
        picked up now. "Too late: Robo Remy drew from the stock first; the top card is now the
        10 of clubs." """
        said_since = getattr(self.ctx, "said_since", None)
        said = said_since(picked.moves) if said_since is not None and picked.moves is not None else []
        first = unstopped(said[0]) if said else ""
        head = f"Too late: {first} first" if first else "Too late: the table changed while you held the card"
        now = self.view.pieces.get(picked.piece)
        face = now.spec.face if now is not None else ""
        if now is not None and face == picked.face:
            return f"{head}. Nothing was played: pick it up again."
        if picked.piece == picked.zone and now is not None and now.face_up and is_card(face):
            return f"{head}; the top card is now the {card_name(face)}. Nothing was played."
        gone = f"the {card_name(picked.face)}" if is_card(picked.face) else "the piece you held"
        return f"{head}; {gone} is no longer there. Nothing was played."

    def _to_reader(self, place: str) -> str:
        """A place named for the one reading it, the seat the table is drawn for: "Ben's hand"
        said to Ben is "your hand" (a click on the discard told Ben "drag it to Ben's hand")."""
        viewer = getattr(self.ctx, "viewer", None)
        state = getattr(self.ctx, "state", None)
        players = getattr(state, "players", None)
        if isinstance(viewer, int) and players is not None and 0 <= viewer < len(players):
            own = f"{players[viewer]}'s "
            if place.startswith(own):
                return "your " + place[len(own):]
        return place

    #: the move Help > Hint advised last, until the next move: its choice, when the drop asks
    #: one, has the keys' ring (:meth:`open_chooser`)
    hint_move: Move | None = None

    def hurried(self) -> bool:
        """A press on the table (a click, or Enter or Space) while a computer player's move waits
        for its pause shows that move at once (the context's ``hurry_computer``), and does nothing
        else; whether it did. What the move brings up (a curtain, a button) came by itself, not
        in answer to the press: the hand-over's guards judge the next press as they would."""
        hurry = getattr(self.ctx, "hurry_computer", None)
        if hurry is None:
            return False
        was, self.view.answering = self.view.answering, False
        try:
            return bool(hurry())
        finally:
            self.view.answering = was

    def call_too_quick(self, item: CardItem, key: str = "") -> bool:
        """Is ``item`` offered only for calls out of turn (10 Dime Rummy's "Buy!" for the discard
        before a computer draws) and the press on it (a click, a double-click, Enter: ``key``)
        one of the stream of presses going on when those calls came? Then it takes nothing, and
        says why: a call costs (a dime and three cards nobody chose, that Undo cannot take
        back), and is made by a press after a pause, or the drag the prompt asks for begun
        after one. Anna double-clicking on the discard pile every half second while the
        computers played, to hurry them, bought the queen of clubs and the jack of spades
        (s33 t4 #1): a click on the table then "shows a waiting move at once, and does nothing
        else"."""
        moves = self.by_piece.get(item.spec.move_key)
        calls = self._indexed_calls
        if not moves or not calls or any(m not in calls for m in moves) \
                or not input_pause().rushed(self.calls_since):
            return False
        self.view.message.emit(CALL_TOO_QUICK_WORDS.format(then=f"press {key} once" if key else "drag it"))
        return True

    # ----- mouse ----------------------------------------------------------------------------
    def clicked_a_move(self, pos: QPoint, double: bool) -> None:
        """A click at ``pos`` made a move (its release, or its press: :meth:`place_clicked`):
        the rest of its stream makes none (:meth:`in_moved_stream`). ``double``: the click was
        a double-click's second press, the stream already going on."""
        self.moved_by_click, self.moved_to = pos, self.ctx.state
        if double:
            self.moved_stream = (pos, self.view.clock())

    def in_moved_stream(self, pos: QPoint, double: bool) -> bool:
        """Whether a press at ``pos`` is the tail of a quick stream of clicks whose first click
        made a move: a triple-click on Horseshit Rummy's stock drew a card, and its next two
        presses landed on that card, still gliding over the stock, as a double-click that
        discarded it and ended the turn (s38 t2 #1; four presses played the next seat's turn
        too). The stream is known by the double-click the mouse sends for its second press
        (``double``); the presses after it count while each comes within the double-click
        interval of the last, at the same spot. They do nothing. (A click that played the cards
        chosen on a place, at its press, is such a first click: Sweep's place clicked twice.)"""
        now = self.view.clock()
        near = CLICK_SLOP * 2
        if self.moved_to is not self.ctx.state:  # (the table moved on since: no stream of it)
            self.moved_stream = self.moved_by_click = None
        stream, self.moved_stream = self.moved_stream, None
        if stream is not None and (pos - stream[0]).manhattanLength() < near \
                and now - stream[1] <= QGuiApplication.styleHints().mouseDoubleClickInterval() / 1000:
            self.moved_stream = (stream[0], now)
            return True
        moved, self.moved_by_click = self.moved_by_click, None
        if double and moved is not None and (pos - moved).manhattanLength() < near:
            self.moved_stream = (moved, now)
            return True
        return False

    def in_card_burst(self, item, pos: QPoint, double: bool) -> bool:
        """Whether a press on ``item`` at ``pos`` comes after a double-click on that card, in the
        same quick burst (each press within the double-click interval of the last, at the same
        spot): a triple-click's third press chose the card again, or took it back, where the
        double-click had left it ("this one" in Hearts' pass unchosen, s45 t1). Such presses do
        nothing. The double-click's own second press (``double``) starts the burst."""
        now = self.view.clock()
        burst, self.card_burst = self.card_burst, None
        if burst is not None and burst[0] is item and (pos - burst[1]).manhattanLength() < CLICK_SLOP * 2 \
                and now - burst[2] <= QGuiApplication.styleHints().mouseDoubleClickInterval() / 1000:
            self.card_burst = (item, burst[1], now)
            return True
        if double and isinstance(item, CardItem):
            self.card_burst = (item, pos, now)
        return False

    def mouse_press(self, e) -> bool:
        if e.button() != Qt.LeftButton:
            return False
        pos = e.position().toPoint()
        last, self.last_press = self.last_press, pos
        self.double_pressed = None
        if self.hurried():
            return True  # the click showed a computer player's move at once, and did nothing else
        if self.in_moved_stream(pos, double=False):
            return True
        item = self.view.piece_at(pos)
        if self.in_card_burst(item, pos, double=False):
            if isinstance(item, CardItem) and self.choosing is None and item.spec.move_key not in self.pick_pieces \
                    and self.can_lift(item):
                self._pick_up(item, pos)
                self.burst_lift = True
            return True
        if isinstance(item, ButtonItem):
            # A button that has just appeared where the last press was ignores the rest of an
            # impatient double or triple click; aimed at from elsewhere after a pause, it takes
            # the press at once; a press in a stream it never takes (ButtonItem.refusal).
            again = last is not None and self.view.mapFromScene(item.sceneBoundingRect()).boundingRect().contains(last)
            self.pressed_button = item if self._button_takes(item, again, aimed=not again) else None
            return True
        if self.place_clicked(item, pos):
            return True
        if self.selected and self.clicks_to_move() and item not in self.selected:
            # a press anywhere but on where it may go puts back the piece chosen by a click (a
            # press on another piece goes on as a press on it: its click chooses that one)
            self.drop_choice("Nothing selected." if not isinstance(item, CardItem) else None)
        if not isinstance(item, CardItem):
            return False
        if self.choosing is not None:
            if item is self.held:
                return True
            self.view.message.emit("Choose from the buttons first (or Cancel).")
            return True
        if item.spec.move_key in self.pick_pieces and not self.by_piece.get(item.spec.move_key) \
                and self.ctx.locked_reason() is None:
            self.pressed_pick, self.pick_doubled = item, False  # chosen (or unchosen) on release
            return True
        if not self.can_lift(item):
            self.view.message.emit(self.why_not(item))
            self.refused_press = (item, self.view.mapToScene(pos))  # (released over a place: why not that place, below)
            return True
        if self.call_too_quick(item):
            return True
        self._pick_up(item, pos)
        return True

    def _pick_up(self, item: CardItem, pos: QPoint) -> None:
        """A press at ``pos`` picks ``item`` up: it follows the mouse once the press moves past
        :data:`CLICK_SLOP`, and the release drops it, or is a click on it."""
        self.press_at = self.view.mapToScene(pos)
        # the cards that looked lifted when it was pressed (selected, or lit by a hint): the lift
        # and the click's release change that, and a double-click acts on what was seen
        self.shown_lifted = (item, [i for i in dict.fromkeys(self.selected + self.hinted) if i.selected])
        if self.focus_item is not None and self.focus_item is not item:
            # a press on another card takes the keys' ring away, as a choice with the mouse does
            # (toggle_selected): the ring H put on the hinted Q♦ stayed after a click on the J♥,
            # and the Q♦ looked chosen (s39 t2 F2); the next Enter shows the ring again
            self.forget_focus()
        self.lift(item)
        moves = getattr(self.ctx, "moves_played", None)
        self.picked = Picked(self.ctx.state, item.spec.id, item.spec.face, item.spec.zone,
                             moves() if moves is not None else None)
        self.lost = None

    def mouse_move(self, e) -> bool:
        if self.held is None or self.choosing is not None:
            return False
        if not (e.buttons() & Qt.LeftButton):
            return True
        self.cursor = self.view.mapToScene(e.position().toPoint())
        delta = self.cursor - self.press_at
        if not self.dragging and abs(delta.x()) + abs(delta.y()) < CLICK_SLOP:
            return True
        if not self.dragging:
            self.join_selection()
            carry = getattr(self.held.spec, "carry_scale", 1.0)
            if (carry != 1.0 or self.held.spec.carry_turns) and not self.companions:
                # (drawn the size it will lie at, and turned as it would lie, the pointer on it)
                self.held.setTransformOriginPoint(self.held.mapFromScene(self.press_at))
                self.held.setScale(carry)
        self.dragging = True
        self.held.setPos(self.start_pos + delta)
        for other, start in self.companions:
            other.setPos(start + delta)
        self.update_hot()
        return True

    def mouse_release(self, e) -> bool:
        if e.button() != Qt.LeftButton:
            return False
        if self.pressed_button is not None:
            button, self.pressed_button = self.pressed_button, None
            if button is self.view.piece_at(e.position().toPoint()):
                button.action()
                if not any(b.name == button.name for b in self.view.buttons):
                    # the choice it made is gone (a question answered, a window of calls closed):
                    # the rest of a double-click acts on nothing that came up in its place; a
                    # button that stays (a stepper's "+") takes it (InputPause.closed)
                    input_pause().closed()
            return True
        if self.pressed_pick is not None:
            item, self.pressed_pick = self.pressed_pick, None
            if self.pick_doubled and item.selected:
                return True  # (the double-click's first click chose it: it stays chosen)
            if item is self.view.piece_at(e.position().toPoint()):
                self.toggle_selected(item)
            elif not item.selected and item.scene() is not None:
                # dragged away (towards where the passed cards go): chosen, as a click chooses it
                # (Hearts' pass: the drag did nothing and said nothing, s40 t2)
                self.toggle_selected(item)
            return True
        lost, self.lost = self.lost, None
        refused, self.refused_press = self.refused_press, None
        if lost is not None and self.held is None:
            self.picked = None
            self.view.message.emit(self.too_late(lost))
            return True
        before, double = self.ctx.state, self.double_pressed is not None
        try:
            return self._release_held(e, refused)
        finally:
            self.picked = None
            if self.ctx.state is not before:
                self.clicked_a_move(e.position().toPoint(), double)

    def _release_held(self, e, refused: tuple[CardItem, QPointF] | None = None) -> bool:
        """The release of a press that picked a piece up (or of a click on one); ``refused``: a
        press on a piece that could not move (the press said why), and where it was."""
        if refused is not None and self.held is None:
            item, pressed = refused
            released = self.view.mapToScene(e.position().toPoint())
            delta = released - pressed
            # (a click: the press said why)
            why = self.why_not_there(item, released) if abs(delta.x()) + abs(delta.y()) >= CLICK_SLOP else None
            if why is not None:
                self.view.message.emit(why)
        if self.held is None or self.choosing is not None:
            return self.choosing is not None
        item = self.held
        double, self.double_pressed = self.double_pressed, None
        burst, self.burst_lift = self.burst_lift, False
        if burst and not self.dragging:
            self.put_back()  # (the third press of a triple-click: the card stays as the double-click left it)
            return True
        if not self.dragging and double is not None and double[0] is item:
            # the release of a double-click that stayed a click: it acts now
            self.put_back()
            self.shown_lifted = double[1]
            if item in self.selected and self.clicks_to_move() and len(self.legal_targets(item.spec.move_key)) > 1 \
                    and len(self.by_piece.get(item.spec.move_key, [])) > 1:
                # (the first click chose it, and it has several moves: which is for the next click;
                # one move offered on several places is made, as a double-click makes it)
                self.light_choice(item)
                return True
            if self.double_clicked(item):
                return True
            self.lift(item)  # (a second click on a card only to choose: as a click's release, below)
        if not self.dragging:
            targets = self.legal_targets(item.spec.move_key)
            if item.spec.clickable and (len(targets) == 1 or len(self.by_piece.get(item.spec.move_key, [])) == 1):
                # one place, or one move offered on several (Fast Track's card thrown away: on
                # the card spot or the discards)
                self.drop(targets[0])
            elif item.spec.move_key in self.group_pieces or self.open_targets(item):
                self.put_back()  # a click (or Ctrl+click) selects it for a move of several cards
                self.toggle_selected(item)
            elif targets and self.clicks_to_move():
                self.put_back()
                self.choose_to_move(item)
            elif isinstance(item, CardItem) and len(targets) == 1:
                # a click on a card that can go to one place only: say how it is played (a click
                # on Rummoli's one card to play did nothing, and nothing said a double-click would)
                doing, where = self.one_place_words(item, targets[0])
                # and what comes after it, where the game says (Fast Track's card, then a marble:
                # a click on a card of the hand of five seemed to do nothing, s45 t3 #9)
                then = getattr(self.layout, "click_then", None)
                after = then(self.by_pair.get((item.spec.move_key, targets[0]), [])) if then is not None else None
                self.put_back((f"To {doing}, drag it to {where} or double-click it" if where
                               else f"To {doing}, double-click it") + (f"; {after}." if after else "."))
            elif isinstance(item, CardItem) and len(targets) > 1:
                # a click on a card that can go to several places: where, where the game says so
                # (a click on Push's freed joker that fits two melds did nothing)
                # (else how: Cassino's, Biscuit's cards said nothing at all, s38 t4 #4)
                self.put_back(self.several_places(item, targets)
                              or f"To play {_called(item)}, drag it where it should go.")
            else:
                self.put_back()
            return True
        if self.hot is not None:
            self.drop(self.hot.spec.id)
        else:
            self.put_back(self.refused_drop_reason(item))
        return True

    def rule_place(self, item: CardItem) -> list[str]:
        """The one place where a drag of ``item`` (with the cards selected with it) would be
        played by rule, when the engine lists no move of that card alone: Sweep offers each
        rank's cards together, and a double-click on one of four jacks did nothing, where a
        drag plays it (and Cassino's double-click plays a card's one move). Empty when no such
        place, or more than one, takes it."""
        key = item.spec.move_key
        if key not in self.group_pieces:
            return []
        chosen = [i.spec.move_key for i in self.selected]
        pieces = chosen if item in self.selected and len(chosen) > 1 else [key]
        group = group_key(pieces)
        places = self.group_targets(group) or self.rule_targets(group)
        fits = [t for t in places if self.by_group.get((group, t)) or self.rule_move(pieces, t)[0] is not None]
        return fits if len(fits) == 1 else []

    def mouse_double_click(self, e) -> bool:
        if e.button() != Qt.LeftButton:
            return False  # (as a press of another button: it picks nothing up, and plays nothing)
        if self.in_moved_stream(e.position().toPoint(), double=True):
            return True  # (the first click played the cards chosen there: the second does nothing more)
        item = self.view.piece_at(e.position().toPoint())
        if self.in_card_burst(item, e.position().toPoint(), double=True):
            return True  # (a fourth press, and on: as the third)
        if self.place_clicked(item, e.position().toPoint(), double=True):
            return True
        if isinstance(item, ButtonItem) and e.button() == Qt.LeftButton:
            # the second press of a double-click is a press like any other (a stepper's "+" steps
            # twice), ignored as the first would be by a button new to the spot
            return self.mouse_press(e)
        self.last_press = e.position().toPoint()
        if isinstance(item, CardItem) and item.spec.move_key in self.pick_pieces \
                and not self.by_piece.get(item.spec.move_key) and self.ctx.locked_reason() is None:
            # chosen at the release, never taken back: a double-click means "this one" (Hearts'
            # pass: its first click chose the card, its second unchose it, "Nothing chosen.",
            # s45 t1 #7)
            self.pressed_pick, self.pick_doubled = item, True
            return True
        if not isinstance(item, CardItem) or item.spec.clickable:
            return isinstance(item, (CardItem, ButtonItem))
        if self.choosing is not None:
            return True
        if not self.can_lift(item):
            self.view.message.emit(self.why_not(item))
            return True
        if self.call_too_quick(item):
            return True
        # Picked up as by any press: it acts at the release, and only if the press did not become
        # a drag. Anna clicked three kings to choose them, then pressed on the last one at once to
        # drag them to "New meld": that click and press were a double-click, which discarded the
        # king of diamonds there and then and ended her turn (s36 t2 #1).
        first = self.shown_lifted
        self.double_pressed = None
        self._pick_up(item, e.position().toPoint())
        self.double_pressed = (item, first)
        return True

    def double_clicked(self, item: CardItem) -> bool:
        """The release of a double-click on ``item`` (picked up by its second press and put back,
        the pointer not moved past :data:`CLICK_SLOP`): it plays the card to its only place, or
        says why not; False where it is a second click on a card only to choose (the release
        chooses it, or takes it back, as a click's does)."""
        pressed, lifted = self.shown_lifted
        chosen_before = pressed is item and item in lifted
        self.keep_lifted(item)
        key = item.spec.move_key
        alone = self.legal_targets(key)
        others = [i for i in self.selected if i is not item]
        if alone and others:
            # other cards still chosen: they go with it where they make a move together (two
            # aces a hint lit, double-clicked in Sweep); else nothing is played, and the card is
            # never played alone behind the choice (three kings clicked, the press to drag them
            # read as a double-click, discarded the last, s36 t2 #1)
            pieces = [i.spec.move_key for i in others] + [key]
            group = group_key(pieces)
            if not any(self.by_group.get((group, t)) or self.rule_move(pieces, t)[0] is not None
                       for t in alone):
                if not chosen_before and item in self.selected:  # (the first click chose it)
                    self.selected.remove(item)
                    item.set_selected(False)
                self.view.message.emit(self.chosen_others_words(item, alone))
                return True
        targets = alone or self.rule_place(item)
        if not targets:
            meant = self.double_click_meant(item)
            if meant is not None:
                # a card that goes nowhere now, where a double-click would play it (a discard
                # while the card dug for must be melded first): why, not "Nothing selected."
                # (the first click's selection of it undone)
                if item in self.selected:
                    self.selected.remove(item)
                    item.set_selected(False)
                self.view.message.emit(self.reason(meant))
                return True
            return False  # a card only to select (for a meld the engine judges): a second click
        if len(targets) != 1 and len(self.by_piece.get(item.spec.move_key, [])) == 1:
            # one move that names several places: a capture by adding up (the 7 takes the 5 and
            # the 2) lists each heap it takes; a double-click plays it, as it plays a pair
            targets = targets[:1]
        if len(targets) != 1:
            noun = {"card": "card", "domino": "tile"}.get(getattr(item.spec, "kind", ""), "piece")
            self.view.message.emit(self.several_places(item, targets)
                                   or f"That {noun} can go to more than one place: drag it where it should go.")
            return True
        moves = self.by_pair.get((key, targets[0]), [])
        words = getattr(self.layout, "double_click_words", None)
        held_back = words(moves[0]) if words is not None and len(moves) == 1 else None
        if held_back:
            # legal, but not the obvious move (a trail while another card could capture): a
            # double-click made it by accident too easily (s44 t3 F9); a drag still makes it
            if item in self.selected and not chosen_before:  # (the first click chose it)
                self.selected.remove(item)
                item.set_selected(False)
            self.view.message.emit(held_back)
            return True
        self.lift(item)
        zone = self.view.zones.get(targets[0])
        if zone is not None:
            zone.set_state(ZoneItem.HOT)
            self.hot = zone
            item.setPos(zone.rect.topLeft())
        self.drop(targets[0])
        return True

    def chosen_others_words(self, item: CardItem, targets: list[str]) -> str:
        """What a double-click on ``item`` says where other cards are chosen that cannot go with
        it: nothing was played, and what the double-click would do once they are put back."""
        doing = self.one_place_words(item, targets[0])[0] if len(targets) == 1 else f"play {_called(item)}"
        return (f"Other cards are chosen too, so nothing was played: to {doing}, press Escape to "
                f"put them back, then double-click it.")

    def one_place_words(self, item: CardItem, target: str) -> tuple[str, str]:
        """What the move of ``item`` to ``target`` does, after "To " ("discard the 9 of hearts",
        the game's own words where "play" is wrong: 10 Dime Rummy's discard is bought), and
        ``target`` named for the reader ("the discard pile"; "" where it is no place drawn)."""
        zone = self.view.zones.get(target)
        where = self._to_reader(place_words(zone.accessible_name().split(",")[0])) if zone is not None else ""
        moves = self.by_pair.get((item.spec.move_key, target), [])
        words = getattr(self.layout, "click_words", None)
        doing = (words(moves[0]) if words is not None and len(moves) == 1 else None) or f"play {_called(item)}"
        return doing, where

    def several_places(self, item: CardItem, targets: list[str]) -> str | None:
        """The game's words for ``item`` whose moves go to each of ``targets`` (a click cannot
        choose): where it may go, and to drag it there; None where the game has none."""
        words = getattr(self.layout, "several_places_words", None)
        if words is None:
            return None
        key = item.spec.move_key
        moves: list[Move] = []
        for t in targets:
            moves += [m for m in self.by_pair.get((key, t), []) if m not in moves]
        return words(moves) if moves else None

    def keep_lifted(self, item: CardItem) -> None:
        """A double-click on one of several cards that looked lifted when it began (selected, or
        lit by a hint) acts on all of them, as a drag of it would carry them: its first click
        took the card out of the selection (or the lift put the hint out), and Sweep's double-
        click on one of two hinted aces played that ace alone (s28)."""
        pressed, lifted = self.shown_lifted
        self.shown_lifted = (None, [])
        if pressed is not item or item not in lifted or len(lifted) < 2:
            return
        lifted = [i for i in lifted if i.scene() is not None]
        self.selected = lifted + [i for i in self.selected if i not in lifted]  # (in the order seen)
        for other in lifted:
            other.set_selected(True)

    def double_click_meant(self, item: CardItem) -> Move | None:
        """The one-card move a double-click on ``item`` would have played, had it been legal:
        its drop on a discard pile (the one place a card alone is double-clicked to in the
        rummy games), for the engine's reason; None where there is no such pile or move."""
        for zid in self.view.zones:
            if not zid.startswith(("hand", "meld")):
                guess = self.layout.guess_move(item.spec.move_key, zid)
                if guess is not None and guess.get("kind") == "discard":
                    return Move(guess)
        return None

    # ----- keyboard ---------------------------------------------------------------------------
    def focusables(self) -> list[Any]:
        if self.ctx.locked_reason() is not None:
            return []
        if self.choosing is not None:
            return list(self.view.buttons)
        if self.held is not None:
            return list(self.lit)
        open_groups = getattr(self.layout, "open_groups", None)
        # (a card of a meld the engine judges, in no listed move: chosen by Space all the same)
        opens = {src for src, _ in open_groups()} if open_groups is not None else set()
        seen, out = set(), []
        for item in sorted(self.view.pieces.values(), key=lambda i: (i.spec.y, i.spec.x)):
            key = item.spec.move_key
            chosen = key in self.group_pieces or key in self.pick_pieces or item.spec.zone in opens
            # (each copy of a card that may be chosen, from a game of several decks: three kings
            # of hearts in a set are three cards to choose, one key)
            copy = chosen and item.spec.id.startswith(key + "#")
            if (key in self.by_piece or chosen) and (key not in seen or copy):
                if key == "stock" or item.spec.id == key or item.spec.id.startswith(key):
                    seen.add(key)
                    out.append(item)
            elif self.place_stop(item):
                out.append(item)
        return out + list(self.view.buttons)

    def focus_groups(self, items: list[Any]) -> list[list[Any]]:
        """The keys' stops ``items`` (:meth:`focusables`) in groups, in their order: the
        person's own pieces (their hand), the rest of the table (its piles, the cards played), the
        buttons (:func:`focus_group`). Tab goes from group to group, the arrows within one."""
        viewer = getattr(self.ctx, "viewer", None)
        groups: dict[str, list[Any]] = {}
        for item in items:
            groups.setdefault(focus_group(item, viewer), []).append(item)
        return list(groups.values())

    def place_stop(self, item) -> bool:
        """Is ``item`` a pile that the pieces to move go onto (Crazy Eights' discard pile, the card
        drawn for it), a stop of the keys of its own though nothing on it moves: Tab went stock,
        hand, stock, and the keyboard never came to the discard pile to read its top card (s34
        #2). Enter on it says what to do (:meth:`key_press`)."""
        if not isinstance(item, CardItem) or item.spec.kind != "card" or item.spec.move_key in self.by_piece:
            return False
        return any(target == item.spec.id for _, target in list(self.by_pair) + list(self.by_group))

    def focus_on(self, item, aimed: bool = False) -> None:
        """The keys' focus on ``item`` (its place among :meth:`focusables` kept, -1 where it is
        not one), with ``aimed``: as if the person had moved it there (a key on it is aimed)."""
        items = self.focusables()
        self.focus_index = items.index(item) if item in items else -1
        self.set_focus(item)
        if aimed:
            self.aimed = item

    def set_focus(self, item) -> None:
        if self.focus_item is not None and self.focus_item is not item:
            try:
                self.focus_item.focused = False
                self.focus_item.update()
            except RuntimeError:  # deleted with the old scene
                pass
        self.focus_item = item
        if item is not None:
            item.focused = True
            item.update()
            held = self.held
            if held is not None and isinstance(item, ZoneItem) and self.choosing is None:
                self.view.focus_named.emit(self.held_words(item))
            else:
                self.view.focus_named.emit(item.accessible_name())

    def held_words(self, zone: ZoneItem) -> str:
        """The status line while cards picked up by the keys wait over a place: what is held,
        where Enter puts it and how to put it back ("Picked up the 7 of clubs: Enter takes it
        to the discard pile, the arrows go to another place, Esc puts it back."). It said only
        "the discard pile", and nothing named the card held (s32 t2 #3)."""
        held = self.held
        assert held is not None
        # the layout's own words where "takes it to" makes no sense: the boneyard held over itself
        # draws a tile ("Picked up the chicken yard: Enter takes it to the chicken yard", s37 t1)
        own = getattr(self.layout, "held_words", None)
        said = own(held.spec.id, zone.spec.id) if own is not None and not self.held_group() else None
        if said:
            return str(said)
        cards = [held] + [i for i in self.selected if i is not held] if self.held_group() else [held]
        # a face-down pile that one press turns or draws from (Fast Track's pile, the stock) goes
        # by its top card: "Picked up Ben's pile: Enter takes it to the card being played" (s34 #3)
        pile = len(cards) == 1 and held.spec.clickable and held.spec.face == BACK
        # and a face-up pile by its top card too, the one card that goes: "Picked up the discard
        # pile" read as the whole pile taken (Golf, s42 t3)
        top = len(cards) == 1 and held.spec.face != BACK and held.spec.id == held.spec.zone and ":" not in held.spec.id
        called = _called(held)
        what = ("the top discard" if top and called == "the discard pile" else f"the top card of {called}"
                if pile or top else _named(cards))
        carried = 0 if self.held_group() else len(self.companions)  # (a run lying on the card)
        if carried:
            what += f" and the {plural(carried, 'card')} on it" if carried > 1 else " and the card on it"
        them = "them" if len(cards) + carried > 1 else "it"
        where = self._to_reader(place_words(zone.accessible_name().split(",")[0]))
        more = ", the arrows go to another place" if len(self.lit) > 1 else ""
        return f"Picked up {what}: Enter takes {them} to {where}{more}, Esc puts {them} back."

    def choosable(self, item: CardItem) -> bool:
        """Is ``item`` a card a click chooses for a move of several cards (:meth:`_release_held`:
        a card of a listed move of several, or one the engine judges in a meld)?"""
        return self.can_lift(item) and (item.spec.move_key in self.group_pieces or bool(self.open_targets(item)))

    def pick_up_by_keys(self, item: CardItem) -> None:
        """Enter on a card: it is picked up with the cards chosen with it (as a drag of a chosen
        card carries them), or joins them where it and they make a move together (as a drag of
        it would, :meth:`join_selection`), else it goes alone. It rises where it lies, framed in
        gold (a faint shadow was all that told it from the others, s32 t2 #3), and the keys go
        over the places it may go to; where there is none, it goes back and says so."""
        if self.selected and item not in self.selected and self.join_targets(item):
            self.selected.append(item)
            item.set_selected(True)
        # the place a hint lit for it, where the keys go first (lifting puts the hint out)
        hinted = self.hinted_zone if item in self.hint_cards else None
        together = self.hinted_together(item)
        if together:
            # the cards a hint lit to go together, picked up together (Sweep's three queens to
            # the set in play: Enter on the first lit queen played it alone)
            for other in together:
                self.selected.append(other)
                other.set_selected(True)
        z = item.zValue()
        self.lift(item)
        if not item.selected:
            item.setY(item.y() - item.h * SELECTED_RISE)
        if not self.companions:
            # raised where it lies, its place in the fan kept, as a chosen card is: on top of the
            # fan it covered the card beside it whole (I Doubt It's 4 over the 10, s38 t4 #9)
            item.setZValue(z)
        if not self.lit:
            called = capitalized(_called(item))
            alone = (f"{called} goes nowhere alone: choose the cards to go with it (Space on each), then Enter."
                     if self.choosable(item) else f"{called} cannot go anywhere now.")
            self.put_back("Those cards cannot go anywhere together." if self.held_group() else alone)
            return
        self.focus_list_changed()
        # the first place offered: the hint's, else one whose top card is of the held card's suit
        # (Spider's same-suit build: the 3 of spades' column came first, s38 t4 #5)
        first = hinted if hinted is not None and hinted in self.lit else self.same_suit_place(item)
        if first is not None and first is not self.focus_item:
            self.focus_on(first)

    def same_suit_place(self, item: CardItem) -> ZoneItem | None:
        """The first lit place whose top card is of ``item``'s suit, if any."""
        face = item.spec.face
        if not is_card(face) or len(self.lit) < 2:
            return None
        for zone in self.lit:
            cards = [i for i in self.view.pieces.values() if i.spec.zone == zone.spec.id and is_card(i.spec.face)]
            if cards and max(cards, key=lambda i: i.zValue()).spec.face[-1:] == face[-1:]:
                return zone
        return None

    def hinted_together(self, item: CardItem) -> list[CardItem]:
        """The cards a hint lit for one move of several together (a listed move of those cards,
        :attr:`by_group`), ``item`` last, when Enter picks ``item`` up with nothing chosen: all of
        them are picked up, as the hint says. [] otherwise."""
        cards = self.hint_cards
        if self.selected or item not in cards or len(cards) < 2 or not all(isinstance(i, CardItem) for i in cards):
            return []
        group = group_key(i.spec.move_key for i in cards)
        if not any(g == group for g, _ in self.by_group):
            return []
        return [i for i in cards if i is not item] + [item]

    def forget_focus(self) -> None:
        """Nothing focused: the scene is drawn anew (a move, a resize, the curtain), and a key
        must never act on an item of the scene before, nor count as aimed at one."""
        self.set_focus(None)
        self.focus_index = -1
        self.aimed = None

    def buttons_redrawn(self) -> None:
        """The view has drawn its buttons again (a stepper's step, a selection's buttons, the
        table's own button offered): a focus on a button no longer drawn goes to the button of
        the same name drawn in its place (Enter on the stepper's "+" steps again), else nowhere.
        The one gone stays callable: Enter on the "Bid 0" focused bid 0 after a click on "+"
        showed "Bid 1", and every Enter on "+" stepped from the same bid."""
        item = self.focus_item
        if not isinstance(item, ButtonItem) or item in self.view.buttons:
            return
        same = next((b for b in self.view.buttons if b.name == item.name), None)
        aimed = self.aimed is item
        if same is None:
            self.forget_focus()
            return
        self.focus_item = same  # (quietly: the same button, its name said when it was focused)
        same.focused = True
        same.update()
        if aimed:
            self.aimed = same

    def focus_list_changed(self) -> None:
        items = self.focusables()
        self.focus_index = 0 if items else -1
        self.set_focus(items[0] if items else None)

    def _button_takes(self, button: ButtonItem, again: bool, aimed: bool, key: str = "") -> bool:
        """Does this press on ``button`` count (:meth:`ButtonItem.refusal`)? If only the stream
        stops it, whoever means it is told to wait a moment, as at the curtain."""
        why = button.refusal(again, key, aimed)
        if why:
            self.view.message.emit(why)
        elif why is None:
            self.view.lifted.emit()  # (a refusal said before it, "Too quick ...", is old news)
        return why is None

    def shown_then_pressed(self, item) -> bool:
        """Is the key being handled on ``item`` one of the stream of presses whose key only showed
        the ring on it (:attr:`ring_shown`), the person having not moved it there since?"""
        shown = self.ring_shown
        return (shown is not None and shown[0] is item and item is not self.aimed
                and input_pause().rushed(shown[1]))

    def key_press(self, e) -> bool:
        key = e.key()
        self.card_burst = None  # (a key between two double-clicks: the next is a double-click of its own)
        if key in (Qt.Key_Tab, Qt.Key_Right, Qt.Key_Down, Qt.Key_Backtab, Qt.Key_Left, Qt.Key_Up):
            items = self.focusables()
            if not items:
                locked = self.ctx.locked_reason()
                self.view.message.emit(locked or "Nothing can be moved right now.")
                return True
            step = -1 if key in (Qt.Key_Backtab, Qt.Key_Left, Qt.Key_Up) or e.modifiers() & Qt.ShiftModifier else 1
            groups = self.focus_groups(items)
            here = next((g for g in groups if self.focus_item in g), None)
            below = None
            if key in (Qt.Key_Up, Qt.Key_Down) and here is not None:
                below = nearest_across(self.focus_item, items, down=key == Qt.Key_Down)
            elif key in (Qt.Key_Left, Qt.Key_Right) and here is not None and self.held is None:
                # the nearest stop that way on the table, whatever group it is in: from Golf's
                # Knock (a group of one) Left stayed on Knock, where Enter knocked (s42 t3)
                below = nearest_way(self.focus_item, items, left=key == Qt.Key_Left)
            if below is not None:
                to = below
            elif key in (Qt.Key_Up, Qt.Key_Down, Qt.Key_Left, Qt.Key_Right) and here is not None \
                    and (self.held is None or key in (Qt.Key_Up, Qt.Key_Down)):
                # nothing lies that way: the ring stays. Up went along the list, sideways; Left
                # from 10,000's leftmost die that counts went round to the rightmost (s42 t3)
                to = self.focus_item
            elif key in (Qt.Key_Tab, Qt.Key_Backtab) and len(groups) > 1:
                # Tab goes from group to group (the hand, the table's piles, the buttons), to the
                # first of the next: in Hearts the button to pass came after all 16 cards (s36 t3 #6)
                at = groups.index(here) if here is not None else (-1 if step > 0 else 0)
                to = groups[(at + step) % len(groups)][0]
            elif self.held is not None and key in (Qt.Key_Left, Qt.Key_Right) and here is not None:
                # the places a held card may go to, by where they lie: Left the next one to the
                # left (it went by the engine's order: "Left moves right" in Spider, s38 t4 #5),
                # and round from the leftmost to the rightmost, as the arrows go round a list
                to = beside(self.focus_item, here, left=key == Qt.Key_Left) or \
                    beside(self.focus_item, here, left=key == Qt.Key_Left, wrap=True) or self.focus_item
            elif here is not None:  # the arrows (and Tab where there is one group) within the group
                to = here[(here.index(self.focus_item) + step) % len(here)]
            elif key not in (Qt.Key_Tab, Qt.Key_Backtab) and self.landing() is not None:
                # an arrow with nothing ringed (a move made with the mouse took the ring away):
                # the ring shows where the table would put it, the person's own first card, as
                # Enter shows it. Left went to the last stop, Thirty-One's Knock button, where the
                # arrows stayed (a group of one) and Enter knocked (s41 t3 BUG-1)
                to = self.landing()
            else:
                to = items[0] if step > 0 else items[-1]
            self.focus_index = items.index(to)
            self.set_focus(to)
            self.aimed = self.focus_item  # (moved there by the person: a key on it is aimed)
            return True
        if key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            # (a key held down acts once, here too: its repeats never come here, TableView.hold_keys;
            # held, it showed every computer's move in a row, and went on to the piece in focus)
            if self.held is None and self.choosing is None and self.hurried():
                # a computer's move waiting for its pause shown at once, as a click shows it (a
                # keyboard player at the slow pace waited for every one, s32 t2 #8); nothing else
                return True
            item = self.focus_item
            items = self.focusables()
            if item not in items:
                # nothing has the ring (a chooser's row, a question's buttons): the key only shows
                # it, where the table would put it, else on the first
                if not items:
                    self.view.message.emit(self.ctx.locked_reason() or "Nothing can be moved right now.")
                    return True
                first = self.chosen_landing() or self.landing()
                self.focus_on(first or items[0])
                self.ring_shown = (self.focus_item, input_pause().stream)
                # ... but a piece the table itself would have ringed, had the keyboard lifted the
                # curtain (a click did: no ring for a mouse player), is acted on at once, as with
                # its ring there: Thirty-One's first Enter after "I'm Zoë: show my cards" only
                # said "the stock, 37 cards, top: face down" (s41 t3 BUG-2). Buttons and cards
                # chosen with the mouse keep the rule above (an Enter not meant acts on nothing).
                if not (isinstance(first, CardItem) and self.held is None and self.choosing is None
                        and not self.selected):
                    return True
                item = first
            if self.held is None and self.place_stop(item):
                self.view.message.emit(f"{capitalized(item.accessible_name())}. To put a card here, press Enter on "
                                       "that card first, then Enter here.")
            elif isinstance(item, ButtonItem) and self.shown_then_pressed(item):
                # the key that showed the ring on it, pressed twice "to confirm" (no pause to
                # read the name of the button it shows): nothing (s37 t4)
                self.view.message.emit(hurried_words(key_name(e)))
            elif isinstance(item, ButtonItem):
                # (the click's rule: a key held down is a press again; the focus the person
                # moved onto the button is where they aimed)
                if self._button_takes(item, e.isAutoRepeat(), aimed=item is self.aimed,
                                     key=key_name(e)):
                    item.action()
            elif isinstance(item, CardItem) and self.held is None and item.spec.move_key in self.pick_pieces \
                    and not self.by_piece.get(item.spec.move_key):
                self.set_focus(item)
                self.toggle_selected(item, by_keys=True)  # (its message after the focus's: what to do next)
            elif isinstance(item, CardItem) and self.held is None and key == Qt.Key_Space and self.choosable(item):
                # Space chooses a card for a move of several cards, as a click does (I Doubt It's
                # claim of two aces could not be made by the keys: every key picked up one card,
                # s32 t2 #9); Enter then picks up the cards chosen
                self.set_focus(item)
                self.toggle_selected(item, by_keys=True)
            elif isinstance(item, CardItem) and self.held is None:
                if not self.call_too_quick(item, key_name(e)):
                    self.pick_up_by_keys(item)
            elif isinstance(item, ZoneItem) and self.held is not None:
                self.land_on(item)
            return True
        if key == Qt.Key_Escape:
            if self.held is not None or self.choosing is not None:
                back = self.held
                self.cancel()
                if back is not None and back in self.focusables():
                    # the keys stay on the piece put back: the ring went, and the next arrow
                    # started again from the stock (s32 t2 #4)
                    self.set_focus(back)
                    self.focus_index = self.focusables().index(back)
                    self.view.message.emit(f"Put back: {back.accessible_name()}.")
                return True
            if self.selected:
                # Esc clears a selection (four hearts stayed selected after a refused stick)
                self.unlight()  # (and the places lit for a piece chosen by a click)
                self.clear_selection()
                if self.picks:  # (the buttons of chosen cards follow the selection)
                    self.show_action_buttons()
                self.view.message.emit("Nothing chosen." if self.picks else "Nothing selected.")
                return True
        return False


def focus_group(item, viewer: int | None) -> str:
    """Which group of the keys' stops ``item`` is in (:meth:`DragController.focus_groups`): the
    table's buttons, the person's own pieces (their hand), or the rest of the table (its piles)."""
    if isinstance(item, ButtonItem):
        return "buttons"
    spec = getattr(item, "spec", None)
    return "own" if viewer is not None and getattr(spec, "owner", None) == viewer else "table"


def beside(here, items: list[Any], left: bool, wrap: bool = False) -> Any:
    """Of ``items``, the nearest to the left (``left``) or to the right of ``here`` on the screen,
    by their middles (the nearest in height first where several lie as far); None at the end.
    ``wrap``: the one furthest the other way (where the arrow goes round to from the end)."""
    def middle(item) -> QPointF:
        return item.sceneBoundingRect().center()

    at = middle(here)
    if wrap:
        others = [i for i in items if i is not here]
        if not others:
            return None
        far = max if left else min
        return far(others, key=lambda i: (middle(i).x(), -abs(middle(i).y() - at.y())))
    ahead = [i for i in items if i is not here and (middle(i).x() < at.x() - 1 if left else middle(i).x() > at.x() + 1)]
    if not ahead:
        return None
    return min(ahead, key=lambda i: (abs(middle(i).x() - at.x()), abs(middle(i).y() - at.y())))


def nearest_way(here, items: list[Any], left: bool) -> Any:
    """Of ``items``, the nearest to the left (``left``) or right of ``here`` on the screen, one
    in the same row before one off to the side, and only one more to that side than above or
    below it (Up from Golf's stack went to the Knock button right of the discard pile, barely
    higher); None where nothing lies that way."""
    box = here.sceneBoundingRect()
    centre = box.center()
    best, score = None, 0.0
    for item in items:
        if item is here:
            continue
        other = item.sceneBoundingRect()
        spot = other.center()
        dx = centre.x() - spot.x() if left else spot.x() - centre.x()
        if dx <= 1:
            continue  # (the other way, or the same card's copy under it)
        overlap = min(box.bottom(), other.bottom()) - max(box.top(), other.top())
        gap = max(other.top() - box.bottom(), box.top() - other.bottom(), 0.0)
        if overlap <= 0 and dx < gap:
            continue  # (more above or below it than to the side: Up's and Down's)
        dy = abs(spot.y() - centre.y())
        s = dx + (0.0 if overlap > min(box.height(), other.height()) / 2 else 2 * dy)
        if best is None or s < score:
            best, score = item, s
    return best


def nearest_across(here, items: list[Any], down: bool) -> Any:
    """The item of ``items`` the Down (``down``) or Up key goes to from ``here``, by where they
    lie on the table: the nearest one below (above) it, one in the same column before one off to
    the side (Golf's grid: Down from the top row's first card is the card under it, not the next
    card of the row, s32 t2 #6), and only one more below (above) it than to the side (Up from
    Golf's stack went to the Knock button right of the discard pile, barely higher: s42 t3);
    None where nothing lies that way."""
    box = here.sceneBoundingRect()
    centre = box.center()
    best, score = None, 0.0
    for item in items:
        if item is here:
            continue
        other = item.sceneBoundingRect()
        spot = other.center()
        dy = spot.y() - centre.y() if down else centre.y() - spot.y()
        if dy <= min(box.height(), other.height()) / 4:
            continue  # (in the same row, or the other way)
        dx = abs(spot.x() - centre.x())
        overlap = min(box.right(), other.right()) - max(box.left(), other.left())
        if overlap <= 0 and dy < -overlap:
            continue  # (more to the side than below: Left's and Right's)
        # (off to the side weighs more than down: the card below before the one diagonally)
        s = dy + (0.0 if overlap > min(box.width(), other.width()) / 2 else 2 * dx)
        if best is None or s < score or (s == score and dx < abs(best.sceneBoundingRect().center().x() - centre.x())):
            best, score = item, s
    return best


#: What a player's zone of each role is called after a name ("Ben's stock").
_ROLE_NOUNS = {"hand": "hand", "stock": "stock", "discard": "discard pile", "kitty": "kitty",
               "tableau": "row", "grid": "grid", "pile": "pile"}


#: The roles of what lies on the table for good (a meld, cards played or won): a card pressed there
#: "cannot be moved", whoever's turn it is (not "That is Anna's meld: it is Ben's turn.")
FOR_GOOD = frozenset({"meld", "played", "trick", "collection"})


def _zone_noun(zone) -> str:
    """A player's zone as "Ben's ..." names it: its label of one or two words where it has one
    ("Stock", "Waste", "♠ ship (ace keel)" without its note), else its role's word."""
    label = zone.label.split(":")[0].split("(")[0].strip()
    if label and len(label.split()) <= 2:
        return label[:1].lower() + label[1:]
    return _ROLE_NOUNS.get(zone.kind.value, zone.name.replace("_", " "))


def _named(items) -> str:
    """Pieces as a sentence names them, each name once (Home's marbles), two or more copies of
    a card counted ("both aces of spades": a double deck's two, "the ace of spades" said once)."""
    counts: dict[str, int] = {}
    cards: set[str] = set()
    for item in items:
        name = _called(item)
        counts[name] = counts.get(name, 0) + 1
        if getattr(item.spec, "kind", "") == "card":
            cards.add(name)
    return listed(_copies(name, n) if n > 1 and name in cards else name for name, n in counts.items())


def _copies(name: str, n: int) -> str:
    """``n`` copies of a card called ``name``: "both aces of spades", "the three 9s of clubs"."""
    bare = name[4:] if name.startswith("the ") else name
    rank, of, suit = bare.partition(" of ")
    plural = f"{rank}s{of}{suit}"
    return f"both {plural}" if n == 2 else f"the {NUMBER_WORDS.get(n, str(n))} {plural}"


NUMBER_WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


def _own_name(name: str) -> str:
    """A piece's own name, before the comma that starts where it lies ("the 7 of clubs, in your
    hand"); a comma inside brackets is the name's own (a Decktet Pawn's "the Watchman (Pawn of
    Moons, Wyrms and Knots)" was cut to "the Watchman (Pawn of Moons")."""
    return re.split(r",(?![^(]*\))", name, maxsplit=1)[0]


def _called(item) -> str:
    """A piece as a sentence names it: "the king of diamonds" (a card's name has no article)."""
    name = _own_name(item.accessible_name())
    if re.match(r"[^ ]+'s ", name):  # a face-down card called by its place: "Anna's grid", not "the Anna's grid"
        return name
    if name and getattr(item.spec, "kind", "") == "card" and not name.startswith(("the ", "a ", "an ")):
        return f"the {name}"
    return name
