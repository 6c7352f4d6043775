package ascend

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// vecKind is the operand form of a vector op (from its registry class,
// ir.OpDef.Class); the op is Instr.Def and its scalar arithmetic comes
// from package sim.
type vecKind uint8

const (
	vkBinary        vecKind = iota // Dst = f(Src[0], Src[1]), NumPy broadcast of size-1 axes
	vkScalar                       // Dst = f(Src[0], Scalar)
	vkUnary                        // Dst = f(Src[0])
	vkCast                         // Dst = cast(Src[0], Dst.DType, Cast)
	vkRowReduce                    // Dst[r, 0] = reduce_c Src[0][r, c]; Src[1] scratch
	vkColReduce                    // Dst[0, c] = reduce_r Src[0][r, c]; Src[1] optional scratch
	vkRowExpand                    // Dst[r, c] = f(Src[0][r, c], Src[1][r, 0]); Src[2] optional scratch
	vkFillpad                      // Dst (whole box) = Src[0] inside its valid region, Pad outside
	vkFull                         // Dst = Scalar
	vkTranspose                    // Dst[r, c] = Src[0][c, r]; Src[1] scratch
	vkColExpand                    // Dst[r, c] = f(Src[0][r, c], Src[1][0, c])
	vkRowBroadcast                 // Dst[r, c] = Src[0][r, 0] (row_expand: the vector alone)
	vkColBroadcast                 // Dst[r, c] = Src[0][0, c] (col_expand: the vector alone)
	vkPartial                      // Dst = f(Src[0], Src[1]) where Src[1] is valid, else Src[0]
	vkTernary                      // Dst = f(f(Src[0], Src[1]), Src[2])
	vkTernaryScalar                // Dst = f(f(Src[0], Scalar), Src[1])
	vkCompare                      // Dst = packed bits of Src[0] cmp Src[1]
	vkCompareScalar                // Dst = packed bits of Src[0] cmp Scalar
	vkSelect                       // Dst = Src[0] bit ? Src[1] : Src[2]
	vkSelectScalar                 // Dst = Src[0] bit ? Src[1] : Scalar; Src[2] scratch
)

// vecKindOf is the operand form of a registry op's class; ok is false
// for an op with no vector semantics here.
func vecKindOf(d *ir.OpDef) (vecKind, bool) {
	if d == nil {
		return 0, false
	}
	switch d.Class {
	case ir.ClassBinary:
		return vkBinary, true
	case ir.ClassTileScalar:
		if d.Fn == ir.FnRight {
			return vkFull, true // tile.expands: the target gives the shape only
		}
		return vkScalar, true
	case ir.ClassUnary:
		return vkUnary, true
	case ir.ClassCast:
		return vkCast, true
	case ir.ClassRowReduce:
		return vkRowReduce, true
	case ir.ClassColReduce:
		return vkColReduce, true
	case ir.ClassRowExpand:
		if d.Fn == ir.FnRight {
			return vkRowBroadcast, true
		}
		return vkRowExpand, true
	case ir.ClassColExpand:
		if d.Fn == ir.FnRight {
			return vkColBroadcast, true
		}
		return vkColExpand, true
	case ir.ClassPartial:
		return vkPartial, true
	case ir.ClassTernary:
		if scalarSecond(d) {
			return vkTernaryScalar, true
		}
		return vkTernary, true
	case ir.ClassCompare:
		if scalarSecond(d) {
			return vkCompareScalar, true
		}
		return vkCompare, true
	case ir.ClassSelect:
		if len(d.Args) == 4 && d.Args[3].Kind == ir.ArgScalar {
			return vkSelectScalar, true
		}
		return vkSelect, true
	case ir.ClassFillpad:
		return vkFillpad, true
	case ir.ClassFull:
		return vkFull, true
	case ir.ClassTranspose:
		return vkTranspose, true
	}
	return 0, false
}

// scalarSecond reports whether an op's second argument is a scalar
// (tile.addsc, tile.cmps).
func scalarSecond(d *ir.OpDef) bool { return len(d.Args) > 1 && d.Args[1].Kind == ir.ArgScalar }

// VecDropsTarget reports whether the lowering of a vector op leaves out its
// first tile argument: row_expand and col_expand read only the vector they
// broadcast, the target giving the result's shape (PyPTO emits
// pto.trowexpand / pto.tcolexpand of the vector alone,
// src/backend/common/pto_ops_elementwise.cpp:844-849).
func VecDropsTarget(d *ir.OpDef) bool {
	k, ok := vecKindOf(d)
	return ok && (k == vkRowBroadcast || k == vkColBroadcast)
}

