package ascend

import (
	"encoding/binary"
	"math"
	"slices"

	"github.com/irfuzz/irfuzz/ir"
)

// Buffer is one byte-accurate memory: an on-chip buffer of a core (UB, L1,
// L0A, L0B, L0C, BT) or a GM tensor. Beside the bytes it keeps
//
//   - a state per byte: poison (never written), defined, or garbage
//     (written with a value computed from undefined data);
//   - shadow metadata per block (32 bytes on chip, one element in GM): the
//     last writer and its epoch, the pitch the bytes were written at (0
//     when not written through a boxed layout), and per pipe the epoch of
//     the last read since that write (the hazard detector's input).
//
// Storage is paged and allocated on first write, so an untouched buffer
// costs nothing and a simulation allocates only what the kernel touches.
type Buffer struct {
	name   string
	core   int // owning core; -1 for GM
	space  ir.MemorySpace
	tensor int // GM tensor index
	size   int64

	blockShift uint // log2 of the shadow block size
	slots      int  // reader slots per block
	pages      []*page
	m          *Machine // where new pages come from (nil: allocated)
}

// Byte states.
const (
	statePoison  uint8 = 0
	stateDefined uint8 = 1
	stateGarbage uint8 = 2
)

const (
	pageShift = 12
	pageSize  = 1 << pageShift
	// poisonByte fills never-written bytes (a recognizable pattern; reads
	// of it are undefined anyway).
	poisonByte = 0xA5
)

type page struct {
	slab  []byte // data and state, for the Machine to recycle
	data  []byte
	state []uint8
	meta  []blockMeta
	// readers[slot][block] is the epoch of the block's last read by the
	// reader slot since its write (0: none); a slot's row is made on its
	// first read of the page (most buffers are read by one or two pipes).
	readers [][]uint32
}

// blockMeta is the shadow of one block.
type blockMeta struct {
	writer int32  // global instruction id + 1; 0: none
	wclock uint32 // epoch of the writer in its slot
	pitch  int32  // pitch the writer used (boxed layouts), else 0
	wslot  uint16 // vector-clock slot of the writer
	atomic bool   // the writer was an atomic add
}

// newBuffer makes an empty buffer of size bytes with shadow blocks of
// 1<<blockShift bytes and slots reader slots per block.
func newBuffer(name string, core int, space ir.MemorySpace, size int64, blockShift uint, slots int) *Buffer {
	return &Buffer{name: name, core: core, space: space, size: size, blockShift: blockShift, slots: slots,
		pages: make([]*page, (size+pageSize-1)>>pageShift)}
}

// Size is the buffer's byte size.
func (b *Buffer) Size() int64 { return b.size }

// pageAt returns the page holding byte off, allocating it when alloc.
func (b *Buffer) pageAt(off int64, alloc bool) *page {
	i := off >> pageShift
	p := b.pages[i]
	if p == nil && alloc {
		var slab []byte // data and states in one allocation
		if b.m != nil && len(b.m.pages) > 0 {
			n := len(b.m.pages) - 1
			slab, b.m.pages = b.m.pages[n], b.m.pages[:n]
			clear(slab[pageSize:]) // every byte poison
		} else {
			slab = make([]byte, 2*pageSize)
		}
		p = &page{slab: slab, data: slab[:pageSize:pageSize], state: slab[pageSize:]}
		p.data[0] = poisonByte
		for k := 1; k < len(p.data); k *= 2 {
			copy(p.data[k:], p.data[:k])
		}
		b.pages[i] = p
	}
	return p
}

// load decodes the element of dt at off (which never straddles a page:
// elements are aligned to their size) and its state: poison if any byte
// is poison, else garbage if any byte is garbage, else defined.
func (b *Buffer) load(off int64, dt ir.DataType, n int64) (float64, uint8) {
	p := b.pages[off>>pageShift]
	if p == nil {
		return 0, statePoison
	}
	o := off & (pageSize - 1)
	st := stateDefined
	switch n {
	case 4:
		if binary.LittleEndian.Uint32(p.state[o:]) == 0x01010101 {
			return decodeElem(dt, p.data[o:o+4]), stateDefined
		}
	case 2:
		if binary.LittleEndian.Uint16(p.state[o:]) == 0x0101 {
			return decodeElem(dt, p.data[o:o+2]), stateDefined
		}
	}
	for _, s := range p.state[o : o+n] {
		if s == statePoison {
			return 0, statePoison
		}
		if s == stateGarbage {
			st = stateGarbage
		}
	}
	return decodeElem(dt, p.data[o:o+n]), st
}

// store encodes v into the element of dt at off with state st.
func (b *Buffer) store(off int64, dt ir.DataType, n int64, v float64, st uint8) {
	p := b.pageAt(off, true)
	o := off & (pageSize - 1)
	encodeElem(dt, p.data[o:o+n], v)
	switch n {
	case 4:
		binary.LittleEndian.PutUint32(p.state[o:], uint32(st)*0x01010101)
	case 2:
		binary.LittleEndian.PutUint16(p.state[o:], uint16(st)*0x0101)
	default:
		for k := o; k < o+n; k++ {
			p.state[k] = st
		}
	}
}

// allDefined reports whether every state byte in st is stateDefined,
// eight bytes at a time.
func allDefined(st []uint8) bool {
	for len(st) >= 8 {
		if binary.LittleEndian.Uint64(st) != 0x0101010101010101 {
			return false
		}
		st = st[8:]
	}
	for _, s := range st {
		if s != stateDefined {
			return false
		}
	}
	return true
}

