package mail

import (
	"context"
	"io"
	"mime/quotedprintable"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	smtp "github.com/emersion/go-smtp"
)

// received is one message accepted by the in-process SMTP server.
type received struct {
	from, to, data, user string
}

type backend struct {
	mu   sync.Mutex
	msgs []received
}

func (b *backend) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{b: b}, nil }

type session struct {
	b   *backend
	cur received
}

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }
func (s *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, pass string) error {
		if user != "mailer" || pass != "s3cret" {
			return smtp.ErrAuthFailed
		}
		s.cur.user = user
		return nil
	}), nil
}
func (s *session) Mail(from string, _ *smtp.MailOptions) error { s.cur.from = from; return nil }
func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error   { s.cur.to = to; return nil }
func (s *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.cur.data = string(b)
	s.b.mu.Lock()
	s.b.msgs = append(s.b.msgs, s.cur)
	s.b.mu.Unlock()
	return nil
}
func (s *session) Reset()        {}
func (s *session) Logout() error { return nil }

func startSMTP(t *testing.T) (*backend, string) {
	t.Helper()
	be := &backend{}
	srv := smtp.NewServer(be)
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return be, ln.Addr().String()
}

func TestSMTPDeliversTextAndHTML(t *testing.T) {
	be, addr := startSMTP(t)
	s, err := New(Options{SMTPURL: "smtp://mailer:s3cret@" + addr + "?tls=none", From: "StoryMail <hello@storymail.test>"})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := s.Send(ctx, VerifyEmail("ann@example.com", "http://localhost:8080/api/auth/verify-email?token=abc")); err != nil {
		t.Fatal(err)
	}
	be.mu.Lock()
	defer be.mu.Unlock()
	if len(be.msgs) != 1 {
		t.Fatalf("want 1 message, got %d", len(be.msgs))
	}
	m := be.msgs[0]
	m.data = decodeQP(m.data)
	if m.user != "mailer" || m.from != "hello@storymail.test" || m.to != "ann@example.com" {
		t.Fatalf("envelope: %+v", m)
	}
	for _, want := range []string{"text/plain", "text/html", "Subject: Verify your StoryMail email address", "verify-email?token=abc"} {
		if !strings.Contains(m.data, want) {
			t.Errorf("message lacks %q:\n%s", want, m.data)
		}
	}
}

func decodeQP(s string) string {
	b, _ := io.ReadAll(quotedprintable.NewReader(strings.NewReader(s)))
	return string(b)
}

func TestSMTPWrongPasswordFails(t *testing.T) {
	_, addr := startSMTP(t)
	s, err := New(Options{SMTPURL: "smtp://mailer:wrong@" + addr + "?tls=none"})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Send(context.Background(), ResetPassword("bob@example.com", "http://x/reset")); err == nil {
		t.Fatal("want an authentication error")
	}
}

func TestOutboxWritesEML(t *testing.T) {
	dir := t.TempDir()
	s, err := New(Options{OutboxDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Send(context.Background(), ResetPassword("bob@example.com", "http://localhost:8080/reset-password?token=xyz")); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
	if len(files) != 1 {
		t.Fatalf("want one .eml, got %v", files)
	}
	b, _ := os.ReadFile(files[0])
	if !strings.Contains(string(b), "bob@example.com") || !strings.Contains(string(b), "reset-password?token=xyz") {
		t.Fatalf("eml content:\n%s", b)
	}
}

func TestBadSMTPURL(t *testing.T) {
	if _, err := New(Options{SMTPURL: "http://nope"}); err == nil {
		t.Fatal("want error")
	}
}

// The sign-up notice tells the owner what happened and where to go, greeting nobody by name.
func TestSignupAttemptNotice(t *testing.T) {
	m := SignupAttempt("ann@example.com", "http://localhost:8080/login", "http://localhost:8080/forgot-password")
	if m.To != "ann@example.com" || m.Subject != "Someone tried to sign up with your email address" {
		t.Fatalf("envelope: %q %q", m.To, m.Subject)
	}
	for _, want := range []string{"Hi there,", "Someone tried to create a new StoryMail account with your email address",
		"http://localhost:8080/login", "http://localhost:8080/forgot-password"} {
		if !strings.Contains(m.Text, want) || !strings.Contains(m.HTML, want) {
			t.Errorf("notice lacks %q", want)
		}
	}
}
