package campaign

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
)

// failed marks a real PyPTO that could not be opened (ReplayCheck keeps
// its error for every later case).
type failed struct{ sut.SUT }

// ReplayOptions say how ReplayCheck checks corpus cases.
type ReplayOptions struct {
	// Backend, when set, overrides every case's own backend header
	// ("none" checks without one).
	Backend string
	// Oracles, when set, overrides every case's own selection (its
	// OraclesKey header, else every oracle).
	Oracles oracle.Set
	// SUT, when set, overrides every case's own systems (its SUTKey
	// header, else the model). PyPTO gives the real PyPTO to the cases
	// that run on it; it is called once, when the first such case comes.
	SUT   *sut.Selection
	PyPTO func() (sut.SUT, error)
}

// OraclesKey is the corpus header (an extra field of corpus.Entry) naming
// the oracles of the campaign that found a case, written when they were
// not all of them.
const OraclesKey = "oracles"

// ReplayCheck is the corpus.Check of "irfuzz replay": it runs
// oracle.Check on a case's kernel the way the campaign that found it did —
// the backend, faults and oracles of its headers, its seed as the
// input-data seed — and returns the signatures of the findings.
func ReplayCheck(opts ReplayOptions) corpus.Check {
	var (
		mu       sync.Mutex
		pyptoSUT sut.SUT
		realErr  error
	)
	return func(e *corpus.Entry) ([]oracle.Signature, error) {
		if e.Prog == nil {
			return nil, errors.New("the case has no parsed kernel")
		}
		name := e.Backend
		if opts.Backend != "" {
			name = opts.Backend
		}
		b, err := backend.Get(name)
		if err != nil {
			return nil, err
		}
		faults, err := pipeline.ParseFaults(strings.Join(e.Faults, ","))
		if err != nil {
			return nil, err
		}
		set := opts.Oracles
		if set == nil {
			for _, f := range e.Extra {
				if f.Key == OraclesKey {
					if set, err = oracle.ParseSet(f.Value); err != nil {
						return nil, fmt.Errorf("header %s: %v", OraclesKey, err)
					}
				}
			}
		}
		planner, err := pipeline.ParsePlanner(e.Get(PlannerKey))
		if err != nil {
			return nil, fmt.Errorf("header %s: %v", PlannerKey, err)
		}
		cfg := &oracle.Config{Backend: b, Faults: faults, Planner: planner, Oracles: set}
		sel := sut.Selection{Model: true}
		for _, f := range e.Extra {
			if f.Key == SUTKey {
				if sel, err = sut.ParseSelection(f.Value); err != nil {
					return nil, fmt.Errorf("header %s: %v", SUTKey, err)
				}
			}
		}
		if opts.SUT != nil {
			sel = *opts.SUT
		}
		if sel.PyPTO {
			mu.Lock()
			if pyptoSUT == nil {
				if opts.PyPTO == nil {
					mu.Unlock()
					return nil, errors.New("the case runs on the real PyPTO, and none was given (irfuzz replay -python PATH)")
				}
				if pyptoSUT, realErr = opts.PyPTO(); realErr != nil {
					pyptoSUT = failed{}
				}
			}
			mu.Unlock()
			if realErr != nil {
				return nil, realErr
			}
			cfg = WithPyPTO(*cfg, sel, pyptoSUT, b, e.Case)
		}
		muts, err := MutationsNamed(e.Get(MutantKey), uint64(e.Seed))
		if err != nil {
			return nil, err
		}
		res := oracle.Check(oracle.Case{Prog: e.Prog, Seed: uint64(e.Seed), Mutations: muts}, cfg)
		sigs := make([]oracle.Signature, 0, len(res.Findings))
		for i := range res.Findings {
			sigs = append(sigs, res.Findings[i].Signature())
		}
		return sigs, nil
	}
}
