// Command minimize shrinks a failing PyPTO kernel to a small one that
// still shows the same finding (package minimize).
//
// Usage:
//
//	minimize [-sig SIG | -oracle O -prop P] [-fp RULE] [-time D] [-backend B] [-inject F] [-o OUT] FILE
//
// FILE is a corpus file (its signature, backend, faults, seed, oracles
// and choice trace are used; flags override them) or plain PyPTO text
// (then -backend and -inject say how to check it). The oracles run on the
// input to find the signature to keep: the one given by -sig, the first
// finding of -oracle (and -prop), the false positive of verifier rule -fp
// (a precision finding), or else the input's first finding. With faults
// injected, only kernels whose finding disappears without them count
// (-fault-only=false turns that off).
//
// The minimized kernel goes to OUT (default stdout): a corpus file with
// updated statements, choices and a "passes" header (the passes needed to
// show the bug) when the input was one, else plain PyPTO text. A report
// (sizes before and after, evaluations, time, the final replays) goes to
// stderr.
//
// Exit status: 0 minimized and reproducing on every final replay, 1 the
// input does not show the finding (or the result does not reproduce on
// every replay), 2 bad usage or unreadable input.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/irfuzz/irfuzz/minimize"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command; it returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("minimize", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var f flags
	fs.StringVar(&f.sig, "sig", "", "the signature to keep (default: the corpus file's, or picked by -oracle/-prop/-fp)")
	fs.StringVar(&f.oracle, "oracle", "", "keep the input's first finding of this oracle")
	fs.StringVar(&f.prop, "prop", "", "with -oracle: ... on this property or rule")
	fs.StringVar(&f.fp, "fp", "", "keep a verifier false positive of this rule (its precision finding)")
	fs.DurationVar(&f.time, "time", minimize.DefaultTime, "reduction time budget")
	fs.StringVar(&f.backend, "backend", "950", "target: 910B, 950 or none (default for plain text; a corpus file's own otherwise)")
	fs.StringVar(&f.inject, "inject", "", "comma-separated faults to enable (a corpus file's own by default)")
	fs.BoolVar(&f.faultOnly, "fault-only", true, "with faults injected, require that the finding disappear without them")
	fs.StringVar(&f.out, "o", "", "write the minimized kernel here instead of stdout")
	fs.IntVar(&f.jobs, "j", 0, "candidates evaluated in parallel (default GOMAXPROCS)")
	fs.BoolVar(&f.verbose, "v", false, "log every level to stderr")
	fs.StringVar(&f.sut, "sut", "model", "system whose finding to keep: model, pypto (the real PyPTO judges every candidate) or both (default: a corpus file's sut header, else model)")
	fs.StringVar(&f.python, "python", pypto.DefaultPython(), "Python interpreter that has the real PyPTO (default: $"+pypto.PythonEnv+", else python3)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: minimize [-sig SIG | -oracle O -prop P] [-fp RULE] [-time D] [-backend B] [-inject F] [-sut S] [-python PY] [-o OUT] FILE\n\nShrink a failing kernel (a corpus file or PyPTO text) while it shows the same finding.\nExit status 0 minimized and reproducing, 1 the input does not reproduce, 2 bad usage or unreadable input.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() != 1 || f.sig != "" && (f.oracle != "" || f.prop != "" || f.fp != "") {
		fs.Usage()
		return 2
	}
	fs.Visit(func(fl *flag.Flag) { f.set = append(f.set, fl.Name) })
	job, err := load(fs.Arg(0), &f)
	if err != nil {
		fmt.Fprintf(stderr, "minimize: %v\n", err)
		return 2
	}
	defer job.close()
	if f.verbose {
		job.opts.Log = stderr
	}
	out, err := minimize.Minimize(ctx, job.in, job.opts)
	var nr *minimize.NotReproducedError
	var be *minimize.BaselineError
	switch {
	case errors.As(err, &nr):
		fmt.Fprintln(stderr, err)
		return 1
	case errors.As(err, &be):
		fmt.Fprintf(stderr, "%v; -fault-only=false keeps it anyway\n", err)
		return 1
	case err != nil:
		fmt.Fprintf(stderr, "minimize: %v\n", err)
		return 2
	}
	if err := job.write(out, f.out, stdout); err != nil {
		fmt.Fprintf(stderr, "minimize: %v\n", err)
		return 2
	}
	report(stderr, out)
	if !out.Reproducible() {
		return 1
	}
	return 0
}

// report prints what the reduction did.
func report(w io.Writer, out *minimize.Output) {
	fmt.Fprintf(w, "minimize: signature: %s\n", out.Signature)
	fmt.Fprintf(w, "minimize: before: %s\nminimize: after:  %s\n", out.Before, out.After)
	fmt.Fprintf(w, "minimize: %d evaluations (%d oracle runs, %d cache hits) in %v", out.Evaluations, out.OracleRuns, out.CacheHits, out.Time.Round(time.Millisecond))
	if out.Stopped != "" {
		fmt.Fprintf(w, ", stopped by the %s", out.Stopped)
	}
	fmt.Fprintln(w)
	for _, l := range out.Levels {
		fmt.Fprintf(w, "minimize:   %-10s %s -> %s, %d evaluations, %v %s\n", l.Level, l.Before, l.After, l.Evaluations, l.Time.Round(time.Millisecond), l.Note)
	}
	verdict := "reproduces"
	if !out.Reproducible() {
		verdict = "does NOT reproduce reliably"
	}
	fmt.Fprintf(w, "minimize: final kernel %s: %d of %d replays show the signature\n", verdict, out.Reproduced, out.Replays)
}
