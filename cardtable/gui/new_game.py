"""The New Game dialog: ``ui/new_game.ui`` (a Qt Designer form) filled in from the game's info.

Player name fields for 2 up to the game's maximum, each with who plays the seat (a person, or a
computer player: Easy, Medium or Hard), one widget per house-rule option generated
from its OptionSpec (bool -> checkbox, choices -> combo box, int -> spin box) with its
description, "open-handed" (no hand-off curtain), and folded away under "More" a seed for a
repeatable deal. The engine
checks the result (``game.setup``); its message is shown in the dialog.

The main window prefills it with what was chosen last time (``cardtable.gui.settings``): the
family's names per seat, and for this game the player count, which seats are computers with the
names they had (:func:`game_seat_names`) and the house rules; a game never set up starts from the
start screen's number of players and the last game's seats (:func:`first_seats`). Open-handed is
never prefilled: each game starts with the hand-off curtain (s36 t4 #23). A remembered option that this version no longer accepts is left at its default.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QFile, Qt
from PySide6.QtGui import QAction, QKeySequence, QValidator
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel,
                               QLineEdit, QSpinBox, QWidget)

from ..core.game import Game, OptionError, OptionSpec, fresh_defaults, name_key
from ..core.words import partners_sentence
from ..resources import ui_path
from .dialogs import wheel_scrolls_the_page
from .name_limit import NOTE_STYLE, LetterLimit, reserved_note

#: A name a seat, up to ten: a lady's name in every second seat from the first and a man's in the
#: others, as Court Whist pairs them when its "Ladies" box is left empty ("every second player is
#: a lady, starting with the first"): Fay in seat 6 made a lady a man (s36 t1 #2)
DEFAULT_NAMES = ("Anna", "Ben", "Cleo", "Dev", "Eli", "Gus", "Fay", "Ivo", "Hana", "Jo")
#: The longest name a seat takes (a name field stops there, and says so)
NAME_LETTERS = 30


#: What each choice of a seat means, for its tooltip (a family picks a level for a child).
SEAT_KIND_TIP = ("A person at the laptop, or a computer player:\n"
                 "Easy: a sensible move about half the time; a child can beat it.\n"
                 "Medium: plays by the game's rules of thumb.\n"
                 "Hard: tries its best moves out on guesses of the hidden cards (about a second a move).")
#: What each seat's "Who plays" box offers: a person, or a computer player of a level.
SEAT_KINDS = (("Person", ""), ("Computer: Easy", "easy"), ("Computer: Medium", "medium"),
              ("Computer: Hard", "hard"))
#: Names a seat gets when it becomes a computer player and still has its default name (a lady's,
#: as :data:`DEFAULT_NAMES`, in every second seat from the first). Each begins with a letter of
#: its own and sounds like no other, nor like a default name: "Robo Rae" and "Robo Ray", seven
#: and eight of ten names all "Robo R...", were hard to tell apart with eight players (s44).
COMPUTER_NAMES = ("Robo Lulu", "Robo Max", "Robo Nell", "Robo Otto", "Robo Pia", "Robo Sam",
                  "Robo Tess", "Robo Vic", "Robo Zara", "Robo Kurt")
#: The computers' names of earlier versions, still known as computers' names where a settings file
#: or the game on the table has them: a seat made a person again gets a person's name in their
#: place, as for :data:`COMPUTER_NAMES` (a computer's seat keeps the name it had, as any).
FORMER_COMPUTER_NAMES = ("Robo Rita", "Robo Rex", "Robo Ruby", "Robo Remy", "Robo Rosa", "Robo Rudi",
                         "Robo Rae", "Robo Ray", "Robo Roz", "Robo Rory")


def is_computer_name(name: str) -> bool:
    """Is ``name`` one the dialog gives computer players (now or in an earlier version)?"""
    return name in COMPUTER_NAMES or name in FORMER_COMPUTER_NAMES


#: The tag under each house rule that is one of the alternate rules the family's rules list
#: (OptionSpec.alternate): small, in the grey notes' indent, on a pale ground.
ALTERNATE_TAG_STYLE = ("QLabel {{ color: #35507a; background: #e6edf7; border-radius: 3px; padding: 0px 5px;"
                       " margin-left: 18px; font-size: {size}px; }}"
                       " QLabel:disabled {{ color: #aaa; background: #f0f0f0; }}")

#: The line under the names when Deal has just been refused for what it says (until the next
#: change): the reason is said there once, in red, not again by the buttons.
REFUSED_STYLE = "color: #b00020; font-weight: bold;"


@dataclass
class NewGameChoice:
    players: list[str]
    options: dict[str, Any]
    seed: int | str
    open_handed: bool
    # per seat: "" for a person, else the computer player's level
    computers: list[str] = field(default_factory=list)


def first_seats(info, remembered: dict[str, Any], seat_names: list[str],
                last: tuple[list[str], list[str]], wanted: int | None) -> tuple[list[str], dict[str, Any]]:
    """What a game's New Game starts from: its own remembered seats, or for a game never set up
    here the family's (the tester: "a family trying several games in one evening re-does the
    seats for every new game"): the number of players chosen on the start screen (``wanted``)
    when the game allows it, else the last game's (the dialog takes the nearest the game
    allows), and the last game's names and who plays each seat (a person or a computer's
    level); the dialog shows as many seats as the count, and seats the last game did not have
    are people with the names last typed there. A game with remembered seats keeps its own:
    the family chose them for this game. Returns the names per seat and this game's choices,
    to prefill the dialog with."""
    names, levels = last
    if "count" in remembered or not (names or wanted):
        return seat_names, remembered
    carried = dict(remembered, computers=levels, names=names)
    carried["count"] = wanted if wanted in info.allowed_counts() else len(names)
    return names + seat_names[len(names):], carried


def game_seat_names(remembered: dict[str, Any], seat_names: list[str]) -> list[str]:
    """The name per seat to start a game's rows from: the family's (``seat_names``, the names
    people typed, whatever the game), but a seat remembered as a computer's for this game
    (``remembered["computers"]``) has the name it had then (``remembered["names"]``), or none
    (a computer's name is given) where that was not kept. Who plays a seat and its name come
    together: "Francesca", a computer's name, came back as "Robo Rae", and "Zoë", a person in
    Hearts, sat on a "Computer: Hard" seat in Rummoli (s36 t4 #18, #10)."""
    levels = remembered.get("computers") or []
    kept = remembered.get("names") or []
    names = list(seat_names) + [""] * (len(levels) - len(seat_names))
    for i, level in enumerate(levels):
        if level:
            names[i] = kept[i] if i < len(kept) else ""
    return names


def first_names(count: int, players: list[str], seat_names: list[str]) -> list[str]:
    """A name for each of ``count`` rows: ``players`` (the game on the table: the engine dealt
    them, they differ), then the names remembered per seat, each only in the first row that has
    it; a row left without one gets its default name, or the next default that no row has (a
    name typed in one seat was offered again as another seat's default). The names suggested
    never repeat, as the engine tells names apart."""
    from .settings import distinct

    rows = (players + seat_names[len(players):] + [""] * count)[:count]
    given = rows[:len(players)] + distinct(rows)[len(players):]
    taken = {name_key(name) for name in given}
    names = []
    for i, name in enumerate(given):
        if not name:
            name = free_name(DEFAULT_NAMES, i, taken)
            taken.add(name_key(name))
        names.append(name)
    return names


def free_name(pool: tuple[str, ...], seat: int, taken: set[str]) -> str:
    """The seat's name of ``pool``, or else the next of the pool whose name is not in ``taken``
    (:func:`~cardtable.core.game.name_key`)."""
    for k in range(len(pool)):
        name = pool[(seat + k) % len(pool)]
        if name_key(name) not in taken:
            return name
    return pool[seat % len(pool)]


class NumberBox(QSpinBox):
    """A house rule's number box that says its limits (``limits``, a label kept hidden till then)
    when a number typed passes them, and takes the nearest allowed: Rummoli's "Starting chips",
    5 typed, went back to 50 saying nothing, and a fourth figure over the most was not taken
    (s36 t4 #9). The label goes again once a number within them is typed. (The label stands
    beside the box, its place kept while hidden: :meth:`NewGameDialog.number_row`.)"""

    def __init__(self, parent: QWidget, limits: QLabel):
        super().__init__(parent)
        self.limits = limits
        limits.hide()
        self.setCorrectionMode(QSpinBox.CorrectionMode.CorrectToNearestValue)
        self.lineEdit().textEdited.connect(self._typed)

    def _number(self, text: str) -> int | None:
        text = text.strip().replace(",", "")
        if self.specialValueText() and text == self.specialValueText():
            return self.minimum()
        try:
            return int(text)
        except ValueError:
            return None

    def _passes(self, text: str) -> bool:
        number = self._number(text)
        return number is not None and not self.minimum() <= number <= self.maximum()

    def validate(self, text: str, pos: int):  # type: ignore[override]
        state, text, pos = super().validate(text, pos)
        if state == QValidator.State.Invalid and self._passes(text):
            state = QValidator.State.Intermediate  # (taken, then made the most: fixup)
        return state, text, pos

    def fixup(self, text: str):  # type: ignore[override]
        """The nearest number allowed, in place of one past the limits (which are said)."""
        number = self._number(text)
        if number is None or self.minimum() <= number <= self.maximum():
            return super().fixup(text)
        self.limits.show()
        return self.textFromValue(max(self.minimum(), min(number, self.maximum())))

    def keyPressEvent(self, event) -> None:
        """Enter with a number past the limits says them and takes the nearest, and deals no game
        (Enter in the form deals: with 9 chips where 5 was typed, never seen)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._passes(self.lineEdit().text()):
            self.interpretText()
            self.selectAll()
            event.accept()
            return
        super().keyPressEvent(event)

    def _typed(self, text: str) -> None:
        number = self._number(text)
        if number is not None and self.minimum() <= number <= self.maximum():
            self.limits.hide()


def load_form(name: str, parent: QWidget | None = None) -> QWidget:
    from PySide6.QtUiTools import QUiLoader  # loaded only when a form is opened

    f = QFile(str(ui_path(name)))
    if not f.open(QFile.ReadOnly):
        raise FileNotFoundError(f"the form {name} is missing")
    try:
        return QUiLoader().load(f, parent)
    finally:
        f.close()


class NewGameDialog:
    """Wraps the loaded QDialog; ``dialog`` is the widget, :meth:`choice` the result."""

    def __init__(self, game: Game, parent: QWidget | None = None, players: list[str] | None = None,
                 seat_names: list[str] | None = None, remembered: dict[str, Any] | None = None,
                 rules_action: QAction | None = None, person_names: list[str] | None = None):
        """``players``: the names (and count) to start from, e.g. the game on the table;
        ``seat_names``: a remembered name per seat for the other rows; ``remembered``: this
        game's last choices ({"count", "options", "computers", "names"}, see settings.game_choices);
        ``rules_action``: the window's Help > Rules of the Game, which a Rules button and its key (F1)
        trigger here, to read the rules page over the dialog (a family deciding on house rules
        could not read the page that explains them without cancelling: s30 t2 #14);
        ``person_names``: the family's name per seat (settings.seat_names), which a seat turned
        back from a computer into a person gets again."""
        self.game = game
        #: per row, the person's name it had (or the family's for its seat) before a computer's
        #: name was given to it: a seat turned back into a person gets it again (s32 t1 #5: a
        #: seat set back to "Person" was left "Robo Ruby", a person playing as a robot)
        self._person_names: dict[int, str] = dict(enumerate(person_names or []))
        remembered = remembered or {}
        seat_names = seat_names or []
        # (a remembered "Guys" and "Girls", Gin Rummy's teams before they were "Reds" and
        # "Blues", put Anna on the Guys and Ben on the Girls: earlier defaults give way)
        last_options = fresh_defaults(game.info.options, remembered.get("options") or {})
        info = game.info
        d = self.dialog = load_form("new_game.ui", parent)
        d.setWindowTitle(f"New game of {info.name}")
        d.gameTitle.setText(info.name)
        from PySide6.QtWidgets import QApplication

        scale = max(1.0, QApplication.font().pixelSize() / 13)  # the app's text grows with the window
        d.gameTitle.setStyleSheet(f"font-size: {round(22 * scale)}px; font-weight: bold;")
        self._describe(info.description)
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        self.row_layouts: list[QHBoxLayout] = []
        #: per row, the name the dialog last put there: a name that differs was typed, and stays
        #: whatever the seat's box says (s40 t1 F3: "Robo Ruby" typed became "Hugo")
        self._given: dict[int, str] = {}
        #: per row, who plays it as last seen ("" a person, else a level): only a row whose box
        #: changed between a person and a computer may get another name
        self._kinds: list[str] | None = None
        last_computers = remembered.get("computers") or []
        form = d.namesBox.layout()
        for i, name in enumerate(first_names(info.max_players, players or [],
                                             game_seat_names(remembered, seat_names))):
            edit = QLineEdit(d.namesBox)
            # (no setMaxLength: it counts UTF-16 units, and stops a letter saying nothing; the
            # name is cut to NAME_LETTERS letters by self.name_limit, which says so)
            edit.setText(name)
            edit.setAccessibleName(f"Name of player {i + 1}")
            edit.setToolTip(f"A name of up to {NAME_LETTERS} letters")
            edit.setMinimumWidth(edit.fontMetrics().averageCharWidth() * 32)  # 30 letters show whole
            kind = QComboBox(d.namesBox)
            for text, level in SEAT_KINDS:
                kind.addItem(text, level)
            level = last_computers[i] if i < len(last_computers) else ""
            kind.setCurrentIndex(max(0, kind.findData(level)))
            kind.setAccessibleName(f"Who plays seat {i + 1}")
            kind.setToolTip(SEAT_KIND_TIP)
            # a bound method, not a lambda holding ``self``: PySide keeps connected lambdas alive
            # from C++, and one that held the dialog would keep it from ever being freed
            kind.currentIndexChanged.connect(self._kinds_changed)
            row = QWidget(d.namesBox)
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            self.row_layouts.append(row_layout)
            row_layout.addWidget(edit, 1)
            row_layout.addWidget(kind)
            form.addRow(f"Player {i + 1}:", row)
            self.name_edits.append(edit)
            self.kind_boxes.append(kind)
            self._given[i] = name
        # a person's seat never shows a computer's name (an older settings file kept them per
        # seat), and a computer's seat with a person's default name gets a computer's (the
        # family's name for that seat stays the one it gets back as a person)
        self._opening = True
        self._kinds_changed()
        self._opening = False
        #: said under the names while a name stands as it was cut: the field took no more letters,
        #: or cut a pasted name, and said nothing (s36 t4 #1). Only then: shown for a name just
        #: 30 letters long, it came up at the first change anywhere in the form, no name cut
        #: ("Wilhelmina Wolcott-Montgomerys"), and moved everything below it (s43 t3 F3); its line
        #: is kept while it is hidden (:func:`.name_limit.reserved_note`)
        self.name_note = reserved_note(f"A name can be up to {NAME_LETTERS} letters: no more are taken.", d.playersBox)
        d.playersLayout.insertWidget(d.playersLayout.indexOf(d.namesBox) + 1, self.name_note)
        # the line under the names (who partners whom, or why the names cannot be dealt) keeps
        # its line while hidden too: a name typed twice brought up "Two players are called
        # 'Anna'; ..." there and moved every house rule below down a line (s44)
        keep = d.partnersLabel.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        d.partnersLabel.setSizePolicy(keep)
        #: the players' names kept to NAME_LETTERS letters, the note shown for a row dealt
        self.name_limit = LetterLimit(NAME_LETTERS, self.name_note, self._row_dealt)
        for edit in self.name_edits:  # (a longer name remembered by an older version is cut)
            self.name_limit.watch(edit)
        d.playerCount.setRange(info.min_players, info.max_players)
        #: why the number stops where it does, where the game itself has no limit (10,000's "Any
        #: number of people can play" stopped at 8 and said nothing, s35 t1 #5): under the number
        self.count_note: QLabel | None = None
        if info.count_note:
            note = self.count_note = QLabel(info.count_note, d.playersBox)
            note.setWordWrap(True)
            note.setTextFormat(Qt.PlainText)
            note.setAccessibleName("Why the number of players stops there")
            d.playersLayout.insertWidget(1, note)
            d.playerCount.setToolTip(info.count_note)
        if info.max_players == 1:  # patience: one player, no count and no order round a table
            d.playersBox.setTitle("Player")
            d.countLabel.hide()
            d.playerCount.hide()
            label = form.labelForField(form.itemAt(0, form.ItemRole.FieldRole).widget())
            if label is not None:
                label.setText("Name:")
        start = len(players) if players else remembered.get("count") or min(max(3, info.min_players), info.max_players)
        start = min(max(start, info.min_players), info.max_players)
        allowed = info.allowed_counts()
        if start not in allowed:
            start = min(allowed, key=lambda c: abs(c - start))
        self._count = start
        d.playerCount.valueChanged.connect(self._count_changed)
        d.playerCount.setValue(start)
        self._show_rows(start)
        self.option_widgets: dict[str, QWidget] = {}
        #: per number box, its limits said under it once a number typed passed them (NumberBox)
        self.number_notes: dict[str, QLabel] = {}
        self.alternate_tags: dict[str, QLabel] = {}  # per option from the rules' alternate rules
        parts: dict[str, list[QWidget]] = {}  # each option's widget, its heading and its note
        #: per most letters, the name options' boxes that take no more (OptionSpec.maximum)
        named_limits: dict[int, list[tuple[str, QLineEdit]]] = {}
        rules = d.optionsBox.layout()
        # a name (Gin Rummy's teams, Court Whist's ladies) is not a house rule: it goes with the
        # players, under their names
        named = d.playersBox.layout()
        for spec in info.options:
            opts = named if isinstance(spec.default, str) else rules
            host = d.playersBox if opts is named else d.optionsBox
            value = spec.default
            if spec.id in last_options:
                try:
                    value = spec.check(last_options[spec.id])
                except OptionError:
                    pass
            # Every label wraps: a long house rule or description is never cut.
            parts[spec.id] = []

            def headed(w: QWidget, label: str = spec.label, part: list = parts[spec.id], opts=opts, host=host) -> None:
                """The option's widget under its heading (a check box is its own heading)."""
                heading = QLabel(f"<b>{label}</b>", host)
                opts.addWidget(heading)
                opts.addWidget(w)
                part.append(heading)

            if spec.choices is not None:
                w = QComboBox(d.optionsBox)
                for c in spec.choices:
                    w.addItem(spec.value_text(c), c)
                w.setCurrentIndex(list(spec.choices).index(value))
                headed(w)
            elif isinstance(spec.default, bool) or spec.tick:  # (a number of two values: ticked or not)
                w = QCheckBox(spec.label, d.optionsBox)
                w.setChecked(spec.ticked(value))
                w.setStyleSheet("font-weight: bold;")
                opts.addWidget(w)
            elif isinstance(spec.default, str):  # a name (Gin Rummy's teams), or names (Court Whist's ladies)
                w = QLineEdit(host)
                w.setText(str(value))
                headed(w)
                if spec.maximum is not None:  # (its letters kept to the most, said as the players' are)
                    named_limits.setdefault(spec.maximum, []).append((spec.id, w))
            else:
                # the limits beside the box, not under it: coming up under it they moved every
                # rule below down a line as the number was typed (s44); beside it their line is
                # the box's own, kept while they are hidden (reserved_note), and takes no room
                limits = reserved_note(spec.limits_words(), host)
                w = NumberBox(d.optionsBox, limits)
                w.setRange(spec.minimum if spec.minimum is not None else -10**6,
                           spec.maximum if spec.maximum is not None else 10**6)
                w.setValue(value)
                if spec.zero_text and w.minimum() == 0:
                    w.setSpecialValueText(spec.zero_text)  # "Hands: 0" read as no hands
                headed(self.number_row(w, limits, host))
                self.number_notes[spec.id] = limits
            w.setAccessibleName(spec.label)
            w.setToolTip(spec.description)
            tag = spec.alternate_tag()
            if tag:
                # one of the "Alternate Rules" the family's rules list: the same small tag for
                # every game (the words of each game's options said it five ways, or not at all)
                badge = QLabel(tag, host)
                badge.setTextFormat(Qt.PlainText)
                badge.setStyleSheet(ALTERNATE_TAG_STYLE.format(size=round(11 * scale)))
                opts.addWidget(badge, 0, Qt.AlignmentFlag.AlignLeft)
                self.alternate_tags[spec.id] = badge
                parts[spec.id].append(badge)
                w.setAccessibleDescription(tag)
            note = QLabel(spec.description, host)
            note.setTextFormat(Qt.PlainText)
            note.setWordWrap(True)
            # grey words under the rule, paler while the rule does not apply (OptionSpec.needs)
            note.setStyleSheet("QLabel { color: #555; margin-left: 22px; margin-bottom: 6px; }"
                               " QLabel:disabled { color: #aaa; }")
            opts.addWidget(note)
            self.option_widgets[spec.id] = w
            parts[spec.id] += [w, note]
            if spec.id in self.number_notes:  # (beside the box, hidden until needed)
                parts[spec.id].append(self.number_notes[spec.id])
        self._parts = parts
        #: the name options kept to their most letters (Gin Rummy's teams: the engine takes 20, the
        #: boxes took 30 and said nothing), a note under the last of them while one stands cut
        self.option_limits: list[LetterLimit] = []
        for most, boxes in named_limits.items():
            note = reserved_note(f"A name can be up to {most} letters here: no more are taken.", d.playersBox)
            after = max(named.indexOf(w) for key, _box in boxes for w in parts[key])
            named.insertWidget(after + 1, note)
            limit = LetterLimit(most, note)
            for _key, box in boxes:
                limit.watch(box)
            self.option_limits.append(limit)
        # Deal's reason where it is about house rules (OptionError.options): beside them, not
        # under the names far above (Desert Rummy's "The game must start at or before the meld
        # that wins it." stood under Player 3: s32 t3 #3)
        # under the last of the rules the game may refuse together, its line kept from the start
        # (Game.options_refused_together): coming up there it moved every rule below it down as
        # a number was changed with the mouse (s44); a game that refuses none keeps no line
        self.rules_refusal = reserved_note("", d.optionsBox, style="")
        rules.addWidget(self.rules_refusal)
        together = [key for key in game.options_refused_together if key in parts]
        if together:
            self._place_refusal(together)
            # room for the longest thing it says, in red and bold too (Deal pressed): a refusal
            # wrapping past its kept line moved the rules below it by the line it added (s44)
            self.rules_refusal.keep_room_for(game.options_refusals, ("", REFUSED_STYLE))
        else:
            policy = self.rules_refusal.sizePolicy()
            policy.setRetainSizeWhenHidden(False)
            self.rules_refusal.setSizePolicy(policy)
        # values set aside while the count does not play them (OptionSpec.only_with), given back
        # when it does again: Partners ticked for six, the count cut to 2 and back to 4
        self._held: dict[str, Any] = {}
        self._counting = False
        # the choice of a check box greyed while the rule it goes with is off (OptionSpec.needs),
        # shown unticked meanwhile and given back when that rule is on again: "Play for your
        # partner" greyed but ticked beside "Partners" unticked read as partner play on (s38 t3)
        self._unapplied: dict[str, bool] = {}
        for spec in info.options:
            switch = self.option_widgets.get(spec.needs or "")
            if isinstance(switch, QCheckBox):
                switch.toggled.connect(self._grey_options)
        self._follow_count()
        if not info.options:
            rules.addWidget(QLabel("This game has no house rules to choose.", d.optionsBox))
        elif all(isinstance(spec.default, str) for spec in info.options):
            d.optionsBox.hide()  # (only names, shown with the players: Gin Rummy's teams)
        # Who partners whom, the description and whether there is anything to hide follow the
        # names, the count and the house rules (Fast Track's partners, its hand of five); a
        # refusal shown is gone once any of them changes (it stayed, no longer true)
        for edit in self.name_edits:
            edit.textChanged.connect(self._changed)
        d.playerCount.valueChanged.connect(self._changed)
        changed = {QCheckBox: "toggled", QComboBox: "currentIndexChanged", QSpinBox: "valueChanged",
                   QLineEdit: "textChanged"}
        for w in self.option_widgets.values():
            getattr(w, next(signal for kind, signal in changed.items() if isinstance(w, kind))).connect(self._changed)
        # options that sum up others agree with them from the start (Oh Hell!'s "Rules" box)
        self._shown_options = self.options()
        self._following = False
        self._follow_options(None)
        self._show_partners()
        wheel_scrolls_the_page(d)
        # Tab follows the form down: the rows and rules made here came after the form's own
        # widgets, so Tab from "Number of players" jumped to the seed at the bottom
        names = [self.option_widgets[spec.id] for spec in info.options if isinstance(spec.default, str)]
        order = ([d.playerCount] + [w for row in zip(self.name_edits, self.kind_boxes) for w in row] + names
                 + [w for w in self.option_widgets.values() if w not in names] + [d.openHanded, d.seedEdit])
        for before, after in zip(order, order[1:]):
            QWidget.setTabOrder(before, after)
        QWidget.setTabOrder(d.openHanded, d.moreToggle)
        QWidget.setTabOrder(d.moreToggle, d.seedEdit)
        # the seed (a repeatable deal, for replays and tests) folded away under "More": "Seed
        # (same seed, same rolls): leave empty for fresh rolls" under "At the table" meant
        # nothing to a family (s46 t2 #9). A save keeps its seed whatever is typed here.
        d.moreToggle.toggled.connect(self._show_more)
        self._show_more(False)
        # the keys start on the form's first field, its focus shown (the number of players, its
        # number marked so that typing replaces it; the name where the number is not asked): the
        # dialog opened with the focus nowhere to be seen, and the arrows did nothing until a Tab
        # (s32 t2 #2)
        first = next((w for w in order if w.isEnabled() and not w.isHidden()), None)
        if first is not None:
            first.setFocus(Qt.FocusReason.TabFocusReason)
        box: QDialogButtonBox = d.buttonBox
        if self.rolls_dice():  # a dice game is started and rolled, not dealt
            box.button(QDialogButtonBox.Ok).setText("Start")
            d.seedLabel.setText("Seed (same seed, same rolls):")
            d.seedEdit.setPlaceholderText("leave empty for fresh rolls")
            d.moreToggle.setText("More: replay the same rolls (for testing)")
        else:
            box.button(QDialogButtonBox.Ok).setText("Deal")
        if rules_action is not None:
            d.addAction(rules_action)  # its key (F1) works in the dialog too
            keys = rules_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            read = box.addButton("Rules", QDialogButtonBox.ButtonRole.HelpRole)
            read.setAutoDefault(False)  # (Enter in the form still deals)
            read.setToolTip(f"The rules of {info.name}{f' ({keys})' if keys else ''}: your choices here stay as they are")
            read.clicked.connect(rules_action.trigger)
        self._fit()
        box.accepted.connect(self._accept)
        box.rejected.connect(d.reject)
        self._choice: NewGameChoice | None = None

    def _show_more(self, shown: bool) -> None:
        """Unfold (or fold away) the seed's row under "More", the dialog growing to show it."""
        d = self.dialog
        d.moreToggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        d.seedLabel.setVisible(shown)
        d.seedEdit.setVisible(shown)
        if shown and d.isVisible():
            self._refit()
            d.settingsScroll.ensureWidgetVisible(d.seedEdit)
            d.seedEdit.setFocus(Qt.FocusReason.OtherFocusReason)

    @staticmethod
    def number_row(box: QSpinBox, limits: QLabel, host: QWidget) -> QWidget:
        """A number box as wide as its numbers need, its limits beside it (they wrap there)."""
        row = QWidget(host)
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(box)
        lay.addWidget(limits, 1)
        return row

    def _fit(self, area=None) -> None:
        """Wide enough to read, as tall as the screen allows: the players, house rules and
        table choices scroll; the title and Deal / Cancel always show."""
        from .dialogs import fit_dialog

        from PySide6.QtWidgets import QBoxLayout, QLayout

        from .dialogs import available_area

        d = self.dialog
        d.setMinimumWidth(0)
        # Each seat's "who plays" box sits beside its name; on a narrow screen with large text
        # (the text grows with the window) it goes under the name instead of widening the page.
        room = (area or available_area(d.parentWidget() or d)).width() - 80
        for lay in self.row_layouts:
            lay.setDirection(QBoxLayout.Direction.LeftToRight)
        page = d.settingsScroll.widget()
        for lay in page.findChildren(QLayout):
            lay.invalidate()
        if page.minimumSizeHint().width() > room:
            for lay in self.row_layouts:
                lay.setDirection(QBoxLayout.Direction.TopToBottom)
        fit_dialog(d, d.settingsScroll, 660, area)

    def _count_changed(self, value: int) -> None:
        """Show a name row per player; games that play only with some counts (5 in a Row: 2 or
        4) step over the others in the direction the player was going."""
        allowed = self.game.info.allowed_counts()
        if value not in allowed:
            step = [c for c in allowed if (c > value if value > self._count else c < value)]
            target = (min(step) if value > self._count else max(step)) if step else self._count
            self.dialog.playerCount.setValue(target)  # comes back here with an allowed count
            return
        self._count = value
        self._show_rows(value)
        self._follow_count()
        if self.dialog.isVisible():
            # a row more: the dialog grows with it while the screen has room (it scrolled, with
            # the seed's row cut at the foot, on a screen with room to spare), and stays on it
            # the partners' line too before the dialog is fitted (it was shown after: Hand and
            # Foot from two players to four grew a line short, its page scrolled by those pixels)
            self._show_partners()
            self._refit()

    def _refit(self) -> None:
        """Fit the shown dialog to its page again, and keep it on the screen. No narrower than it
        was: a dialog the family had widened went back to its first width at the first change in
        the form, every line wrapped anew and every box below moved (s44)."""
        from .dialogs import available_area

        wide = self.dialog.width()
        self._fit()
        if self.dialog.width() < wide:
            self.dialog.resize(min(wide, available_area(self.dialog.parentWidget() or self.dialog).width() - 16),
                               self.dialog.height())
        area = available_area(self.dialog.parentWidget() or self.dialog)
        frame = self.dialog.frameGeometry()
        top = max(area.top(), min(frame.top(), area.bottom() - frame.height()))
        if top != frame.top():
            self.dialog.move(frame.left(), top)

    def _grow_to_page(self) -> None:
        """Lines that come up as names are typed (the 30-letter note, the partners' line on two
        lines) made the page scroll, "Seed" out of sight, with the screen's room unused (s37 t3,
        1280x720): the dialog grows by them while the screen has room."""
        self._growing = False
        d = self.dialog
        # the page's new lines are laid out first: this runs from a zero timer, which may come
        # before the posted layout requests, and a scroll bar not yet told of the new lines
        # said the page was not cut (names typed at once: the dialog never grew, s38)
        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        bar = d.settingsScroll.verticalScrollBar()
        # (not again once it is as tall as the screen allows: a field lower down, typed in on a
        # small screen, stays where it is)
        if not d.isVisible() or bar.maximum() == 0 or getattr(self, "_tallest", None) == d.size():
            return
        at, size = bar.value(), d.size()
        self._refit()
        bar.setValue(at)
        if d.size() == size:  # no taller: as tall as it may be
            self._tallest = size

    def _follow_count(self) -> None:
        """House rules that play only with some numbers of players follow the count
        (``OptionSpec.only_with``): a value the count does not play is set aside (Partners
        unticked at 2 players) and greyed out, its tooltip saying why ("“Partners” is for 4 or 6
        players."), and given back once the count plays it again (s31 t3 #1: Partners stayed
        ticked at 2 players, out of sight, and Deal said only that partners play with 4 or 6)."""
        if not hasattr(self, "_held"):
            return  # (the count set before the house rules are made)
        count = self.dialog.playerCount.value()
        self._counting = True
        try:
            for spec in self.game.info.options:
                if not spec.only_with:
                    continue
                w = self.option_widgets[spec.id]
                value = self.options()[spec.id]
                held = self._held.get(spec.id)
                if spec.id in self._held and spec.plays_with(held, count):
                    self._set_option(w, held, spec)
                    del self._held[spec.id]
                elif not spec.plays_with(value, count):
                    self._held.setdefault(spec.id, value)
                    self._set_option(w, spec.values_with(count)[0], spec)
                if isinstance(w, QComboBox):
                    model = w.model()
                    for i, choice in enumerate(spec.values()):
                        item = model.item(i) if hasattr(model, "item") else None
                        if item is not None:
                            item.setEnabled(spec.plays_with(choice, count))
                            item.setToolTip("" if spec.plays_with(choice, count) else spec.count_reason(choice))
                barred = [v for v in spec.values() if not spec.plays_with(v, count)]
                tip = spec.description
                if barred:
                    tip += "\n" + " ".join(spec.count_reason(v) for v in barred)
                w.setToolTip(tip)
        finally:
            self._counting = False
        self._grey_options()

    @staticmethod
    def _set_option(w: QWidget, value: Any, spec: OptionSpec) -> None:
        if isinstance(w, QComboBox) and w.findData(value) >= 0:
            w.setCurrentIndex(w.findData(value))
        elif isinstance(w, QCheckBox) and (isinstance(value, bool) or spec.tick):
            w.setChecked(spec.ticked(value))
        elif isinstance(w, QSpinBox) and isinstance(value, int):
            w.setValue(value)
        elif isinstance(w, QLineEdit) and isinstance(value, str):
            w.setText(value)

    def _grey_options(self, *_args: object) -> None:
        """A house rule is greyed out, its heading and note too, while the rule it applies with is
        off (``OptionSpec.needs``) or while the count plays only one of its values
        (``OptionSpec.only_with``: Partners at 2 players)."""
        count = self.dialog.playerCount.value()
        for spec in self.game.info.options:
            switch = self.option_widgets.get(spec.needs or "")
            on = not isinstance(switch, QCheckBox) or (switch.isChecked() and switch.isEnabled())
            if spec.only_with and len(spec.values_with(count)) < 2:
                on = False
            for widget in self._parts[spec.id]:
                widget.setEnabled(on)
            box = self.option_widgets.get(spec.id)
            if spec.needs and isinstance(box, QCheckBox):
                # (quietly: the options read the same, the kept choice standing for the box)
                if not on and spec.id not in self._unapplied:
                    self._unapplied[spec.id] = box.isChecked()
                    box.blockSignals(True)
                    box.setChecked(False)
                    box.blockSignals(False)
                elif on and spec.id in self._unapplied:
                    box.blockSignals(True)
                    box.setChecked(self._unapplied.pop(spec.id))
                    box.blockSignals(False)

    def _show_rows(self, count: int) -> None:
        form = self.dialog.namesBox.layout()
        for i, edit in enumerate(self.name_edits):
            form.setRowVisible(i, i < count)
            edit.setVisible(i < count)

    def rolls_dice(self) -> bool:
        """Is this a dice game (10,000): its pieces are dice, not a deck, from the engine."""
        from ..core.pieces import Dice

        try:
            pieces = self.game.pieces(self.dialog.playerCount.value(), self.game.check_options(self.options()))
        except (OptionError, KeyError, ValueError):
            return False
        return isinstance(pieces, Dice)

    def _describe(self, text: str) -> None:
        info = self.game.info
        # (not in brackets: a family's name may have its own, "(3–8 players; Shedding (stops))";
        # no-break spaces keep "3–7 players ·" (and "2, 4 or 6 players ·") together, so a wrapped
        # line never starts with the dot or "players": "…3–7 players\n· Trick-taking", s44 t2 #11)
        players = info.players_phrase().replace(" ", "\u00a0")
        self.dialog.gameDescription.setText(f"{text}  {players}\u00a0\u00b7 {info.family}")

    def _show_partners(self, *_changed: object) -> None:
        """Under the names, who plays with whom ("Partners: Anna and Cleo against Ben and Dev."):
        seats are in their order round the table and partners sit opposite, so a family picks
        its partners by the rows it types the names in, and what else the game says of these
        names (Court Whist: "Ladies: Anna and Cleo. Men: Ben and Dev."); nothing where everyone
        plays alone. While the names or rules cannot be dealt, the reason Deal would give stands
        in its place, as it is typed (:meth:`_dealt`: the line went away, or read as if all were
        well, and only Deal said why: s30 t4 #3, #7). The description follows the house rules
        (5 in a Row's "Two rows of five win."), and "open-handed" is offered only where
        something is hidden (a hand: not in Pirate or 10,000, where no curtain ever falls)."""
        label = self.dialog.partnersLabel
        label.setStyleSheet("")  # (Deal's refusal in red until the next change: _accept)
        players = [name.strip() for name in self.players()]
        options = self.options()
        state, refusal = self._dealt(0)
        if state is None:
            self._say_refusal(refusal)
            return
        self.rules_refusal.hide()
        self._describe(self.game.describe(dict(state.options)))
        secrets_kept = self.game.keeps_secrets(state)
        self.dialog.openHanded.setVisible(secrets_kept)
        # (its only choice: "At the table" stood empty, or held only the seed, in 10,000)
        self.dialog.tableBox.setVisible(secrets_kept)
        said = []
        partners = partners_sentence(players, self.game.seat_teams(state))
        if partners:
            said.append(partners)
        note = self.game.setup_note(players, options)
        if note:
            said.append(note)
        if not said:
            label.hide()
            return
        label.setText(" ".join(said))
        label.show()

    def _row_dealt(self, row: int) -> bool:
        """Is the name row ``row`` one of the players dealt (shown)?"""
        return row < self.dialog.playerCount.value()

    def _changed(self, *_args) -> None:
        self.name_limit.show_note()  # (a row cut and hidden, or shown again, by the count)
        now = self.options()
        moved = [key for key, value in now.items() if self._shown_options.get(key) != value]
        if not self._counting:  # the family chose anew: nothing set aside comes back over it
            for key in moved:
                self._held.pop(key, None)
        if moved and not self._following:
            self._shown_options = now
            self._follow_options(moved[0] if len(moved) == 1 else None)
        self._show_partners()
        if self.dialog.isVisible() and not getattr(self, "_growing", False):
            # (once the page is laid out anew: its scroll bar then says whether it is cut)
            from PySide6.QtCore import QTimer

            self._growing = True
            QTimer.singleShot(0, self.dialog, self._grow_to_page)  # (not after the dialog has gone)

    def _follow_options(self, changed: str | None) -> None:
        """Show the house rules as the game has them follow ``changed`` (``Game.follow_options``:
        Oh Hell!'s "Rules" box says "Some of Denexa's rules" once one is ticked)."""
        wanted = self.game.follow_options(dict(self._shown_options), changed)
        self._following = True  # these changes are not the player's: they follow no further
        try:
            for spec in self.game.info.options:
                value = wanted.get(spec.id)
                if value == self._shown_options.get(spec.id):
                    continue
                if spec.id in self._unapplied:  # (greyed unticked: the kept choice follows)
                    self._unapplied[spec.id] = spec.ticked(value)
                    continue
                self._set_option(self.option_widgets[spec.id], value, spec)
        finally:
            self._following = False
        self._shown_options = self.options()

    def _kinds_changed(self, _index: int = 0) -> None:
        """A seat turned into a computer player keeps a name the family typed; a name the
        dialog gave (a default or a remembered one) becomes a computer's name (and back). Only the seat whose box changed
        (every seat as the dialog opens): changing one seat renamed others (s40 t1 F3)."""
        kinds = [box.currentData() or "" for box in self.kind_boxes]
        was, self._kinds = self._kinds, kinds
        for i, (edit, box) in enumerate(zip(self.name_edits, self.kind_boxes)):
            if was is not None and bool(was[i]) == bool(kinds[i]):
                continue
            name = edit.text().strip()
            typed = name != self._given.get(i, "").strip()
            pool = None
            if typed and name:
                pass  # (a name typed stays where it was typed)
            elif box.currentData():
                # a seat the family turns into a computer gets a computer's name whatever name
                # the dialog had put there: "Cleo" became "Robo Ruby" but a remembered "Mia"
                # stayed, a computer nothing on the table marked as one (s43 t1 #2)
                if not name or name in DEFAULT_NAMES or (not self._opening and not is_computer_name(name)):
                    pool = COMPUTER_NAMES
                    if name and not (self._opening and self._person_names.get(i)):
                        self._person_names[i] = name
            elif is_computer_name(name):
                pool = DEFAULT_NAMES
            if pool is not None:  # (a name no other row has)
                taken = {name_key(e.text()) for e in self.name_edits if e is not edit}
                before = self._person_names.get(i, "").strip()
                if pool is DEFAULT_NAMES and before and not is_computer_name(before) and name_key(before) not in taken:
                    edit.setText(before)  # the person's name the seat had
                else:
                    edit.setText(free_name(pool, i, taken))
                self._given[i] = edit.text()

    def computers(self) -> list[str]:
        """Per seat dealt: "" for a person, else the computer player's level."""
        return [box.currentData() or "" for box in self.kind_boxes[: self.dialog.playerCount.value()]]

    def options(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for spec in self.game.info.options:
            w = self.option_widgets[spec.id]
            if isinstance(w, QComboBox):
                out[spec.id] = w.currentData()
            elif isinstance(w, QCheckBox):
                ticked = getattr(self, "_unapplied", {}).get(spec.id, w.isChecked())
                out[spec.id] = spec.tick[ticked] if spec.tick else ticked
            elif isinstance(w, QLineEdit):  # (accents composed, as letters are counted)
                out[spec.id] = LetterLimit.text(w).strip()
            else:
                out[spec.id] = w.value()
        return out

    def players(self) -> list[str]:
        # (accents composed, as letters are counted: :func:`.name_limit.letters`)
        return [LetterLimit.text(e) for e in self.name_edits[: self.dialog.playerCount.value()]]

    def seed(self) -> int | str:
        text = self.dialog.seedEdit.text().strip()
        if not text:
            return secrets.randbelow(10**9)
        try:
            return int(text)
        except ValueError:
            return text

    def _dealt(self, seed: int | str) -> tuple[Any, str]:
        """The game the names and house rules as they stand would deal, or ``None`` and why not
        in the engine's words ("Two players are called 'Dev'; give each a different name.").
        Deal and the line under the names both ask here, so they never disagree. (The house
        rules a refusal is about: :attr:`_refused_options`.)"""
        self._refused_options: tuple[str, ...] = ()
        try:
            return self.game.setup(self.players(), self.options(), seed), ""
        except OptionError as exc:
            self._refused_options = exc.options
            return None, str(exc)

    def _say_refusal(self, refusal: str, refused: bool = False) -> QLabel:
        """Show why the names and house rules cannot be dealt: beside the house rules it is about
        (:attr:`_refused_options`: under the last of them), else in the line under the names.
        ``refused``: Deal was pressed (in red). Returns the label that says it."""
        about = [key for key in self._refused_options if key in self._parts]
        names, beside = self.dialog.partnersLabel, self.rules_refusal
        label, other = (beside, names) if about else (names, beside)
        if about:
            self._place_refusal(about)
        other.hide()
        label.setText(refusal)
        label.setStyleSheet(REFUSED_STYLE if refused else "")
        label.show()
        return label

    def _place_refusal(self, about: list[str]) -> None:
        """Put :attr:`rules_refusal` under the last of the house rules ``about`` (their ids), where
        it is not there already."""
        layout = self.dialog.optionsBox.layout()
        beside = self.rules_refusal
        parts = [w for key in about for w in self._parts[key]]
        last = max((layout.indexOf(w) for w in parts), default=-1)
        if last >= 0 and layout.indexOf(beside) == last + 1:
            return
        layout.removeWidget(beside)
        last = max((layout.indexOf(w) for w in parts), default=-1)
        layout.insertWidget(last + 1 if last >= 0 else layout.count(), beside)

    def _accept(self) -> None:
        players, options, seed = self.players(), self.options(), self.seed()
        state, refusal = self._dealt(seed)  # the engine checks names and options
        if state is None:
            # said once, in the line under the names, which gives this reason as it is typed: the
            # buttons said it again, the same sentence twice until the next key (s31)
            label = self._say_refusal(refusal, refused=True)
            self.dialog.settingsScroll.ensureWidgetVisible(label)
            return
        open_handed = self.dialog.openHanded.isChecked() and not self.dialog.openHanded.isHidden()
        self._choice = NewGameChoice(players, options, seed, open_handed, self.computers())
        self.dialog.accept()

    def choice(self) -> NewGameChoice | None:
        return self._choice

    def exec(self) -> NewGameChoice | None:
        from .dialogs import run_modal

        return self._choice if run_modal(self.dialog.parentWidget(), self.dialog.exec) == QDialog.Accepted else None
