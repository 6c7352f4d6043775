package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/pyptotest"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

// The tensor-level programs: an orchestration function whose pl.at scopes
// hold tensor ops, each outlined into a kernel (the oracle's case suite,
// oracle/testdata/orchestration).
const tensorLevelDir = "../../oracle/testdata/orchestration"

// tensorLevelFull are the programs that have all of an orchestration
// function, a pl.at scope, tensor ops, a matmul and a loop (in the
// orchestration function or in the scope).
var tensorLevelFull = []string{
	"cube_then_vector_loop.py",      // a loop launching a cube and a vector kernel per block
	"k_loop_matmul_acc.py",          // a K loop of matmul_acc inside the scope
	"k_split_orchestration_loop.py", // a K loop in the orchestration, the sum carried between kernels
	"matmul_refine_loop.py",         // a vector loop on a matmul's result inside the scope
	"row_block_matmul_loop.py",      // a row-block loop, a matmul plus bias per block
}

func tensorLevelPrograms(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(tensorLevelDir, "*.py"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no tensor-level programs under %s: %v", tensorLevelDir, err)
	}
	return files
}

func TestTensorLevelProgramsHaveEverything(t *testing.T) {
	for _, name := range tensorLevelFull {
		data, err := os.ReadFile(filepath.Join(tensorLevelDir, name))
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		for _, want := range []string{"    @pl.function\n", "with pl.at(level=pl.Level.CORE_GROUP)", "pl.matmul", "in pl.range("} {
			if !strings.Contains(text, want) {
				t.Errorf("%s lacks %q", name, want)
			}
		}
	}
}

// Every tensor-level program compiles with -verify full on both chips, and
// its simulation (the host code on the reference, each kernel launch on the
// simulator) matches the reference exactly, every tensor, with no
// diagnostic.
func TestTensorLevelProgramsCompileAndSimulate(t *testing.T) {
	for _, path := range tensorLevelPrograms(t) {
		for _, b := range []string{"910B", "950"} {
			t.Run(filepath.Base(path)+"/"+b, func(t *testing.T) {
				code, out, errOut := runCmd("compile", "-backend", b, "-verify", "full", path)
				if code != 0 || errOut != "" || !strings.Contains(out, "type=pl.FunctionType.Orchestration") {
					t.Fatalf("compile: code %d, stderr %q\n%s", code, errOut, out)
				}
				code, out, errOut = runCmd("sim", "-backend", b, path)
				if code != 0 || errOut != "" || !strings.Contains(out, "Diagnostics\nnone\n") {
					t.Fatalf("sim: code %d, stderr %q\n%s", code, errOut, out)
				}
				outputs, _, _ := strings.Cut(out, "Diagnostics")
				rows := 0
				for _, line := range strings.Split(outputs, "\n") {
					if !strings.HasPrefix(line, "│ ") || strings.HasPrefix(line, "│ tensor") {
						continue
					}
					rows++
					if !strings.HasSuffix(line, "│ match  │") {
						t.Errorf("sim: %s", line)
					}
				}
				if rows == 0 {
					t.Errorf("sim compared no tensor:\n%s", out)
				}
			})
		}
	}
}

// The real PyPTO accepts the programs that have everything and compiles
// them through its default pipeline on both chips (verified after every
// pass, with the round trip); up to ConvertTensorToTileOps its output
// equals the model's.
func TestTensorLevelProgramsOnPyPTO(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles each program three times on the real PyPTO")
	}
	pool, err := pypto.Open(pypto.Config{Python: pyptotest.Python(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	front := []string{"InlineFunctions", "UnrollLoops", "CtrlFlowTransform", "ConvertToSSA", "Simplify", "NormalizeStmtStructure", "FlattenCallExpr",
		"OutlineHierarchyScopes", "OutlineIncoreScopes", "OutlineClusterScopes", "ConvertTensorToTileOps"}
	for _, name := range tensorLevelFull {
		path := filepath.Join(tensorLevelDir, name)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(name, func(t *testing.T) {
			for _, b := range []string{"Ascend910B", "Ascend950"} {
				r, err := pool.Compile(context.Background(), &sut.Request{Program: string(src), Filename: name, Backend: b, Roundtrip: true})
				if err != nil || !r.Compiled || len(r.Problems) > 0 {
					t.Errorf("PyPTO on %s: %v, compiled %v, problems %+v", b, err, r != nil && r.Compiled, r)
				}
			}
			r, err := pool.Compile(context.Background(), &sut.Request{Program: string(src), Filename: name, Passes: front, NoVerify: true, Output: true})
			if err != nil || !r.Compiled {
				t.Fatalf("PyPTO up to ConvertTensorToTileOps: %v %+v", err, r)
			}
			out := filepath.Join(t.TempDir(), "pypto.py")
			if err := os.WriteFile(out, []byte(r.Output), 0o644); err != nil {
				t.Fatal(err)
			}
			model := filepath.Join(t.TempDir(), "model.py")
			if code, _, errOut := runCmd("compile", "-verify", "none", "-passes", strings.Join(front, ","), "-o", model, path); code != 0 {
				t.Fatalf("model: code %d, stderr %q", code, errOut)
			}
			if code, out, errOut := runCmd("equal", model, out); code != 0 {
				t.Errorf("after ConvertTensorToTileOps the model and PyPTO differ: %s%s", out, errOut)
			}
		})
	}
}
