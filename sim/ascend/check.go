package ascend

import (
	"fmt"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Static checks of one instruction, run once before simulation (every
// operand is concrete, so capacity, alignment and bounds do not depend on
// timing). An instruction that cannot be executed faithfully is marked
// broken and runs as a timed no-op; a flag with a bad event id is skipped.

// checker collects the static diagnostics of one instruction.
type checker struct {
	s      *Sim
	id     int32
	in     *Instr
	core   *CoreProgram
	broken bool
}

func (k *checker) diag(kind Kind, sev Severity, space ir.MemorySpace, lo, hi int64, format string, args ...any) {
	d := Diagnostic{Kind: kind, Severity: sev, Instrs: []InstrRef{k.s.refs[k.id]}, Pipes: []ir.PipeType{k.s.pipe[k.id]},
		Core: k.s.refs[k.id].Core, Space: space, Lo: lo, Hi: hi,
		Message: k.s.describe(k.id) + ": " + fmt.Sprintf(format, args...)}
	if space == ir.DDR {
		d.Core, d.Tensor = -1, k.in.GM.Tensor
	}
	k.s.addDiag(d, diagAux{})
}

// fail reports an error that makes the instruction unsimulatable.
func (k *checker) fail(kind Kind, format string, args ...any) {
	k.diag(kind, Error, ir.MemNone, 0, 0, format, args...)
	k.broken = true
}

// tile checks one operand: space, geometry, alignment, capacity.
func (k *checker) tile(role string, t *Tile) {
	a := k.s.arch
	if !t.Present() {
		k.fail(KindIllegal, "%s operand missing", role)
		return
	}
	if !k.core.Kind.HasSpace(t.Space) || a.Physical[t.Space] == 0 {
		k.fail(KindIllegal, "%s operand in %s: a %s core of %s has no such buffer", role, spaceName(t.Space), k.core.Kind.CoreName(), a.Backend.Name)
		return
	}
	if err := t.checkGeometry(); err != nil {
		k.fail(KindIllegal, "%s operand %s: %v", role, t, err)
		return
	}
	if idx := k.s.refs[k.id].Index; t.Created < 0 || t.Created-1 > idx {
		k.fail(KindIllegal, "%s operand is marked created before instruction %d, not before this one (#%d)", role, t.Created-1, idx)
		return
	}
	end := t.Addr + t.Footprint()
	if t.Space == ir.Vec && t.Addr < a.ReservedUBHi && end > a.ReservedUBLo {
		k.s.reservedUsed = true
	}
	if al := a.Align[t.Space]; al > 0 && t.Addr%al != 0 {
		k.diag(KindAlignment, Error, t.Space, t.Addr, end, "%s operand address %#x in %s is not %d-byte aligned", role, t.Addr, spaceName(t.Space), al)
	}
	if es := int64(t.DType.Bytes()); t.Addr%es != 0 {
		k.fail(KindAlignment, "%s operand address %#x is not aligned to its %d-byte elements", role, t.Addr, es)
		return
	}
	switch {
	case t.Addr < 0 || end > a.Physical[t.Space]:
		k.diag(KindCapacity, Error, t.Space, t.Addr, end, "%s operand %s spans [%#x, %#x), beyond the %d-byte %s of %s", role, t, t.Addr, end, a.Physical[t.Space], spaceName(t.Space), a.Backend.Name)
		k.broken = true
	case end > a.Usable[t.Space]:
		extra := ""
		if t.Space == ir.Vec && a.ReservedUBHi > a.ReservedUBLo && end > a.ReservedUBLo {
			extra = fmt.Sprintf(" (overlaps the reserved scratch [%#x, %#x))", a.ReservedUBLo, a.ReservedUBHi)
		}
		k.diag(KindCapacity, Error, t.Space, t.Addr, end, "%s operand %s spans [%#x, %#x), beyond the usable %s capacity %d bytes of %s%s", role, t, t.Addr, end, spaceName(t.Space), a.Usable[t.Space], a.Backend.Name, extra)
	}
}

// window checks the GM side of a load or store against tile t.
func (k *checker) window(t *Tile) {
	w := &k.in.GM
	if w.Tensor < 0 || w.Tensor >= len(k.s.prog.Tensors) {
		k.fail(KindIllegal, "GM tensor %d does not exist", w.Tensor)
		return
	}
	d := &k.s.prog.Tensors[w.Tensor]
	if w.Linear != nil {
		k.linearWindow(d, t)
		return
	}
	if len(w.Offset) != len(d.Shape) {
		k.fail(KindIllegal, "GM offset %v has rank %d, tensor %s has rank %d", w.Offset, len(w.Offset), d.Name, len(d.Shape))
		return
	}
	if d.DType != t.DType && !(k.in.Op == OpStore && t.Space == ir.Acc) {
		k.fail(KindIllegal, "tile dtype %s differs from GM tensor %s dtype %s", t.DType, d.Name, d.DType)
		return
	}
	n := len(d.Shape)
	ext := make([]int64, n)
	for i := range ext {
		ext[i] = 1
	}
	if nr := len(w.RowShape); nr > 0 {
		prod := int64(1)
		for _, e := range w.RowShape {
			prod *= e
		}
		if nr+1 > n || d.Layout != ir.ND || prod < t.ValidRows || prod <= 0 {
			k.fail(KindIllegal, "GM row shape %v does not cover %d tile rows of ND tensor %s of shape %v", w.RowShape, t.ValidRows, d.Name, d.Shape)
			return
		}
		// Only the rows the tile's valid region touches count: a clamped
		// window may cover fewer leading slices than RowShape says.
		copy(ext[n-1-nr:], w.RowShape)
		inner := prod
		for i, e := range w.RowShape {
			inner /= e
			ext[n-1-nr+i] = min(e, (t.ValidRows+inner-1)/inner)
			if ext[n-1-nr+i] > 1 {
				break
			}
		}
		ext[n-1] = t.ValidCols
	} else if n >= 2 {
		ext[n-2], ext[n-1] = t.ValidRows, t.ValidCols
	} else if t.ValidRows > 1 {
		k.fail(KindOutOfBounds, "%d tile rows into a rank-1 tensor %s", t.ValidRows, d.Name)
		return
	} else {
		ext[0] = t.ValidCols
	}
	for i := range d.Shape {
		if w.Offset[i] < 0 || w.Offset[i]+ext[i] > d.Shape[i] {
			k.diag(KindOutOfBounds, Error, ir.DDR, 0, 0, "GM window offset %v extent %v leaves tensor %s of shape %v", w.Offset, ext, d.Name, d.Shape)
			k.broken = true
			return
		}
	}
}

// linearWindow checks a window by strides: every element of the tile's
// valid region lies inside the tensor's storage (with Strides, the span
// of the larger tensor the window is in).
func (k *checker) linearWindow(d *TensorDecl, t *Tile) {
	l := k.in.GM.Linear
	if d.DType != t.DType && !(k.in.Op == OpStore && t.Space == ir.Acc) {
		k.fail(KindIllegal, "tile dtype %s differs from GM tensor %s dtype %s", t.DType, d.Name, d.DType)
		return
	}
	if t.ValidRows <= 0 || t.ValidCols <= 0 {
		return
	}
	n := d.storageSize()
	lo, hi := l.Base, l.Base
	for r := int64(0); r < t.ValidRows; r++ {
		o := l.RowOffset(r)
		lo, hi = min(lo, l.Base+o), max(hi, l.Base+o)
		if len(l.Rows) == 0 {
			// Evenly strided: the last row is the other extreme.
			o = l.RowOffset(t.ValidRows - 1)
			lo, hi = min(lo, l.Base+o), max(hi, l.Base+o)
			break
		}
	}
	if step := l.Col * (t.ValidCols - 1); step < 0 {
		lo += step
	} else {
		hi += step
	}
	if lo < 0 || hi >= n {
		k.diag(KindOutOfBounds, Error, ir.DDR, 0, 0, "GM window of elements [%d, %d] (base %d, strides %d, %d over %dx%d) leaves tensor %s of %d elements", lo, hi, l.Base, l.Row, l.Col, t.ValidRows, t.ValidCols, d.Name, n)
		k.broken = true
	}
}

// check validates instruction id and computes nothing else.
func (s *Sim) check(id int32) {
	in := s.ins[id]
	r := s.refs[id]
	k := &checker{s: s, id: id, in: in, core: &s.prog.Cores[r.Core]}
	p := s.pipe[id]
	b := s.arch.Backend
	switch in.Op {
	case OpSetFlag, OpWaitFlag:
		if in.Event < 0 || in.Event >= s.arch.NumEvents {
			k.diag(KindEventID, Error, ir.MemNone, 0, 0, "event id %d outside [0, %d)", in.Event, s.arch.NumEvents)
			s.skip[id] = true
			return
		}
		for _, q := range []ir.PipeType{in.SetPipe, in.WaitPipe} {
			if int(q) >= nPipes || !k.core.Kind.HasPipe(q) {
				k.fail(KindIllegal, "a %s core has no pipe %s", k.core.Kind.CoreName(), q)
				s.skip[id] = true
				return
			}
		}
		if !ir.IsHardEvent(in.SetPipe, in.WaitPipe) {
			k.diag(KindIllegal, Error, ir.MemNone, 0, 0, "(%s, %s) is not a HardEvent pipe pair", in.SetPipe, in.WaitPipe)
		}
		return
	case OpBarrier:
		switch {
		case in.Pipe == ir.PipeS:
			k.diag(KindIllegal, Error, ir.MemNone, 0, 0, "pipe_barrier(PIPE_S) raises a hardware error")
			s.skip[id] = true
		case in.Pipe != ir.PipeAll && (int(in.Pipe) >= nPipes || !k.core.Kind.HasPipe(in.Pipe)):
			k.diag(KindIllegal, Error, ir.MemNone, 0, 0, "a %s core has no pipe %s", k.core.Kind.CoreName(), in.Pipe)
			s.skip[id] = true
		}
		return
	}
	if in.Op == OpMove && in.Src[0].Space == in.Dst.Space && in.Src[0].Space != ir.Vec && !b.CanMove(in.Src[0].Space, in.Dst.Space) {
		// A same-space move outside UB has no route at all (its pipe,
		// derived as a UB copy's, would hide why).
		k.fail(KindIllegal, "%s has no %s -> %s route", b.Name, spaceName(in.Src[0].Space), spaceName(in.Dst.Space))
		s.broken[id] = true
		return
	}
	if int(p) >= nPipes || !k.core.Kind.HasPipe(p) {
		k.fail(KindIllegal, "runs on pipe %s, which a %s core does not have", p, k.core.Kind.CoreName())
		s.broken[id] = true
		return
	}
	switch in.Op {
	case OpLoad:
		k.tile("destination", &in.Dst)
		if !k.broken && !b.CanMove(ir.DDR, in.Dst.Space) {
			k.fail(KindIllegal, "%s has no GM -> %s route", b.Name, spaceName(in.Dst.Space))
		}
		if !k.broken {
			k.window(&in.Dst)
		}
	case OpStore:
		src := &in.Src[0]
		k.tile("source", src)
		if k.broken {
			break
		}
		if !b.CanMove(src.Space, ir.DDR) {
			k.fail(KindIllegal, "%s has no %s -> GM route", b.Name, spaceName(src.Space))
			break
		}
		k.accLayout(src)
		if k.broken {
			break
		}
		k.window(src)
		if k.broken {
			break
		}
		gdt := s.prog.Tensors[in.GM.Tensor].DType
		if src.Space == ir.Acc && (!b.SupportsAccToGm(gdt) || !backend.CubeWritebackSupports(src.DType, gdt)) {
			k.fail(KindIllegal, "the fix pipe cannot store a %s accumulator as %s", src.DType, gdt)
		}
		if in.Atomic == ir.AtomicAdd && !b.SupportsAtomicAdd(gdt) {
			k.fail(KindIllegal, "%s has no atomic add on %s", b.Name, gdt)
		}
	case OpMove, OpExtract:
		src, dst := &in.Src[0], &in.Dst
		k.tile("source", src)
		k.tile("destination", dst)
		if k.broken {
			break
		}
		if !b.CanMove(src.Space, dst.Space) && !(src.Space == dst.Space && p == ir.PipeV) {
			k.fail(KindIllegal, "%s has no %s -> %s route", b.Name, spaceName(src.Space), spaceName(dst.Space))
			break
		}
		if k.accLayout(src); k.broken {
			break
		}
		if src.DType != dst.DType && !(src.Space == ir.Acc && backend.CubeWritebackSupports(src.DType, dst.DType)) {
			k.fail(KindIllegal, "converts %s to %s, which only the fix pipe does (FP32 -> FP16/BF16)", src.DType, dst.DType)
			break
		}
		row, col := in.Row, in.Col
		if in.Op == OpMove {
			row, col = 0, 0
		}
		if row < 0 || col < 0 || row+dst.ValidRows > src.Rows || col+dst.ValidCols > src.Cols {
			k.diag(KindOutOfBounds, Error, src.Space, 0, 0, "window at (%d, %d) of %dx%d leaves the %dx%d source tile", row, col, dst.ValidRows, dst.ValidCols, src.Rows, src.Cols)
			k.broken = true
			break
		}
		if br, bc, _ := src.InnerBox(); row%br != 0 || col%bc != 0 {
			k.diag(KindAlignment, Error, src.Space, 0, 0, "extract index (%d, %d) is not aligned to the %dx%d fractal of the source", row, col, br, bc)
		}
	case OpMatmul, OpMatmulAcc, OpMatmulBias, OpGemv, OpGemvAcc:
		k.matmul()
	case OpVec:
		k.vector()
	case OpTPush, OpTPop, OpTFree:
		k.channel()
	case OpGetVal, OpSetVal, OpReadGM, OpWriteGM:
		k.scalar()
	case OpSyncAll:
		if indexOf(in.Cores, s.refs[id].Core) < 0 {
			k.fail(KindIllegal, "a SYNCALL of cores %v on core %s, which it does not join", in.Cores, k.core.Name)
		}
	default:
		k.fail(KindIllegal, "unknown opcode %d", in.Op)
	}
	if k.broken {
		s.broken[id] = true
	}
}

// accLayout rejects an accumulator source whose view is not NZ. The fix
// pipe reads L0C as NZ fractals whatever the tile's layout says: pto-isa's
// TStoreAcc (npu/a5/TStore.hpp, TStoreAccND / TStoreAccNZ) and TMovCcToUb /
// TMovCcToCb (npu/a5/TMov.hpp) pass copy_matrix_cc_to_gm / _ub / _cbuf the
// tile's valid rows as m, its valid columns as n and Rows (or, compact,
// ceil16(valid rows)) as the source stride, and never look at BLayout or
// SLayout. A ZN view of an accumulator (tile.transpose_view) is therefore
// not read transposed: the hardware reads an NZ box of the view's swapped
// valid shape, which is not the view's contents. There is no pitch at
// which the view reads right, so the instruction is illegal.
func (k *checker) accLayout(t *Tile) {
	if t.Space == ir.Acc && t.Kind() != NZ {
		k.fail(KindIllegal, "%s", accLayoutMessage(t))
	}
}

func accLayoutMessage(t *Tile) string {
	return fmt.Sprintf("source is a %s view of an accumulator; the fix pipe reads L0C as NZ whatever the tile's layout (pto-isa TStoreAcc, TMovCcToUb), so it cannot read the view as %s (a tile.transpose_view of an accumulator is not stored transposed)", t.Kind(), t.Kind())
}

func (k *checker) matmul() {
	in := k.in
	l, r, c := &in.Src[0], &in.Src[1], &in.Dst
	k.tile("lhs", l)
	k.tile("rhs", r)
	k.tile("accumulator", c)
	if in.Op == OpMatmulBias {
		k.tile("bias", &in.Src[2])
	}
	if k.broken {
		return
	}
	if l.Space != ir.Left || r.Space != ir.Right || c.Space != ir.Acc || in.Op == OpMatmulBias && in.Src[2].Space != ir.Bias {
		k.fail(KindIllegal, "operands in %s x %s -> %s; the cube reads L0A x L0B (+BT) into L0C", spaceName(l.Space), spaceName(r.Space), spaceName(c.Space))
		return
	}
	switch l.DType {
	case ir.INT8, ir.FP16, ir.BF16, ir.FP32:
	default:
		k.fail(KindIllegal, "the cube has no %s inputs", l.DType)
		return
	}
	if l.DType != r.DType || c.DType != ir.MatmulAccDType(l.DType, r.DType) {
		k.fail(KindIllegal, "dtypes %s x %s -> %s are not a cube product", l.DType, r.DType, c.DType)
		return
	}
	m, kk, n := madRows(k.s.arch.Chip, in.Op, l), l.ValidCols, r.ValidCols
	for _, v := range []int64{l.ValidRows, kk, n} {
		if v < 1 || v > 4095 {
			k.fail(KindIllegal, "m, k, n = %d, %d, %d outside [1, 4095]", l.ValidRows, kk, n)
			return
		}
	}
	// mad takes k from the lhs alone (pto-isa TMatmul.hpp: m, k = the
	// Left tile's valid rows and columns, n = the Right tile's valid
	// columns); the rhs's valid rows are never consulted, so the cube reads
	// k rows of L0B whatever the rhs declares valid. Only rows beyond the
	// tile itself cannot be read.
	if kk > r.Rows {
		k.fail(KindOutOfBounds, "lhs valid K %d exceeds the %d rows of the rhs", kk, r.Rows)
		return
	}
	if kk > r.ValidRows {
		k.diag(KindIllegal, Warning, ir.MemNone, 0, 0, "lhs valid K %d exceeds rhs valid K %d: the cube reads rhs rows outside its valid region", kk, r.ValidRows)
	}
	// An accumulator's L0C storage has its rows aligned to the backend's
	// L0C M-alignment (PyPTO's allocation size), so a 1-row accumulator
	// holds the 16 rows an a2a3 mad issued with m = 16 writes.
	if m > ir.AlignUp(c.Rows, k.s.arch.Backend.L0CMAlignment(c.DType)) || n > c.Cols {
		k.fail(KindOutOfBounds, "product %dx%d exceeds the %dx%d accumulator", m, n, c.Rows, c.Cols)
		return
	}
	if (in.Op == OpGemv || in.Op == OpGemvAcc) && l.ValidRows != 1 {
		k.fail(KindIllegal, "GEMV needs a 1-row lhs, got %d valid rows", l.ValidRows)
		return
	}
	if in.Op == OpMatmulBias {
		bt := &in.Src[2]
		if bt.Rows != 1 || bt.DType != c.DType || bt.ValidCols < n {
			k.fail(KindIllegal, "bias %s must be one row of %s covering %d columns", bt, c.DType, n)
		}
	}
}

func (k *checker) vector() {
	in := k.in
	vk, ok := vecKindOf(in.def())
	if !ok {
		k.fail(KindIllegal, "no vector semantics for %q", in.Name)
		return
	}
	k.tile("destination", &in.Dst)
	nsrc := vk.sources()
	for i := 0; i < 3; i++ {
		switch {
		case i < nsrc:
			k.tile([...]string{"source 0", "source 1", "source 2"}[i], &in.Src[i])
		case in.Src[i].Present() && vk.scratch() == i:
			k.tile("scratch", &in.Src[i])
		}
	}
	if k.broken {
		return
	}
	d := &in.Dst
	if _, ok := sim.PadFill(in.Pad, d.DType); vk == vkFillpad && !ok {
		k.fail(KindIllegal, "fillpad needs a zero / max / min pad value for %s, got %s", d.DType, in.Pad)
		return
	}
	for i := 0; i < nsrc; i++ {
		t := &in.Src[i]
		switch vk {
		case vkBinary:
			if !in.NoBroadcast && (t.Rows != 1 && t.Rows != d.Rows || t.Cols != 1 && t.Cols != d.Cols) {
				k.fail(KindIllegal, "source %d shape [%d, %d] does not broadcast to [%d, %d]", i, t.Rows, t.Cols, d.Rows, d.Cols)
			}
		case vkRowExpand:
			if i == 1 && (t.ValidRows < d.ValidRows || t.Rows != d.Rows) || i == 0 && (t.Rows != d.Rows || t.Cols != d.Cols) {
				k.fail(KindIllegal, "source %d shape [%d, %d] does not fit a row broadcast to [%d, %d]", i, t.Rows, t.Cols, d.Rows, d.Cols)
			}
		case vkRowReduce:
			if t.ValidRows < d.ValidRows {
				k.fail(KindIllegal, "source has %d valid rows, the result %d", t.ValidRows, d.ValidRows)
			}
		case vkColReduce:
			if t.ValidCols < d.ValidCols {
				k.fail(KindIllegal, "source has %d valid columns, the result %d", t.ValidCols, d.ValidCols)
			}
		case vkColExpand:
			if i == 1 && (t.Rows < 1 || t.Cols < d.ValidCols) || i == 0 && (t.Rows < d.ValidRows || t.Cols < d.ValidCols) {
				k.fail(KindOutOfBounds, "source %d [%d, %d] does not fit a column broadcast to the valid region [%d, %d]", i, t.Rows, t.Cols, d.ValidRows, d.ValidCols)
			}
		case vkRowBroadcast:
			if t.Rows < d.ValidRows {
				k.fail(KindOutOfBounds, "row vector [%d, %d] is shorter than the result's %d valid rows", t.Rows, t.Cols, d.ValidRows)
			}
		case vkColBroadcast:
			if t.Cols < d.ValidCols {
				k.fail(KindOutOfBounds, "column tile [%d, %d] is narrower than the result's %d valid columns", t.Rows, t.Cols, d.ValidCols)
			}
		case vkPartial, vkTernary, vkTernaryScalar, vkCompare:
			if i == 0 && (t.Rows < d.ValidRows || vk == vkPartial && t.Cols < d.ValidCols) {
				k.fail(KindOutOfBounds, "source [%d, %d] is smaller than the result's valid region [%d, %d]", t.Rows, t.Cols, d.ValidRows, d.ValidCols)
			}
		case vkSelect, vkSelectScalar:
			if i == 0 && (t.Rows < d.ValidRows || t.Cols*int64(t.DType.Bytes())*8 < d.ValidCols) {
				k.fail(KindOutOfBounds, "mask [%d, %d] of %s does not cover the result's valid region [%d, %d]", t.Rows, t.Cols, t.DType, d.ValidRows, d.ValidCols)
			}
		case vkFillpad:
			// The source's valid region is read; the result may be larger
			// (tile.fillpad_expand).
		case vkTranspose:
			if t.Rows < d.ValidCols || t.Cols < d.ValidRows {
				k.fail(KindOutOfBounds, "transpose source [%d, %d] is smaller than the result's valid region [%d, %d] transposed", t.Rows, t.Cols, d.ValidRows, d.ValidCols)
			}
		default:
			if t.Rows < d.ValidRows || t.Cols < d.ValidCols {
				k.fail(KindOutOfBounds, "source [%d, %d] is smaller than the result's valid region [%d, %d]", t.Rows, t.Cols, d.ValidRows, d.ValidCols)
			}
		}
	}
}

func (k *checker) channel() {
	in := k.in
	if in.Chan < 0 || in.Chan >= len(k.s.prog.Channels) {
		k.fail(KindIllegal, "channel %d does not exist", in.Chan)
		return
	}
	ch := &k.s.prog.Channels[in.Chan]
	core := k.s.refs[k.id].Core
	side, t := ch.From, &in.Src[0]
	if in.Op == OpTPop || in.Op == OpTFree {
		side, t = ch.To, &in.Dst
	}
	if indexOf(side, core) < 0 {
		k.fail(KindIllegal, "core %s is not on the %s side of channel %d", k.core.Name, map[bool]string{true: "producer", false: "consumer"}[in.Op == OpTPush], in.Chan)
		return
	}
	if ch.Slots < 1 || len(ch.From) > 1 && len(ch.To) > 1 || ch.Split < 0 || ch.Split > 2 {
		k.fail(KindIllegal, "channel %d is malformed (slots %d, %d producers, %d consumers, split %d)", in.Chan, ch.Slots, len(ch.From), len(ch.To), ch.Split)
		return
	}
	if in.Op == OpTFree {
		if !ch.ExplicitFree {
			k.fail(KindIllegal, "TFREE on channel %d, whose pops free their own slots", in.Chan)
		}
		return
	}
	k.tile("tile", t)
	if k.broken {
		return
	}
	// pto-isa pushes an accumulator (the cube's fix pipe into the slot) or
	// a vector tile (the vector core's MTE3) and nothing else: TPush's
	// static_assert "TPUSH has unsupported tile type" (npu/a2a3/TPush.hpp,
	// and the a5 TPushPop.hpp); a pop lands in Vec or in Mat.
	switch {
	case in.Op == OpTPush && t.Space != ir.Acc && t.Space != ir.Vec:
		// a2a3 refuses it (TPush.hpp static_assert); the a5 TPush
		// (TPush.hpp:336-347) moves nothing for another tile but still
		// records the slot, so the consumer goes on, with garbage.
		if k.s.arch.Chip == A5 {
			k.diag(KindIllegal, Error, ir.MemNone, 0, 0, "TPUSH pushes an Acc or UB tile only (pto-isa TPush.hpp), not one in %s", spaceName(t.Space))
			k.s.garbled[k.id] = true
		} else {
			k.fail(KindIllegal, "TPUSH pushes an Acc or UB tile only (pto-isa TPush.hpp), not one in %s", spaceName(t.Space))
		}
	case in.Op == OpTPop && t.Space != ir.Vec && t.Space != ir.Mat:
		k.fail(KindIllegal, "TPOP lands in UB or L1 only (pto-isa TPush.hpp), not in %s", spaceName(t.Space))
	case in.Op == OpTPush && t.Space == ir.Acc && t.Kind() != NZ:
		// An accumulator push is a fix-pipe store or TMOV (accLayout): the
		// view is not read as itself, but the slot is still handed over,
		// holding garbage, so the consumer goes on.
		k.diag(KindIllegal, Error, ir.MemNone, 0, 0, "%s", accLayoutMessage(t))
		k.s.garbled[k.id] = true
	}
}

func indexOf(l []int, v int) int {
	for i, x := range l {
		if x == v {
			return i
		}
	}
	return -1
}
