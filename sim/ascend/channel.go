package ascend

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// TPUSH / TPOP: cross-core FIFOs of slots (PyPTO's cube <-> vector pipes).
// A push reads its source tile when it starts (an accumulator at the
// fix-pipe store pitch, which is how PyPTO #2510 shows), reserves a slot
// in every consumer FIFO, and fills it when it ends, handing over the
// producer's knowledge. A pop starts when every producer FIFO has a
// filled slot, takes them, writes the tile (assembling split halves) and
// frees the slots when it ends.
//
// Slots fill in completion order. pto-isa assigns them in program order
// (the producer's tileIndex); the two agree because a core pushes through
// one pipe only: the cube pushes accumulators on FIX, a vector core its UB
// tiles on MTE3 (check.go refuses a push of any other tile).

type slotData struct {
	dt         ir.DataType // every value is one of dt (decoded from a tile of it, or 0)
	vals       []float64
	st         []uint8
	rows, cols int64
	snap       []uint32
	pusher     int32
}

type fifo struct {
	filled []slotData
	inUse  int // reserved or filled, not yet freed by a finished pop
}

type chanState struct {
	ch    *Channel
	fifos [][]fifo // [producer index][consumer index]
	// held counts, per consumer, the slots popped and not yet freed (an
	// ExplicitFree channel); refused the pops refused by check, whose
	// frees release nothing.
	held, refused []int
}

func newChanState(ch *Channel) *chanState {
	c := &chanState{ch: ch, fifos: make([][]fifo, len(ch.From)), held: make([]int, len(ch.To)), refused: make([]int, len(ch.To))}
	for i := range c.fifos {
		c.fifos[i] = make([]fifo, len(ch.To))
	}
	return c
}

func (s *Sim) canPush(c *coreState, in *Instr) bool {
	cs := s.chans[in.Chan]
	for _, f := range cs.fifos[indexOf(cs.ch.From, c.idx)] {
		if f.inUse >= cs.ch.Slots {
			return false
		}
	}
	return true
}

func (s *Sim) canPop(c *coreState, in *Instr) bool {
	cs := s.chans[in.Chan]
	ti := indexOf(cs.ch.To, c.idx)
	for fi := range cs.fifos {
		if len(cs.fifos[fi][ti].filled) == 0 {
			return false
		}
	}
	return true
}

func (s *Sim) execPush(x *access, in *Instr) {
	cs := s.chans[in.Chan]
	src := &in.Src[0]
	rows, cols := src.ValidRows, src.ValidCols
	pw := s.newPending(nil, src.DType)
	n := rows * cols
	// A recycled pending's vals and st grew by append, whose capacities
	// round to different size classes: check each one.
	if int64(cap(pw.vals)) < n {
		pw.vals = make([]float64, n)
	}
	if int64(cap(pw.st)) < n {
		pw.st = make([]uint8, n)
	}
	pw.vals, pw.st = pw.vals[:n], pw.st[:n]
	if s.garbled[x.id] {
		// An illegal push (check.go): the slot holds garbage.
		for i := range pw.vals {
			pw.vals[i], pw.st[i] = 0, stateGarbage
		}
	} else {
		pitch := src.StoragePitch()
		if src.Space == ir.Acc {
			pitch = accPushPitch(s.arch.Chip, src)
		}
		o := s.bind(x, src, pitch)
		s.gather(&o, 0, 0, rows, cols, rows, pw.vals, pw.st)
	}
	pw.rows, pw.cols = rows, cols
	s.push[x.id] = pw
	for ti := range cs.ch.To {
		cs.fifos[indexOf(cs.ch.From, x.core.idx)][ti].inUse++
	}
}

// piece is the part of a rows x cols tile lane i of n receives.
func piece(split int, i, n int, rows, cols int64) (r0, c0, pr, pc int64) {
	if n <= 1 || split == 0 {
		return 0, 0, rows, cols
	}
	if split == 1 {
		h := ceilDiv(rows, int64(n))
		r0 = min(int64(i)*h, rows)
		return r0, 0, min(h, rows-r0), cols
	}
	w := ceilDiv(cols, int64(n))
	c0 = min(int64(i)*w, cols)
	return 0, c0, rows, min(w, cols-c0)
}

