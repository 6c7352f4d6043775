package oracle

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/ascend"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/verifier"
)

// The oracles, by name. Each lives in the file of its name.
const (
	Validity     = "validity"     // the input fails the structural set or TypeChecked: a generator bug
	Crash        = "crash"        // a panic in the parser, printer, a pass, a verifier, the reference or the simulator
	Contract     = "contract"     // a pass breaks a property it must produce or keep
	Roundtrip    = "roundtrip"    // a program does not survive print and parse
	Purity       = "purity"       // a pass modified its input
	Determinism  = "determinism"  // compiling twice gives different programs
	Differential = "differential" // the simulator's outputs differ from the reference's
	SimDiag      = "simdiag"      // the simulator reports a hazard, deadlock, capacity, alignment, poison or pitch error
	Soundness    = "soundness"    // every verifier accepts every stage, yet the simulator disagrees
	Precision    = "precision"    // a rule rejects, yet the kernel is right and every other rule accepts
	PyPTO        = "pypto"        // the real PyPTO fails inside: an internal error, a broken property, a crash, ...
	Acceptance   = "acceptance"   // the model and the real PyPTO disagree on whether the program is valid
	PassDiff     = "passdiff"     // a pass of both systems, given PyPTO's input, gives two different programs
	PyPTOSim     = "pyptosim"     // the PTO the real PyPTO emits, simulated, computes other numbers than the reference (or cannot be right)
	PTODiff      = "ptodiff"      // the model's PTO and the real PyPTO's, simulated alike, compute different numbers
	Mutant       = "mutant"       // a violation planted in the input (Case.Mutations) escapes the rule that forbids it
)

// Names lists every oracle, in the order reports list them (Check's order
// is its step table's, steps.go).
func Names() []string {
	return []string{Validity, Crash, Contract, Roundtrip, Purity, Determinism, Differential, SimDiag, Soundness, Precision,
		PyPTO, Acceptance, PassDiff, PyPTOSim, PTODiff, Mutant}
}

// Set is a selection of oracles.
type Set map[string]bool

// All selects every oracle.
func All() Set {
	s := Set{}
	for _, n := range Names() {
		s[n] = true
	}
	return s
}

// ParseSet reads a comma-separated oracle list; "" or "all" is every oracle.
func ParseSet(list string) (Set, error) {
	if list == "" || list == "all" {
		return All(), nil
	}
	s := Set{}
	for _, n := range strings.Split(list, ",") {
		n = strings.TrimSpace(n)
		if !All()[n] {
			return nil, fmt.Errorf("unknown oracle %q (want one of %s)", n, strings.Join(Names(), ", "))
		}
		s[n] = true
	}
	return s, nil
}

// String lists the set in Names order.
func (s Set) String() string {
	var out []string
	for _, n := range Names() {
		if s[n] {
			out = append(out, n)
		}
	}
	return strings.Join(out, ",")
}

// Config says how to check cases. The zero value checks with every oracle,
// no backend and no fault.
type Config struct {
	Backend *backend.Backend // nil: backend-dependent rules and the simulator are skipped
	Faults  pipeline.Faults
	// Planner is the memory planner the pipeline runs under: its default
	// pass list (pipeline.DefaultFor) and its Context.
	Planner pipeline.Planner
	// Oracles selects the oracles; nil is every oracle. Check does the
	// work the selected ones need and no other (steps.go).
	Oracles Set
	// Passes is the pipeline; nil means pipeline.DefaultFor(Planner).
	Passes []*pipeline.Pass
	// InputSets is how many seeded input sets the precision oracle needs
	// the simulator to agree on; 0 means 3.
	InputSets int
	// Machines lends the simulator its memory from one run to the next
	// (a campaign shares one Pool among its workers); nil: every run
	// allocates its own.
	Machines *ascend.Pool

	// PyPTO, when set, is the real PyPTO: the case also runs on it (when
	// a selected oracle needs its answer), with
	// PyPTORequest's checks (Backend, Serialize, Twice, Codegen,
	// Roundtrip; its Program is the case's), and the pypto and acceptance
	// oracles judge its answer (pypto.go). NoModel skips the model: only
	// the real PyPTO runs. PyPTOTimeout bounds its answer (0: its own
	// default).
	PyPTO        sut.SUT
	PyPTORequest sut.Request
	PyPTOTimeout time.Duration
	NoModel      bool
}

