package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"sync"

	"github.com/sourcegraph/conc/stream"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/internal/atomicfile"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

func runFmt(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("fmt", flag.ContinueOnError)
	fs.SetOutput(stderr)
	write := fs.Bool("w", false, "write the canonical text back to each file instead of printing it")
	explicit := fs.Bool("explicit", false, "give every producer an explicit target_memory, as PyPTO reads it (a corpus kernel's target_memory=None is the model's post-conversion form: pipeline.Explicit)")
	backendName := fs.String("backend", "950", "with -explicit: the target whose memory routes decide each producer's space (910B, 950 or none)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: irfuzz fmt [-w] [-explicit [-backend B]] FILE...\n\nParse each PyPTO program and print it in canonical form.\nExit status 2 when a file cannot be read or parsed.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	var target *backend.Backend
	if *explicit {
		b, err := backend.Get(*backendName)
		if err != nil {
			fmt.Fprintln(stderr, "irfuzz fmt:", err)
			return 2
		}
		target = b
	}
	return formatFiles(fs.Args(), *write, target, stdout, stderr)
}

// formatFiles parses and prints the files on up to GOMAXPROCS goroutines
// (gofmt does the same), a run of consecutive files per task so that a
// task's scheduling and its write to stdout are shared by the run. A conc
// stream hands each task's result back in argument order, so stdout and
// stderr read as a one-at-a-time run would write them. Each goroutine takes
// a Parser and Printer from a pool: they keep their buffers from one file to
// the next. A non-nil explicit prints each program with every producer's
// target_memory given for that target (pipeline.Explicit).
func formatFiles(paths []string, write bool, explicit *backend.Backend, stdout, stderr io.Writer) int {
	type formatter struct {
		parser  *ir.Parser
		printer ir.Printer
		src     []byte // the read buffer
	}
	formatters := sync.Pool{New: func() any { return &formatter{parser: ir.NewParser(ir.Ops())} }}
	// A run's output buffer goes back to outs once written: the next
	// run appends to it instead of growing a new one.
	outs := sync.Pool{New: func() any { return new([]byte) }}
	status := 0
	procs := runtime.GOMAXPROCS(0)
	// Short runs (at most fmtRun files, about a millisecond of work)
	// keep every goroutine busy to the end; a quarter of a goroutine's
	// share bounds them for few files.
	run := min(max(len(paths)/(4*procs), 1), fmtRun)
	s := stream.New().WithMaxGoroutines(procs)
	for lo := 0; lo < len(paths); lo += run {
		batch := paths[lo:min(lo+run, len(paths))]
		s.Go(func() stream.Callback {
			f := formatters.Get().(*formatter)
			defer formatters.Put(f)
			buf := outs.Get().(*[]byte)
			out := (*buf)[:0]
			// The output of each file, then its error (nil when it
			// formatted): ends[i] is where file i's output ends in out.
			ends := make([]int, len(batch))
			errs := make([]error, len(batch))
			for i, path := range batch {
				f.src, out, errs[i] = formatFile(f.parser, &f.printer, path, write, explicit, f.src, out, len(batch)-i)
				ends[i] = len(out)
			}
			return func() {
				// One write for each stretch of files between errors.
				start := 0
				for i, err := range errs {
					if err != nil {
						if i > 0 && ends[i-1] > start {
							stdout.Write(out[start:ends[i-1]])
							start = ends[i-1]
						}
						fmt.Fprintln(stderr, err)
						status = 2
					}
				}
				if len(out) > start {
					stdout.Write(out[start:])
				}
				*buf = out
				outs.Put(buf)
			}
		})
	}
	s.Wait()
	return status
}

// fmtRun is the most files one formatting task takes: over 2,000 kernels
// on two cores runs of 8 or 16 took 0.146 and 0.152 s (median of 21), of
// 64 0.159 s.
const fmtRun = 16

// formatFile reads path into src (its buffer, returned for the next file),
// parses it and appends its canonical text to out, or, with write, writes
// the text back to the file and returns out unchanged; left counts the
// files of the run from this one on. On an error out is returned as it
// came.
func formatFile(parser *ir.Parser, printer *ir.Printer, path string, write bool, explicit *backend.Backend, src, out []byte, left int) ([]byte, []byte, error) {
	src, err := readSource(path, src)
	if err != nil {
		return src, out, err
	}
	prog, err := parser.ParseScratch(path, string(src))
	if err != nil {
		return src, out, err
	}
	if explicit != nil {
		prog = pipeline.Explicit(prog, explicit)
	}
	// The canonical text is close to the source in size.
	size := len(src) + len(src)/8
	if write {
		return src, out, atomicfile.Write(path, printer.Append(make([]byte, 0, size), prog))
	}
	if cap(out)-len(out) < size {
		// Room for this file and the run's other left-1, taken to be
		// of its size.
		out = slices.Grow(out, size*left)
	}
	return src, printer.Append(out, prog), nil
}

// readProgram reads and parses a PyPTO file; errors carry file:line:col.
func readProgram(path string) (*ir.Program, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ir.Parse(path, string(src))
}
