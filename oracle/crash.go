package oracle

import (
	"fmt"
	"runtime/debug"
	"strings"
)

// crashFinding turns a panic into a finding: the stage it happened in,
// the panic value and the top frames of irfuzz's own code.
func crashFinding(stage string, v any, stack string) Finding {
	return Finding{Oracle: Crash, Pass: stage, Message: fmt.Sprintf("panic: %v", v), Frames: ourFrames(stack), Detail: stack}
}

func stack() string { return string(debug.Stack()) }

// modulePath prefixes the functions of irfuzz's own code in a stack.
const modulePath = "github.com/irfuzz/irfuzz/"

// ourFrames extracts from a goroutine stack the function names of
// irfuzz's code below the panic, innermost first, without arguments or
// lines (they change with every edit) and without the oracle's own
// recovery frames.
func ourFrames(stack string) []string {
	var out []string
	lines := strings.Split(stack, "\n")
	// Frames start after the panic call itself.
	start := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "panic(") {
			start = i + 1
		}
	}
	for _, l := range lines[start:] {
		if strings.HasPrefix(l, "\t") || !strings.HasPrefix(l, modulePath) {
			continue
		}
		fn := strings.TrimPrefix(l, modulePath)
		if i := strings.LastIndex(fn, "("); i > 0 {
			fn = fn[:i]
		}
		if strings.HasPrefix(fn, "oracle.") || strings.HasPrefix(fn, "pipeline.runPass") {
			continue
		}
		out = append(out, fn)
	}
	return out
}
