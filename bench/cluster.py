"""Fault test of the whole hosting: PostgreSQL, two app servers and nginx, on loopback.

    python bench/cluster.py [--seconds 30] [--fault-at 10] [--fault-seconds 10]
                            [--learners 10] [--tables 6] [--scorers 4] [--readers 4]
                            [--people 3]
                            [--think 1.0] [--faults none,kill,db-stop,...] [--keep]

Builds what README « Hosting » describes, on loopback only: a PostgreSQL cluster on port 54391
with the README's role and database, the release (``make migrate``), two app servers with
``make serve`` (A on 127.0.0.1:8292, B on :8293) sharing the push channel through a Redis on
:6391 (``ATOUT_REDIS_URL``), and nginx with ``deploy/``'s files (HTTPS on 8291 with a throwaway
certificate for atout.example.org, HTTP on 8290; nginx and Redis are installed by
``scripts/system-deps --cluster`` if missing). Then one phase per fault, with learners, players
at tables, scorers, readers (``bench/cluster_clients.py``) and people playing together with
their screens on the push (``bench/cluster_people.py``) for ``--seconds`` at least and until
5 s after the fault is over, the fault injected ``--fault-at`` seconds in:

  none           no fault: the reference
  kill           kill -9 of server B (master and workers); started again 2 s later, as
                 systemd's Restart=always would
  db-stop        PostgreSQL stopped (pg_ctl stop -m fast) for --fault-seconds, then started
  db-freeze      every PostgreSQL process stopped (SIGSTOP) for --fault-seconds, then resumed
  server-freeze  server B's processes stopped (SIGSTOP) for --fault-seconds, then resumed
  drain          server B drained in nginx (deploy/atout-drain), restarted, put back
  two-starts     both servers stopped; `make migrate` twice at once, and two releases at once
                 on a new database; both servers started at once

Per phase it prints the client errors by status; the latency as the clients saw it and as
nginx served it (from its access log, without the clients' own delays on a busy machine: the
acceptance reads this one); the app servers' log lines and their own time for 503 pages; the
longest stretch without a successful write; what the readers (rule pages with a session
cookie) met; the fault's own figures; and, for answers, table actions and score pad lines, what
the server acknowledged against what the database holds: lost (acknowledged, not stored),
doubled, and stored without an acknowledgement (at most one per failed post); and whether every
person's screen learnt its table's last version (reconnecting through nginx when its server
went). Then whether
each acceptance line of the fault holds; the exit status is 1 if one does not. Every loop is
bounded in time.
"""

from __future__ import annotations

import argparse
import http.client
import multiprocessing
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import psycopg

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings_test")

from bench.cluster_clients import (  # noqa: E402
    Browser,
    Job,
    Record,
    Until,
    run_all,
)
from bench.cluster_report import Fault, Phase, nginx_log, report  # noqa: E402
from bench.nginx_files import write_nginx_files  # noqa: E402

HTTP, HTTPS, PG_PORT, REDIS_PORT = 8290, 8291, 54391, 6391
SERVERS = {"A": 8292, "B": 8293}
PASSWORD = "cluster-bench-only-password"
DATABASE = (
    f"postgres://atout:{PASSWORD}@127.0.0.1:{PG_PORT}/atout?sslmode=disable&connect_timeout=2"
)
TOKEN = "cluster-bench-metrics-token"
PROCESSES = 4
FAULTS = ["none", "kill", "db-stop", "db-freeze", "server-freeze", "drain", "two-starts"]


def pg_bin() -> Path:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    if not found:
        raise SystemExit("PostgreSQL not found: run scripts/system-deps --cluster")
    return found[-1].parent


def as_postgres(command: list[str]) -> list[str]:
    """PostgreSQL refuses to run as root: run its tools as the postgres user."""
    return ["runuser", "-u", "postgres", "--", *command] if os.getuid() == 0 else command


