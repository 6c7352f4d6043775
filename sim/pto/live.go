package pto

import (
	"fmt"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// Liveness: two tiles that are live at once must not share bytes. Each
// alloc_tile is a buffer, and its views are the same buffer. A tile handle
// in PTO names bytes, not a value, so an alloc_tile of the same geometry
// at the same address joins the buffer already there while that buffer
// is unwritten (two handles for one tile, as an if's result and the tile
// it yields) or when it is inside a deeper loop (a loop carry: the init's
// handle is read again in every iteration, after the body's tile of the
// same shape in the same bytes wrote it). Pops are left to the slot
// checks.
// Walking a core in program order, every 32-byte block remembers the
// buffer that wrote it last; a buffer read after it was written whose
// blocks another buffer wrote since was live while the other overwrote
// it: PyPTO's memory planning gave two live tiles the same bytes (its
// AllocateMemoryAddr places every buffer at its full footprint). A buffer
// read before any write of its own (a loop carry reusing the bytes of the
// previous iteration's tile, a pop's slot) is not checked.

const liveBlock = 32

type blockKey struct {
	space ir.MemorySpace
	blk   int64
}

type liveBuf struct {
	name    string
	line    int
	written bool
	depth   int // loop depth where the buffer was made
}

type liveness struct {
	bufs     []liveBuf // by id - 1
	byGeom   map[ascend.Tile]int
	owner    map[blockKey]int
	reported map[[2]int]bool
}

func newLiveness() liveness {
	return liveness{byGeom: map[ascend.Tile]int{}, owner: map[blockKey]int{}, reported: map[[2]int]bool{}}
}

// newBuffer is the buffer of a tile allocated at loop depth depth: the
// one its geometry at its address already names, when it joins it (see
// above), else a new one.
func (l *liveness) newBuffer(op *Op, name string, t ascend.Tile, depth int) int {
	k := ascend.Tile{Space: t.Space, Addr: t.Addr, DType: t.DType, Rows: t.Rows, Cols: t.Cols, BLayout: t.BLayout, SLayout: t.SLayout, Fractal: t.Fractal}
	if id, ok := l.byGeom[k]; ok && (!l.bufs[id-1].written || depth > l.bufs[id-1].depth) {
		return id
	}
	l.bufs = append(l.bufs, liveBuf{name: name, line: op.Line, depth: depth})
	l.byGeom[k] = len(l.bufs)
	return len(l.bufs)
}

func (c *coreRun) resultName(op *Op) string {
	if len(op.Results) > 0 {
		return op.Results[0]
	}
	return op.Name
}

// blocks is the range of blocks of a tile's footprint.
func blocks(t *ascend.Tile) (lo, hi int64) {
	return t.Addr / liveBlock, (t.Addr + max(t.Footprint(), 1) - 1) / liveBlock
}

// access checks the reads of an instruction, then records its writes.
func (l *liveness) access(c *coreRun, op *Op, reads []val, names []string, writes []val) {
	for i, r := range reads {
		if r.id == 0 || !l.bufs[r.id-1].written {
			continue
		}
		lo, hi := blocks(&r.tile)
		for b := lo; b <= hi; b++ {
			o := l.owner[blockKey{r.tile.Space, b}]
			if o == 0 || o == r.id || l.reported[[2]int{r.id, o}] {
				continue
			}
			l.reported[[2]int{r.id, o}] = true
			a, w := l.bufs[r.id-1], l.bufs[o-1]
			what := fmt.Sprintf("%s (line %d)", a.name, a.line)
			if names[i] != a.name {
				what = fmt.Sprintf("%s (the buffer of %s, line %d)", names[i], a.name, a.line)
			}
			c.t.diag(ascend.KindHazard, c.f, op, "reads %s, whose bytes at %s %#x %s (line %d) wrote while it was live: two live tiles share bytes",
				what, r.tile.Space, b*liveBlock, w.name, w.line)
		}
	}
	for _, w := range writes {
		if w.id == 0 {
			continue
		}
		l.bufs[w.id-1].written = true
		lo, hi := blocks(&w.tile)
		for b := lo; b <= hi; b++ {
			l.owner[blockKey{w.tile.Space, b}] = w.id
		}
	}
}
