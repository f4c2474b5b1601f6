"""deploy/'s nginx files for a benchmark on loopback (bench/cluster.py, bench/slow_clients.py).

The three files of ``deploy/`` with this machine's paths: a throwaway certificate for
atout.example.org, the logs and temporary files in the benchmark's folder, loopback ports, and
the app servers given. Every replaced text must be found, so a change to ``deploy/`` that the
benchmarks no longer match stops them instead of measuring something else.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"

MAIN = """worker_processes 2;
pid {folder}/nginx.pid;
error_log {folder}/nginx-error.log warn;
events {{ worker_connections 1024; }}
http {{
    client_body_temp_path {folder}/body;
    proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi;
    uwsgi_temp_path {folder}/uwsgi;
    scgi_temp_path {folder}/scgi;
    include {folder}/site.conf;
}}
"""


def write_nginx_files(folder: Path, http: int, https: int, servers: list[str]) -> list[str]:
    """Write ``nginx.conf`` and what it includes into ``folder``; the nginx command to run."""
    subprocess.run(
        [
            *("openssl", "req", "-x509", "-newkey", "ec", "-nodes", "-days", "2"),
            *("-pkeyopt", "ec_paramgen_curve:prime256v1", "-subj", "/CN=atout.example.org"),
            *("-addext", "subjectAltName=DNS:atout.example.org"),
            *("-keyout", str(folder / "key.pem"), "-out", str(folder / "cert.pem")),
        ],
        check=True,
        capture_output=True,
    )
    site = substitute(
        (DEPLOY / "nginx-atout.conf").read_text(),
        {
            "/etc/nginx/atout-upstream.conf": str(folder / "upstream.conf"),
            "/etc/nginx/snippets/atout-proxy.conf": str(folder / "proxy.conf"),
            "/var/log/nginx/atout.access.log": str(folder / "nginx-access.log"),
            "/etc/letsencrypt/live/atout.example.org/fullchain.pem": str(folder / "cert.pem"),
            "/etc/letsencrypt/live/atout.example.org/privkey.pem": str(folder / "key.pem"),
            "/var/www/letsencrypt": str(folder / "acme"),
            "    listen [::]:80 default_server;\n": "",
            "    listen [::]:443 ssl http2 default_server;\n": "",
            "    listen [::]:80;\n": "",
            "    listen [::]:443 ssl http2;\n": "",
            "listen 80": f"listen 127.0.0.1:{http}",
            "listen 443": f"listen 127.0.0.1:{https}",
        },
    )
    upstream = (DEPLOY / "nginx-atout-upstream.conf").read_text()
    example = [line for line in upstream.splitlines() if line.startswith("server ")]
    options = example[0].split(" ", 2)[2]
    upstream = substitute(
        upstream,
        {"\n".join(example): "\n".join(f"server {address} {options}" for address in servers)},
    )
    (folder / "site.conf").write_text(site)
    (folder / "upstream.conf").write_text(upstream)
    shutil.copy(DEPLOY / "nginx-atout-proxy.conf", folder / "proxy.conf")
    (folder / "nginx.conf").write_text(MAIN.format(folder=folder))
    return ["nginx", "-c", str(folder / "nginx.conf")]


def substitute(text: str, replacements: dict[str, str]) -> str:
    for old, new in replacements.items():
        if old not in text:
            raise SystemExit(f"deploy/ no longer holds {old!r}: update bench/nginx_files.py")
        text = text.replace(old, new)
    return text
