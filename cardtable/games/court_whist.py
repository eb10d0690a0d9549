"""Court Whist, from the family's rule book (004_312affb30e9b3af0.txt, sections "Court Whist" and
"Court Whist score card"): one table played on the laptop.

Cards and seats: "1 decks of cards per table, not including jokers"; "4 players per table, no
limit to the number of tables you can have"; "All card are dealt out each round". "ACES HIGH AT
ALL TIMES - INCLUDING CUTS." "Partners are selected at random and each set of partners will
include one lady and one man." "SIT OUTS (if necessary) WILL TAKE A SCORE OF 8 AT EACH HAND".

Play: "Each group of 4 people plays one set of 4 hands as seen on the score sheet." "All players
cut for the deal first time they play a round, high card deals. After that the deal progresses
around the table clockwise so that all players get a chance to deal once." "Deal all cards.
Person to the left of the dealer plays the first card." "Trump is decided as instructed on the
score sheet. Players must follow suit if possible." "Points are counted up after each hand by
partners (except Conspiracy)". "For "Conspiracy" the last card dealt out is trump and is given to
the dealer after everybody sees it." "High score at the end of the 7 rounds wins".

The score card's seven games: 1 Coronation, "Total tricks taken", trump "declared by owner of"
the king of spades, hearts, clubs, diamonds in the four hands; 2 Prosperity, "Each trick counts
as double"; 3 Conspiracy, "no partners", "Each player scores own tricks only", "Last card is
turned up for trump"; 4 Chivalry, "2 extra for each trick taken by lady"; 5 Revolution, "Each side
scores opponents tricks", "No trump"; 6 Confiscation, "Each player speaking after cards dealt
forfeits 3 points which are deducted from speakers total"; 7 Restoration, "Count each Face Card
as a point in addition to the tricks". Games 2, 4, 6 and 7: "Spades Trump", "Hearts Trump",
"Clubs Trump", "Diamonds Trump".

Decided where the text is vague (also on the in-app rules page):

* The laptop plays one table: 4 to 7 players. Four play each game (a set of four hands); the
  others sit out and score 8 a hand. Who sits out: the men and the ladies beyond two of each,
  those who have sat out least first (ties go round the names in turn).
* Men and ladies: the "Ladies" option names the ladies (by default every second name is a
  lady, starting with the first: the New Game names Anna, Ben, Cleo and Dev make Anna and Cleo
  the ladies; New Game says who is a lady under the names). At least two of each are needed.
  Games saved before state version 2 counted from the second name, and are read so.
* Partners sit opposite; each side is a man and a lady. Game 1's partners are drawn at random;
  after each game a man partners the lady he has partnered least (at one table the winners
  cannot move to another table, so the partners change instead; ties are drawn).
* The cut: each of the four draws a card; aces high; the highest deals. Only the players tied
  for highest cut again, from the cards not yet cut. The cuts are drawn from the game's seed.
  (Games saved before state version 3 had all four cut again from the whole pack: they replay so.)
* Coronation: the holder of the king names any suit as trump.
* Conspiracy: the dealer's last card is shown to everyone and stays face up in the dealer's hand
  until played; its suit is trump. Each player scores their own tricks.
* Chivalry: a side scores its tricks plus 2 for each trick its lady took.
* Confiscation: any player at the table presses "Spoke" for whoever spoke during the play; the
  speaker (only) loses 3 that hand.
* Restoration: a side scores its tricks plus one point for each jack, queen and king it took.
* "possible 13" is the most a side can score in one hand (26, 13, 13 to 39, 13, 13, 25).
* Partners score alike; each player keeps their own card. The best grand total wins; players
  tied share the win.
* After each game the side with more points won it ("the winners move"); a tie is settled by a
  cut, the highest man and lady moving. In Conspiracy the best man and the best lady won.

Moves (as recorded): ``{"kind": "call", "trump": "H"}`` (Coronation's king holder), ``{"kind":
"play", "card": "QS"}``, ``{"kind": "spoke", "speaker": 2}`` (Confiscation, made by the player to
act, naming who spoke), ``{"kind": "next_hand"}``. Stacked deals: all 52 one at a time from the
dealer's left round the table (the cut is drawn from the seed, not from the stack).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from ..core.blank_sheets import COURT_WHIST_GAMES
from ..core.cards import RANK_OF, RANK_VALUE_ACE_HIGH, SUIT_NAMES, SUIT_OF, SUIT_SYMBOLS, SUITS, DeckSpec, card_name
from ..core.game import Applied, Event, GameInfo, Move, OptionError, OptionSpec
from ..core.words import listed
from ..core.zones import Role, Seen, Zone
from .tricks import CALL, GAME_OVER, HAND_OVER, PLAY, NO_TRUMP, TrickGame, TrickState, deal, reads, ready_move

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

HANDS_PER_GAME = 4
#: the rule a game saved before state version 3 replays with: a tie for the highest cut had all
#: four cut again (:func:`cut_cards`)
EVERYONE_RECUTS = "everyone_recuts"
GAMES = 7
SIT_OUT_SCORE = 8
SPOKE_FINE = 3
FACES = frozenset({"J", "Q", "K"})
#: "Spades Trump", "Hearts Trump", "Clubs Trump", "Diamonds Trump"; Coronation's kings in that order.
SUIT_ORDER = ("S", "H", "C", "D")
CORONATION, PROSPERITY, CONSPIRACY, CHIVALRY, REVOLUTION, CONFISCATION, RESTORATION = range(1, 8)
NAMES = {g[0]: g[1] for g in COURT_WHIST_GAMES}
#: The most a side (or a player in Conspiracy) can score in one hand, as the card says.
#: each game's scoring as the banner over the table says it, in plain words to the players (the
#: score card's own lines, "Each player speaking after cards dealt forfeits 3 points which are
#: deducted from speakers total", stay on the printed card and the score sheet)
TABLE_RULES = {
    CORONATION: "A point a trick",
    PROSPERITY: "2 points a trick",
    CONSPIRACY: "A point for each trick you take",
    CHIVALRY: "A point a trick, 2 more if your lady takes it",
    REVOLUTION: "Avoid tricks: yours score for the other side",
    CONFISCATION: "Talk and you lose 3 points (press who spoke)",
    RESTORATION: "A point a trick, and one for each jack, queen or king",
}
POSSIBLE = {g[0]: g[5].replace("Total – possible ", "").replace(" a hand", "") for g in COURT_WHIST_GAMES}


def game_of(hand_no: int) -> int:
    """The game (1 to 7) a hand (1 to 28) belongs to."""
    return (hand_no - 1) // HANDS_PER_GAME + 1


def hand_in_game(hand_no: int) -> int:
    """0 to 3."""
    return (hand_no - 1) % HANDS_PER_GAME


def trump_rule(hand_no: int) -> str:
    """This hand's line on the score card."""
    g, k = game_of(hand_no), hand_in_game(hand_no)
    return COURT_WHIST_GAMES[g - 1][4][k]