class Cluster:
    """The processes of the whole setup, and what the faults do to them."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.pgdata = folder / "pg" / "data"
        self.servers: dict[str, subprocess.Popen[bytes]] = {}
        self.nginx: subprocess.Popen[bytes] | None = None
        self.redis: subprocess.Popen[bytes] | None = None
        self.nginx_command = ["nginx", "-c", str(folder / "nginx.conf")]

    # --- PostgreSQL, as README « Hosting » sets it up ------------------------------------
    def create_database(self) -> None:
        (self.folder / "pg").mkdir()
        if os.getuid() == 0:
            shutil.chown(self.folder / "pg", "postgres")
        subprocess.run(
            [
                *as_postgres([str(pg_bin() / "initdb"), "-D", str(self.pgdata), "-U", "postgres"]),
                "--auth-local=trust",
                "--auth-host=scram-sha-256",
                "-E",
                "UTF8",
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        self.pg_ctl("start")
        commands = [  # README « Hosting »: the role and its database, which it owns
            f"CREATE ROLE atout LOGIN PASSWORD '{PASSWORD}'",
            "CREATE DATABASE atout OWNER atout ENCODING 'UTF8' TEMPLATE template0",
        ]
        for command in commands:
            subprocess.run(
                [
                    *as_postgres(["psql", "-q", "-h", str(self.folder / "pg"), "-p", str(PG_PORT)]),
                    "-U",
                    "postgres",
                    "-d",
                    "postgres",
                    "-c",
                    command,
                ],
                check=True,
            )

    def pg_ctl(self, action: str) -> None:
        options = (
            f"-c listen_addresses=127.0.0.1 -c port={PG_PORT} "
            f"-c unix_socket_directories={self.folder / 'pg'} -c max_connections=100"
        )
        command = [str(pg_bin() / "pg_ctl"), "-D", str(self.pgdata), "-w", "-s"]
        if action == "start":
            command += ["-l", str(self.folder / "pg" / "log"), "-o", options, "start"]
        else:
            command += ["-m", "fast", "stop"]
        subprocess.run(as_postgres(command), check=True)

    def postgres_pids(self) -> list[int]:
        """The postmaster first, then its children."""
        postmaster = int((self.pgdata / "postmaster.pid").read_text().split()[0])
        return [postmaster, *children(postmaster)]

    # --- Redis: the push channel the app servers share (README « Hosting ») ------------------
    def start_redis(self) -> None:
        if shutil.which("redis-server") is None:
            subprocess.run([ROOT / "scripts" / "system-deps", "--cluster"], check=True)
        self.redis = subprocess.Popen(
            [
                *("redis-server", "--port", str(REDIS_PORT), "--bind", "127.0.0.1"),
                *("--save", "", "--appendonly", "no", "--dir", str(self.folder)),
            ],
            stdout=(self.folder / "redis.log").open("ab"),
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    # --- app servers: make serve, as README « Hosting » says --------------------------------
    def environment(self, port: int) -> dict[str, str]:
        env = {
            **os.environ,
            "DATABASE_URL": DATABASE,
            "DJANGO_SECRET_KEY": "cluster-bench-only-" + "k" * 40,
            "DJANGO_DEBUG": "0",
            "DJANGO_ALLOWED_HOSTS": "atout.example.org",
            "DJANGO_HTTPS": "1",
            "ATOUT_TRUSTED_PROXIES": "1",
            "ATOUT_METRICS_TOKEN": TOKEN,
            "ATOUT_REDIS_URL": f"redis://127.0.0.1:{REDIS_PORT}/0",
            # the clients act far faster than people: the limits are not under test here
            "ATOUT_ANSWERS_PER_MINUTE": "100000",
            "ATOUT_ADDRESS_TABLES_PER_HOUR": "100000",
            "ATOUT_ADDRESS_TABLE_ACTIONS_PER_MINUTE": "100000",
            "ATOUT_SCOREPAD_GAMES_PER_HOUR": "100000",
            "ATOUT_SCOREPAD_WRITES_PER_MINUTE": "100000",
            "HOST": "127.0.0.1",
            "PORT": str(port),
            "PYTHONUNBUFFERED": "1",
        }
        env.pop("DJANGO_SETTINGS_MODULE", None)
        return env

    def make(self, target: str, port: int = 0) -> subprocess.Popen[bytes]:
        log = (self.folder / f"make-{target}-{port}.log").open("ab")
        return subprocess.Popen(
            ["make", "--no-print-directory", target],
            cwd=ROOT,
            env=self.environment(port or SERVERS["A"]),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    def start_server(self, name: str) -> None:
        self.servers[name] = self.make("serve", SERVERS[name])

    def gunicorn_master(self, name: str) -> int:
        masters = children(self.servers[name].pid)
        if not masters:
            raise SystemExit(f"server {name}: no gunicorn master under make")
        return masters[0]

    def stop_server(self, name: str) -> None:
        """What systemd does (KillMode=mixed): SIGTERM to gunicorn's master, which lets its
        workers finish their requests."""
        os.kill(self.gunicorn_master(name), signal.SIGTERM)
        self.servers[name].wait(timeout=40)

    def signal_server(self, name: str, sig: signal.Signals) -> None:
        os.killpg(self.servers[name].pid, sig)

    def wait_until_serving(self, names: list[str], limit: float = 120) -> dict[str, float]:
        """When each server answered ``/sante/`` directly (seconds from now)."""
        began, served = time.time(), dict[str, float]()
        while len(served) < len(names) and time.time() - began < limit:
            for name in names:
                if name not in served and answers(f"http://127.0.0.1:{SERVERS[name]}/sante/"):
                    served[name] = round(time.time() - began, 1)
            time.sleep(0.2)
        return served

    # --- nginx with deploy/'s files -------------------------------------------------------
    def start_nginx(self) -> None:
        if shutil.which("nginx") is None:
            subprocess.run([ROOT / "scripts" / "system-deps", "--cluster"], check=True)
        write_nginx_files(
            self.folder, HTTP, HTTPS, [f"127.0.0.1:{port}" for port in SERVERS.values()]
        )
        self.nginx = subprocess.Popen(
            [*self.nginx_command, "-g", "daemon off;"],
            stdout=subprocess.DEVNULL,
            stderr=(self.folder / "nginx-stderr.log").open("ab"),
            start_new_session=True,
        )
        for _ in range(50):
            if answers(f"http://127.0.0.1:{HTTP}/sante/"):
                return
            time.sleep(0.2)
        raise SystemExit(f"nginx did not start: see {self.folder}/nginx-error.log")

    def drain(self, action: str, name: str) -> str:
        finished = subprocess.run(
            [ROOT / "deploy" / "atout-drain", action, f"127.0.0.1:{SERVERS[name]}"],
            env={
                **os.environ,
                "NGINX": " ".join(self.nginx_command),
                "ATOUT_UPSTREAM": str(self.folder / "upstream.conf"),
            },
            capture_output=True,
            text=True,
            check=True,
        )
        return finished.stdout.strip()

    def close(self) -> None:
        for process in [*self.servers.values(), self.nginx, self.redis]:
            if process is not None and process.poll() is None:
                with_group(process, signal.SIGCONT)
                with_group(process, signal.SIGKILL)
                process.wait(timeout=30)
        if (self.pgdata / "postmaster.pid").exists():
            for pid in self.postgres_pids():
                os.kill(pid, signal.SIGCONT)
            self.pg_ctl("stop")


def with_group(process: subprocess.Popen[bytes], sig: signal.Signals) -> None:
    with suppress(ProcessLookupError):
        os.killpg(process.pid, sig)


def children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return bool(response.status == 200)
    except OSError:
        return False


def inject(cluster: Cluster, fault: Fault, start: float, args: argparse.Namespace) -> None:
    """The fault, in the phase's main thread while the clients run."""
    time.sleep(max(0.0, start + args.fault_at - time.time()))
    hold = args.fault_seconds
    if fault.name == "kill":
        cluster.signal_server("B", signal.SIGKILL)
        cluster.servers["B"].wait()
        fault.note(start, "server B killed (kill -9 of its master and workers)")
        time.sleep(2)
        cluster.start_server("B")
        fault.note(start, "server B started again")
        fault.figures["B serving after its start (s)"] = cluster.wait_until_serving(["B"]).get("B")
    elif fault.name == "db-stop":
        cluster.pg_ctl("stop")
        fault.note(start, "PostgreSQL stopped")
        time.sleep(hold)
        cluster.pg_ctl("start")
        fault.figures["restarted"] = time.time()
        fault.note(start, "PostgreSQL started again")
    elif fault.name == "db-freeze":
        pids = cluster.postgres_pids()
        for pid in pids:
            os.kill(pid, signal.SIGSTOP)
        fault.note(start, f"PostgreSQL frozen ({len(pids)} processes)")
        time.sleep(hold)
        for pid in reversed(pids):
            os.kill(pid, signal.SIGCONT)
        fault.note(start, "PostgreSQL resumed")
    elif fault.name == "server-freeze":
        cluster.signal_server("B", signal.SIGSTOP)
        fault.note(start, "server B frozen")
        time.sleep(hold)
        cluster.signal_server("B", signal.SIGCONT)
        fault.note(start, "server B resumed")
    elif fault.name == "drain":
        drain_and_restart(cluster, fault, start)
    elif fault.name == "two-starts":
        two_starts(cluster, fault, start)


