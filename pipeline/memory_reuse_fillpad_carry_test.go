package pipeline_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// TestFillpadFreshCarryKeepsWindow checks the buffers MemoryReuse gives
// testdata/MemoryReuse/fillpad_fresh_carry_window (campaign kernel
// 377b7997169a) on both chips: fp_1 = fillpad(c), which InitMemRef put in a
// buffer of its own, writes new bytes, so the carry c (fed by sl at entry,
// by fp_1 from the yield) may not stay on sl's window of the 16x32 tile
// while sl is read after the loop. The carry gets a buffer seeded by a
// move of sl (c_init), and fp_1 shares that buffer, not sl's.
func TestFillpadFreshCarryKeepsWindow(t *testing.T) {
	path := "testdata/MemoryReuse/fillpad_fresh_carry_window.before.py"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	passes, err := pipeline.ByName("InitMemRef,MemoryReuse")
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
			out, err := pipeline.Run(passes, in, &pipeline.Context{Backend: b})
			if err != nil {
				t.Fatalf("compile: %v", err)
			}
			refs := map[string]string{}
			ir.DefSites(out.Funcs[0], func(v *ir.Var) {
				if tt, ok := v.T.(*ir.TileType); ok && tt.MemRef != nil && tt.MemRef.Base != nil {
					refs[v.Name] = fmt.Sprintf("%s %s %d", tt.MemRef.Base.Name, ir.PrintExpr(tt.MemRef.Offset), tt.MemRef.Size)
				}
			})
			want := map[string]string{
				"t":      "mem_vec_2 0 2048",
				"fp":     "mem_vec_2 0 2048",
				"sl":     "mem_vec_2 0 1984",
				"c_init": "mem_vec_3 0 1984",
				"c":      "mem_vec_3 0 1984",
				"fp_1":   "mem_vec_3 0 1024",
			}
			for name, w := range want {
				if got := refs[name]; got != w {
					t.Errorf("MemRef of %s = %q, want %q", name, got, w)
				}
			}
		})
	}
}

// TestFillpadFreshCarrySimulates compiles campaign kernel 377b7997169a
// (fillpad_fresh_carry_window.sim.py) and a two-iteration variant that
// also stores the final carry through the whole default pipeline on both
// chips and simulates them against the reference: every output must match.
func TestFillpadFreshCarrySimulates(t *testing.T) {
	for _, name := range []string{"fillpad_fresh_carry_window", "fillpad_fresh_carry_window_twice"} {
		path := "testdata/MemoryReuse/" + name + ".sim.py"
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, chip := range []string{"910B", "950"} {
			t.Run(fmt.Sprintf("%s/%s", name, chip), func(t *testing.T) {
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
				outs := len(in.Funcs[0].Params) - 1
				if len(s.Outputs) < outs {
					t.Fatalf("%d outputs compared, want at least %d", len(s.Outputs), outs)
				}
				for _, o := range s.Outputs {
					if o.Mismatch != nil {
						t.Errorf("output %s differs from the reference: %v", o.Name, o.Mismatch)
					}
				}
				if s.Diagnosed() {
					t.Errorf("simulator diagnostics: %v", s.Result.Diags)
				}
			})
		}
	}
}