// loadRun decodes the len(vals) consecutive elements of dt at off, all in
// one page, when every byte of them is defined (then st is set to
// stateDefined); it reports false and leaves vals and st alone otherwise.
// It is what load does per element, with the state test and the dtype
// switch done once for the run.
func (b *Buffer) loadRun(off int64, dt ir.DataType, es int64, vals []float64, st []uint8) bool {
	p := b.pages[off>>pageShift]
	if p == nil {
		return false
	}
	o := off & (pageSize - 1)
	n := int64(len(vals)) * es
	if !allDefined(p.state[o : o+n]) {
		return false
	}
	decodeRun(dt, p.data[o:o+n], vals)
	for i := range st[:len(vals)] {
		st[i] = stateDefined
	}
	return true
}

// storeRun stores the consecutive elements vals of dt from off, those
// with def[i] (every one when def is nil) as defined values: store per
// element, with the page looked up once per page and the dtype switch
// outside the loop.
func (b *Buffer) storeRun(off int64, dt ir.DataType, vals []float64, def []bool) {
	es := int64(dt.Bytes())
	for i := 0; i < len(vals); {
		o := off + int64(i)*es
		po := o & (pageSize - 1)
		n := min(len(vals)-i, int((pageSize-po)/es))
		p := b.pageAt(o, true)
		if def == nil || !slices.Contains(def[i:i+n], false) {
			// Every element defined: encode, then mark the bytes
			// defined.
			d := p.data[po : po+int64(n)*es]
			switch dt {
			case ir.FP32:
				for j, v := range vals[i : i+n] {
					binary.LittleEndian.PutUint32(d[4*j:], math.Float32bits(float32(v)))
				}
			case ir.BF16:
				for j, v := range vals[i : i+n] {
					if h, ok := bf16Exact(v); ok {
						binary.LittleEndian.PutUint16(d[2*j:], h)
					} else {
						encodeElem(dt, d[2*j:2*j+2], v)
					}
				}
			default:
				for j, v := range vals[i : i+n] {
					e := int64(j) * es
					encodeElem(dt, d[e:e+es], v)
				}
			}
			st := p.state[po : po+int64(n)*es]
			for k := range st {
				st[k] = stateDefined
			}
			i += n
			continue
		}
		for j, v := range vals[i : i+n] {
			if def != nil && !def[i+j] {
				continue
			}
			e := po + int64(j)*es
			switch dt {
			case ir.FP32:
				binary.LittleEndian.PutUint32(p.data[e:e+4], math.Float32bits(float32(v)))
			default:
				encodeElem(dt, p.data[e:e+es], v)
			}
			for k := e; k < e+es; k++ {
				p.state[k] = stateDefined
			}
		}
		i += n
	}
}

// loadRange decodes the consecutive elements of dt from off into vals,
// setting def[i] for those whose bytes are all defined (the others stay
// 0 and undefined): load per element, a page at a time.
func (b *Buffer) loadRange(off int64, dt ir.DataType, vals []float64, def []bool) {
	es := int64(dt.Bytes())
	for i := 0; i < len(vals); {
		o := off + int64(i)*es
		po := o & (pageSize - 1)
		n := min(len(vals)-i, int((pageSize-po)/es))
		p := b.pages[o>>pageShift]
		if p == nil {
			i += n
			continue
		}
		vr, dr := vals[i:i+n], def[i:i+n]
		st := p.state[po : po+int64(n)*es]
		decodeRun(dt, p.data[po:po+int64(n)*es], vr)
		if allDefined(st) {
			for j := range dr {
				dr[j] = true
			}
		} else {
			for j := range vr {
				if allDefined(st[int64(j)*es : int64(j+1)*es]) {
					dr[j] = true
				} else {
					vr[j] = 0
				}
			}
		}
		i += n
	}
}

// meta returns the shadow of the block holding byte off, the page and
// the block's index in it (allocating the page and the writers' shadow:
// that is made on the first write by an instruction, so a page only read,
// a GM input, carries none).
func (b *Buffer) meta(off int64) (*blockMeta, *page, int) {
	p := b.pageAt(off, true)
	if p.meta == nil {
		p.meta = make([]blockMeta, pageSize>>b.blockShift)
	}
	i := int((off & (pageSize - 1)) >> b.blockShift)
	return &p.meta[i], p, i
}

// metaAt is the shadow of block i of p: zero (no writer) while no block of
// the page has been written by an instruction.
func (p *page) metaAt(i int) blockMeta {
	if p.meta == nil {
		return blockMeta{}
	}
	return p.meta[i]
}

// writerOf is the shadow of block i of p when an instruction wrote it,
// else nil.
func (p *page) writerOf(i int) *blockMeta {
	if p.meta == nil || p.meta[i].writer == 0 {
		return nil
	}
	return &p.meta[i]
}

// readerRow returns reader slot r's epochs of the blocks of p, allocating
// them on the slot's first read of the page.
func (b *Buffer) readerRow(p *page, r int) []uint32 {
	if p.readers == nil {
		p.readers = make([][]uint32, b.slots)
	}
	if p.readers[r] == nil {
		p.readers[r] = make([]uint32, pageSize>>b.blockShift)
	}
	return p.readers[r]
}

// blockRange is the byte range of the block holding off.
func (b *Buffer) blockRange(off int64) (lo, hi int64) {
	lo = off >> b.blockShift << b.blockShift
	return lo, lo + 1<<b.blockShift
}

// Bytes copies n bytes at off and their states (for tests and dumps).
func (b *Buffer) Bytes(off, n int64) (data []byte, state []uint8) {
	data, state = make([]byte, n), make([]uint8, n)
	for k := int64(0); k < n; k++ {
		p := b.pages[(off+k)>>pageShift]
		if p == nil {
			data[k] = poisonByte
			continue
		}
		o := (off + k) & (pageSize - 1)
		data[k], state[k] = p.data[o], p.state[o]
	}
	return data, state
}
