#!/usr/bin/env bash
# Makes PostgreSQL and Redis reachable for StoryMail.
#
#   eval "$(scripts/services.sh env)"   # prints: export DATABASE_URL=... REDIS_URL=...
#   scripts/services.sh status          # what answers where
#   scripts/services.sh stop            # stops the private servers started under .data/
#
# For each service, in order: the server at DATABASE_URL / REDIS_URL (or the local defaults) if it
# answers; else a private server under .data/ started from the system binaries on a free port
# (re-used on the next call); else, as root, the Debian packages are installed and a private server
# is started; else the script fails and says what to install. Only the exports go to stdout.
# Sourced (as scripts/e2e.sh and scripts/bench.sh do), it only defines its helpers.
set -euo pipefail

DEFAULT_DATABASE_URL='postgres://postgres@127.0.0.1:5432/storymail?sslmode=disable'
DEFAULT_REDIS_URL='redis://127.0.0.1:6379/0'

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
data="$root/.data"
pg_dir="$data/pg"
redis_dir="$data/redis"
# .data/pg may point elsewhere (see prepare_pg_dir); the postgres user needs the real path.
[[ -L $pg_dir ]] && pg_dir=$(readlink -f "$pg_dir")

log() { printf 'services: %s\n' "$*" >&2; }
die() {
	log "$*"
	exit 1
}

# redact URL: hides a password in a URL before it is logged.
redact() { sed -E 's#(://[^:/@]*):[^@/]*@#\1:***@#' <<<"$1"; }

