package pipeline_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// TestAccOperandRoutedSimulates compiles testdata/InferTileMemorySpace/
// acc_operand_full.sim.py (an accumulator used as the lhs of one matmul
// and the rhs of another) through the whole default pipeline on both
// chips and simulates it: the pass routes the accumulator Acc -> Mat ->
// Left/Right, so the simulator reports no illegal move and every output
// matches the reference. Before the fix the single tile.move(acc, Left)
// had no L0C -> L0A route.
func TestAccOperandRoutedSimulates(t *testing.T) {
	path := "testdata/InferTileMemorySpace/acc_operand_full.sim.py"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, chip := range []string{"910B", "950"} {
		t.Run(chip, func(t *testing.T) {
			in, err := ir.Parse(path, string(src))
			if err != nil {
				t.Fatal(err)
			}
			b, err := backend.Get(chip)
			if err != nil {
				t.Fatal(err)
			}
			out, err := pipeline.Run(pipeline.Default(), in, &pipeline.Context{Backend: b})
			if err != nil {
				t.Fatalf("compile: %v", err)
			}
			s, err := oracle.Simulate(in, out, "", b, 1, ascend.Options{})
			if err != nil {
				t.Fatalf("simulate: %v", err)
			}
			if s.Malformed != nil {
				t.Fatalf("lower: %v", s.Malformed)
			}
			seen := map[string]bool{}
			for _, o := range s.Outputs {
				seen[o.Name] = true
				if o.Mismatch != nil {
					t.Errorf("output %s differs from the reference: %v", o.Name, o.Mismatch)
				}
			}
			if !seen["out"] || !seen["out_1"] {
				t.Errorf("outputs compared: %v; want out and out_1 among them", seen)
			}
			if s.Diagnosed() {
				t.Errorf("simulator diagnostics: %v", s.Result.Diags)
			}
		})
	}
}

// TestAccOperandNarrowedRejected runs the campaign repro
// testdata/InferTileMemorySpace/acc_operand_narrowed.sim.py (a copy of
// /work/notes/repros-accmat/accmat_implicit.py: the accumulator has
// min(rows, 32) valid rows) through the default pipeline on both chips.
// Its only route into L0A is Acc -> Mat, and that copy of a row-narrowed
// accumulator is what AccCompactValid code 6 rejects, so the compile must
// fail (property verification on, as the CLI runs it) with that
// diagnostic instead of simulating a wrong result.
func TestAccOperandNarrowedRejected(t *testing.T) {
	path := "testdata/InferTileMemorySpace/acc_operand_narrowed.sim.py"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, chip := range []string{"910B", "950"} {
		t.Run(chip, func(t *testing.T) {
			in, err := ir.Parse(path, string(src))
			if err != nil {
				t.Fatal(err)
			}
			b, err := backend.Get(chip)
			if err != nil {
				t.Fatal(err)
			}
			_, err = pipeline.Run(pipeline.Default(), in, &pipeline.Context{Backend: b, Level: pipeline.LevelBasic})
			if err == nil {
				t.Fatal("compile succeeded; want AccCompactValid code 6")
			}
			for _, want := range []string{"InferTileMemorySpace: after-pass verification", "AccCompactValid", "Error Code: 6", "copies an accumulator with pl.min(rows__ssa_v0, 32) valid rows into Mat"} {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q lacks %q", err, want)
				}
			}
		})
	}
}

// TestAccCarryFromVecLoopResult: a loop carry accumulating in Acc whose
// initial value is a loop result kept in Vec (it comes from an assemble the
// vector-only rule keeps there) is refused with an error naming the carry;
// building that error used to dereference the missing producer and panic.
func TestAccCarryFromVecLoopResult(t *testing.T) {
	path := "testdata/InferTileMemorySpace/acc_carry_from_vec_loop_result.sim.py"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	in, err := ir.Parse(path, string(src))
	if err != nil {
		t.Fatal(err)
	}
	b, err := backend.Get("950")
	if err != nil {
		t.Fatal(err)
	}
	_, err = pipeline.Run(pipeline.Default(), in, &pipeline.Context{Backend: b})
	var pe *pipeline.PassError
	if !errors.As(err, &pe) || pe.Pass != "InferTileMemorySpace" {
		t.Fatalf("error %v, want InferTileMemorySpace's own error", err)
	}
	want := "loop carry 'acc_4' accumulates in Acc, but its initial value 'acc_3' comes from its definition, which lives in Vec, and no data path leads into Acc"
	if !strings.Contains(err.Error(), want) {
		t.Errorf("error %q lacks %q", err, want)
	}
}
