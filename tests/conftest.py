"""Shared test set-up. Qt must run offscreen and saves must never touch the real user data dir,
so both (and the settings folder) are set here, before anything imports Qt or the store."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="cardtable-test-data-")
os.environ["CARDTABLE_CONFIG_DIR"] = tempfile.mkdtemp(prefix="cardtable-test-config-")

import pytest  # noqa: E402


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A fresh, empty data directory for saves, used by the store for this test only."""
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"