# host_port URL DEFAULT_PORT: prints "host port" of a URL.
host_port() {
	local rest=${1#*://} host port=""
	rest=${rest%%[/?]*}
	rest=${rest##*@}
	if [[ $rest == \[*\]* ]]; then
		host=${rest%%]*}
		host=${host#[}
		port=${rest#*]}
		port=${port#:}
	elif [[ $rest == *:* ]]; then
		host=${rest%:*}
		port=${rest##*:}
	else
		host=$rest
	fi
	printf '%s %s\n' "${host:-127.0.0.1}" "${port:-$2}"
}

# url_path URL DEFAULT: the path of a URL without its leading slash and query (database name or
# Redis db index).
url_path() {
	local rest=${1#*://} path=""
	[[ $rest == */* ]] && path=${rest#*/}
	path=${path%%\?*}
	printf '%s\n' "${path:-$2}"
}

# with_db URL NAME: the same PostgreSQL URL pointing at database NAME.
with_db() {
	local url=$1 name=$2 query="" base
	[[ $url == *\?* ]] && query="?${url#*\?}"
	base=${url%%\?*}
	local rest=${base#*://}
	[[ $rest == */* ]] && base=${base%/*}
	printf '%s/%s%s\n' "$base" "$name" "$query"
}

tcp_open() { timeout 2 bash -c 'exec 3<>"/dev/tcp/$1/$2"' _ "$1" "$2" 2>/dev/null; }

free_port() {
	local p _
	for _ in $(seq 1 100); do
		p=$((20000 + RANDOM % 40000))
		tcp_open 127.0.0.1 "$p" || {
			echo "$p"
			return 0
		}
	done
	die "no free TCP port found on 127.0.0.1"
}

# pg_tool NAME: a PostgreSQL client program from PATH or the newest server installation.
pg_tool() {
	local found
	found=$(command -v "$1" 2>/dev/null) && {
		echo "$found"
		return 0
	}
	found=$(ls -d /usr/lib/postgresql/*/bin/"$1" 2>/dev/null | sort -V | tail -n 1)
	[[ -n $found ]] && echo "$found"
}

# pg_answers URL: true when PostgreSQL accepts this URL's user. psql checks authentication too
# (against the maintenance database, since the app's own one is made by `storymail migrate`);
# without psql, pg_isready or a bare TCP connect has to do.
pg_answers() {
	local url=$1 tool hp
	if tool=$(pg_tool psql); then
		PGCONNECT_TIMEOUT=3 "$tool" -X -q -t -A -d "$(with_db "$url" postgres)" -c 'select 1' >/dev/null 2>&1
	elif tool=$(pg_tool pg_isready); then
		"$tool" -q -t 3 -d "$url" >/dev/null 2>&1
	else
		read -r -a hp < <(host_port "$url" 5432)
		tcp_open "${hp[0]}" "${hp[1]}"
	fi
}

redis_answers() {
	local url=$1 hp
	if command -v redis-cli >/dev/null 2>&1; then
		local tls=()
		[[ $url == rediss://* ]] && tls=(--tls)
		timeout 3 redis-cli ${tls[@]+"${tls[@]}"} -u "$url" ping 2>/dev/null | grep -q PONG
	else
		read -r -a hp < <(host_port "$url" 6379)
		# Any RESP reply (+PONG, or -NOAUTH from a server with a password) means Redis is there.
		timeout 2 bash -c 'exec 3<>"/dev/tcp/$1/$2" && printf "PING\r\n" >&3 && IFS= read -r l <&3 && [[ $l == [+-]* ]]' _ "${hp[0]}" "${hp[1]}" 2>/dev/null
	fi
}

# ---- private PostgreSQL -------------------------------------------------------------------------

# pg_bin: the server binaries, preferring the major version an existing private cluster was made with.
pg_bin() {
	local v=""
	[[ -s $pg_dir/data/PG_VERSION ]] && v=$(<"$pg_dir/data/PG_VERSION")
	if [[ -n $v && -x /usr/lib/postgresql/$v/bin/postgres ]]; then
		echo "/usr/lib/postgresql/$v/bin"
		return 0
	fi
	local dir
	dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
	if [[ -n $dir && -x $dir/initdb ]]; then
		echo "$dir"
	elif command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
		dirname "$(command -v initdb)"
	else
		return 1
	fi
}

# PostgreSQL refuses to run as root: as root, the private cluster belongs to the postgres user.
pg_os_user=""
as_pg() {
	if [[ -n $pg_os_user ]]; then
		(cd / && runuser -u "$pg_os_user" -- "$@")
	else
		"$@"
	fi
}

prepare_pg_dir() {
	mkdir -p "$data"
	if [[ $(id -u) != 0 ]]; then
		mkdir -p "$pg_dir"
		return 0
	fi
	pg_os_user=postgres
	id "$pg_os_user" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$pg_os_user"
	if [[ ! -e $pg_dir ]] && ! runuser -u "$pg_os_user" -- test -x "$data"; then
		# The postgres user cannot reach the work tree (e.g. it lives under /root): keep the
		# cluster in a stable place under /tmp and point .data/pg at it.
		local alt
		alt="${TMPDIR:-/tmp}/storymail-pg-$(cksum <<<"$root" | cut -d' ' -f1)"
		mkdir -p "$alt"
		ln -s "$alt" "$pg_dir"
		pg_dir=$alt
	fi
	mkdir -p "$pg_dir"
	chown "$pg_os_user" "$pg_dir"
	[[ -e $pg_dir/data ]] || return 0
	chown -R "$pg_os_user" "$pg_dir/data"
}

pg_private_url() {
	printf 'postgres://postgres@127.0.0.1:%s/%s?sslmode=disable\n' "$(<"$pg_dir/port")" "$(url_path "$1" storymail)"
}

# start_private_pg WANTED_URL: prints the private server's URL, starting (and creating) it if needed.
start_private_pg() {
	local bin port url sock
	bin=$(pg_bin) || return 1
	prepare_pg_dir
	if [[ -s $pg_dir/port ]] && as_pg "$bin/pg_ctl" status -D "$pg_dir/data" >/dev/null 2>&1; then
		url=$(pg_private_url "$1")
		if pg_answers "$url"; then
			log "re-using the private PostgreSQL in $pg_dir on port $(<"$pg_dir/port")"
			echo "$url"
			return 0
		fi
		as_pg "$bin/pg_ctl" stop -D "$pg_dir/data" -m fast -w >/dev/null 2>&1 || true
	fi
	if [[ ! -s $pg_dir/data/PG_VERSION ]]; then
		log "creating a private PostgreSQL cluster in $pg_dir (from $bin)"
		rm -rf "$pg_dir/data"
		as_pg "$bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale \
			>"$pg_dir/initdb.log" 2>&1 || {
			cat "$pg_dir/initdb.log" >&2
			die "initdb failed (log above)"
		}
	fi
	port=""
	[[ -s $pg_dir/port ]] && port=$(<"$pg_dir/port")
	if [[ -z $port ]] || tcp_open 127.0.0.1 "$port"; then port=$(free_port); fi
	# The socket lives beside the cluster; a socket path has a length limit, past it TCP only.
	sock="$pg_dir/run"
	mkdir -p "$sock"
	[[ -n $pg_os_user ]] && chown "$pg_os_user" "$sock"
	((${#sock} < 90)) || sock=""
	# The server must not inherit the exports pipe (fd 3) or the lock (fd 9).
	log "starting the private PostgreSQL on 127.0.0.1:$port"
	[[ -n $pg_os_user ]] && touch "$pg_dir/postgres.log" && chown "$pg_os_user" "$pg_dir/postgres.log"
	if ! as_pg "$bin/pg_ctl" start -D "$pg_dir/data" -l "$pg_dir/postgres.log" -w -t 60 \
		-o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories='$sock'" >/dev/null 3>&- 9>&-; then
		tail -n 30 "$pg_dir/postgres.log" >&2 || true
		die "the private PostgreSQL did not start (log: $pg_dir/postgres.log)"
	fi
	echo "$port" >"$pg_dir/port"
	url=$(pg_private_url "$1")
	pg_answers "$url" || die "the private PostgreSQL started but does not answer at $url"
	echo "$url"
}

stop_private_pg() {
	[[ -s $pg_dir/data/PG_VERSION ]] || return 0
	local bin
	bin=$(pg_bin) || return 0
	[[ $(id -u) == 0 ]] && pg_os_user=postgres
	if as_pg "$bin/pg_ctl" status -D "$pg_dir/data" >/dev/null 2>&1; then
		as_pg "$bin/pg_ctl" stop -D "$pg_dir/data" -m fast -w >/dev/null
		log "stopped the private PostgreSQL"
	fi
}

# ---- private Redis ------------------------------------------------------------------------------

redis_private_url() {
	printf 'redis://127.0.0.1:%s/%s\n' "$(<"$redis_dir/port")" "$(url_path "$1" 0)"
}

redis_pid() {
	local pid
	[[ -s $redis_dir/redis.pid ]] || return 1
	pid=$(<"$redis_dir/redis.pid")
	kill -0 "$pid" 2>/dev/null && echo "$pid"
}

start_private_redis() {
	local srv port url _
	srv=$(command -v redis-server) || return 1
	mkdir -p "$redis_dir"
	if [[ -s $redis_dir/port ]] && redis_pid >/dev/null; then
		url=$(redis_private_url "$1")
		if redis_answers "$url"; then
			log "re-using the private Redis in $redis_dir on port $(<"$redis_dir/port")"
			echo "$url"
			return 0
		fi
		kill "$(redis_pid)" 2>/dev/null || true
	fi
	port=""
	[[ -s $redis_dir/port ]] && port=$(<"$redis_dir/port")
	if [[ -z $port ]] || tcp_open 127.0.0.1 "$port"; then port=$(free_port); fi
	log "starting the private Redis on 127.0.0.1:$port"
	# Nothing is persisted: Redis only carries work, events, rate limits and caches. The daemons
	# must not inherit the exports pipe (fd 3) or the lock (fd 9), or callers would wait on them.
	"$srv" --daemonize yes --bind 127.0.0.1 --port "$port" --save '' --appendonly no \
		--dir "$redis_dir" --pidfile "$redis_dir/redis.pid" --logfile "$redis_dir/redis.log" >/dev/null 3>&- 9>&-
	echo "$port" >"$redis_dir/port"
	url=$(redis_private_url "$1")
	for _ in $(seq 1 50); do
		redis_answers "$url" && {
			echo "$url"
			return 0
		}
		sleep 0.2
	done
	tail -n 20 "$redis_dir/redis.log" >&2 || true
	die "the private Redis did not start (log: $redis_dir/redis.log)"
}

stop_private_redis() {
	local pid _
	pid=$(redis_pid) || return 0
	kill "$pid"
	for _ in $(seq 1 50); do
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	log "stopped the private Redis"
}

# ---- commands -----------------------------------------------------------------------------------

install_packages() {
	local pkgs=("$@")
	if [[ $(id -u) != 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
		die "cannot start ${pkgs[*]}: nothing answers and the server binaries are missing.
  Install them (Debian/Ubuntu: sudo apt-get install -y ${pkgs[*]}; macOS: brew install postgresql redis),
  or point DATABASE_URL / REDIS_URL at running servers, then run this again."
	fi
	log "installing ${pkgs[*]} with apt-get"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq --no-install-recommends "${pkgs[@]}" >/dev/null
}

cmd_env() {
	local want_db=${DATABASE_URL:-$DEFAULT_DATABASE_URL}
	local want_redis=${REDIS_URL:-$DEFAULT_REDIS_URL}
	local db_url="" redis_url=""

	if pg_answers "$want_db"; then
		db_url=$want_db
		log "PostgreSQL answers at $(redact "$want_db")"
	else
		log "no PostgreSQL answers at $(redact "$want_db"); using a private one"
	fi
	if redis_answers "$want_redis"; then
		redis_url=$want_redis
		log "Redis answers at $(redact "$want_redis")"
	else
		log "no Redis answers at $(redact "$want_redis"); using a private one"
	fi

	if [[ -z $db_url || -z $redis_url ]]; then
		mkdir -p "$data"
		# One caller at a time starts private servers (two `make` runs side by side).
		if command -v flock >/dev/null 2>&1; then
			exec 9>"$data/.services.lock"
			flock 9
		fi
		local missing=()
		[[ -z $db_url ]] && ! pg_bin >/dev/null && missing+=(postgresql)
		[[ -z $redis_url ]] && ! command -v redis-server >/dev/null 2>&1 && missing+=(redis-server)
		((${#missing[@]} == 0)) || install_packages "${missing[@]}"
		[[ -n $db_url ]] || db_url=$(start_private_pg "$want_db")
		[[ -n $redis_url ]] || redis_url=$(start_private_redis "$want_redis")
	fi

	printf "export DATABASE_URL='%s' REDIS_URL='%s'\n" "$db_url" "$redis_url" >&3
}

cmd_stop() {
	stop_private_pg
	stop_private_redis
}

cmd_status() {
	local url
	if [[ -s $pg_dir/port && -s $pg_dir/data/PG_VERSION ]]; then
		url=$(pg_private_url "$DEFAULT_DATABASE_URL")
		pg_answers "$url" && log "private PostgreSQL: up at $url" || log "private PostgreSQL: down"
	else
		log "private PostgreSQL: none"
	fi
	if [[ -s $redis_dir/port ]]; then
		url=$(redis_private_url "$DEFAULT_REDIS_URL")
		redis_answers "$url" && log "private Redis: up at $url" || log "private Redis: down"
	else
		log "private Redis: none"
	fi
}

# ensure_browser sets $chromium to Debian's Chromium (installed with apt-get when root) and makes
# sure ui/ has playwright-core to drive it; no browser is ever downloaded. Callers source this file
# and bring their own log/die.
ensure_browser() {
	chromium=${E2E_CHROMIUM:-/usr/bin/chromium}
	if [[ ! -x $chromium ]]; then
		if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null 2>&1; then
			log "installing Chromium with apt-get"
			export DEBIAN_FRONTEND=noninteractive
			apt-get update -qq >&2
			apt-get install -y -qq chromium >/dev/null
		fi
		[[ -x $chromium ]] || die "Chromium is missing at $chromium: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set E2E_CHROMIUM to a Chromium binary"
	fi
	if [[ ! -f $root/ui/node_modules/playwright-core/package.json ]]; then
		log "installing playwright-core in ui/ (it drives the system Chromium; no browser is downloaded)"
		PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm --prefix "$root/ui" install --no-save --no-audit --no-fund playwright-core >&2
	fi
}

# stop_server PID: asks a server started by the caller to stop (TERM), gives it up to 10 s to
# drain, then kills it. Nothing happens for an empty PID or a process already gone.
stop_server() {
	local pid=$1 _
	[[ -n $pid ]] && kill -0 "$pid" 2>/dev/null || return 0
	kill -TERM "$pid" 2>/dev/null || true
	for _ in $(seq 1 100); do
		kill -0 "$pid" 2>/dev/null || break
		# An exited child stays a zombie (state Z) until the wait below reaps it.
		[[ $(cut -d' ' -f3 "/proc/$pid/stat" 2>/dev/null) == Z ]] && break
		sleep 0.1
	done
	kill -KILL "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
}

# wait_ready PID PORT: waits until the server (process PID) listening on 127.0.0.1:PORT answers
# /readyz with 200, that is PostgreSQL and Redis are reachable from it; fails if the process exits
# first or after 60 s. Callers source this file and bring their own log/die.
wait_ready() {
	local pid=$1 port=$2 _
	for _ in $(seq 1 300); do
		kill -0 "$pid" 2>/dev/null || die "the server exited before it was ready"
		if command -v curl >/dev/null 2>&1; then
			curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/readyz" 2>/dev/null && return 0
		else
			timeout 2 bash -c 'exec 3<>"/dev/tcp/127.0.0.1/$1" &&
				printf "GET /readyz HTTP/1.0\r\nHost: localhost\r\n\r\n" >&3 &&
				IFS= read -r status <&3 && [[ $status == HTTP/1.?" 200"* ]]' _ "$port" 2>/dev/null && return 0
		fi
		sleep 0.2
	done
	die "the server did not answer http://127.0.0.1:$port/readyz within 60 s"
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
	# Everything but the exports goes to stderr, so `eval "$(services.sh env)"` sees only exports.
	exec 3>&1 1>&2
	case "${1:-env}" in
	env) cmd_env ;;
	stop) cmd_stop ;;
	status) cmd_status ;;
	*) die "usage: $0 env|status|stop" ;;
	esac
fi
