"""The house rules' words in New Game (each game's OptionSpec: label, description, the choices'
names) and the in-app rules pages are for a family: no "the book" (which book?), no "card-maker"
(which one?), no section numbers or file names of the rule texts. The rule texts' README names
them: "The family's own rule book" (004_312affb30e9b3af0.txt), "A card-maker's published rules"
(003_568aafc6ffe6d89e.txt: Denexa, a playing-card company: "we recommend Denexa 100% Plastic
Playing Cards"). Only the words change: the values a save or a remembered setting holds stay."""

from __future__ import annotations

import re

import pytest

from cardtable.core.scoresheet import house_rules_text
from cardtable.games import catalogue, get_game
from cardtable.resources import rules_html

JARGON = re.compile(r"(?<!rule )\bbook\b|card-?maker|\bsection \d|§|\.txt\b|\bthe text\b|published game", re.I)


def option_texts():
    for game in catalogue().values():
        for spec in game.info.options:
            yield f"{game.info.id}.{spec.id}", spec.label
            yield f"{game.info.id}.{spec.id}", spec.description
            for name in spec.choice_names or ():
                yield f"{game.info.id}.{spec.id}", str(name)


def test_no_house_rule_speaks_of_a_book_or_card_maker_the_family_cannot_place():
    bad = [(where, text) for where, text in option_texts() if JARGON.search(text)]
    assert bad == []


def test_no_house_rule_speaks_of_a_rule_book():
    """Tester t4, session 29: "rule book" still in set-up texts ("11 in our rule book", "three as in
    our rule book", "10,000 in our rule book") and Oh Hell!'s choice "Our rule book's rules": the
    family's own words are "our table" (the rules pages say the rules in our own words)."""
    assert [(where, text) for where, text in option_texts() if re.search(r"\bbook\b", text, re.I)] == []


def test_the_saved_values_of_the_reworded_options_stay():
    """Old saves and remembered settings hold the values: only the words shown changed."""
    oh_hell = {s.id: s for s in get_game("oh_hell").info.options}
    assert oh_hell["rules"].choices == ("book", "some", "card_maker") and oh_hell["rules"].default == "book"
    assert oh_hell["rules"].choice_names == ("Our table's rules", "Some of Denexa's rules",
                                             "All of Denexa's rules")
    thirty_one = {s.id: s for s in get_game("thirty_one").info.options}
    assert thirty_one["card_makers"].label == "Denexa's rules" and thirty_one["card_makers"].default is False
    sticks = {s.id: s for s in get_game("sticks").info.options}
    assert sticks["pot"].choices == ("Desert Rummy and Push contracts", "Desert Rummy contracts", "Push contracts")
    # "Each player draws a stick from the pot": the pot's sticks, named in words
    assert house_rules_text(get_game("sticks").info, {"pot": "Push contracts"}) == ("Sticks in the pot: Push's melds",)
    for spec in (*oh_hell.values(), *thirty_one.values(), *sticks.values()):
        spec.check(spec.default)


@pytest.mark.parametrize("game_id", sorted(catalogue()))
def test_the_rules_pages_say_whose_rules_in_plain_words(game_id):
    page = get_game(game_id).info.rules_page
    if not page:
        return
    text = re.sub(r"<[^>]+>", " ", rules_html(page))
    text = re.sub(r"\s+", " ", text)
    assert [m.group(0) for m in JARGON.finditer(text)] == []


#: notes to whoever wrote the game, not help for a family choosing: "(the rule sheet can be read
#: this way too)", "Our rule book's way" on an option that is off, "the app takes the double",
#: "set-mode", "Our rule book does not list them"
NOTES = re.compile(r"rule sheet|rule book's way|rule book (only says|does not|leaves)|\bthe app\b|set-mode|"
                   r"does not list", re.I)


def test_no_house_rule_is_a_note_about_the_rule_texts():
    assert [(where, text) for where, text in option_texts() if NOTES.search(text)] == []