DECLARED_BY = "Trump declared by owner of "


def short_rule(hand: str, who: str = "", suit: str = "") -> str:
    """The score card's hand line as the narrow score panel beside the table shows it, or "" to
    show it whole: "Trump declared by owner of King-Spades" was cut there to "Trump declared
    by… King-Spades", then "King-Diamonds owner nam…" (s27 t1 #4: cut, and oddly worded). It
    reads "Holder of K♠ names trump", and once played, with ``who`` named ``suit``: "K♠: Robo
    Ruby named hearts" (printed sheets and the panel's tooltip keep the card's words)."""
    if not hand.startswith(DECLARED_BY):
        return ""
    king = hand.removeprefix(DECLARED_BY).split("-")[-1].strip().lower()
    symbol = next((SUIT_SYMBOLS[s] for s, name in SUIT_NAMES.items() if name == king), "")
    card = f"K{symbol}" if symbol else hand.removeprefix(DECLARED_BY)
    if who:
        return f"{card}: {who} named {suit}"
    return f"Holder of {card} names trump"


def ladies_from(names: Sequence[str], text: str) -> tuple[bool, ...]:
    """Who is a lady: the names in ``text`` (commas between), or every second player, starting
    with the first."""
    if not text.strip():
        return tuple(i % 2 == 0 for i in range(len(names)))
    folded = {n.casefold(): i for i, n in enumerate(names)}
    ladies = [False] * len(names)
    for part in text.split(","):
        name = part.strip()
        if not name:
            continue
        if name.casefold() not in folded:
            raise OptionError(f"'{name}' is in the ladies but is not one of the players.")
        ladies[folded[name.casefold()]] = True
    return tuple(ladies)


def cut_cards(seed: int | str, game: int, players: Sequence[int],
              everyone: bool = False) -> list[list[tuple[int, str]]]:
    """ "All players cut for the deal ... high card deals"; "ACES HIGH AT ALL TIMES - INCLUDING
    CUTS". Each of the four draws a card; those tied for highest cut again, from the cards not
    yet cut (a card is never cut twice; the pack is gathered again only if too few are left).
    Every round of cutting. ``everyone``: a game saved before state version 3, where all four cut
    again from the whole pack (the tester saw Anna, out of the tie, win the re-cut, and Cleo cut
    the same jack twice: s38 t1)."""
    deck = DeckSpec().codes()
    rounds = []
    cutting, left = list(players), list(deck)
    for attempt in range(100):
        rng = random.Random(f"cardtable/{seed}/court-cut/{game}/{attempt}")
        if everyone:
            cutting, left = list(players), list(deck)
        elif len(left) < len(cutting):
            left = list(deck)
        drawn = rng.sample(left, len(cutting))  # (the first cut is drawn as it always was)
        left = [c for c in left if c not in drawn]
        cut = list(zip(cutting, drawn))
        rounds.append(cut)
        high = max(RANK_VALUE_ACE_HIGH[RANK_OF[c]] for _, c in cut)
        cutting = [p for p, c in cut if RANK_VALUE_ACE_HIGH[RANK_OF[c]] == high]
        if len(cutting) == 1:
            break
    return rounds


@dataclass(eq=False, kw_only=True)
class CourtWhistState(TrickState):
    ladies: tuple[bool, ...]
    table: tuple[int, ...] = ()  # the four playing this game, clockwise; partners opposite
    sat_out: tuple[int, ...] = ()  # games each player has sat out
    pairs: tuple[tuple[int, int], ...] = ()  # every (man, lady) partnership so far, one per game
    spoke: tuple[int, ...] = ()  # Confiscation: times each player spoke this hand
    turned: str = ""  # Conspiracy: the dealer's last card, face up until played
    declarer: int = -1  # Coronation: who named trump
    cuts: tuple[tuple[tuple[int, str], ...], ...] = ()  # this game's cut(s) for the deal
    moves_text: str = ""  # who "moves" after the last game


