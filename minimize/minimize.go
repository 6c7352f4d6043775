package minimize

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
)

// Input is the failing kernel.
type Input struct {
	Prog *ir.Program
	// Choices is the generator choice trace that built Prog, when it came
	// from the generator (a corpus entry's "choices"); Policy is the
	// generator policy it was built under, or else Profile names the
	// profile ("" is Default), retargeted to the configured backend. With
	// them L0 reduces the trace.
	Choices []uint64
	Policy  *gen.Policy
	Profile string
	// Entry names the kernel function ("" lets the oracle pick it); Seed
	// seeds the input data, as in oracle.Case.
	Entry string
	Seed  uint64
	// Mutations are the violations the case planted (a mutant finding's:
	// oracle.Case.Mutations); every candidate plants them again.
	Mutations []oracle.Mutation
	// External marks a kernel written outside the generator (a file
	// handed in by a user); L3's line-level ddmin runs only on those.
	External bool
}

// caseOf is the input's case for program p: its entry, data seed and
// mutations.
func (in *Input) caseOf(p *ir.Program) oracle.Case {
	return oracle.Case{Prog: p, Entry: in.Entry, Seed: in.Seed, Mutations: in.Mutations}
}

// Level names a reduction level.
type Level uint8

// The levels, in the order Minimize runs them (L1 runs last; see doc.go).
const (
	L0 Level = iota // the choice trace
	L2              // typed delta passes on the IR
	L3              // line-level ddmin on the text
	L1              // the pass list
	numLevels
)

func (l Level) String() string {
	return [...]string{"L0 choices", "L2 typed", "L3 lines", "L1 passes"}[l]
}

// Levels is a set of levels.
type Levels uint8

// AllLevels selects every level.
const AllLevels = Levels(1<<numLevels - 1)

// Has reports whether l is in the set.
func (s Levels) Has(l Level) bool { return s&(1<<l) != 0 }

// With returns the set plus l.
func (s Levels) With(l Level) Levels { return s | 1<<l }

// Without returns the set minus l.
func (s Levels) Without(l Level) Levels { return s &^ (1 << l) }

// Options says how to minimize.
type Options struct {
	// Config reproduces the bug: backend, faults, oracles, pipeline. The
	// final replays run under it unchanged; candidates run under it with
	// the oracles the target does not need left out (see target.go).
	Config oracle.Config
	// Target is the bug to keep.
	Target Target
	// Baseline, when set, is a configuration under which the kept
	// signature must NOT appear — typically Config without its injected
	// faults — so the reduction keeps a bug the difference causes and
	// cannot slip to one the kernel shows anyway (a generic differential
	// signature is easy to keep with another cause). The input must
	// satisfy it too.
	Baseline *oracle.Config
	// Time bounds the reduction (default 5 minutes); when it runs out the
	// smallest reproducing kernel so far is returned. The final replays
	// are not counted.
	Time time.Duration
	// Parallelism is how many candidates are evaluated at once (default
	// GOMAXPROCS). The result does not depend on it.
	Parallelism int
	// Levels selects the levels to run (zero: all that apply).
	Levels Levels
	// Replays is how many times the final kernel is re-checked (default 5).
	Replays int
	// Log, when set, receives a line at the start, one per level and one
	// at the end.
	Log io.Writer
}

// DefaultTime is the reduction budget when Options.Time is zero.
const DefaultTime = 5 * time.Minute

// DefaultReplays is the number of final replays when Options.Replays is
// zero.
const DefaultReplays = 5

// Size measures a kernel: its statements (gen.Statements) and the bytes
// of its printed text.
type Size struct {
	Statements int
	Bytes      int
}

func (s Size) String() string { return fmt.Sprintf("%d statements, %d bytes", s.Statements, s.Bytes) }

func sizeOf(p *ir.Program, text string) Size {
	return Size{Statements: gen.Statements(p), Bytes: len(text)}
}

