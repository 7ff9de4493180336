# StoryMail: `make run` serves the app on http://localhost:8080, `make test` runs every test.
# Both install what they need and make PostgreSQL and Redis reachable (scripts/services.sh).

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
# One shell per recipe: the exports of scripts/services.sh and the traps hold for the whole recipe.
.ONESHELL:
.DEFAULT_GOAL := help

BIN         := bin/storymail
# A count, not a duration: a duration also bounds the fuzzer's start-up (baseline coverage of the
# corpus), which a busy machine can overrun; a count bounds the work and always finishes.
FUZZTIME    ?= 1000x
STRIPE_MOCK := .data/bin/stripe-mock
NPM_STAMP   := ui/node_modules/.installed

# Recipe lines: put DATABASE_URL and REDIS_URL in the environment (the assignment makes a failure
# stop the recipe, which `eval "$(...)"` alone would hide), and print a step header.
SERVICES := exports=$$(scripts/services.sh env); eval "$$exports"
STEP      = printf '\n==> %s\n' $(1)

.PHONY: help deps ui build run test fuzz e2e bench eval services services-stop clean

help:
	@echo 'make run            build and serve the app on http://localhost:8080'
	@echo 'make test           vet, Go tests (-race), UI tests, fuzz smoke, browser journeys'
	@echo 'make build          bin/storymail with the UI embedded'
	@echo 'make fuzz           every Fuzz* target for FUZZTIME (default $(FUZZTIME)) each'
	@echo 'make e2e            browser journeys only (needs make build)'
	@echo 'make bench          load benchmarks (not part of make test)'
	@echo 'make eval           write every brief in jobs/writer/eval/briefs and measure it into EVAL.md'
	@echo 'make services-stop  stop the private PostgreSQL and Redis under .data/'

deps: $(NPM_STAMP)
	@go mod download

# npm ci only when the lock file changed since the last install. npm ci can refuse a lock file that
# npm itself wrote, over optional platform packages the registry does not serve; then the locked
# versions are installed with `npm install --no-save`, which leaves the lock file as it is.
$(NPM_STAMP): ui/package.json ui/package-lock.json
	@$(call STEP,"npm ci (ui)")
	cd ui
	export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
	npm_log=$$(mktemp)
	if npm ci --no-audit --no-fund >"$$npm_log" 2>&1; then
		tail -n 3 "$$npm_log"
	elif grep -q 'are in sync' "$$npm_log"; then
		grep -m 3 '^npm error Missing' "$$npm_log" || true
		echo 'npm ci refused the lock file; installing the locked versions with npm install --no-save'
		npm install --no-save --no-audit --no-fund
	else
		cat "$$npm_log"
		rm -f "$$npm_log"
		exit 1
	fi
	rm -f "$$npm_log"
	touch node_modules/.installed

ui: $(NPM_STAMP)
	@$(call STEP,"build UI")
	npm --prefix ui run build

build: ui
	@$(call STEP,"go build $(BIN)")
	go build -tags embedui -o $(BIN) .

run: deps build
	@if [[ -f .env ]]; then set -a; source ./.env; set +a; fi
	$(SERVICES)
	$(BIN) migrate
	if [[ $${APP_ENV:-development} == development ]]; then $(BIN) admin demo; fi
	exec $(BIN) serve

$(STRIPE_MOCK):
	@$(call STEP,"install stripe-mock")
	GOBIN=$(CURDIR)/.data/bin go install github.com/stripe/stripe-mock@latest

# FUZZ_SMOKE runs each Fuzz* function of every package for $(FUZZTIME) inputs; only a failure prints
# the fuzzer's output.
define FUZZ_SMOKE
$(call STEP,"fuzz smoke ($(FUZZTIME) inputs per target)")
fuzz_out=$$(mktemp)
while read -r pkg dir; do
	grep -qs '^func Fuzz' "$$dir"/*_test.go || continue
	for fn in $$(go test -list '^Fuzz' "$$pkg" | grep '^Fuzz' || true); do
		if go test -run '^$$' -fuzz "^$$fn$$" -fuzztime=$(FUZZTIME) "$$pkg" >"$$fuzz_out" 2>&1; then
			printf 'ok    %s %s\n' "$$pkg" "$$fn"
		else
			cat "$$fuzz_out"
			printf 'FAIL  %s %s\n' "$$pkg" "$$fn"
			rm -f "$$fuzz_out"
			exit 1
		fi
	done
done < <(go list -f '{{.ImportPath}} {{.Dir}}' ./...)
rm -f "$$fuzz_out"
endef

test: deps build $(STRIPE_MOCK)
	@$(SERVICES)
	# stripe-mock on a port of its own choosing, read back from its log; stopped on any exit.
	stripe_mock_log=$$(mktemp)
	$(STRIPE_MOCK) -http-addr 127.0.0.1:0 -https-addr 127.0.0.1:0 >"$$stripe_mock_log" 2>&1 &
	stripe_mock_pid=$$!
	trap 'kill $$stripe_mock_pid 2>/dev/null || true; rm -f "$$stripe_mock_log"' EXIT
	for _ in $$(seq 1 100); do
		addr=$$(sed -n 's/^Listening for HTTP at address: //p' "$$stripe_mock_log")
		[[ -n $$addr ]] && break
		kill -0 $$stripe_mock_pid || { cat "$$stripe_mock_log"; exit 1; }
		sleep 0.1
	done
	[[ -n $$addr ]] || { echo 'stripe-mock did not start'; cat "$$stripe_mock_log"; exit 1; }
	export STRIPE_MOCK_URL=http://$$addr
	$(call STEP,"gofmt")
	unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './ui/*'))
	[[ -z $$unformatted ]] || { echo "not gofmt-clean:"; echo "$$unformatted"; exit 1; }
	$(call STEP,"go vet")
	go vet ./...
	$(call STEP,"go test -race")
	go test -race -count=1 -timeout 25m ./...
	$(call STEP,"UI unit tests")
	npm --prefix ui run test
	$(FUZZ_SMOKE)
	$(call STEP,"browser journeys")
	scripts/e2e.sh

fuzz:
	@$(SERVICES)
	$(FUZZ_SMOKE)

e2e: deps build
	@$(SERVICES)
	scripts/e2e.sh

bench: deps build
	@$(SERVICES)
	scripts/bench.sh

# The writer the app would use: offline unless LLM_BASE_URL or LLM_API_KEY is set. Needs no
# services; fails only when it cannot run, a missed target is reported in EVAL.md.
eval:
	@$(call STEP,"eval: jobs/writer/eval/briefs -> EVAL.md")
	go run ./jobs/writer/eval -briefs jobs/writer/eval/briefs -out EVAL.md

services:
	@scripts/services.sh env

services-stop:
	@scripts/services.sh stop

clean:
	rm -rf bin ui/dist .data/*-server.log
