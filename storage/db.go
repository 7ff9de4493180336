// Package storage is the only place that speaks SQL: the pgx pool, squirrel queries, the entity
// structs and the rules that live next to the data (plans, usage, credits).
package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"strings"
	"time"

	sq "github.com/Masterminds/squirrel"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
)

// Sentinel errors; only the server maps them to HTTP statuses.
var (
	ErrNotFound  = errors.New("not found")
	ErrConflict  = errors.New("conflict")
	ErrNoCredits = errors.New("no credits left")
	ErrBlocked   = errors.New("email blocked")
)

// DB is the PostgreSQL handle shared by every request and worker.
type DB struct {
	Pool *pgxpool.Pool
	sb   sq.StatementBuilderType
}

// Open connects to PostgreSQL and checks the connection.
func Open(ctx context.Context, dsn string) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("parse DATABASE_URL: %w", err)
	}
	if cfg.MaxConns < 16 {
		cfg.MaxConns = 16
	}
	return open(ctx, cfg)
}

// OpenForWorkers opens the generation workers' own small pool. Their commits do not wait for
// the WAL to reach disk (synchronous_commit off): each transaction stays atomic, and should
// PostgreSQL crash, the last moments' attempts and completions roll back to "processing",
// which the sweeper re-enqueues. Credits are taken only at submit, on the durable pool.
func OpenForWorkers(ctx context.Context, dsn string, conns int32) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("parse DATABASE_URL: %w", err)
	}
	cfg.MaxConns = conns
	cfg.ConnConfig.RuntimeParams["synchronous_commit"] = "off"
	return open(ctx, cfg)
}

// randomPageCost is the planner's price of a random page read, relative to a sequential one.
// PostgreSQL's default of 4 describes spinning disks; on SSDs and cached tables it made the
// planner scan every user's emails by date and filter them (the created_at index follows the
// table's order) instead of reading the owner's 50 rows through the (user_id, created_at, id)
// index: a third of the library list's speed. 1.1 is the usual value for SSD storage.
const randomPageCost = "1.1"

func open(ctx context.Context, cfg *pgxpool.Config) (*DB, error) {
	if _, set := cfg.ConnConfig.RuntimeParams["random_page_cost"]; !set {
		cfg.ConnConfig.RuntimeParams["random_page_cost"] = randomPageCost
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("connect postgres: %w", err)
	}
	pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := pool.Ping(pctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("ping postgres: %w", err)
	}
	return &DB{Pool: pool, sb: sq.StatementBuilder.PlaceholderFormat(sq.Dollar)}, nil
}

// Close releases the pool.
func (db *DB) Close() { db.Pool.Close() }

// VacuumAnalyze vacuums the database and refreshes the planner's statistics, as autovacuum keeps
// a long-running one. Load tests call it after filling a fresh database: without statistics
// the planner reads every one of a user's emails to list the newest page.
func (db *DB) VacuumAnalyze(ctx context.Context) error {
	_, err := db.Pool.Exec(ctx, `VACUUM ANALYZE`)
	return err
}

// Ping reports whether PostgreSQL answers.
func (db *DB) Ping(ctx context.Context) error { return db.Pool.Ping(ctx) }

// Migrate applies every pending migration found in migrations (goose, *.sql at its root).
func Migrate(ctx context.Context, dsn string, migrations fs.FS) error {
	sqlDB, err := sql.Open("pgx", withoutPoolSettings(dsn))
	if err != nil {
		return fmt.Errorf("open for migrations: %w", err)
	}
	defer sqlDB.Close()
	provider, err := goose.NewProvider(goose.DialectPostgres, sqlDB, migrations)
	if err != nil {
		return fmt.Errorf("load migrations: %w", err)
	}
	if _, err := provider.Up(ctx); err != nil {
		return fmt.Errorf("apply migrations: %w", err)
	}
	return nil
}

// EnsureDatabase creates the database named in dsn when it does not exist yet.
func EnsureDatabase(ctx context.Context, dsn string) error {
	name, admin, err := splitDatabase(dsn)
	if err != nil {
		return err
	}
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		return fmt.Errorf("connect postgres: %w", err)
	}
	defer conn.Close(ctx)
	var exists bool
	if err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, name).Scan(&exists); err != nil {
		return fmt.Errorf("look up database: %w", err)
	}
	if exists {
		return nil
	}
	_, err = conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize())
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "42P04" { // created concurrently
		return nil
	}
	if err != nil {
		return fmt.Errorf("create database %s: %w", name, err)
	}
	return nil
}

// DropDatabase removes the database named in dsn, closing its connections first.
func DropDatabase(ctx context.Context, dsn string) error {
	name, admin, err := splitDatabase(dsn)
	if err != nil {
		return err
	}
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		return fmt.Errorf("connect postgres: %w", err)
	}
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)")
	if err != nil {
		return fmt.Errorf("drop database %s: %w", name, err)
	}
	return nil
}

// withoutPoolSettings drops the pool_* settings pgxpool reads from DATABASE_URL: a single
// connection (migrations, database admin) would send them to PostgreSQL as unknown parameters.
func withoutPoolSettings(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil || u.RawQuery == "" {
		return dsn
	}
	q := u.Query()
	for k := range q {
		if strings.HasPrefix(k, "pool_") {
			q.Del(k)
		}
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// splitDatabase returns the database name of dsn and a dsn for the maintenance database.
func splitDatabase(dsn string) (name, admin string, err error) {
	u, err := url.Parse(dsn)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		return "", "", fmt.Errorf("DATABASE_URL must be a postgres:// URL")
	}
	name = strings.TrimPrefix(u.Path, "/")
	if name == "" {
		return "", "", fmt.Errorf("DATABASE_URL names no database")
	}
	u.Path = "/postgres"
	return name, withoutPoolSettings(u.String()), nil
}

// isUniqueViolation reports a unique-constraint error.
func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// notFound turns pgx's no-rows error into ErrNotFound.
func notFound(err error) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

// inTx runs fn in a transaction, committing when it returns nil.
func (db *DB) inTx(ctx context.Context, fn func(tx pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, db.Pool, fn)
}

var _ = stdlib.GetDefaultDriver // registers the "pgx" database/sql driver used by goose

// IsUnavailable reports an error caused by PostgreSQL not answering (down, restarting, pool
// exhausted by a dead server), as opposed to a bad query.
func IsUnavailable(err error) bool {
	if err == nil {
		return false
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		// class 08: connection exception; 57P0x: admin shutdown / cannot connect now
		return strings.HasPrefix(pgErr.Code, "08") || strings.HasPrefix(pgErr.Code, "57P")
	}
	var connErr *pgconn.ConnectError
	if errors.As(err, &connErr) {
		return true
	}
	return pgconn.SafeToRetry(err) || errors.Is(err, context.DeadlineExceeded) || strings.Contains(err.Error(), "connection refused")
}
