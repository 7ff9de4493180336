package auth

import (
	"errors"
	"testing"
	"time"
	"unsafe"

	"github.com/golang-jwt/jwt/v5"
)

func signed(t *testing.T, secret string, sid string, exp time.Time) string {
	t.Helper()
	tok, err := jwt.NewWithClaims(jwt.SigningMethodHS256, Claims{SessionID: sid, RegisteredClaims: jwt.RegisteredClaims{
		Subject: "u1", ExpiresAt: jwt.NewNumericDate(exp)}}).SignedString([]byte(secret))
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// A verified token is remembered, but its expiry still counts on every use, and a token signed
// with another key is never taken for a remembered one.
func TestParseRemembersVerifiedTokensUntilTheyExpire(t *testing.T) {
	s, err := NewSessions("a-test-secret-of-32-characters!!", nil)
	if err != nil {
		t.Fatal(err)
	}
	short := signed(t, "a-test-secret-of-32-characters!!", "s1", time.Now().Add(1500*time.Millisecond))
	for range 2 {
		c, err := s.Parse(short)
		if err != nil || c.SessionID != "s1" || c.Subject != "u1" {
			t.Fatalf("claims %+v, %v", c, err)
		}
	}
	if _, ok := s.verified.get(short); !ok {
		t.Fatal("a verified token is not remembered")
	}
	forged := signed(t, "another-secret-of-32-characters!", "s1", time.Now().Add(time.Hour))
	if _, err := s.Parse(forged); !errors.Is(err, ErrSessionInvalid) {
		t.Fatalf("token signed with another key: %v", err)
	}
	time.Sleep(1600 * time.Millisecond)
	if _, err := s.Parse(short); !errors.Is(err, ErrSessionInvalid) {
		t.Fatalf("remembered token after its expiry: %v", err)
	}
}

// Fiber hands out request strings that share bytes with buffers it reuses for the next request;
// a remembered token must not change when those bytes do.
func TestRememberedTokenSurvivesBufferReuse(t *testing.T) {
	s, err := NewSessions("a-test-secret-of-32-characters!!", nil)
	if err != nil {
		t.Fatal(err)
	}
	token := signed(t, "a-test-secret-of-32-characters!!", "s1", time.Now().Add(time.Hour))
	buf := []byte(token)
	if _, err := s.Parse(unsafe.String(&buf[0], len(buf))); err != nil {
		t.Fatal(err)
	}
	for i := range buf {
		buf[i] = 'x' // the server reuses its buffer for another request
	}
	if _, ok := s.verified.get(token); !ok {
		t.Fatal("the remembered token changed with the request buffer")
	}
}

func TestVerifiedTokensStayBounded(t *testing.T) {
	var v verifiedTokens
	for i := range maxVerifiedTokens + 10 {
		v.put(string(rune(i))+"token", Claims{SessionID: "s"})
	}
	n := 0
	v.m.Range(func(any, any) bool { n++; return true })
	if n > maxVerifiedTokens {
		t.Fatalf("%d tokens remembered, bound is %d", n, maxVerifiedTokens)
	}
}
