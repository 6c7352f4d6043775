package pipeline_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// vectorOpCases are the vector-op cases of testdata/InferTileMemorySpace,
// each with whether FaultVectorOpInMat (the released behaviour) puts
// vector work on the cube core.
var vectorOpCases = map[string]bool{
	"vector_op_transpose_feeds_matmul":    true,
	"vector_op_transpose_of_cube_operand": true,
	"vector_op_assemble_mat_into_mat":     true,
	"vector_op_rule_spares_cube_pipes":    false,
	"vector_op_create_read_through_view":  true,
	"vector_op_phi_acc_branch":            true,
}

func readVectorOpCase(t *testing.T, name, chip string) (*ir.Program, *backend.Backend) {
	t.Helper()
	path := filepath.Join("testdata", "InferTileMemorySpace", name+".before.py")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	in, err := ir.Parse(path, string(src))
	if err != nil {
		t.Fatal(err)
	}
	b, err := backend.Get(chip)
	if err != nil {
		t.Fatal(err)
	}
	return in, b
}

// TestVectorOpInMatSimulates runs the transpose cases (the simulator has
// no instruction for tile.assemble) through the whole default pipeline on
// both chips and the simulator: no error diagnostic; with the fault, the
// cube core's V-pipe flags are rejected ("a AIC core has no pipe V").
func TestVectorOpInMatSimulates(t *testing.T) {
	for _, name := range []string{"vector_op_transpose_feeds_matmul", "vector_op_transpose_of_cube_operand"} {
		for _, chip := range []string{"910B", "950"} {
			t.Run(name+"/"+chip, func(t *testing.T) {
				in, b := readVectorOpCase(t, name, chip)
				if errs := crossCoreDiags(t, in, b, pipeline.Faults{}); len(errs) != 0 {
					t.Errorf("fixed: %s", strings.Join(errs, "; "))
				}
				released := crossCoreDiags(t, in, b, pipeline.Faults{}.With(pipeline.FaultVectorOpInMat))
				noV := false
				for _, d := range released {
					noV = noV || strings.Contains(d, "a AIC core has no pipe V")
				}
				if !noV {
					t.Errorf("with the fault: no V-pipe flag on the cube core, got %q", released)
				}
			})
		}
	}
}

var pipeV = regexp.MustCompile(`PipeType\.V\b`)

// TestVectorOpInMatCubeKernelHasNoPipeV compiles every vector-op case
// through the whole default pipeline on both chips: no AIC function names
// the vector pipe (a flag or barrier InsertSync placed around vector
// work); with the fault, exactly the cases the rule changes put one there.
func TestVectorOpInMatCubeKernelHasNoPipeV(t *testing.T) {
	for name, faulty := range vectorOpCases {
		for _, chip := range []string{"910B", "950"} {
			t.Run(name+"/"+chip, func(t *testing.T) {
				in, b := readVectorOpCase(t, name, chip)
				for _, fault := range []bool{false, true} {
					ctx := &pipeline.Context{Backend: b}
					if fault {
						ctx.Faults = ctx.Faults.With(pipeline.FaultVectorOpInMat)
					}
					out, err := pipeline.Run(pipeline.Default(), in, ctx)
					if err != nil {
						t.Fatalf("fault %v: compile: %v", fault, err)
					}
					aicV := false
					for _, f := range out.Funcs {
						if f.Kind == ir.AIC && pipeV.MatchString(ir.Print(&ir.Program{Name: out.Name, Funcs: []*ir.Function{f}})) {
							aicV = true
						}
					}
					if want := fault && faulty; aicV != want {
						t.Errorf("fault %v: an AIC function names pipe V = %v, want %v:\n%s", fault, aicV, want, ir.Print(out))
					}
				}
			})
		}
	}
}

// TestVectorOpPhiBranchesSimulate runs the if cases whose branches yield
// values in different spaces (one of them kept in Vec by the vector-op
// rule) through the whole default pipeline on both chips and the
// simulator: the branch whose value lives elsewhere moves it into the
// phi's space, and no error diagnostic remains.
func TestVectorOpPhiBranchesSimulate(t *testing.T) {
	for _, name := range []string{"vector_op_phi_branch_moved", "vector_op_phi_acc_branch"} {
		for _, chip := range []string{"910B", "950"} {
			t.Run(name+"/"+chip, func(t *testing.T) {
				in, b := readVectorOpCase(t, name, chip)
				if errs := crossCoreDiags(t, in, b, pipeline.Faults{}); len(errs) != 0 {
					t.Errorf("%s", strings.Join(errs, "; "))
				}
			})
		}
	}
}
