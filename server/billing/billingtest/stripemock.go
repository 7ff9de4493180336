// Package billingtest gives tests a stripe-mock server: the one named by STRIPE_MOCK_URL
// (make test starts it), else one started for the test process from .data/bin/stripe-mock,
// installed there with `go install` when missing.
package billingtest

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

const mockModule = "github.com/stripe/stripe-mock@latest"

var (
	once    sync.Once
	mockURL string
	mockErr error
)

// StripeMockURL answers the base URL of a running stripe-mock. When none can be had (not
// installable: no network to the module proxy) the test is skipped with the reason.
func StripeMockURL(t testing.TB) string {
	t.Helper()
	if u := os.Getenv("STRIPE_MOCK_URL"); u != "" {
		return u
	}
	once.Do(func() { mockURL, mockErr = start() })
	if mockErr != nil {
		t.Skipf("stripe-mock unavailable, skipping: %v", mockErr)
	}
	return mockURL
}

// start launches stripe-mock on ports of its own choosing for the life of the test process.
// The child is started from a goroutine locked to its OS thread, which never ends, with a
// parent-death signal: when the test binary exits, the kernel kills stripe-mock too.
func start() (string, error) {
	bin, err := binary()
	if err != nil {
		return "", err
	}
	type result struct {
		addr string
		err  error
	}
	res := make(chan result, 1)
	go func() {
		runtime.LockOSThread()
		cmd := exec.Command(bin, "-http-addr", "127.0.0.1:0", "-https-addr", "127.0.0.1:0")
		cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
		out, err := cmd.StdoutPipe()
		if err != nil {
			res <- result{err: err}
			return
		}
		cmd.Stderr = cmd.Stdout
		if err := cmd.Start(); err != nil {
			res <- result{err: fmt.Errorf("start %s: %w", bin, err)}
			return
		}
		go func() {
			sc := bufio.NewScanner(out)
			sent := false
			for sc.Scan() {
				if addr, ok := strings.CutPrefix(sc.Text(), "Listening for HTTP at address: "); ok && !sent {
					res <- result{addr: "http://" + strings.TrimSpace(addr)}
					sent = true
				}
			}
			if !sent {
				res <- result{err: errors.New("stripe-mock exited before listening")}
			}
		}()
		_ = cmd.Wait() // keeps this thread, and so the parent-death signal, for the process's life
		select {}
	}()
	select {
	case r := <-res:
		return r.addr, r.err
	case <-time.After(30 * time.Second):
		return "", errors.New("stripe-mock did not start within 30s")
	}
}

// binary finds stripe-mock under the module's .data/bin, installing it there if needed.
func binary() (string, error) {
	root, err := moduleRoot()
	if err != nil {
		return "", err
	}
	gobin := filepath.Join(root, ".data", "bin")
	bin := filepath.Join(gobin, "stripe-mock")
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	if p, err := exec.LookPath("stripe-mock"); err == nil {
		return p, nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	install := exec.CommandContext(ctx, "go", "install", mockModule)
	install.Env = append(os.Environ(), "GOBIN="+gobin)
	if out, err := install.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go install %s: %v: %s", mockModule, err, strings.TrimSpace(string(out)))
	}
	return bin, nil
}

func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("go.mod not found")
		}
		dir = parent
	}
}
