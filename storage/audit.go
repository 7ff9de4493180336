package storage

import (
	"context"
	"time"

	sq "github.com/Masterminds/squirrel"
	"github.com/jackc/pgx/v5"
)

// AuditEntry is one staff action on record.
type AuditEntry struct {
	ID         int64     `json:"id"`
	At         time.Time `json:"at"`
	ActorID    string    `json:"actorId"`
	ActorEmail string    `json:"actorEmail"`
	Action     string    `json:"action"`
	Target     string    `json:"target"`
	Outcome    string    `json:"outcome"` // success or failure
	Status     int       `json:"status"`
	Detail     string    `json:"detail"`
}

// Audit outcomes.
const (
	AuditSuccess = "success"
	AuditFailure = "failure"
)

// RecordAudit keeps one staff action.
func (db *DB) RecordAudit(ctx context.Context, e AuditEntry) error {
	_, err := db.Pool.Exec(ctx, `INSERT INTO admin_audit (actor_id, actor_email, action, target, outcome, status, detail)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, e.ActorID, e.ActorEmail, e.Action, e.Target, e.Outcome, e.Status, e.Detail)
	return err
}

// AuditQuery filters the record; empty fields do not filter.
type AuditQuery struct {
	Actor   string // part of the actor's id or address
	Action  string // exact
	Target  string // part of the target id
	Outcome string // success or failure
	From    time.Time
	Until   time.Time // exclusive
	Offset  int
	Limit   int
}

// ListAudit answers a page of the record, newest first, and how many entries match in all.
func (db *DB) ListAudit(ctx context.Context, q AuditQuery) ([]AuditEntry, int, error) {
	where := sq.And{}
	if q.Actor != "" {
		where = append(where, ilikeAny(likePattern(q.Actor), "actor_id", "actor_email"))
	}
	if q.Action != "" {
		where = append(where, sq.Eq{"action": q.Action})
	}
	if q.Target != "" {
		where = append(where, ilikeAny(likePattern(q.Target), "target"))
	}
	if q.Outcome != "" {
		where = append(where, sq.Eq{"outcome": q.Outcome})
	}
	if !q.From.IsZero() {
		where = append(where, sq.GtOrEq{"at": q.From})
	}
	if !q.Until.IsZero() {
		where = append(where, sq.Lt{"at": q.Until})
	}
	var total int
	query, args, err := db.sb.Select("count(*)").From("admin_audit").Where(where).ToSql()
	if err != nil {
		return nil, 0, err
	}
	if err := db.Pool.QueryRow(ctx, query, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	query, args, err = db.sb.Select("id", "at", "actor_id", "actor_email", "action", "target", "outcome", "status", "detail").
		From("admin_audit").Where(where).OrderBy("at DESC", "id DESC").
		Limit(uint64(q.Limit)).Offset(uint64(q.Offset)).ToSql()
	if err != nil {
		return nil, 0, err
	}
	rows, err := db.Pool.Query(ctx, query, args...)
	if err != nil {
		return nil, 0, err
	}
	entries, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (AuditEntry, error) {
		var e AuditEntry
		err := row.Scan(&e.ID, &e.At, &e.ActorID, &e.ActorEmail, &e.Action, &e.Target, &e.Outcome, &e.Status, &e.Detail)
		return e, err
	})
	return entries, total, err
}