def drain_and_restart(cluster: Cluster, fault: Fault, start: float) -> None:
    fault.note(start, cluster.drain("drain", "B"))
    cluster.stop_server("B")
    fault.note(start, "server B stopped (SIGTERM)")
    cluster.start_server("B")
    fault.figures["B serving after its start (s)"] = cluster.wait_until_serving(["B"]).get("B")
    fault.note(start, "server B answers /sante/")
    fault.note(start, cluster.drain("restore", "B"))


def two_starts(cluster: Cluster, fault: Fault, start: float) -> None:
    for name in SERVERS:
        cluster.stop_server(name)
    fault.note(start, "servers A and B stopped")
    releases = [cluster.make("migrate") for _ in range(2)]
    fault.figures["two `make migrate` at once, exit codes"] = [r.wait(300) for r in releases]
    for name in SERVERS:
        cluster.start_server(name)
    fault.note(start, "servers A and B started at the same moment")
    served = cluster.wait_until_serving(list(SERVERS))
    fault.figures["serving after the start (s)"] = served
    fault.note(start, "both answer /sante/" if len(served) == 2 else "not both serving")
    fault.figures["two releases at once on a new database, exit codes"] = fresh_releases(cluster)


def fresh_releases(cluster: Cluster) -> list[int]:
    """Two releases at once on a new database: both must end well, the migrations once."""
    with psycopg.connect(
        host=str(cluster.folder / "pg"), port=PG_PORT, user="postgres", autocommit=True
    ) as db:
        db.execute("CREATE DATABASE atout_fresh OWNER atout")
    env = cluster.environment(SERVERS["A"]) | {
        "DATABASE_URL": DATABASE.replace("/atout?", "/atout_fresh?")
    }
    runs = [
        subprocess.Popen(
            [ROOT / ".venv" / "bin" / "python", "manage.py", "release"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=(cluster.folder / "fresh-release.log").open("ab"),
        )
        for _ in range(2)
    ]
    return [run.wait(300) for run in runs]


def phase(cluster: Cluster, number: int, name: str, args: argparse.Namespace) -> Phase:
    """The clients for ``--seconds`` at least, and until the fault is over and a few seconds
    more (a restart under load can outlast the phase); the fault in this thread meanwhile."""
    start = time.time()
    stop = cluster.folder / f"phase-{number}.over"
    until = Until(start + args.seconds, str(stop), start + args.seconds + 300)
    certificate = str(cluster.folder / "cert.pem")
    counts = {
        "learner": args.learners,
        "table": args.tables,
        "scorer": args.scorers,
        "reader": args.readers,
        "people": args.people,
    }
    jobs = [
        Job(role, i, number, HTTPS, certificate, until, args.think)
        for role, count in counts.items()
        for i in range(count)
    ]
    groups = [jobs[k::PROCESSES] for k in range(PROCESSES)]
    fault = Fault(name)
    with multiprocessing.get_context("fork").Pool(PROCESSES) as pool:
        pending = pool.map_async(run_all, groups)
        inject(cluster, fault, start, args)
        time.sleep(AFTER_THE_FAULT)
        stop.touch()
        parts = pending.get(timeout=args.seconds + 400)
    record = Record()
    for part in parts:
        record.merge(part)
    end = time.time()
    return Phase(name, record, fault, start, end, nginx_log(cluster.folder, start, end))


#: Seconds the clients go on once a fault is over.
AFTER_THE_FAULT = 5.0


@contextmanager
def cluster_up(keep: bool) -> Iterator[Cluster]:
    folder = Path(tempfile.mkdtemp(prefix="atout-cluster-"))
    folder.chmod(0o755)
    cluster = Cluster(folder)
    try:
        cluster.create_database()
        cluster.start_redis()
        release = cluster.make("migrate")
        if release.wait(600):
            raise SystemExit(f"make migrate failed: see {folder}")
        for name in SERVERS:
            cluster.start_server(name)
        if len(cluster.wait_until_serving(list(SERVERS))) != 2:
            raise SystemExit(f"the servers did not start: see {folder}")
        cluster.start_nginx()
        yield cluster
    finally:
        cluster.close()
        if keep:
            print(f"\nlogs kept in {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)


def setup_checks(cluster: Cluster) -> None:
    """What README « Hosting » promises of the setup itself, checked once."""
    browser = Browser(HTTPS, "127.0.0.1", str(cluster.folder / "cert.pem"), "check", Record())
    site = {"Host": "atout.example.org"}
    checks = {
        "plain HTTP is sent to HTTPS": plain(HTTP, "/regles/coinche/", site) == 301,
        "/sante/ by IP address (a balancer's check)": plain(HTTP, "/sante/", {}) == 200,
        "a name we do not serve gets no answer": plain(HTTP, "/", {}) == 0,
        "a rule page over HTTPS": browser.request("GET", "/regles/coinche/")[0] == 200,
        "/metrics through nginx: 404": browser.request("GET", "/metrics")[0] == 404,
        "/metrics on a server without the token: 404": plain(SERVERS["A"], "/metrics", {}) == 404,
        "/metrics on a server with the token": plain(
            SERVERS["A"], "/metrics", {"Authorization": f"Bearer {TOKEN}"}
        )
        == 200,
    }
    for label, held in checks.items():
        print(f"  {'ok ' if held else 'NOT'} {label}")


def plain(port: int, path: str, headers: dict[str, str]) -> int:
    """The status of a plain HTTP GET (0: the connection was closed unanswered)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        conn.request("GET", path, headers=headers)
        return conn.getresponse().status
    except (OSError, http.client.HTTPException):
        return 0
    finally:
        conn.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0, help="each phase (max 120)")
    parser.add_argument("--fault-at", type=float, default=10.0)
    parser.add_argument("--fault-seconds", type=float, default=10.0)
    parser.add_argument("--learners", type=int, default=10)
    parser.add_argument("--tables", type=int, default=6)
    parser.add_argument("--scorers", type=int, default=4)
    parser.add_argument("--readers", type=int, default=4)
    parser.add_argument("--people", type=int, default=3, help="tables of four people")
    parser.add_argument("--think", type=float, default=1.0, help="mean pause between steps (s)")
    parser.add_argument("--faults", default=",".join(FAULTS))
    parser.add_argument("--keep", action="store_true", help="keep the logs and data folder")
    args = parser.parse_args()
    args.seconds = min(args.seconds, 120.0)
    faults = args.faults.split(",")
    unknown = set(faults) - set(FAULTS)
    if unknown:
        raise SystemExit(f"unknown faults: {', '.join(sorted(unknown))}")
    import django

    django.setup()  # the learners draw their exercises with the engine
    print(
        f"{args.learners} learners, {args.tables} tables, {args.scorers} scorers, "
        f"{args.readers} readers, {args.people} tables of people, "
        f"mean think time {args.think} s; load average "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    failures: dict[str, list[str]] = {}
    with cluster_up(args.keep) as cluster:
        print("setup: PostgreSQL, make migrate, two `make serve`, nginx with deploy/'s files")
        setup_checks(cluster)
        for number, name in enumerate(faults):
            seen = phase(cluster, number, name, args)
            if len(cluster.wait_until_serving(list(SERVERS))) != 2:
                raise SystemExit(f"after {name}: the servers do not both serve")
            failures[name] = report(seen, cluster.folder, DATABASE)
    print("\n== acceptance")
    for name, found in failures.items():
        print(f"  {name:14} {'holds' if not found else 'DOES NOT HOLD: ' + '; '.join(found)}")
    if any(failures.values()):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
