"""URL converters of words the site's links carry as they are (tokens, codes, slugs): each
app's converter says only its ``regex``."""

from __future__ import annotations


class TextConverter:
    """A path segment kept as text; subclasses set ``regex``."""

    regex = "[A-Za-z0-9_-]+"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


class DigitsConverter:
    """A whole number of a bounded count of ASCII digits (anything else is not a match: 404);
    subclasses set ``regex``."""

    regex = "[0-9]"

    def to_python(self, value: str) -> int:
        return int(value)

    def to_url(self, value: int) -> str:
        return str(value)
