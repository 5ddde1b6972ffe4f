#!/usr/bin/env bash
# docs/operations.md as a script: from a checkout of a release to Berean running as N instances
# behind Caddy. Run it from the release's folder as root; run it again for the next release (it
# builds, migrates, then restarts the instances one at a time, each back and ready before the next).
#
#   BEREAN_ENV_FILE=/etc/berean/berean.env deploy/deploy.sh          (deploy/berean.env.example)
#   deploy/deploy.sh restart PORT                                    (one instance)
#   deploy/deploy.sh stop                                            (the instances and Caddy)
#
# BEREAN_SUPERVISOR picks who keeps the processes running: `systemd` (deploy/berean@.service and
# Debian's caddy.service) where systemd runs, else `processes` (the same commands as background
# processes with pid and log files in BEREAN_RUN_DIR, as on a container host without systemd or in
# the test, apps/api/src/operations.test.ts, that runs this script).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
ENV_FILE="${BEREAN_ENV_FILE:-/etc/berean/berean.env}"
RUN_DIR="${BEREAN_RUN_DIR:-$ROOT/data/run}"
if [ -z "${BEREAN_SUPERVISOR:-}" ]; then
  if [ -d /run/systemd/system ]; then BEREAN_SUPERVISOR=systemd; else BEREAN_SUPERVISOR=processes; fi
fi

say() { printf '== %s\n' "$*"; }
fail() {
  printf 'deploy: %s\n' "$*" >&2
  exit 1
}

# Waits until an address answers 200 (at most $2 seconds).
wait_for() {
  local url="$1" seconds="$2" extra=("${@:3}")
  for _ in $(seq "$((seconds * 4))"); do
    if [ "$(curl -s -o /dev/null -w '%{http_code}' "${extra[@]}" "$url" || true)" = 200 ]; then return 0; fi
    sleep 0.25
  done
  return 1
}

# --- 1. Configuration: one file read by every instance, the migration and Caddy.
[ -f "$ENV_FILE" ] || fail "no configuration at $ENV_FILE: copy deploy/berean.env.example there and fill it in"
set -a
# shellcheck disable=SC1090
. "$ENV_FILE"
set +a
export NODE_ENV=production HOST="${HOST:-127.0.0.1}"
INSTANCES="${BEREAN_INSTANCES:-3001 3002 3003}"
UPSTREAMS=""
for port in $INSTANCES; do UPSTREAMS="$UPSTREAMS 127.0.0.1:$port"; done
export BEREAN_ROOT="$ROOT" BEREAN_UPSTREAMS="${UPSTREAMS# }"

stop_processes() {
  for pidfile in "$RUN_DIR"/berean-*.pid; do
    [ -f "$pidfile" ] || continue
    kill -TERM "$(cat "$pidfile")" 2>/dev/null || true
  done
  for pidfile in "$RUN_DIR"/berean-*.pid; do
    [ -f "$pidfile" ] || continue
    local pid
    pid="$(cat "$pidfile")"
    for _ in $(seq 120); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    rm -f "$pidfile"
  done
  if [ -f "$RUN_DIR/caddy.pid" ]; then
    kill -TERM "$(cat "$RUN_DIR/caddy.pid")" 2>/dev/null || true
    rm -f "$RUN_DIR/caddy.pid"
  fi
}

# (Re)starts the instance on port $1 and waits until it is ready: the old one finishes its
# requests in flight and closes its streams first (SIGTERM).
restart_instance() {
  local port="$1"
  if [ "$BEREAN_SUPERVISOR" = systemd ]; then
    systemctl enable "berean@$port" >/dev/null
    systemctl restart "berean@$port"
  else
    mkdir -p "$RUN_DIR"
    if [ -f "$RUN_DIR/berean-$port.pid" ]; then
      local old
      old="$(cat "$RUN_DIR/berean-$port.pid")"
      kill -TERM "$old" 2>/dev/null || true
      for _ in $(seq 160); do kill -0 "$old" 2>/dev/null || break; sleep 0.25; done
    fi
    # The command line of deploy/berean@.service's ExecStart (the node flags of npm start).
    # shellcheck disable=SC2046
    PORT="$port" nohup node $(node -e 'import("./scripts/server-node-args.mjs").then((m) => console.log(m.serverNodeArgs().join(" ")))') \
      apps/api/dist/server.mjs >>"$RUN_DIR/berean-$port.log" 2>&1 &
    echo $! >"$RUN_DIR/berean-$port.pid"
  fi
  wait_for "http://127.0.0.1:$port/api/ready" 120 || fail "the instance on port $port is not ready: see its log ($RUN_DIR/berean-$port.log or journalctl -u berean@$port)"
}

