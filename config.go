package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Config is every setting, read only from environment variables with working local defaults.
type Config struct {
	AppEnv              string
	AppURL              string
	Port                string
	DatabaseURL         string
	RedisURL            string
	RedisPrefix         string
	JWTSecret           string
	SuperAdminID        string
	LLMBaseURL          string
	LLMAPIKey           string
	LLMModel            string
	LLMTemperature      float64
	LLMMaxTokens        int
	StripeSecretKey     string
	StripeWebhookSecret string
	StripePriceID       string
	StripeAPIBase       string
	SMTPURL             string
	MailFrom            string
	SupportEmail        string
	MailOutboxDir       string
	Workers             int
	WebhookWorkers      int    // webhook deliveries in flight per process, apart from generations
	WebhookAllowPrivate bool   // webhooks may call loopback and private networks (development and test only)
	Writer              string // "" picks LLM or offline; "noop" (never in production) for load tests
	RateLimitMultiplier float64
	TrustedProxies      []string // load balancers whose X-Forwarded-For is believed
}

const devJWTSecret = "storymail-development-secret-change-me"

func env(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && strings.TrimSpace(v) != "" {
		return strings.TrimSpace(v)
	}
	return def
}

// LoadConfig reads the environment and checks what production must not leave at defaults.
func LoadConfig() (Config, error) {
	c := Config{
		AppEnv:              env("APP_ENV", "development"),
		Port:                env("PORT", "8080"),
		DatabaseURL:         env("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/storymail?sslmode=disable"),
		RedisURL:            env("REDIS_URL", "redis://127.0.0.1:6379/0"),
		RedisPrefix:         env("REDIS_PREFIX", "sm:"),
		JWTSecret:           env("JWT_SECRET", devJWTSecret),
		SuperAdminID:        env("SUPER_ADMIN_ID", "admin-owner"),
		LLMBaseURL:          env("LLM_BASE_URL", ""),
		LLMAPIKey:           env("LLM_API_KEY", ""),
		LLMModel:            env("LLM_MODEL", "gpt-4o-mini"),
		StripeSecretKey:     env("STRIPE_SECRET_KEY", ""),
		StripeWebhookSecret: env("STRIPE_WEBHOOK_SECRET", ""),
		StripePriceID:       env("STRIPE_PRICE_ID", ""),
		StripeAPIBase:       env("STRIPE_API_BASE", ""),
		SMTPURL:             env("SMTP_URL", ""),
		MailFrom:            env("MAIL_FROM", "StoryMail <no-reply@storymail.local>"),
		SupportEmail:        env("SUPPORT_EMAIL", "support@storymail.local"),
		MailOutboxDir:       env("MAIL_OUTBOX_DIR", ".data/outbox"),
		Writer:              env("WRITER", ""),
	}
	c.AppURL = strings.TrimRight(env("APP_URL", "http://localhost:"+c.Port), "/")
	for _, p := range strings.Split(env("TRUSTED_PROXIES", ""), ",") {
		if p = strings.TrimSpace(p); p != "" {
			c.TrustedProxies = append(c.TrustedProxies, p)
		}
	}
	var err error
	if c.LLMTemperature, err = strconv.ParseFloat(env("LLM_TEMPERATURE", "0.7"), 64); err != nil || c.LLMTemperature < 0 || c.LLMTemperature > 2 {
		return c, fmt.Errorf("LLM_TEMPERATURE must be a number from 0 to 2")
	}
	if c.LLMMaxTokens, err = strconv.Atoi(env("LLM_MAX_TOKENS", "1400")); err != nil || c.LLMMaxTokens < 200 || c.LLMMaxTokens > 32000 {
		return c, fmt.Errorf("LLM_MAX_TOKENS must be a whole number from 200 to 32000")
	}
	if c.Workers, err = strconv.Atoi(env("WORKERS", "16")); err != nil || c.Workers < 0 {
		return c, fmt.Errorf("WORKERS must be a whole number >= 0")
	}
	if c.WebhookWorkers, err = strconv.Atoi(env("WEBHOOK_WORKERS", "4")); err != nil || c.WebhookWorkers < 0 {
		return c, fmt.Errorf("WEBHOOK_WORKERS must be a whole number >= 0")
	}
	if c.WebhookAllowPrivate, err = strconv.ParseBool(env("WEBHOOK_ALLOW_PRIVATE_URLS", "false")); err != nil {
		return c, fmt.Errorf("WEBHOOK_ALLOW_PRIVATE_URLS must be true or false")
	}
	if c.RateLimitMultiplier, err = strconv.ParseFloat(env("RATE_LIMIT_MULTIPLIER", "1"), 64); err != nil || c.RateLimitMultiplier <= 0 {
		return c, fmt.Errorf("RATE_LIMIT_MULTIPLIER must be a positive number")
	}
	switch c.AppEnv {
	case "development", "test", "production":
	default:
		return c, fmt.Errorf("APP_ENV must be development, test or production, got %q", c.AppEnv)
	}
	if !strings.HasPrefix(c.SuperAdminID, "admin-") {
		return c, fmt.Errorf("SUPER_ADMIN_ID must begin with admin-")
	}
	if c.AppEnv == "production" {
		if c.JWTSecret == devJWTSecret || len(c.JWTSecret) < 32 {
			return c, fmt.Errorf("JWT_SECRET must be set to a random value of at least 32 characters in production")
		}
		if c.Writer == "noop" {
			return c, fmt.Errorf("WRITER=noop is for load tests only")
		}
		if c.RateLimitMultiplier != 1 {
			return c, fmt.Errorf("RATE_LIMIT_MULTIPLIER is for tests only")
		}
		if c.WebhookAllowPrivate {
			return c, fmt.Errorf("WEBHOOK_ALLOW_PRIVATE_URLS is for development and tests only")
		}
	}
	return c, nil
}

// ModelConfigured reports whether an LLM provider is set; without one the offline writer writes.
func (c Config) ModelConfigured() bool { return c.LLMBaseURL != "" || c.LLMAPIKey != "" }
