-- +goose Up
-- Every generation, saved edit, rewrite and restore of an email is kept as a numbered version.
-- The email row still holds the current text; `version` is the number of the version it shows,
-- and `revision` counts every save, so an edit based on a stale copy is refused even when
-- autosaves of one editing session were folded into the same version (see storage/versions.go).
-- preview_text is the inbox preheader shown after the subject line.
ALTER TABLE emails
    ADD COLUMN preview_text text NOT NULL DEFAULT '',
    ADD COLUMN version integer NOT NULL DEFAULT 0,
    ADD COLUMN revision integer NOT NULL DEFAULT 0;

CREATE TABLE email_versions (
    email_id      text NOT NULL REFERENCES emails (id) ON DELETE CASCADE,
    number        integer NOT NULL CHECK (number >= 1),
    kind          text NOT NULL CHECK (kind IN ('generated', 'edit', 'rewrite', 'restore')),
    subjects      jsonb NOT NULL DEFAULT '[]',
    preview_text  text NOT NULL DEFAULT '',
    content       text NOT NULL,
    -- who made it: the owner for generations and their own edits; kept when the account goes.
    author_id     text REFERENCES users (id) ON DELETE SET NULL,
    -- for kind 'restore': the version it brought back.
    restored_from integer,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (email_id, number)
);

-- Emails written before versions existed get their generation as version 1.
INSERT INTO email_versions (email_id, number, kind, subjects, content, author_id, created_at, updated_at)
SELECT id, 1, 'generated', COALESCE(generated_subject, '[]'), generated_content, user_id,
    COALESCE(generated_at, updated_at), COALESCE(generated_at, updated_at)
FROM emails WHERE status = 'generated' AND generated_content IS NOT NULL;
UPDATE emails SET version = 1 WHERE status = 'generated' AND generated_content IS NOT NULL;

-- +goose Down
DROP TABLE email_versions;
ALTER TABLE emails DROP COLUMN revision, DROP COLUMN version, DROP COLUMN preview_text;
