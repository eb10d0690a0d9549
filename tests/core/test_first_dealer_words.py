"""New Game's "Who deals first" line under its list: one sentence a choice, each opening with the
name the list shows. It read "The first dealer is drawn at random. Or the last player named
deals first.", two choices run together (s44 t2 #5, Mexican Train)."""

import pytest

from cardtable.core.first_dealer import AT_RANDOM, CUT, first_dealer_option


@pytest.mark.parametrize("drawn", [AT_RANDOM, CUT])
def test_each_choice_is_told_by_the_name_the_list_shows(drawn):
    spec = first_dealer_option(drawn)
    sentences = [s.strip() for s in spec.description.split(". ") if s.strip()]
    assert len(sentences) == len(spec.choice_names)
    for sentence, name in zip(sentences, spec.choice_names):
        assert sentence.startswith(name.split(" (")[0] + ":"), (sentence, name)
    assert " Or " not in spec.description
