package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// Instrument observes every pass of a run (PyPTO's PassInstrument). An
// instrument returning an error stops the run.
type Instrument interface {
	Name() string
	Before(ctx *Context, p *Pass, in *ir.Program) error
	After(ctx *Context, p *Pass, in, out *ir.Program) error
}

// Mode is when a Verification instrument checks.
type Mode uint8

// The verification modes.
const (
	Before Mode = 1 << iota
	After
	BeforeAndAfter = Before | After
)

// Verification checks, before a pass, its required properties plus the
// structural set and, after it, its produced properties plus the
// structural set (PyPTO's VerificationInstrument). Extra properties (e.g.
// AssignTypeSymmetry, which PyPTO registers but does not schedule) are
// checked in both phases.
//
// With Only, it checks just Extra. The model's extra checks then run as an
// instrument of their own after the Roundtrip instrument, so that a program
// that breaks both a PyPTO property and the round trip is reported as the
// real PyPTO under irfuzz's driver reports it (its VerificationInstrument,
// then its round-trip instrument: sut/pypto/driver.py), and one the two pass
// still meets the model's extra checks.
type Verification struct {
	Mode  Mode
	Extra verifier.PropertySet
	Only  bool
	// Observe, when set, sees every check's diagnostics (warnings and
	// clean results included), e.g. to record which rules fired.
	Observe func(pass string, ph Phase, ds []verifier.Diagnostic)

	// clean are the properties verified without error on the program
	// whose fingerprint is cleanFP: a pass's input is the previous pass's
	// output, and an unchanged output is its input, so most of a check
	// was already done on the same program.
	clean    verifier.PropertySet
	cleanFP  uint64
	cleanCtx *Context
}

// ModelChecks are the properties the model checks around every pass beyond
// PyPTO's schedule (PyPTO registers them but schedules neither).
func ModelChecks() verifier.PropertySet {
	return verifier.Set(verifier.AssignTypeSymmetry, verifier.TileTypeCoherence)
}

// FullChecks are the instruments of `irfuzz compile -verify full`, in the
// order of the real PyPTO under irfuzz's driver: every pass under its
// contract and the structural set, the round trip, then the model's extra
// checks and the purity check.
func FullChecks() []Instrument {
	return []Instrument{
		&Verification{Mode: BeforeAndAfter}, Roundtrip{},
		&Verification{Mode: BeforeAndAfter, Extra: ModelChecks(), Only: true}, &Purity{},
	}
}

// Name of the instrument.
func (v *Verification) Name() string { return "Verification" }

// Before verifies required ∪ structural on the pass input.
func (v *Verification) Before(ctx *Context, p *Pass, in *ir.Program) error {
	if v.Mode&Before == 0 {
		return nil
	}
	return v.check(ctx, p, PhaseBefore, v.props(p.Required), in)
}

// After verifies produced ∪ structural on the pass output.
func (v *Verification) After(ctx *Context, p *Pass, in, out *ir.Program) error {
	if v.Mode&After == 0 {
		return nil
	}
	return v.check(ctx, p, PhaseAfter, v.props(p.Produced), out)
}

// props is what a phase checks: the pass's set (required or produced)
// plus the structural set and Extra, or only Extra.
func (v *Verification) props(pass verifier.PropertySet) verifier.PropertySet {
	if v.Only {
		return v.Extra
	}
	return pass.Union(verifier.Structural()).Union(v.Extra)
}

// check verifies props on prog, but for those already verified clean on
// a program with prog's fingerprint in the same run (their warnings were
// observed then). A failure is reported with the diagnostics of all of
// props, as a check of them all would have.
func (v *Verification) check(ctx *Context, p *Pass, ph Phase, props verifier.PropertySet, prog *ir.Program) error {
	fp := ctx.Fingerprint(prog)
	if fp != v.cleanFP || ctx != v.cleanCtx {
		v.clean, v.cleanFP, v.cleanCtx = 0, fp, ctx
	}
	todo := props.Difference(v.clean)
	if todo.Empty() {
		return nil
	}
	ds := ctx.registry().Verify(ctx.vctx(), todo, prog)
	if todo != props && verifier.HasErrors(ds) {
		ds = ctx.registry().Verify(ctx.vctx(), props, prog)
	}
	if v.Observe != nil {
		v.Observe(p.Name, ph, ds)
	}
	if verifier.HasErrors(ds) {
		return &ContractError{Pass: p.Name, Phase: ph, Properties: props, Diagnostics: ds, Instrument: v.Name()}
	}
	v.clean = v.clean.Union(todo)
	return nil
}

// Roundtrip prints every pass output that differs from its input, parses
// it back and requires structural equality (PyPTO's RoundtripInstrument);
// an unchanged output prints and parses as its input did. With
// LevelRoundtrip as well, each program is round-tripped once.
type Roundtrip struct{}

// Name of the instrument.
func (Roundtrip) Name() string { return "Roundtrip" }

// Before does nothing.
func (Roundtrip) Before(*Context, *Pass, *ir.Program) error { return nil }

// After round-trips the output.
func (Roundtrip) After(ctx *Context, p *Pass, _, out *ir.Program) error {
	return ctx.roundtripOnce(p.Name, out)
}

// Purity requires a pass to leave its input unchanged: the input's
// fingerprint (ir.Fingerprint: everything Print writes, MemRefs included)
// is the same after the pass as before it. The input's text before the
// pass, which the failure's diff needs, is the run's (Context.Text),
// printed at most once per program.
type Purity struct {
	text string
	fp   uint64
}

// Name of the instrument.
func (*Purity) Name() string { return "Purity" }

// Before records the input.
func (u *Purity) Before(ctx *Context, _ *Pass, in *ir.Program) error {
	u.text, u.fp = ctx.Text(in), ctx.Fingerprint(in)
	return nil
}

// After compares the input with its record.
func (u *Purity) After(ctx *Context, p *Pass, in, _ *ir.Program) error {
	if ir.Fingerprint(in) != u.fp {
		return &PurityError{Pass: p.Name, Diff: firstLineDiff(u.text, ctx.print(in))}
	}
	return nil
}

// Snapshot keeps every pass's output, for localizing a failure to the
// first pass after which something went wrong.
type Snapshot struct {
	Passes  []string
	Outputs []*ir.Program
}

// Name of the instrument.
func (*Snapshot) Name() string { return "Snapshot" }

// Before does nothing.
func (*Snapshot) Before(*Context, *Pass, *ir.Program) error { return nil }

// After records the output.
func (s *Snapshot) After(_ *Context, p *Pass, _, out *ir.Program) error {
	s.Passes = append(s.Passes, p.Name)
	s.Outputs = append(s.Outputs, out)
	return nil
}

// Output returns the output of the named pass, or nil.
func (s *Snapshot) Output(pass string) *ir.Program {
	for i, n := range s.Passes {
		if n == pass {
			return s.Outputs[i]
		}
	}
	return nil
}

func firstLineDiff(a, b string) string {
	la, lb := splitLines(a), splitLines(b)
	for i := 0; i < len(la) || i < len(lb); i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y {
			return "line " + itoa(i+1) + " was `" + x + "`, now `" + y + "`"
		}
	}
	return "same text, different structure"
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
