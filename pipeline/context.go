package pipeline

import (
	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// Level is how much the pipeline verifies on its own (PyPTO's
// VerificationLevel).
type Level uint8

// The verification levels.
const (
	LevelNone      Level = iota
	LevelBasic           // Structural ∩ Verified at the start, then each produced Verified property once
	LevelRoundtrip       // Basic plus print / parse / compare after every pass that changed the program
)

func (l Level) String() string { return [...]string{"none", "basic", "roundtrip"}[l] }

// Context is the configuration and state of one pipeline run. Create one
// per run; it is not shared between goroutines.
type Context struct {
	Backend     *backend.Backend
	Level       Level
	Instruments []Instrument
	Faults      Faults
	// Planner is PassContext's memory_planner (planner.go); passes gated
	// on it read it here.
	Planner Planner
	// Registry verifies properties; nil means verifier.Default().
	Registry *verifier.Registry

	in, out   *printed // the pass in flight's input and output (printed.go)
	tripped   bool     // trippedFP is the last program round-tripped
	trippedFP uint64
	parser    *ir.Parser // the run's, made by its first round trip
	printer   ir.Printer
	printBuf  []byte
}

func (c *Context) registry() *verifier.Registry {
	if c.Registry != nil {
		return c.Registry
	}
	return verifier.Default()
}

func (c *Context) vctx() *verifier.Context {
	return c.Faults.VerifierContext(c.Backend)
}

// planner is the run's planner; a nil context has PyPTO's default, as
// PyPTO's passes read a missing PassContext (e.g.
// src/ir/transforms/auto_tile_matmul_l0_pass.cpp:1064).
func (c *Context) planner() Planner {
	if c == nil {
		return PlannerPyPTO
	}
	return c.Planner
}

// Fault reports whether a fault is enabled.
func (c *Context) Fault(f *Fault) bool { return c != nil && c.Faults.Has(f) }
