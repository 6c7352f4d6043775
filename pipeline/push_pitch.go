package pipeline

import (
	"fmt"
	"strconv"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// The a5 push pitch, a step of ExpandMixedKernel's cube-to-vector boundary
// (irfuzz findings RF-D1 and RF-C3; the released PyPTO behaviour stays as
// FaultA5PushPitch).
//
// mad writes an accumulator into L0C at an N-fractal pitch of ceil16(m)
// rows, m = the lhs's valid rows, and PyPTO's compact bookkeeping describes
// that pitch as every reader on a2a3 derives it (pto-isa
// tstore_common.hpp): a compact (CompactMode normal) accumulator is read at
// ceil16(valid rows), any other one at its physical rows. On a2a3 the
// cube-to-vector push is such a fix-pipe store, so pushing the accumulator
// as it is reads it where mad wrote it. On a5 the push is a TMOV Acc->Vec,
// whose source stride ignores compact and depends on whether the tile's
// valid row count is static (pto-isa npu/a5/TMov.hpp GetTmovAccSrcStride,
// commit dfd3c8da; research/sim-brief.md §1.6): ceil16(Rows) when the
// static valid rows are below Rows, else ceil16(valid rows) (a dynamic
// valid row, or the full box). "Static" is a constant in the IR's valid
// shape (the code generator then declares the tile's ValidRow as a
// template constant), "dynamic" anything else.
//
// "Rows" is the physical row count the accumulator's bytes are laid out
// with: its own, or, for a row window (tile.slice, possibly narrowed
// further by tile.set_validshape), its parent's, which the code generator
// declares as the window's Rows with the window's rows as a static valid
// count (the simulator's subview model, sim/ascend lower.go). So the step
// chooses what is pushed, by the accumulator's type and that Rows:
//
//   - compact, valid rows a constant v with ceil16(v) != ceil16(Rows)
//     (mad pitch ceil16(v), TMOV would read at Rows: RF-D1): the
//     accumulator is pushed with the same valid rows as a runtime value, a
//     scalar bound to v on the cube core, so TMOV reads at ceil16(v). The
//     bytes, the valid region and the pop are unchanged;
//   - not compact (mad pitch Rows), valid rows not provably at that pitch,
//     and some valid extent dynamic (TMOV would read at ceil16(valid
//     rows): RF-C3): the accumulator is pushed with its valid rows widened
//     to the constant rows of its own shape, so TMOV reads at
//     ceil16(Rows); the vector core pops the full-height tile and narrows
//     it back with tile.set_validshape to the rows the boundary carried;
//   - anything else is pushed as it is (both rules already agree).
//
// Static and dynamic are judged per extent, as pto-isa's Tile template
// declares them (ValidRow, ValidCol). The simulator calls a tile dynamic
// when any valid extent is: the two agree on everything this step emits
// except a row window (own rows below Rows) with constant valid rows and
// dynamic valid columns, which pto-isa reads at Rows and the simulator at
// ceil16(valid rows); no valid shape short of reading columns mad may not
// have written satisfies the simulator there, so it is pushed as it is.
// A non-window accumulator with constant rows and dynamic columns is
// widened, which both read at Rows. Ascend910B is never touched, and
// FaultC2VPushWidensValid (#2510, which re-creates the state before any
// transport fix) switches the step off as well.
type pushTransport uint8

const (
	pushAsIs        pushTransport = iota
	pushRuntimeRows               // the valid rows as a runtime scalar (compact, static rows)
	pushFullRows                  // the valid rows widened to the shape, re-narrowed after the pop
)

// pushPitchState is the step's memo on a mixedSplit.
type pushPitchState struct {
	names map[string]bool      // variable names taken (unusedName)
	defs  map[*ir.Var]*ir.Call // the call defining each assigned variable
}

// accPushIsTmov reports whether a backend's cube-to-vector push of an
// accumulator is a TMOV Acc->Vec (a5) rather than a fix-pipe store (a2a3).
// The backend package does not state it (request in
// notes/ir-requests.md); it follows the pto-isa architecture, as the
// simulator's push does.
func accPushIsTmov(b *backend.Backend) bool { return b != nil && b.Arch == "a5" }

// pushTransportOf decides how an accumulator source of a cube-to-vector
// boundary is pushed. Both sides of the split ask it for the same source.
func (e *mixedSplit) pushTransportOf(src ir.Expr) pushTransport {
	if e.ctx == nil || !accPushIsTmov(e.ctx.Backend) || e.ctx.Fault(FaultA5PushPitch) || e.ctx.Fault(FaultC2VPushWidensValid) {
		return pushAsIs
	}
	st, ok := src.Type().(*ir.TileType)
	if !ok || st.Space != ir.Acc || st.Rank() != 2 {
		return pushAsIs
	}
	own, ok := st.Shape[0].(*ir.ConstInt)
	if !ok {
		return pushAsIs
	}
	rows, ok := e.accLayoutRows(src)
	if !ok {
		return pushAsIs
	}
	valid := st.ValidShape()
	vr, rowStatic := valid[0].(*ir.ConstInt)
	_, colStatic := valid[1].(*ir.ConstInt)
	box := ir.Ceil16(rows)
	if st.Effective().Compact == ir.CompactNormal {
		if rowStatic && ir.Ceil16(vr.Value) != box {
			return pushRuntimeRows
		}
		return pushAsIs
	}
	switch {
	case rowStatic && ir.Ceil16(vr.Value) == box, box == ir.AccFractalRows, rowStatic && colStatic:
		return pushAsIs
	case !rowStatic && rows == own.Value && ir.ProveEqual(valid[0], st.Shape[0]) == ir.ProofTrue:
		return pushAsIs
	case rowStatic && ir.Ceil16(own.Value) != box:
		return pushAsIs // a row window with dynamic columns (see above)
	}
	return pushFullRows
}

// accLayoutRows is the row count an accumulator's bytes are laid out with:
// through tile.set_validshape (same shape) and tile.slice (a row window of
// its source) to the tile they view, whose constant rows it returns.
func (e *mixedSplit) accLayoutRows(x ir.Expr) (int64, bool) {
	if e.push.defs == nil {
		e.push.defs = map[*ir.Var]*ir.Call{}
		ir.Walk(e.fn.Body, func(n ir.Node) bool {
			if a, ok := n.(*ir.AssignStmt); ok {
				if c, ok := a.Value.(*ir.Call); ok && c.Op != nil {
					e.push.defs[a.Var] = c
				}
			}
			_, isExpr := n.(ir.Expr)
			return !isExpr
		})
	}
	for range len(e.push.defs) + 1 {
		v := ir.VarOf(x)
		if v == nil {
			break
		}
		c := e.push.defs[v]
		if c == nil || len(c.Args) == 0 || (c.Op != ir.TileSlice && c.Op != ir.TileSetValidshape) {
			break
		}
		x = c.Args[0]
	}
	t, ok := x.Type().(*ir.TileType)
	if !ok || t.Rank() != 2 {
		return 0, false
	}
	r, ok := t.Shape[0].(*ir.ConstInt)
	if !ok {
		return 0, false
	}
	return r.Value, true
}

// pushSource returns the statements that build, on the cube core, what is
// pushed for the accumulator src (pushTransportOf), and that value.
func (e *mixedSplit) pushSource(src ir.Expr, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	tr := e.pushTransportOf(src)
	if tr == pushAsIs {
		return nil, src, nil
	}
	st := src.Type().(*ir.TileType)
	valid := st.ValidShape()
	base := ir.PrintExpr(src)
	var out []ir.Stmt
	rows := st.Shape[0]
	if tr == pushRuntimeRows {
		n := &ir.Var{Name: e.unusedName(base + "_push_rows"), T: &ir.ScalarType{DType: ir.INDEX}, Pos: pos}
		out = append(out, &ir.AssignStmt{Var: n, Value: &ir.ConstInt{Value: valid[0].(*ir.ConstInt).Value, DType: ir.INDEX, Pos: pos}, Pos: pos})
		rows = n
	}
	c, err := ir.TileSetValidshape.Create([]ir.Expr{src, rows, valid[1]}, nil, pos)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: ExpandMixedKernel (AIC side of '%s'): pushing '%s': %v", pos, e.fn.Name, base, err)
	}
	v := &ir.Var{Name: e.unusedName(base + "_push"), T: c.T, Pos: pos}
	return append(out, &ir.AssignStmt{Var: v, Value: c, Pos: pos}), v, nil
}

