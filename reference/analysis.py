"""How search reads French and English: words folded, elisions cut, stop words dropped, stems.

The same analysis serves the rule pages (at indexing) and a player's question, so « Dois-je
monter à l'atout ? » and a section titled « Surcouper » meet on the same terms: folded words
(« Cœur » = « coeur »), elisions cut (« l'atout » = « atout »), stop words of the question
dropped, each word reduced to its Snowball stem, and the usual synonyms of the game brought to
one term. Card letters (V, J, D, Q, R, K, A) are read as card names in a question only: in the
pages a lone letter is an abbreviation or a seat.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

import snowballstemmer  # type: ignore[import-untyped]

WORD = re.compile(r"[^\W_]+")
ELISION = re.compile(r"\b(?:l|d|j|n|s|c|m|t|qu|jusqu|lorsqu|puisqu|quoiqu)['’]", re.I)
COMPOUNDS = re.compile(r"\b(sous|tout|sans|under|over)[- ](coup|atout|trump|ruff)", re.I)

_FRENCH_STOPS = """
a au aux avec ce ces cet cette ceux comme combien comment dans de des du elle elles en est et
etre eux il ils je la le les leur leurs lui ma mais me meme mes moi mon ne ni nos notre nous on
ou par pas peut peuvent pour qu que quel quelle quelles quels qui quoi sa se ses si son sont sur
ta te tes toi ton tu un une vos votre vous y doit dois doivent faut quand ai avez avons ont
jeu jouer joue jeux regle regles
"""
_ENGLISH_STOPS = """
a an and are as at be but by can could do does did for from has have how i if in is it its me
must my no not of on or should so that the their them then there these they this to was we
what when where which who why will with you your game games play played playing rule rules
may much many
"""
STOP_WORDS = {"fr": frozenset(_FRENCH_STOPS.split()), "en": frozenset(_ENGLISH_STOPS.split())}

#: Words that mean the same thing at a card table, each group brought to its first word.
SYNONYMS = {
    "fr": [
        ("surcouper", "monter", "remonter", "surcoupe", "surcoupes"),
        ("souscouper", "pisser", "pisse", "souscoupe"),
        ("pli", "plis", "levee", "levees"),
        (
            "valeur",
            "vaut",
            "valent",
            "valoir",
            "compte",
            "comptent",
            "rapporte",
            "rapportent",
            "points",
        ),
        ("chute", "chuter", "chutee", "dedans", "echouer", "echoue", "perdu"),
        ("entame", "entamer", "commence", "commencer"),
        ("defausse", "defausser", "renonce", "renoncer"),
        ("fournir", "suivre", "fournit"),
        ("distribuer", "distribution", "donne", "donner", "donneur"),
        ("dix", "10"),
        ("encheres", "enchere", "encherir"),
    ],
    "en": [
        ("overtrump", "overruff", "over-trump", "overtrumping"),
        ("undertrump", "underruff", "under-trump", "undertrumping"),
        ("trump", "ruff", "trumping", "ruffing", "trumps"),
        ("trick", "tricks"),
        ("worth", "value", "values", "count", "counts", "points"),
        ("lead", "leads", "leading", "opening"),
        ("discard", "discards", "renege"),
        ("deal", "deals", "dealing", "dealer", "dealt"),
        ("ten", "10"),
        ("bid", "bids", "bidding", "auction", "call", "calls"),
        ("follow", "following"),
    ],
}
#: Card letters, read as card names in a question only.
CARD_LETTERS = {
    "fr": {"v": "valet", "j": "valet", "d": "dame", "q": "dame", "r": "roi", "k": "roi", "1": "as"},
    "en": {
        "j": "jack",
        "v": "jack",
        "q": "queen",
        "d": "queen",
        "k": "king",
        "r": "king",
        "1": "ace",
    },
}
STEMMERS = {"fr": "french", "en": "english"}


def fold(text: str) -> str:
    """Lower case without accents: "Cœur" and "coeur" fold alike."""
    decomposed = unicodedata.normalize("NFKD", text.lower().replace("œ", "oe").replace("æ", "ae"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


#: How many words' terms an analyzer keeps (the pages hold a few thousand distinct words).
KNOWN_WORDS = 50_000


@dataclass(eq=False)
class Analyzer:
    """One language's analysis: text to terms, a question to groups of terms."""

    language: str

    def __post_init__(self) -> None:
        self.stemmer = snowballstemmer.stemmer(STEMMERS[self.language])
        self.stops = STOP_WORDS[self.language]
        self.canonical: dict[str, str] = {}
        #: Each word's term once stemmed: the pages repeat a few thousand words tens of
        #: thousands of times, and the pure-Python stemmer is slow.
        self.known: dict[str, str] = {}
        for group in SYNONYMS[self.language]:
            head = self._stem(group[0])
            for word in group:
                self.canonical[self._stem(word)] = head

    def _stem(self, word: str) -> str:
        return str(self.stemmer.stemWord(word))

    def words(self, text: str) -> list[str]:
        """Folded words, elisions cut and compounds joined (« sous-couper » is one word)."""
        text = COMPOUNDS.sub(r"\1\2", ELISION.sub(" ", text))
        return WORD.findall(fold(text))

    def term(self, word: str) -> str:
        """A folded word's term: its stem, or the head of its synonym group."""
        found = self.known.get(word)
        if found is None:
            stem = self._stem(word)
            found = self.canonical.get(stem, stem)
            if len(self.known) < KNOWN_WORDS:  # visitors' questions bring words without end
                self.known[word] = found
        return found

    @lru_cache(maxsize=65536)  # noqa: B019 (one analyzer per language, kept for the process)
    def terms(self, text: str) -> list[str]:
        """The terms of a page's text, in order (single letters dropped)."""
        return [self.term(w) for w in self.words(text) if len(w) > 1 or w.isdigit()]

    def content_words(self, query: str) -> list[str]:
        """The question's words that carry meaning (stop words dropped)."""
        return [w for w in self.words(query) if w not in self.stops]

    def query_groups(self, query: str) -> list[frozenset[str]]:
        """One group of acceptable terms per meaningful word of the question, in order."""
        letters = CARD_LETTERS[self.language]
        groups: list[frozenset[str]] = []
        for word in dict.fromkeys(self.words(query)):
            if word in letters and len(word) == 1:
                groups.append(frozenset({self.term(letters[word])}))
            elif word not in self.stops and (len(word) > 1 or word.isdigit()):
                group = frozenset({self.term(word)})
                if group not in groups:
                    groups.append(group)
        return groups


@lru_cache(maxsize=2)
def analyzer(language: str) -> Analyzer:
    """The analyzer of ``language`` (French for any other)."""
    return Analyzer(language if language in STEMMERS else "fr")
