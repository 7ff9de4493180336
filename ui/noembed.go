//go:build !embedui

// Package ui carries the built web application (ui/dist) so the server can serve it from the binary.
package ui

import "embed"

// Dist is empty in builds without the embedui tag, so the binary builds without a UI.
var Dist embed.FS
