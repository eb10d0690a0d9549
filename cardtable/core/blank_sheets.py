"""Blank score sheets for games played at the kitchen table with real cards (no Qt).

Each function returns a list of :class:`~cardtable.core.scoresheet.ScoreSheet` (one per page
group: the Court Whist card is one per player, since "Each player needs a copy of the score
sheet"), with empty cells to write in. The layouts follow the family's rule book
(004_312affb30e9b3af0.txt):

* Court Whist: the book's "Court Whist score card", all seven games with their names, the rule
  line under each, the four hands (how trump is chosen), the possible total, and the grand total
  block, plus the book's two capitalised reminders (aces high; sit-outs take 8). The book spells
  game 7's title with a hyphen where the others have a dash; all seven use the dash here.
* Gin Rummy tournament: the book's sample "SCORE SHEET": two teams (Guys and Girls, or any two
  team names such as Team A / Team B) with Game 1, Game 2 and Game 3 columns each, and the
  book's rules for awarding points and Gins as reminders. Rows are tall so Gins can be circled.
* Oh Hell!: bid and tricks made (and the score) for each player per round, in the book's round
  sequence: 10 cards down to 1 and back up to 10 for 3 to 5 players, 7-1-7 for 6 or 7.
* Hearts: points and running total per hand, each hand labelled with its pass (left, right,
  across, keeper; "two players to the left" instead of across with more than four players).
* Generic: N players by M rounds, score and running total; a game whose rules fix its rounds
  (its :attr:`GameInfo.sheet_rounds`: Saskatchewan Rummy, 10 Dime Rummy, Push, Mexican Train's
  hand for each double...) a row for each, named as its own sheet names it (as many as the players
  play where that depends on them: Chicken Foot's set); the columns headed, the bottom row named
  and the notes as its own sheet (:attr:`GameInfo.sheet_columns`, ``sheet_total``,
  ``sheet_notes``: Desert Rummy's "Meld made" and "Meld to make"); for a game played for quarters
  (its :attr:`GameInfo.stake_sheet`: Thirty-One, Golf) "Start +4" and "Ante -1" written in, a
  row per hand, "Won the pot" and "Quarters left", as the game's own sheet.

Player names are filled in when given; without them the name boxes are left empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from .scoresheet import NOTE, SCORE_AND_TOTAL, TOTAL, ScoreRow, ScoreSection, ScoreSheet, team_name

#: The Gin Rummy tournament's two teams unless the family names them, everywhere: New Game's
#: set-up, the tournament evening, the blank sheet and ``cardtable sheet``. The book's "Guys
#: against Girls" ("this can be modified") read wrong against the default players Anna and Ben,
#: and an evening's two boxes are whoever sits on each side: neutral names.
GIN_TEAMS: tuple[str, str] = ("Reds", "Blues")

if TYPE_CHECKING:  # pragma: no cover
    from .game import GameInfo

MAX_COLUMNS = 10


class BlankSheetError(ValueError):
    """A blank sheet that cannot be made as asked; the message is for the players."""


# ----- Court Whist -----------------------------------------------------------------------------
_SUITS_TRUMP = ("Spades Trump", "Hearts Trump", "Clubs Trump", "Diamonds Trump")

#: (number, name, partners line, rule line, the four hands, "Total – possible ... a hand"). The
#: card says "Total – possible 13": the most a side scores in one hand, and the game's total of
#: four hands stood beside it as 29 (s44 t2 #11), so "a hand" is added to the card's words.
COURT_WHIST_GAMES: tuple[tuple[int, str, str, str, tuple[str, ...], str], ...] = (
    (1, "Coronation", "Partners", "Total tricks taken",
     ("Trump declared by owner of King-Spades", "Trump declared by owner of King-Hearts",
      "Trump declared by owner of King-Clubs", "Trump declared by owner of King-Diamonds"),
     "Total – possible 13 a hand"),
    (2, "Prosperity", "Partners", "Each trick counts as double", _SUITS_TRUMP, "Total – possible 26 a hand"),
    (3, "Conspiracy", "no partners", "Each player scores own tricks only",
     ("Last card is turned up for trump",) * 4, "Total – possible 13 a hand"),
    (4, "Chivalry", "Partners", "2 extra for each trick taken by lady", _SUITS_TRUMP,
     "Total – possible 13 to 39 a hand"),
    (5, "Revolution", "Partners", "Each side scores opponents tricks", ("No trump",) * 4,
     "Total – possible 13 a hand"),
    (6, "Confiscation", "Partners",
     "Each player speaking after cards dealt forfeits 3 points which are deducted from speakers total",
     _SUITS_TRUMP, "Total – possible 13 a hand"),
    (7, "Restoration", "Partners", "Count each Face Card as a point in addition to the tricks",
     _SUITS_TRUMP, "Total – possible 25 a hand"),
)

COURT_WHIST_NAMES = tuple(g[1] for g in COURT_WHIST_GAMES)


def court_whist(players: Sequence[str] = ()) -> list[ScoreSheet]:
    """The Court Whist score card, one per player (or one with an empty Name line)."""
    sections = []
    for number, name, partners, rule, hands, total in COURT_WHIST_GAMES:
        rows = [ScoreRow(rule, kind=NOTE)]
        rows += [ScoreRow(hand) for hand in hands]
        rows.append(ScoreRow(total, kind=TOTAL))
        sections.append(ScoreSection(f"Game {number} – {name} – {partners}", tuple(rows)))
    grand = [ScoreRow(f"Game {n} total") for n in range(1, 8)]
    grand.append(ScoreRow("Grand Total", kind=TOTAL))
    sections.append(ScoreSection("GRAND TOTAL", tuple(grand)))
    notes = ("ACES HIGH AT ALL TIMES – INCLUDING CUTS.",
             "SIT OUTS (if necessary) WILL TAKE A SCORE OF 8 AT EACH HAND.")

    def card(name: str) -> ScoreSheet:
        return ScoreSheet(
            title="Court Whist score card", game_name="Court Whist", columns=(name,),
            sub_columns=("Score",), sections=tuple(sections), notes=notes, blank=True,
            name_line=name, section_headers=True, blocks=2, landscape=False, row_height_mm=7.4, font_pt=9.0,
            players=tuple(players),
        )

    return [card(p) for p in players] if players else [card("")]


# ----- Gin Rummy tournament --------------------------------------------------------------------
def check_gin_players(count: int) -> None:
    """ "Any even number of people can play", one team against the other (a sheet for three names
    was made, under Guys and Girls)."""
    if count < 2 or count % 2:
        raise BlankSheetError("A Gin Rummy tournament is for an even number of players, one team against "
                              f"the other, not {count}.")


def gin_rummy(players: Sequence[str] = (), rounds: int | None = None,
              teams: Sequence[str] = GIN_TEAMS) -> list[ScoreSheet]:
    """The Gin Rummy tournament score sheet: Game 1-3 columns for each of two teams."""
    if len(teams) != 2:
        raise BlankSheetError("A Gin Rummy tournament has two teams (e.g. \"Guys,Girls\" or \"Team A,Team B\").")
    if players:
        check_gin_players(len(players))
    rows = tuple(ScoreRow("") for _ in range(rounds or 14))
    notes = (
        "Each game goes to 200 points. A team that wins a game scores 200 plus 25 for each Gin in "
        "that game; the losing team scores 25 for each Gin in that game.",
        "The first time a team scores, the points go in Game 1 only; the second time in Games 1 "
        "and 2; from the third time on in all three games.",
        "Gins: once a team has points in a game, circle the points and add a circle for each Gin.",
        "The team with the highest score after all 3 games are completed wins.",
    )
    return [ScoreSheet(
        title="Gin Rummy tournament score sheet", game_name="Gin Rummy Tournament",
        columns=tuple(teams), sub_columns=("Game 1", "Game 2", "Game 3"),
        sections=(ScoreSection(rows=rows),), players=tuple(players), notes=notes, blank=True,
        row_height_mm=10.0, total_row=False,  # the book's sheet: Game 1 carries the running score
    )]


# ----- Oh Hell! ---------------------------------------------------------------------------------
# The row labels and reminders below are shared with the filled-in sheets of the Oh Hell! and
# Hearts engines (``games/oh_hell.py``, ``games/hearts.py``), so the sheet on screen, printed or
# saved as PDF during a game matches the blank one.
def oh_hell_sequence(top: int) -> list[int]:
    """ "10 to 1 to 10": the cards dealt in each round, from ``top`` down to 1 and back up."""
    return list(range(top, 0, -1)) + list(range(2, top + 1))


def oh_hell_round_label(cards: int) -> str:
    return f"{cards} card{'s' if cards > 1 else ''}"


def oh_hell_notes(top: int, tens: bool = False, dealer_over: bool = False) -> tuple[str, ...]:
    """The reminders under an Oh Hell! sheet: the rounds, the dealer's bid and the scoring (the
    book's, or the card-maker's house rules when chosen)."""
    sequence = ('3 to 5 players: 10-1-10' if top == 10 else '6 or 7 players: 7-1-7' if top == 7
                else f'{top}-1-{top}')
    dealer = ("The dealer bids last and must make the bids add up to more than the cards dealt." if dealer_over
              else "The dealer bids last and may not make the bids add up to the cards dealt.")
    scoring = ("Exact bid: ten a trick (a zero bid 10); otherwise minus ten for each trick short or long." if tens
               else "Exact bid: put a 1 in front of it (a bid of 1 scores 11, 0 scores 10, 10 scores 20). "
                    "Missed: a scratch, no points.")
    return (f"Rounds: {top} cards down to 1 and back up to {top} ({sequence}); turn one card up for trump. {dealer}",
            f"{scoring} The highest score after all the rounds wins.")


def oh_hell(players: Sequence[str] = (), rounds: int | None = None) -> list[ScoreSheet]:
    """Bid, tricks made and score per player per round, in the book's sequence: "Play to 10
    to 1 to 10 if there are 3 to 5 people, 7 to 1 to 7 if there are 6 or 7 people".
    ``rounds`` (10 or 7) overrides the choice the number of players makes."""
    if rounds not in (None, 7, 10):
        raise BlankSheetError("Oh Hell! is played 10-1-10 or 7-1-7: give 10 or 7 rounds, or leave it out.")
    count = len(players) if players else (6 if rounds == 7 else 4)
    if not 3 <= count <= 7:
        raise BlankSheetError(f"Oh Hell! is for 3 to 7 players, not {count}.")
    top = rounds or (7 if count >= 6 else 10)
    rows = [ScoreRow(oh_hell_round_label(n)) for n in oh_hell_sequence(top)]
    rows.append(ScoreRow("Total", kind=TOTAL))
    columns = tuple(players) if players else ("",) * count
    notes = oh_hell_notes(top)
    return [ScoreSheet(
        title="Oh Hell! score sheet", game_name="Oh Hell!", columns=columns,
        sub_columns=("Bid", "Made", "Score"), sections=(ScoreSection(rows=tuple(rows)),),
        players=tuple(players), notes=notes, blank=True, row_height_mm=6.4,
    )]


# ----- Hearts -----------------------------------------------------------------------------------
def hearts_passes(players: int) -> tuple[str, ...]:
    """The passes in turn: "Left, Right, across the table, no passing (keeper)"; across is "2 to
    the left" with more than four players; three players pass left, right, then keep."""
    if players == 3:
        return ("left", "right", "keeper")
    return ("left", "right", "across" if players <= 4 else "two players to the left", "keeper")


