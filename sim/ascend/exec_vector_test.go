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
// ops that execute nothing (views, allocations) have no instruction, and
// neither do the ops outside one core of one rank (ir.OpDef.Domain).
func TestRegistryCoverage(t *testing.T) {
	var missing []string
	for _, d := range ir.Ops().Ops() {
		op, ok := OpFor(d)
		switch {
		case d.LoweredToTile():
			// ConvertTensorToTileOps rewrites it into tile ops before code
			// generation (ir.OpDef.LoweredToTile): no kernel holds it.
			if ok {
				t.Errorf("%s is lowered to tile ops before code generation but lowers to %s", d.Name, op)
			}
		case d.Domain != ir.DomainCore:
			if ok {
				t.Errorf("%s runs across ranks or on the host but lowers to %s", d.Name, op)
			}
		case d.Access != ir.AccessFunctional:
			if ok {
				t.Errorf("%s executes nothing but lowers to %s", d.Name, op)
			}
		case d.Cross == ir.CrossInitPipe:
			// The lowering reads the pipe's depth off it (pipeFacts)
			// into the channel: no instruction of its own.
			if ok {
				t.Errorf("%s sets a channel up but lowers to %s", d.Name, op)
			}
		case !ok:
			missing = append(missing, d.Name)
		case op == OpVec:
			onV := d.Pipe == ir.PipeV
			if p, ok := d.PipeFrom(ir.Vec); ok && d.Pipe == ir.PipeBySpace {
				onV = p == ir.PipeV
			}
			if vk, _ := vecKindOf(d); !onV || vk.sources() > 0 && d.InputSpaces(0) != nil && !slices.Contains(d.InputSpaces(0), ir.Vec) {
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
	// row_sum / row_max / transpose share the scratch tile. A 16-column
	// row fits one 256-byte repeat, so neither reduction writes tmp
	// (rowReduceScratch) and they do not race on it; the transpose, which
	// clobbers it, comes after a barrier.
	wantDiags(t, res)
	for i, o := range outs {
		got := res.Outputs[i+1]
		want := tensorOf(o.tile.DType, o.tile.Rows, o.tile.Cols, func(r, c int64) float64 { return o.f(xf, r, c) })
		if mm := sim.Compare(want, got); mm != nil {
			t.Errorf("output %d (%s): %v", i, o.tile.String(), mm)
		}
	}
}

// TestRowReduceScratch: a row reduction writes its tmp tile as pto-isa
// does. On a2a3 a row wider than one 256-byte repeat (here 128 FP32) is
// folded into tmp's first 64 columns of every valid row, so two
// reductions sharing tmp race on it without a barrier, and a reduction
// whose tmp is its own source leaves that source's first 64 columns
// garbage (the reduction itself reads the source before). On a5 the
// reduction runs in registers: no race, the source survives.
func TestRowReduceScratch(t *testing.T) {
	X := ubTile(0, ir.FP32, 8, 128)
	tmp := ubTile(0x2000, ir.FP32, 8, 128)
	rs, rm, rs2 := dnTile(0x1000, ir.FP32, 8), dnTile(0x1040, ir.FP32, 8), dnTile(0x1080, ir.FP32, 8)
	Y := ubTile(0x3000, ir.FP32, 8, 128)
	bar := Instr{Op: OpBarrier, Pipe: ir.PipeV}
	copyX := vec("tile.adds", Y, X)
	body := seq(
		load(X, 0, 0, 0), flagPair(ir.PipeMTE2, ir.PipeV, 0),
		vec("tile.row_sum", rs, X, tmp),
		vec("tile.row_max", rm, X, tmp),
		bar,
		vec("tile.row_sum", rs2, X, X),
		bar,
		copyX,
		flagPair(ir.PipeV, ir.PipeMTE3, 0),
		store(rs, 1, 0, 0), store(rm, 2, 0, 0), store(rs2, 3, 0, 0), store(Y, 4, 0, 0),
	)
	prog := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{8, 128}, DType: ir.FP32}, {Name: "rs", Shape: []int64{8, 1}, DType: ir.FP32},
			{Name: "rm", Shape: []int64{8, 1}, DType: ir.FP32}, {Name: "rs2", Shape: []int64{8, 1}, DType: ir.FP32}, {Name: "y", Shape: []int64{8, 128}, DType: ir.FP32}},
		Cores: []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: body}},
	}
	xf := func(r, c int64) float64 { return float64((r*7+c*3)%13 - 6) }
	x := tensorOf(ir.FP32, 8, 128, xf)
	sums := tensorOf(ir.FP32, 8, 1, func(r, _ int64) float64 {
		var s float64
		for c := int64(0); c < 128; c++ {
			s += xf(r, c)
		}
		return s
	})
	for _, tc := range []struct {
		chip  string
		diags []string
		lost  int64 // leading columns of x the aliasing reduction destroys
	}{
		{"910B", []string{"hazard: WAW: aiv0#4 TROW_MAX (V) writes aiv0 UB[0x2000, 0x2f00) also written by aiv0#3 TROW_SUM (V) with no happens-before edge; missing pipe_barrier(V) between them"}, 64},
		{"950", nil, 0},
	} {
		t.Run(tc.chip, func(t *testing.T) {
			res := mustRun(t, MustArch(tc.chip), prog, []*sim.Tensor{x}, Options{})
			wantDiags(t, res, tc.diags...)
			for _, i := range []int{1, 3} {
				if mm := sim.Compare(sums, res.Outputs[i]); mm != nil {
					t.Errorf("row sum %d: %v", i, mm)
				}
			}
			y := res.Outputs[4]
			for k := range y.Data {
				c := int64(k) % 128
				if lost := c < tc.lost; y.Defined[k] == lost || !lost && y.Data[k] != x.Data[k] {
					t.Fatalf("y[%d, %d] = %v (defined %v), want lost %v", k/128, c, y.Data[k], y.Defined[k], lost)
				}
			}
		})
	}
}
