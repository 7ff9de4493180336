-- +goose Up
-- The library is read a page at a time, newest first, the id breaking ties between equal times
-- (the keyset cursor). With the id in the index a page reads its rows in order and stops; without
-- it PostgreSQL read every email of the user and sorted them for each page.
CREATE INDEX emails_user_created_id_idx ON emails (user_id, created_at DESC, id DESC);
DROP INDEX emails_user_created_idx;

-- +goose Down
CREATE INDEX emails_user_created_idx ON emails (user_id, created_at DESC);
DROP INDEX emails_user_created_id_idx;
