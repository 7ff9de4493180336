package storage

import (
	"context"
	"encoding/json"

	"github.com/jackc/pgx/v5"
)

// SaveEmailRewrite stores a rewrite of one part of a written email as a new version of kind
// rewrite. It is based on baseVersion/baseRevision, the state the rewrite started from: an
// email changed meanwhile answers ErrVersionConflict and writes nothing.
func (db *DB) SaveEmailRewrite(ctx context.Context, emailID, userID string, baseVersion, baseRevision int, text EmailText) (*Email, error) {
	var saved *Email
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		version, err := lockAtBase(ctx, tx, emailID, userID, baseVersion, baseRevision)
		if err != nil {
			return err
		}
		subjects, _ := json.Marshal(text.Subjects)
		version++
		if err := insertVersion(ctx, tx, emailID, version, VersionRewrite, string(subjects), text.PreviewText, text.Content, userID, nil); err != nil {
			return err
		}
		saved, err = updateCurrent(ctx, tx, emailID, version, string(subjects), text)
		return err
	})
	return saved, err
}
