#!/usr/bin/env bash
# Benchmarks (make bench): starts a real `bin/storymail serve` on a free loopback port with its own
# database (storymail_bench, recreated), its own Redis key prefix and mail outbox, WRITER=noop and
# WORKERS=64 (generations in flight, so the read and record batches can be large), and a second
# `serve --no-worker` that only holds the sockets benchmark's sockets; measures the landing page in
# headless Chromium (scripts/bench/landing.mjs), then runs the Go load generator
# (go run ./scripts/bench), which writes BENCHMARKS.md. Everything it starts
# is stopped at the end. Needs bin/storymail built with the UI (make build); DATABASE_URL /
# REDIS_URL come from scripts/services.sh when unset. The whole run is bounded (BENCH_BUDGET).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# with_db, free_port, redact, ensure_browser, wait_ready, stop_server and the service set-up.
source scripts/services.sh

log() { printf 'bench: %s\n' "$*" >&2; }
die() {
	log "$*"
	exit 1
}

bin=${STORYMAIL_BIN:-$root/bin/storymail}
[[ -x $bin ]] || die "$bin is missing: run 'make build' first"
out=${BENCH_OUT:-$root/BENCHMARKS.md}
budget=${BENCH_BUDGET:-9m}

if [[ -z ${DATABASE_URL:-} || -z ${REDIS_URL:-} ]]; then
	exports=$(scripts/services.sh env)
	eval "$exports"
fi

# Ten thousand sockets need as many descriptors on each side (the server and the load generator
# inherit this limit); as root the hard limit can be raised too.
want_fds=65536
if (($(ulimit -Hn) < want_fds)); then
	ulimit -Hn "$want_fds" 2>/dev/null || true
fi
ulimit -n "$(($(ulimit -Hn) < want_fds ? $(ulimit -Hn) : want_fds))"
(($(ulimit -n) >= 10300)) || log "warning: only $(ulimit -n) file descriptors: the 10,000-socket benchmark will fall short"

ensure_browser # sets $chromium

port=$(free_port)
app_url="http://localhost:$port"
bench_db=$(with_db "$DATABASE_URL" storymail_bench)
prefix="bench-$(od -An -N4 -tx4 /dev/urandom | tr -d ' '):"
work=$(mktemp -d "${TMPDIR:-/tmp}/storymail-bench.XXXXXX")
outbox="$work/outbox"
mkdir -p "$outbox" "$root/.data"
server_log="$root/.data/bench-server.log"

server_env=(
	APP_ENV=test
	DATABASE_URL="$bench_db"
	REDIS_URL="$REDIS_URL"
	REDIS_PREFIX="$prefix"
	PORT="$port"
	APP_URL="$app_url"
	MAIL_OUTBOX_DIR="$outbox"
	WRITER=noop
	WORKERS=64
	RATE_LIMIT_MULTIPLIER=100000
	# One load generator stands for thousands of clients: no per-client connection caps.
	MAX_CONNS_PER_IP=0
	MAX_SOCKETS_PER_IP=0
)

server_pid=""
sockets_pid=""
cleanup() {
	local status=$?
	stop_server "$server_pid"
	stop_server "$sockets_pid"
	if ((status != 0)); then
		log "failed; server log ($server_log):"
		tail -n 100 "$server_log" >&2 2>/dev/null || true
	fi
	rm -rf "$work"
	# The run's Redis keys (job stream, sessions, rate limits) go with it.
	if command -v redis-cli >/dev/null 2>&1; then
		redis-cli -u "$REDIS_URL" --scan --pattern "$prefix*" 2>/dev/null |
			xargs -r redis-cli -u "$REDIS_URL" del >/dev/null 2>&1 || true
	fi
	exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

log "fresh database $(redact "$bench_db")"
env "${server_env[@]}" "$bin" migrate --fresh >"$server_log" 2>&1

log "starting the server on $app_url (WRITER=noop, WORKERS=64, $(ulimit -n) file descriptors)"
env "${server_env[@]}" "$bin" serve >>"$server_log" 2>&1 &
server_pid=$!

wait_ready "$server_pid" "$port"

# The sockets benchmark gets a serve process of its own that does nothing else first, so memory
# freed by other work cannot hide what each socket costs. Same database, Redis and APP_URL (the
# Origin every socket sends); it only listens on another port.
sockets_port=$(free_port)
sockets_log="$root/.data/bench-sockets.log"
log "starting a second server for the sockets benchmark on port $sockets_port (serve --no-worker)"
env "${server_env[@]}" PORT="$sockets_port" "$bin" serve --no-worker >"$sockets_log" 2>&1 &
sockets_pid=$!
wait_ready "$sockets_pid" "$sockets_port"

landing_json="$work/landing.json"
landing_cmd=(node scripts/bench/landing.mjs --url "$app_url" --out "$landing_json" --runs 5 --chromium "$chromium")
log "landing page: ${landing_cmd[*]}"
timeout 180 "${landing_cmd[@]}"

bench_cmd=(go run ./scripts/bench -base-url "$app_url" -database-url "$bench_db"
	-sockets-addr "127.0.0.1:$sockets_port" -server-pid "$sockets_pid" -server-log "$sockets_log"
	-redis-url "$REDIS_URL" -prefix "$prefix" -outbox "$outbox"
	-landing "$landing_json" -out "$out" -budget "$budget" -workers 64)
commands=$(printf '%s\n' \
	"make bench    # = scripts/bench.sh after make build" \
	"# server: APP_ENV=test WRITER=noop WORKERS=64 RATE_LIMIT_MULTIPLIER=100000 MAX_CONNS_PER_IP=0 MAX_SOCKETS_PER_IP=0 bin/storymail serve   (ulimit -n $(ulimit -n))" \
	"# sockets: the same environment with PORT=<another port> bin/storymail serve --no-worker" \
	"node scripts/bench/landing.mjs --url $app_url --out landing.json --runs 5" \
	"go run ./scripts/bench -base-url $app_url -sockets-addr 127.0.0.1:PORT -server-pid SOCKETS_PID -database-url .../storymail_bench -prefix $prefix -outbox DIR -landing landing.json")
log "load generator: ${bench_cmd[*]}"
# The budget bounds the generator itself; timeout is the backstop if it ever hangs.
timeout 600 "${bench_cmd[@]}" -commands "$commands" "$@"
log "wrote $out"
