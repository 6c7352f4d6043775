package oracle

import (
	"fmt"
	"runtime/debug"
	"strings"
)

// crashOracle: a panic in any step that runs is a crash finding (checker.sut,
// and classify for a pass's); of its own the oracle needs the compile.
var crashOracle = &step{name: Crash, oracle: Crash, uses: []*step{compilation}}

// CrashFinding turns a panic into a finding: the stage it happened in,
// the panic value and the top frames of irfuzz's own code. A campaign
// uses it for panics outside Check (in the generator or the harness), so
// a signature does not depend on who caught the panic.
func CrashFinding(stage string, v any, stack string) Finding {
	return Finding{Oracle: Crash, Pass: stage, Message: fmt.Sprintf("panic: %v", v), Frames: Frames(PanicTail(stack)), Detail: stack}
}

func stack() string { return string(debug.Stack()) }

// modulePath prefixes the functions of irfuzz's own code in a stack.
const modulePath = "github.com/irfuzz/irfuzz/"

// PanicTail is the part of a goroutine stack below the innermost panic
// call: the frames that panicked, without the recovery machinery above
// them (the whole stack when nothing panicked).
func PanicTail(stack string) string {
	lines := strings.Split(stack, "\n")
	start := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "panic(") {
			start = i + 1
		}
	}
	return strings.Join(lines[start:], "\n")
}

// Frames extracts from a goroutine stack the function names of irfuzz's
// own code, innermost first, without arguments or lines (they change with
// every edit) and without the frames of the harness that only carries the
// case (packages campaign and oracle, the pipeline's recovery frame), so a
// signature does not depend on who caught the panic.
func Frames(stack string) []string {
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
