package ascend

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestFlagLeftSetAndEventID(t *testing.T) {
	a := MustArch("910B")
	res := mustRun(t, a, aivProgram(
		setFlag(ir.PipeMTE2, ir.PipeV, 3),
		setFlag(ir.PipeV, ir.PipeMTE3, 8),
		waitFlag(ir.PipeV, ir.PipeMTE3, -1),
	), nil, Options{})
	wantDiags(t, res,
		"event-id: aiv0#1 SET_FLAG: event id 8 outside [0, 8)",
		"event-id: aiv0#2 WAIT_FLAG: event id -1 outside [0, 8)",
		"flag-left-set: flag (MTE2, V, event 3) set by aiv0#0 SET_FLAG is left set at the end: no wait_flag consumes it",
	)
	if res.Diags[2].Severity != Warning || res.Errors() != true {
		t.Fatalf("severities")
	}
	// A flag set twice before its wait.
	res = mustRun(t, a, aivProgram(setFlag(ir.PipeMTE2, ir.PipeV, 0), setFlag(ir.PipeMTE2, ir.PipeV, 0), waitFlag(ir.PipeMTE2, ir.PipeV, 0), waitFlag(ir.PipeMTE2, ir.PipeV, 0)), nil, Options{})
	wantDiags(t, res, "flag-double-set: aiv0#1 SET_FLAG sets flag (MTE2, V, event 0) again before the flag aiv0#0 SET_FLAG set was waited for")
}
