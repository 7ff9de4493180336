package jobs

import (
	"fmt"
	"os"
	"time"

	"github.com/google/uuid"
)

// orDefault sets *p to def when it is zero or negative: an unset count or duration option of a
// worker means its default.
func orDefault[T int | time.Duration](p *T, def T) {
	if *p <= 0 {
		*p = def
	}
}

// consumerName is name, or when empty one unique to this worker: host, process id and a random
// suffix, so two workers of one process never share a consumer group's pending entries.
func consumerName(name string) string {
	if name != "" {
		return name
	}
	host, _ := os.Hostname()
	return fmt.Sprintf("%s-%d-%s", host, os.Getpid(), uuid.NewString()[:8])
}
