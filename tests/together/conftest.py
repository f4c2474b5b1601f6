"""What the tests of « Jouer ensemble » share: a fresh in-memory channel layer per test (its
queues belong to the event loop that first used them)."""

from __future__ import annotations

import pytest
from channels.layers import channel_layers


@pytest.fixture(autouse=True)
def fresh_channel_layer():
    channel_layers.backends.clear()
    yield
    channel_layers.backends.clear()
