package ir

import "testing"

func TestCallLane(t *testing.T) {
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
	want := map[string]Lane{"m": LaneCube, "v": LaneVector, "l": LaneCube, "r": LaneCube, "acc": LaneCube, "e": LaneVector, "c": LaneBoundary, "i": LaneVector, "o": LaneVector}
	dirs := map[string]MoveDirection{"l": MoveWithinSide, "c": MoveCubeToVector}
	for _, s := range Stmts(p.Funcs[0].Body) {
		as, ok := s.(*AssignStmt)
		if !ok {
			continue
		}
		call := as.Value.(*Call)
		if got := CallLane(call); got != want[as.Var.Name] {
			t.Errorf("%s = %s: lane %s, want %s", as.Var.Name, call.Op.Name, got, want[as.Var.Name])
		}
		if d, ok := dirs[as.Var.Name]; ok && MoveDirectionOf(call) != d {
			t.Errorf("%s: direction %d, want %d", as.Var.Name, MoveDirectionOf(call), d)
		}
	}
	if CallLane(nil) != LaneShared || CallLane(&Call{Callee: "f"}) != LaneShared {
		t.Error("a function call or nil is not shared")
	}
}

// An op whose output inherits its input's space runs on that input's side
// (a fillpad of a Mat tile is cube work), and fillpad's pipe follows the
// space it pads in.
func TestInheritInputLaneAndPipe(t *testing.T) {
	src := `import pypto.language as pl


@pl.program
class Pad:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[32, 32], pl.FP16]) -> pl.Tensor[[32, 32], pl.FP16]:
        m: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[20, 32])] = pl.tile.load(a, [0, 0], [32, 32], [20, 32], target_memory=pl.Mem.Mat)
        pm: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(m)
        v: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[20, 32])] = pl.tile.load(a, [0, 0], [32, 32], [20, 32], target_memory=pl.Mem.Vec)
        pv: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(v)
        return a
`
	p, err := Parse("pad.py", src)
	if err != nil {
		t.Fatal(err)
	}
	ss := Stmts(p.Funcs[0].Body)
	pm, pv := ss[1].(*AssignStmt).Value.(*Call), ss[3].(*AssignStmt).Value.(*Call)
	if CallLane(pm) != LaneCube || CallLane(pv) != LaneVector {
		t.Errorf("fillpad lanes: Mat %s, Vec %s", CallLane(pm), CallLane(pv))
	}
	fill := Op("tile.fillpad")
	if p, ok := fill.PipeFrom(Mat); !ok || p != PipeMTE2 {
		t.Errorf("fillpad on Mat: %s, %v", p, ok)
	}
	if p, ok := fill.PipeFrom(Vec); !ok || p != PipeV {
		t.Errorf("fillpad on Vec: %s, %v", p, ok)
	}
	if _, ok := Op("tile.add").PipeFrom(Vec); ok {
		t.Errorf("tile.add has a source-dependent pipe")
	}
}
