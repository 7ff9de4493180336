package quality

import (
	"hash/maphash"
	"sync"
)

// memo remembers the answers of a costly pure function of a text, keyed by the text's hash
// (64 bits: a collision is far less likely than a wrong verdict from the function itself).
// Bounded: past size answers it starts afresh, so it never grows with the traffic.
type memo[V any] struct {
	mu      sync.Mutex
	seed    maphash.Seed
	size    int
	answers map[uint64]V
}

func newMemo[V any](size int) *memo[V] {
	return &memo[V]{seed: maphash.MakeSeed(), size: size, answers: map[uint64]V{}}
}

// get answers compute(text), computing it only when text has no remembered answer.
func (m *memo[V]) get(text string, compute func() V) V {
	key := maphash.String(m.seed, text)
	m.mu.Lock()
	v, ok := m.answers[key]
	m.mu.Unlock()
	if ok {
		return v
	}
	v = compute()
	m.mu.Lock()
	if len(m.answers) >= m.size {
		m.answers = map[uint64]V{}
	}
	m.answers[key] = v
	m.mu.Unlock()
	return v
}

func (m *memo[V]) len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.answers)
}
