-- +goose Up
-- A generation rewrites its email twice (the attempt is counted, then the email is stored). The
-- sweeper's index held updated_at, so each rewrite also wrote a new entry into every index of
-- the table. The sweeper only ever looks at emails still processing, which are few: indexing
-- them by creation time is enough, and it lets counting an attempt rewrite the row in place
-- (a HOT update) when its page has room, which the fill factor keeps.
DROP INDEX emails_status_updated_idx;
CREATE INDEX emails_processing_idx ON emails (created_at) WHERE status = 'processing';
ALTER TABLE emails SET (fillfactor = 70);

-- +goose Down
ALTER TABLE emails RESET (fillfactor);
DROP INDEX emails_processing_idx;
CREATE INDEX emails_status_updated_idx ON emails (status, updated_at) WHERE status = 'processing';
