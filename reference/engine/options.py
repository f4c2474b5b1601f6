"""What a game's rules and a score sheet's agreed rules are made of: options read from a
mapping and checked against the values each accepts (``RulesBase``), and the readings the
engine applies where a document is ambiguous, damaged or silent (``Interpretation``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Self

from .errors import UnknownOptionError


class RulesBase:
    """Mixin for frozen ``Rules`` dataclasses: build one from a mapping, refusing unknown keys.

    Each game declares ``OPTIONS``: for every option, the tuple of accepted values (or a type).
    """

    OPTIONS: ClassVar[Mapping[str, tuple[Any, ...] | type]] = {}

    @classmethod
    def from_options(cls, options: Mapping[str, Any] | None) -> Self:
        """Validate ``options`` against ``OPTIONS`` and build the rules."""
        if options is None:
            options = {}
        if not isinstance(options, Mapping):
            raise UnknownOptionError(f"rules must be an object of options, not {options!r}")
        names = {f.name for f in fields(cls)}  # type: ignore[arg-type]
        for key, value in options.items():
            if key not in names:
                known = ", ".join(sorted(names)) or "none"
                raise UnknownOptionError(f"unknown rules option {key!r}; known options: {known}")
            allowed = cls.OPTIONS.get(key)
            if isinstance(allowed, type):
                ok = isinstance(value, allowed) and not (allowed is int and isinstance(value, bool))
            else:
                ok = allowed is None or value in allowed
            if not ok:
                raise UnknownOptionError(
                    f"rules option {key!r} does not accept {value!r}; accepted: {allowed!r}"
                )
        return cls(**options)


@dataclass(frozen=True)
class Interpretation:
    """A reading the engine applies where a seed document is ambiguous, damaged or silent.

    The rule page shows each one (what the document says, the reading used, why) under an
    anchor named after ``id``; cases that rest on it mention ``id`` in their ``note``.
    """

    id: str
    """Stable anchor, e.g. ``"voisin-cut-suit"``."""
    source: str
    """The passage concerned: seed file and section, e.g. ``"000 §PLIS"``."""
    reading: str
    """The reading the engine applies, in one sentence (English; pages write their own prose)."""
    option: str | None = None
    """The ``Rules`` option that selects another reading, if any."""
