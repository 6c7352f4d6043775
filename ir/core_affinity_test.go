package ir

import "testing"

func TestCallAffinity(t *testing.T) {
	src := `import pypto.language as pl


@pl.program
class Lanes:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        v: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(m, target_memory=pl.Mem.Left)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(m, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        e: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.exp(v)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
        i: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
`
	p, err := Parse("lanes.py", src)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Affinity{"m": Cube, "v": Vector, "l": Cube, "r": Cube, "acc": Cube, "e": Vector, "c": Mixed, "i": Vector, "o": Vector}
	dirs := map[string]MoveDirection{"l": MoveWithinSide, "c": MoveCubeToVector}
	for _, s := range Stmts(p.Funcs[0].Body) {
		as, ok := s.(*AssignStmt)
		if !ok {
			continue
		}
		call := as.Value.(*Call)
		if got := CallAffinity(call); got != want[as.Var.Name] {
			t.Errorf("%s = %s: lane %s, want %s", as.Var.Name, call.Op.Name, got, want[as.Var.Name])
		}
		if d, ok := dirs[as.Var.Name]; ok && MoveDirectionOf(call) != d {
			t.Errorf("%s: direction %d, want %d", as.Var.Name, MoveDirectionOf(call), d)
		}
	}
	if CallAffinity(nil) != Shared || CallAffinity(&Call{Callee: "f"}) != Shared {
		t.Error("a function call or nil is not shared")
	}
}

// tile.fillpad is a vector op: it requires and produces Vec and runs on V
// (src/ir/op/tile_ops/elementwise.cpp:1278-1279), so it is vector work and
// no op pads in Mat.
func TestFillpadIsVectorOp(t *testing.T) {
	src := `import pypto.language as pl


@pl.program
class Pad:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[32, 32], pl.FP16]) -> pl.Tensor[[32, 32], pl.FP16]:
        v: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[20, 32])] = pl.tile.load(a, [0, 0], [32, 32], [20, 32], target_memory=pl.Mem.Vec)
        pv: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(v)
        return a
`
	p, err := Parse("pad.py", src)
	if err != nil {
		t.Fatal(err)
	}
	pv := Stmts(p.Funcs[0].Body)[1].(*AssignStmt).Value.(*Call)
	if CallAffinity(pv) != Vector {
		t.Errorf("fillpad lane %s, want vector", CallAffinity(pv))
	}
	fill := Op("tile.fillpad")
	if fill.Pipe != PipeV || fill.InheritsInput() || fill.Output.Kind != OutFixed || fill.Output.Space != Vec {
		t.Errorf("fillpad: pipe %s, inherits %v, output %+v; want V, false, Vec", fill.Pipe, fill.InheritsInput(), fill.Output)
	}
	if _, ok := fill.PipeFrom(Mat); ok {
		t.Errorf("fillpad has a source-dependent pipe")
	}
}

// CombineAffinity is PyPTO's roll-up (core_affinity_kind.h:39-44).
func TestCombineAffinity(t *testing.T) {
	cases := []struct{ a, b, want Affinity }{
		{Shared, Shared, Shared}, {Shared, Cube, Cube}, {Vector, Shared, Vector},
		{Cube, Cube, Cube}, {Cube, Vector, Mixed}, {Vector, Cube, Mixed},
		{Mixed, Shared, Mixed}, {Mixed, Mixed, Mixed}, {Cube, Mixed, Mixed},
	}
	for _, c := range cases {
		if got := CombineAffinity(c.a, c.b); got != c.want {
			t.Errorf("CombineAffinity(%s, %s) = %s, want %s", c.a, c.b, got, c.want)
		}
	}
	if got := Affinity(7).String(); got != "Affinity(7)" {
		t.Errorf("String of an unknown affinity: %q", got)
	}
	if Cube.CoreName() != "AIC" || Vector.CoreName() != "AIV" || Mixed.CoreName() != "mixed" {
		t.Errorf("core names: %s %s %s", Cube.CoreName(), Vector.CoreName(), Mixed.CoreName())
	}
}

// The pipes and buffers each core kind has (sim-brief §2.2).
func TestCorePipesAndSpaces(t *testing.T) {
	pipes := func(a Affinity) string {
		s := ""
		for p := PipeMTE1; p <= PipeAll; p++ {
			if a.HasPipe(p) {
				s += p.String() + " "
			}
		}
		return s
	}
	if got := pipes(Cube); got != "MTE1 MTE2 MTE3 M S FIX " {
		t.Errorf("cube pipes %q", got)
	}
	if got := pipes(Vector); got != "MTE2 MTE3 V S " {
		t.Errorf("vector pipes %q", got)
	}
	if got := pipes(Shared) + pipes(Mixed); got != "" {
		t.Errorf("shared/mixed have pipes %q", got)
	}
	spaces := func(a Affinity) string {
		s := ""
		for _, m := range append([]MemorySpace{MemNone}, AllMemorySpaces()...) {
			if a.HasSpace(m) {
				s += m.String() + " "
			}
		}
		return s
	}
	if got := spaces(Cube); got != "Mat Left Right Acc Bias LeftScale RightScale " {
		t.Errorf("cube spaces %q", got)
	}
	if got := spaces(Vector); got != "Vec " {
		t.Errorf("vector spaces %q", got)
	}
	side := ""
	for p := PipeMTE1; p <= PipeAll; p++ {
		side += p.String() + "=" + PipeSide(p).String() + " "
	}
	if want := "MTE1=cube MTE2=shared MTE3=shared M=cube V=vector S=shared FIX=cube ALL=shared "; side != want {
		t.Errorf("pipe sides %q, want %q", side, want)
	}
}
