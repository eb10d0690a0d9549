"""10 Dime Rummy, from the family's book (004_312affb30e9b3af0.txt, section "10 Dime Rummy";
"General Rules" for the dealer and the order of play). The shared engine is :mod:`contract_rummy`.

"3-4 decks of cards, including jokers"; "Any number of people can play" (decided: 2 to 8; 3 decks
up to 5 players, 4 from 6); "12 cards are dealt to each player and one card is turned up by the
stock pile". "Jokers and 2's are wild"; "Runs are not permitted – SETS ONLY"; "You have to have at
least equal amounts of tame cards to wild cards"; "You cannot steal wild cards from melded cards".

Eight hands, each with its required meld: 1 set of 3, 2 sets of 3, 1 set of 4, 2 sets of 4, 1 set
of 5, 2 sets of 5, 1 set of 6, 2 sets of 6.

The turn: "Draw one card at the beginning of each round from the stock pile and discard at the end
of each turn." "Each player begins the game with ten dimes." "If you want the top card from the
discard pile you must buy it; you throw a dime in the pot and get the discard and two more cards
from the stock pile. If you want another card throw another dime in the pot and take the next
discard and two more cards from the pile. You can continue buying cards until you are satisfied
or out of dimes." After the required meld: "additional sets can be set down with a minimum of 3
to each set"; "You can play on other players cards immediately after you meld. You play in front
of yourself so that you can include these points in your count." "You may go out with or without
a discard." "When you play down your meld you may go out the same round if everybody has had at
least one play."

Scoring: "count all points played out in front of you less any cards still in your hand": jokers
50, 2s 25, aces 20, K-10 10, 9-3 5. "Highest score at the end of the 8th round wins the pot."

Decided where the text is vague (also on the rules page): buying is the drawing player's way of
drawing (instead of the stock card: each dime buys the next discard and two stock cards); the
house rule "Buy out of turn" lets any other player buy the top discard before the player to draw
draws (but not the player who has just thrown it away; where several call "Buy!" at once, the first
after the player to draw, in turn order: ``Game.first_call``). The player to draw has first refusal
(``first_refusal``): nobody buys ahead of a person to draw; when that person passes the card by,
drawing from the stock, the others may buy it just before the draw (``Game.passes_on_calls``): a
computer is asked itself (``PlayController.callers_on_pass``), and the people at the table are asked
over the table, no hand showing: "Anna passes the ace of clubs by" over "Ben buys it", "Cleo buys
it" and "Nobody buys it: Anna draws"; Anna, who holds the laptop, presses the button of whoever
calls (``PlayController.people_on_pass``, ``passed_by_words``), then her draw is made and her table
comes back behind her curtain (a question to the table like the others, ``PlayController.pass_by``:
whoever leaned in to read it may still be looking). Decided so because it is what happens at a real table: the next player looks at her
hand and says whether she takes the card; only when she draws from the stock do the others shout
"Buy!"; and the laptop need not go round for it. While a computer is to draw, the person holding
the laptop presses the button of a person who calls ("Anna buys it") or drags the discard to their
own hand, before the computer's draw (it waits a moment for them, or until the laptop holder
presses "Nobody buys it: Robo Ruby draws": ``Game.nobody_calls_words``), seat order deciding there
too between people and computers (a person's button only where no computer sitting before them
calls: the window's ``called_out_moves``), each button naming the card ("Anna buys the 9♣"); two sets of one rank never make a hand's two sets; the sizes are minimums (a set of 3 may
be a set of 4); the pot is shared on a tie.

Decided, because the book's rules let a hand go on for ever (a hand ends only when a player goes
out, and nobody may have made the hand's meld): the stock is made again from the discards **at
most twice in a hand**; when the third stock runs out, the hand ends after that turn with nobody
out, and everyone counts as at any hand's end ("all points played out in front of you less any
cards still in your hand").
"""

from __future__ import annotations

from typing import Any

from ..core.cards import JOKER, RANK_OF, card_name, card_short
from ..core.game import Applied, Drag, Event, GameInfo, Move, OptionSpec
from ..core.scoresheet import POINTS_AND_TOTAL, ScoreSheet
from ..core.words import listed, plural, sentence
from .contract_rummy import ENDLESS_STOCK, DRAW, GAME_OVER, HAND_OVER, PLAY, ContractRummy, ContractState, own_move_shapes, standard_deck
from .meld_table import best_seats, hand_totals, table_less_hand
from .rummy_words import goes_out, hand_end
from .melds import JOKER_RANK, SET, Contract, MeldRules, draw_move, seen_taking

