package oracle

import (
	"errors"
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/verifier"
)

// compilation is the instrumented compile of the valid input, and the
// triage of its error: a user-level refusal (rejected input), a crash, a
// broken contract, a failed round trip, an impure pass. It succeeds when
// the kernel compiled (Result.Compiled); either way every pass's output
// is in the snapshot.
var compilation = &step{name: "compile", requires: []*step{validityOracle}, reported: true, run: (*checker).compile}

// changes records the passes that received the program (ran) and those
// whose output differs from their input (names): by ir.EqualStrict, which
// equal fingerprints (the same printed text) imply.
type changes struct{ names, ran *[]string }

func (changes) Name() string { return "Changes" }
func (c changes) Before(_ *pipeline.Context, p *pipeline.Pass, _ *ir.Program) error {
	*c.ran = append(*c.ran, p.Name)
	return nil
}
func (c changes) After(ctx *pipeline.Context, p *pipeline.Pass, in, out *ir.Program) error {
	if in != out && ctx.Fingerprint(in) != ctx.Fingerprint(out) && !ir.EqualStrict(in, out) {
		*c.names = append(*c.names, p.Name)
	}
	return nil
}

// context builds a pipeline context for the configured backend and
// faults; instrumented adds the contract, round-trip and purity checks the
// selected oracles need.
func (k *checker) context(instrumented bool) *pipeline.Context {
	ctx := &pipeline.Context{Backend: k.cfg.Backend, Faults: k.cfg.Faults, Planner: k.cfg.Planner}
	if !instrumented {
		return ctx
	}
	ctx.Level = pipeline.LevelBasic
	contracts := k.cfg.on(Contract) || k.cfg.on(Soundness) || k.cfg.on(Precision)
	observe := func(_ string, _ pipeline.Phase, ds []verifier.Diagnostic) { k.noteFired(ds) }
	if contracts {
		ctx.Instruments = append(ctx.Instruments, &pipeline.Verification{Mode: pipeline.BeforeAndAfter, Observe: observe})
	}
	if k.cfg.on(Roundtrip) {
		ctx.Level = pipeline.LevelRoundtrip
		ctx.Instruments = append(ctx.Instruments, pipeline.Roundtrip{})
	}
	if contracts {
		ctx.Instruments = append(ctx.Instruments, &pipeline.Verification{Mode: pipeline.BeforeAndAfter, Extra: pipeline.ModelChecks(), Only: true, Observe: observe})
	}
	if k.cfg.on(Purity) {
		ctx.Instruments = append(ctx.Instruments, &pipeline.Purity{})
	}
	k.snap = &pipeline.Snapshot{}
	ctx.Instruments = append(ctx.Instruments, k.snap, changes{&k.r.Changed, &k.r.Ran})
	return ctx
}

// compile runs the pipeline under instruments and triages its error.
func (k *checker) compile() bool {
	ctx := k.context(true)
	var out *ir.Program
	var err error
	if !k.sut("compile", func() { out, err = pipeline.Run(k.cfg.passes(), k.c.Prog, ctx) }) {
		err = errCrashed
	}
	if err != nil {
		k.classify(err)
		return false
	}
	k.r.Compiled = out
	return true
}

// errCrashed marks a compile whose panic is already a finding.
var errCrashed = errors.New("crashed")

// previousPass is the pass that ran before pass, "" for the first.
func (k *checker) previousPass(pass string) string {
	prev := ""
	for _, name := range k.snap.Passes {
		if name == pass {
			return prev
		}
		prev = name
	}
	return prev
}

// classify turns a compile error into findings or a rejection.
func (k *checker) classify(err error) {
	var (
		ce *pipeline.ContractError
		me *pipeline.MissingError
		pe *pipeline.PassError
		pa *pipeline.PanicError
		re *pipeline.RoundtripError
		ue *pipeline.PurityError
	)
	switch {
	case errors.Is(err, errCrashed):
		k.r.Rejected = "crashed"
	case errors.As(err, &pa):
		k.r.Rejected = "crashed"
		if k.cfg.on(Crash) {
			f := CrashFinding(pa.Pass, pa.Value, pa.Stack)
			k.add(f)
		}
	case errors.As(err, &ce):
		k.contract(ce)
	case errors.As(err, &me):
		k.r.Rejected = fmt.Sprintf("%s: missing %s", me.Pass, me.Missing)
	case errors.As(err, &pe):
		k.r.Rejected, k.r.RejectedBy = firstLine(pe.Error()), pe.Pass
	case errors.As(err, &re):
		k.roundtripFailed(re)
	case errors.As(err, &ue):
		k.impure(ue)
	default:
		k.r.Rejected = firstLine(err.Error())
	}
}

func firstLine(s string) string {
	for i, c := range s {
		if c == '\n' {
			return s[:i]
		}
	}
	return s
}
