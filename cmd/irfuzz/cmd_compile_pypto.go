package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/irfuzz/irfuzz/internal/atomicfile"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

// pyptoFlags are the flags of the commands that can ask the real PyPTO.
type pyptoFlags struct {
	sut     *string
	python  *string
	planner *string
}

// plannerUsage documents -planner (compile, sim and campaigns).
const plannerUsage = "memory planner, PassContext's memory_planner, in the model and the real PyPTO: pypto, dsa_rp (drops MemoryReuse) or ptoas (drops MemoryReuse and AllocateMemoryAddr)"

func addPyPTOFlags(fs interface {
	String(name, value, usage string) *string
}, def string) pyptoFlags {
	return pyptoFlags{
		sut:     fs.String("sut", def, "system under test: model (irfuzz's Go model of PyPTO), pypto (the real PyPTO) or both"),
		python:  fs.String("python", pypto.DefaultPython(), "Python interpreter that has the real PyPTO (default: $"+pypto.PythonEnv+", else python3)"),
		planner: fs.String("planner", "pypto", plannerUsage),
	}
}

// pyptoPlanner is sut.Request.Planner of a planner ("" for the default).
func pyptoPlanner(pl pipeline.Planner) string {
	if pl == pipeline.PlannerPyPTO {
		return ""
	}
	return pl.String()
}

// plannerOf is -planner's planner.
func (f pyptoFlags) plannerOf() (pipeline.Planner, error) { return pipeline.ParsePlanner(*f.planner) }

func (f pyptoFlags) selection() (sut.Selection, error) { return sut.ParseSelection(*f.sut) }

// openPyPTO opens the real PyPTO, or says on stderr why it cannot (with
// the install line) for exit status 2.
func (f pyptoFlags) open(cmd string, stderr io.Writer) *pypto.Pool {
	p, err := pypto.Open(pypto.Config{Python: *f.python})
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz %s: %v\n", cmd, err)
		return nil
	}
	return p
}

// compileOnPyPTO runs a file through the real PyPTO as "irfuzz compile"
// does on the model: the default pipeline (or -passes, by PyPTO's pass
// names) with verification after every pass, the round trip after every
// pass at -verify roundtrip or full, the programs after -dump-after on
// stderr, the result on stdout or -o, the PTO code generation writes
// (skip_ptoas) into -pto's directory. Exit status 0 when PyPTO compiled it
// with no problem, 1 when it rejected it or failed, 2 when the file or
// PyPTO cannot be had.
func compileOnPyPTO(pool *pypto.Pool, path, backendName string, planner pipeline.Planner, passList, verify, dumpAfter, outPath, ptoDir string, stdout, stderr io.Writer) int {
	src, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz compile: %v\n", err)
		return 2
	}
	req := &sut.Request{Program: string(src), Filename: path, Backend: pypto.BackendName(backendName),
		NoVerify: verify == "none", Roundtrip: verify == "roundtrip" || verify == "full", Dump: dumpAfter != "", Output: true, PTO: ptoDir != ""}
	req.Planner = pyptoPlanner(planner)
	for _, p := range strings.Split(passList, ",") {
		if p = strings.TrimSpace(p); p != "" {
			if !pool.Capabilities().HasPass(p) {
				fmt.Fprintf(stderr, "irfuzz compile: -passes: PyPTO's default pipeline has no pass %q (irfuzz compile -sut pypto -list-passes)\n", p)
				return 2
			}
			req.Passes = append(req.Passes, p)
		}
	}
	if dumpAfter != "" && dumpAfter != "all" && !pool.Capabilities().HasPass(dumpAfter) {
		fmt.Fprintf(stderr, "irfuzz compile: -dump-after: PyPTO has no pass %q\n", dumpAfter)
		return 2
	}
	r, err := pool.Compile(context.Background(), req)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz compile: %v\n", err)
		return 2
	}
	for _, st := range r.Stages {
		if dumpAfter == "all" || dumpAfter == st.Pass {
			fmt.Fprintf(stderr, "# ---- after %s (PyPTO) ----\n%s\n", st.Pass, st.Program)
		}
	}
	for _, p := range r.Problems {
		describeProblem(stderr, "compile", &p)
	}
	if len(r.Problems) > 0 {
		return 1
	}
	if code := writePTOFiles(ptoDir, "PyPTO's codegen", r.PTO, stderr); code != 0 {
		return code
	}
	if outPath != "" {
		if err := atomicfile.Write(outPath, []byte(r.Output)); err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
		return 0
	}
	fmt.Fprintln(stdout, r.Output)
	return 0
}

// describeProblem prints one of PyPTO's problems: its class, where, the
// exception and message, and every error diagnostic.
func describeProblem(w io.Writer, cmd string, p *sut.Problem) {
	where := p.Pass
	if where == "" {
		where = "(worker)"
	}
	exc := ""
	if p.Exception != "" {
		exc = " " + p.Exception + ":"
	}
	fmt.Fprintf(w, "irfuzz %s: PyPTO %s in %s:%s %s\n", cmd, p.Outcome, where, exc, p.Message)
	for _, d := range p.Diagnostics {
		if d.Severity == "Error" {
			fmt.Fprintf(w, "  %s (%s, code %d) at %s: %s\n", d.Property, d.Rule, d.Code, d.Location, d.Message)
		}
	}
}

// writePTOFiles writes a compile's .pto files under dir; who wrote them
// names the writer in an error.
func writePTOFiles(dir, who string, files []sut.File, stderr io.Writer) int {
	for _, f := range files {
		dst := filepath.Join(dir, filepath.FromSlash(f.Path))
		if !filepath.IsLocal(f.Path) {
			fmt.Fprintf(stderr, "irfuzz compile: %s wrote %q, outside its directory\n", who, f.Path)
			return 2
		}
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
		if err := atomicfile.Write(dst, []byte(f.Text)); err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
	}
	return 0
}