RULES = MeldRules(wild_ranks=frozenset({JOKER_RANK, "2"}), natural="tame", runs=False, sets_only=True)
DIMES = 10
#: what a buy costs and brings ("you throw a dime in the pot and get the discard and two more
#: cards from the stock pile"), as the house rule and the pass-by screen say it
BUY_PRICE = "a dime: the card and two stock cards"
#: "Required Meld for each hand"
HANDS = (
    Contract(((SET, 3),)),
    Contract(((SET, 3), (SET, 3))),
    Contract(((SET, 4),)),
    Contract(((SET, 4), (SET, 4))),
    Contract(((SET, 5),)),
    Contract(((SET, 5), (SET, 5))),
    Contract(((SET, 6),)),
    Contract(((SET, 6), (SET, 6))),
)
VALUE = {JOKER_RANK: 50, "2": 25, "A": 20, "K": 10, "Q": 10, "J": 10, "10": 10}


def value(card: str) -> int:
    """ "Jokers 50 points, 2s 25 points, Aces 20 points, K-10 10 points, 9-3 5 points" """
    return VALUE.get(RANK_OF[card], 5)


BUY_MOVE = Move(kind="buy")


def buy_label(card: str) -> str:
    """The card on a buy's button: "9♣", "joker"."""
    return "joker" if card == JOKER else card_short(card)