// VecScratch is the operand slot of a vector op's scratch tile (Src[i],
// written, not read: row_sum's tmp, row_expand's, transpose's), or -1.
func VecScratch(d *ir.OpDef) int {
	k, ok := vecKindOf(d)
	if !ok {
		return -1
	}
	return k.scratch()
}

// sources is the number of data sources a kind reads.
func (k vecKind) sources() int {
	switch k {
	case vkBinary, vkRowExpand, vkColExpand, vkPartial, vkTernaryScalar, vkCompare, vkSelectScalar:
		return 2
	case vkTernary, vkSelect:
		return 3
	case vkFull:
		return 0
	}
	return 1
}

// scratch is the operand slot of an optional scratch tile (-1: none).
func (k vecKind) scratch() int {
	switch k {
	case vkRowReduce, vkColReduce, vkTranspose:
		return 1
	case vkRowExpand, vkSelectScalar:
		return 2
	}
	return -1
}

// binaryFunc is the scalar function of a binary op for a result dtype
// (sim.ElementwiseBinary, shared with the reference).
func binaryFunc(d *ir.OpDef, dt ir.DataType) func(a, b float64) float64 {
	f, _ := sim.ElementwiseBinary(d, dt)
	return f
}

// usesReservedUB reports whether an a2a3 vector op takes its temporary
// from the fixed UB scratch at TMP_UB_OFFSET (sourced: pto-isa
// npu/a2a3/TCvt.hpp, TRowExpandBinOp.hpp; PyPTO: tiles placed there are
// "silently corrupted", pto-isa#170).
func usesReservedUB(d *ir.OpDef) bool {
	return d != nil && (d.Class == ir.ClassCast || d.Class == ir.ClassRowExpand)
}

// clobberReserved writes garbage over the reserved UB scratch.
func (s *Sim) clobberReserved(x *access) {
	lo, hi := s.arch.ReservedUBLo, s.arch.ReservedUBHi
	t := Tile{Space: ir.Vec, Addr: lo, DType: ir.INT32, Rows: 1, Cols: (hi - lo) / 4, BLayout: ir.RowMajor, SLayout: ir.NoneBox}
	s.clobber(x, &t, 1, t.Cols)
}

