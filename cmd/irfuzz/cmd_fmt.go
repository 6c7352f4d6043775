package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/irfuzz/irfuzz/internal/atomicfile"
	"github.com/irfuzz/irfuzz/ir"
)

func runFmt(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("fmt", flag.ContinueOnError)
	fs.SetOutput(stderr)
	write := fs.Bool("w", false, "write the canonical text back to each file instead of printing it")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: irfuzz fmt [-w] FILE...\n\nParse each PyPTO program and print it in canonical form.\nExit status 2 when a file cannot be read or parsed.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	status := 0
	// One Parser and Printer for all files: they keep their buffers from
	// one file to the next.
	parser := ir.NewParser(ir.Ops())
	var printer ir.Printer
	var text []byte
	for _, path := range fs.Args() {
		src, err := os.ReadFile(path)
		var prog *ir.Program
		if err == nil {
			prog, err = parser.Parse(path, string(src))
		}
		if err != nil {
			fmt.Fprintln(stderr, err)
			status = 2
			continue
		}
		text = printer.Append(text[:0], prog)
		if *write {
			if err := atomicfile.Write(path, text); err != nil {
				fmt.Fprintln(stderr, err)
				status = 2
			}
			continue
		}
		stdout.Write(text)
	}
	return status
}

// readProgram reads and parses a PyPTO file; errors carry file:line:col.
func readProgram(path string) (*ir.Program, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ir.Parse(path, string(src))
}
