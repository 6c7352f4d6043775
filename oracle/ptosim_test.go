package oracle

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sut"
)

// TestPlantedPyPTOBugs: the PTO that PyPTO wheels rebuilt with a
// one-line bug in MemoryReuse, AllocateMemoryAddr and the tile.load
// codegen wrote for a generated kernel (sim/pto/testdata/planted; the
// wheels themselves are not kept), simulated, is a finding (two live
// tiles sharing bytes, or a mismatch naming the store that wrote the
// wrong numbers), where the real PyPTO's .pto of the same kernel matches
// its reference. The planted lines:
//
//	reuse-early       memory_reuse_pass.cpp:1445  LifetimesOverlap: last_use <= def + 1
//	addr-overlap      allocate_memory_addr_pass.cpp:394  OpenBuffer(size - 32)
//	load-offset-swap  pto_ops_memory.cpp:134  the load's partition offsets reversed
func TestPlantedPyPTOBugs(t *testing.T) {
	b, _ := backend.Get("950")
	for _, tc := range []struct{ name, finding string }{
		{"reuse-early", "hazard: the PTO program: hazard: kernel_aiv: pto.tmov at .pto line 71 (reuse-early.py:18:9): reads %t_1__ssa_v0 (line 62), whose bytes at Vec 0x4200 %t_2__ssa_v0 (line 67) wrote while it was live: two live tiles share bytes"},
		{"addr-overlap", "mismatch: the PTO program computes output 'out' other than the reference at element [0 127]: want -69, got 33 (62 elements differ); last written by pto.tstore at .pto line 26 (addr-overlap.py:15:44)"},
		{"load-offset-swap", "mismatch: the PTO program computes output 'out' other than the reference at element [0 0]: want 4, got 1 (914 elements differ); last written by pto.tstore at .pto line 18 (load-offset-swap.py:11:43)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := "../sim/pto/testdata/planted/"
			src, err := os.ReadFile(dir + tc.name + ".py")
			if err != nil {
				t.Fatal(err)
			}
			prog, err := ir.Parse(tc.name+".py", string(src))
			if err != nil {
				t.Fatal(err)
			}
			for _, file := range []string{".base.pto", ".pto"} {
				text, err := os.ReadFile(dir + tc.name + file)
				if err != nil {
					t.Fatal(err)
				}
				resp := &sut.Response{Accepted: true, Compiled: true, PTO: []sut.File{{Path: "kernel.pto", Text: string(text)}}}
				r := Check(Case{Prog: prog, Seed: 1}, &Config{Backend: b, PyPTO: fakePyPTO{resp}, NoModel: true, Oracles: Set{PyPTOSim: true}})
				var got []string
				for _, f := range r.Findings {
					got = append(got, f.Property+": "+f.Message)
				}
				want, verdict := []string{tc.finding}, PTOMismatch
				if strings.HasPrefix(tc.finding, "hazard") {
					verdict = PTODiagnosed
				}
				if file == ".base.pto" {
					want, verdict = nil, PTOMatch
				}
				if r.PyPTOSim != verdict || !reflect.DeepEqual(got, want) {
					t.Errorf("%s: verdict %q, findings %q\nwant %q and %q", file, r.PyPTOSim, got, verdict, want)
				}
			}
		})
	}
}

// TestPTOMergedOutParamBindsByName: OptimizeOrchTensors drops the kernel's
// Out parameter out, merged into x (testdata/differential/
// merged_out_param_scalar.py), so the pinned PyPTO's .pto is
// kernel(%arg0 x, %arg1 y, %arg2 n) (testdata/ptosim/merged_out_param.pto).
// Its tensors bind by the names of their views, not by the input's
// positions: before, %arg1 was given the input's out, and the .pto's y
// was compared as out, a false mismatch (want 4, got 2).
func TestPTOMergedOutParamBindsByName(t *testing.T) {
	b, _ := backend.Get("910B")
	src, err := os.ReadFile("testdata/differential/merged_out_param_scalar.py")
	if err != nil {
		t.Fatal(err)
	}
	prog, err := ir.Parse("m.py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile("testdata/ptosim/merged_out_param.pto")
	if err != nil {
		t.Fatal(err)
	}
	s, err := SimulatePTO(prog, "", b, 1, []sut.File{{Path: "kernel.pto", Text: string(text)}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, o := range s.Outputs {
		r := "match"
		if o.Mismatch != nil {
			r = o.Mismatch.String()
		}
		got = append(got, o.Name+" "+r)
	}
	if want := []string{"x match", "y match"}; !reflect.DeepEqual(got, want) {
		t.Errorf("outputs %q, want %q", got, want)
	}
	resp := &sut.Response{Accepted: true, Compiled: true, PTO: []sut.File{{Path: "kernel.pto", Text: string(text)}}}
	r := Check(Case{Prog: prog, Seed: 1}, &Config{Backend: b, PyPTO: fakePyPTO{resp}, NoModel: true, Oracles: Set{PyPTOSim: true}})
	if r.PyPTOSim != PTOMatch || len(r.Findings) != 0 {
		t.Errorf("verdict %q, findings %v; want %q and none", r.PyPTOSim, r.Findings, PTOMatch)
	}
}