func (s *Sim) execVector(x *access, in *Instr) {
	def := s.defs[x.id]
	vk, _ := vecKindOf(def)
	d := &in.Dst
	rows, cols := d.ValidRows, d.ValidCols
	var srcs [3]tileOperand
	for i := 0; i < vk.sources(); i++ {
		srcs[i] = s.bind(x, &in.Src[i], in.Src[i].StoragePitch())
	}
	vals, st := s.scratchFor(0, max(rows*cols, d.Rows*d.Cols))
	a := &srcs[0]
	var scratch *Tile // clobbered after the result is queued
	var sRows, sCols int64
	switch {
	case s.vecClean(in, def, vk, srcs[:vk.sources()], rows, cols, vals, st):
	case vk == vkBinary:
		f := binaryFunc(def, d.DType)
		b := &srcs[1]
		for r := int64(0); r < rows; r++ {
			for c := int64(0); c < cols; c++ {
				var va, vb float64
				var sa, sb uint8
				if in.NoBroadcast {
					va, sa = s.getOrGarbage(a, r, c)
					vb, sb = s.getOrGarbage(b, r, c)
				} else {
					va, sa = s.get(a, bcast(a.t.Rows, r), bcast(a.t.Cols, c))
					vb, sb = s.get(b, bcast(b.t.Rows, r), bcast(b.t.Cols, c))
				}
				vals[r*cols+c], st[r*cols+c] = sim.Round(d.DType, f(va, vb)), combine(sa, sb)
			}
		}
	case vk == vkScalar || vk == vkUnary || vk == vkCast:
		sc, sst := s.scalarOf(in)
		f2 := binaryFunc(def, d.DType)
		f1, _ := sim.ElementwiseUnary(def)
		for r := int64(0); r < rows; r++ {
			for c := int64(0); c < cols; c++ {
				v, sv := s.get(a, r, c)
				switch vk {
				case vkScalar:
					v = sim.Round(d.DType, f2(v, sc))
					sv = combine(sv, sst)
				case vkUnary:
					v = sim.Round(d.DType, f1(v))
				default:
					v = sim.Cast(v, d.DType, in.Cast)
				}
				vals[r*cols+c], st[r*cols+c] = v, result(sv)
			}
		}
	case vk == vkFull:
		sc, sst := s.scalarOf(in)
		for i := range vals[:rows*cols] {
			vals[i], st[i] = sim.Round(d.DType, sc), sst
		}
	case vk == vkRowReduce:
		n := a.t.ValidCols
		row, rst := s.scratchFor(1, n)
		for r := int64(0); r < rows; r++ {
			s.gather(a, r, 0, 1, n, 1, row, rst)
			vals[r*cols], st[r*cols] = reduce(def, d.DType, row, rst)
			for c := int64(1); c < cols; c++ {
				vals[r*cols+c], st[r*cols+c] = 0, stateGarbage
			}
		}
		scratch, sRows, sCols = rowReduceScratch(s.arch.Chip, &in.Src[1], a.t)
	case vk == vkColReduce:
		n := a.t.ValidRows
		col, cst := s.scratchFor(1, n)
		for c := int64(0); c < cols; c++ {
			s.gather(a, 0, c, n, 1, n, col, cst)
			vals[c], st[c] = reduce(def, d.DType, col, cst)
		}
		for i := cols; i < rows*cols; i++ {
			vals[i], st[i] = 0, stateGarbage
		}
		scratch, sRows, sCols = &in.Src[1], a.t.ValidRows, a.t.ValidCols
	case vk == vkRowExpand:
		f := binaryFunc(def, d.DType)
		b := &srcs[1]
		for r := int64(0); r < rows; r++ {
			vb, sb := s.get(b, r, 0)
			for c := int64(0); c < cols; c++ {
				va, sa := s.get(a, r, c)
				vals[r*cols+c], st[r*cols+c] = sim.Round(d.DType, f(va, vb)), combine(sa, sb)
			}
		}
	case vk == vkColExpand || vk == vkPartial:
		f := binaryFunc(def, d.DType)
		b := &srcs[1]
		for r := int64(0); r < rows; r++ {
			for c := int64(0); c < cols; c++ {
				va, sa := s.get(a, r, c)
				var v float64
				var sv uint8
				switch {
				case vk == vkColExpand:
					vb, sb := s.getOrGarbage(b, 0, c)
					v, sv = f(va, vb), combine(sa, sb)
				case r < b.t.ValidRows && c < b.t.ValidCols:
					vb, sb := s.get(b, r, c)
					v, sv = f(va, vb), combine(sa, sb)
				default:
					v, sv = va, result(sa)
				}
				vals[r*cols+c], st[r*cols+c] = sim.Round(d.DType, v), sv
			}
		}
	case vk == vkRowBroadcast || vk == vkColBroadcast:
		for r := int64(0); r < rows; r++ {
			for c := int64(0); c < cols; c++ {
				var v float64
				var sv uint8
				if vk == vkRowBroadcast {
					v, sv = s.getOrGarbage(a, r, 0)
				} else {
					v, sv = s.getOrGarbage(a, 0, c)
				}
				vals[r*cols+c], st[r*cols+c] = sim.Round(d.DType, v), result(sv)
			}
		}
	case vk == vkTernary || vk == vkTernaryScalar:
		f := binaryFunc(def, d.DType)
		sc, sst := s.scalarOf(in)
		last := &srcs[vk.sources()-1]
		for r := int64(0); r < rows; r++ {
			for c := int64(0); c < cols; c++ {
				va, sa := s.getOrGarbage(a, bcast(a.t.Rows, r), bcast(a.t.Cols, c))
				vb, sb := sc, sst
				if vk == vkTernary {
					vb, sb = s.getOrGarbage(&srcs[1], bcast(srcs[1].t.Rows, r), bcast(srcs[1].t.Cols, c))
				}
				vc, sc2 := s.getOrGarbage(last, bcast(last.t.Rows, r), bcast(last.t.Cols, c))
				v := f(sim.Round(d.DType, f(va, vb)), vc)
				vals[r*cols+c], st[r*cols+c] = sim.Round(d.DType, v), combine(combine(sa, sb), sc2)
			}
		}
	case vk == vkCompare || vk == vkCompareScalar:
		cmp := compareFn(in.Cmp)
		sc, sst := s.scalarOf(in)
		n := a.t.ValidCols
		for r := int64(0); r < rows; r++ {
			for j := int64(0); j < cols; j++ {
				byteVal, sv := 0.0, stateDefined
				for bit := int64(0); bit < 8 && j*8+bit < n; bit++ {
					c := j*8 + bit
					va, sa := s.get(a, r, c)
					vb, sb := sc, sst
					if vk == vkCompare {
						vb, sb = s.getOrGarbage(&srcs[1], bcast(srcs[1].t.Rows, r), bcast(srcs[1].t.Cols, c))
					}
					sv = combine(sv, combine(sa, sb))
					if cmp(va, vb) {
						byteVal += float64(int(1) << bit)
					}
				}
				vals[r*cols+j], st[r*cols+j] = byteVal, sv
			}
		}
	case vk == vkSelect || vk == vkSelectScalar:
		sc, sst := s.scalarOf(in)
		w := a.t.DType.Bytes()
		for r := int64(0); r < rows; r++ {
			for c := int64(0); c < cols; c++ {
				byteAt := c / 8
				mv, ms := s.getOrGarbage(a, r, byteAt/int64(w))
				bit := sim.Bits(a.t.DType, mv)>>uint(8*(byteAt%int64(w))+c%8)&1 != 0
				var v float64
				var sv uint8
				switch {
				case bit:
					v, sv = s.getOrGarbage(&srcs[1], bcast(srcs[1].t.Rows, r), bcast(srcs[1].t.Cols, c))
				case vk == vkSelect:
					v, sv = s.getOrGarbage(&srcs[2], bcast(srcs[2].t.Rows, r), bcast(srcs[2].t.Cols, c))
				default:
					v, sv = sc, sst
				}
				vals[r*cols+c], st[r*cols+c] = sim.Round(d.DType, v), combine(ms, sv)
			}
		}
	case vk == vkTranspose:
		for r := int64(0); r < rows; r++ {
			for c := int64(0); c < cols; c++ {
				v, sv := s.get(a, c, r)
				vals[r*cols+c], st[r*cols+c] = sim.Round(d.DType, v), result(sv)
			}
		}
		scratch, sRows, sCols = &in.Src[1], a.t.ValidRows, a.t.ValidCols
	case vk == vkFillpad:
		pv, _ := sim.PadFill(in.Pad, d.DType)
		rows, cols = d.Rows, d.Cols
		for r := int64(0); r < rows; r++ {
			for c := int64(0); c < cols; c++ {
				if r < a.t.ValidRows && c < a.t.ValidCols {
					v, sv := s.get(a, r, c)
					vals[r*cols+c], st[r*cols+c] = sim.Round(d.DType, v), result(sv)
				} else {
					vals[r*cols+c], st[r*cols+c] = pv, stateDefined
				}
			}
		}
	}
	if vk == vkRowExpand {
		scratch, sRows, sCols = &in.Src[2], rows, cols
	}
	o := s.bind(x, d, d.StoragePitch())
	pw := s.newPending(o.prt.buf, d.DType)
	s.scatter(&o, pw, 0, 0, rows, cols, vals, st)
	s.queue(x.id, pw)
	if scratch != nil {
		s.clobber(x, scratch, sRows, sCols)
	}
	if s.reservedUsed && s.arch.Chip == A2A3 && usesReservedUB(def) {
		s.clobberReserved(x)
	}
}

