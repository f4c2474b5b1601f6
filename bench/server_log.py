"""The server's access log read phase by phase (``hosting/logs.py`` writes it): the time
Django took for each request, filed under the endpoint a benchmark names."""

from __future__ import annotations

import re
import statistics
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

# The app's access line: client, method, path, status, server time.
ACCESS = re.compile(r'atout\.access \[[^]]*\] \S+ (GET|POST) "([^"]*)" (\d{3}) ([0-9.]+)ms$')


class ServerLog:
    """Reads the server's access log phase by phase: the time Django took, per endpoint
    (``endpoint(method, path)`` names the row of a request)."""

    def __init__(self, path: Path, endpoint: Callable[[str, str], str]) -> None:
        self.path = path
        self.endpoint = endpoint
        self.offset = 0

    def next_phase(self) -> dict[str, list[float]]:
        """The server times logged since the last call, by endpoint."""
        with self.path.open("rb") as log:
            log.seek(self.offset)
            text = log.read().decode("utf-8", "replace")
            self.offset = log.tell()
        times: dict[str, list[float]] = defaultdict(list)
        for line in text.splitlines():
            match = ACCESS.search(line.strip())
            if match:
                method, path, _status, millis = match.groups()
                times[self.endpoint(method, path)].append(float(millis))
        return times


def server_report(times: dict[str, list[float]]) -> None:
    """Print the median and p99 of each endpoint's server time."""
    for endpoint, samples in sorted(times.items()):
        samples.sort()
        p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
        median = statistics.median(samples)
        print(f"  server time {endpoint:16} p50 {median:6.1f} ms  p99 {p99:6.1f} ms")