// LevelStats is what one level did.
type LevelStats struct {
	Level         Level
	Before, After Size
	// Evaluations counts the candidates checked (not found in the cache);
	// OracleRuns those that passed the validity gate and ran the oracles.
	Evaluations, OracleRuns int
	CacheHits               int
	Accepted                int // candidates that reproduced and became the new kernel
	Time                    time.Duration
	Note                    string // why the level did not run, or what limited it
}

// Output is the minimized kernel and how it was obtained.
type Output struct {
	// Prog is the minimized kernel, parsed back from Text, its printed form.
	Prog *ir.Program
	Text string
	// Choices is L0's reduced choice trace when it rebuilds Prog exactly
	// (nil when L0 did not run or a later level changed the kernel).
	Choices []uint64
	// Passes lists the passes needed to show the bug (L1), in pipeline
	// order; nil when L1 did not run.
	Passes []string
	// Signature is the finding kept.
	Signature oracle.Signature
	// Before and After are the sizes of the input and of the result.
	Before, After Size
	// Evaluations, OracleRuns and CacheHits are totals over all levels
	// (the input check and the replays excluded).
	Evaluations, OracleRuns, CacheHits int
	// Levels has one entry per level, in the order they ran (which is
	// the order of the Level constants, so Levels[l] is level l).
	Levels []LevelStats
	// Time is the reduction's wall time (the replays excluded).
	Time time.Duration
	// Stopped says why the reduction ended before a fixpoint ("" when it
	// reached one): the time budget or the context.
	Stopped string
	// Replays and Reproduced: the final kernel was checked Replays times
	// under the full configuration and showed the signature Reproduced
	// times.
	Replays, Reproduced int
}

// Reproducible reports whether every final replay showed the signature.
func (o *Output) Reproducible() bool { return o.Replays > 0 && o.Reproduced == o.Replays }

// NotReproducedError is returned when the input does not show the target.
type NotReproducedError struct {
	Target string             // the target as asked for
	Found  []oracle.Signature // what the input showed instead
}

func (e *NotReproducedError) Error() string {
	if len(e.Found) == 0 {
		return fmt.Sprintf("minimize: the input does not reproduce %s: it has no finding", e.Target)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "minimize: the input does not reproduce %s; its findings:", e.Target)
	for _, s := range e.Found {
		fmt.Fprintf(&b, "\n  %s", s)
	}
	return b.String()
}

// BaselineError is returned when the input shows the signature under
// Options.Baseline as well: the bug does not depend on what the baseline
// leaves out.
type BaselineError struct{ Signature oracle.Signature }

func (e *BaselineError) Error() string {
	return fmt.Sprintf("minimize: the input shows %s under the baseline configuration too (it does not depend on the injected faults)", e.Signature)
}

// ErrNoProgram is returned for an Input without a program.
var ErrNoProgram = errors.New("minimize: no program")

