# StoryMail image: one binary with the UI embedded. `serve` by default; `worker`, `migrate` and
# `admin` are the other commands (see docker-compose.yml).

# --- UI: Vite build to ui/dist ---
FROM node:20-bookworm-slim AS ui
WORKDIR /src/ui
# The lock file is written by npm 11.
RUN npm install -g npm@11 --no-audit --no-fund
COPY ui/package.json ui/package-lock.json ui/.npmrc ./
# npm ci can refuse a lock file over optional platform packages; the fallback installs the same
# locked versions.
RUN export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
	&& (npm ci --no-audit --no-fund || npm install --no-save --no-audit --no-fund)
COPY ui/ ./
RUN npm run build

# --- Go: static binary with ui/dist embedded ---
FROM golang:1.26-bookworm AS go
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
COPY --from=ui /src/ui/dist ./ui/dist
RUN CGO_ENABLED=0 go build -tags embedui -trimpath -ldflags='-s -w' -o /out/storymail .

# --- Runtime ---
FROM debian:bookworm-slim
RUN apt-get update \
	&& apt-get install -y --no-install-recommends ca-certificates curl tzdata \
	&& rm -rf /var/lib/apt/lists/* \
	&& useradd --system --uid 10001 --home-dir /app --create-home --shell /usr/sbin/nologin storymail \
	&& mkdir -p /data/outbox \
	&& chown -R storymail:storymail /data
COPY --from=go /out/storymail /usr/local/bin/storymail
USER storymail
WORKDIR /app
ENV APP_ENV=production \
	PORT=8080 \
	MAIL_OUTBOX_DIR=/data/outbox
VOLUME ["/data"]
EXPOSE 8080
ENTRYPOINT ["storymail"]
CMD ["serve"]