// vecClean computes an elementwise op (binary without broadcasting,
// tile-scalar, unary, cast, row expansion) over the whole rows x cols
// region at once when every source region reads clean (gatherClean: no
// report, all bytes defined): what the per-element loops compute, with
// the sources gathered a region at a time. It reports false, having
// counted and computed nothing, for any other op or region; the blocks
// gathered so far are then checked again by the per-element loop, to no
// effect (see gatherClean).
func (s *Sim) vecClean(in *Instr, def *ir.OpDef, vk vecKind, srcs []tileOperand, rows, cols int64, vals []float64, st []uint8) bool {
	switch vk {
	case vkBinary, vkScalar, vkUnary, vkCast, vkRowExpand:
	default:
		return false
	}
	for i := range srcs {
		t, w := srcs[i].t, cols
		if vk == vkRowExpand && i == 1 {
			w = 1
		}
		// no broadcast (bcast is the identity), no read beyond the box
		if rows > t.Rows || w > t.Cols || !in.NoBroadcast && (t.Rows == 1 && rows > 1 || t.Cols == 1 && w > 1) {
			return false
		}
	}
	elems := s.elems
	n := rows * cols
	a, _ := s.scratchFor(1, n)
	if !s.gatherClean(&srcs[0], 0, 0, rows, cols, a, st) {
		return false
	}
	dt := in.Dst.DType
	var b []float64
	if len(srcs) > 1 {
		w := cols
		if vk == vkRowExpand {
			w = 1
		}
		b, _ = s.scratchFor(2, rows*w)
		if !s.gatherClean(&srcs[1], 0, 0, rows, w, b, st) {
			s.elems = elems
			return false
		}
	}
	out, ost := vals[:n], st[:n]
	sv := stateDefined
	switch vk {
	case vkBinary:
		f := binaryFunc(def, dt)
		for i := range out {
			out[i] = f(a[i], b[i])
		}
		sim.RoundAll(dt, out)
	case vkRowExpand:
		f := binaryFunc(def, dt)
		for r := int64(0); r < rows; r++ {
			vb := b[r]
			for c, va := range a[r*cols : (r+1)*cols] {
				out[r*cols+int64(c)] = f(va, vb)
			}
		}
		sim.RoundAll(dt, out)
	case vkScalar:
		sc, sst := s.scalarOf(in)
		f := binaryFunc(def, dt)
		for i := range out {
			out[i] = f(a[i], sc)
		}
		sim.RoundAll(dt, out)
		sv = result(combine(stateDefined, sst))
	case vkUnary:
		f, _ := sim.ElementwiseUnary(def)
		for i := range out {
			out[i] = f(a[i])
		}
		sim.RoundAll(dt, out)
	case vkCast:
		for i := range out {
			out[i] = sim.Cast(a[i], dt, in.Cast)
		}
	}
	for i := range ost {
		ost[i] = sv
	}
	return true
}

