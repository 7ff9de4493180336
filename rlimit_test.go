//go:build unix

package main

import (
	"syscall"
	"testing"
)

func TestRaiseOpenFileLimit(t *testing.T) {
	var before syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &before); err != nil {
		t.Fatal(err)
	}
	if before.Max < 256 {
		t.Skipf("hard limit %d too low to lower the soft one", before.Max)
	}
	lowered := syscall.Rlimit{Cur: 128, Max: before.Max}
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lowered); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = syscall.Setrlimit(syscall.RLIMIT_NOFILE, &before) })
	soft, hard, err := raiseOpenFileLimit()
	if err != nil {
		t.Fatal(err)
	}
	var now syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &now); err != nil {
		t.Fatal(err)
	}
	if soft != uint64(before.Max) || hard != uint64(before.Max) || uint64(now.Cur) != uint64(before.Max) {
		t.Fatalf("after raising: answered %d/%d, limit now %d, want the hard limit %d", soft, hard, now.Cur, before.Max)
	}
}
