// Package migrations holds the numbered SQL migrations of StoryMail, embedded in the binary.
// Applied migrations are never edited; changes come as new files.
package migrations

import "embed"

// FS holds every *.sql migration in this folder.
//
//go:embed *.sql
var FS embed.FS
