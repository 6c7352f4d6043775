package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/irfuzz/irfuzz/ir"
)

func runEqual(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("equal", flag.ContinueOnError)
	fs.SetOutput(stderr)
	strict := fs.Bool("strict", false, "also compare MemRefs (base, byte offset, size)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: irfuzz equal [-strict] A B\n\nCompare two programs structurally (variables up to renaming).\nExit status 0 when equal, 1 when different (the first difference is printed), 2 when a file cannot be read or parsed.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 2 {
		fs.Usage()
		return 2
	}
	a, err := readProgram(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	b, err := readProgram(fs.Arg(1))
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	diff := ir.Diff(a, b)
	if *strict {
		diff = ir.DiffStrict(a, b)
	}
	if diff == "" {
		fmt.Fprintln(stdout, "equal")
		return 0
	}
	fmt.Fprintf(stdout, "different: %s\n", diff)
	return 1
}
