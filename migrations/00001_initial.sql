-- +goose Up
-- Users: regular users get a UUID id, staff ids begin with 'admin-'.
CREATE TABLE users (
    id                        text PRIMARY KEY,
    email                     text NOT NULL,
    password_hash             text NOT NULL,
    first_name                text,
    last_name                 text,
    email_verified            boolean NOT NULL DEFAULT false,
    created_at                timestamptz NOT NULL DEFAULT now(),
    updated_at                timestamptz NOT NULL DEFAULT now(),
    -- plan: 'trial' until a completed payment; then 'active', 'past_due', 'canceled'.
    subscription_status       text NOT NULL DEFAULT 'trial',
    subscription_cancelled_at timestamptz,
    subscription_cancels_at   timestamptz,
    stripe_customer_id        text,
    stripe_subscription_id    text,
    billing_cycle_start       timestamptz,
    billing_cycle_end         timestamptz,
    -- usage: credits taken in the current period (trial: ever), and staff-granted extras.
    credits_used              integer NOT NULL DEFAULT 0 CHECK (credits_used >= 0),
    period_started_at         timestamptz NOT NULL DEFAULT now(),
    bonus_credits             integer NOT NULL DEFAULT 0 CHECK (bonus_credits >= 0),
    action_taker_bonus        boolean NOT NULL DEFAULT false,
    bonus_dismissed           boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_stripe_customer_key ON users (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL;
CREATE INDEX users_created_at_idx ON users (created_at);
CREATE INDEX users_subscription_status_idx ON users (subscription_status);

-- Sessions back the JWT cookie so that any session can be revoked.
CREATE TABLE sessions (
    id          text PRIMARY KEY,
    user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL,
    revoked_at  timestamptz,
    user_agent  text NOT NULL DEFAULT '',
    ip          text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- One-time tokens (email verification, password reset), stored hashed.
CREATE TABLE one_time_tokens (
    token_hash  text PRIMARY KEY,
    user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose     text NOT NULL CHECK (purpose IN ('verify', 'reset')),
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz
);
CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose);

CREATE TABLE emails (
    id                     text PRIMARY KEY,
    user_id                text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title                  text NOT NULL,
    status                 text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'generated', 'failed')),
    content_focus          text NOT NULL,
    story                  text NOT NULL,
    lesson                 text NOT NULL DEFAULT '',
    story_type             text NOT NULL,
    target_audience        text NOT NULL,
    desired_emotion        text NOT NULL,
    call_to_action         text NOT NULL,
    cta_url                text NOT NULL,
    product_name           text NOT NULL DEFAULT '',
    product_description    text NOT NULL DEFAULT '',
    key_benefit            text NOT NULL DEFAULT '',
    price                  text NOT NULL DEFAULT '',
    sale_price             text NOT NULL DEFAULT '',
    proof_element          text NOT NULL DEFAULT '',
    tone_preference        text NOT NULL DEFAULT '',
    email_length           text NOT NULL DEFAULT 'no-preference',
    campaign_name          text NOT NULL,
    email_subject          text NOT NULL DEFAULT '',
    subject_count          integer NOT NULL DEFAULT 3,
    generated_subject      jsonb,
    generated_content      text,
    raw_response           text,
    error_message          text,
    attempts               integer NOT NULL DEFAULT 0,
    -- the credit taken at submit; given back once if generation fails.
    credit_refunded        boolean NOT NULL DEFAULT false,
    created_at             timestamptz NOT NULL DEFAULT now(),
    updated_at             timestamptz NOT NULL DEFAULT now(),
    generated_at           timestamptz
);
CREATE INDEX emails_user_created_idx ON emails (user_id, created_at DESC);
CREATE INDEX emails_status_updated_idx ON emails (status, updated_at) WHERE status = 'processing';
CREATE INDEX emails_created_at_idx ON emails (created_at);

-- Payments and refunds recorded from Stripe invoices and charges, for the revenue pages.
-- user_id is cleared when an account is deleted: the amounts stay, the person does not.
CREATE TABLE payments (
    id                 bigserial PRIMARY KEY,
    user_id            text REFERENCES users (id) ON DELETE SET NULL,
    stripe_invoice_id  text UNIQUE,
    stripe_charge_id   text,
    amount_cents       bigint NOT NULL,
    fee_cents          bigint,
    currency           text NOT NULL DEFAULT 'usd',
    paid_at            timestamptz NOT NULL DEFAULT now(),
    period_start       timestamptz,
    period_end         timestamptz
);
CREATE INDEX payments_paid_at_idx ON payments (paid_at);

CREATE TABLE refunds (
    id                bigserial PRIMARY KEY,
    user_id           text REFERENCES users (id) ON DELETE SET NULL,
    stripe_charge_id  text NOT NULL,
    stripe_refund_id  text UNIQUE,
    amount_cents      bigint NOT NULL,
    refunded_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_refunded_at_idx ON refunds (refunded_at);

-- Stripe event ids already applied: each event has its effect once.
CREATE TABLE stripe_events (
    id           text PRIMARY KEY,
    type         text NOT NULL,
    received_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhooks (
    id                 serial PRIMARY KEY,
    name               text NOT NULL,
    event              text NOT NULL UNIQUE,
    status             text NOT NULL DEFAULT 'active',
    description        text NOT NULL DEFAULT '',
    url                text NOT NULL DEFAULT '',
    trigger_condition  text NOT NULL,
    secret             text NOT NULL,
    trigger_count      integer NOT NULL DEFAULT 0,
    last_triggered     timestamptz,
    created_at         timestamptz NOT NULL DEFAULT now()
);
INSERT INTO webhooks (name, event, status, description, url, trigger_condition, secret) VALUES
 ('Email Generated', 'email.generated', 'active', 'Sent when a story email finishes generating.', '', 'When an email reaches the generated status', md5(random()::text || clock_timestamp()::text)),
 ('New Signup', 'user.signup', 'active', 'Sent when a new account is created.', '', 'When a user signs up', md5(random()::text || clock_timestamp()::text)),
 ('Subscription Activated', 'subscription.activated', 'active', 'Sent when a user becomes a Starter subscriber.', '', 'When a checkout completes and the Starter plan starts', md5(random()::text || clock_timestamp()::text)),
 ('Contact Received', 'contact.received', 'active', 'Sent when a visitor or user sends a contact message.', '', 'When a contact form or help widget message arrives', md5(random()::text || clock_timestamp()::text));

CREATE TABLE contact_messages (
    id          bigserial PRIMARY KEY,
    user_id     text REFERENCES users (id) ON DELETE CASCADE,
    name        text NOT NULL,
    email       text NOT NULL,
    reason      text NOT NULL,
    subject     text NOT NULL DEFAULT '',
    message     text NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE blocked_emails (
    email       text PRIMARY KEY,
    reason      text NOT NULL DEFAULT 'Terms of service violation',
    blocked_by  text,
    blocked_at  timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE blocked_emails, contact_messages, webhooks, stripe_events, refunds, payments, emails,
    one_time_tokens, sessions, users;
