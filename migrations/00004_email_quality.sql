-- +goose Up
-- Every email carries the quality report of its current text (from any writer, recomputed on
-- edits) and, for model-written emails, the tokens its generation used.
ALTER TABLE emails ADD COLUMN quality jsonb, ADD COLUMN token_usage jsonb;

-- +goose Down
ALTER TABLE emails DROP COLUMN token_usage, DROP COLUMN quality;
