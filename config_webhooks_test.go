package main

import (
	"strings"
	"testing"
)

func TestWebhookSettingsFromEnv(t *testing.T) {
	t.Setenv("APP_ENV", "test")
	c, err := LoadConfig()
	if err != nil {
		t.Fatal(err)
	}
	if c.WebhookWorkers != 4 || c.WebhookAllowPrivate {
		t.Fatalf("defaults: %d workers, allow private %v; want 4, false", c.WebhookWorkers, c.WebhookAllowPrivate)
	}
	t.Setenv("WEBHOOK_WORKERS", "9")
	t.Setenv("WEBHOOK_ALLOW_PRIVATE_URLS", "true")
	if c, err = LoadConfig(); err != nil || c.WebhookWorkers != 9 || !c.WebhookAllowPrivate {
		t.Fatalf("set: %+v, %v", c, err)
	}
	for key, bad := range map[string]string{"WEBHOOK_WORKERS": "-1", "WEBHOOK_ALLOW_PRIVATE_URLS": "perhaps"} {
		t.Run(key, func(t *testing.T) {
			t.Setenv(key, bad)
			if _, err := LoadConfig(); err == nil || !strings.Contains(err.Error(), key) {
				t.Fatalf("%s=%s accepted: %v", key, bad, err)
			}
		})
	}
}

// Production refuses to start with private webhook addresses allowed, like the other test knobs.
func TestProductionRefusesPrivateWebhookURLs(t *testing.T) {
	t.Setenv("APP_ENV", "production")
	t.Setenv("JWT_SECRET", strings.Repeat("s", 40))
	if _, err := LoadConfig(); err != nil {
		t.Fatalf("production without the flag: %v", err)
	}
	t.Setenv("WEBHOOK_ALLOW_PRIVATE_URLS", "true")
	if _, err := LoadConfig(); err == nil || !strings.Contains(err.Error(), "WEBHOOK_ALLOW_PRIVATE_URLS") {
		t.Fatalf("production accepted WEBHOOK_ALLOW_PRIVATE_URLS=true: %v", err)
	}
	t.Setenv("APP_ENV", "development")
	if _, err := LoadConfig(); err != nil {
		t.Fatalf("development refused the flag: %v", err)
	}
}
