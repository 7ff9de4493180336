// Package auth holds the account security primitives: argon2id password hashes, revocable JWT
// sessions and hashed one-time tokens.
package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"

	"github.com/alexedwards/argon2id"
)

// MinPasswordLength is the spec's minimum for user passwords.
const MinPasswordLength = 6

// params are OWASP's argon2id recommendation (19 MiB, 2 passes, 1 lane): memory per concurrent
// sign-in stays small on a small server while a guess still costs real time and memory.
var params = &argon2id.Params{
	Memory:      19 * 1024,
	Iterations:  2,
	Parallelism: 1,
	SaltLength:  16,
	KeyLength:   32,
}

// SetHashMemory changes the argon2id memory cost (KiB) of new hashes. Tests lower it: under
// the race detector a production-cost hash takes seconds.
func SetHashMemory(kib uint32) {
	params.Memory = kib
	dummyHash, _ = argon2id.CreateHash("storymail-timing-equaliser", params)
}

// dummyHash is compared against when an account does not exist so that the answer takes as long.
var dummyHash, _ = argon2id.CreateHash("storymail-timing-equaliser", params)

// HashPassword returns an argon2id hash in the standard encoded form.
func HashPassword(password string) (string, error) { return argon2id.CreateHash(password, params) }

// CheckPassword reports whether password matches hash. An empty hash is checked against a
// dummy so that missing accounts cost the same time.
func CheckPassword(password, hash string) bool {
	if hash == "" {
		_, _ = argon2id.ComparePasswordAndHash(password, dummyHash)
		return false
	}
	ok, err := argon2id.ComparePasswordAndHash(password, hash)
	return err == nil && ok
}

// NewToken returns a random URL-safe token and the hash under which it is stored.
func NewToken() (raw, hash string) {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	raw = base64.RawURLEncoding.EncodeToString(b)
	return raw, HashToken(raw)
}

// HashToken is the stored form of a one-time token.
func HashToken(raw string) string {
	sum := sha256.Sum256([]byte(raw))
	return hex.EncodeToString(sum[:])
}