class CourtWhist(TrickGame[CourtWhistState]):
    #: 2: an empty "Ladies" makes every second player a lady starting with the first (before:
    #: with the second; :meth:`upgrade_options` writes the old ladies out for an older record).
    #: 3: only the players tied for the highest cut cut again (before: all four, from the whole
    #: pack): a game saved before replays so, with :data:`EVERYONE_RECUTS` (offered by no set-up).
    state_version = 3
    old_save_rules = (EVERYONE_RECUTS,)
    info = GameInfo(
        id="court_whist",
        name="Court Whist",
        family="Trick-taking",
        min_players=4,
        max_players=7,
        description="Seven games of four hands, each with its own trump and scoring; a man and a lady are "
                    "partners. (An evening of several tables with real cards: Game > Court Whist Evening\u2026)",
        source="004_312affb30e9b3af0.txt, sections 'Court Whist' and 'Court Whist score card'",
        rules_page="court_whist.html",
        options=(
            OptionSpec("ladies", "Ladies", "The ladies' names, with commas between. Left empty, every second "
                       "player is a lady, starting with the first (who is a lady shows under the names).", "",
                       setting=True),
        ),
    )

    # ----- set-up ----------------------------------------------------------------------------
    def setup(self, players, options=None, seed=0, stack=None):
        """Men and ladies are checked first: each side needs a man and a lady."""
        names = self.check_players(players)
        opts = self.check_options(options or {})
        if isinstance(opts["ladies"], str) and len(names) >= 4:
            ladies = ladies_from(names, opts["ladies"])
            if sum(ladies) < 2 or len(ladies) - sum(ladies) < 2:
                raise OptionError("Court Whist needs at least two men and two ladies: each side is a man and a lady.")
        elif not isinstance(opts["ladies"], str):
            raise OptionError("Name the ladies with commas between, e.g. \"Ann, Cleo\".")
        return super().setup(players, options, seed, stack)

    def upgrade_options(self, options: dict[str, Any], state_version: int,
                        players: tuple[str, ...] = ()) -> dict[str, Any]:
        """A game saved before state version 2 with the Ladies left empty had every second
        player a lady starting with the second: it replays with those ladies named. (Since
        version 2 a record always names the ladies: :meth:`new_state`.) One saved before state
        version 3 had all four cut again after a tie for the highest cut: it keeps that rule."""
        if state_version < 3 and isinstance(options, dict) and EVERYONE_RECUTS not in options:
            options = {**options, EVERYONE_RECUTS: True}
        ladies = options.get("ladies") if isinstance(options, dict) else None
        if state_version < 2 and isinstance(ladies, str) and not ladies.strip() \
                and all(isinstance(p, str) for p in players):
            return {**options, "ladies": ", ".join(p.strip() for p in players[1::2])}
        return options

    def setup_note(self, players: Sequence[str], options: dict[str, Any]) -> str:
        """Under the names in New Game: who is a lady and who a man ("Ladies: Anna and Cleo.
        Men: Ben and Dev."), as the Ladies box (or its default) makes them. Ladies that cannot
        be dealt: nothing (New Game shows :meth:`setup`'s reason in the line's place instead)."""
        names = [n.strip() for n in players]
        text = options.get("ladies", "")
        if not all(names) or not isinstance(text, str):
            return ""  # Deal says what is missing
        try:
            ladies = ladies_from(names, text)
        except OptionError:  # a lady who is not a player: setup says so
            return ""
        women = [n for n, lady in zip(names, ladies) if lady]
        men = [n for n, lady in zip(names, ladies) if not lady]
        return f"Ladies: {listed(women) or 'none'}. Men: {listed(men) or 'none'}."

    def new_state(self, players, options, seed, stack) -> CourtWhistState:
        """The ladies left empty are written out in the options the game keeps (and its record
        holds), so a record never depends on what an empty box meant when it was played."""
        n = len(players)
        if not options["ladies"].strip():
            ladies = ladies_from(players, "")
            options = {**options, "ladies": ", ".join(p for p, lady in zip(players, ladies) if lady)}
        state = CourtWhistState(players=players, options=options, seed=seed, stack=stack, hand_no=1, dealer=0,
                                shuffles=0, phase=HAND_OVER, turn=0, hands=((),) * n, totals=(0,) * n,
                                ladies=ladies_from(players, options["ladies"]), sat_out=(0,) * n, spoke=(0,) * n)
        return self.deal_hand(state, 0)[0]

    # ----- seating ---------------------------------------------------------------------------
    def sitting_out_now(self, state: CourtWhistState, game: int) -> set[int]:
        """The men and ladies beyond two of each sit out: those who have sat out least, ties
        going round the names in turn."""
        n = len(state.players)
        out: set[int] = set()
        for lady in (False, True):
            group = [p for p in range(n) if state.ladies[p] == lady]
            group.sort(key=lambda p: (state.sat_out[p], (p - game) % n))
            out.update(group[:len(group) - 2])
        return out

    def seat_table(self, state: CourtWhistState, game: int) -> tuple[int, ...]:
        """A man and a lady on each side, partners opposite: the pairing with the fewest repeats
        (game 1, and ties: drawn from the seed)."""
        out = self.sitting_out_now(state, game)
        men = [p for p in range(len(state.players)) if p not in out and not state.ladies[p]]
        ladies = [p for p in range(len(state.players)) if p not in out and state.ladies[p]]
        rng = random.Random(f"cardtable/{state.seed}/court-partners/{game}")
        options = [((men[0], ladies[0]), (men[1], ladies[1])), ((men[0], ladies[1]), (men[1], ladies[0]))]
        rng.shuffle(options)
        best = min(options, key=lambda o: sum(state.pairs.count(pair) for pair in o))
        (m1, l1), (m2, l2) = best
        return (m1, m2, l1, l2)  # clockwise: partners opposite

    def seating_event(self, state: CourtWhistState) -> Event:
        """A game's start: who partners whom ("Game 2 – Prosperity: Ben & Cleo against Dev &
        Anna."), or in Conspiracy that each plays alone; and who sits out."""
        game = game_of(state.hand_no)
        names = state.players
        out = sorted(p for p in range(len(names)) if p not in state.table)
        if game == CONSPIRACY:
            text = (f"Game {game} – {NAMES[game]}, no partners: "
                    f"{listed(names[p] for p in state.table)} each score their own tricks")
        else:
            (a, b), (c, d) = self.sides(state)
            text = f"Game {game} – {NAMES[game]}: {names[a]} & {names[b]} against {names[c]} & {names[d]}"
        if out:
            text += "; sitting out, with 8 points a hand: " + ", ".join(names[p] for p in out)
        return Event(text + ".", "note", table=list(state.table), sitting_out=out)

    def position(self, state: CourtWhistState, seat: int) -> int:
        return state.table.index(seat)

    def next_in_play(self, state: CourtWhistState, seat: int) -> int:
        """Round the table, clockwise."""
        return state.table[(state.table.index(seat) + 1) % 4]

    def seats_in_play(self, state: CourtWhistState) -> int:
        return 4

    def start_play(self, state: CourtWhistState, leader: int) -> CourtWhistState:
        return state.replace(phase=PLAY, turn=leader, leader=leader, trick=())

    def partner_of(self, state: CourtWhistState, seat: int) -> int | None:
        if game_of(state.hand_no) == CONSPIRACY or seat not in state.table:
            return None
        return state.table[(state.table.index(seat) + 2) % 4]

    def partners(self, state: CourtWhistState, seat: int) -> list[int]:
        """The partner of this game of the evening (none in Conspiracy, everyone for
        themselves, nor for a player sitting out): no sides for the whole evening."""
        partner = self.partner_of(state, seat)
        return [] if partner is None else [partner]

    def sides(self, state: CourtWhistState) -> tuple[tuple[int, int], tuple[int, int]]:
        t = state.table
        return (t[0], t[2]), (t[1], t[3])

    # ----- the deal --------------------------------------------------------------------------
    def deal_hand(self, state: CourtWhistState, dealer: int) -> tuple[CourtWhistState, list[Event]]:
        """A new game: seat the four and cut for the deal. Else the deal moves clockwise. "Deal
        all cards. Person to the left of the dealer plays the first card." """
        n = len(state.players)
        game, k = game_of(state.hand_no), hand_in_game(state.hand_no)
        if k == 0:
            table = self.seat_table(state, game)
            out = [p for p in range(n) if p not in table]
            sat_out = tuple(c + (p in out) for p, c in enumerate(state.sat_out))
            m1, m2, l1, l2 = table
            state = state.replace(table=table, sat_out=sat_out, pairs=state.pairs + ((m1, l1), (m2, l2)))
            cuts = cut_cards(state.seed, game, table, bool(state.options.get(EVERYONE_RECUTS)))
            last = cuts[-1]
            dealer = max(last, key=lambda pc: RANK_VALUE_ACE_HIGH[RANK_OF[pc[1]]])[0]
            state = state.replace(cuts=tuple(tuple(c) for c in cuts))
        else:
            dealer = self.next_in_play(state, state.dealer)
        pos = self.position(state, dealer)
        order = self.shuffled(state)
        by_pos, _ = deal(order, 4, (pos + 1) % 4, 13)
        hands: list[tuple[str, ...]] = [()] * n
        for i, p in enumerate(state.table):
            hands[p] = by_pos[i]
        new = self.blank_hand(state, dealer).replace(hands=tuple(hands), shuffles=state.shuffles + 1,
                                                     spoke=(0,) * n, turned="", declarer=-1)
        leader = self.next_in_play(new, dealer)
        if game == CORONATION:
            king = "K" + SUIT_ORDER[k]
            holder = next(p for p in state.table if king in hands[p])
            new = new.replace(phase=CALL, turn=holder)
        elif game == CONSPIRACY:
            turned = order[51]  # the last card dealt: the dealer's
            new = self.start_play(new.replace(turned=turned, trump=SUIT_OF[turned]), leader)
        else:
            new = self.start_play(new.replace(trump=NO_TRUMP if game == REVOLUTION else SUIT_ORDER[k]), leader)
        return new, self.deal_events(new)

    def deal_events(self, state: CourtWhistState) -> list[Event]:
        """What a deal tells the table, from the position just dealt. A game's first hand: the
        partners, the cut and who deals. Every hand: who dealt and this hand's trump in plain
        words (the score card's "Trump declared by owner of King-Hearts" is who holds the king;
        "Spades Trump" is "Spades are trump"). The dealt sentence names the hand as the table's
        banner does, and gives the game log that heading ("Game 2 – Prosperity, hand 1")."""
        game, k = game_of(state.hand_no), hand_in_game(state.hand_no)
        names = state.players
        dealer = state.dealer
        events: list[Event] = []
        if k == 0:
            events.append(self.seating_event(state))
            for i, cut in enumerate(state.cuts):
                said = ("Cut again: " if i else "The cut: ") + ", ".join(f"{names[p]} {card_name(c)}" for p, c in cut)
                if i + 1 < len(state.cuts):  # who tied, so a re-cut never looks like a new cut of all four
                    high = max(RANK_VALUE_ACE_HIGH[RANK_OF[c]] for _, c in cut)
                    tied = listed(names[p] for p, c in cut if RANK_VALUE_ACE_HIGH[RANK_OF[c]] == high)
                    again = len(state.cuts[i + 1]) < len(cut)  # (an older game's all four cut again)
                    said += f". {tied} tie and cut again" if again else f". {tied} tie: all four cut again"
                events.append(Event(said + ".", "cut", cuts=[list(pc) for pc in cut]))
            events.append(Event(f"{names[dealer]} cuts high and deals.", "note", seat=dealer))
        heading = f"Game {game} – {NAMES[game]}, hand {k + 1}"
        text = f"{heading}: {names[dealer]} deals."
        if game == CORONATION:
            king = "K" + SUIT_ORDER[k]
            holder = next(p for p in state.table if king in state.hands[p])
            # who names trump is said when they name it ("Ben names hearts as trump.")
            events.append(Event(f"{text} {names[holder]} holds the {card_name(king)}.", "dealt", dealer=dealer,
                                seat=holder, heading=heading))
        elif game == CONSPIRACY:
            events.append(Event(text, "dealt", dealer=dealer, heading=heading))
            events.append(Event(f"The last card, the {card_name(state.turned)}, is shown and given to "
                                f"{names[dealer]}: {SUIT_NAMES[SUIT_OF[state.turned]]} are trump.", "note",
                                card=state.turned))
        else:
            trump = SUIT_NAMES[state.trump].capitalize() + " are trump" if state.trump else "No trump"
            events.append(Event(f"{text} {trump}.", "dealt", dealer=dealer, heading=heading))
        return events

    def setup_events(self, state: CourtWhistState) -> tuple[Event, ...]:
        """Game 1 is seated, cut and dealt in setting up: its partners, cut and dealer are told
        as every later game's are."""
        return tuple(self.deal_events(state)) if state.hand_no == 1 else ()

    # ----- calling trump, speaking -----------------------------------------------------------
    def compute_legal_moves(self, state: CourtWhistState) -> list[Move]:
        moves = super().compute_legal_moves(state)
        if state.phase == PLAY and game_of(state.hand_no) == CONFISCATION:
            moves = moves + [ready_move(kind="spoke", speaker=p) for p in state.table]
        return moves

    def phase_moves(self, state: CourtWhistState) -> list[Move]:
        return [ready_move(kind="call", trump=s) for s in SUITS]  # CALL

    def perform_phase(self, state: CourtWhistState, move: Move) -> Applied:
        if move["kind"] == "spoke":
            who = move["speaker"]
            spoke = list(state.spoke)
            spoke[who] += 1
            return Applied(state.replace(spoke=tuple(spoke)),
                           (Event(f"{state.players[who]} speaks: 3 points off {state.players[who]}'s score.",
                                  "note", seat=who),))
        seat, trump = state.turn, move["trump"]
        new = state.replace(trump=trump, declarer=seat)
        events = (Event(f"{state.players[seat]} names {SUIT_NAMES[trump]} as trump.", "trump_called", seat=seat,
                        suit=trump),)
        return Applied(self.start_play(new, self.next_in_play(state, state.dealer)), events)

    def explain_phase(self, state: CourtWhistState, move: Move) -> str:
        kind = move.get("kind")
        if kind == "spoke":
            if game_of(state.hand_no) != CONFISCATION:
                return "Speaking costs points only in Confiscation (game 6)."
            if state.phase != PLAY:
                return "Speaking is marked during the play."
            return "Name a player at the table who spoke."
        if kind == "call":
            if state.phase != CALL:
                return "Trump is already set for this hand."
            return "Name spades, hearts, diamonds or clubs."
        if state.phase == CALL:
            return "You first name trump." if reads(state.turn) else f"{state.players[state.turn]} first names trump."
        return "That is not a move in Court Whist now."

    # ----- scoring ---------------------------------------------------------------------------
    def side_points(self, state: CourtWhistState) -> list[int]:
        """Each side's points this hand, before Confiscation's fines (Conspiracy: not used)."""
        game = game_of(state.hand_no)
        sides = self.sides(state)
        tricks = [sum(state.tricks[p] for p in side) for side in sides]
        if game == PROSPERITY:
            return [2 * t for t in tricks]
        if game == CHIVALRY:
            return [tricks[i] + 2 * sum(state.tricks[p] for p in side if state.ladies[p]) for i, side in enumerate(sides)]
        if game == REVOLUTION:
            return tricks[::-1]
        if game == RESTORATION:
            return [tricks[i] + sum(1 for p in side for c in state.won[p] if RANK_OF[c] in FACES)
                    for i, side in enumerate(sides)]
        return tricks

    def score_hand(self, state: CourtWhistState) -> tuple[CourtWhistState, list[Event]]:
        n = len(state.players)
        game = game_of(state.hand_no)
        scores = [SIT_OUT_SCORE] * n
        sides = self.sides(state)
        side_pts = self.side_points(state)
        if game == CONSPIRACY:
            for p in state.table:
                scores[p] = state.tricks[p]
        else:
            for i, side in enumerate(sides):
                for p in side:
                    scores[p] = side_pts[i] - SPOKE_FINE * state.spoke[p]
        record = {"game": game, "hand": hand_in_game(state.hand_no) + 1, "rule": trump_rule(state.hand_no),
                  "trump": state.trump, "declarer": state.declarer, "table": list(state.table),
                  "tricks": list(state.tricks), "sides": side_pts, "spoke": list(state.spoke),
                  "ladies_tricks": [sum(state.tricks[p] for p in side if state.ladies[p]) for side in sides]}
        last_of_game = hand_in_game(state.hand_no) == HANDS_PER_GAME - 1
        over = last_of_game and game == GAMES
        new = self.end_of_hand(state, record, scores, over)
        names = state.players
        if game == CONSPIRACY:
            text = "; ".join(f"{names[p]} {scores[p]}" for p in state.table)
        else:
            text = "; ".join(f"{names[a]} & {names[b]} {side_pts[i]}" for i, (a, b) in enumerate(sides))
            fines = [p for p in state.table if state.spoke[p]]
            if fines:
                text += " (spoke: " + ", ".join(f"{names[p]} -{SPOKE_FINE * state.spoke[p]}" for p in fines) + ")"
        out = [p for p in range(n) if p not in state.table]
        if out:
            text += "; sitting out: " + ", ".join(f"{names[p]} 8" for p in out)
        # "..., hand 1 is over: ..." so that the status after it ("Coronation, hand 1 is over. Dev:
        # deal the next hand.") need not say the hand again (people_words.said_over: it read
        # "Coronation, hand 1: ... Coronation, hand 1 is over.", s44)
        events = [Event(f"{NAMES[game]}, hand {record['hand']} is over: {text}.", "hand_over", points=scores)]
        if last_of_game:
            moving = self.game_winners(new, game)
            new = new.replace(moves_text=moving)
            events.append(Event(moving, "note"))
        if over:
            events.append(Event(f"Game over: {self.win_clause(new)} with the best grand total.", "game_over", winners=self.winners(new)))
        else:
            nxt = self.next_in_play(new, state.dealer) if not last_of_game else state.table[0]
            new = new.replace(turn=nxt)
        return new, events

    def game_points(self, state: CourtWhistState, game: int) -> list[int]:
        n = len(state.players)
        pts = [0] * n
        for record in state.history:
            if record["game"] == game:
                pts = [a + b for a, b in zip(pts, record["points"])]
        return pts

    def movers(self, state: CourtWhistState, game: int) -> tuple[list[int], bool]:
        """ "After each set of 4 hands, the winners move to a new table ... If there is a tie after
        the 4 hands then all players will cut and the highest man and highest lady will move."
        Conspiracy: the best man and the best lady. Who would move (a man, a lady), and whether a
        cut decided it (drawn from the seed)."""
        pts = self.game_points(state, game)
        rng = random.Random(f"cardtable/{state.seed}/court-move/{game}")
        if game == CONSPIRACY:
            movers, cut = [], False
            for lady in (False, True):
                group = [p for p in state.table if state.ladies[p] == lady]
                best = max(pts[p] for p in group)
                top = [p for p in group if pts[p] == best]
                movers.append(top[0] if len(top) == 1 else rng.choice(top))
                cut = cut or len(top) > 1
            return movers, cut
        a, b = self.sides(state)
        if pts[a[0]] != pts[b[0]]:
            return list(a if pts[a[0]] > pts[b[0]] else b), False
        # a tie: a cut; the highest man and the highest lady move
        return [rng.choice([p for p in state.table if state.ladies[p] == lady]) for lady in (False, True)], True

    def game_winners(self, state: CourtWhistState, game: int) -> str:
        """Who would move to a new table after ``game`` (:meth:`movers`), in words. At one table:
        who would move. After the last game, only who won it: nobody moves and no partners change
        (the log ended "...would move to a new table. At one table, partners change for the next
        game. Game over: ...", s36 t1 #9)."""
        movers, cut = self.movers(state, game)
        names = state.players
        if game == GAMES:
            return (f"{NAMES[game]} is tied." if cut else
                    f"{names[movers[0]]} and {names[movers[1]]} win {NAMES[game]}.")
        if cut and game != CONSPIRACY:
            return (f"{NAMES[game]} is tied: after a cut {names[movers[0]]} and {names[movers[1]]} would move to a "
                    "new table. At one table, partners change for the next game.")
        return (f"{names[movers[0]]} and {names[movers[1]]} win {NAMES[game]} and would move to a new table. "
                "At one table, partners change for the next game.")

    def reveals_more(self, before: CourtWhistState, move: Move, after: CourtWhistState) -> bool:
        """What the zones cannot tell. A deal says who holds the card that names trump ("P1 holds
        the king of clubs."), even when every card was seen at the end of the
        last hand. The last card of a game's fourth hand says who would move, and after a tie
        that is a cut drawn from the seed, which nobody could know. Neither can be taken back:
        an undo (back into the hand) would let the players choose again knowing it."""
        if super().reveals_more(before, move, after):  # a deal
            return True
        if before.phase in (HAND_OVER, GAME_OVER) or after.phase not in (HAND_OVER, GAME_OVER):
            return False
        if hand_in_game(before.hand_no) != HANDS_PER_GAME - 1:
            return False
        return self.movers(after, game_of(before.hand_no))[1]

    def winners(self, state: CourtWhistState) -> list[int]:
        """The best grand total wins; ties share."""
        if state.phase != GAME_OVER:
            return []
        best = max(state.totals)
        return [s for s, t in enumerate(state.totals) if t == best]

    # ----- what each seat may see ------------------------------------------------------------
    def kitty_zone(self, state: CourtWhistState) -> None:
        return None

    def zones(self, state: CourtWhistState) -> list[Zone]:
        """Conspiracy's turned card is face up in the dealer's hand until it is played."""
        zones = super().zones(state)
        if not state.turned or state.turned not in state.hands[state.dealer]:
            return zones
        out = []
        for z in zones:
            if z.name == "hand" and z.owner == state.dealer:
                marks = tuple(Seen.ALL if c == state.turned else Seen.OWNER for c in z.cards)
                z = Zone("hand", z.cards, Seen.OWNER, z.owner, Role.HAND, per_card=marks)
            out.append(z)
        return out

    def extra_public(self, state: CourtWhistState) -> dict[str, Any]:
        game = game_of(min(state.hand_no, GAMES * HANDS_PER_GAME))
        line = COURT_WHIST_GAMES[game - 1]
        return {
            "game": game, "game_name": NAMES[game], "hand_in_game": hand_in_game(state.hand_no) + 1,
            "partners": line[2], "scoring": line[3], "trump_rule": trump_rule(min(state.hand_no, GAMES * HANDS_PER_GAME)),
            "banner": self.banner(state),
            "table": list(state.table), "seating": list(state.table),  # the table draws the four in this order
            "sides": [list(s) for s in self.sides(state)] if game != CONSPIRACY else [],
            "ladies": list(state.ladies), "sitting_out": [p for p in range(len(state.players)) if p not in state.table],
            "turned": state.turned if state.turned and state.turned in state.hands[state.dealer] else "",
            "declarer": state.declarer if state.declarer >= 0 else None, "spoke": list(state.spoke),
            "cuts": [[list(pc) for pc in cut] for cut in state.cuts], "moves": state.moves_text,
        }

    def banner(self, state: CourtWhistState) -> str:
        game = game_of(min(state.hand_no, GAMES * HANDS_PER_GAME))
        names = state.players
        if game == CONSPIRACY:
            partners = "no partners"
        else:
            partners = " against ".join(" & ".join(names[p] for p in side) for side in self.sides(state))
        return (f"Game {game} – {NAMES[game]} ({partners}): {TABLE_RULES[game]}. "
                f"Hand {hand_in_game(state.hand_no) + 1}: {trump_rule(min(state.hand_no, GAMES * HANDS_PER_GAME))}.")

    def table_notes(self, state: CourtWhistState) -> list[str]:
        """The banner: game and hand, partners, how the game scores, and this hand's trump in
        plain words (who names it, or named it, in Coronation)."""
        game = game_of(min(state.hand_no, GAMES * HANDS_PER_GAME))
        names = state.players
        partners = ("No partners" if game == CONSPIRACY else
                    " v ".join(" & ".join(names[p] for p in side) for side in self.sides(state)))
        return [f"Game {game} – {NAMES[game]}, hand {hand_in_game(state.hand_no) + 1}", partners,
                TABLE_RULES[game], self.trump_words(state)]

    def trump_words(self, state: CourtWhistState) -> str:
        """This hand's trump as the table says it: "Hearts are trump, named by Ben", "Ben names
        trump (holding the king of spades)", "Clubs are trump (the last card dealt)"."""
        game = game_of(min(state.hand_no, GAMES * HANDS_PER_GAME))
        if state.phase == CALL:
            king = "K" + SUIT_ORDER[hand_in_game(state.hand_no)]
            return f"{state.players[state.turn]} names trump (holding the {card_name(king)})"
        if not state.trump:
            return "No trump"
        trump = SUIT_NAMES[state.trump].capitalize() + " are trump"
        if game == CORONATION and state.declarer >= 0:
            return f"{trump}, named by {state.players[state.declarer]}"
        if game == CONSPIRACY:
            return f"{trump} (the last card dealt)"
        return trump

    def seat_note(self, state: CourtWhistState, seat: int) -> str:
        """Man or lady; sitting out; the tricks this hand; Spoke fines; who named trump."""
        kind = "lady" if state.ladies[seat] else "man"
        if seat not in state.table:
            return f"{kind} · sitting out: scores\u00a08\u00a0a\u00a0hand"  # (kept whole when it wraps)
        words = f"{kind} · {state.tricks[seat]} trick{'s' if state.tricks[seat] != 1 else ''}"
        if state.spoke[seat]:
            words += f" · spoke -{SPOKE_FINE * state.spoke[seat]}"
        if seat == state.declarer:
            words += " · named trump"
        return words

    def move_label(self, state: CourtWhistState, move: Move) -> str:
        if move.get("kind") == "spoke":
            return f"{state.players[move['speaker']]} spoke (-3)"
        if move.get("kind") == "call":
            return f"Trump: {SUIT_NAMES[move['trump']]}"
        return super().move_label(state, move)

    # ----- computer players -------------------------------------------------------------------
    def wants_trick(self, state: CourtWhistState, seat: int) -> bool:
        """In Revolution each side scores the other's tricks: take as few as you can."""
        return game_of(state.hand_no) != REVOLUTION

    def ai_move_scores(self, state: CourtWhistState, seat: int, moves) -> list[float]:
        """Computer players never press Spoke (it is the table's button for a human who talks)."""
        return [-100.0 if m.kind == "spoke" else 0.0 for m in moves]

    def heuristic_phase(self, state: CourtWhistState, seat: int) -> Move:
        hand = state.hands[seat]
        suit = max(SUITS, key=lambda s: sum(1 for c in hand if SUIT_OF[c] == s))
        return ready_move(kind="call", trump=suit)

    # ----- text ------------------------------------------------------------------------------
    def status(self, state: CourtWhistState) -> str:
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)} with {max(state.totals)}."
        game = game_of(state.hand_no)
        if state.phase == HAND_OVER:
            return self.over_deal_next(state, f"{NAMES[game]}, hand {hand_in_game(state.hand_no) + 1} is over.")
        # The game, its scoring and the partners are in the banner above the table (and in the
        # public "banner"); the status says only who acts and what trump is.
        who = state.players[state.turn]
        if state.phase == CALL:
            king = "K" + SUIT_ORDER[hand_in_game(state.hand_no)]
            return f"{who} to name trump (holding the {card_name(king)})."
        trump = SUIT_NAMES[state.trump].capitalize() + " are trump" if state.trump else "No trump"
        return f"{who} to play. {trump}."

    def score_sheet(self, state: CourtWhistState) -> "ScoreSheet":
        """The Court Whist score card, filled in: the card's seven games with their rule lines and
        four hands each, every player's score per hand (sit-outs 8) and the total so far, as the
        other games' sheets have it ("Points are counted up after each hand ... and recorded on
        the score sheets"), game totals (named for their game on screen: four games have a
        "Total – possible 13") and the grand total. The sheet showed each hand's score alone, and
        the printed card had no running total."""
        from ..core.scoresheet import NOTE, TOTAL, ScoreRow, ScoreSection, ScoreSheet, today

        n = len(state.players)
        by_hand = {(r["game"], r["hand"]): r for r in state.history}
        sections = []
        game_totals: list[tuple[list[int], list[int]]] = []  # (the game's, the running total after it)
        running = [0] * n
        for number, name, partners, rule, hands, possible in COURT_WHIST_GAMES:
            rows = [ScoreRow(rule, kind=NOTE)]
            total = [0] * n
            for k, hand in enumerate(hands, start=1):
                record = by_hand.get((number, k))
                short = short_rule(hand)
                if record is None:
                    rows.append(ScoreRow(hand, short=short))
                    continue
                total = [a + b for a, b in zip(total, record["points"])]
                running = [a + b for a, b in zip(running, record["points"])]
                label = hand
                if record["declarer"] >= 0:
                    who, suit = state.players[record["declarer"]], SUIT_NAMES[record["trump"]]
                    label += f" ({who}: {suit})"
                    short = short_rule(hand, who, suit)
                elif number == CONSPIRACY and record["trump"]:
                    label += f" ({SUIT_NAMES[record['trump']]})"
                    short = f"Last card turned up: {SUIT_NAMES[record['trump']]}"
                out = [p for p in range(n) if p not in record["table"]]
                rows.append(ScoreRow(label, tuple((record["points"][p], running[p]) for p in range(n)),
                                     marked=tuple(out), short=short))
            played = any((number, k) in by_hand for k in range(1, 5))
            rows.append(ScoreRow(possible, tuple(zip(total, running)) if played else (), kind=TOTAL,
                                 short=f"Game {number} – {name} total"))
            sections.append(ScoreSection(f"Game {number} – {name} – {partners}", tuple(rows)))
            game_totals.append((total, list(running)) if played else ([], []))
        grand = [ScoreRow(f"Game {i + 1} total", tuple(zip(tot, after)) if tot else (), kind=TOTAL)
                 for i, (tot, after) in enumerate(game_totals)]
        # (under "Total": the grand total is the total so far, not a game's score)
        grand.append(ScoreRow("Grand Total", tuple((None, t) for t in state.totals), kind=TOTAL))
        sections.append(ScoreSection("GRAND TOTAL", tuple(grand)))
        over = state.phase == GAME_OVER
        return ScoreSheet(
            title="Court Whist score card", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=("Score", "Total"), date=today(), sections=tuple(sections),
            totals=tuple(state.totals), winners=tuple(self.winners(state)) if over else (),
            tie_rule="Ties share the win.", total_row=False, round_word="hand",
            notes=("ACES HIGH AT ALL TIMES – INCLUDING CUTS.",
                   "SIT OUTS (if necessary) WILL TAKE A SCORE OF 8 AT EACH HAND (marked).",
                   "Ladies: " + ", ".join(state.players[p] for p in range(n) if state.ladies[p]) + "."),
        )


GAME = CourtWhist()
