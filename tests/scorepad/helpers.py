"""Starting games and posting entries the way a scorer's browser does."""

from __future__ import annotations

from django.test import Client

from scorepad.models import ScoreGame


def new_game(client: Client, ruleset: str, **fields: str) -> ScoreGame:
    response = client.post(f"/carnet/nouvelle/{ruleset}/", fields)
    assert response.status_code == 302, response.content.decode()[:3000]
    token = response["Location"].rstrip("/").rsplit("/", 1)[-1]
    return ScoreGame.objects.get(edit_token=token)


def post_entry(client: Client, game: ScoreGame, key: str, fields: dict[str, str], version=None):
    game.refresh_from_db()
    data = {f"{key}-{name}": value for name, value in fields.items()}
    data["version"] = str(game.version if version is None else version)
    return client.post(f"/carnet/{game.edit_token}/ajouter/{key}/", data)


def coinche_fields(bid="110", trump="H", by="NS", points="114", tricks="6", **extra) -> dict:
    """A coinche deal as the form takes it: ``tricks`` only says whether a side took all eight
    (the form's capot switch): "8" the takers, "0" the defence."""
    capot = {"8": by, "0": "EW" if by == "NS" else "NS"}.get(tricks, "")
    return {"bid": bid, "trump": trump, "by": by, "points": points, "capot": capot, **extra}


def totals(client: Client, game: ScoreGame) -> tuple[int, ...]:
    from scorepad.sheetview import build

    game.refresh_from_db()
    return build(game).sheet.totals
