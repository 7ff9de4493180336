//go:build race

package writer

// raceBuild: the tests run under the race detector (make test), which makes the writer's
// single-goroutine loops about ten times slower without anything for it to find there.
const raceBuild = true
