"""The store's tests: a store of saves in the test's own data folder (tests/conftest.py)."""

import pytest

from cardtable.store import SaveStore


@pytest.fixture
def store(data_dir):
    return SaveStore()