def hearts_hand_label(hand: int, players: int) -> str:
    """ "Hand 3 – across": hand ``hand`` (from 1) and its pass."""
    passes = hearts_passes(players)
    return f"Hand {hand} – {passes[(hand - 1) % len(passes)]}"


def hearts_notes(target: int = 100) -> tuple[str, ...]:
    return ("Each heart 1 point, the Queen of Spades 13. POWER (all 13 hearts and the Queen of "
            "Spades): the taker scores 0 and every other player 26.",
            f"Played to {target} points: the lowest score wins.")


def hearts(players: Sequence[str] = (), rounds: int | None = None) -> list[ScoreSheet]:
    """Points and running total per hand, each hand with its pass direction."""
    count = len(players) if players else 4
    _check_count("Hearts", count, 3, MAX_COLUMNS)
    rows = [ScoreRow(hearts_hand_label(i + 1, count)) for i in range(rounds or 12)]
    columns = tuple(players) if players else ("",) * count
    notes = hearts_notes()
    return [ScoreSheet(
        title="Hearts score sheet", game_name="Hearts", columns=columns,
        sub_columns=("Points", "Total"), sections=(ScoreSection(rows=tuple(rows)),),
        players=tuple(players), notes=notes, blank=True, lower_is_better=True,
    )]


