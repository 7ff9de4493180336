//go:build unix

package main

import "syscall"

// raiseOpenFileLimit lifts the soft limit on open files to the hard one, since every connection
// and socket is a descriptor, and answers the limit now in force. Go already does this on Linux
// since 1.19; doing it here holds on every Unix and makes the number known for the log.
func raiseOpenFileLimit() (soft, hard uint64, err error) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return 0, 0, err
	}
	if lim.Cur < lim.Max {
		raised := lim
		raised.Cur = raised.Max
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &raised); err != nil {
			return uint64(lim.Cur), uint64(lim.Max), err
		}
		lim = raised
	}
	return uint64(lim.Cur), uint64(lim.Max), nil
}
