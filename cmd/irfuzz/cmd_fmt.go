package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"

	"github.com/sourcegraph/conc/stream"

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
	return formatFiles(fs.Args(), *write, stdout, stderr)
}

// formatFiles parses and prints the files on up to GOMAXPROCS goroutines
// (gofmt does the same). A conc stream hands each result back in argument
// order, so stdout and stderr read as a one-at-a-time run would write
// them. Each goroutine takes a Parser and Printer from a pool: they keep
// their buffers from one file to the next.
func formatFiles(paths []string, write bool, stdout, stderr io.Writer) int {
	type formatter struct {
		parser  *ir.Parser
		printer ir.Printer
	}
	formatters := sync.Pool{New: func() any { return &formatter{parser: ir.NewParser(ir.Ops())} }}
	status := 0
	s := stream.New().WithMaxGoroutines(runtime.GOMAXPROCS(0))
	for _, path := range paths {
		s.Go(func() stream.Callback {
			text, err := func() ([]byte, error) {
				src, err := os.ReadFile(path)
				if err != nil {
					return nil, err
				}
				f := formatters.Get().(*formatter)
				defer formatters.Put(f)
				prog, err := f.parser.Parse(path, string(src))
				if err != nil {
					return nil, err
				}
				text := f.printer.Append(make([]byte, 0, len(src)+len(src)/8), prog)
				if write {
					return nil, atomicfile.Write(path, text)
				}
				return text, nil
			}()
			return func() {
				if err != nil {
					fmt.Fprintln(stderr, err)
					status = 2
					return
				}
				stdout.Write(text)
			}
		})
	}
	s.Wait()
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
