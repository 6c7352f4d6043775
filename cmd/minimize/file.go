package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/minimize"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

// flags are the command line.
type flags struct {
	sig, oracle, prop, fp string
	time                  time.Duration
	backend, inject       string
	faultOnly             bool
	out                   string
	jobs                  int
	verbose               bool
	sut, python           string
	set                   []string // the flags given explicitly
}

func (f *flags) given(name string) bool { return slices.Contains(f.set, name) }

// job is one minimization: what to minimize, how, and the corpus entry it
// came from (nil for plain text).
type job struct {
	in    minimize.Input
	opts  minimize.Options
	entry *corpus.Entry
	// backend and faults as checked (for the corpus header).
	backend string
	faults  []string
	// pypto is the real PyPTO, when the finding is one of its (or
	// -sut asks for it); close ends it.
	pypto *pypto.Pool
}

func (j *job) close() {
	if j.pypto != nil {
		j.pypto.Close()
	}
}

// passesKey is the corpus header the minimized file names the passes
// needed to show the bug in.
const passesKey = "passes"

// load reads FILE: a corpus file when it starts with the corpus magic
// line, else PyPTO text.
func load(path string, f *flags) (*job, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	j := &job{}
	backendName, faults := f.backend, f.inject
	sel := sut.Selection{Model: true}
	if bytes.HasPrefix(data, []byte(corpus.Magic)) {
		e, err := corpus.ParseEntry(path, data)
		if err != nil {
			return nil, err
		}
		j.entry = e
		j.in = minimize.Input{Prog: e.Prog, Choices: e.Choices, Profile: e.Profile, Seed: uint64(e.Seed), External: e.Choices == nil}
		if !f.given("backend") {
			backendName = e.Backend
		}
		if !f.given("inject") {
			faults = strings.Join(e.Faults, ",")
		}
		for _, x := range e.Extra {
			switch x.Key {
			case campaign.OraclesKey:
				if j.opts.Config.Oracles, err = oracle.ParseSet(x.Value); err != nil {
					return nil, fmt.Errorf("%s: header %s: %v", path, x.Key, err)
				}
			case campaign.SUTKey:
				if sel, err = sut.ParseSelection(x.Value); err != nil {
					return nil, fmt.Errorf("%s: header %s: %v", path, x.Key, err)
				}
			case campaign.PlannerKey:
				if j.opts.Config.Planner, err = pipeline.ParsePlanner(x.Value); err != nil {
					return nil, fmt.Errorf("%s: header %s: %v", path, x.Key, err)
				}
			case campaign.MutantKey:
				if j.in.Mutations, err = campaign.MutationsNamed(x.Value, uint64(e.Seed)); err != nil {
					return nil, fmt.Errorf("%s: %v", path, err)
				}
			}
		}
		if f.sig == "" && f.oracle == "" && f.prop == "" && f.fp == "" {
			j.opts.Target.Signature = e.Signature
		}
	} else {
		p, err := ir.Parse(path, string(data))
		if err != nil {
			return nil, err
		}
		j.in = minimize.Input{Prog: p, Seed: 1, External: true}
	}
	b, err := backend.Get(backendName)
	if err != nil {
		return nil, fmt.Errorf("-backend: %v", err)
	}
	fs, err := pipeline.ParseFaults(faults)
	if err != nil {
		return nil, fmt.Errorf("-inject: %v", err)
	}
	j.opts.Config.Backend, j.opts.Config.Faults = b, fs
	j.backend = backendName
	if f.given("sut") {
		if sel, err = sut.ParseSelection(f.sut); err != nil {
			return nil, fmt.Errorf("-sut: %v", err)
		}
	}
	if sel.PyPTO {
		workers := f.jobs
		if workers <= 0 {
			workers = runtime.GOMAXPROCS(0)
		}
		if j.pypto, err = pypto.Open(pypto.Config{Python: f.python, Workers: workers}); err != nil {
			return nil, err
		}
		index := 0
		if j.entry != nil {
			index = j.entry.Case
		}
		j.opts.Config = *campaign.WithPyPTO(j.opts.Config, sel, j.pypto, b, index)
	}
	for _, x := range fs.List() {
		j.faults = append(j.faults, x.Name)
	}
	if f.faultOnly && len(fs.List()) > 0 {
		base := j.opts.Config
		base.Faults = pipeline.Faults{}
		j.opts.Baseline = &base
	}
	if f.sig != "" {
		j.opts.Target.Signature = oracle.Signature(f.sig)
	}
	j.opts.Target.Oracle, j.opts.Target.Property, j.opts.Target.FPRule = f.oracle, f.prop, f.fp
	j.opts.Time, j.opts.Parallelism = f.time, f.jobs
	return j, nil
}

// writeRepro writes, beside a minimized PyPTO finding's corpus file, the
// standalone Python file that reproduces it with plain PyPTO.
func (j *job) writeRepro(e *corpus.Entry, path string) error {
	if e.Oracle != oracle.PyPTO {
		return nil
	}
	f := oracle.Finding{Oracle: e.Oracle, Property: e.Property, Pass: e.Pass}
	for _, x := range e.Extra {
		if x.Key == campaign.OutcomeKey {
			f.Detail = x.Value // the outcome class, as PyPTOOutcome reads it
		}
	}
	msg := ""
	if parts := strings.SplitN(string(e.Signature), " | ", 5); len(parts) == 5 {
		msg = parts[3] + " (names and numbers masked)"
	}
	return campaign.WriteRepro(path, e, oracle.PyPTOOutcome(&f), msg)
}

// write writes the minimized kernel to path (stdout when empty): the
// corpus entry updated when the input was one, else the kernel's text.
func (j *job) write(out *minimize.Output, path string, stdout io.Writer) error {
	if j.entry == nil {
		if path == "" {
			_, err := io.WriteString(stdout, out.Text)
			return err
		}
		return os.WriteFile(path, []byte(out.Text), 0o644)
	}
	e := *j.entry
	if out.Signature != e.Signature {
		// Another finding of the kernel was kept: its fields follow it.
		parts := strings.SplitN(string(out.Signature), " | ", 4)
		if len(parts) == 4 {
			e.Oracle, e.Property, e.Pass = parts[0], parts[1], parts[2]
		}
	}
	e.Signature, e.Source, e.Prog = out.Signature, out.Text, out.Prog
	e.Backend, e.Faults = j.backend, j.faults
	e.Statements, e.Choices = out.After.Statements, out.Choices
	e.Extra = nil
	for _, x := range j.entry.Extra {
		if x.Key != passesKey {
			e.Extra = append(e.Extra, x)
		}
	}
	if out.Passes != nil {
		e.Extra = append(e.Extra, corpus.Field{Key: passesKey, Value: strings.Join(out.Passes, ",")})
	}
	if path != "" {
		if err := corpus.WriteFile(path, &e); err != nil {
			return err
		}
		return j.writeRepro(&e, path)
	}
	data, err := corpus.Format(&e)
	if err != nil {
		return err
	}
	_, err = stdout.Write(data)
	return err
}
