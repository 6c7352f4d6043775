package ascend

import (
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

func TestNewArch(t *testing.T) {
	for _, tc := range []struct {
		name                          string
		chip                          Chip
		ubPhys, ubUse, l0c, bt        int64
		resLo, resHi                  int64
		madHead, fp32Passes, l0aBW100 int64
	}{
		{"910B", A2A3, 196608, 188416, 131072, 1024, 188416, 196608, 21, 2, 12970},
		{"950", A5, 262144, 245760, 262144, 4096, 0, 0, 25, 8, 20630},
	} {
		a := MustArch(tc.name)
		got := []int64{a.Physical[ir.Vec], a.Usable[ir.Vec], a.Physical[ir.Acc], a.Physical[ir.Bias], a.ReservedUBLo, a.ReservedUBHi,
			a.Physical[ir.Mat], a.Physical[ir.Left], a.Physical[ir.Right], a.Align[ir.Left], a.Align[ir.Acc],
			int64(a.AIVPerCluster), int64(a.NumEvents), a.Cost.MadHead, a.Cost.MadFP32Passes, a.Cost.L0ABW100}
		want := []int64{tc.ubPhys, tc.ubUse, tc.l0c, tc.bt, tc.resLo, tc.resHi, 524288, 65536, 65536, 32, 32, 2, 8,
			tc.madHead, tc.fp32Passes, tc.l0aBW100}
		if a.Chip != tc.chip || len(got) != len(want) {
			t.Fatalf("%s: chip %v", tc.name, a.Chip)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s: field %d = %d, want %d", tc.name, i, got[i], want[i])
			}
		}
	}
	// Two archs are independent values.
	a, b := MustArch("910B"), MustArch("910B")
	a.Align[ir.Left] = 512
	if b.Align[ir.Left] != 32 {
		t.Fatalf("NewArch shares state between calls")
	}
	if _, err := NewArch(nil); err == nil {
		t.Fatalf("NewArch(nil) succeeded")
	}
	if _, err := NewArch(&backend.Backend{Name: "Ascend310P", Arch: "a3"}); err == nil || err.Error() != `ascend: backend Ascend310P has architecture "a3", which the simulator does not model` {
		t.Fatalf("unknown backend: %v", err)
	}
}

func TestCoreKinds(t *testing.T) {
	var aic, aiv string
	for p := ir.PipeType(0); int(p) < nPipes; p++ {
		if AIC.HasPipe(p) {
			aic += p.String() + " "
		}
		if AIV.HasPipe(p) {
			aiv += p.String() + " "
		}
	}
	if aic != "MTE1 MTE2 MTE3 M S FIX " || aiv != "MTE2 MTE3 V S " {
		t.Fatalf("pipes: AIC %q AIV %q", aic, aiv)
	}
	if !AIV.HasSpace(ir.Vec) || AIV.HasSpace(ir.Acc) || !AIC.HasSpace(ir.Acc) || AIC.HasSpace(ir.Vec) {
		t.Fatalf("spaces")
	}
}