class TenDimeRummy(ContractRummy):
    move_shapes = own_move_shapes("buy")
    #: written under each seat, as numbers (see ``Game.seat_numbers``): the dimes left and the
    #: total so far
    seat_numbers = ("dimes", "scores")
    info = GameInfo(
        id="ten_dime_rummy",
        name="10 Dime Rummy",
        keywords=("ten dime",),  # other names the start screen's search finds it by
        family="Rummy",
        min_players=2,
        max_players=8,
        description="Sets only, jokers and 2s wild; eight hands with a required meld each. Buy "
                    "discards with your ten dimes; the best score wins the pot.",
        source="004_312affb30e9b3af0.txt, section '10 Dime Rummy'",
        rules_page="ten_dime_rummy.html",
        sheet_row="Hand", sheet_columns=POINTS_AND_TOTAL,
        # (the blank sheet's rows: "Required Meld for each hand")
        sheet_rounds=tuple(f"Hand {no} – {contract.text()}" for no, contract in enumerate(HANDS, 1)),
        options=(
            OptionSpec("hands", "Hands to play", "8 plays the whole game. Fewer makes a shorter evening: the "
                       "best score after the last of them wins the pot.", 8, minimum=1, maximum=8),
            OptionSpec("buy_out_of_turn", "Buy out of turn",
                       f"Any player may buy the top discard ({BUY_PRICE}) before the next player "
                       "draws; the player about to draw has first choice. Off: only the player about "
                       "to draw may buy.", False),
            ENDLESS_STOCK,
        ),
    )
    hand_size_default = 12
    #: "Buy out of turn": "I'll buy that!" while another is to draw (see ``buyers``); computers
    #: are asked too (PlayController.callers)
    called_out = frozenset({"buy"})
    #: "never ahead of a person about to draw, who has first refusal": people too are asked when
    #: the person to draw passes the card by (see the module's docstring)
    first_refusal = True
    lay_off_on_others = True
    #: "You play in front of yourself so that you can include these points in your count."
    layoffs_in_front = True
    extras_with_contract = True
    swaps = ""
    out_with_contract_after_round = True
    stock_rebuilds = 2  # decided: see the module's docstring (house rule ``endless_stock``: none)
    #: 2: the stock is made again at most twice a hand; a game saved before replays as it was
    #: played, with the house rule ``endless_stock`` on.
    state_version = 2

    def pieces(self, players: int, options: dict[str, Any]):
        return standard_deck(3 if players <= 5 else 4)

    def card_points(self, card: str) -> int:
        return value(card)

    def rules(self, options: dict[str, Any]) -> MeldRules:
        return RULES

    def extra_fields(self, n: int, options: dict[str, Any]) -> dict[str, Any]:
        return {"dimes": (DIMES,) * n, "pot": 0}

    def contract(self, state: ContractState, seat: int) -> Contract:
        return HANDS[state.hand_no - 1]

    # ----- drawing and buying -------------------------------------------------------------------
    def buyers(self, state: ContractState) -> tuple[int, ...]:
        """Who may buy the top discard now."""
        if state.phase not in (DRAW, PLAY) or not state.discard:
            return ()
        if state.phase == PLAY:
            # the player to draw keeps buying: "If you want another card throw another dime"
            return (state.turn,) if state.bought and state.dimes[state.turn] > 0 else ()
        seats = range(len(state.players)) if state.options["buy_out_of_turn"] else (state.turn,)
        # decided: nobody buys back the card they have just thrown away
        return tuple(s for s in seats if state.dimes[s] > 0 and s != state.thrown_by)

    def draw_moves(self, state: ContractState, seat: int) -> list[Move]:
        """ "Draw one card ... from the stock pile"; the discard is only bought."""
        return [draw_move(None, "stock")] if self.available(state) >= 1 else []

    def to_act(self, state: ContractState) -> tuple[int, ...]:
        seat = self.current_player(state)
        if seat is None:
            return ()
        if state.phase == DRAW and state.options["buy_out_of_turn"]:
            return (seat,) + tuple(s for s in self.buyers(state) if s != seat)
        return (seat,)

    def compute_legal_moves(self, state: ContractState) -> list[Move]:
        moves = super().compute_legal_moves(state)
        buyers = self.buyers(state)
        if state.phase == DRAW and state.options["buy_out_of_turn"]:
            moves = [Move(m, seat=state.turn) for m in moves]
            moves += [Move(kind="buy", seat=s) for s in buyers]
        elif buyers and not state.pending:
            moves.append(BUY_MOVE)
        return moves

    def table_drop(self, state: ContractState, seat: int | None, drag: Drag) -> Move | None:
        """The discard dropped on a player's hand is that player buying it (the only way to take
        it): with "Buy out of turn", whoever's hand it is; else the player to draw's. A drop on
        the hand of the player who has just thrown it away was taken for a draw from the stock by
        the player to draw, and said "It is not your turn." (finding F-d)."""
        target = drag.to[0] if drag.to else ""
        if state.phase in (DRAW, PLAY) and state.discard and target.startswith("hand/") \
                and [zone for zone, _ in drag.picked] == ["discard"] and target[5:].isdigit():
            buyer = int(target[5:])
            if buyer == state.turn and not (state.phase == DRAW and state.options["buy_out_of_turn"]):
                return BUY_MOVE
            return Move(kind="buy", seat=buyer)
        return super().table_drop(state, seat, drag)

    def check(self, state: ContractState, move: Move) -> str | None:
        return self.refusal_to(state, move, None)

    def refusal_to(self, state: ContractState, move: Move, viewer: int | None) -> str | None:
        """The buy refusals name the buyer, the drawer or the thrower, and say "you" to the one
        reading them (``viewer``; without one, the buyer): "You have no dimes left to buy with."
        to Anna, not "Anna has no dimes left to buy with." (tester report s27)."""
        seat = move.get("seat")
        buyer = seat if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(state.players) else -1
        valid = buyer >= 0
        reader = viewer if viewer is not None else buyer if valid else state.turn

        def has(who: int, what: str) -> str:
            """ "You have ..." to the reader, "Anna has ..." to the others."""
            return f"You have {what}" if who == reader else f"{state.players[who]} has {what}"

        if move.get("kind") == "buy" and valid and seat != state.turn and state.phase in (DRAW, PLAY) \
                and not (state.phase == DRAW and state.options["buy_out_of_turn"]):
            if state.turn == reader:
                if state.phase == PLAY:
                    return "Only you may buy the discard now: it is your turn."
                return "Only you may buy the discard: you are to draw (the house rule \"Buy out of turn\" is off)."
            drawer = state.players[state.turn]
            if state.phase == PLAY:
                return f"Only {drawer}, whose turn it is, may buy the discard now."
            return (f"Only {drawer}, who is to draw, may buy the discard (the house rule "
                    "\"Buy out of turn\" is off).")
        if state.phase == DRAW and state.options["buy_out_of_turn"]:
            if move in self.legal_moves(state):
                return None
            kind = move.get("kind")
            if kind == "buy" and valid:
                if not state.discard:
                    return "There is no discard to buy."
                if buyer == state.thrown_by:
                    return has(buyer, f"just thrown the {card_name(state.discard[-1])} away: "
                                     "nobody buys back their own discard.")
                if state.dimes[buyer] <= 0:
                    return has(buyer, "no dimes left to buy with.")
            if seat is not None and (seat not in self.to_act(state) or kind != "buy" and seat != state.turn):
                return "It is not your turn." if kind != "buy" else sentence(f"That is not a move in {self.info.name}")
            if seat is None and kind not in ("draw", "buy"):
                # the player to draw played a card (a move without a seat): it is her turn, she
                # has to draw first (s28 t4: "It is not your turn." to Ben, whose turn it was)
                return self.explain(state, move)
            return self.explain(state, Move({k: v for k, v in move.items() if k != "seat"}))
        return super().check(state, move)

    def explain(self, state: ContractState, move: Move) -> str:
        if state.phase == DRAW and move.get("kind") not in ("draw", "buy"):
            card = f"buy the {card_name(state.discard[-1])}" if state.discard else "buy the discard"
            return f"Draw first: from the stock, or {card}."
        if move.get("kind") == "buy" and state.phase in (DRAW, PLAY):
            if not state.discard:
                return "There is no discard to buy."
            if state.phase == PLAY and not state.bought:
                return "You have drawn already: buying is instead of drawing."
            if state.phase == PLAY and state.down_now:
                return "You have laid cards down: buying is over for this turn."
            return "You have no dimes left to buy with."
        return super().explain(state, move)

    def click_words(self, state: ContractState, move: Move) -> str | None:
        """ "you throw a dime in the pot and get the discard and two more cards from the stock
        pile": the discard is bought, not played."""
        if move.get("kind") == "buy" and state.discard:
            return f"buy the {card_name(state.discard[-1])} (a dime: it and two stock cards)"
        return None

    def called_out_words(self, state: ContractState, seats, viewer: int | None = None,
                         holder: int | None = None) -> str:
        """What the prompt says while a computer is to draw and people may buy, to ``viewer``
        whose hand the table shows: their own buy is a drag to their hand; another's is the
        button the reader presses for them ("Anna buys it", as on the curtain; the table makes no
        drag onto another's hand). "Before Robo Ruby draws, Anna may call "Buy!" for the jack of
        spades: Ben, then press "Anna buys it"." It said "then drag it to Anna's hand" on Ben's
        table, his hand face up, and Anna reached over it to drag (s28 t1). With no viewer (the
        table drawn for nobody while others may buy) every buy is a button, ``holder`` (who holds
        the laptop) named as the one to press: "Anna or Cleo may call "Buy!" ...: Cleo, then press
        “Anna buys it” or “Cleo buys it” for the one who calls." It said "you or Anna ... drag it
        to your hand" to Cleo, whose hand was face down (s31 t4 #2)."""
        if not state.discard:
            return ""
        own = viewer is not None and viewer in seats
        others = [s for s in seats if s != viewer]
        names = listed((["you"] if own else []) + [state.players[s] for s in others], "or")
        draws = "Before you draw" if state.turn == viewer else f"Before {state.players[state.turn]} draws"
        card = card_name(state.discard[-1])
        buttons = listed((f"\u201c{self.move_label(state, Move(kind='buy', seat=s))}\u201d" for s in others), "or")
        reader = viewer if viewer is not None else holder
        if not others:
            how = "then drag it to your hand"
        elif own:
            how = f"drag it to your hand, or press {buttons} when {listed((state.players[s] for s in others), 'or')} calls"
        elif reader is not None and 0 <= reader < len(state.players):
            how = f"{state.players[reader]}, then press {buttons}" + (" for the one who calls" if len(others) > 1 else "")
        else:
            how = f"then press {buttons}"
        return f"{draws}, {names} may call \"Buy!\" for the {card}: {how}."

    def called_out_buttons(self, state: ContractState, moves) -> tuple[str, list[str]]:
        """On the curtain before Cleo draws: "Before Cleo draws, the 7 of hearts may be bought
        for a dime:" over "Anna buys it" and "Ben buys it" (each move's label, the same button
        the table offers for a call while a computer is to draw)."""
        if not state.discard:
            return super().called_out_buttons(state, moves)
        line = (f"Before {state.players[state.turn]} draws, the {card_name(state.discard[-1])} may be bought "
                "for a dime:")
        return line, [self.move_label(state, m) for m in moves]

    def passed_by_words(self, state: ContractState, moves, taker: int | None = None) -> tuple[str, str, str]:
        """Asked over the table (no hand showing) when Anna, to draw, draws from the stock: "Anna
        passes the ace of clubs by" / "Ben or Cleo may call "Buy!" for it (a dime: the card and
        two stock cards). Anna, press the button of the one who calls first:" over "Ben buys it",
        "Cleo buys it", and "Nobody buys it: Anna draws"."""
        drawer = state.players[state.turn]
        callers = [m["seat"] for m in moves if isinstance(m.get("seat"), int)]
        names = listed((state.players[s] for s in callers), "or")
        card = card_name(state.discard[-1]) if state.discard else "discard"
        title = f"{drawer} passes the {card} by"
        buy = f"\"Buy!\" for it ({BUY_PRICE})"  # (said once, in the sentence: not on a button)
        if taker is not None:
            # a computer has called already: it gets the card unless a person before it calls
            # (s28 t4: "Nobody buys it: Ben draws" was pressed and Robo Remy bought it)
            # (in turn-order words, as the rules page says who gets a card called for at once:
            # "sits before" read as a place at the table, and "Nobody else: Robo Rex buys it" as
            # a riddle, s33 #4; the computer's button says who gets it, as the people's do)
            robot = state.players[taker]
            comes = "comes" if len(callers) == 1 else "come"
            return (title, f"{robot} calls {buy}. {names} {comes} before {robot} in the turn order and may buy it "
                           f"instead. {drawer}, press the button of the one who gets it:",
                    f"{robot} buys it")
        first = " first" if len(callers) > 1 else ""
        return (title, f"{names} may call {buy}. {drawer}, press the button of the one who calls{first}:",
                f"Nobody buys it: {drawer} draws")

    def called_ahead_words(self, state: ContractState, taker: int, seats) -> str:
        """ "Robo Rudi calls "Buy!" for the 9 of clubs and gets it: Robo Rudi comes before Anna
        and Ben in the turn order." (the first caller after the player to draw gets the card:
        ``first_call``)"""
        robot = state.players[taker]
        card = f"the {card_name(state.discard[-1])}" if state.discard else "the discard"
        return (f"{robot} calls \"Buy!\" for {card} and gets it: {robot} comes before "
                f"{listed((state.players[s] for s in seats), 'and')} in the turn order.")

    def perform_other(self, state: ContractState, move: Move) -> Applied:
        """ "you throw a dime in the pot and get the discard and two more cards from the stock
        pile" (as many as the stock can give, rebuilt from the discards if need be)."""
        buyer = move.get("seat", state.turn) if state.phase == DRAW else state.turn
        card = state.discard[-1]
        state = state.replace(discard=state.discard[:-1], thrown_by=-1)  # (whose the card under it was: not kept)
        extra: tuple[str, ...] = ()
        for _ in range(2):
            state = self.refill(state)
            if state.stock:
                extra += (state.stock[-1],)
                state = state.replace(stock=state.stock[:-1])
        hands = list(state.hands)
        hands[buyer] += (card,) + extra
        dimes = list(state.dimes)
        dimes[buyer] -= 1
        changes: dict[str, Any] = {"hands": tuple(hands), "dimes": tuple(dimes), "pot": state.pot + 1,
                                   "taken": seen_taking(state.taken, len(state.players), buyer, (card,))}
        if buyer == state.turn:
            changes.update(phase=PLAY, bought=state.bought + 1)
        new = state.replace(**changes)
        who = state.players[buyer]
        more = {0: "", 1: " and a stock card"}.get(len(extra), " and two stock cards")
        # one sentence (it said the dime twice: "... bought the king of spades for a dime and two
        # stock cards. Robo Rex paid a dime into the pot.")
        return Applied(new, (Event(f"{who} pays a dime into the pot for the {card_name(card)}{more}.",
                                   "card_moved", cards=[card], src="discard", dst=f"hand/{buyer}"),))

    def perform_move(self, state: ContractState, move: Move) -> Applied:
        kind = move.get("kind")
        if kind != "buy" and "seat" in move:
            move = Move({k: v for k, v in move.items() if k != "seat"})
        result = super().perform_move(state, move)
        if (kind == "meld" or kind == "lay_off" or kind == "discard") and result.state.bought:
            return Applied(result.state.replace(bought=0), result.events)  # buying is over
        return result

    # ----- scoring ------------------------------------------------------------------------------
    def end_hand(self, state: ContractState, out: int, events: list[Event]) -> Applied:
        """ "count all points played out in front of you less any cards still in your hand" """
        pts = table_less_hand(state.melds, state.hands, value)
        new = state.replace(history=state.history + (pts,))
        over = new.hand_no >= state.options["hands"]
        new = new.replace(phase=GAME_OVER if over else HAND_OVER)
        went = goes_out(state.players[out]) if out >= 0 else ""  # (nobody out: the prompt says the points)
        events.append(hand_end(went, state.players, pts, scored=True, over=over))
        return Applied(new, tuple(events))

    def scores(self, state: ContractState) -> list[int]:
        return hand_totals(state.history, len(state.players))

    def winners(self, state: ContractState) -> list[int]:
        """ "Highest score at the end of the 8th round wins the pot" (a tie shares it; with
        fewer hands to play, the last of them)."""
        return best_seats(self.scores(state)) if state.phase == GAME_OVER else []

    def public(self, state: ContractState) -> dict[str, Any]:
        data = super().public(state)
        data.update(dimes=list(state.dimes), pot=state.pot, pot_unit="dime", scores=self.scores(state))
        return data  # (while others may buy, only the drawer's name is lit: Game.observation)

    def status(self, state: ContractState) -> str:
        """Whose turn and what to do, and always the pot (the dimes are on the seats)."""
        if state.phase == DRAW:
            buy = " or buy the discard for a dime" if state.turn in self.buyers(state) else ""
            return f"{state.players[state.turn]}: draw from the stock{buy}. Pot: {plural(state.pot, 'dime')}.{self.stock_note(state)}"
        if state.phase == GAME_OVER:
            won = self.winners(state)
            names = listed(state.players[s] for s in won)
            return f"Game over: {names} {'share' if len(won) > 1 else 'wins'} the pot of {plural(state.pot, 'dime')}."
        return f"{super().status(state)} Pot: {plural(state.pot, 'dime')}."

    def prompt(self, state: ContractState, seat: int) -> str:
        """The status, and to the player to draw, where others may buy: that the card is hers
        first ("If you draw from the stock instead, Anna or Ben may buy the jack of hearts
        before your draw."): first refusal, then the question when she passes it by."""
        text = self.status(state)
        if state.phase == DRAW and seat == state.turn and state.options["buy_out_of_turn"] and state.discard:
            others = [s for s in self.buyers(state) if s != seat]
            if others:
                names = listed((state.players[s] for s in others), "or")
                text += (f" If you draw from the stock instead, {names} may buy the "
                         f"{card_name(state.discard[-1])} before your draw.")
        return text

    def move_label(self, state: ContractState, move: Move) -> str:
        if move.get("kind") == "buy":
            seat = move.get("seat", state.turn)
            who = state.players[seat] if isinstance(seat, int) and 0 <= seat < len(state.players) else ""
            # another's buy out of turn: the button whoever holds the laptop presses for the one
            # who called "Buy!" (on the curtain and on the table alike), naming the card: when one
            # window of calls closed and the next opened, its "Anna buys it" came up where the last
            # one's had been, and a click meant for the 9 of clubs bought the ace of spades
            # (s32 t3 #6)
            if seat != state.turn and who:
                return f"{who} buys the {buy_label(state.discard[-1])}" if state.discard else f"{who} buys it"
            return "Buy the discard for a dime"
        return super().move_label(state, move)

    def score_sheet(self, state: ContractState) -> ScoreSheet:
        from dataclasses import replace

        sheet = self.running_sheet(state, tie_rule="A tie shares the pot.")
        return replace(sheet, extra={"dimes": list(state.dimes), "pot": state.pot})

    def score_sheet_notes(self, state: ContractState) -> tuple[str, ...]:
        """The scoring, and the required melds of the hands played (the house rule "Hands to
        play": with 2 it said all eight melds and "after hand 8")."""
        last = self.last_hand(state)
        melds = " \u00b7 ".join(c.text() for c in HANDS[:last])
        return ("Cards played out in front of you less the cards left in your hand: jokers 50, 2s 25, "
                "aces 20, K-10 10, 9-3 5.",
                f"Required meld{'s' if last > 1 else ''}: {melds}. Highest score after hand {last} wins the pot.")

    @staticmethod
    def last_hand(state: ContractState) -> int:
        """The hand after which the game ends: the 8th, or the house rule "Hands to play"."""
        hands = state.options.get("hands", len(HANDS))
        return min(max(1, hands), len(HANDS)) if isinstance(hands, int) else len(HANDS)

GAME = TenDimeRummy()
