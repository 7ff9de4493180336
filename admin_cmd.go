package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"storymail/server/auth"
	"storymail/storage"
)

// Demo super admin created by `make run` in development only.
const (
	demoAdminEmail    = "admin@storymail.local"
	demoAdminPassword = "storymail-admin"
)

func runAdmin(ctx context.Context, cfg Config, args []string) error {
	if len(args) == 0 {
		return errors.New("usage: storymail admin create --email E --password P --role super|admin | admin demo")
	}
	switch args[0] {
	case "create":
		fl := flag.NewFlagSet("admin create", flag.ExitOnError)
		email := fl.String("email", "", "admin email")
		password := fl.String("password", "", "password (at least 8 characters)")
		role := fl.String("role", "admin", "super or admin")
		first := fl.String("first-name", "", "first name")
		last := fl.String("last-name", "", "last name")
		_ = fl.Parse(args[1:])
		u, err := createAdmin(ctx, cfg, *email, *password, *role, *first, *last)
		if err != nil {
			return err
		}
		fmt.Printf("admin ready: id=%s email=%s\n", u.ID, u.Email)
		return nil
	case "demo":
		if cfg.AppEnv != "development" {
			return errors.New("admin demo exists only in development")
		}
		u, err := createAdmin(ctx, cfg, demoAdminEmail, demoAdminPassword, "super", "Demo", "Admin")
		if err != nil {
			return err
		}
		fmt.Printf("\n  Demo super admin (development only)\n    email:    %s\n    password: %s\n    id:       %s\n\n", u.Email, demoAdminPassword, u.ID)
		return nil
	}
	return fmt.Errorf("unknown admin command %q", args[0])
}

func createAdmin(ctx context.Context, cfg Config, email, password, role, first, last string) (*storage.User, error) {
	email = storage.NormalizeEmail(email)
	if email == "" || !strings.Contains(email, "@") {
		return nil, errors.New("--email must be a valid address")
	}
	if len(password) < 8 {
		return nil, errors.New("--password must be at least 8 characters")
	}
	var id string
	switch role {
	case "super":
		id = cfg.SuperAdminID
	case "admin":
		id = "admin-" + uuid.NewString()
		// An existing admin keeps its id when re-created.
	default:
		return nil, errors.New("--role must be super or admin")
	}
	d, err := connect(ctx, cfg, true)
	if err != nil {
		return nil, err
	}
	defer d.close()
	if existing, err := d.db.UserByEmail(ctx, email); err == nil {
		if existing.IsAdmin() && role == "admin" {
			id = existing.ID
		} else if existing.ID != id {
			return nil, fmt.Errorf("%s already belongs to account %s", email, existing.ID)
		}
	}
	hash, err := auth.HashPassword(password)
	if err != nil {
		return nil, err
	}
	return d.db.UpsertAdmin(ctx, storage.NewUser{ID: id, Email: email, PasswordHash: hash, FirstName: first, LastName: last})
}
