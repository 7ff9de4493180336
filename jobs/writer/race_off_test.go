//go:build !race

package writer

const raceBuild = false
