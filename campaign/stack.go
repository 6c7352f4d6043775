package campaign

import (
	"bytes"
	"runtime"
	"strconv"
	"strings"
)

// goroutineID is the id of the calling goroutine, from its stack header
// ("goroutine 42 [running]:").
func goroutineID() int64 {
	var buf [64]byte
	n := runtime.Stack(buf[:], false)
	f := bytes.Fields(buf[:n])
	if len(f) < 2 {
		return 0
	}
	id, _ := strconv.ParseInt(string(f[1]), 10, 64)
	return id
}

// allStacks is the stacks of every goroutine of the process.
func allStacks() string {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) || len(buf) >= 64<<20 {
			return string(buf[:n])
		}
		buf = make([]byte, 2*len(buf))
	}
}

// goroutineStack picks one goroutine's stack out of a dump of all of them
// (runtime.Stack, or the runtime's own dump on SIGQUIT or a fatal error):
// the one with the given id, or, with id < 0, the first.
func goroutineStack(dump string, id int64) string {
	blocks := strings.Split(dump, "\n\n")
	for _, b := range blocks {
		b = strings.TrimLeft(b, "\n")
		rest, ok := strings.CutPrefix(b, "goroutine ")
		if !ok {
			continue
		}
		if id < 0 {
			return b
		}
		num, _, _ := strings.Cut(rest, " ")
		if n, err := strconv.ParseInt(num, 10, 64); err == nil && n == id {
			return b
		}
	}
	return ""
}
