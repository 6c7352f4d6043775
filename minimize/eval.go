package minimize

import (
	"context"
	"hash/fnv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/verifier"
	"github.com/sourcegraph/conc/iter"
)

// candidate is one kernel to try: the text it would be written as, the
// program parsed back from it and, for L1, the pass list to compile it
// with.
type candidate struct {
	text   string
	prog   *ir.Program
	passes []*pipeline.Pass // nil: the configured pipeline
}

// key identifies a candidate in the cache: the hash of its text and its
// pass list.
func (c *candidate) key() string {
	h := fnv.New64a()
	h.Write([]byte(c.text))
	var b strings.Builder
	b.Write(h.Sum(nil))
	if c.passes != nil {
		b.WriteString("|passes")
		for _, p := range c.passes {
			b.WriteString(":" + p.Name)
		}
	}
	return b.String()
}

// build makes a candidate, or reports why there is none.
type build func() (*candidate, verdict)

type verdict uint8

const (
	built      verdict = iota
	invalid            // it does not deduce, print or parse: an evaluation that failed cheaply
	notSmaller         // valid, but no smaller than the current kernel: not tried at all
)

// evaluator checks candidates: a cache of verdicts by key, the validity
// gate, the oracles under the narrowed configuration. Only the goroutine
// running the reduction touches the cache and the counters; workers only
// check.
type evaluator struct {
	cfg  oracle.Config  // narrowed (see narrow)
	base *oracle.Config // narrowed Options.Baseline, or nil
	sig  oracle.Signature
	// tmpl is the case every candidate is checked as (Prog aside):
	// the input's entry, data seed and mutations.
	tmpl oracle.Case
	par  int
	gate bool // run the validity gate (not when the target is a validity finding or a crash, which the gate may hit first)
	// known are the input's malformed-kernel diagnostics (malformed): a
	// candidate showing any other one is rejected, so that a reduction
	// cannot keep a masked signature for another reason (a kernel the
	// simulator cannot run computes nothing, and "got undefined" looks
	// the same whatever the cause).
	known map[oracle.Signature]bool

	cache                       map[string]bool
	evals, runs, hits, accepted int
}

func newEvaluator(full, baseline *oracle.Config, sig oracle.Signature, known map[oracle.Signature]bool, tmpl oracle.Case, par int) *evaluator {
	e := &evaluator{
		cfg: narrow(full, sig), sig: sig, known: known, tmpl: tmpl, par: par,
		gate:  sig.Oracle() != oracle.Validity && sig.Oracle() != oracle.Crash,
		cache: map[string]bool{},
	}
	if baseline != nil {
		b := narrow(baseline, sig)
		e.base = &b
	}
	return e
}

// gateProps is what every candidate must satisfy before the oracles run:
// the structural set, SSA form and type checking (the oracle's validity).
var gateProps = verifier.Structural().Union(verifier.Set(verifier.SSAForm, verifier.TypeChecked))

// outcome is one check's result.
type outcome struct {
	repro bool // the signature appeared
	ran   bool // the oracles ran (the gate passed)
}

// check runs the gate and the oracles on one candidate. It is safe to
// call from several goroutines.
func (e *evaluator) check(c *candidate) (o outcome) {
	defer func() {
		if recover() != nil {
			o = outcome{}
		}
	}()
	if e.gate {
		ds := verifier.Default().Verify(e.cfg.Faults.VerifierContext(e.cfg.Backend), gateProps, c.prog)
		if verifier.HasErrors(ds) {
			return outcome{}
		}
	}
	cfg := e.cfg
	if c.passes != nil {
		cfg.Passes = c.passes
	}
	return outcome{repro: reproduces(e.tmpl, c.prog, &cfg, e.base, e.sig, e.known), ran: true}
}

// reproduces reports whether a kernel shows the signature under cfg, and
// no malformed-kernel diagnostic outside known (nil: not checked) and,
// when baseline is set, not under baseline (checked only when needed).
func reproduces(c oracle.Case, p *ir.Program, cfg, baseline *oracle.Config, sig oracle.Signature, known map[oracle.Signature]bool) bool {
	c.Prog = p
	found := oracle.Check(c, cfg).Findings
	if !matches(found, sig) {
		return false
	}
	if known != nil {
		for s := range malformed(found) {
			if !known[s] && s != sig {
				return false
			}
		}
	}
	if baseline != nil {
		b := *baseline
		if cfg.Passes != nil {
			b.Passes = cfg.Passes
		}
		return !matches(oracle.Check(c, &b).Findings, sig)
	}
	return true
}

// one evaluates a single candidate through the cache.
func (e *evaluator) one(c *candidate) bool {
	k := c.key()
	if v, ok := e.cache[k]; ok {
		e.hits++
		return v
	}
	o := e.check(c)
	e.record(k, o)
	return o.repro
}

func (e *evaluator) record(k string, o outcome) {
	e.cache[k] = o.repro
	e.evals++
	if o.ran {
		e.runs++
	}
}

// first returns the first candidate, in order, that reproduces, or nil.
// Candidates are built in order; those not in the cache are checked in
// parallel batches of e.par, and a batch is only started when no earlier
// candidate reproduced, so the answer is the one a sequential search
// would give, whatever the parallelism.
func (e *evaluator) first(ctx context.Context, builds []build) *candidate {
	type pending struct {
		c *candidate
		k string
	}
	var batch []pending
	flush := func() *candidate {
		if len(batch) == 0 {
			return nil
		}
		res := iter.Mapper[pending, outcome]{MaxGoroutines: e.par}.Map(batch, func(p *pending) outcome { return e.check(p.c) })
		var win *candidate
		for i, p := range batch {
			e.record(p.k, res[i])
			if res[i].repro && win == nil {
				win = p.c
			}
		}
		batch = batch[:0]
		return win
	}
	for _, b := range builds {
		if ctx.Err() != nil {
			return nil
		}
		c, v := safeBuild(b)
		switch v {
		case notSmaller:
			continue
		case invalid:
			e.evals++
			continue
		}
		k := c.key()
		if ok, known := e.cache[k]; known {
			if !ok {
				e.hits++
				continue
			}
			// A known reproducer: it wins unless an earlier pending one does.
			if win := flush(); win != nil {
				return win
			}
			e.hits++
			return c
		}
		dup := false
		for _, p := range batch {
			if p.k == k {
				dup = true
			}
		}
		if dup {
			e.hits++
			continue
		}
		batch = append(batch, pending{c, k})
		if len(batch) >= e.par {
			if win := flush(); win != nil {
				return win
			}
		}
	}
	if ctx.Err() != nil {
		return nil
	}
	return flush()
}

// safeBuild runs a build, turning a panic (an edit meeting IR it did not
// expect) into an invalid candidate.
func safeBuild(b build) (c *candidate, v verdict) {
	defer func() {
		if recover() != nil {
			c, v = nil, invalid
		}
	}()
	return b()
}

// parsed makes a candidate of a text: it must parse, and be smaller than
// the current kernel (see measure).
func parsed(text string, than measure) (*candidate, verdict) {
	p, err := ir.Parse("candidate.py", text)
	if err != nil {
		return nil, invalid
	}
	if !measureOf(p, text).less(than) {
		return nil, notSmaller
	}
	return &candidate{text: text, prog: p}, built
}

// reprint makes a candidate of a text from outside the printer: it must
// parse, and the candidate is its canonical print.
func reprint(text string, than measure) (*candidate, verdict) {
	p, err := ir.Parse("candidate.py", text)
	if err != nil {
		return nil, invalid
	}
	return parsed(ir.Print(p), than)
}
