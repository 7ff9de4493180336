package main

import (
	"math"
	"slices"
	"time"
)

// dist summarises a set of latencies.
type dist struct {
	n                       int
	min, p50, p90, p99, max time.Duration
}

func summarize(d []time.Duration) dist {
	if len(d) == 0 {
		return dist{}
	}
	s := slices.Clone(d)
	slices.Sort(s)
	return dist{n: len(s), min: s[0], p50: pct(s, 50), p90: pct(s, 90), p99: pct(s, 99), max: s[len(s)-1]}
}

// pct is the nearest-rank percentile of sorted values.
func pct(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(math.Ceil(p / 100 * float64(len(sorted))))
	rank = max(1, min(rank, len(sorted)))
	return sorted[rank-1]
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func medianDur(v []time.Duration) time.Duration {
	f := make([]float64, len(v))
	for i, d := range v {
		f[i] = float64(d)
	}
	return time.Duration(median(f))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
