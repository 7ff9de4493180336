-- +goose Up
-- One person, one trial. An address is reduced to the mailbox it delivers to: lower case, no
-- +tag (any domain), and for Gmail no dots in the local part, googlemail.com read as gmail.com.
-- The block list matches on this form, so deleting and blocking x@ also stops x+2@ and X.@.
-- +goose StatementBegin
CREATE FUNCTION canonical_email(addr text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT CASE
        WHEN parts.domain IS NULL THEN parts.a
        WHEN parts.domain IN ('gmail.com', 'googlemail.com') THEN replace(parts.local, '.', '') || '@gmail.com'
        ELSE parts.local || '@' || parts.domain
    END
    FROM (
        SELECT s.a, s.domain,
               CASE WHEN split_part(s.lp, '+', 1) = '' THEN s.lp ELSE split_part(s.lp, '+', 1) END AS local
        FROM (
            SELECT t.a, substring(t.a FROM '^(.*)@') AS lp, substring(t.a FROM '@([^@]*)$') AS domain
            FROM (SELECT lower(btrim(addr)) AS a) t
        ) s
    ) parts
$$;
-- +goose StatementEnd

-- The kept trace that an address had its trial: a SHA-256 of the canonical address, nothing
-- that names the person, and no link to any account, so it outlives account deletion.
-- +goose StatementBegin
CREATE FUNCTION trial_marker(addr text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT encode(sha256(convert_to('storymail-trial:' || canonical_email(addr), 'UTF8')), 'hex')
$$;
-- +goose StatementEnd

CREATE TABLE trial_markers (
    email_hash  text PRIMARY KEY,
    created_at  timestamptz NOT NULL DEFAULT now()
);

-- Accounts whose address already had a trial start with none.
ALTER TABLE users ADD COLUMN trial_used_before boolean NOT NULL DEFAULT false;

-- Every customer account that proved its address has had its trial.
INSERT INTO trial_markers (email_hash)
SELECT DISTINCT trial_marker(email) FROM users WHERE email_verified AND id NOT LIKE 'admin-%'
ON CONFLICT DO NOTHING;

CREATE INDEX blocked_emails_canonical_idx ON blocked_emails (canonical_email(email));

-- +goose Down
DROP INDEX blocked_emails_canonical_idx;
ALTER TABLE users DROP COLUMN trial_used_before;
DROP TABLE trial_markers;
DROP FUNCTION trial_marker(text);
DROP FUNCTION canonical_email(text);