// deposit fills the reserved slots when a push ends.
func (s *Sim) deposit(c *coreState, p ir.PipeType, id int32, t int64) {
	in := s.ins[id]
	cs := s.chans[in.Chan]
	pw := s.push[id]
	s.push[id] = nil
	slot := s.slot(c, p)
	snap := append([]uint32(nil), s.row(slot)...)
	snap[slot] = max(snap[slot], c.pipes[p].cnt)
	fi := indexOf(cs.ch.From, c.idx)
	shared := false
	for ti, to := range cs.ch.To {
		r0, c0, pr, pc := piece(cs.ch.Split, ti, len(cs.ch.To), pw.rows, pw.cols)
		d := slotData{dt: in.Src[0].DType, rows: pr, cols: pc, snap: snap, pusher: id}
		if pc == pw.cols {
			// Whole rows: the slot is a window of the payload (slots
			// are only read), which is then not recycled.
			d.vals, d.st = pw.vals[r0*pc:(r0+pr)*pc], pw.st[r0*pc:(r0+pr)*pc]
			shared = true
		} else {
			d.vals, d.st = make([]float64, pr*pc), make([]uint8, pr*pc)
			for r := int64(0); r < pr; r++ {
				copy(d.vals[r*pc:(r+1)*pc], pw.vals[(r0+r)*pw.cols+c0:])
				copy(d.st[r*pc:(r+1)*pc], pw.st[(r0+r)*pw.cols+c0:])
			}
		}
		cs.fifos[fi][ti].filled = append(cs.fifos[fi][ti].filled, d)
		s.wakePipe(s.cores[to], ir.PipeMTE2, t)
	}
	if !shared {
		s.free = append(s.free, pw)
	}
}

func (s *Sim) execPop(x *access, in *Instr, t int64) {
	cs := s.chans[in.Chan]
	ti := indexOf(cs.ch.To, x.core.idx)
	if cs.ch.ExplicitFree {
		cs.held[ti]++
	}
	dst := &in.Dst
	o := s.bind(x, dst, dst.StoragePitch())
	pw := s.newPending(o.prt.buf, dst.DType)
	k := s.row(x.slot)
	var r0, c0 int64
	for fi := range cs.fifos {
		f := &cs.fifos[fi][ti]
		d := f.filled[0]
		f.filled = f.filled[1:]
		join(k, d.snap)
		// The part of the slot inside the destination box, rounded to
		// its dtype (a no-op when the slot holds values of it: they were
		// decoded from a tile of that dtype), in row-major order.
		rows, cols := max(0, min(d.rows, dst.Rows-r0)), max(0, min(d.cols, dst.Cols-c0))
		vals, st := s.scratchFor(0, rows*cols)
		if cols == d.cols && d.dt == dst.DType {
			vals = d.vals[:rows*cols] // whole rows, nothing to round: as is
		} else {
			for r := int64(0); r < rows; r++ {
				copy(vals[r*cols:(r+1)*cols], d.vals[r*d.cols:])
			}
			if d.dt != dst.DType {
				sim.RoundAll(dst.DType, vals)
			}
		}
		for r := int64(0); r < rows; r++ {
			for c, v := range d.st[r*d.cols : r*d.cols+cols] {
				st[r*cols+int64(c)] = result(v)
			}
		}
		s.scatter(&o, pw, r0, c0, rows, cols, vals, st)
		switch {
		case len(cs.fifos) > 1 && cs.ch.Split == 1:
			r0 += d.rows
		case len(cs.fifos) > 1 && cs.ch.Split == 2:
			c0 += d.cols
		}
	}
	s.queue(x.id, pw)
}

// execFree runs a TFREE when it starts: the oldest popped slot goes back to
// its producer, which may overwrite it from now on, so its bytes are the
// consumer's no more (written as garbage: a read of the popped tile after
// its free reads what no ordering makes right). A free with no popped slot
// is an error.
func (s *Sim) execFree(x *access, in *Instr) {
	cs := s.chans[in.Chan]
	ti := indexOf(cs.ch.To, x.core.idx)
	if cs.held[ti] == 0 && cs.refused[ti] > 0 {
		cs.refused[ti]--
		s.unheld[x.id] = true
		return
	}
	if cs.held[ti] == 0 {
		s.addDiag(Diagnostic{Kind: KindIllegal, Severity: Error, Core: x.core.idx, Instrs: []InstrRef{s.refs[x.id]},
			Message: fmt.Sprintf("%s frees a slot of channel %d with no popped slot held", s.describe(x.id), in.Chan)}, diagAux{})
		s.unheld[x.id] = true
		return
	}
	cs.held[ti]--
	if in.Dst.Present() {
		s.clobber(x, &in.Dst, in.Dst.Rows, in.Dst.Cols)
	}
}

// release frees the popped slots when a pop ends.
func (s *Sim) release(c *coreState, in *Instr, t int64) {
	cs := s.chans[in.Chan]
	ti := indexOf(cs.ch.To, c.idx)
	for fi, from := range cs.ch.From {
		cs.fifos[fi][ti].inUse--
		pc := s.cores[from]
		s.wakePipe(pc, ir.PipeFIX, t)
		s.wakePipe(pc, ir.PipeMTE3, t)
	}
}
