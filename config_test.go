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

func TestConnectionCapsFromEnv(t *testing.T) {
	t.Setenv("MAX_CONNS_PER_IP", "")
	t.Setenv("MAX_SOCKETS_PER_IP", "")
	c, err := LoadConfig()
	if err != nil {
		t.Fatal(err)
	}
	if c.MaxConnsPerIP != defaultMaxConnsPerIP || c.MaxSocketsPerIP != defaultMaxSocketsPerIP {
		t.Fatalf("defaults: %d conns, %d sockets", c.MaxConnsPerIP, c.MaxSocketsPerIP)
	}
	t.Setenv("MAX_CONNS_PER_IP", "0")
	t.Setenv("MAX_SOCKETS_PER_IP", " 7 ")
	if c, err = LoadConfig(); err != nil || c.MaxConnsPerIP != 0 || c.MaxSocketsPerIP != 7 {
		t.Fatalf("0 and 7: %d, %d, %v", c.MaxConnsPerIP, c.MaxSocketsPerIP, err)
	}
	for _, bad := range []string{"-1", "many", "1.5"} {
		t.Setenv("MAX_SOCKETS_PER_IP", bad)
		if _, err := LoadConfig(); err == nil {
			t.Errorf("MAX_SOCKETS_PER_IP=%s accepted", bad)
		}
	}
}
