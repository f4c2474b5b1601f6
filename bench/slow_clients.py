"""Slow clients: do a few connections that never finish their request header stop the site?

    python bench/slow_clients.py [--port 8011] [--proxy-port 8012] [--slow 3] [--seconds 40]
                                 [--setups sync,gthread,asgi,nginx]

For each setup, starts the app on 127.0.0.1 (gunicorn with ``gunicorn.conf.py``, DEBUG off, a
fresh SQLite database), opens ``--slow`` connections that send the start of a request header
and then one more header byte every 5 seconds (never the blank line that ends it; a connection
the server closes is opened again), and meanwhile probes ``GET /sante/`` twice a second from a
well-behaved client (a new connection each time, 10 s timeout). It prints, per setup, the
probes answered, their median and worst latency, and the longest stretch with no answer.

Setups: ``sync`` (gunicorn's default worker, what ``make serve`` runs), ``gthread``
(threads per worker), ``asgi`` (gunicorn's asyncio worker on ``config.asgi``) and ``nginx``
(the sync workers behind nginx with ``deploy/``'s files, slow clients sent to nginx, the probes
to its default server's ``/sante/``, as a balancer's health check; HTTPS on
``--proxy-port`` + 1; needs ``nginx``: ``scripts/system-deps --cluster``). Only loopback
addresses are used; every loop is bounded in time.
"""

from __future__ import annotations

import argparse
import http.client
import itertools
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.nginx_files import write_nginx_files

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
PYTHON = ROOT / ".venv" / "bin" / "python"
GUNICORN = ROOT / ".venv" / "bin" / "gunicorn"
SETUPS = {
    "sync": ["config.wsgi", "--worker-class", "sync"],
    "gthread": ["config.wsgi", "--worker-class", "gthread", "--threads", "4"],
    "asgi": ["config.asgi", "--worker-class", "asgi"],
    "nginx": ["config.wsgi", "--worker-class", "sync"],
}


@dataclass
class Probes:
    """Latencies of the answered probes, the failed ones, and when each answer came."""

    latencies: list[float] = field(default_factory=list)
    failed: int = 0
    answered_at: list[float] = field(default_factory=list)


def start(setup: str, port: int, proxy_port: int, folder: Path) -> list[subprocess.Popen[bytes]]:
    env = {
        **os.environ,
        "DJANGO_SECRET_KEY": "slow-clients-benchmark-only-" + "x" * 40,
        "DJANGO_DEBUG": "0",
        "DATABASE_URL": f"sqlite:///{folder / 'slow.sqlite3'}",
        "HOST": HOST,
        "PORT": str(port),
    }
    env.pop("DJANGO_SETTINGS_MODULE", None)
    subprocess.run([PYTHON, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    log = open(folder / f"{setup}.log", "wb")  # noqa: SIM115
    app = subprocess.Popen(
        [GUNICORN, *SETUPS[setup], "-c", "gunicorn.conf.py", "--access-logfile", "/dev/null"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    processes = [app]
    if setup == "nginx":
        # deploy/'s files; the probes reach the app through its default server's /sante/
        command = write_nginx_files(folder, proxy_port, proxy_port + 1, [f"{HOST}:{port}"])
        nginx = subprocess.Popen(
            [*command, "-g", "daemon off;"],
            stderr=subprocess.STDOUT,
            stdout=log,
            start_new_session=True,
        )
        processes.append(nginx)
    for _ in range(120):
        try:
            if probe(proxy_port if setup == "nginx" else port, 2.0) is not None:
                return processes
        except OSError:
            pass
        time.sleep(0.5)
    stop(processes)
    raise SystemExit(f"{setup}: the server did not start; see {folder / (setup + '.log')}")


def stop(processes: list[subprocess.Popen[bytes]]) -> None:
    for process in reversed(processes):
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)


def probe(port: int, timeout: float) -> float | None:
    """Seconds a well-behaved GET /sante/ took, or None if it failed."""
    start_time = time.perf_counter()
    conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
    try:
        conn.request("GET", "/sante/")
        response = conn.getresponse()
        response.read()
        return time.perf_counter() - start_time if response.status == 200 else None
    except OSError:
        return None
    finally:
        conn.close()


def slow_client(port: int, deadline: float) -> None:
    """Send a request header that never ends, one byte every 5 s; reconnect if dropped."""
    while time.time() < deadline:
        try:
            with socket.create_connection((HOST, port), timeout=5) as sock:
                sock.sendall(b"GET /sante/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
                while time.time() < deadline:
                    time.sleep(min(5.0, max(0.0, deadline - time.time())))
                    sock.sendall(b"a")
        except OSError:
            time.sleep(0.2)


def measure(port: int, slow: int, seconds: float) -> Probes:
    deadline = time.time() + seconds
    clients = [
        threading.Thread(target=slow_client, args=(port, deadline), daemon=True)
        for _ in range(slow)
    ]
    for client in clients:
        client.start()
    time.sleep(1.0)  # the slow clients are connected and have sent their partial headers
    probes = Probes()
    while time.time() < deadline:
        latency = probe(port, min(10.0, max(0.5, deadline - time.time())))
        if latency is None:
            probes.failed += 1
        else:
            probes.latencies.append(latency)
            probes.answered_at.append(time.time())
        time.sleep(0.5)
    for client in clients:
        client.join(timeout=10)
    return probes


def longest_silence(probes: Probes, start_time: float, end: float) -> float:
    moments = [start_time, *probes.answered_at, end]
    return max(b - a for a, b in itertools.pairwise(moments))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8811)
    parser.add_argument("--proxy-port", type=int, default=8812)
    parser.add_argument("--slow", type=int, default=3, help="slow connections at once")
    parser.add_argument("--seconds", type=float, default=40.0, help="per setup (max 120)")
    parser.add_argument("--setups", default="sync,gthread,asgi,nginx")
    args = parser.parse_args()
    seconds = min(args.seconds, 120.0)
    workers = os.environ.get("WEB_CONCURRENCY", "3")
    print(f"{args.slow} slow clients, {workers} workers, {seconds:.0f} s per setup")
    for setup in args.setups.split(","):
        if setup == "nginx" and shutil.which("nginx") is None:
            print(f"{setup:8} skipped: nginx is not installed")
            continue
        with tempfile.TemporaryDirectory(prefix="atout-slow-") as tmp:
            processes = start(setup, args.port, args.proxy_port, Path(tmp))
            try:
                target = args.proxy_port if setup == "nginx" else args.port
                began = time.time()
                probes = measure(target, args.slow, seconds)
                silence = longest_silence(probes, began, time.time())
            finally:
                stop(processes)
        total = len(probes.latencies) + probes.failed
        if probes.latencies:
            median = statistics.median(probes.latencies) * 1000
            worst = max(probes.latencies) * 1000
            timing = f"p50 {median:7.1f} ms  worst {worst:7.1f} ms"
        else:
            timing = "no answer at all"
        print(
            f"{setup:8} answered {len(probes.latencies):3}/{total:3} probes  {timing}  "
            f"longest stretch without an answer {silence:5.1f} s",
            flush=True,
        )


if __name__ == "__main__":
    main()
