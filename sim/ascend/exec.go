package ascend

import (
	"encoding/binary"
	"math"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Functional semantics. An instruction reads its sources when it starts
// (through ports that check hazards, poison and pitch), computes its
// results with the arithmetic of package sim (the reference interpreter
// uses the same functions), claims its destination blocks and queues the
// bytes; finish applies them when it ends.

// pending is a queued write: element offsets, values and states.
type pending struct {
	buf    *Buffer
	dt     ir.DataType
	es     int64
	atomic bool
	offs   []int64
	vals   []float64
	st     []uint8
	// TPUSH payload
	rows, cols int64
	next       *pending // the next write of the same instruction
}

func (pw *pending) apply() {
	if !pw.atomic {
		pw.applyPlain()
		return
	}
	for i, off := range pw.offs {
		v, st := pw.vals[i], pw.st[i]
		if pw.atomic {
			old, ost := pw.buf.load(off, pw.dt, pw.es)
			if ost != stateDefined {
				st = stateGarbage
			}
			v = old + v
		}
		pw.buf.store(off, pw.dt, pw.es, v, st)
	}
}

// applyPlain is apply of non-atomic writes (nearly all): what store
// does per element, with the page looked up once per run of offsets in
// one page and the dtype switch outside the loop.
func (pw *pending) applyPlain() {
	var p *page
	pi := int64(-1)
	offs := pw.offs
	vals, st, es := pw.vals[:len(offs)], pw.st[:len(offs)], pw.es
	switch pw.dt {
	case ir.FP32:
		for i, off := range offs {
			if off>>pageShift != pi {
				p, pi = pw.buf.pageAt(off, true), off>>pageShift
			}
			o := off & (pageSize - 1)
			binary.LittleEndian.PutUint32(p.data[o:o+4], math.Float32bits(float32(vals[i])))
			binary.LittleEndian.PutUint32(p.state[o:o+4], uint32(st[i])*0x01010101)
		}
	case ir.BF16:
		for i, off := range offs {
			if off>>pageShift != pi {
				p, pi = pw.buf.pageAt(off, true), off>>pageShift
			}
			o := off & (pageSize - 1)
			// encodeElem's exact case inline: the value is a bfloat16.
			if h, ok := bf16Exact(vals[i]); ok {
				binary.LittleEndian.PutUint16(p.data[o:o+2], h)
			} else {
				encodeElem(ir.BF16, p.data[o:o+2], vals[i])
			}
			binary.LittleEndian.PutUint16(p.state[o:o+2], uint16(st[i])*0x0101)
		}
	default:
		for i, off := range offs {
			if off>>pageShift != pi {
				p, pi = pw.buf.pageAt(off, true), off>>pageShift
			}
			o := off & (pageSize - 1)
			encodeElem(pw.dt, p.data[o:o+es], vals[i])
			switch es {
			case 4:
				binary.LittleEndian.PutUint32(p.state[o:o+4], uint32(st[i])*0x01010101)
			case 2:
				binary.LittleEndian.PutUint16(p.state[o:o+2], uint16(st[i])*0x0101)
			default:
				for k := o; k < o+es; k++ {
					p.state[k] = st[i]
				}
			}
		}
	}
}

// reserve makes room for n more writes, so that a write of known size
// grows its slices once.
func (pw *pending) reserve(n int64) {
	if need := len(pw.offs) + int(n); need > cap(pw.offs) {
		pw.offs = append(make([]int64, 0, need), pw.offs...)
		pw.vals = append(make([]float64, 0, need), pw.vals...)
		pw.st = append(make([]uint8, 0, need), pw.st...)
	}
}

func (s *Sim) newPending(buf *Buffer, dt ir.DataType) *pending {
	var pw *pending
	if n := len(s.free); n > 0 {
		pw, s.free = s.free[n-1], s.free[:n-1]
	} else {
		pw = &pending{}
	}
	pw.buf, pw.dt, pw.es, pw.atomic, pw.next = buf, dt, int64(dt.Bytes()), false, nil
	pw.offs, pw.vals, pw.st = pw.offs[:0], pw.vals[:0], pw.st[:0]
	return pw
}

// queue adds a write to the instruction's list. The writes of one
// instruction are applied in reverse order of queueing, so the primary
// result, queued first, lands last over any scratch it aliases.
func (s *Sim) queue(id int32, pw *pending) {
	pw.next = s.pend[id]
	s.pend[id] = pw
}

// scratchFor returns reusable value and state slices of length n.
func (s *Sim) scratchFor(i int, n int64) ([]float64, []uint8) {
	b := &s.scratch[i]
	if int64(cap(b.v)) < n {
		b.v, b.st = make([]float64, n), make([]uint8, n)
	}
	return b.v[:n], b.st[:n]
}

// tileOperand binds a tile of the executing core at pitch p. Every layout
// is separable, Offset(r, c) = Offset(r, 0) + Offset(0, c), so the row and
// column parts are computed once per operand over the physical extents.
type tileOperand struct {
	t              *Tile
	lay            Layout
	prt            port
	rowOff, colOff []int64
	// the pitch enters an element's address when its row (strideOnCol
	// false) or column index is at least strideFrom
	strideOnCol bool
	strideFrom  int64
}

func (s *Sim) bind(x *access, t *Tile, p int64) tileOperand { return s.bindRows(x, t, p, t.Rows) }

// bindRows is bind with row offsets for rows rows of the tile's layout,
// which may exceed its Rows: an a2a3 mad issued with m = 16 writes the 16
// rows of a one-row accumulator's M-aligned L0C storage.
func (s *Sim) bindRows(x *access, t *Tile, p, rows int64) tileOperand {
	o := tileOperand{t: t, lay: t.Layout(p)}
	o.prt = port{x: x, buf: x.core.mem[t.Space], dt: t.DType, es: int64(t.DType.Bytes()), lastBlk: -1}
	if t.Created > 0 {
		o.prt.born = int32(x.core.base + t.Created)
	}
	if o.lay.Kind.Boxed() {
		o.prt.pitch = int32(p)
	}
	o.rowOff, o.colOff = s.offsets(max(rows, t.Rows)), s.offsets(t.Cols)
	for r := range o.rowOff {
		o.rowOff[r] = t.Addr + o.lay.Offset(int64(r), 0)
	}
	for c := range o.colOff {
		o.colOff[c] = o.lay.Offset(0, int64(c))
	}
	switch o.lay.Kind {
	case ND:
		o.strideFrom = 1
	case DN:
		o.strideOnCol, o.strideFrom = true, 1
	case NZ, NN:
		o.strideOnCol, o.strideFrom = true, o.lay.IC
	default:
		o.strideFrom = o.lay.IR
	}
	return o
}

// offsets hands out an n-element slice of the per-instruction arena.
func (s *Sim) offsets(n int64) []int64 {
	if int64(cap(s.arena)-len(s.arena)) < n {
		s.arena = make([]int64, 0, max(4096, 2*n))
	}
	k := len(s.arena)
	s.arena = s.arena[:k+int(n)]
	return s.arena[k : k+int(n) : k+int(n)]
}

func (o *tileOperand) strided(r, c int64) bool {
	if o.strideOnCol {
		return c >= o.strideFrom
	}
	return r >= o.strideFrom
}

// get reads element (r, c) of a bound tile.
func (s *Sim) get(o *tileOperand, r, c int64) (float64, uint8) {
	return s.read(&o.prt, o.rowOff[r]+o.colOff[c], o.strided(r, c))
}

// gather reads the rows x cols region at (r0, c0) of a bound tile into
// vals / st (row-major); rows at or beyond quietFrom do not report poison.
// Rows past the bound rows (the cube reading a one-row lhs as 16 rows)
// read as garbage: whatever lies beyond the tile.
//
// It does what s.read does per element, in the same order: a row is
// walked in runs of columns at consecutive offsets within one shadow
// block; the block is checked when the run enters it (as read does), and
// a run whose bytes are all defined is decoded at once. Any other run
// (stale or not all defined) is read element by element, reporting
// exactly what read reports.
func (s *Sim) gather(o *tileOperand, r0, c0, rows, cols, quietFrom int64, vals []float64, st []uint8) {
	s.gatherQuiet(o, r0, c0, rows, cols, quietFrom, cols, vals, st)
}

// gatherQuiet is gather where the columns at or beyond quietCol (of the
// region) do not report poison or a pitch mismatch either: a
// TMATMUL_ACC reads its accumulator over the product's N columns, and
// those past the accumulator's valid columns feed only elements outside
// the result's valid shape (it is the accumulator's). PyPTO admits such a
// product when the relation is symbolic: DeduceTileMatMulAccType rejects
// an rhs valid N beyond the acc's valid N only when it proves it
// (src/ir/op/tile_ops/matmul.cpp:177-188, "Unknown symbolic relations
// remain legal"), and pto-isa's TMATMUL_ACC computes the rhs's valid
// columns whatever the accumulator's.
func (s *Sim) gatherQuiet(o *tileOperand, r0, c0, rows, cols, quietFrom, quietCol int64, vals []float64, st []uint8) {
	if s.gatherClean(o, r0, c0, rows, cols, vals, st) {
		return
	}
	p := &o.prt
	shift, es := p.buf.blockShift, p.es
	for r := int64(0); r < rows; r++ {
		rowQuiet := r >= quietFrom
		p.quiet = rowQuiet
		if r0+r >= int64(len(o.rowOff)) {
			for c := int64(0); c < cols; c++ {
				vals[r*cols+c], st[r*cols+c] = 0, stateGarbage
			}
			continue
		}
		ro := o.rowOff[r0+r]
		vr, sr := vals[r*cols:(r+1)*cols], st[r*cols:(r+1)*cols]
		co := o.colOff[c0 : c0+cols]
		s.elems += cols
		for c := 0; c < len(co); {
			off := ro + co[c]
			blk := off >> shift
			if q := rowQuiet || int64(c) >= quietCol; q != p.quiet {
				// the first quiet column checks its block again, quietly
				p.quiet, p.lastBlk = q, -1
			}
			if blk != p.lastBlk {
				p.lastBlk = blk
				s.readBlock(p, off, o.strided(r0+r, c0+int64(c)))
			}
			n, lim := 1, min(len(co)-c, int(((blk+1)<<shift-off)>>o.lay.ess))
			if int64(c) < quietCol {
				lim = min(lim, int(quietCol-int64(c)))
			}
			for n < lim && co[c+n] == co[c]+int64(n)*es {
				n++
			}
			if !p.stale && p.buf.loadRun(off, p.dt, es, vr[c:c+n], sr[c:c+n]) {
				c += n
				continue
			}
			for end := c + n; c < end; c++ {
				off := ro + co[c]
				if p.stale {
					if !p.quiet {
						s.notePoison(p, off)
					}
					vr[c], sr[c] = 0, statePoison
					continue
				}
				v, stt := p.buf.load(off, p.dt, es)
				if stt == statePoison && !p.quiet {
					s.notePoison(p, off)
				}
				vr[c], sr[c] = v, stt
			}
		}
	}
	p.quiet = false
}

// Clean regions. Checking a shadow block for a read (readBlock) or
// claiming it for a write (claim) depends on that block's shadow and the
// accessor's knowledge only, and doing it again for the same access
// changes nothing. So the blocks of a region may be visited in any order
// as long as none of them reports anything: the order of the reports is
// all the element order decides. gatherClean and claimClean visit a
// region along its tile's contiguous axis (a run of consecutive bytes per
// block) and give up, before touching the block, at the first one that
// would report (or read as never written); the caller then walks the
// region element by element as before, which repeats the blocks done so
// far to no effect and reports the rest in element order.

// runs calls fn for each run of a region's elements at consecutive
// offsets within one shadow block: n elements from (r, c) along the
// tile's contiguous axis (along a row, or down a column for the
// column-major orders DN, ZN and NN). It stops at the first fn that
// returns false and reports whether none did.
func (o *tileOperand) runs(r0, c0, rows, cols int64, fn func(r, c, off, n int64) bool) bool {
	es, shift := o.prt.es, o.prt.buf.blockShift
	if !o.down() {
		co := o.colOff[c0 : c0+cols]
		for r := r0; r < r0+rows; r++ {
			ro := o.rowOff[r]
			for c := 0; c < len(co); {
				off := ro + co[c]
				n, lim := 1, min(len(co)-c, int(((off>>shift+1)<<shift-off)>>o.lay.ess))
				for n < lim && co[c+n] == co[c]+int64(n)*es {
					n++
				}
				if !fn(r, c0+int64(c), off, int64(n)) {
					return false
				}
				c += n
			}
		}
		return true
	}
	ro := o.rowOff[r0 : r0+rows]
	for c := c0; c < c0+cols; c++ {
		co := o.colOff[c]
		for r := 0; r < len(ro); {
			off := ro[r] + co
			n, lim := 1, min(len(ro)-r, int(((off>>shift+1)<<shift-off)>>o.lay.ess))
			for n < lim && ro[r+n] == ro[r]+int64(n)*es {
				n++
			}
			if !fn(r0+int64(r), c, off, int64(n)) {
				return false
			}
			r += n
		}
	}
	return true
}

// down reports whether the tile's contiguous axis is its columns' (DN,
// ZN, NN: consecutive rows of a column are adjacent).
func (o *tileOperand) down() bool { k := o.lay.Kind; return k == DN || k == ZN || k == NN }

// gatherClean is gather of a region whose blocks report nothing and are
// not stale, and whose bytes are all defined; it reports false, having
// read nothing into vals / st, for any other region.
func (s *Sim) gatherClean(o *tileOperand, r0, c0, rows, cols int64, vals []float64, st []uint8) bool {
	return s.gatherCleanAs(o, r0, c0, rows, cols, false, vals, st)
}

// gatherCleanAs is gatherClean into vals in row-major order, or in
// column-major order (element (r, c) at c*rows + r) when byCols.
func (s *Sim) gatherCleanAs(o *tileOperand, r0, c0, rows, cols int64, byCols bool, vals []float64, st []uint8) bool {
	if r0+rows > int64(len(o.rowOff)) {
		return false
	}
	p := &o.prt
	b, x, es := p.buf, p.x, p.es
	k, rs := s.row(x.slot), s.readerSlot(b, x.slot)
	last := int64(-1)
	ok := o.runs(r0, c0, rows, cols, func(r, c, off, n int64) bool {
		pg := b.pageAt(off, true)
		po := off & (pageSize - 1)
		if blk := off >> b.blockShift; blk != last {
			last = blk
			i := int(po >> b.blockShift)
			if m := pg.writerOf(i); m != nil {
				if m.writer < p.born {
					return false // stale: reads as never written
				}
				if m.writer-1 != x.id && (k[m.wslot] < m.wclock || p.pitch != 0 && m.pitch != 0 && m.pitch != p.pitch) {
					return false // a hazard, or maybe a pitch mismatch
				}
			}
			b.readerRow(pg, rs)[i] = x.epoch
		}
		if !allDefined(pg.state[po : po+n*es]) {
			return false
		}
		at, stride := (r-r0)*cols+c-c0, cols
		if byCols {
			at, stride = (c-c0)*rows+r-r0, rows
		}
		if o.down() == byCols {
			decodeRun(p.dt, pg.data[po:po+n*es], vals[at:at+n])
		} else {
			decodeDown(p.dt, pg.data[po:po+n*es], vals[at:], int(stride), int(n))
		}
		return true
	})
	if !ok {
		return false
	}
	for r := int64(0); r < rows; r++ {
		for c := range st[r*cols : (r+1)*cols] {
			st[r*cols+int64(c)] = stateDefined
		}
	}
	s.elems += rows * cols
	p.lastBlk = -1 // the next access checks its block afresh (to no effect)
	return true
}

// claimClean claims the blocks of a region for the executing instruction
// when none of them reports a conflict; it reports false, having claimed
// some of them at most, otherwise.
func (s *Sim) claimClean(o *tileOperand, r0, c0, rows, cols int64) bool {
	p := &o.prt
	b, x := p.buf, p.x
	k, own := s.row(x.slot), s.readerSlot(b, x.slot)
	last := int64(-1)
	ok := o.runs(r0, c0, rows, cols, func(r, c, off, n int64) bool {
		blk := off >> b.blockShift
		if blk == last {
			return true
		}
		last = blk
		m, pg, i := b.meta(off)
		if m.writer-1 == x.id {
			return true
		}
		if m.writer != 0 && k[m.wslot] < m.wclock && !(m.atomic && p.atomic) {
			return false
		}
		for r, rd := range pg.readers {
			if rd != nil && rd[i] != 0 && !(r == own && rd[i] == x.epoch) && k[s.slotOfReader(b, r)] < rd[i] {
				return false
			}
		}
		for _, rd := range pg.readers {
			if rd != nil {
				rd[i] = 0
			}
		}
		m.writer, m.wslot, m.wclock, m.pitch, m.atomic = x.id+1, uint16(x.slot), x.epoch, p.pitch, p.atomic
		return true
	})
	if ok {
		p.lastBlk = -1
	}
	return ok
}

// readLinear reads len(vals) elements at off, off+dc, ... through p
// (never strided) into vals / st: s.read per element, in the same order.
// With contiguous elements (dc the element size) a run within one page is
// looked up once and, when all its bytes are defined, decoded at once;
// the blocks are still checked one by one, the never-written shadow (no
// writer: nothing to check) inline.
func (s *Sim) readLinear(p *port, off, dc int64, vals []float64, st []uint8) {
	es, n := p.es, int64(len(vals))
	if dc != es {
		for c := int64(0); c < n; c++ {
			vals[c], st[c] = s.read(p, off+c*dc, false)
		}
		return
	}
	b := p.buf
	rs, epoch := s.readerSlot(b, p.x.slot), p.x.epoch
	for c := int64(0); c < n; {
		o := off + c*es
		po := o & (pageSize - 1)
		m := min(n-c, (pageSize-po)/es)
		pg := b.pageAt(o, true)
		if !allDefined(pg.state[po : po+m*es]) {
			for end := c + m; c < end; c++ {
				vals[c], st[c] = s.read(p, off+c*es, false)
			}
			continue
		}
		vr, sr := vals[c:c+m], st[c:c+m]
		decodeRun(p.dt, pg.data[po:po+m*es], vr)
		if pg.meta == nil {
			// No block of the page has a writer: checking each block
			// only records the read (and nothing is stale).
			rd := b.readerRow(pg, rs)
			last := (o + (m-1)*es) >> b.blockShift
			for k := int(po >> b.blockShift); k <= int((po+(m-1)*es)>>b.blockShift); k++ {
				rd[k] = epoch
			}
			for i := range sr {
				sr[i] = stateDefined
			}
			p.stale, p.lastBlk = false, last
			s.elems += m
			c += m
			continue
		}
		for i := range vr {
			oi := o + int64(i)*es
			sr[i] = stateDefined
			if blk := oi >> b.blockShift; blk != p.lastBlk {
				p.lastBlk = blk
				if k := int((oi & (pageSize - 1)) >> b.blockShift); pg.metaAt(k).writer == 0 {
					p.stale = false
					b.readerRow(pg, rs)[k] = epoch
				} else {
					s.readBlockIn(p, pg, oi, false)
				}
			}
			if p.stale {
				if !p.quiet {
					s.notePoison(p, oi)
				}
				vr[i], sr[i] = 0, statePoison
			}
		}
		s.elems += m
		c += m
	}
}

// put claims element (r, c) of a bound destination and queues its value.
func (s *Sim) put(o *tileOperand, pw *pending, r, c int64, v float64, st uint8) {
	off := o.rowOff[r] + o.colOff[c]
	if off>>o.prt.buf.blockShift != o.prt.lastBlk {
		s.claim(&o.prt, off)
	}
	pw.offs = append(pw.offs, off)
	pw.vals = append(pw.vals, v)
	pw.st = append(pw.st, st)
	s.elems++
}

// scatter queues a rows x cols region at (r0, c0).
func (s *Sim) scatter(o *tileOperand, pw *pending, r0, c0, rows, cols int64, vals []float64, st []uint8) {
	// s.put per element, inlined: the claims in the same element order,
	// the values and states copied whole.
	pw.reserve(rows * cols)
	p, n0 := &o.prt, len(pw.offs)
	n := n0 + int(rows*cols)
	offs := pw.offs[n0:n]
	if s.claimClean(o, r0, c0, rows, cols) {
		for r := int64(0); r < rows; r++ {
			ro, or := o.rowOff[r0+r], offs[r*cols:(r+1)*cols]
			for c, co := range o.colOff[c0 : c0+cols] {
				or[c] = ro + co
			}
		}
	} else {
		for r := int64(0); r < rows; r++ {
			ro, or := o.rowOff[r0+r], offs[r*cols:(r+1)*cols]
			for c, co := range o.colOff[c0 : c0+cols] {
				off := ro + co
				if off>>p.buf.blockShift != p.lastBlk {
					s.claim(p, off)
				}
				or[c] = off
			}
		}
	}
	pw.offs = pw.offs[:n]
	pw.vals = append(pw.vals, vals[:rows*cols]...)
	pw.st = append(pw.st, st[:rows*cols]...)
	s.elems += rows * cols
}

// clobber marks a scratch tile's region as written with garbage.
func (s *Sim) clobber(x *access, t *Tile, rows, cols int64) {
	if !t.Present() {
		return
	}
	o := s.bind(x, t, t.StoragePitch())
	pw := s.newPending(o.prt.buf, t.DType)
	for r := int64(0); r < min(rows, t.Rows); r++ {
		for c := int64(0); c < min(cols, t.Cols); c++ {
			s.put(&o, pw, r, c, 0, stateGarbage)
		}
	}
	s.queue(x.id, pw)
}

// gmStrides returns the byte offset of tile element (0, 0) of a GM window
// and the byte steps per tile row and column (GM layouts are linear).
func (s *Sim) gmStrides(d *TensorDecl, w *GMWindow) (base, dr, dc int64) {
	es := int64(d.DType.Bytes())
	if l := w.Linear; l != nil {
		return l.Base * es, l.Row * es, l.Col * es
	}
	base = gmIndex(d, w, 0, 0)
	n := len(d.Shape)
	switch {
	case d.Strides != nil && n == 1:
		return base, 0, d.Strides[0] * es
	case d.Strides != nil:
		return base, d.Strides[n-2] * es, d.Strides[n-1] * es
	case n == 1:
		return base, 0, es
	case d.Layout == ir.DN:
		return base, es, d.Shape[n-2] * es
	}
	return base, d.Shape[n-1] * es, es
}

// gmIndex is the byte offset in GM tensor w.Tensor of tile element (r, c).
func gmIndex(d *TensorDecl, w *GMWindow, r, c int64) int64 {
	if l := w.Linear; l != nil {
		return (l.Base + l.RowOffset(r) + c*l.Col) * int64(d.DType.Bytes())
	}
	n := len(d.Shape)
	rowAxis := make([]int64, n) // the tile row's index along each axis
	if k := len(w.RowShape); k > 0 && n >= k+1 {
		for i := n - 2; i >= n-1-k; i-- {
			e := w.RowShape[i-(n-1-k)]
			rowAxis[i], r = r%e, r/e
		}
	} else if n >= 2 {
		rowAxis[n-2] = r
	}
	var flat int64
	for i := 0; i < n; i++ {
		v := w.Offset[i] + rowAxis[i]
		if i == n-1 {
			v += c
		}
		flat = flat*d.Shape[i] + v
	}
	return gmStorage(d, flat) * int64(d.DType.Bytes())
}

func combine(a, b uint8) uint8 {
	if a != stateDefined || b != stateDefined {
		return stateGarbage
	}
	return stateDefined
}

// result is the state of a value computed from inputs of state st.
func result(st uint8) uint8 {
	if st != stateDefined {
		return stateGarbage
	}
	return stateDefined
}

// exec runs the functional part of instruction in at its start.
func (s *Sim) exec(x *access, in *Instr, t int64) {
	switch in.Op {
	case OpLoad:
		s.execLoad(x, in)
	case OpStore:
		s.execStore(x, in)
	case OpMove, OpExtract:
		s.execMove(x, in)
	case OpMatmul, OpMatmulAcc, OpMatmulBias, OpGemv, OpGemvAcc:
		s.execMatmul(x, in)
	case OpVec:
		s.execVector(x, in)
	case OpTPush:
		s.execPush(x, in)
	case OpTPop:
		s.execPop(x, in, t)
	case OpTFree:
		s.execFree(x, in)
	case OpGetVal, OpSetVal, OpReadGM, OpWriteGM:
		s.execScalar(x, in)
	}
}

func (s *Sim) execLoad(x *access, in *Instr) {
	d := &s.prog.Tensors[in.GM.Tensor]
	gm := s.gm[in.GM.Tensor]
	dst := &in.Dst
	rows, cols := dst.ValidRows, dst.ValidCols
	vals, st := s.scratchFor(0, rows*cols)
	gp := port{x: x, buf: gm, dt: d.DType, es: int64(d.DType.Bytes()), lastBlk: -1}
	base, dr, dc := s.gmStrides(d, &in.GM)
	for r := int64(0); r < rows; r++ {
		rb := base + r*dr
		if in.GM.perRow() {
			rb = gmIndex(d, &in.GM, r, 0)
		}
		s.readLinear(&gp, rb, dc, vals[r*cols:(r+1)*cols], st[r*cols:(r+1)*cols])
	}
	o := s.bind(x, dst, dst.StoragePitch())
	pw := s.newPending(o.prt.buf, dst.DType)
	s.scatter(&o, pw, 0, 0, rows, cols, vals, st)
	// Hardware pads each row of an ND destination up to the next 32 B
	// boundary when the tile has a pad value (tload_common.hpp ubPad);
	// everything else outside the valid box is left untouched.
	if pv, ok := sim.PadFill(dst.Pad, dst.DType); ok && dst.Kind() == ND {
		k0 := ir.FractalBoxBytes / int64(dst.DType.Bytes())
		end := min(ir.AlignUp(cols, k0), dst.Cols)
		for r := int64(0); r < rows; r++ {
			for c := cols; c < end; c++ {
				s.put(&o, pw, r, c, pv, stateDefined)
			}
		}
	}
	s.queue(x.id, pw)
}

func (s *Sim) execStore(x *access, in *Instr) {
	d := &s.prog.Tensors[in.GM.Tensor]
	gm := s.gm[in.GM.Tensor]
	src := &in.Src[0]
	pitch := src.StoragePitch()
	if src.Space == ir.Acc {
		pitch = accStorePitch(src)
	}
	o := s.bind(x, src, pitch)
	rows, cols := src.ValidRows, src.ValidCols
	vals, st := s.scratchFor(0, rows*cols)
	s.gather(&o, 0, 0, rows, cols, rows, vals, st)
	pw := s.newPending(gm, d.DType)
	pw.atomic = in.Atomic == ir.AtomicAdd
	wp := port{x: x, buf: gm, dt: d.DType, es: int64(d.DType.Bytes()), lastBlk: -1, atomic: pw.atomic}
	base, dr, dc := s.gmStrides(d, &in.GM)
	pw.reserve(rows * cols)
	for r := int64(0); r < rows; r++ {
		rb := base + r*dr
		if in.GM.perRow() {
			rb = gmIndex(d, &in.GM, r, 0)
		}
		for c := int64(0); c < cols; c++ {
			off := rb + c*dc
			s.claim(&wp, off)
			pw.offs = append(pw.offs, off)
		}
	}
	sim.RoundAll(d.DType, vals[:rows*cols])
	pw.vals = append(pw.vals, vals[:rows*cols]...)
	for _, v := range st[:rows*cols] {
		pw.st = append(pw.st, result(v))
	}
	s.queue(x.id, pw)
}

func (s *Sim) execMove(x *access, in *Instr) {
	src, dst := &in.Src[0], &in.Dst
	pitch := src.StoragePitch()
	if src.Space == ir.Acc {
		pitch = accMovePitch(s.arch.Chip, src, dst)
	}
	row, col := in.Row, in.Col
	if in.Op == OpMove {
		row, col = 0, 0
	}
	so := s.bind(x, src, pitch)
	rows, cols := dst.ValidRows, dst.ValidCols
	vals, st := s.scratchFor(0, rows*cols)
	s.gather(&so, row, col, rows, cols, rows, vals, st)
	if src.DType != dst.DType {
		for i := range vals {
			vals[i] = sim.Round(dst.DType, vals[i])
		}
	}
	do := s.bind(x, dst, l0WritePitch(dst))
	pw := s.newPending(do.prt.buf, dst.DType)
	s.scatter(&do, pw, 0, 0, rows, cols, vals, st)
	s.queue(x.id, pw)
}

func (s *Sim) execMatmul(x *access, in *Instr) {
	chip := s.arch.Chip
	l, r, c := &in.Src[0], &in.Src[1], &in.Dst
	m, mv, k, n := madRows(chip, in.Op, l), l.ValidRows, l.ValidCols, r.ValidCols
	lo := s.bind(x, l, l0ReadPitch(l))
	a, ast := s.scratchFor(0, m*k)
	s.gather(&lo, 0, 0, m, k, mv, a, ast)
	ro := s.bind(x, r, l0ReadPitch(r))
	b, bst := s.scratchFor(1, k*n)
	// The columns of b, contiguous (the order of each sum is unchanged):
	// gathered so when the operand reads clean, else transposed below.
	bt, _ := s.scratchFor(4, k*n)
	bClean := s.gatherCleanAs(&ro, 0, 0, k, n, true, bt, bst)
	if !bClean {
		s.gather(&ro, 0, 0, k, n, k, b, bst)
	}
	pitch := madPitch(chip, in.Op, l)
	init, ist := s.scratchFor(2, m*n)
	switch in.Op {
	case OpMatmulAcc, OpGemvAcc:
		co := s.bindRows(x, c, pitch, m)
		s.gatherQuiet(&co, 0, 0, m, n, mv, c.ValidCols, init, ist)
	case OpMatmulBias:
		bo := s.bind(x, &in.Src[2], in.Src[2].StoragePitch())
		bv, bs := s.scratchFor(3, n)
		s.gather(&bo, 0, 0, 1, n, 1, bv, bs)
		for i := int64(0); i < m; i++ {
			copy(init[i*n:(i+1)*n], bv)
			copy(ist[i*n:(i+1)*n], bs)
		}
	default:
		for i := range init {
			init[i], ist[i] = 0, stateDefined
		}
	}
	rowOK := make([]bool, m)
	for i := int64(0); i < m; i++ {
		rowOK[i] = true
		for kk := int64(0); kk < k; kk++ {
			if ast[i*k+kk] != stateDefined {
				rowOK[i] = false
				break
			}
		}
	}
	colOK := make([]bool, n)
	for j := int64(0); j < n; j++ {
		colOK[j] = true
		for kk := int64(0); kk < k && !bClean; kk++ {
			if bst[kk*n+j] != stateDefined {
				colOK[j] = false
				break
			}
		}
	}
	if !bClean {
		for kk := int64(0); kk < k; kk++ {
			for j, v := range b[kk*n : (kk+1)*n] {
				bt[int64(j)*k+kk] = v
			}
		}
	}
	out, ost := s.scratchFor(5, m*n)
	for i := int64(0); i < m; i++ {
		sim.DotCols(c.DType, out[i*n:(i+1)*n], init[i*n:(i+1)*n], a[i*k:], bt, int(k))
		for j := int64(0); j < n; j++ {
			st := stateGarbage
			if rowOK[i] && colOK[j] && ist[i*n+j] == stateDefined {
				st = stateDefined
			}
			ost[i*n+j] = st
		}
	}
	co := s.bindRows(x, c, pitch, m)
	pw := s.newPending(co.prt.buf, c.DType)
	s.scatter(&co, pw, 0, 0, m, n, out, ost)
	s.queue(x.id, pw)
}
