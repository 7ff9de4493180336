package mail

import (
	"bytes"
	"fmt"
	"html/template"
)

var layout = template.Must(template.New("layout").Parse(`<!doctype html>
<html><body style="margin:0;background:#f5f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#4f46e5;padding-bottom:16px">StoryMail</td></tr>
<tr><td style="font-size:16px;line-height:1.6">
{{range .Paragraphs}}<p style="margin:0 0 16px">{{.}}</p>{{end}}
{{if .ButtonURL}}<p style="margin:24px 0"><a href="{{.ButtonURL}}" style="background:#4f46e5;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">{{.ButtonText}}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or paste this link into your browser:<br><a href="{{.ButtonURL}}" style="color:#4f46e5;word-break:break-all">{{.ButtonURL}}</a></p>{{end}}
{{range .Footer}}<p style="margin:0 0 8px;font-size:13px;color:#6b7280">{{.}}</p>{{end}}
</td></tr></table></td></tr></table></body></html>`))

type view struct {
	Paragraphs []string
	ButtonURL  string
	ButtonText string
	Footer     []string
}

func render(v view) string {
	var b bytes.Buffer
	_ = layout.Execute(&b, v)
	return b.String()
}

// greeting opens every transactional mail. It names nobody: the names on an account are
// whatever the person who signed up typed, and that may not be the mailbox's owner.
const greeting = "Hi there,"

// VerifyEmail is the sign-up confirmation with its 24-hour link.
func VerifyEmail(to, link string) Message {
	v := view{
		Paragraphs: []string{greeting, "Welcome to StoryMail! Please confirm your email address to start turning your stories into emails that get opened."},
		ButtonURL:  link, ButtonText: "Verify my email",
		Footer: []string{"This link expires in 24 hours and can be used once.", "If you did not create a StoryMail account, you can ignore this email."},
	}
	text := fmt.Sprintf("%s\n\nWelcome to StoryMail! Please confirm your email address:\n\n%s\n\nThis link expires in 24 hours and can be used once.\nIf you did not create a StoryMail account, you can ignore this email.\n", greeting, link)
	return Message{To: to, Subject: "Verify your StoryMail email address", Text: text, HTML: render(v)}
}

// ResetPassword carries the 1-hour password reset link.
func ResetPassword(to, link string) Message {
	v := view{
		Paragraphs: []string{greeting, "We received a request to reset the password of your StoryMail account."},
		ButtonURL:  link, ButtonText: "Choose a new password",
		Footer: []string{"This link expires in 1 hour and can be used once.", "If you did not ask for a reset, ignore this email: your password stays the same."},
	}
	text := fmt.Sprintf("%s\n\nWe received a request to reset the password of your StoryMail account. Choose a new password here:\n\n%s\n\nThis link expires in 1 hour and can be used once.\nIf you did not ask for a reset, ignore this email: your password stays the same.\n", greeting, link)
	return Message{To: to, Subject: "Reset your StoryMail password", Text: text, HTML: render(v)}
}

// SignupAttempt tells an account's owner that someone tried to sign up with their address,
// instead of telling the person signing up that the account exists.
func SignupAttempt(to, loginLink, resetLink string) Message {
	v := view{
		Paragraphs: []string{greeting,
			"Someone tried to create a new StoryMail account with your email address. You already have an account, so nothing was changed.",
			"If it was you, sign in with your existing password, or choose a new one if you have forgotten it: " + resetLink},
		ButtonURL: loginLink, ButtonText: "Sign in to StoryMail",
		Footer: []string{"If it was not you, you can ignore this email: your account and password stay as they are."},
	}
	text := fmt.Sprintf("%s\n\nSomeone tried to create a new StoryMail account with your email address. You already have an account, so nothing was changed.\n\nIf it was you, sign in with your existing password:\n\n%s\n\nForgotten it? Choose a new one here:\n\n%s\n\nIf it was not you, you can ignore this email: your account and password stay as they are.\n", greeting, loginLink, resetLink)
	return Message{To: to, Subject: "Someone tried to sign up with your email address", Text: text, HTML: render(v)}
}

// ContactNotice forwards a contact message to support, replying to the sender.
func ContactNotice(to, name, email, reason, subject, message string) Message {
	if subject == "" {
		subject = "Contact form: " + reason
	}
	v := view{Paragraphs: []string{"New message from " + name + " <" + email + ">", "Reason: " + reason, message}}
	text := fmt.Sprintf("New message from %s <%s>\nReason: %s\n\n%s\n", name, email, reason, message)
	return Message{To: to, ReplyTo: email, Subject: "[StoryMail] " + subject, Text: text, HTML: render(v)}
}
