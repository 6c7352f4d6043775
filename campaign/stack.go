package campaign

import (
	"bytes"
	"runtime"
	"strconv"
	"strings"
)

// modulePath prefixes the functions of irfuzz's own code in a stack.
const modulePath = "github.com/irfuzz/irfuzz/"

// frames extracts from a goroutine's stack (innermost first) the function
// names of irfuzz's code, without arguments or lines, and without the
// frames of the harness that only carry the case (package campaign, the
// oracle's recovery). It is the same normalization oracle applies to the
// panics it catches, so a signature does not depend on who caught it.
func frames(stack string) []string {
	var out []string
	for _, l := range strings.Split(stack, "\n") {
		if strings.HasPrefix(l, "\t") || !strings.HasPrefix(l, modulePath) {
			continue
		}
		fn := strings.TrimPrefix(l, modulePath)
		if i := strings.LastIndex(fn, "("); i > 0 {
			fn = fn[:i]
		}
		if strings.HasPrefix(fn, "campaign.") || strings.HasPrefix(fn, "oracle.") || strings.HasPrefix(fn, "pipeline.runPass") {
			continue
		}
		out = append(out, fn)
	}
	return out
}

// panicTail is the part of a stack below the innermost panic call: the
// frames that panicked, without the recovery machinery above them.
func panicTail(stack string) string {
	lines := strings.Split(stack, "\n")
	start := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "panic(") {
			start = i + 1
		}
	}
	return strings.Join(lines[start:], "\n")
}

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
