-- +goose Up
-- Staff actions on record: who did what to which account, email or webhook, when, and how it
-- ended. Rows name the actor and target by id (with the actor's address at the time), and
-- outlive both: no foreign keys.
CREATE TABLE admin_audit (
    id           bigserial PRIMARY KEY,
    at           timestamptz NOT NULL DEFAULT now(),
    actor_id     text NOT NULL,
    actor_email  text NOT NULL DEFAULT '',
    action       text NOT NULL,
    target       text NOT NULL DEFAULT '',
    outcome      text NOT NULL CHECK (outcome IN ('success', 'failure')),
    status       integer NOT NULL,
    detail       text NOT NULL DEFAULT ''
);
CREATE INDEX admin_audit_at_idx ON admin_audit (at DESC, id DESC);
CREATE INDEX admin_audit_actor_idx ON admin_audit (actor_id, at DESC);
CREATE INDEX admin_audit_target_idx ON admin_audit (target, at DESC);
CREATE INDEX admin_audit_action_idx ON admin_audit (action, at DESC);

-- +goose Down
DROP TABLE admin_audit;
