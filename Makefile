# Atout — every command a developer or CI needs. Two set-up commands: `make run`, `make test`.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
export UV_PYTHON_DOWNLOADS := never
export UV_PROJECT_ENVIRONMENT := .venv
# Bytecode caches are written once and read by every later process: without them each test
# worker compiles Django and the project from source and rewrites every test's asserts again.
unexport PYTHONDONTWRITEBYTECODE

UV_VERSION := 0.13.9
UV := .tools/bin/uv
PY := .venv/bin/python
SHARED := ../shared
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: install run serve migrate test test-fast test-pg test-deals check lint cases pytest bench screenshots messages clean

# --- installation -------------------------------------------------------------------------
$(UV):
	@python=$$(scripts/find-python) && "$$python" -m venv .tools
	.tools/bin/pip install --quiet --disable-pip-version-check "uv==$(UV_VERSION)"

.venv/.synced: pyproject.toml uv.lock | $(UV)
	$(UV) sync --locked --python "$$(scripts/find-python)"
	@touch $@

install: .venv/.synced

# --- serving ------------------------------------------------------------------------------
run: install  ## development server with SQLite, DEBUG on
	DJANGO_DEBUG=1 $(PY) manage.py migrate --noinput
	DJANGO_DEBUG=1 $(PY) manage.py runserver $(HOST):$(PORT)

serve: install  ## production-style: gunicorn's ASGI workers (pages and WebSockets), DEBUG off, static files through whitenoise
	@# several servers may start at once from one checkout: one collectstatic at a time; files
	@# of earlier versions are kept (no --clear) for pages a not-yet-restarted server still sends
	flock staticfiles.lock $(PY) manage.py collectstatic --noinput --verbosity 0
	HOST=$(HOST) PORT=$(PORT) exec .venv/bin/gunicorn config.asgi:application -c gunicorn.conf.py

migrate: install  ## the release step: migrations, once, whatever runs it at the same time
	$(PY) manage.py release

# --- tests --------------------------------------------------------------------------------
# The suite has four layers (tests/conftest.py): unit (engine and words, no database), web
# (views and services), slow (whole deals, Hypothesis floods, crawls) and browser (Playwright).
# pytest-xdist spreads every run over the machine's cores. Hypothesis draws all its examples
# ("thorough") unless ATOUT_HYPOTHESIS=quick, as make test-fast sets. make test and make test-pg
# start a throwaway Redis (scripts/test-redis, port ATOUT_REDIS_PORT) for the tests of several
# app servers; run without it, those tests are skipped and say why.
export ATOUT_HYPOTHESIS ?= thorough
# worksteal: a worker that runs out of tests takes some from the other, so a long browser test
# at the end of one worker's share does not leave the other core idle.
PYTEST := $(PY) -m pytest -n auto --dist worksteal

test: install  ## the whole suite: lint, import contracts, types, seed overlap, case files, every layer
	scripts/system-deps
	$(MAKE) --no-print-directory check
	scripts/test-redis $(MAKE) --no-print-directory pytest

# --no-migrations: each worker builds its test database from the models (about 1.3 s of CPU
# less than running the migrations); make test and make test-pg still migrate.
test-fast: install  ## a change checked in a minute: the unit layer and the web tests that are not slow
	ATOUT_HYPOTHESIS=quick $(PYTEST) -m "unit or web" --no-migrations --ignore=tests/browser -p no:playwright $(PYTEST_ARGS)

# On PostgreSQL the suite looks for what the other database does differently (types, NUL bytes,
# locks, constraints): the Hypothesis properties with a fifth of their examples, after make test
# has drawn every example on SQLite. The tests marked breadth (the database work of another test
# of their file again, for one more rule set or chunk of whole deals) are left to make test.
test-pg: install  ## the tests that reach the database (browser tests and page crawls apart) on a throwaway PostgreSQL
	scripts/system-deps --postgres
	ATOUT_HYPOTHESIS=quick scripts/test-redis scripts/test-pg \
	  $(PYTEST) -m "database and not browser and not crawl and not breadth" $(PYTEST_ARGS)

test-deals: install  ## the table's acceptance: 200 whole deals per rule set through HTTP
	ATOUT_TABLE_DEALS=200 $(PYTEST) tests/table/test_whole_deals.py $(PYTEST_ARGS)

check: lint cases

lint:  ## ruff, import contracts, mypy --strict, the copy detectors, the seed-overlap check
	.venv/bin/ruff check .
	.venv/bin/ruff format --check .
	.venv/bin/lint-imports --no-cache
	.venv/bin/mypy
	.venv/bin/pylint --jobs=$$(nproc) reference trainer learn scorepad guard classroom table together hosting
	scripts/copies
	@if [ -f $(SHARED)/tools/seed_overlap.py ]; then python3 $(SHARED)/tools/seed_overlap.py . | tail -n 15; \
	else echo "seed overlap: $(SHARED)/tools/seed_overlap.py not found, skipped"; fi

cases:
	@files=$$(ls tests/cases/*.jsonl 2>/dev/null || true); \
	if [ -n "$$files" ]; then DJANGO_DEBUG=1 $(PY) manage.py cases check $$files; fi

pytest:
	$(PYTEST) --durations=10 $(PYTEST_ARGS)

# --- looking and measuring ------------------------------------------------------------------
screenshots: install  ## PNGs of every page at phone and desktop sizes, into screenshots/ (ignored)
	scripts/system-deps
	ATOUT_SCREENSHOTS=1 $(PY) -m pytest tests/browser/test_screenshots.py tests/browser/test_classroom_screenshots.py -q
	@ls screenshots/*.png | wc -l | xargs echo "screenshots written:"

messages: install  ## refresh the English catalogues from the French sources, then compile them
	DJANGO_DEBUG=1 $(PY) manage.py makemessages -l en --no-location --no-obsolete
	$(PY) scripts/french_plurals.py
	DJANGO_DEBUG=1 $(PY) manage.py compilemessages --ignore .venv --ignore .tools

bench: install
	$(PY) bench/engine.py

clean:
	rm -rf .venv .tools staticfiles
