package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/internal/atomicfile"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/verifier"
)

func runCompile(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("compile", flag.ContinueOnError)
	fs.SetOutput(stderr)
	backendName := fs.String("backend", "950", "target: 910B, 950 or none")
	passList := fs.String("passes", "", "comma-separated pass list (default: the whole default pipeline)")
	verify := fs.String("verify", "basic", "verification: none, basic (PyPTO's schedule), roundtrip, or full (every pass under before/after contracts, AssignTypeSymmetry, round trip and purity)")
	inject := fs.String("inject", "", "comma-separated faults to enable (see -list-faults)")
	dumpAfter := fs.String("dump-after", "", "print the program after this pass (or all) to stderr")
	outPath := fs.String("o", "", "write the compiled program to this file instead of stdout")
	ptoDir := fs.String("pto", "", "also write the PTO code into this directory: PyPTO's codegen output with -sut pypto (without ptoas), the model's emitter's (model/kernel.pto) otherwise")
	listPasses := fs.Bool("list-passes", false, "list the passes of the default pipeline and exit")
	listFaults := fs.Bool("list-faults", false, "list the injectable faults and exit")
	pf := addPyPTOFlags(fs, "model")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: irfuzz compile [-backend 910B|950|none] [-planner pypto|dsa_rp|ptoas] [-passes A,B,...] [-verify none|basic|roundtrip|full] [-inject FAULT,...] [-dump-after PASS|all] [-o OUT] [-pto DIR] [-sut model|pypto] [-python PY] FILE\n\nRun the tile-lowering pipeline on a PyPTO program and print the result: irfuzz's model, or with\n-sut pypto the real PyPTO (its default pipeline, verification after every pass; -passes and\n-dump-after take PyPTO's pass names, -verify roundtrip adds its round trip after every pass).\n-planner picks the memory planner both run under: the default pipeline drops the passes it\nreplaces, as PyPTO's PassManager does, and the passes gated on it follow it.\nExit status 0 on success, 1 on a verification or pass error, 2 on bad usage or unreadable input.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	sel, err := pf.selection()
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz compile: -sut: %v\n", err)
		return 2
	}
	planner, err := pf.plannerOf()
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz compile: -planner: %v\n", err)
		return 2
	}
	if sel.PyPTO {
		if sel.Model {
			fmt.Fprintln(stderr, "irfuzz compile: -sut both: compile one system at a time (model or pypto); irfuzz -sut both compares them")
			return 2
		}
		pool := pf.open("compile", stderr)
		if pool == nil {
			return 2
		}
		defer pool.Close()
		if *listPasses {
			for _, p := range pool.Capabilities().Passes {
				fmt.Fprintln(stdout, p)
			}
			return 0
		}
		if fs.NArg() != 1 {
			fs.Usage()
			return 2
		}
		return compileOnPyPTO(pool, fs.Arg(0), *backendName, planner, *passList, *verify, *dumpAfter, *outPath, *ptoDir, stdout, stderr)
	}
	if *listPasses {
		for _, p := range pipeline.DefaultFor(planner) {
			fmt.Fprintf(stdout, "%-24s %s\n", p.Name, p.Doc)
		}
		return 0
	}
	if *listFaults {
		for _, f := range pipeline.AllFaults() {
			fmt.Fprintf(stdout, "%s #%d %s (in %s)\n", f.Name, f.Issue, f.Breaks, f.Pass)
		}
		return 0
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	b, err := backend.Get(*backendName)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz compile: -backend: %v\n", err)
		return 2
	}
	passes := pipeline.DefaultFor(planner)
	if *passList != "" {
		if passes, err = pipeline.ByName(*passList); err != nil {
			fmt.Fprintf(stderr, "irfuzz compile: -passes: %v\n", err)
			return 2
		}
	}
	faults, err := pipeline.ParseFaults(*inject)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz compile: -inject: %v\n", err)
		return 2
	}
	ctx := &pipeline.Context{Backend: b, Faults: faults, Planner: planner}
	if err := setVerify(ctx, *verify); err != nil {
		fmt.Fprintf(stderr, "irfuzz compile: %v\n", err)
		return 2
	}
	var snap *pipeline.Snapshot
	if *dumpAfter != "" {
		if *dumpAfter != "all" && pipeline.Lookup(*dumpAfter) == nil {
			fmt.Fprintf(stderr, "irfuzz compile: -dump-after: unknown pass %q\n", *dumpAfter)
			return 2
		}
		snap = &pipeline.Snapshot{}
		ctx.Instruments = append(ctx.Instruments, snap)
	}
	prog, err := readProgram(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	out, err := pipeline.Run(passes, prog, ctx)
	if snap != nil {
		for i, name := range snap.Passes {
			if *dumpAfter == "all" || *dumpAfter == name {
				fmt.Fprintf(stderr, "# ---- after %s ----\n%s", name, ir.Print(snap.Outputs[i]))
			}
		}
	}
	if err != nil {
		describeCompileError(stderr, err)
		return 1
	}
	if *ptoDir != "" {
		files, err := oracle.ModelPTO(prog, ctx, fs.Arg(0))
		if err != nil {
			describeCompileError(stderr, err)
			return 1
		}
		if code := writePTOFiles(*ptoDir, "the model's emitter", files, stderr); code != 0 {
			return code
		}
	}
	text := ir.Print(out)
	if *outPath != "" {
		if err := atomicfile.Write(*outPath, []byte(text)); err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
		return 0
	}
	fmt.Fprint(stdout, text)
	return 0
}

// describeCompileError prints which pass failed, in which phase, on which
// properties, and the report.
func describeCompileError(w io.Writer, err error) {
	var ce *pipeline.ContractError
	var pe *pipeline.PanicError
	switch {
	case errors.As(err, &ce):
		who := ce.Pass
		if who == "" {
			who = "(pipeline input)"
		}
		fmt.Fprintf(w, "irfuzz compile: pass %s, %s: %s violated\n", who, ce.Phase, strings.Trim(propsOf(ce), "{}"))
		fmt.Fprint(w, verifier.Report(ce.Diagnostics))
	case errors.As(err, &pe):
		fmt.Fprintf(w, "irfuzz compile: %v\n%s", err, pe.Stack)
	default:
		fmt.Fprintf(w, "irfuzz compile: %v\n", err)
	}
}

func propsOf(ce *pipeline.ContractError) string {
	failed := ce.FailedProperties(verifier.Default())
	if len(failed) == 0 {
		return ce.Properties.String()
	}
	return verifier.Set(failed...).String()
}

// setVerify configures a pipeline context for a -verify level: none, basic
// (PyPTO's schedule), roundtrip (basic plus print/parse after every pass)
// or full (roundtrip plus every pass under before/after contracts,
// AssignTypeSymmetry, TileTypeCoherence and purity).
func setVerify(ctx *pipeline.Context, level string) error {
	switch level {
	case "none":
	case "basic":
		ctx.Level = pipeline.LevelBasic
	case "roundtrip":
		ctx.Level = pipeline.LevelRoundtrip
	case "full":
		ctx.Level = pipeline.LevelRoundtrip
		ctx.Instruments = append(ctx.Instruments, pipeline.FullChecks()...)
	default:
		return fmt.Errorf("unknown -verify %q (want none, basic, roundtrip or full)", level)
	}
	return nil
}
