"""s44 t2 #5: the evening dialogs' introductions in words a family reads. The Gin Rummy
tournament's was one sentence of five lines ("the laptop adds up the teams (the higher team gets
the difference, the team with more Gins the Gin difference), keeps ..."); Court Whist's read
"after each game type in every table's hands" (a comma missing)."""

from __future__ import annotations

import re

from cardtable.gui.court_whist_evening import CourtWhistEveningDialog
from cardtable.gui.gin_evening_screen import GinEveningDialog


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text) if s]


def test_the_introductions_are_short_plain_sentences():
    for cls in (GinEveningDialog, CourtWhistEveningDialog):
        for sentence in sentences(cls.INTRO):
            assert len(sentence.split()) <= 25, sentence
            assert "(the higher" not in sentence and "Gin difference" not in sentence, sentence
    assert "After each game, type in every table's hands" in CourtWhistEveningDialog.INTRO
