package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/ascend"
	"github.com/irfuzz/irfuzz/sim/pto"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

const simUsage = `usage: irfuzz sim [-backend 910B|950] [-planner pypto|dsa_rp|ptoas] [-seed S] [-trace F] [-inject FAULT,...] [-verify none|basic|full] [-sut model|pypto|both] [-python PY] [-pto KERNEL.pto] [-model-pto] FILE

Compile a PyPTO kernel (with irfuzz's model, or with -sut pypto the real
PyPTO, whose code generation writes the PTO program irfuzz then reads),
simulate it cycle by cycle on the Ascend model, evaluate the input
program's reference semantics on the same seeded inputs and compare every
output exactly. Prints the outputs (match, or the first differing element
and, for a PTO program, the op and PyPTO line that last wrote it), the
diagnostics and per-pipe cycles. A PTO program runs each core in program
order (PyPTO leaves the flags to ptoas). -pto simulates a .pto file PyPTO
wrote before (irfuzz compile -sut pypto -pto DIR) without asking PyPTO.
-model-pto simulates the model's own PTO (its pipeline, then the emitter
that writes PyPTO's forms) the same way. -sut both simulates the model's
PTO and PyPTO's and compares them: where they compute differently, the
first operation whose result differs and its PyPTO source line.
-verify none lets a kernel a verifier would reject reach the simulator.
-planner picks the memory planner the model and PyPTO compile under.
Exit status 0 when everything matches with no error diagnostic, 1 on a
mismatch, an error diagnostic or a failed compile, 2 on bad usage,
unreadable input or a kernel the simulator does not model.`

func runSim(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	backendName := fs.String("backend", "950", "target chip: 910B or 950")
	seed := fs.Uint64("seed", 1, "seed of the input data")
	tracePath := fs.String("trace", "", "write a Chrome trace (Perfetto) of the run to this file")
	inject := fs.String("inject", "", "comma-separated faults to enable (see irfuzz compile -list-faults)")
	verify := fs.String("verify", "basic", "verification while compiling: none, basic, roundtrip or full")
	pf := addPyPTOFlags(fs, "model")
	ptoPath := fs.String("pto", "", "simulate this .pto file (PyPTO's code generation output for FILE) instead of compiling FILE")
	modelPTO := fs.Bool("model-pto", false, "with the model: simulate the PTO its pipeline lowers FILE to (irfuzz compile -pto), through the reader PyPTO's .pto goes through, instead of its direct lowering")
	fs.Usage = func() {
		fmt.Fprintln(stderr, simUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	b, err := backend.Get(*backendName)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz sim: -backend: %v\n", err)
		return 2
	}
	faults, err := pipeline.ParseFaults(*inject)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz sim: -inject: %v\n", err)
		return 2
	}
	planner, err := pf.plannerOf()
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz sim: -planner: %v\n", err)
		return 2
	}
	ctx := &pipeline.Context{Backend: b, Faults: faults, Planner: planner}
	if err := setVerify(ctx, *verify); err != nil {
		fmt.Fprintf(stderr, "irfuzz sim: %v\n", err)
		return 2
	}
	prog, err := readProgram(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	sel, err := pf.selection()
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz sim: -sut: %v\n", err)
		return 2
	}
	if sel.Model && sel.PyPTO && *ptoPath != "" {
		fmt.Fprintln(stderr, "irfuzz sim: -pto names PyPTO's .pto; with -sut both PyPTO writes it")
		return 2
	}
	var compiled *ir.Program
	if sel.PyPTO || *ptoPath != "" {
		var files []sut.File
		if *ptoPath != "" {
			text, err := os.ReadFile(*ptoPath)
			if err != nil {
				fmt.Fprintf(stderr, "irfuzz sim: -pto: %v\n", err)
				return 2
			}
			files = []sut.File{{Path: *ptoPath, Text: string(text)}}
		} else {
			var code int
			if files, code = pyptoPTO(pf, fs.Arg(0), *backendName, planner, *verify, stderr); files == nil {
				return code
			}
		}
		if sel.Model {
			model, err := oracle.ModelPTO(prog, ctx, fs.Arg(0))
			if err != nil {
				describeCompileError(stderr, err)
				return 1
			}
			return simulateBoth(prog, b, *seed, model, files, stdout, stderr)
		}
		return simulatePTO(prog, b, *seed, files, "PyPTO's .pto", *tracePath, stdout, stderr)
	} else if *modelPTO {
		files, err := oracle.ModelPTO(prog, ctx, fs.Arg(0))
		if err != nil {
			describeCompileError(stderr, err)
			return 1
		}
		return simulatePTO(prog, b, *seed, files, "the model's .pto", *tracePath, stdout, stderr)
	} else if compiled, err = pipeline.Run(pipeline.DefaultFor(planner), prog, ctx); err != nil {
		describeCompileError(stderr, err)
		return 1
	}
	s, err := simulate(prog, compiled, b, *seed, *tracePath != "")
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz sim: %v\n", err)
		var skip *oracle.Skip
		if errors.As(err, &skip) {
			return 2
		}
		return 1
	}
	if s.Malformed != nil {
		fmt.Fprintf(stderr, "irfuzz sim: the compiled program is malformed: %v\n", s.Malformed)
		return 1
	}
	if *tracePath != "" {
		if err := writeTrace(*tracePath, s.Result); err != nil {
			fmt.Fprintf(stderr, "irfuzz sim: -trace: %v\n", err)
			return 2
		}
	}
	bad := printSimulation(stdout, s)
	if bad {
		return 1
	}
	return 0
}

