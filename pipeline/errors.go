package pipeline

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/verifier"
)

// Phase says when a contract was checked.
type Phase string

// The phases of a contract check.
const (
	PhaseInput  Phase = "input"  // before the first pass
	PhaseBefore Phase = "before" // before a pass
	PhaseAfter  Phase = "after"  // after a pass
)

// ContractError is a property a pass relies on or claims that does not
// hold: which pass, when, which properties were checked and what the rules
// reported.
type ContractError struct {
	Pass        string
	Phase       Phase
	Properties  verifier.PropertySet
	Diagnostics []verifier.Diagnostic
	Instrument  string // the instrument that checked, "" for the pipeline's own schedule
}

func (e *ContractError) Error() string {
	var b strings.Builder
	who := e.Pass
	if who == "" {
		who = "pipeline"
	}
	fmt.Fprintf(&b, "%s: %s-pass verification of %s failed", who, e.Phase, e.Properties)
	if e.Instrument != "" {
		fmt.Fprintf(&b, " (%s)", e.Instrument)
	}
	b.WriteString("\n")
	b.WriteString(verifier.Report(e.Diagnostics))
	return b.String()
}

// FailedProperties lists the properties whose rules reported errors.
func (e *ContractError) FailedProperties(reg *verifier.Registry) []verifier.Property {
	seen := map[verifier.Property]bool{}
	var out []verifier.Property
	for _, d := range e.Diagnostics {
		if d.Severity != verifier.Error {
			continue
		}
		if r, ok := reg.RuleByName(d.Rule); ok && !seen[r.Property()] {
			seen[r.Property()] = true
			out = append(out, r.Property())
		}
	}
	return out
}

// MissingError is a pass whose required properties neither an earlier pass
// produced nor the input could be shown to have.
type MissingError struct {
	Pass    string
	Missing verifier.PropertySet
	Reason  string
}

func (e *MissingError) Error() string {
	return fmt.Sprintf("%s requires %s: %s", e.Pass, e.Missing, e.Reason)
}

// PassError is an error a pass returned (a user error such as a kernel
// that does not fit, or a pass refusing its input).
type PassError struct {
	Pass string
	Err  error
}

func (e *PassError) Error() string { return e.Pass + ": " + e.Err.Error() }
func (e *PassError) Unwrap() error { return e.Err }

// PanicError is a panic inside a pass, with its stack: a crash of the
// system under test.
type PanicError struct {
	Pass  string
	Value any
	Stack string
}

func (e *PanicError) Error() string { return fmt.Sprintf("panic in %s: %v", e.Pass, e.Value) }

// RoundtripError is a pass output that does not survive print and parse.
type RoundtripError struct {
	Pass string
	Diff string // the first difference, or the parse error
	Text string // the printed program
}

func (e *RoundtripError) Error() string {
	return fmt.Sprintf("%s: round trip failed: %s", e.Pass, e.Diff)
}

// PurityError is a pass that modified its input program.
type PurityError struct {
	Pass string
	Diff string
}

func (e *PurityError) Error() string { return fmt.Sprintf("%s modified its input: %s", e.Pass, e.Diff) }
