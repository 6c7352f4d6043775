package ascend

import "github.com/irfuzz/irfuzz/ir"

// Happens-before race detection with vector clocks (sim-brief §4.6),
// independent of the timing model: a race is reported whether or not the
// cost table happens to order the two accesses.
//
// Every (core, pipe) is a clock slot. A data instruction started on a pipe
// gets the next epoch of its slot. Each slot's knowledge vector K says, per
// slot, up to which epoch everything is known to have completed:
//
//   - a serial pipe (all but V) knows its own earlier instructions;
//     V knows them only up to its last pipe_barrier or set_flag (Ascend C
//     requires PipeBarrier<PIPE_V> between dependent vector instructions);
//   - set_flag snapshots its pipe's knowledge (its pipe drained, so it
//     includes every earlier instruction of that pipe); wait_flag joins
//     the snapshot into the waiting pipe;
//   - the scalar front end learns from S-pipe waits and bar_all (which
//     joins every pipe), and every instruction it dispatches afterwards
//     carries that knowledge to its pipe;
//   - TPUSH hands the producer's knowledge to the TPOP that takes the slot.
//
// Each shadow block remembers its last writer (slot, epoch) and, per
// reader slot, the epoch of the last read since that write. An access by
// instruction i with knowledge K conflicts with an earlier access (s, e)
// unless K[s] >= e. The pair is named by program order on one core (by
// access order across cores): RAW, WAR or WAW.

// access is the instruction executing now.
type access struct {
	id    int32
	core  *coreState
	pipe  ir.PipeType
	slot  int
	epoch uint32
}

// port is one operand access of the executing instruction: the buffer,
// the element type, and the pitch it records (write) or checks (read).
type port struct {
	x       *access
	buf     *Buffer
	dt      ir.DataType
	es      int64
	pitch   int32
	lastBlk int64
	quiet   bool // rows read only because of the a2a3 m=1 quirk: no poison or pitch report
	atomic  bool // the writes are atomic adds
	// born is, for an operand that is a created tile (Tile.Created), the
	// global id + 1 of the first instruction after its tile.create, else
	// 0; stale says the block being read was last written before that
	// point, for another tile, so it reads as never written.
	born  int32
	stale bool
}

// readerSlot is the reader index of slot within a buffer's blocks: the
// pipe for an on-chip buffer (only its core's pipes reach it), the core
// for GM (only MTE2 loads read GM; an atomic add is a write that commutes
// with other atomic adds).
func (s *Sim) readerSlot(b *Buffer, slot int) int {
	if b.core >= 0 {
		return slot % nPipes
	}
	return slot / nPipes
}

func (s *Sim) slotOfReader(b *Buffer, r int) int {
	if b.core >= 0 {
		return b.core*nPipes + r
	}
	return r*nPipes + int(ir.PipeMTE2)
}

// read returns the element at off and its state, checking the block for
// hazards and pitch the first time this access touches it. strided says
// the element's strided index is at least 1 (its address depends on the
// pitch).
func (s *Sim) read(p *port, off int64, strided bool) (float64, uint8) {
	if off>>p.buf.blockShift != p.lastBlk {
		p.lastBlk = off >> p.buf.blockShift
		s.readBlock(p, off, strided)
	}
	s.elems++
	if p.stale {
		if !p.quiet {
			s.notePoison(p, off)
		}
		return 0, statePoison
	}
	v, st := p.buf.load(off, p.dt, p.es)
	if st == statePoison && !p.quiet {
		s.notePoison(p, off)
	}
	return v, st
}

// A created tile's block last written before its create (m.writer <
// p.born; ids follow program order on a core, and only the core's own
// instructions write its buffers) is stale: the tile has no contents
// there, so the read is a poison read at any pitch. The happens-before
// check against that writer and the reader record stay, so a race with
// the dead tile's in-flight accesses is still found.
func (s *Sim) readBlock(p *port, off int64, strided bool) {
	s.readBlockIn(p, p.buf.pageAt(off, true), off, strided)
}

// readBlockIn is readBlock with the page holding off already at hand.
func (s *Sim) readBlockIn(p *port, pg *page, off int64, strided bool) {
	x := p.x
	i := int((off & (pageSize - 1)) >> p.buf.blockShift)
	m := pg.metaAt(i)
	k := s.row(x.slot)
	p.stale = m.writer != 0 && m.writer < p.born
	if m.writer != 0 && m.writer-1 != x.id {
		if k[m.wslot] < m.wclock {
			s.noteHazard(m.writer-1, x.id, true, false, p.buf, off)
		}
		// A quiet row (the a2a3 m=1 quirk) feeds only rows outside the
		// valid shape, so the pitch it was written at does not matter.
		if !p.stale && !p.quiet && strided && p.pitch != 0 && m.pitch != 0 && m.pitch != p.pitch {
			s.notePitch(m.writer-1, x, p, off, m.pitch)
		}
	}
	p.buf.readerRow(pg, s.readerSlot(p.buf, x.slot))[i] = x.epoch
}