#: the rule texts, on a rules page: the family never sees them, so a page says the rules in our own
#: words and never what "the book" or "the rule text" says or leaves out ("Our rule book does not
#: list the sticks, so ..." on Sticks' page, "Our decisions where our rule book is unclear" as a
#: heading, "as in our rule book")
RULE_TEXT_NOTES = re.compile(r"\bbook\b|rule texts?\b|rule sheet|does not list", re.I)


@pytest.mark.parametrize("game_id", sorted(catalogue()))
def test_no_rules_page_is_a_note_about_the_rule_texts(game_id):
    info = get_game(game_id).info
    if not info.rules_page:
        return
    page = re.sub(r"\s+", " ", rules_html(info.rules_page))
    # (a set-up choice named as New Game shows it may be quoted: Oh Hell!'s "Our rule book's rules")
    for spec in info.options:
        for name in (spec.label, *(str(n) for n in spec.choice_names or ())):
            page = page.replace(f"<b>{name}</b>", "")
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page))
    assert [text[max(0, m.start() - 40): m.end() + 40] for m in RULE_TEXT_NOTES.finditer(text)] == []


def _spec(game_id, option_id):
    return {s.id: s for s in get_game(game_id).info.options}[option_id]


def test_the_house_rules_a_family_could_not_follow_say_what_changes_at_the_table():
    """s28 t2 #4, #16: each says what happens when it is on (and off, where that is not plain)."""
    cassino = _spec("cassino_party", "most_wins")
    assert cassino.description == (
        "The 3 points for cards go to whoever took the most cards, and the 1 point for spades to whoever took "
        "the most spades (a tie: nobody gets them). Off: 27 cards or more score the 3 points, and 7 spades or "
        "more the 1 point.")
    # "If a player is found to have been able to play but passed instead, they pay an additional three
    # chips to the pot; if they held a 7 at the time, they pay five chips each to the players holding
    # the 6 and 8 of that suit."
    assert _spec("fan_tan", "penalty_pass").description == (
        "You may pass (and pay your chip) even when you could play. When the deal ends and the hands are shown, "
        "each such pass costs you 3 more chips; if you held a 7 when you passed, you also pay 5 chips to "
        "whoever held that suit's 6 and 5 to whoever held its 8.")
    for game_id in ("desert_rummy", "ten_dime_rummy"):
        endless = _spec(game_id, "endless_stock")
        assert endless.default is False  # the rule texts say nothing of an empty stock: the default stays
        assert endless.description == (
            "On: the discards make a new stock each time it runs out, so a hand may go on for ever. Off: at "
            "most twice; then the hand ends with nobody out.")  # (short at set-up: s36 t4 #22)
    # "If you draw a free stick put it face up and draw another stick." "If a "free" stick is drawn and
    # will become that person's 7th stick it does not count and another stick must be drawn."
    assert "Draw a free stick and you have collected it at once, with no melds to make, and you draw " \
           "another; it never counts as your 7th stick." in _spec("sticks", "free_sticks").description
    assert _spec("sticks", "pot").description.startswith("Each stick names the melds you must lay down")
    # "If a wild card is the flip card you can pick the pile with matching cards. EG; if a Joker is
    # flipped it requires 2 Jokers to pick the pile, not a wild card and a Joker, etc."
    wild = _spec("horseshit_rummy", "pick_to_wild")
    assert wild.label == "Pick the pile to a wild card"
    assert "two 5s when 5s are wild; no other wild card counts" in wild.description
    other = _spec("twenty_one_piles", "other_pile")
    assert other.label == "Facing a set, play the other pile"
    assert other.description.endswith("Off: you must extend the set or take it.")
    assert _spec("push", "deals").description == (
        "5 plays the whole game. Fewer makes a shorter evening: you play the first deals, each asking for its "
        "usual melds, and the lowest score after the last of them wins.")


@pytest.mark.parametrize("game_id, option_id", [("cassino_party", "most_wins"), ("fan_tan", "penalty_pass"),
                                                ("desert_rummy", "endless_stock"), ("ten_dime_rummy", "endless_stock"),
                                                ("horseshit_rummy", "pick_to_wild"), ("twenty_one_piles", "other_pile")])