// popsFullRows reports whether the vector core pops the boundary's data
// full-height and narrows it itself (pushFullRows).
func (e *mixedSplit) popsFullRows(side *splitSide, bm *cvBoundary, dest *ir.TileType) bool {
	return !side.aic && bm.dir == ir.MoveCubeToVector && dest.Space == ir.Vec && dest.Rank() == 2 &&
		e.pushTransportOf(bm.src) == pushFullRows
}

// renarrowPop narrows the full-height pop back to the boundary
// destination's valid shape, defining the destination (or a fresh variable
// of the result type, when that differs) and remapping the boundary's
// destination and source to it.
func (e *mixedSplit) renarrowPop(side *splitSide, bm *cvBoundary, pop *ir.Var, pos ir.Span) (ir.Stmt, error) {
	valid := bm.dest.T.(*ir.TileType).ValidShape()
	c, err := ir.TileSetValidshape.Create([]ir.Expr{pop, valid[0], valid[1]}, nil, pos)
	if err != nil {
		return nil, fmt.Errorf("%s: ExpandMixedKernel (AIV side of '%s'): narrowing the popped '%s': %v", pos, e.fn.Name, pop.Name, err)
	}
	dest := bm.dest
	if !ir.TypeEqual(c.T, dest.T) {
		dest = &ir.Var{Name: bm.dest.Name, T: c.T, Pos: bm.dest.Pos}
	}
	side.remap[bm.dest] = dest
	if sv := ir.VarOf(bm.src); sv != nil {
		side.remap[sv] = dest
	}
	return &ir.AssignStmt{Var: dest, Value: c, Pos: pos}, nil
}

// fullRowsView widens a popped view's valid rows to the box (pushFullRows).
func fullRowsView(view ir.TileView, shape []ir.Expr) ir.TileView {
	view.ValidShape = []ir.Expr{shape[0], view.ValidShape[1]}
	return view
}

// unusedName is name, or name_<k> for the first k that no variable of the
// function being split, nor an earlier unusedName, has taken.
func (e *mixedSplit) unusedName(name string) string {
	if e.push.names == nil {
		e.push.names = map[string]bool{}
		for _, p := range e.fn.Params {
			e.push.names[p.Name] = true
		}
		ir.DefSites(e.fn, func(v *ir.Var) { e.push.names[v.Name] = true })
	}
	n := name
	for k := 1; e.push.names[n]; k++ {
		n = name + "_" + strconv.Itoa(k)
	}
	e.push.names[n] = true
	return n
}