func writeTrace(path string, r *ascend.Result) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := ascend.WriteChromeTrace(f, r); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// printSimulation renders the outputs, diagnostics and pipe statistics; it
// reports whether anything is wrong.
func printSimulation(w io.Writer, s *oracle.Simulation) bool {
	bad := false
	rows := [][]string{}
	for _, o := range s.Outputs {
		status := "match"
		if o.Mismatch != nil {
			status, bad = "MISMATCH: "+o.Mismatch.String(), true
		}
		rows = append(rows, []string{o.Name, fmt.Sprintf("%s%v", o.DType, o.Shape), status})
	}
	fmt.Fprintln(w, "Outputs")
	table(w, []string{"tensor", "type", "result"}, rows)

	if diagnostics(w, nil, s.Result) {
		bad = true
	}
	pipeTable(w, "Cycles", s.Result)
	return bad
}

// diagnostics prints translation's diagnostics (errors, from a .pto) and
// the simulator's; it reports whether any is an error.
func diagnostics(w io.Writer, pre []pto.Diag, r *ascend.Result) bool {
	bad := false
	var rows [][]string
	for _, d := range pre {
		bad = true
		rows = append(rows, []string{"error", d.Kind.String(), d.Func + ": " + d.Origin.String() + ": " + d.Msg})
	}
	for i := range r.Diags {
		d := &r.Diags[i]
		if d.Severity == ascend.Error {
			bad = true
		}
		rows = append(rows, []string{d.Severity.String(), d.Kind.String(), d.Message})
	}
	fmt.Fprintln(w, "\nDiagnostics")
	if len(rows) == 0 {
		fmt.Fprintln(w, "none")
	} else {
		table(w, []string{"severity", "kind", "message"}, rows)
	}
	return bad
}

// pipeTable prints the cycles and the per-pipe statistics of a run.
func pipeTable(w io.Writer, title string, r *ascend.Result) {
	var rows [][]string
	for _, p := range r.Pipes {
		if p.Count == 0 && p.Busy == 0 && p.Stall == 0 {
			continue
		}
		rows = append(rows, []string{r.CoreNames[p.Core], p.Pipe.String(), fmt.Sprint(p.Count),
			fmt.Sprint(p.Busy), fmt.Sprint(p.Stall), fmt.Sprintf("%.1f%%", 100*p.Utilization)})
	}
	fmt.Fprintf(w, "\n%s: %d, instructions: %d\n", title, r.Cycles, r.Instructions)
	table(w, []string{"core", "pipe", "instructions", "busy", "stall", "utilization"}, rows)
}

func table(w io.Writer, header []string, rows [][]string) {
	t := tablewriter.NewTable(w,
		tablewriter.WithEastAsian(tw.Off),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignment(tw.AlignLeft))
	t.Header(header)
	for _, r := range rows {
		for i := range r {
			r[i] = strings.ReplaceAll(r[i], "\n", " ")
		}
		t.Append(r)
	}
	t.Render()
}

// pyptoPTO is the PTO the real PyPTO's code generation writes for a file,
// or nil and the exit status after saying why: PyPTO rejected or failed
// on it (1), or it cannot be had (2).
func pyptoPTO(pf pyptoFlags, path, backendName string, planner pipeline.Planner, verify string, stderr io.Writer) ([]sut.File, int) {
	pool := pf.open("sim", stderr)
	if pool == nil {
		return nil, 2
	}
	defer pool.Close()
	src, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz sim: %v\n", err)
		return nil, 2
	}
	r, err := pool.Compile(context.Background(), &sut.Request{Program: string(src), Filename: path,
		Backend: pypto.BackendName(backendName), Planner: pyptoPlanner(planner), NoVerify: verify == "none", PTO: true})
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz sim: %v\n", err)
		return nil, 2
	}
	if len(r.Problems) > 0 {
		for _, p := range r.Problems {
			describeProblem(stderr, "sim", &p)
		}
		return nil, 1
	}
	if len(r.PTO) == 0 {
		fmt.Fprintln(stderr, "irfuzz sim: PyPTO's code generation wrote no .pto file")
		return nil, 1
	}
	return r.PTO, 0
}