def test_the_rules_page_names_the_house_rule_as_set_up_does(game_id, option_id):
    text = re.sub(r"\s+", " ", rules_html(get_game(game_id).info.rules_page))
    assert f"<b>{_spec(game_id, option_id).label}</b>" in text
    assert not NOTES.search(re.sub(r"<[^>]+>", " ", text).split("House rule")[-1])


#: Each game's options that are the "Alternate Rules" of its rule text (004_312affb30e9b3af0.txt,
#: the only text with such sections; the card-maker's rules, Rummoli's keeping of the hand,
#: Sweep's target and the like are not among them), and the number the text gives each, if any.
ALTERNATE_RULES = {
    "fast_track": {"jack_swap": 1, "hand_of_five": 2, "back_when_blocked": 3, "fast_track_first": 4,
                   "own_exit_only": 5, "bullseye_past_corner": 6},
    "push": {"one_of_each_suit": 1},  # "**Alternate Rule 1** - Each set can only have one of each suit."
    "hand_and_foot": {"sevens": 0},  # "A canasta of 7's must be made before you can go out"
    "horseshit_rummy": {"aces_50": 0, "pick_to_wild": 0},
    "sweep": {"jokers": 0, "minimum_four": 0, "pick_up_lead": 0},
    "sticks": {"trade_stick": 0, "no_playable_discard": 0},
    "thirty_one": {"everybody_pays": 0, "three_of_a_kind": 0, "knock_whole_turn": 0},
    "mexican_train": {"hold_out": 0, "blank_fifty": 0},
    "rummoli": {"rebuy": 0},  # "Allow players to re-buy chips if they run out"
}


@pytest.mark.parametrize("game_id", sorted(catalogue()))
def test_the_options_from_the_rule_texts_alternate_rules_say_so_by_one_field(game_id):
    """Tester s30 t2: the alternate rules were labelled five ways ("Alternate rule 1: jack swaps",
    "(Alternate Rule 1)" after a title, descriptions starting "Alternate Rule:" or "Alternate
    rule:", next to "House rule: ..."), and Sweep's, Thirty-One's and Rummoli's not at all. Now
    one field of the option says it (New Game draws one tag from it) and no words say it by hand."""
    options = get_game(game_id).info.options
    assert {s.id: s.alternate for s in options if s.alternate is not None} == ALTERNATE_RULES.get(game_id, {})
    hand_made = re.compile(r"\b(alternate|house) rule\b", re.I)
    assert [s.id for s in options if hand_made.search(s.label) or hand_made.search(s.description)] == []


def test_the_alternate_rules_tag_names_the_rule_as_the_family_knows_it():
    assert _spec("fast_track", "own_exit_only").alternate_tag() == "From the rules: alternate rule 5"
    assert _spec("sweep", "jokers").alternate_tag() == "From the rules: alternate rule"
    assert _spec("sweep", "target").alternate_tag() is None
    assert not JARGON.search(_spec("sweep", "jokers").alternate_tag() or "")
    # the score sheet's "House rules in this game" gives a numbered one's number after the label
    # (Fast Track's refusals say "Alternate rule 3: ..."); an unnumbered one is its label alone
    assert house_rules_text(get_game("fast_track").info, {"hand_of_five": True}) == ("Hand of five (alternate rule 2)",)
    assert house_rules_text(get_game("sweep").info, {"jokers": True}) == ("Jokers",)


