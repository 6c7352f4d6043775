package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

func runReplay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	update := fs.Bool("update", false, "mark open cases whose signature no longer reproduces as fixed (rewrites their status header)")
	backendName := fs.String("backend", "", "check every case on this target (910B, 950 or none) instead of the one in its backend header")
	oracles := fs.String("oracles", "", "comma-separated oracles, or all (default: each case's oracles header, else all)")
	sutName := fs.String("sut", "", "systems to replay on: model, pypto or both (default: each case's sut header, else model)")
	python := fs.String("python", pypto.DefaultPython(), "Python interpreter that has the real PyPTO (default: $"+pypto.PythonEnv+", else python3)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: irfuzz replay [-update] [-backend 910B|950|none] [-oracles LIST] [-sut model|pypto|both] [-python PY] DIR\n\nReplay every case of a corpus directory with the backend, faults and systems of its headers (a case\nfound on the real PyPTO runs there again): an open case passes when its signature still reproduces,\na fixed case when it does not.\nExit status 0 when every case passes, 1 when one fails or a file is unusable, 2 on bad usage.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	if *backendName != "" {
		if _, err := backend.Get(*backendName); err != nil {
			fmt.Fprintf(stderr, "irfuzz replay: -backend: %v\n", err)
			return 2
		}
	}
	var set oracle.Set
	if *oracles != "" {
		var err error
		if set, err = oracle.ParseSet(*oracles); err != nil {
			fmt.Fprintf(stderr, "irfuzz replay: -oracles: %v\n", err)
			return 2
		}
	}
	opts := campaign.ReplayOptions{Backend: *backendName, Oracles: set}
	if *sutName != "" {
		sel, err := sut.ParseSelection(*sutName)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz replay: -sut: %v\n", err)
			return 2
		}
		opts.SUT = &sel
	}
	var pool *pypto.Pool
	opts.PyPTO = func() (sut.SUT, error) {
		var err error
		pool, err = pypto.Open(pypto.Config{Python: *python})
		return pool, err
	}
	defer func() {
		if pool != nil {
			pool.Close()
		}
	}()
	outcomes, problems, err := corpus.ReplayDir(fs.Arg(0), campaign.ReplayCheck(opts))
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz replay: %v\n", err)
		return 2
	}
	status := 0
	if *update {
		if _, err := corpus.Update(outcomes); err != nil {
			fmt.Fprintf(stderr, "irfuzz replay: %v\n", err)
			status = 1
		}
	}
	for _, o := range outcomes {
		fmt.Fprintln(stdout, corpus.Line(o))
		if !o.Pass {
			status = 1
		}
	}
	for _, p := range problems {
		fmt.Fprintf(stderr, "irfuzz replay: %v\n", p.Error())
		status = 1
	}
	fmt.Fprintln(stdout, corpus.Summary(outcomes, problems))
	return status
}
