package main

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"

	"github.com/redis/go-redis/v9"

	"storymail/storage"
)

// machine describes where the numbers were measured.
type machine struct {
	cpu, kernel, os           string
	cores                     int
	ramGiB                    float64
	goVersion, node, chromium string
	postgres, redis           string
	loadStart, loadEnd        string
}

func collectMachine(ctx context.Context, db *storage.DB, rdb *redis.Client) machine {
	m := machine{cores: runtime.NumCPU(), goVersion: runtime.Version()}
	m.cpu = procField("/proc/cpuinfo", "model name")
	if kb, err := strconv.ParseFloat(strings.TrimSuffix(procField("/proc/meminfo", "MemTotal"), " kB"), 64); err == nil {
		m.ramGiB = kb / (1 << 20)
	}
	if raw, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
		m.kernel = strings.TrimSpace(string(raw))
	}
	m.os = strings.Trim(procField("/etc/os-release", "PRETTY_NAME"), `"`)
	m.loadStart = loadAvg()
	m.node = command("node", "--version")
	m.chromium = command("/usr/bin/chromium", "--version")
	// The server reports its version when a connection starts; no query needed.
	if conn, err := db.Pool.Acquire(ctx); err == nil {
		m.postgres = conn.Conn().PgConn().ParameterStatus("server_version")
		conn.Release()
	}
	if info, err := rdb.Info(ctx, "server").Result(); err == nil {
		for _, line := range strings.Split(info, "\n") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "redis_version:"); ok {
				m.redis = v
			}
		}
	}
	return m
}

// procField reads "key: value" (or key=value) from a /proc style file; the first match wins.
func procField(file, key string) string {
	f, err := os.Open(file)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		for _, sep := range []string{":", "="} {
			if k, v, ok := strings.Cut(line, sep); ok && strings.TrimSpace(k) == key {
				return strings.TrimSpace(v)
			}
		}
	}
	return ""
}

func command(name string, args ...string) string {
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		return "not found"
	}
	return strings.TrimSpace(string(out))
}

// loadAvg is the 1, 5 and 15 minute load average: other work on the machine shows here.
func loadAvg() string {
	raw, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(raw))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}