def test_a_published_sets_rules_are_said_as_a_family_would():
    """Tester s36 t4 #7 and t1 #3: the score sheet and its PDF said "House rules: Rules: Some of
    Denexa's rules; Ten a trick", set-up's box and its value pasted in. The rules ticked are
    said, and where they come from; the box that only counts them is not."""
    info = get_game("oh_hell").info
    assert house_rules_text(info, {"rules": "some", "tens": True}) == ("Ten a trick (from Denexa's rules)",)
    four = {"rules": "some", "dealer_over": True, "tens": True, "tiebreak": True, "bid_one_card": True}
    assert house_rules_text(info, four) == (
        "Dealer makes the bids exceed the cards, ten a trick, one-card tiebreaker and bid the one-card hand in turn "
        "(from Denexa's rules)",)
    # all five ticked, or the box's "All" alone (a save from before the box followed the ticks)
    assert house_rules_text(info, {**four, "rules": "card_maker", "six_get_eight": True}) == ("All of Denexa's rules",)
    assert house_rules_text(info, {"rules": "card_maker"}) == ("All of Denexa's rules",)
    assert house_rules_text(info, {}) == ()
    for game in catalogue().values():  # no option's box and value read as a form's
        for spec in game.info.options:
            if spec.set_whole is not None:
                assert spec.of_set and spec.set_whole in (spec.choices or ()), spec.id


#: notes from whoever wrote or tried the computer players, not rules for a family: tester t3, session 30,
#: on Pirate's page: "A computer player never does: it builds whenever the card fits (holding a card back
#: won it nothing in our trials)."
DEVELOPER_NOTES = re.compile(r"\bour (trials|tests|runs|games)\b|\btrials?\b|we (measured|tried|found|ran)\b|"
                             r"\bin tests\b|benchmark|simulat|\bseeds?\b|win rate|replayed exactly", re.I)


@pytest.mark.parametrize("game_id", sorted(catalogue()))
def test_no_rules_page_is_a_developer_note(game_id):
    info = get_game(game_id).info
    if not info.rules_page:
        return
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", rules_html(info.rules_page)))
    assert [text[max(0, m.start() - 40): m.end() + 40] for m in DEVELOPER_NOTES.finditer(text)] == []


def test_pirate_says_what_a_computer_player_does_in_plain_words():
    text = " ".join(re.sub(r"<[^>]+>", " ", rules_html(get_game("pirate").info.rules_page)).split())
    assert "A computer player always plays a card that fits." in text


def test_a_refused_choice_names_the_choices_as_set_up_does():
    """t2 10: a save hand-edited to Oh Hell!'s "rules": 12345 opened with "(Option 'Rules' must
    be one of 'book', 'some', 'card_maker', not 12345)": the values a save holds, where set-up
    says "Our table's rules", "Some of Denexa's rules", "All of Denexa's rules"."""
    from cardtable.core.game import OptionError

    spec = next(s for s in get_game("oh_hell").info.options if s.id == "rules")
    with pytest.raises(OptionError) as caught:
        spec.check(12345)
    assert str(caught.value) == ("Rules: it must be \u201cOur table's rules\u201d, \u201cSome of "
                                 "Denexa's rules\u201d or \u201cAll of Denexa's rules\u201d, not 12345.")
    for game in catalogue().values():  # every option's choices, as set-up shows them
        for spec in game.info.options:
            if spec.choices is not None:
                with pytest.raises(OptionError) as caught:
                    spec.check("lots")
                said = str(caught.value)
                assert said.endswith(", not \u201clots\u201d."), said
                for choice in spec.choices:
                    assert f"\u201c{spec.value_text(choice)}\u201d" in said, said


def test_a_number_out_of_its_limits_is_refused_in_set_up_words():
    """s45 t3 #11: a save hand-edited to Mexican Train's "hands": -7 said "(Option 'Hands' must be
    at least 0, not -7)", a programmer's words: the house rule as set-up labels it, the number,
    and the limit."""
    from cardtable.core.game import OptionError

    hands = next(s for s in get_game("mexican_train").info.options if s.id == "hands")
    for value, said in ((-7, "Hands: -7 is too low; it must be at least 0."),
                        (14, "Hands: 14 is too high; it must be at most 13."),
                        ("7", "Hands: it must be a whole number, not \u201c7\u201d.")):
        with pytest.raises(OptionError) as caught:
            hands.check(value)
        assert str(caught.value) == said
    chips = next(s for s in get_game("rummoli").info.options if s.id == "start_chips")
    with pytest.raises(OptionError, match=r"^Starting chips: 3 is too low; it must be at least 9 \(one round's ante\)\.$"):
        chips.check(3)
