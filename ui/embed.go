//go:build embedui

// Package ui carries the built web application (ui/dist) so the server can serve it from the binary.
package ui

import "embed"

// Dist holds the files of ui/dist, rooted at "dist".
//
//go:embed all:dist
var Dist embed.FS