# ----- generic ----------------------------------------------------------------------------------
def generic(players: Sequence[str] = (), rounds: int | None = None, game_name: str = "",
            partners: bool = False, info: "GameInfo | None" = None) -> list[ScoreSheet]:
    """N players by M rounds: score and running total. With ``partners`` (a game whose partners
    sit opposite and score together: 500 Rummy, Euchre, Whist with 10s...), a column for each of
    the two sides, "Ann & Cid" against "Bob & Dee" from the names in seat order (500 Rummy's
    blank sheet had four player columns for a game of two teams: tester t2 #18). With ``info``
    (the sheet is a game's of the catalogue), the names given must be a number of players the
    game is for (Euchre's sheet for six names was "Ann & Cid & Eve" against "Bob & Dee & Fay")."""
    count = len(players) if players else 4
    _check_count("This sheet", count, 1, MAX_COLUMNS)
    if info is not None:
        game_name = game_name or info.name
        if players and count not in info.allowed_counts():
            how = " Give the names in seat order (partners sit opposite), or none." if partners else ""
            raise BlankSheetError(f"{info.name} is for {info.players_phrase()}, not {count}.{how}")
    stake = info.stake_sheet if info is not None and not partners else None
    # a game whose rules fix its rounds (Saskatchewan's six, 10 Dime's eight hands) has a row
    # for each, named; fewer when asked (a shorter evening plays the first ones). Where the
    # number played depends on the players (Chicken Foot's set), as many as they play, and up
    # to all of them when asked (a bigger set chosen).
    fixed = info.sheet_rounds if info is not None else ()
    if info is not None and fixed and rounds is not None and rounds > len(fixed):
        played = len(info.fixed_rounds(count))
        raise BlankSheetError(f"{game_name} has {len(fixed)} rounds, each its own: give 1 to {len(fixed)} "
                              "rounds, or none for " + (f"all {len(fixed)}." if played == len(fixed) else
                                                         f"the {played} that {count} players play."))
    count_rows = rounds or (len(info.fixed_rounds(count)) if info is not None else 0) or 15
    if stake is not None:
        # (each column opens with what every player starts with and antes, already written,
        # and closes with the pot won; its bottom row is what is left, as in the app)
        rows = (tuple(ScoreRow(label, (("", change),) * count) for label, change in stake.opening)
                + tuple(ScoreRow(f"{stake.row_word} {i + 1}") for i in range(count_rows))
                + tuple(ScoreRow(label) for label in stake.closing))
    elif fixed:
        rows = tuple(ScoreRow(label) for label in fixed[:count_rows])
    else:
        rows = tuple(ScoreRow(f"Round {i + 1}") for i in range(count_rows))
    columns = tuple(players) if players else ("",) * count
    notes: tuple[str, ...] = ()
    if partners:
        if players and (count % 2 or count < 2):
            raise BlankSheetError(f"{game_name or 'This game'} is played by two sides, partners sitting opposite: "
                                  f"give an even number of names in seat order (or none), not {count}.")
        columns = tuple(team_name(players, range(t, count, 2)) for t in (0, 1)) if players else ("", "")
        # (two names: each plays alone, no partners to sit opposite: Hand and Foot for two, s44)
        notes = ("One column for each player.",) if count == 2 else \
            ("Partners sit opposite and score together: one column for each side.",)
        if not players and info is not None and 2 in info.allowed_counts():
            # (no names: the sheet may be for two, each alone: Jokers Wild, Hand and Foot, s45)
            notes = ("Partners sit opposite and score together: one column for each side "
                     "(with two players, each plays alone: one column for each player).",)
    title = f"{game_name} score sheet" if game_name else "Score sheet"
    return [ScoreSheet(
        title=title, game_name=game_name, columns=columns,
        sub_columns=info.sheet_columns if info is not None else SCORE_AND_TOTAL,
        sections=(ScoreSection(rows=rows),), players=tuple(players), blank=True,
        notes=notes + (stake.notes if stake is not None else info.sheet_notes if info is not None else ()),
        total_label=stake.total_label if stake is not None else info.sheet_total if info is not None else "Total",
        extra={"goal": stake.goal} if stake is not None else {},
    )]


