package campaign

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/campaign/feedback"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

// DefaultCaseTimeout is the per-case deadline when Config.CaseTimeout is 0.
const DefaultCaseTimeout = 30 * time.Second

// GeneratorVersion is written into every corpus case ("generator" header).
// It names the generator's choice-stream format: a case's seed and choices
// rebuild the same kernel as long as it holds.
const GeneratorVersion = "gen/v1"

// Config is a campaign.
type Config struct {
	// Profiles are the generator profiles the cases rotate over, in order;
	// nil means every profile (gen.Profiles()).
	Profiles []string
	// N is the case budget and Time the wall-clock budget; 0 means no such
	// budget, and at least one must be set. The campaign stops at the first
	// one reached (cases already running finish).
	N    int
	Time time.Duration
	// Seed is the campaign seed; case i uses CaseSeed(Seed, i).
	Seed uint64
	// Workers is how many cases run at once; 0 means runtime.NumCPU().
	Workers int
	// Backend names the target (backend.Get: "910B", "950", "none"); the
	// generator builds for it and the oracles check against it. "" is
	// "none".
	Backend string
	// Faults are the names of the faults injected into the pipeline.
	Faults []string
	// Planner names the memory planner the pipeline runs under
	// (pipeline.ParsePlanner: "pypto", "dsa_rp", "ptoas"; "" is pypto),
	// in the model and in the real PyPTO.
	Planner string
	// Oracles selects the oracles; nil means every oracle.
	Oracles oracle.Set

	// CorpusDir receives a repro file per new unique signature ("": no
	// corpus). OutDir is the results directory ("": none).
	CorpusDir string
	OutDir    string
	// SeedsDir is the seed corpus directory (irfuzz -seeds): its entries
	// (package campaign/feedback) are replayed as the first cases, and
	// every later case that brings a feedback signal no earlier case had
	// is written there. "": the corpus lives in memory only.
	SeedsDir string
	// Mutate is the percentage of cases built by mutating corpus traces
	// (gen/choice.Mutate) rather than fresh from their seed, once there
	// is a corpus (see FeedbackLag); 0: none.
	Mutate int
	// SeedsFixed makes cases draw from the seeds loaded at the start only
	// (the distributed runner's mode: a worker cannot see what the others
	// add before it runs its cases); the entries the run adds are still
	// written to SeedsDir. Seeds, when not nil, is the seed corpus as
	// loaded (feedback.Load), used instead of reading SeedsDir (a worker's
	// and a resumed coordinator's).
	SeedsFixed bool
	Seeds      []feedback.Loaded

	// Known are corpus directories whose signatures count as known: a
	// finding with one is not new and not written to CorpusDir.
	Known []string
	// NoBuiltinKnown leaves out the built-in known findings (package
	// known), so that they count as new again.
	NoBuiltinKnown bool

	// SUT selects the systems each case runs on: the model, the real
	// PyPTO, or both (the zero value is the model). Python is the
	// interpreter with PyPTO ("": pypto.DefaultPython()).
	SUT    sut.Selection
	Python string

	// Isolate runs every case in a child process (see Child).
	Isolate bool
	// CaseTimeout is the per-case deadline; 0 means DefaultCaseTimeout.
	CaseTimeout time.Duration
	// Child is the command line of a child process; the case's Task (JSON)
	// is appended as the last argument. nil means the running executable
	// with ChildFlag.
	Child []string

	// Progress receives the progress line about once a second (nil: no
	// progress). On a terminal (Rewrite) it is one line rewritten in
	// place; otherwise one line per update.
	Progress io.Writer
	Rewrite  bool
	// ProgressEvery is the progress and timeline period; 0 means 1s.
	ProgressEvery time.Duration

	// Minimize, when set, is called for each new unique finding after the
	// cases ran (see Found); a smaller kernel replaces the corpus case.
	Minimize Minimizer

	// Resume, for a campaign restarted from its first case after an
	// earlier run of it died (the distributed coordinator's -resume), says
	// what to undo of that run; nil for a new campaign.
	Resume *Resume

	// check replaces oracle.Check in tests.
	check func(oracle.Case, *oracle.Config) *oracle.Result
	// stop, in tests, ends the campaign after the first committed case
	// for which it returns true.
	stop func(*Outcome) bool
}

// Resume is what a restarted campaign takes over from its earlier run:
// the outcomes themselves are committed again by the caller.
type Resume struct {
	// Corpus are the marks of the corpus when the campaign started
	// (Session.Marks): entries the earlier run wrote are forgotten, so its
	// findings are new again, and the counts it flushed are undone.
	Corpus []corpus.Mark
	// Elapsed is how long the earlier run had run: the clock (summary,
	// time budget) goes on from there.
	Elapsed time.Duration
}

// settings is a Config resolved and validated.
type settings struct {
	Config
	backend  *backend.Backend
	faults   pipeline.Faults
	policies map[string]*gen.Policy // by profile, retargeted to the backend
	oracles  *oracle.Config
	// pypto is the real PyPTO's worker pool, nil unless SUT.PyPTO.
	pypto *pypto.Pool
	// fb is the campaign's feedback (a Session's; nil for a Runner,
	// whose cases are all fresh); fixed, in a child, is its one case's
	// plan.
	fb    *corpusState
	fixed *plan
}

