package pipeline

import (
	"strings"
	"testing"
)

// TestPTOCodegenContract: Compile (the default pipeline plus PTOCodegen)
// refuses each construct the pinned PTO codegen refuses, with its message,
// on the repros of sut/pypto/testdata/findings/codegen-*.py and their
// variants (each checked against the pinned PyPTO's ir.compile), and
// compiles the neighbours it accepts; Default alone accepts them all, as
// PyPTO's pass pipeline does.
func TestPTOCodegenContract(t *testing.T) {
	const (
		loop = "loops in device functions must have a positive step, but this loop steps by %d. " +
			"Device code lowers to MLIR 'scf.for', which only counts upward. Rewrite the loop in ascending form " +
			"and invert the index in the body — replace 'for i in pl.range(64, 0, -1)' with 'for t in pl.range(0, 64)' " +
			"plus 'i = 64 - t'. Orchestration functions support descending loops directly."
		view = "pl.set_validshape cannot narrow a tile view (a slice or reshape result): a view carries " +
			"its valid extent in its type, not in the runtime operands this lowers to. Narrow at the " +
			"slice itself -- pl.tile.slice(tile, shape, offset, valid_shape=[...]), which also accepts " +
			"runtime extents -- or call pl.set_validshape on the source tile before taking the view"
	)
	for _, c := range []struct{ file, want string }{
		{"sync_src.py", "sync_src.py:9:9: No codegen registered for operation: system.sync_src"},
		{"cluster_count_in_kernel.py", "cluster_count_in_kernel.py:8:34: No codegen registered for operation: system.available_cluster_count"},
		{"aiv_count_in_kernel.py", "aiv_count_in_kernel.py:8:34: No codegen registered for operation: system.available_aiv_count"},
		{"descending_range.py", "descending_range.py:8:9: " + strings.Replace(loop, "%d", "-1", 1)},
		{"pipeline_descending.py", "pipeline_descending.py:8:9: " + strings.Replace(loop, "%d", "-2", 1)},
		{"set_validshape_of_slice.py", "set_validshape_of_slice.py:10:76: " + view},
		{"assemble_padded_window.py", "assemble_padded_window.py:10:76: tile.assemble: pto.subview does not support pad_value (1); " +
			"apply tile.fillpad on the result tile instead of carrying a pad on the slice/assemble window"},
		{"assemble_padded_source.py", "assemble_padded_source.py:10:41: tile.assemble: pad mismatch between source and result; pto.subview requires identical pad mode"},
		{"pipeline_descending_short.py", ""},
		{"unroll_descending.py", ""},
		{"set_validshape_of_reshape.py", ""},
		{"ascending.before.py", ""},
	} {
		t.Run(c.file, func(t *testing.T) {
			path := "testdata/PTOCodegen/" + c.file
			if err := runContract(t, Default(), path, "950"); err != nil {
				t.Fatalf("Default: %v", err)
			}
			err := runContract(t, Compile(), path, "950")
			if c.want == "" {
				if err != nil {
					t.Fatalf("Compile: %v", err)
				}
				return
			}
			mustPassError(t, err, "PTOCodegen", c.want)
		})
	}
}

// TestCompileList: Compile is Default with PTOCodegen before InsertSync,
// and Lookup finds it.
func TestCompileList(t *testing.T) {
	var names []string
	for _, p := range Compile() {
		names = append(names, p.Name)
	}
	got := strings.Join(names, ",")
	if !strings.HasSuffix(got, ",PTOCodegen,InsertSync") || len(names) != len(Default())+1 {
		t.Fatalf("Compile() = %s", got)
	}
	if Lookup("PTOCodegen") != PTOCodegen {
		t.Fatal("Lookup(PTOCodegen)")
	}
}