def _check_count(what: str, count: int, low: int, high: int) -> None:
    if not low <= count <= high:
        raise BlankSheetError(f"{what} is for {low} to {high} players, not {count}.")


BLANK_SHEETS: dict[str, Callable[..., list[ScoreSheet]]] = {
    "court_whist": court_whist,
    "gin_rummy": gin_rummy,
    "oh_hell": oh_hell,
    "hearts": hearts,
    "generic": generic,
}

def holds(across: str, alone_with_two: bool = False) -> str:
    """What a sheet in the list holds, after its name, in plain words: "(a column per player)",
    "(a column per team)" ("(players × rounds)" read as jargon: s44 t2 #11). ``alone_with_two``:
    a game of teams that two may play, each alone (Hand and Foot: "(a column per team)" was
    wrong for two, s44)."""
    return f"(a column per {across.rstrip('s')}{', or per player with two' if alone_with_two else ''})"


#: What the list of blank sheets shows for each kind: its name and what it holds, as it says for
#: every game's sheet ("Oh Hell!" and "Hearts" alone said nothing of theirs: s30 t2).
BLANK_SHEET_NAMES = {
    "court_whist": "Court Whist score card (one card per player)",
    "gin_rummy": f"Gin Rummy tournament {holds('teams')}",
    "oh_hell": f"Oh Hell! {holds('players')}",
    "hearts": f"Hearts {holds('players')}",
    "generic": f"Any game {holds('players')}",
}


