package jobs

import (
	"strings"
	"testing"
	"time"
)

func TestOrDefaultFillsOnlyUnsetOptions(t *testing.T) {
	unset, negative, set := time.Duration(0), -time.Second, 3*time.Second
	orDefault(&unset, time.Minute)
	orDefault(&negative, time.Minute)
	orDefault(&set, time.Minute)
	if unset != time.Minute || negative != time.Minute || set != 3*time.Second {
		t.Fatalf("durations: %v %v %v", unset, negative, set)
	}
	n := 0
	orDefault(&n, 4)
	if n != 4 {
		t.Fatalf("count: %d", n)
	}
}

func TestConsumerNameIsUniquePerWorker(t *testing.T) {
	if got := consumerName("web-1"); got != "web-1" {
		t.Fatalf("a given name is kept, got %q", got)
	}
	a, b := consumerName(""), consumerName("")
	if a == "" || a == b || strings.Count(a, "-") < 2 {
		t.Fatalf("generated names %q and %q", a, b)
	}
}
