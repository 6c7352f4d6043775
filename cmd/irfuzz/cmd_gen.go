package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

func runGen(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o gen.WriteOptions
	fs.StringVar(&o.Profile, "prop", "Default", "profile: Default or a verifier property name (e.g. AccCompactValid)")
	fs.Int64Var(&o.Seed, "seed", 0, "seed of the first kernel; kernel i uses seed+i")
	fs.IntVar(&o.N, "n", 1, "number of kernels")
	fs.StringVar(&o.Dir, "o", "", "directory to write <profile>_<seed>.py files into (default: print to stdout)")
	implicit := fs.Bool("implicit", false, "keep the generator's post-conversion form: producers without target_memory print target_memory=None, which only irfuzz reads (default: every target_memory explicit, as PyPTO reads it)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: irfuzz gen [-prop P] [-seed S] [-n N] [-o DIR] [-implicit]\n\nGenerate random well-typed kernels as PyPTO text.\nProfiles: "+strings.Join(gen.Profiles(), ", "))
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 0 {
		fs.Usage()
		return 2
	}
	if !*implicit {
		o.Finish = func(p *ir.Program) *ir.Program { return pipeline.Explicit(p, nil) }
	}
	paths, err := gen.Write(o, stdout)
	if err != nil {
		fmt.Fprintln(stderr, "irfuzz gen:", err)
		return 2
	}
	for _, p := range paths {
		fmt.Fprintln(stdout, p)
	}
	return 0
}