def blank_sheets(kind: str, players: Sequence[str] = (), rounds: int | None = None,
                 teams: Sequence[str] | None = None, game_name: str = "", partners: bool = False,
                 info: "GameInfo | None" = None) -> list[ScoreSheet]:
    """The blank sheet(s) of ``kind`` (a key of :data:`BLANK_SHEETS`; ``game_name`` titles the
    generic sheet, e.g. for a game of the catalogue, whose ``info`` says how many may play, and
    ``partners`` gives it a column per side: :attr:`Game.partnership`). Raises
    :class:`BlankSheetError` with a message for the players for anything that does not fit."""
    players = [p.strip() for p in players if p.strip()]
    if len(set(players)) != len(players):
        raise BlankSheetError("Two players have the same name; give each a different name.")
    if any(len(p) > 30 for p in players):
        raise BlankSheetError("A player's name is too long (30 letters at most).")
    if rounds is not None and not 1 <= rounds <= 200:
        raise BlankSheetError(f"The number of rounds must be between 1 and 200, not {rounds}.")
    if kind == "gin_rummy":
        from ..games.evenings import MAX_NAME  # (the evening's teams: the sheet is theirs)

        if any(len(t.strip()) > MAX_NAME for t in teams or ()):
            raise BlankSheetError(f"A team's name is too long ({MAX_NAME} letters at most).")
        return gin_rummy(players, rounds, tuple(teams) if teams else GIN_TEAMS)
    if teams:
        raise BlankSheetError("Only the Gin Rummy tournament sheet has teams.")
    if kind == "court_whist":
        if rounds is not None:
            raise BlankSheetError("The Court Whist card always has its seven games; leave out the rounds.")
        return court_whist(players)
    if kind == "generic":
        return generic(players, rounds, game_name, partners, info)
    if kind in BLANK_SHEETS:
        return BLANK_SHEETS[kind](players, rounds)
    known = ", ".join(BLANK_SHEETS)
    raise BlankSheetError(f"There is no score sheet called '{kind}' (choose one of: {known}).")
