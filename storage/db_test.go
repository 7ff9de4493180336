package storage_test

import (
	"context"
	"strings"
	"testing"

	"storymail/migrations"
	"storymail/storage"
	"storymail/storage/storagetest"
)

// Pool settings in DATABASE_URL are pgxpool's, not PostgreSQL's: migrations still run with them.
func TestMigrateAcceptsPoolSettings(t *testing.T) {
	_, dsn := storagetest.NewDB(t)
	sep := "?"
	if strings.Contains(dsn, "?") {
		sep = "&"
	}
	withPool := dsn + sep + "pool_max_conns=5&pool_min_conns=1"
	ctx := context.Background()
	if err := storage.EnsureDatabase(ctx, withPool); err != nil {
		t.Fatalf("ensure database: %v", err)
	}
	if err := storage.Migrate(ctx, withPool, migrations.FS); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	db, err := storage.Open(ctx, withPool)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if got := db.Pool.Config().MaxConns; got != 16 {
		t.Fatalf("pool of %d connections, want the floor of 16", got)
	}
}

// The workers' pool commits without waiting for the disk; the request pool waits.
func TestWorkerPoolCommitsAsynchronously(t *testing.T) {
	shared, dsn := storagetest.NewDB(t)
	ctx := context.Background()
	workers, err := storage.OpenForWorkers(ctx, dsn, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer workers.Close()
	for _, c := range []struct {
		db   *storage.DB
		want string
	}{{workers, "off"}, {shared, "on"}} {
		var got string
		if err := c.db.Pool.QueryRow(ctx, "SHOW synchronous_commit").Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Fatalf("synchronous_commit = %s, want %s", got, c.want)
		}
	}
	if got := workers.Pool.Config().MaxConns; got != 3 {
		t.Fatalf("worker pool of %d connections, want 3", got)
	}
}

// Planner statistics follow the rows once VacuumAnalyze has run: the one account is counted.
func TestVacuumAnalyzeGathersStatistics(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	newAccount(t, db, "stats@example.com")
	if err := db.VacuumAnalyze(ctx); err != nil {
		t.Fatal(err)
	}
	var users float64
	if err := db.Pool.QueryRow(ctx, `SELECT reltuples FROM pg_class WHERE oid = 'users'::regclass`).Scan(&users); err != nil {
		t.Fatal(err)
	}
	if users != 1 {
		t.Fatalf("users reltuples %v after VacuumAnalyze, want 1", users)
	}
}