if [ "${1:-}" = "stop" ]; then
  if [ "$BEREAN_SUPERVISOR" = systemd ]; then
    for port in $INSTANCES; do systemctl stop "berean@$port"; done
  else
    stop_processes
  fi
  say "stopped"
  exit 0
fi
# `deploy/deploy.sh restart PORT`: one instance, as a rolling deploy restarts each (or as systemd
# brings back one that died).
if [ "${1:-}" = "restart" ]; then
  [ -n "${2:-}" ] || fail "restart needs the instance's port"
  restart_instance "$2"
  say "instance on port $2 restarted"
  exit 0
fi

for name in DATABASE_URL BETTER_AUTH_SECRET APP_URL BEREAN_SITE; do
  [ -n "${!name:-}" ] || fail "$name is not set in $ENV_FILE"
done

# --- 2. Packages: Caddy, PostgreSQL's client programs (backups), curl (these checks).
missing=()
command -v caddy >/dev/null || missing+=(caddy)
command -v pg_dump >/dev/null || missing+=(postgresql-client)
command -v curl >/dev/null || missing+=(curl)
if [ "${#missing[@]}" -gt 0 ]; then
  say "installing ${missing[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# --- 3. The artefact: dependencies, then the web app and the compiled API (what is missing or
# older than its sources; a fresh checkout builds both, as npm run build does).
if [ ! -d node_modules ]; then
  say "installing dependencies"
  npm ci --no-audit --no-fund
fi
say "building"
node scripts/start.mjs --build-only

# --- 4. Migrations, as their own step, before any instance of this release starts.
say "migrating"
node apps/api/dist/db-migrate.mjs

# --- 5. The instances, one at a time: each is ready before the next stops, so Caddy always has one.
mkdir -p "$RUN_DIR"
if [ "$BEREAN_SUPERVISOR" = systemd ]; then
  id berean >/dev/null 2>&1 || useradd --system --home-dir "$ROOT" --shell /usr/sbin/nologin berean
  mkdir -p "$ROOT/data" && chown berean:berean "$ROOT/data"
  sed "s#@BEREAN_ROOT@#$ROOT#g" deploy/berean@.service >/etc/systemd/system/berean@.service
  systemctl daemon-reload
fi
for port in $INSTANCES; do
  say "instance on port $port"
  restart_instance "$port"
done

# --- 6. Caddy in front: TLS, the instances' health, the assets.
say "Caddy for $BEREAN_SITE"
if [ "$BEREAN_SUPERVISOR" = systemd ]; then
  cp deploy/Caddyfile /etc/caddy/Caddyfile
  mkdir -p /etc/systemd/system/caddy.service.d
  printf '[Service]\nEnvironment="BEREAN_SITE=%s" "BEREAN_UPSTREAMS=%s" "BEREAN_ROOT=%s"\n' "$BEREAN_SITE" "$BEREAN_UPSTREAMS" "$ROOT" \
    >/etc/systemd/system/caddy.service.d/berean.conf
  systemctl daemon-reload
  systemctl enable caddy >/dev/null
  systemctl reload-or-restart caddy
elif [ -f "$RUN_DIR/caddy.pid" ] && kill -0 "$(cat "$RUN_DIR/caddy.pid")" 2>/dev/null; then
  caddy reload --config deploy/Caddyfile --adapter caddyfile --address "${BEREAN_CADDY_ADMIN:-localhost:2019}" >>"$RUN_DIR/caddy.log" 2>&1
else
  nohup caddy run --config deploy/Caddyfile --adapter caddyfile >>"$RUN_DIR/caddy.log" 2>&1 &
  echo $! >"$RUN_DIR/caddy.pid"
fi

# --- 7. Through the proxy, as a member's browser: ready over TLS.
site="$BEREAN_SITE"
case "$site" in http://* | https://*) ;; *) site="https://$site" ;; esac
# Caddy's own local authority signs addresses that are not public names (localhost, an IP):
# checked against its root, where a public name is checked against the system's.
ca_args=()
case "$site" in
  https://localhost* | https://127.* | https://\[* | https://[0-9]*)
    local_root="${XDG_DATA_HOME:-$HOME/.local/share}/caddy/pki/authorities/local/root.crt"
    [ "$BEREAN_SUPERVISOR" = systemd ] && local_root=/var/lib/caddy/.local/share/caddy/pki/authorities/local/root.crt
    for _ in $(seq 40); do [ -f "$local_root" ] && break; sleep 0.25; done
    ca_args=(--cacert "$local_root")
    ;;
esac
wait_for "$site/api/ready" 60 "${ca_args[@]}" || fail "Berean does not answer at $site/api/ready through Caddy: see $RUN_DIR/caddy.log or journalctl -u caddy"
say "Berean is ready at $site: $(echo "$INSTANCES" | wc -w) instances behind Caddy"