// NewMachinePool is a Pool for Config.Machines, for the workers of one
// campaign.
func NewMachinePool() *ascend.Pool { return new(ascend.Pool) }

func (c *Config) on(name string) bool { return c.Oracles == nil || c.Oracles[name] }

func (c *Config) passes() []*pipeline.Pass {
	if c.Passes != nil {
		return c.Passes
	}
	return pipeline.DefaultFor(c.Planner)
}

// Case is one kernel to check.
type Case struct {
	Prog *ir.Program
	// Entry names the kernel function; "" picks it (see EntryOf).
	Entry string
	// Seed seeds the input data.
	Seed uint64
	// Text, when set, is Prog as ir.Print prints it (the real PyPTO gets
	// it; without it, Prog is printed again).
	Text string
	// Parsed says Prog is ir.Parse of Text: when Text is also how Prog
	// prints, the input round-trips without parsing it again.
	Parsed bool
	// NearMiss names properties the input is meant to violate (a
	// generator's near miss, gen.Case.Intent): a broken contract on one of
	// them is the expected rejection, not a finding.
	NearMiss []string
	// Mutations are violations to plant in Prog, each checked against
	// the rule that forbids it (mutant.go).
	Mutations []Mutation
}

// Result is what Check learned about a case.
type Result struct {
	Findings []Finding
	// Invalid is set when the input failed validity: nothing else of the
	// model's ran.
	Invalid bool
	// Rejected says why the pipeline refused the input without that being a
	// compiler bug (a kernel that does not fit, an input that violates a
	// pass's preconditions); "" when it compiled, or when no selected
	// oracle needed the compile.
	Rejected string
	// RejectedBy is the pass that refused it, when one did (a pass's own
	// precondition, not a contract verifier).
	RejectedBy string
	// Skipped says why the kernel was not simulated ("" when it was, or when
	// no simulating oracle was selected).
	Skipped string
	// Compiled is the pipeline's output, when it compiled.
	Compiled *ir.Program
	// Changed lists the passes that changed the program, Ran those that
	// received it (the pass that refused it included); Fired the verifier
	// rules that reported a diagnostic on any stage.
	Changed []string
	Ran     []string
	Fired   []string
	// Diagnosed lists, sorted, the "Rule[code]" of the diagnostics Fired
	// counts, and MutantDiagnosed those the planted mutants drew (a
	// campaign's feedback signals).
	Diagnosed, MutantDiagnosed []string
	// Simulated is the simulation of the compiled kernel, when it ran.
	Simulated *Simulation
	// Planted lists the mutations that found a site in the program (the
	// mutant oracle's), Caught those the targeted rule rejected.
	Planted, Caught []string
	// SUT is the time spent inside the systems under test (the model's
	// parser, printer, passes, verifiers, reference, simulator, and the
	// real PyPTO's own time).
	SUT time.Duration

	// PyPTO is the real PyPTO's answer (nil when it did not run: none is
	// configured, or no selected oracle needed it);
	// Departure names the listed departure that explained a difference
	// between it and the model.
	PyPTO     *sut.Response
	Departure string
	// PyPTOError says why the real PyPTO could not be asked ("" when it
	// was, or was not configured): the harness's failure, not PyPTO's.
	PyPTOError string
	// Disagreement is the acceptance difference between the model and the
	// real PyPTO, whenever both ran, whether or not the acceptance oracle
	// is selected.
	Disagreement *Finding
	// PassDiffs are the per-pass differential's verdicts (passdiff.go),
	// when it ran and PyPTO dumped its stages; PyPTOSim is the semantics
	// differential's verdict on PyPTO's compiled kernel (pyptosim.go),
	// when the pyptosim or ptodiff oracle needed it.
	PassDiffs []PassComparison
	PyPTOSim  string
	// PTOOps counts the PTO operations the reader read in PyPTO's .pto
	// (when it read it).
	PTOOps map[string]int
	// PTODiff is the verdict of the model's PTO against PyPTO's
	// (ptodiff.go); PTODivergence, when they compute different numbers,
	// the first operation whose result differs ("" if none pairs up),
	// and PTODivergeOp its PTO operation in the model's .pto.
	PTODiff, PTODivergence, PTODivergeOp string
}

