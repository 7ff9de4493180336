// Package mail sends StoryMail's messages: over SMTP when SMTP_URL is set, otherwise into a
// local outbox of .eml files (and the log) so a developer can open every link.
package mail

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// Message is one outgoing email with a plain-text and an HTML body.
type Message struct {
	To      string
	ReplyTo string
	Subject string
	Text    string
	HTML    string
}

// Sender delivers messages.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// Options configure New.
type Options struct {
	SMTPURL   string // smtp://user:pass@host:port, smtps:// for implicit TLS; ?tls=none disables STARTTLS
	From      string
	OutboxDir string
	Logger    *slog.Logger
}

// New returns the SMTP sender when SMTPURL is set, else the outbox.
func New(opts Options) (Sender, error) {
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.From == "" {
		opts.From = "StoryMail <no-reply@storymail.local>"
	}
	if opts.SMTPURL == "" {
		dir := opts.OutboxDir
		if dir == "" {
			dir = ".data/outbox"
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("create mail outbox: %w", err)
		}
		return &Outbox{Dir: dir, From: opts.From, Logger: opts.Logger}, nil
	}
	return newSMTP(opts)
}

func build(from string, m Message, opts ...gomail.MsgOption) (*gomail.Msg, error) {
	if strings.TrimSpace(m.To) == "" {
		return nil, errors.New("mail: no recipient")
	}
	msg := gomail.NewMsg(opts...)
	if err := msg.From(from); err != nil {
		return nil, fmt.Errorf("mail from: %w", err)
	}
	if err := msg.To(m.To); err != nil {
		return nil, fmt.Errorf("mail to: %w", err)
	}
	if m.ReplyTo != "" {
		if err := msg.ReplyTo(m.ReplyTo); err != nil {
			return nil, fmt.Errorf("mail reply-to: %w", err)
		}
	}
	msg.Subject(m.Subject)
	msg.SetDate()
	msg.SetMessageID()
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	if m.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	return msg, nil
}

// SMTP delivers through a mail server.
type SMTP struct {
	client *gomail.Client
	from   string
}

func newSMTP(opts Options) (*SMTP, error) {
	u, err := url.Parse(opts.SMTPURL)
	if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
		return nil, fmt.Errorf("SMTP_URL must look like smtp://user:pass@host:587")
	}
	port := 587
	if u.Scheme == "smtps" {
		port = 465
	}
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("SMTP_URL port: %w", err)
		}
	}
	copts := []gomail.Option{gomail.WithPort(port), gomail.WithTimeout(15 * time.Second)}
	switch {
	case u.Scheme == "smtps":
		copts = append(copts, gomail.WithSSL())
	case u.Query().Get("tls") == "none":
		copts = append(copts, gomail.WithTLSPolicy(gomail.NoTLS))
	default:
		copts = append(copts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	}
	if u.User != nil {
		pass, _ := u.User.Password()
		copts = append(copts, gomail.WithSMTPAuth(gomail.SMTPAuthPlain),
			gomail.WithUsername(u.User.Username()), gomail.WithPassword(pass))
	}
	client, err := gomail.NewClient(u.Hostname(), copts...)
	if err != nil {
		return nil, fmt.Errorf("smtp client: %w", err)
	}
	return &SMTP{client: client, from: opts.From}, nil
}

// Send delivers one message over a fresh connection.
func (s *SMTP) Send(ctx context.Context, m Message) error {
	msg, err := build(s.from, m)
	if err != nil {
		return err
	}
	if err := s.client.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("smtp send: %w", err)
	}
	return nil
}

// Outbox writes each message as an .eml file and logs it.
type Outbox struct {
	Dir    string
	From   string
	Logger *slog.Logger
	seq    atomic.Int64
}

// Send writes the message to the outbox directory.
func (o *Outbox) Send(_ context.Context, m Message) error {
	// 8bit bodies keep the outbox readable: links can be copied straight from the file.
	msg, err := build(o.From, m, gomail.WithEncoding(gomail.NoEncoding))
	if err != nil {
		return err
	}
	name := fmt.Sprintf("%s-%04d-%s.eml", time.Now().UTC().Format("20060102T150405.000000000"), o.seq.Add(1)%10000, safeName(m.To))
	path := filepath.Join(o.Dir, name)
	if err := msg.WriteToFile(path); err != nil {
		return fmt.Errorf("write outbox: %w", err)
	}
	o.Logger.Info("mail written to outbox", "to", m.To, "subject", m.Subject, "file", path)
	return nil
}

func safeName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') || r == '.' || r == '-' || r == '_' || r == '@' {
			b.WriteRune(r)
		}
	}
	return b.String()
}