// claim records the executing instruction as the writer of the block at
// off (at its start), reporting WAW and WAR conflicts.
func (s *Sim) claim(p *port, off int64) {
	blk := off >> p.buf.blockShift
	if blk == p.lastBlk {
		return
	}
	p.lastBlk = blk
	x := p.x
	m, pg, i := p.buf.meta(off)
	if m.writer-1 == x.id {
		return
	}
	k := s.row(x.slot)
	if m.writer != 0 && k[m.wslot] < m.wclock && !(m.atomic && p.atomic) {
		s.noteHazard(m.writer-1, x.id, true, true, p.buf, off)
	}
	own := s.readerSlot(p.buf, x.slot)
	for r, rd := range pg.readers {
		if rd == nil || rd[i] == 0 {
			continue
		}
		e := rd[i]
		rd[i] = 0
		if r == own && e == x.epoch {
			continue
		}
		if sl := s.slotOfReader(p.buf, r); k[sl] < e {
			s.noteHazard(s.epochInstr[sl][e-1], x.id, false, true, p.buf, off)
		}
	}
	m.writer, m.wslot, m.wclock, m.pitch, m.atomic = x.id+1, uint16(x.slot), x.epoch, p.pitch, p.atomic
}

// noteHazard reports a conflict between an earlier access by a (a write
// when aWrites) and the current access by b.
func (s *Sim) noteHazard(a, b int32, aWrites, bWrites bool, buf *Buffer, off int64) {
	ra, rb := s.refs[a], s.refs[b]
	first, second := a, b
	fw, sw := aWrites, bWrites
	if ra.Core == rb.Core && a > b {
		first, second, fw, sw = b, a, bWrites, aWrites
	}
	kind := WAW
	switch {
	case fw && !sw:
		kind = RAW
	case !fw && sw:
		kind = WAR
	}
	lo, hi := buf.blockRange(off)
	key := diagKey{kind: KindHazard, a: first, b: second, buf: buf, sub: uint8(kind)}
	if i, ok := s.dedupe[key]; ok {
		s.diags[i].Lo, s.diags[i].Hi = min(s.diags[i].Lo, lo), max(s.diags[i].Hi, hi)
		return
	}
	d := Diagnostic{Kind: KindHazard, Hazard: kind, Instrs: []InstrRef{s.refs[first], s.refs[second]},
		Pipes: []ir.PipeType{s.pipe[first], s.pipe[second]}, Lo: lo, Hi: hi}
	s.bufDiag(&d, buf)
	s.dedupe[key] = s.addDiag(d, diagAux{})
}

// notePitch reports a read at another pitch than the bytes were written at.
func (s *Sim) notePitch(writer int32, x *access, p *port, off int64, wp int32) {
	lo, hi := p.buf.blockRange(off)
	key := diagKey{kind: KindPitchMismatch, a: writer, b: x.id, buf: p.buf}
	if i, ok := s.dedupe[key]; ok {
		s.diags[i].Lo, s.diags[i].Hi = min(s.diags[i].Lo, lo), max(s.diags[i].Hi, hi)
		return
	}
	d := Diagnostic{Kind: KindPitchMismatch, Instrs: []InstrRef{s.refs[writer], s.refs[x.id]},
		Pipes: []ir.PipeType{s.pipe[writer], s.pipe[x.id]}, Lo: lo, Hi: hi}
	s.bufDiag(&d, p.buf)
	s.dedupe[key] = s.addDiag(d, diagAux{a: int64(wp), b: int64(p.pitch)})
}

// notePoison reports a read of never-written bytes.
func (s *Sim) notePoison(p *port, off int64) {
	lo, hi := off, off+p.es
	key := diagKey{kind: KindPoison, a: p.x.id, buf: p.buf}
	if i, ok := s.dedupe[key]; ok {
		s.diags[i].Lo, s.diags[i].Hi = min(s.diags[i].Lo, lo), max(s.diags[i].Hi, hi)
		return
	}
	d := Diagnostic{Kind: KindPoison, Instrs: []InstrRef{s.refs[p.x.id]}, Pipes: []ir.PipeType{p.x.pipe}, Lo: lo, Hi: hi}
	s.bufDiag(&d, p.buf)
	s.dedupe[key] = s.addDiag(d, diagAux{})
}