// Check runs the selected oracles on a case. It never panics: a panic in
// the system under test is a crash finding.
func Check(c Case, cfg *Config) *Result {
	if cfg == nil {
		cfg = &Config{}
	}
	k := &checker{c: c, cfg: cfg, r: &Result{}, fired: map[string]bool{}, codes: map[string]bool{}, mutantCodes: map[string]bool{}}
	checks.run(k)
	k.r.Fired = sortedKeys(k.fired)
	k.r.Diagnosed, k.r.MutantDiagnosed = sortedKeys(k.codes), sortedKeys(k.mutantCodes)
	k.r.Simulated = k.sim
	return k.r
}

// sortedKeys is a set's members in order, nil for none.
func sortedKeys(set map[string]bool) []string {
	var out []string
	for s := range set {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// checker carries one case through the oracles.
type checker struct {
	c     Case
	cfg   *Config
	r     *Result
	fired map[string]bool
	// codes and mutantCodes are Result.Diagnosed and MutantDiagnosed.
	codes, mutantCodes map[string]bool
	// entry is the input's kernel function.
	entry *ir.Function
	// snap holds every pass's output of the instrumented compile.
	snap *pipeline.Snapshot
	// sim is the simulation of the compiled kernel; problems are what the
	// differential and simdiag oracles saw in it, for soundness.
	sim      *Simulation
	problems []Finding
	// text is the program as the real PyPTO got it, answer its answer
	// (codegen refusals the model shares made rejections), ptoSim the
	// simulation of the PTO it wrote.
	text   string
	answer *sut.Response
	ptoSim *PTOSimulation
}

func (k *checker) add(f Finding) { k.r.Findings = append(k.r.Findings, f) }

// sut times a call into the system under test and turns a panic into a
// crash finding naming the stage; it reports whether fn returned normally.
func (k *checker) sut(stage string, fn func()) (ok bool) {
	start := time.Now()
	defer func() {
		k.r.SUT += time.Since(start)
		if v := recover(); v != nil {
			ok = false
			if k.cfg.on(Crash) {
				k.add(CrashFinding(stage, v, stack()))
			}
		}
	}()
	fn()
	return true
}

// vctx is the verifier context of the configured backend.
func (k *checker) vctx() *verifier.Context {
	return k.cfg.Faults.VerifierContext(k.cfg.Backend)
}

// noteFired records the rules that reported in a list of diagnostics.
func (k *checker) noteFired(ds []verifier.Diagnostic) {
	for _, d := range ds {
		k.fired[d.Rule] = true
		k.codes[fmt.Sprintf("%s[%d]", d.Rule, d.Code)] = true
	}
}

// EntryOf is the function a program's simulation starts from: the named
// one; else an Opaque function no other function calls (a tensor-level
// program's main, whose explicit InCore kernels are launched from it);
// else the first Group, InCore, AIC or AIV function; else the first
// function that is not FunctionType.Inline (InlineFunctions splices those
// into their callers and drops them, inline_functions_pass.cpp:70-110, so
// one is never what the compiled program runs).
func EntryOf(p *ir.Program, name string) *ir.Function {
	if name != "" {
		return p.Func(name)
	}
	called := map[string]bool{}
	for _, g := range p.Funcs {
		if g != nil && g.Body != nil {
			ir.Walk(g.Body, func(n ir.Node) bool {
				if c, ok := n.(*ir.Call); ok && c.Op == nil && c.Callee != "" && c.Callee != g.Name {
					called[c.Callee] = true
				}
				return true
			})
		}
	}
	for _, f := range p.Funcs {
		if f != nil && f.Kind == ir.Opaque && !called[f.Name] {
			return f
		}
	}
	var first *ir.Function
	for _, f := range p.Funcs {
		switch f.Kind {
		case ir.Group:
			return f
		case ir.InCore, ir.AIC, ir.AIV:
			if first == nil {
				first = f
			}
		}
	}
	for _, f := range p.Funcs {
		if first != nil {
			break
		}
		if f.Kind != ir.Inline {
			first = f
		}
	}
	if first == nil && len(p.Funcs) > 0 {
		first = p.Funcs[0]
	}
	return first
}
