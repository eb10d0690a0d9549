"""s31 t2 #12: Hand and Foot, six computers, 1366x768 and 1024x600: "Francesca-Margherita's team's
melds" was painted across Robo Ruby's seat, over "19 cards · foot 13". The caption of the
other team's melds beside the seat across the top was put where nothing was drawn yet: the seat
at the top right, drawn after, came under it. Every seat's box now counts, drawn or not."""

import re

import pytest

from .helpers import labels, open_window, play_busy

NAMES = ["Grandpa Bartholomew", "Francesca-Margherita", "Robo Ruby", "Wilhelmina Featherstonehaugh", "Robo Rosa",
         "Robo Rudi"]


# The everyday run looks at the small laptop (the least room); 1366x768 is the thorough run's
# (CARDTABLE_THOROUGH=1): a long walk on the window each.
@pytest.mark.parametrize("size", [pytest.param((1366, 768), marks=pytest.mark.thorough), (1024, 600)])
def test_no_meld_caption_over_a_seats_words(qtbot, data_dir, size):
    w = open_window(qtbot, size, start=False)
    w.start_game("hand_and_foot", NAMES, {}, seed=3, open_handed=True)
    play_busy(w, 2, 60)
    view = w.table.view
    shown = [lab for lab in labels(view) if lab.isVisible()]
    captions = [lab for lab in shown if lab.text.endswith(("melds", "melds, continued"))]
    seats = [lab for lab in shown if re.match(r"\d+ cards? · foot", lab.text) or lab.text.rstrip("…") in
             {n[:len(lab.text.rstrip("…"))] for n in NAMES} and lab.spec.bold]
    assert seats
    # each seat's box: its name, its hand's backs and the words under them
    boxes = [(seat.text, seat.mapRectToScene(seat.text_rect)) for seat in seats] + [
        (item.spec.id, item.sceneBoundingRect()) for item in view.card_items()
        if item.spec.owner is not None and not item.face_up]
    for caption in captions:
        for what, box in boxes:
            assert not caption.mapRectToScene(caption.text_rect).intersects(box), (caption.text, what)
