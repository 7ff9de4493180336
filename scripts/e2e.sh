#!/usr/bin/env bash
# Browser journeys: runs `node --test ui/e2e/` (playwright-core driving Debian Chromium) against a
# real `bin/storymail serve` on a free port, with its own database (storymail_e2e on the same
# PostgreSQL server), its own Redis key prefix and a fresh mail outbox. Needs bin/storymail built
# with the UI (make build); DATABASE_URL / REDIS_URL come from scripts/services.sh when unset.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# with_db, free_port, ensure_browser, wait_ready, stop_server and the service set-up.
source scripts/services.sh

log() { printf 'e2e: %s\n' "$*" >&2; }
die() {
	log "$*"
	exit 1
}

# STORYMAIL_BIN, E2E_DB_NAME and E2E_FILES let several runs share a machine.
bin="${STORYMAIL_BIN:-$root/bin/storymail}"
[[ -x $bin ]] || die "$bin is missing: run 'make build' first"

if [[ -z ${DATABASE_URL:-} || -z ${REDIS_URL:-} ]]; then
	exports=$(scripts/services.sh env)
	eval "$exports"
fi

ensure_browser # sets $chromium

port=$(free_port)
app_url="http://localhost:$port"
e2e_db=$(with_db "$DATABASE_URL" "${E2E_DB_NAME:-storymail_e2e}")
prefix="e2e-$(od -An -N4 -tx4 /dev/urandom | tr -d ' '):"
outbox=$(mktemp -d "${TMPDIR:-/tmp}/storymail-e2e-outbox.XXXXXX")
mkdir -p "$root/.data"
server_log="$root/.data/${E2E_DB_NAME:-storymail_e2e}-server.log"
admin_email=owner@storymail.test
admin_password=owner-pass-123

server_env=(
	APP_ENV=development
	DATABASE_URL="$e2e_db"
	REDIS_URL="$REDIS_URL"
	REDIS_PREFIX="$prefix"
	PORT="$port"
	APP_URL="$app_url"
	MAIL_OUTBOX_DIR="$outbox"
	RATE_LIMIT_MULTIPLIER=1000
	WEBHOOK_ALLOW_PRIVATE_URLS=true # the webhook journey points a webhook at a receiver on this machine
	SUPER_ADMIN_ID=admin-owner
)

server_pid=""
cleanup() {
	local status=$?
	stop_server "$server_pid"
	if ((status != 0)); then
		log "failed; server log ($server_log):"
		tail -n 200 "$server_log" >&2 2>/dev/null || true
		log "mail outbox kept in $outbox"
	else
		rm -rf "$outbox"
	fi
	# The run's Redis keys (rate limits, revocations) go with it.
	if command -v redis-cli >/dev/null 2>&1; then
		redis-cli -u "$REDIS_URL" --scan --pattern "$prefix*" 2>/dev/null |
			xargs -r redis-cli -u "$REDIS_URL" del >/dev/null 2>&1 || true
	fi
	exit "$status"
}
trap cleanup EXIT

log "fresh database $(redact "$e2e_db")"
env "${server_env[@]}" "$bin" migrate --fresh >"$server_log" 2>&1
env "${server_env[@]}" "$bin" admin create --email "$admin_email" --password "$admin_password" --role super >>"$server_log" 2>&1

log "starting the server on $app_url"
env "${server_env[@]}" "$bin" serve >>"$server_log" 2>&1 &
server_pid=$!

wait_ready "$server_pid" "$port"

log "running ui/e2e against $app_url"
E2E_BASE_URL="$app_url" \
	E2E_OUTBOX_DIR="$outbox" \
	E2E_DATABASE_URL="$e2e_db" \
	E2E_ADMIN_EMAIL="$admin_email" \
	E2E_ADMIN_PASSWORD="$admin_password" \
	E2E_CHROMIUM="$chromium" \
	STORYMAIL_BIN="$bin" \
	node --test ${E2E_FILES:-ui/e2e/}
