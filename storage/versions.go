package storage

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
)

// Version kinds: how a version of an email came to be.
const (
	VersionGenerated = "generated"
	VersionEdit      = "edit"
	VersionRewrite   = "rewrite"
	VersionRestore   = "restore"
)

// EditSessionWindow folds autosaves into one version. A saved edit updates the latest version in
// place, instead of adding one, when that version is an edit by the same person made less than
// this long ago (counted from when the version was first made, so a long editing session still
// leaves a version every ten minutes). Every save still moves the email's revision on, so a copy
// edited elsewhere in the meantime is refused.
const EditSessionWindow = 10 * time.Minute

// MaxVersionsListed caps the version history answered at once: the newest ones.
const MaxVersionsListed = 50

// Errors of editing an email.
var (
	// ErrNotEditable: the email is not written (still processing, or failed).
	ErrNotEditable = errors.New("email is not editable")
	// ErrVersionConflict: the edit was based on a version or revision that is no longer current.
	ErrVersionConflict = errors.New("email changed since it was read")
)

// EmailVersion is one kept state of an email's text.
type EmailVersion struct {
	EmailID      string
	Number       int
	Kind         string
	Subjects     []string
	PreviewText  string
	Content      string
	AuthorID     string
	AuthorName   string // the author's first name, "" when unknown or the account is gone
	RestoredFrom *int
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

// EmailText is the editable text of an email, with the quality report measured on it.
type EmailText struct {
	Subjects    []string
	PreviewText string
	Content     string
	Quality     []byte // JSON; nil stores NULL
}

// SaveEmailEdit stores the user's edit of a written email they own. It is based on
// baseVersion/baseRevision, the state the user last saw: anything else answers
// ErrVersionConflict and writes nothing. The edit becomes a new version, or updates the latest
// one in place (see EditSessionWindow). It answers the email as stored.
func (db *DB) SaveEmailEdit(ctx context.Context, emailID, userID string, baseVersion, baseRevision int, text EmailText) (*Email, error) {
	var saved *Email
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		version, err := lockAtBase(ctx, tx, emailID, userID, baseVersion, baseRevision)
		if err != nil {
			return err
		}
		subjects, _ := json.Marshal(text.Subjects)
		// Fold into the latest version when it is this user's edit of the current session.
		tag, err := tx.Exec(ctx, `UPDATE email_versions SET subjects = $3::jsonb, preview_text = $4, content = $5, updated_at = now()
			WHERE email_id = $1 AND number = $2 AND kind = 'edit' AND author_id = $6 AND created_at > now() - make_interval(secs => $7)`,
			emailID, version, string(subjects), text.PreviewText, text.Content, userID, EditSessionWindow.Seconds())
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			version++
			if err := insertVersion(ctx, tx, emailID, version, VersionEdit, string(subjects), text.PreviewText, text.Content, userID, nil); err != nil {
				return err
			}
		}
		saved, err = updateCurrent(ctx, tx, emailID, version, string(subjects), text)
		return err
	})
	return saved, err
}

// RestoreEmailVersion makes version number of a written email the current text again, as a
// new version of kind restore; quality is the report measured on that version's text. Unknown
// versions answer ErrNotFound.
func (db *DB) RestoreEmailVersion(ctx context.Context, emailID, userID string, number int, quality []byte) (*Email, error) {
	var saved *Email
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		version, _, err := lockEditable(ctx, tx, emailID, userID)
		if err != nil {
			return err
		}
		old, err := scanVersion(tx.QueryRow(ctx, `SELECT `+versionColumns+` FROM email_versions v
			LEFT JOIN users u ON u.id = v.author_id WHERE v.email_id = $1 AND v.number = $2`, emailID, number))
		if err != nil {
			return err
		}
		subjects, _ := json.Marshal(old.Subjects)
		version++
		if err := insertVersion(ctx, tx, emailID, version, VersionRestore, string(subjects), old.PreviewText, old.Content, userID, &number); err != nil {
			return err
		}
		saved, err = updateCurrent(ctx, tx, emailID, version, string(subjects),
			EmailText{Subjects: old.Subjects, PreviewText: old.PreviewText, Content: old.Content, Quality: quality})
		return err
	})
	return saved, err
}

