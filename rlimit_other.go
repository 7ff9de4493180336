//go:build !unix

package main

import "errors"

func raiseOpenFileLimit() (soft, hard uint64, err error) {
	return 0, 0, errors.New("open-file limits are not known on this system")
}
