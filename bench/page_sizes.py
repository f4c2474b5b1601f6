"""Page sizes: each rule page, the glossary and the home page, as sent and before compression.

    python bench/page_sizes.py

Prints, per page and language, the bytes Django sends to a browser that accepts gzip and the
bytes of the page itself (the limit is 150 KB before compression). Figures are measured here;
the limit is asserted in tests/reference/test_table_reading.py.
"""

from __future__ import annotations

import gzip
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings_test")

import django

django.setup()

from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402
from django.urls import reverse  # noqa: E402

from reference.engine import DOCUMENTS  # noqa: E402


def main() -> None:
    setup_test_environment()
    client = Client()
    urls = [reverse("reference:document", args=[d.slug]) for d in DOCUMENTS]
    urls += [reverse("reference:glossary"), reverse("reference:home")]
    print(f"{'page':28} {'lang':4} {'sent (gzip)':>12} {'page':>9}")
    for language in ("fr", "en"):
        for url in urls:
            response = client.get(
                url, headers={"Accept-Language": language, "Accept-Encoding": "gzip"}
            )
            sent = response.content
            raw = gzip.decompress(sent) if response.get("Content-Encoding") == "gzip" else sent
            print(f"{url:28} {language:4} {len(sent):>12,} {len(raw):>9,}")


if __name__ == "__main__":
    main()
