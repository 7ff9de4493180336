// Package storagetest gives each test package a fresh, migrated PostgreSQL database and an
// isolated Redis key prefix on the real servers named by DATABASE_URL and REDIS_URL.
package storagetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"storymail/migrations"
	"storymail/storage"
)

// DefaultDatabaseURL and DefaultRedisURL match the application's local defaults.
const (
	DefaultDatabaseURL = "postgres://postgres@127.0.0.1:5432/storymail?sslmode=disable"
	DefaultRedisURL    = "redis://127.0.0.1:6379/0"
)

// RandomSuffix returns a short random hex string for unique names.
func RandomSuffix() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// DatabaseURL returns a DSN for a new, uniquely named database on the configured server.
func DatabaseURL(t testing.TB) string {
	base := os.Getenv("DATABASE_URL")
	if base == "" {
		base = DefaultDatabaseURL
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("parse DATABASE_URL: %v", err)
	}
	u.Path = "/sm_test_" + RandomSuffix()
	return u.String()
}

// NewDB creates a fresh migrated database, dropped when the test ends.
func NewDB(t testing.TB) (*storage.DB, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	dsn := DatabaseURL(t)
	if err := storage.EnsureDatabase(ctx, dsn); err != nil {
		t.Fatalf("create test database: %v", err)
	}
	if err := storage.Migrate(ctx, dsn, migrations.FS); err != nil {
		t.Fatalf("migrate test database: %v", err)
	}
	db, err := storage.Open(ctx, dsn)
	if err != nil {
		t.Fatalf("open test database: %v", err)
	}
	t.Cleanup(func() {
		db.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_ = storage.DropDatabase(ctx, dsn)
	})
	return db, dsn
}

// NewRedis connects to the configured Redis and returns a unique key prefix whose keys are
// deleted when the test ends.
func NewRedis(t testing.TB) (*redis.Client, string) {
	t.Helper()
	raw := os.Getenv("REDIS_URL")
	if raw == "" {
		raw = DefaultRedisURL
	}
	opts, err := redis.ParseURL(raw)
	if err != nil {
		t.Fatalf("parse REDIS_URL: %v", err)
	}
	rdb := redis.NewClient(opts)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := rdb.Ping(ctx).Err(); err != nil {
		t.Fatalf("redis: %v", err)
	}
	prefix := "smtest-" + RandomSuffix() + ":"
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		iter := rdb.Scan(ctx, 0, prefix+"*", 500).Iterator()
		for iter.Next(ctx) {
			rdb.Del(ctx, iter.Val())
		}
		_ = rdb.Close()
	})
	return rdb, prefix
}