// lockEditable locks a user's email for an edit and answers its version and revision:
// ErrNotFound when it is not theirs, ErrNotEditable when it is not written.
func lockEditable(ctx context.Context, tx pgx.Tx, emailID, userID string) (version, revision int, err error) {
	var status string
	err = tx.QueryRow(ctx, `SELECT status, version, revision FROM emails WHERE id = $1 AND user_id = $2 FOR UPDATE`,
		emailID, userID).Scan(&status, &version, &revision)
	if err != nil {
		return 0, 0, notFound(err)
	}
	if status != EmailGenerated {
		return 0, 0, ErrNotEditable
	}
	return version, revision, nil
}

// lockAtBase locks a user's written email and answers its version, or ErrVersionConflict when
// the email is no longer at the version and revision a change was based on.
func lockAtBase(ctx context.Context, tx pgx.Tx, emailID, userID string, baseVersion, baseRevision int) (int, error) {
	version, revision, err := lockEditable(ctx, tx, emailID, userID)
	if err != nil {
		return 0, err
	}
	if version != baseVersion || revision != baseRevision {
		return 0, ErrVersionConflict
	}
	return version, nil
}

func insertVersion(ctx context.Context, tx pgx.Tx, emailID string, number int, kind, subjects, preview, content, authorID string, restoredFrom *int) error {
	_, err := tx.Exec(ctx, `INSERT INTO email_versions (email_id, number, kind, subjects, preview_text, content, author_id, restored_from)
		VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)`, emailID, number, kind, subjects, preview, content, authorID, restoredFrom)
	return err
}

// updateCurrent writes the current text onto the email row and moves its revision on.
func updateCurrent(ctx context.Context, tx pgx.Tx, emailID string, version int, subjects string, text EmailText) (*Email, error) {
	return scanEmail(tx.QueryRow(ctx, `UPDATE emails e SET generated_subject = $3::jsonb, preview_text = $4, generated_content = $5,
		quality = $6::jsonb, version = $2, revision = e.revision + 1, updated_at = now()
		WHERE e.id = $1 RETURNING `+emailColumns, emailID, version, subjects, text.PreviewText, text.Content, jsonText(text.Quality)))
}

const versionColumns = `v.email_id, v.number, v.kind, v.subjects, v.preview_text, v.content, COALESCE(v.author_id, ''),
 COALESCE(u.first_name, ''), v.restored_from, v.created_at, v.updated_at`

func scanVersion(row pgx.Row) (*EmailVersion, error) {
	var v EmailVersion
	var subjects []byte
	if err := row.Scan(&v.EmailID, &v.Number, &v.Kind, &subjects, &v.PreviewText, &v.Content, &v.AuthorID,
		&v.AuthorName, &v.RestoredFrom, &v.CreatedAt, &v.UpdatedAt); err != nil {
		return nil, notFound(err)
	}
	if err := json.Unmarshal(subjects, &v.Subjects); err != nil || v.Subjects == nil {
		v.Subjects = []string{}
	}
	return &v, nil
}

// EmailVersions answers the versions of a user's email, newest first, at most
// MaxVersionsListed; ErrNotFound when the email is not theirs.
func (db *DB) EmailVersions(ctx context.Context, emailID, userID string) ([]EmailVersion, error) {
	var owned bool
	if err := db.Pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM emails WHERE id = $1 AND user_id = $2)`, emailID, userID).Scan(&owned); err != nil {
		return nil, err
	}
	if !owned {
		return nil, ErrNotFound
	}
	rows, err := db.Pool.Query(ctx, `SELECT `+versionColumns+` FROM email_versions v LEFT JOIN users u ON u.id = v.author_id
		WHERE v.email_id = $1 ORDER BY v.number DESC LIMIT $2`, emailID, MaxVersionsListed)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []EmailVersion{}
	for rows.Next() {
		v, err := scanVersion(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *v)
	}
	return out, rows.Err()
}

// EmailVersion answers one version of a user's email; ErrNotFound when either is missing.
func (db *DB) EmailVersion(ctx context.Context, emailID, userID string, number int) (*EmailVersion, error) {
	return scanVersion(db.Pool.QueryRow(ctx, `SELECT `+versionColumns+` FROM email_versions v
		JOIN emails e ON e.id = v.email_id AND e.user_id = $2
		LEFT JOIN users u ON u.id = v.author_id WHERE v.email_id = $1 AND v.number = $3`, emailID, userID, number))
}