// Minimize shrinks the input kernel while it keeps showing the target
// finding under opts.Config. It returns a *NotReproducedError when the
// input does not show it. A reduction cut short by the time budget or by
// ctx still returns the best kernel found (Output.Stopped says so).
func Minimize(ctx context.Context, in Input, opts Options) (*Output, error) {
	if in.Prog == nil {
		return nil, ErrNoProgram
	}
	start := time.Now()
	if opts.Time <= 0 {
		opts.Time = DefaultTime
	}
	if opts.Parallelism <= 0 {
		opts.Parallelism = runtime.GOMAXPROCS(0)
	}
	if opts.Replays <= 0 {
		opts.Replays = DefaultReplays
	}
	if opts.Levels == 0 {
		opts.Levels = AllLevels
	}
	full := opts.Config

	// The input, as it would be written, and the signature to keep.
	text := ir.Print(in.Prog)
	prog, err := ir.Parse("input.py", text)
	if err != nil {
		return nil, fmt.Errorf("minimize: the printed input does not parse back: %w", err)
	}
	res := oracle.Check(in.caseOf(prog), &full)
	sig, err := opts.Target.resolve(res.Findings)
	if err != nil {
		return nil, err
	}
	if opts.Baseline != nil {
		base := oracle.Check(in.caseOf(prog), opts.Baseline)
		if matches(base.Findings, sig) {
			return nil, &BaselineError{Signature: sig}
		}
	}

	ctx, cancel := context.WithTimeout(ctx, opts.Time)
	defer cancel()
	m := &minimizer{
		ctx:  ctx,
		opts: opts,
		in:   in,
		ev:   newEvaluator(&full, opts.Baseline, sig, malformed(res.Findings), in.caseOf(nil), opts.Parallelism),
		prog: prog,
		text: text,
	}
	out := &Output{Signature: sig, Before: sizeOf(prog, text)}
	m.logf("minimize: %s; target %s", out.Before, sig)

	m.level(out, L0, m.choices)
	m.level(out, L2, m.typed)
	m.level(out, L3, m.lines)
	m.level(out, L1, m.passes)

	out.Prog, out.Text = m.prog, m.text
	out.After = sizeOf(m.prog, m.text)
	out.Choices = m.finalChoices()
	if m.passList != nil {
		for _, p := range m.passList {
			out.Passes = append(out.Passes, p.Name)
		}
	}
	out.Evaluations, out.OracleRuns, out.CacheHits = m.ev.evals, m.ev.runs, m.ev.hits
	out.Time = time.Since(start)
	if err := ctx.Err(); err != nil {
		out.Stopped = "time budget"
		if errors.Is(err, context.Canceled) {
			out.Stopped = "canceled"
		}
	}
	out.Replays, out.Reproduced = opts.Replays, replay(out.Text, in, &full, opts.Baseline, sig, opts.Replays, opts.Parallelism)
	m.logf("minimize: %s -> %s in %v, %d evaluations, %d/%d replays reproduce", out.Before, out.After, out.Time.Round(time.Millisecond), out.Evaluations, out.Reproduced, out.Replays)
	return out, nil
}

// minimizer is one reduction: the current best kernel and what is needed
// to try candidates against it.
type minimizer struct {
	ctx  context.Context
	opts Options
	in   Input
	ev   *evaluator

	prog *ir.Program // the smallest reproducing kernel so far (parsed from text)
	text string

	// L0's result: the trace and the program it built (printed form).
	choiceTrace []uint64
	choiceText  string
	// L1's result.
	passList []*pipeline.Pass
}

// level runs one level (when selected) and records its statistics.
func (m *minimizer) level(out *Output, l Level, run func() string) {
	st := LevelStats{Level: l, Before: sizeOf(m.prog, m.text)}
	if !m.opts.Levels.Has(l) {
		st.Note = "not selected"
		st.After = st.Before
		out.Levels = append(out.Levels, st)
		return
	}
	if m.ctx.Err() != nil {
		st.Note = "no time left"
		st.After = st.Before
		out.Levels = append(out.Levels, st)
		return
	}
	t0 := time.Now()
	e0, r0, h0, a0 := m.ev.evals, m.ev.runs, m.ev.hits, m.ev.accepted
	st.Note = run()
	st.After = sizeOf(m.prog, m.text)
	st.Evaluations, st.OracleRuns, st.CacheHits, st.Accepted = m.ev.evals-e0, m.ev.runs-r0, m.ev.hits-h0, m.ev.accepted-a0
	st.Time = time.Since(t0)
	out.Levels = append(out.Levels, st)
	m.logf("%s: %s -> %s, %d evaluations (%d oracle runs, %d cache hits), %v %s", l, st.Before, st.After, st.Evaluations, st.OracleRuns, st.CacheHits, st.Time.Round(time.Millisecond), st.Note)
}

// accept makes a reproducing candidate the current kernel.
func (m *minimizer) accept(c *candidate) {
	m.prog, m.text = c.prog, c.text
	m.ev.accepted++
}

func (m *minimizer) logf(format string, a ...any) {
	if m.opts.Log != nil {
		fmt.Fprintf(m.opts.Log, format+"\n", a...)
	}
}