// simulatePTO runs oracle.SimulatePTO and prints it like a model run: 0
// when every output matches with no diagnostic, 1 on a mismatch or a
// diagnostic or a .pto the reader cannot read, 2 when it is not modelled.
func simulatePTO(prog *ir.Program, b *backend.Backend, seed uint64, files []sut.File, title, tracePath string, stdout, stderr io.Writer) int {
	s, code := runPTO(prog, b, seed, files, false, stderr)
	if s == nil {
		return code
	}
	if tracePath != "" {
		if err := writeTrace(tracePath, s.Result); err != nil {
			fmt.Fprintf(stderr, "irfuzz sim: -trace: %v\n", err)
			return 2
		}
	}
	if printPTO(stdout, title, s) {
		return 1
	}
	return 0
}

// runPTO simulates a kernel's PTO (observe: recording every instruction's
// result, for oracle.ComparePTO); on failure it says why and returns the
// exit status: 2 for what is not simulated, 1 otherwise.
func runPTO(prog *ir.Program, b *backend.Backend, seed uint64, files []sut.File, observe bool, stderr io.Writer) (s *oracle.PTOSimulation, code int) {
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("the PTO simulation panicked: %v\n%s", r, debug.Stack())
			}
		}()
		if observe {
			s, err = oracle.SimulatePTOObserved(prog, "", b, seed, files)
		} else {
			s, err = oracle.SimulatePTO(prog, "", b, seed, files)
		}
	}()
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz sim: %v\n", err)
		var skip *oracle.Skip
		if errors.As(err, &skip) {
			return nil, 2
		}
		return nil, 1
	}
	return s, 0
}

// printPTO renders a PTO simulation's outputs, diagnostics and cycles; it
// reports whether anything is wrong.
func printPTO(stdout io.Writer, title string, s *oracle.PTOSimulation) bool {
	bad := false
	var rows [][]string
	for i, o := range s.Outputs {
		d := s.Kernel.Program.Tensors[i]
		status := "match"
		if o.Mismatch != nil {
			status, bad = "MISMATCH: "+o.Mismatch.String(), true
			if s.Wrote != nil && o.Name == s.Mismatched().Name {
				status += "; last written by " + s.Wrote.String()
			}
		}
		rows = append(rows, []string{o.Name, fmt.Sprintf("%s%v", d.DType, d.Shape), status})
	}
	fmt.Fprintln(stdout, "Outputs of "+title)
	table(stdout, []string{"tensor", "type", "result"}, rows)
	if diagnostics(stdout, s.Kernel.Diags, s.Result) {
		bad = true
	}
	pipeTable(stdout, "Cycles (in program order per core)", s.Result)
	return bad
}

// simulateBoth simulates the model's PTO and PyPTO's for one kernel and
// compares them (oracle.ComparePTO): the outputs of each, then whether
// they agree and, if not, the first operation whose result differs.
func simulateBoth(prog *ir.Program, b *backend.Backend, seed uint64, model, real []sut.File, stdout, stderr io.Writer) int {
	ms, code := runPTO(prog, b, seed, model, true, stderr)
	if ms == nil {
		return code
	}
	ps, code := runPTO(prog, b, seed, real, true, stderr)
	if ps == nil {
		return code
	}
	bad := printPTO(stdout, "the model's .pto", ms)
	fmt.Fprintln(stdout)
	bad = printPTO(stdout, "PyPTO's .pto", ps) || bad
	c := oracle.ComparePTO(ms, ps)
	fmt.Fprintln(stdout, "\nThe model's .pto against PyPTO's")
	if c.Verdict == oracle.PTOAgree {
		fmt.Fprintln(stdout, "agree: every output the reference defines is computed alike")
	} else {
		fmt.Fprintln(stdout, c.String())
		bad = true
	}
	if bad {
		return 1
	}
	return 0
}

// simulate runs oracle.Simulate and turns a panic of the reference or the
// simulator into an error carrying its stack (a crash of the system under
// test, reported like any other failure).
func simulate(prog, compiled *ir.Program, b *backend.Backend, seed uint64, trace bool) (s *oracle.Simulation, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("crashed: %v\n%s", v, oracle.PanicTail(string(debug.Stack())))
		}
	}()
	return oracle.Simulate(prog, compiled, "", b, seed, ascend.Options{Trace: trace})
}
