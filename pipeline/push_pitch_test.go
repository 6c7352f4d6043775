package pipeline

import (
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// pushTransportKernel defines one accumulator per decision of
// pushTransportOf; the comment on each line is the TMOV Acc->Vec stride
// pushing it as it is would give against the pitch mad wrote.
const pushTransportKernel = `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, l: pl.Tensor[[64, 16], pl.FP32], rows: pl.Scalar[pl.INDEX], cols: pl.Scalar[pl.INDEX]):
        t: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(l, [0, 0], [64, 16], [64, 16], target_memory=pl.Mem.Vec)
        full: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        dyn_rows = pl.tile.set_validshape(full, rows, 64)
        dyn_cols = pl.tile.set_validshape(full, 16, cols)
        static_rows = pl.tile.set_validshape(full, 16, 64)
        coincide = pl.tile.set_validshape(full, 50, cols)
        win = pl.tile.slice(full, [16, 64], [16, 0])
        win_dyn_rows = pl.tile.set_validshape(win, rows, 64)
        win_dyn_cols = pl.tile.set_validshape(win, 8, cols)
        c16: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 64], compact=pl.CompactMode.normal)] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        c50: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[50, 64], compact=pl.CompactMode.normal)] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        cdyn: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 64], compact=pl.CompactMode.normal)] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        small: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 64])] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
`

func TestPushTransportOf(t *testing.T) {
	p, err := ir.Parse("t.py", pushTransportKernel)
	if err != nil {
		t.Fatal(err)
	}
	fn := p.Funcs[0]
	vars := map[string]*ir.Var{}
	ir.DefSites(fn, func(v *ir.Var) { vars[v.Name] = v })
	a5, _ := backend.Get("950")
	a2, _ := backend.Get("910B")
	want := map[string]pushTransport{
		"full":         pushAsIs,        // static full box: 64 vs 64
		"dyn_rows":     pushFullRows,    // RF-C3: ceil16(rows) vs 64
		"dyn_cols":     pushFullRows,    // constant rows, dynamic columns: 64 per extent, ceil16(16) if any dynamic extent makes the tile dynamic
		"static_rows":  pushAsIs,        // 64 vs 64
		"coincide":     pushAsIs,        // ceil16(50) = 64 either way
		"win":          pushAsIs,        // a window's constant rows below its parent's: 64 vs 64
		"win_dyn_rows": pushFullRows,    // a window laid out at its parent's 64 rows: ceil16(rows) = 16 vs 64
		"win_dyn_cols": pushAsIs,        // no valid shape makes both models read at 64 (see push_pitch.go)
		"c16":          pushRuntimeRows, // RF-D1: 64 vs ceil16(16)
		"c50":          pushAsIs,        // 64 vs ceil16(50) = 64
		"cdyn":         pushAsIs,        // ceil16(rows) vs ceil16(rows)
		"small":        pushAsIs,        // one fractal: 16 vs 16
		"t":            pushAsIs,        // not an accumulator
	}
	for name, w := range want {
		v := vars[name]
		if v == nil {
			t.Fatalf("no variable %s", name)
		}
		e := &mixedSplit{ctx: &Context{Backend: a5}, fn: fn}
		if got := e.pushTransportOf(v); got != w {
			t.Errorf("950 %s: transport %d, want %d", name, got, w)
		}
		for _, ctx := range []*Context{{Backend: a2}, {}, {Backend: a5, Faults: Faults{}.With(FaultA5PushPitch)}, {Backend: a5, Faults: Faults{}.With(FaultC2VPushWidensValid)}} {
			e := &mixedSplit{ctx: ctx, fn: fn}
			if got := e.pushTransportOf(v); got != pushAsIs {
				t.Errorf("%v %v %s: transport %d, want as is", ctx.Backend, ctx.Faults, name, got)
			}
		}
	}
}

// TestUnusedName: a name no variable of the function has is kept, a taken
// one gets the first free suffix, and each result is taken from then on.
func TestUnusedName(t *testing.T) {
	p, err := ir.Parse("t.py", pushTransportKernel)
	if err != nil {
		t.Fatal(err)
	}
	e := &mixedSplit{fn: p.Funcs[0]}
	for _, c := range [][2]string{{"fresh", "fresh"}, {"fresh", "fresh_1"}, {"full", "full_1"}, {"rows", "rows_1"}, {"full", "full_2"}} {
		if got := e.unusedName(c[0]); got != c[1] {
			t.Errorf("unusedName(%s) = %s, want %s", c[0], got, c[1])
		}
	}
}
