package campaign

import (
	"runtime/debug"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

// Outcome is what running one case gave: the case (profile, seeds, size,
// trace, kernel) and what the oracles found. It is also what a child
// process prints.
type Outcome struct {
	Index      int      `json:"index"`
	Seed       uint64   `json:"seed"` // the per-case seed
	Profile    string   `json:"profile"`
	Intent     []string `json:"intent,omitempty"` // gen.Case.Intent: properties a near miss risks
	Statements int      `json:"statements"`
	Choices    []uint64 `json:"choices,omitempty"`
	// Source is the kernel in PyPTO text; kept only for cases with
	// findings (and while a child runs, so that a hang or fatal crash
	// still has its kernel).
	Source string `json:"source,omitempty"`

	Findings []oracle.Finding `json:"findings,omitempty"`
	Invalid  bool             `json:"invalid,omitempty"`
	Rejected string           `json:"rejected,omitempty"`
	Skipped  string           `json:"skipped,omitempty"`
	Fired    []string         `json:"fired,omitempty"`
	Changed  []string         `json:"changed,omitempty"`
	Ran      []string         `json:"ran,omitempty"` // the passes that received the program
	Ops      map[string]int   `json:"ops,omitempty"` // ops generated, by name
	// Mutant names the mutator whose violation the case planted in its
	// kernel (oracle.Case.Mutations; "" when none found a site), and
	// MutantCaught says the targeted rule rejected it.
	Mutant       string `json:"mutant,omitempty"`
	MutantCaught bool   `json:"mutant_caught,omitempty"`
	// Origin is how the case was built: "" fresh from Seed, OriginReplay
	// or OriginMutant (then from Choices, Seed giving its input data and
	// mutant); Parents are the corpus entries it came from. Signals are
	// its feedback signals (campaign/feedback).
	Origin  string   `json:"origin,omitempty"`
	Parents []string `json:"parents,omitempty"`
	Signals []uint64 `json:"signals,omitempty"`

	// PyPTO is what the real PyPTO made of the case (nil when it did not
	// run); PyPTOError why it could not be asked (the harness's failure).
	PyPTO      *PyPTOOutcome `json:"pypto,omitempty"`
	PyPTOError string        `json:"pypto_error,omitempty"`

	Nanos    int64 `json:"ns"`     // the case's whole time
	SUTNanos int64 `json:"sut_ns"` // time inside the systems under test (the model's and PyPTO's own)

	// Stage is where a child got to: "generated" once the kernel exists,
	// "done" when the outcome is complete.
	Stage string `json:"stage,omitempty"`

	canceled bool        // stopped by the campaign's context before it finished
	prog     *ir.Program // the kernel, in-process only
	end      time.Time   // when it finished
}

// PyPTOOutcome is the real PyPTO's verdict on a case.
type PyPTOOutcome struct {
	Accepted bool     `json:"accepted"` // it parsed
	Compiled bool     `json:"compiled"` // the pipeline ran to its end
	Classes  []string `json:"classes"`  // sut.Response.Classes
	// Acceptance is the side of an acceptance difference
	// (oracle.ModelAccepts, oracle.PyPTOAccepts) and AcceptancePass its
	// pass; Departure names the listed departure that explained one.
	Acceptance     string `json:"acceptance,omitempty"`
	AcceptancePass string `json:"acceptance_pass,omitempty"`
	Departure      string `json:"departure,omitempty"`
	// PassDiffs are the per-pass differential's verdicts; Sim the
	// semantics differential's on PyPTO's compiled kernel.
	PassDiffs []oracle.PassComparison `json:"passdiffs,omitempty"`
	Sim       string                  `json:"sim,omitempty"`
	// PTOOps counts the PTO operations the reader read in PyPTO's .pto.
	PTOOps map[string]int `json:"pto_ops,omitempty"`
	// PTODiff is the verdict of the model's PTO against PyPTO's;
	// DivergeOp the PTO operation where they first compute differently.
	PTODiff   string `json:"pto_diff,omitempty"`
	DivergeOp string `json:"diverge_op,omitempty"`
	Nanos     int64  `json:"ns"` // PyPTO's own time for the case
}

// Oracles beyond package oracle's: the campaign's own.
const (
	// Hang: the case outlived its deadline.
	Hang = "hang"
)

// runner runs cases of one resolved campaign.
type runner struct{ s *settings }

// caseOf generates case index and says how (its plan: seed, profile,
// origin).
//
// On the real PyPTO the case must be one its code generation takes: a
// kernel the model's PTOCodegen refuses (sync_src/sync_dst, a descending
// device loop, set_validshape of a slice, a padded assemble: contracts of
// the pinned codegen, docs/pypto-version.md) is drawn again, from the
// seeds of CodegenRetries more rounds, the first that passes kept (a
// mutated case it refuses is drawn fresh instead). The builder itself
// keeps those constructs, which the model's own fault self-tests need.
func (r runner) caseOf(index int) (gen.Case, plan) { return r.caseFrom(index, r.plan(index)) }

// caseFrom generates case index from its plan (caseOf).
func (r runner) caseFrom(index int, pl plan) (gen.Case, plan) {
	pol := r.s.policies[pl.profile]
	var c gen.Case
	if pl.choices != nil {
		if pl.bounds != nil {
			// A mutant: its trace (Outcome.Choices) is the draws the
			// edit gave, which rebuild it as any trace does.
			c = gen.FromSource(pol, choice.Guided(pl.choices, pl.bounds, pl.guide))
		} else {
			c = gen.FromChoices(pol, pl.choices)
		}
		c.Seed = int64(pl.seed)
		if pl.origin == OriginMutant && r.s.pypto != nil && !codegenTakes(c.Prog, r.s.backend) {
			pl = plan{seed: CaseSeed(r.s.Seed, index), profile: pl.profile}
		}
	}
	if pl.choices == nil {
		c = gen.FromSeed(pol, int64(pl.seed))
		for k := uint64(1); r.s.pypto != nil && k <= CodegenRetries && !codegenTakes(c.Prog, r.s.backend); k++ {
			pl.seed = RedrawSeed(r.s.Seed, index, k)
			c = gen.FromSeed(pol, int64(pl.seed))
		}
	}
	if r.s.pypto != nil {
		c.Prog = pipeline.Explicit(c.Prog, r.s.backend)
	}
	return c, pl
}

// plan is how case index is built: the child's one case, the campaign's
// feedback's plan, or (a Runner) fresh from its seed.
func (r runner) plan(index int) plan {
	switch {
	case r.s.fixed != nil:
		return *r.s.fixed
	case r.s.fb != nil:
		return r.s.fb.plan(index)
	}
	return plan{seed: CaseSeed(r.s.Seed, index), profile: ProfileOf(r.s.Profiles, index)}
}

// RedrawSeed is the seed of case index's k-th redraw (k from 1; k = 0 is
// CaseSeed itself).
func RedrawSeed(seed uint64, index int, k uint64) uint64 {
	return CaseSeed(seed+k*0x9e3779b97f4a7c15, index)
}

// IsCaseSeed reports whether s is a seed case index of a campaign with
// seed can have: CaseSeed, or one of its CodegenRetries redraws.
func IsCaseSeed(seed uint64, index int, s uint64) bool {
	for k := uint64(0); k <= CodegenRetries; k++ {
		if s == RedrawSeed(seed, index, k) {
			return true
		}
	}
	return false
}

// CodegenRetries bounds caseOf's draws for a kernel PyPTO's codegen takes.
const CodegenRetries = 8

// codegenTakes reports whether the model's PTOCodegen check accepts p.
func codegenTakes(p *ir.Program, b *backend.Backend) bool {
	if p == nil {
		return true
	}
	_, err := pipeline.PTOCodegen.Run(p, &pipeline.Context{Backend: b})
	return err == nil
}

// run runs case index in this goroutine. A panic anywhere becomes a crash
// finding of the stage it happened in. generated, when not nil, is called
// with a copy of the outcome as soon as the kernel and its text exist, so
// that a watcher still has the kernel if the check never returns.
//
// What is checked is the kernel as the corpus stores it: the generated
// program printed and parsed back (see textual), so that replaying a
// corpus file reproduces exactly what the campaign saw.
func (r runner) run(index int, generated func(*Outcome)) (o *Outcome) {
	start := time.Now()
	o = &Outcome{Index: index, Seed: CaseSeed(r.s.Seed, index), Profile: ProfileOf(r.s.Profiles, index)}
	stage := "generate"
	defer func() {
		if v := recover(); v != nil {
			o.Findings = append(o.Findings, oracle.CrashFinding(stage, v, string(debug.Stack())))
			if o.Source == "" && o.prog != nil {
				o.Source = safePrint(o.prog)
			}
		}
		o.Nanos = time.Since(start).Nanoseconds()
		o.end = time.Now()
		o.Stage = "done"
	}()
	pl := r.plan(index)
	o.Seed, o.Profile, o.Origin, o.Parents = pl.seed, pl.profile, pl.origin, pl.parents
	c, pl := r.caseFrom(index, pl)
	o.Seed, o.Origin, o.Parents = pl.seed, pl.origin, pl.parents
	o.prog = c.Prog
	o.Intent = c.Intent
	o.Choices = c.Trace.Choices
	stage = "measure"
	o.Statements = gen.Statements(c.Prog)
	ops := map[string]int{}
	gen.Coverage(c.Prog, ops)
	o.Ops = map[string]int{}
	for k, n := range ops {
		if name, ok := strings.CutPrefix(k, "op:"); ok {
			o.Ops[name] = n
		}
	}
	stage = "print"
	began := time.Now()
	o.Source = ir.Print(c.Prog)
	stage = "parse"
	prog, f := textual(c.Prog, o.Source)
	o.SUTNanos = time.Since(began).Nanoseconds()
	if f != nil && (r.s.Oracles == nil || r.s.Oracles[oracle.Roundtrip]) {
		o.Findings = append(o.Findings, *f)
	}
	o.prog = prog
	if generated != nil {
		snap := *o
		snap.Stage = "generated"
		generated(&snap)
	}
	stage = "check"
	r.check(o, prog, c.Intent, f == nil)
	if len(o.Findings) == 0 {
		o.Source = "" // only cases with findings keep their kernel
	}
	return o
}

// config is how case index is checked: the campaign's oracles, and the
// real PyPTO's checks for that case (PyPTORequest).
func (r runner) config(index int) *oracle.Config {
	if r.s.pypto == nil {
		return r.s.oracles
	}
	return WithPyPTO(*r.s.oracles, r.s.SUT, r.s.pypto, r.s.backend, index)
}

// check runs the oracles on the case, on the model and the real PyPTO as
// selected; a near miss's intended rejection is no finding. parsed says
// prog is the parse of o.Source.
func (r runner) check(o *Outcome, prog *ir.Program, intent []string, parsed bool) {
	muts := mutationsFor(r.s.policies[o.Profile], r.s.backend, o.Seed, intent)
	res := r.s.Config.check(oracle.Case{Prog: prog, Text: o.Source, Parsed: parsed, Seed: o.Seed, Mutations: muts}, r.config(o.Index))
	if len(res.Planted) > 0 {
		o.Mutant, o.MutantCaught = res.Planted[0], len(res.Caught) > 0
	}
	o.PyPTOError = res.PyPTOError
	nearMiss := len(intent) > 0
	if nearMiss {
		res.Disagreement = nil // invalid on purpose: no difference
	}
	o.PyPTO = pyptoOutcome(res)
	o.Invalid, o.Rejected, o.Skipped = res.Invalid, res.Rejected, res.Skipped
	dropped, invalid := false, false
	for _, f := range res.Findings {
		if nearMiss && f.Oracle == oracle.Acceptance {
			continue
		}
		if intended(&f, intent) {
			dropped = dropped || f.Oracle == oracle.Validity
			if o.Rejected == "" {
				o.Rejected = "intended: " + f.Property + " rejects the near miss"
			}
			continue
		}
		invalid = invalid || f.Oracle == oracle.Validity
		o.Findings = append(o.Findings, f)
	}
	if dropped && !invalid {
		o.Invalid = false // not a generator bug: the near miss it meant to be
	}
	o.Fired, o.Changed, o.Ran = res.Fired, res.Changed, res.Ran
	o.SUTNanos += res.SUT.Nanoseconds()
	o.Signals = r.signalsOf(o, res)
}

// The real PyPTO's checks beyond parse and the pipeline with verification
// after every pass: serialization and codegen run on every case,
// compiling twice on every TwiceEvery-th, the print/parse round trip
// after every pass (which costs PyPTO's parser once a pass) on every
// RoundtripEvery-th.
const (
	TwiceEvery     = 8
	RoundtripEvery = 32
	// PassDiffEvery: with the model running too, every PassDiffEvery-th
	// case has PyPTO print the program after each pass, for the per-pass
	// differential (oracle passdiff).
	PassDiffEvery = 4
)

// PyPTORequest is the real PyPTO's request for case index of a campaign
// on backend b (its program is filled in by the oracle, which also drops
// Dump when the model does not run): what a replay or a minimizer asks to
// see what the campaign saw.
func PyPTORequest(b *backend.Backend, index int) sut.Request {
	// One file name for every case: PyPTO quotes it in messages, and a
	// per-case name would split one cause into many signatures.
	return sut.Request{Filename: "kernel.py", Backend: pyptoBackend(b), Output: true,
		Serialize: true, Codegen: true, PTO: true, Twice: index%TwiceEvery == 0, Roundtrip: index%RoundtripEvery == 0,
		Dump: index%PassDiffEvery == 0}
}

// WithPyPTO is cfg set to run case index on the systems sel selects, the
// real one being pool: the case's PyPTO request, the model skipped
// without sel.Model, and with both the model's pipeline extended by its
// PTOCodegen check (pipeline.Compile), since PyPTO's checks include code
// generation, whose refusals the model must then share. Campaigns,
// replays and the minimizer all check a case this way.
func WithPyPTO(cfg oracle.Config, sel sut.Selection, pool sut.SUT, b *backend.Backend, index int) *oracle.Config {
	if !sel.PyPTO {
		return &cfg
	}
	cfg.PyPTO, cfg.NoModel, cfg.PyPTORequest = pool, !sel.Model, PyPTORequest(b, index)
	if cfg.Planner != pipeline.PlannerPyPTO {
		cfg.PyPTORequest.Planner = cfg.Planner.String()
	}
	if sel.Model && cfg.Passes == nil {
		cfg.Passes = pipeline.CompileFor(cfg.Planner)
	}
	return &cfg
}

// pyptoOutcome is what the real PyPTO made of a case, nil if it did not
// run.
func pyptoOutcome(res *oracle.Result) *PyPTOOutcome {
	r := res.PyPTO
	if r == nil {
		return nil
	}
	p := &PyPTOOutcome{Accepted: r.Accepted, Compiled: r.Compiled, Classes: r.Classes(), Nanos: r.Nanos,
		Departure: res.Departure, PassDiffs: res.PassDiffs, Sim: res.PyPTOSim, PTOOps: res.PTOOps, PTODiff: res.PTODiff,
		DivergeOp: res.PTODivergeOp}
	if d := res.Disagreement; d != nil {
		p.Acceptance, p.AcceptancePass = d.Property, d.Pass
	}
	return p
}

// pyptoBackend is the real PyPTO's name of a backend; without one, the
// generator's default target.
func pyptoBackend(b *backend.Backend) string {
	if b == nil {
		return pypto.BackendName("")
	}
	return pypto.BackendName(b.Name)
}

// textual is the generated program as its text reads back. When the text
// does not parse, or parses to a different program, that is a round-trip
// finding and the generated program itself is checked instead.
func textual(p *ir.Program, text string) (*ir.Program, *oracle.Finding) {
	q, err := ir.Parse("kernel.py", text)
	if err != nil {
		return p, &oracle.Finding{Oracle: oracle.Roundtrip, Pass: "generate",
			Message: "the generated kernel's text does not parse: " + err.Error()}
	}
	if d := ir.Diff(p, q); d != "" {
		return p, &oracle.Finding{Oracle: oracle.Roundtrip, Pass: "generate",
			Message: "the generated kernel changes through print and parse: " + d}
	}
	return q, nil
}

// intended reports whether a finding is the outcome a near-miss kernel
// was built for (gen.Case.Intent): its property's rule rejecting the
// input (validity) or a pass refusing it (contract).
func intended(f *oracle.Finding, intent []string) bool {
	if f.Oracle != oracle.Validity && f.Oracle != oracle.Contract {
		return false
	}
	for _, p := range intent {
		if f.Property == p {
			return true
		}
	}
	return false
}

// safePrint prints a program, "" if the printer panics.
func safePrint(p *ir.Program) (s string) {
	defer func() {
		if recover() != nil {
			s = ""
		}
	}()
	return ir.Print(p)
}