// capabilityNotes say where the campaign asks more than the installed
// PyPTO has: a profile's property it has no verifier for (the property
// is then checked on the model only), an op the model generates that it
// does not register.
func (s *settings) capabilityNotes() []string {
	if s.pypto == nil {
		return nil
	}
	caps := s.pypto.Capabilities()
	var notes []string
	who := "only the model checks it"
	if !s.SUT.Model {
		who = "with -sut pypto no system checks it (-sut both adds the model); its cases still run on PyPTO"
	}
	for _, p := range s.Profiles {
		if p != "Default" && !caps.HasProperty(p) {
			notes = append(notes, fmt.Sprintf("profile %s: PyPTO %s has no %s property; %s", p, caps.Version, p, who))
		}
	}
	var missing []string
	for _, op := range ir.Ops().Names() {
		if !caps.HasOp(op) {
			missing = append(missing, op)
		}
	}
	if len(missing) > 0 {
		notes = append(notes, fmt.Sprintf("PyPTO %s does not register %d ops the generator writes: %s", caps.Version, len(missing), strings.Join(missing, ", ")))
	}
	return notes
}

// close ends what resolve started: the real PyPTO's workers.
func (s *settings) close() {
	if s.pypto != nil {
		s.pypto.Close()
	}
}

// caseDeadline is how long a case may run before it is a hang: the
// model's CaseTimeout, plus twice as much again for the real PyPTO (its
// own deadline, also CaseTimeout, ends a hung worker first; a worker that
// dies gets a retry), or twice CaseTimeout with the real PyPTO alone.
func (s *settings) caseDeadline() time.Duration {
	if s.pypto != nil && !s.SUT.Model {
		return 2 * s.CaseTimeout
	}
	if s.pypto != nil {
		return 3 * s.CaseTimeout
	}
	return s.CaseTimeout
}

// resolve checks a Config and fills in its defaults.
func resolve(cfg Config) (*settings, error) {
	s := &settings{Config: cfg}
	if s.N < 0 {
		return nil, fmt.Errorf("campaign: N must not be negative, got %d", s.N)
	}
	if s.Time < 0 {
		return nil, fmt.Errorf("campaign: Time must not be negative, got %s", s.Time)
	}
	if s.N == 0 && s.Time == 0 {
		return nil, errors.New("campaign: no budget: set N (cases) or Time")
	}
	if s.Mutate < 0 || s.Mutate > 100 {
		return nil, fmt.Errorf("campaign: Mutate must be a percentage, got %d", s.Mutate)
	}
	if s.Workers < 0 {
		return nil, fmt.Errorf("campaign: Workers must not be negative, got %d", s.Workers)
	}
	if s.Workers == 0 {
		s.Workers = runtime.NumCPU()
	}
	if s.CaseTimeout < 0 {
		return nil, fmt.Errorf("campaign: CaseTimeout must not be negative, got %s", s.CaseTimeout)
	}
	if s.CaseTimeout == 0 {
		s.CaseTimeout = DefaultCaseTimeout
	}
	if s.ProgressEvery <= 0 {
		s.ProgressEvery = time.Second
	}
	var err error
	if s.backend, err = backend.Get(s.Backend); err != nil {
		return nil, fmt.Errorf("campaign: %v", err)
	}
	if s.faults, err = pipeline.ParseFaults(strings.Join(s.Faults, ",")); err != nil {
		return nil, fmt.Errorf("campaign: %v", err)
	}
	s.Faults = nil
	for _, f := range s.faults.List() {
		s.Faults = append(s.Faults, f.Name)
	}
	planner, err := pipeline.ParsePlanner(s.Planner)
	if err != nil {
		return nil, fmt.Errorf("campaign: %v", err)
	}
	s.Planner = ""
	if planner != pipeline.PlannerPyPTO {
		s.Planner = planner.String()
	}
	if s.Profiles, s.policies, err = policies(s.Profiles, s.backend); err != nil {
		return nil, err
	}
	if s.Config.check == nil {
		s.Config.check = oracle.Check
	}
	s.oracles = &oracle.Config{Backend: s.backend, Faults: s.faults, Planner: planner, Oracles: s.Oracles, Machines: oracle.NewMachinePool()}
	if !s.SUT.Model && !s.SUT.PyPTO {
		s.SUT.Model = true
	}
	if s.SUT.PyPTO {
		if s.Isolate {
			return nil, errors.New("campaign: -isolate isolates the model; the real PyPTO already runs in worker processes of its own (use -sut pypto without -isolate)")
		}
		if s.pypto, err = pypto.Open(pypto.Config{Python: s.Python, Workers: s.Workers, Timeout: s.CaseTimeout}); err != nil {
			return nil, fmt.Errorf("campaign: %v", err)
		}
		s.oracles.PyPTOTimeout = s.CaseTimeout
	}
	if s.Isolate && s.Child == nil {
		if s.Child, err = defaultChild(); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// policies resolves profile names (nil: every profile), dropping repeats,
// and retargets each to the backend.
func policies(names []string, b *backend.Backend) ([]string, map[string]*gen.Policy, error) {
	if len(names) == 0 {
		names = gen.Profiles()
	}
	var out []string
	ps := map[string]*gen.Policy{}
	for _, n := range names {
		if ps[n] != nil {
			continue
		}
		p, err := gen.LookupProfile(n)
		if err != nil {
			return nil, nil, fmt.Errorf("campaign: %v", err)
		}
		ps[n] = p.WithTarget(b)
		out = append(out, n)
	}
	return out, ps, nil
}

// backendName is how a backend is written in corpus headers and the
// summary: its canonical name, "" for none.
func backendName(b *backend.Backend) string {
	if b == nil {
		return ""
	}
	return b.Name
}

// done reports whether the campaign should stop submitting cases.
func (s *settings) done(ctx context.Context, next int, deadline time.Time) bool {
	return ctx.Err() != nil || (s.N > 0 && next >= s.N) || (s.Time > 0 && !time.Now().Before(deadline))
}
