-- +goose Up
-- Stripe delivers events in any order: the creation time of the newest event applied to a
-- user's plan lets an older one arrive later without rewinding the plan.
ALTER TABLE users ADD COLUMN stripe_state_at timestamptz;
ALTER TABLE stripe_events ADD COLUMN user_id text REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX payments_charge_idx ON payments (stripe_charge_id) WHERE stripe_charge_id IS NOT NULL;
CREATE INDEX refunds_charge_idx ON refunds (stripe_charge_id);

-- +goose Down
DROP INDEX refunds_charge_idx;
DROP INDEX payments_charge_idx;
ALTER TABLE stripe_events DROP COLUMN user_id;
ALTER TABLE users DROP COLUMN stripe_state_at;
