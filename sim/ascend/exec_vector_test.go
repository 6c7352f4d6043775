package ascend

import (
	"math"
	"slices"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// TestRegistryCoverage walks the op registry: every op that executes on
// hardware lowers to an instruction here, or is listed in NotSimulated;
// ops that execute nothing (views, allocations) have no instruction.
func TestRegistryCoverage(t *testing.T) {
	var missing []string
	for _, d := range ir.Ops().Ops() {
		op, ok := OpForName(d.Name)
		switch {
		case d.Access != ir.AccessFunctional:
			if ok {
				t.Errorf("%s executes nothing but lowers to %s", d.Name, op)
			}
		case !ok:
			missing = append(missing, d.Name)
		case op == OpVec:
			if vk, _ := vecKindOf(d.Name); d.Pipe != ir.PipeV || vk.sources() > 0 && d.InputSpaces(0) != nil && !slices.Contains(d.InputSpaces(0), ir.Vec) {
				t.Errorf("%s: vector semantics for an op on pipe %s", d.Name, d.Pipe)
			}
		case op.isMatmul():
			if d.Pipe != ir.PipeM {
				t.Errorf("%s: cube opcode for an op on pipe %s", d.Name, d.Pipe)
			}
		}
	}
	if !slices.Equal(missing, NotSimulated()) {
		t.Fatalf("registry ops with no instruction: %q, NotSimulated says %q", missing, NotSimulated())
	}
}

func dnTile(addr int64, dt ir.DataType, rows int64) Tile {
	return Tile{Space: ir.Vec, Addr: addr, DType: dt, Rows: rows, Cols: 1, ValidRows: rows, ValidCols: 1, BLayout: ir.ColMajor, SLayout: ir.NoneBox}
}

// TestVectorOps runs one of each vector op form on a 16x16 FP32 tile and
// checks every result element against values computed here.
func TestVectorOps(t *testing.T) {
	a := MustArch("910B")
	X := ubTile(0, ir.FP32, 16, 16)
	rs, rm, cs := dnTile(0x800, ir.FP32, 16), dnTile(0x840, ir.FP32, 16), ubTile(0x880, ir.FP32, 1, 16)
	tmp := ubTile(0x1b00, ir.FP32, 16, 16)
	xv := X
	xv.ValidRows, xv.ValidCols = 4, 5
	fp := vec("tile.fillpad", ubTile(0xf00, ir.FP32, 16, 16), xv)
	fp.Pad = ir.PadMax
	cast := vec("tile.cast", ubTile(0xd00, ir.FP16, 16, 16), X)
	cast.Cast = ir.CastRint
	type out struct {
		tile Tile
		f    func(x func(r, c int64) float64, r, c int64) float64
	}
	sum := func(x func(r, c int64) float64, r int64) (s float64) {
		for c := int64(0); c < 16; c++ {
			s += x(r, c)
		}
		return
	}
	outs := []out{
		{ubTile(0x400, ir.FP32, 16, 16), func(x func(r, c int64) float64, r, c int64) float64 { return 2 * x(r, c) }},
		{rs, func(x func(r, c int64) float64, r, c int64) float64 { return sum(x, r) }},
		{rm, func(x func(r, c int64) float64, r, c int64) float64 {
			m := math.Inf(-1)
			for k := int64(0); k < 16; k++ {
				m = max(m, x(r, k))
			}
			return m
		}},
		{cs, func(x func(r, c int64) float64, r, c int64) float64 {
			var s float64
			for k := int64(0); k < 16; k++ {
				s += x(k, c)
			}
			return s
		}},
		{ubTile(0x900, ir.FP32, 16, 16), func(x func(r, c int64) float64, r, c int64) float64 { return x(r, c) * sum(x, r) }},
		{cast.Dst, func(x func(r, c int64) float64, r, c int64) float64 { return x(r, c) }},
		{fp.Dst, func(x func(r, c int64) float64, r, c int64) float64 {
			if r < 4 && c < 5 {
				return x(r, c)
			}
			return math.MaxFloat32
		}},
		{ubTile(0x1300, ir.FP32, 16, 16), func(x func(r, c int64) float64, r, c int64) float64 { return x(c, r) }},
		{ubTile(0x1700, ir.FP32, 16, 16), func(x func(r, c int64) float64, r, c int64) float64 {
			var s float64
			for k := int64(0); k < 16; k++ {
				s += x(k, c)
			}
			return x(r, c) - s
		}},
		{ubTile(0x1f00, ir.FP32, 16, 16), func(x func(r, c int64) float64, r, c int64) float64 { return math.Max(x(r, c), 0) }},
	}
	bar := Instr{Op: OpBarrier, Pipe: ir.PipeV}
	body := seq(
		load(X, 0, 0, 0), flagPair(ir.PipeMTE2, ir.PipeV, 0),
		vec("tile.add", outs[0].tile, X, X),
		vec("tile.row_sum", rs, X, tmp),
		vec("tile.row_max", rm, X, tmp),
		vec("tile.col_sum", cs, X),
		bar,
		vec("tile.row_expand_mul", outs[4].tile, X, rs),
		cast, fp,
		vec("tile.transpose", outs[7].tile, X, tmp),
		vec("tile.sub", outs[8].tile, X, cs), // [1, 16] broadcasts over the rows
		vec("tile.relu", outs[9].tile, X),
		flagPair(ir.PipeV, ir.PipeMTE3, 0),
	)
	prog := &Program{Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}}}
	for i, o := range outs {
		prog.Tensors = append(prog.Tensors, TensorDecl{Name: "o", Shape: []int64{o.tile.Rows, o.tile.Cols}, DType: o.tile.DType})
		body = append(body, store(o.tile, i+1, 0, 0))
	}
	prog.Cores = []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: body}}
	xf := func(r, c int64) float64 { return float64((r*3+c*5)%11 - 5) }
	res := mustRun(t, a, prog, []*sim.Tensor{tensorOf(ir.FP32, 16, 16, xf)}, Options{})
	// row_sum / row_max / transpose share the scratch tile; tmp is
	// clobbered by each: without a barrier between them, the two reductions
	// race on it (the transpose comes after a barrier).
	wantDiags(t, res,
		"hazard: WAW: aiv0#5 TROW_MAX (V) writes aiv0 UB[0x1b00, 0x1f00) also written by aiv0#4 TROW_SUM (V) with no happens-before edge; missing pipe_barrier(V) between them",
	)
	for i, o := range outs {
		got := res.Outputs[i+1]
		want := tensorOf(o.tile.DType, o.tile.Rows, o.tile.Cols, func(r, c int64) float64 { return o.f(xf, r, c) })
		if mm := sim.Compare(want, got); mm != nil {
			t.Errorf("output %d (%s): %v", i, o.tile.String(), mm)
		}
	}
}