// compareFn is a tile.cmp comparison by its cmp_type code: EQ=0, NE=1,
// LT=2, LE=3, GT=4, GE=5 (python/pypto/ir/op/tile_ops.py:1534-1542); an
// unknown code compares nothing as true.
func compareFn(code int) func(a, b float64) bool {
	switch code {
	case 0:
		return func(a, b float64) bool { return a == b }
	case 1:
		return func(a, b float64) bool { return a != b }
	case 2:
		return func(a, b float64) bool { return a < b }
	case 3:
		return func(a, b float64) bool { return a <= b }
	case 4:
		return func(a, b float64) bool { return a > b }
	case 5:
		return func(a, b float64) bool { return a >= b }
	}
	return func(float64, float64) bool { return false }
}

// rowReduceScratch is the part of a row reduction's tmp tile the
// instruction writes (nil: none), sourced from pto-isa. On a2a3
// (npu/a2a3/TRowReduceOps.hpp) a row of at most one repeat (256 bytes) is
// reduced straight from the source (OneRepeatProc) and tmp is untouched;
// a wider row is first folded into tmp one repeat wide (FillTmp, TmpProc,
// or copy_ubuf_to_ubuf under two repeats), so tmp's first 256 bytes of
// every valid row hold partial sums afterwards. On a5 (npu/a5/TRowSum.hpp)
// the reduction runs in vector registers and never touches tmp.
func rowReduceScratch(chip Chip, tmp, src *Tile) (t *Tile, rows, cols int64) {
	perRepeat := 256 / int64(src.DType.Bytes())
	if chip != A2A3 || src.ValidCols <= perRepeat {
		return nil, 0, 0
	}
	return tmp, src.ValidRows, perRepeat
}

// bcast is the operand index of result index i along an axis of extent n
// (size-1 axes broadcast).
// getOrGarbage reads element (r, c) of a bound tile, or garbage outside
// its box (what lies beyond it in the buffer).
func (s *Sim) getOrGarbage(o *tileOperand, r, c int64) (float64, uint8) {
	if r >= o.t.Rows || c >= o.t.Cols {
		return 0, stateGarbage
	}
	return s.get(o, r, c)
}

func bcast(n, i int64) int64 {
	if n == 1 {
		return 0
	}
	return i
}

// reduce combines a run with sim.Reduce; undefined if any input is.
func reduce(d *ir.OpDef, dt ir.DataType, vals []float64, st []uint8) (float64, uint8) {
	for _, x := range st {
		if x != stateDefined {
			return 0, stateGarbage
		}
	}
	v, ok := sim.Reduce(d, dt, vals)
	if !ok {
		return 0, stateGarbage
	}
	return sim.Round(dt, v), stateDefined
}
