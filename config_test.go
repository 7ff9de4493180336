package main

import (
	"slices"
	"testing"
)

func TestTrustedProxiesFromEnv(t *testing.T) {
	t.Setenv("TRUSTED_PROXIES", " 10.0.0.1 , ,10.0.0.0/8,")
	c, err := LoadConfig()
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"10.0.0.1", "10.0.0.0/8"}; !slices.Equal(c.TrustedProxies, want) {
		t.Fatalf("TrustedProxies = %q, want %q", c.TrustedProxies, want)
	}
	t.Setenv("TRUSTED_PROXIES", "")
	if c, _ := LoadConfig(); c.TrustedProxies != nil {
		t.Fatalf("unset TRUSTED_PROXIES = %q, want none", c.TrustedProxies)
	}
}
