package ascend

import (
	"fmt"
	"math/rand/v2"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// The discrete-event engine. Time is an integer cycle count; events are
// ordered by (time, sequence number), so events at one cycle run in the
// order they were scheduled and a run is deterministic.
//
// Per core, a scalar front end walks the stream in order and dispatches
// one instruction per Issue cycles into the queue of its pipe (bounded by
// QueueDepth: the front end stalls on a full queue). Flags and barriers
// of the S pipe and bar_all execute in the front end itself and block it.
// Each pipe starts its queue head in order once its conditions hold:
//
//   - a data instruction reads its source bytes when it starts and makes
//     its writes visible when it ends, so a reader that is not made to wait
//     sees stale bytes;
//   - every pipe except V is serial (the next entry starts when the
//     previous ends); V pipelines: the next entry may start ii cycles after
//     the previous started, and completes in order;
//   - set_flag and pipe_barrier start when every earlier entry of their
//     pipe has ended; the flag becomes visible when the set_flag ends;
//   - wait_flag starts when a matching flag is visible and consumes it;
//   - TPUSH starts when every consumer FIFO has a free slot, TPOP when
//     every producer FIFO has a filled one.

// Options tune one simulation.
type Options struct {
	// Trace records one span per executed entry for the Chrome trace.
	Trace bool
	// Jitter perturbs every latency by a seeded amount within ±Jitter
	// percent (0: the exact cost table). Outputs that change with Seed
	// reveal a timing-dependent (racy) kernel.
	Jitter int
	Seed   uint64
	// InOrder runs each core's instructions in program order: one starts
	// when every earlier one of its core has ended, as if a bar_all
	// preceded it. It is how a program without flags is run whose
	// synchronization a later tool inserts (PyPTO leaves it to ptoas):
	// whatever goes wrong then, no flag placement can make right.
	InOrder bool
	// Observe digests what each instruction leaves in its destination
	// tile (Result.Observed; observe.go).
	Observe bool
}

// event kinds.
const (
	evFront uint8 = iota
	evPipe
	evEnd
)

type event struct {
	t    int64
	seq  uint64
	kind uint8
	pipe ir.PipeType
	core int32
	id   int32
}

// eventQueue is a binary min-heap on (t, seq).
type eventQueue []event

func (q eventQueue) less(i, j int) bool {
	return q[i].t < q[j].t || q[i].t == q[j].t && q[i].seq < q[j].seq
}

func (q *eventQueue) push(e event) {
	*q = append(*q, e)
	h := *q
	for i := len(h) - 1; i > 0; {
		p := (i - 1) / 2
		if !h.less(i, p) {
			break
		}
		h[i], h[p] = h[p], h[i]
		i = p
	}
}

func (q *eventQueue) pop() event {
	h := *q
	top := h[0]
	n := len(h) - 1
	h[0] = h[n]
	h = h[:n]
	for i := 0; ; {
		l, r, m := 2*i+1, 2*i+2, i
		if l < n && h.less(l, m) {
			m = l
		}
		if r < n && h.less(r, m) {
			m = r
		}
		if m == i {
			break
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
	*q = h
	return top
}

// entry is a dispatched instruction waiting in or running on a pipe.
type entry struct {
	id         int32
	dispatched int64
	feVer      int32
}

type pipeState struct {
	queue     []entry
	head      int
	inFlight  int
	nextIssue int64
	lastEnd   int64
	wakeAt    int64
	cnt       uint32 // epochs issued (data instructions started)
	feVer     int32  // front-end knowledge version joined so far
	busy      int64
	stall     int64
	n         int
}

// front-end block reasons.
const (
	feRunning uint8 = iota
	feQueueFull
	feWaitFlag
	feBarAll
	feSyncAll
)

type coreState struct {
	idx  int
	prog *CoreProgram
	base int // global id of instruction 0
	mem  [nSpaces]*Buffer

	pipes [nPipes]pipeState

	pc          int
	feNext      int64
	feWake      int64
	feBlock     uint8
	feBlockPipe ir.PipeType
	feSince     int64
	feBusy      int64
	feStall     int64
	feSnaps     [][]uint32 // versions of the front end's knowledge

	flags [][]flagSet // by flagKey

	// syncs counts the SYNCALLs the core has arrived at; syncSnap is its
	// front end's knowledge at the latest arrival.
	syncs    int
	arrived  bool
	syncSnap []uint32
}

// Sim is one simulation of a program. It is not safe for concurrent use,
// but any number of Sims may run concurrently: nothing is shared.
type Sim struct {
	arch *Arch
	prog *Program
	opts Options
	// observed, by global id, when Options.Observe is set.
	observed []Observation

	// the flattened instruction table, by global id
	ins    []*Instr
	refs   []InstrRef
	pipe   []ir.PipeType
	lat    []int64
	ii     []int64
	broken []bool // failed validation: runs as a timed no-op
	// defs is each OpVec's registry op (Instr.def, looked up once)
	defs []*ir.OpDef
	// garbled: an illegal TPUSH that still hands its slot over, with
	// garbage in it (the hardware would push wrong bytes, and the consumer
	// must not deadlock on a push that never comes)
	garbled []bool
	// unheld: a TFREE that found no popped slot (it releases nothing).
	unheld []bool
	// regs are the scalar registers (index 0 unused).
	regs []regVal
	skip []bool     // not dispatched at all
	pend []*pending // queued writes per instruction, chained
	push []*pending // TPUSH payloads read at start

	cores []*coreState
	gm    []*Buffer
	chans []*chanState

	nSlots     int
	know       []uint32  // nSlots x nSlots: what each (core, pipe) knows has completed
	epochInstr [][]int32 // per slot: instruction of each epoch

	events eventQueue
	seq    uint64
	end    int64

	diags  []Diagnostic
	aux    []diagAux
	dedupe map[diagKey]int

	spans []Span

	scratch [6]scratchBuf
	free    []*pending
	arena   []int64 // per-instruction offset tables (reset at each start)
	cur     access  // the instruction executing now
	elems   int64   // element reads and writes performed

	// reservedUsed: some UB tile overlaps the a2a3 reserved scratch, so
	// the ops that use it as their temporary must clobber it.
	reservedUsed bool
}

type scratchBuf struct {
	v  []float64
	st []uint8
}

// Run simulates prog on arch with the given GM contents (index-aligned
// with prog.Tensors; a nil or missing entry starts as never written) and
// returns the outputs, timing and diagnostics. It returns an error only
// when the program cannot be simulated at all; every defect of the kernel
// is a Diagnostic in the result.
func Run(arch *Arch, prog *Program, inputs []*sim.Tensor, opts Options) (*Result, error) {
	return new(Machine).Run(arch, prog, inputs, opts)
}

func newSim(arch *Arch, prog *Program, opts Options) (*Sim, error) {
	if arch == nil || prog == nil {
		return nil, fmt.Errorf("ascend: nil arch or program")
	}
	if arch.Cost.QueueDepth < 1 || arch.NumEvents < 1 || arch.Cost.Issue < 0 || arch.Cost.Flag < 0 || arch.Cost.Barrier < 0 {
		return nil, fmt.Errorf("ascend: arch %s: queue depth %d, %d event ids, issue / flag / barrier cycles %d / %d / %d are not usable",
			arch.Backend, arch.Cost.QueueDepth, arch.NumEvents, arch.Cost.Issue, arch.Cost.Flag, arch.Cost.Barrier)
	}
	s := &Sim{arch: arch, prog: prog, opts: opts, dedupe: map[diagKey]int{}}
	s.nSlots = len(prog.Cores) * nPipes
	s.know = make([]uint32, s.nSlots*s.nSlots)
	s.epochInstr = make([][]int32, s.nSlots)
	for i := range prog.Tensors {
		t := &prog.Tensors[i]
		if !codecSupported(t.DType) {
			return nil, fmt.Errorf("ascend: tensor %s: dtype %s is not simulated", t.Name, t.DType)
		}
		for _, d := range t.Shape {
			if d <= 0 {
				return nil, fmt.Errorf("ascend: tensor %s: shape %v is not positive", t.Name, t.Shape)
			}
		}
		if t.Layout != ir.ND && t.Layout != ir.DN {
			return nil, fmt.Errorf("ascend: tensor %s: layout %s is not simulated", t.Name, t.Layout)
		}
		if t.Strides != nil {
			if len(t.Strides) != len(t.Shape) || t.Layout != ir.ND {
				return nil, fmt.Errorf("ascend: tensor %s: strides %v of a %s tensor of shape %v", t.Name, t.Strides, t.Layout, t.Shape)
			}
			for _, st := range t.Strides {
				if st <= 0 {
					return nil, fmt.Errorf("ascend: tensor %s: strides %v are not positive", t.Name, t.Strides)
				}
			}
		}
		n := t.storageSize()
		es := int64(t.DType.Bytes())
		shift := uint(0)
		for 1<<shift < es {
			shift++
		}
		b := newBuffer(t.Name, -1, ir.DDR, n*es, shift, len(prog.Cores))
		b.tensor = i
		s.gm = append(s.gm, b)
	}
	for ci := range prog.Cores {
		cp := &prog.Cores[ci]
		if cp.Kind != AIC && cp.Kind != AIV {
			return nil, fmt.Errorf("ascend: core %d: unknown kind %d", ci, cp.Kind)
		}
		c := &coreState{idx: ci, prog: cp, base: len(s.ins), feWake: -1,
			flags: make([][]flagSet, nPipes*nPipes*arch.NumEvents)}
		c.feSnaps = [][]uint32{make([]uint32, s.nSlots)}
		for sp := ir.Vec; sp <= ir.RightScale; sp++ {
			if cp.Kind.HasSpace(sp) && arch.Physical[sp] > 0 {
				c.mem[sp] = newBuffer(cp.Name+"."+spaceName(sp), ci, sp, arch.Physical[sp], 5, nPipes)
			}
		}
		for p := range c.pipes {
			c.pipes[p].wakeAt = -1
		}
		for k := range cp.Instrs {
			s.ins = append(s.ins, &cp.Instrs[k])
			s.refs = append(s.refs, InstrRef{Core: ci, Index: k})
		}
		s.cores = append(s.cores, c)
	}
	n := len(s.ins)
	s.pipe, s.lat, s.ii = make([]ir.PipeType, n), make([]int64, n), make([]int64, n)
	s.broken, s.skip, s.garbled, s.unheld = make([]bool, n), make([]bool, n), make([]bool, n), make([]bool, n)
	s.pend, s.push = make([]*pending, n), make([]*pending, n)
	s.defs = make([]*ir.OpDef, n)
	for id, in := range s.ins {
		if in.Op == OpVec {
			s.defs[id] = in.def()
		}
	}
	if opts.Observe {
		s.observed = make([]Observation, n)
	}
	s.regs = make([]regVal, prog.Regs+1)
	for i := range prog.Channels {
		s.chans = append(s.chans, newChanState(&prog.Channels[i]))
	}
	var rng *rand.Rand
	if opts.Jitter > 0 {
		rng = rand.New(rand.NewPCG(opts.Seed, 0x5ca1ab1e))
	}
	perSlot := make([]int, s.nSlots)
	for id := range s.ins {
		s.pipe[id] = PipeOf(s.ins[id])
		if p := s.pipe[id]; int(p) < nPipes {
			perSlot[s.refs[id].Core*nPipes+int(p)]++
		}
		s.check(int32(id))
		if in := s.ins[id]; in.Op == OpTPop && s.broken[id] && in.Chan >= 0 && in.Chan < len(s.chans) && s.chans[in.Chan].ch.ExplicitFree {
			// The free after a refused pop is no second defect (it
			// releases nothing: the refused pop took no slot).
			if ti := indexOf(s.chans[in.Chan].ch.To, s.refs[id].Core); ti >= 0 {
				s.chans[in.Chan].refused[ti]++
			}
		}
		lat, ii := arch.Cost.Latency(arch.Chip, s.ins[id])
		if rng != nil && !s.ins[id].Op.isSync() {
			j := int64(rng.IntN(2*opts.Jitter+1) - opts.Jitter)
			nl := max(lat+lat*j/100, 1)
			ii = max(ii+nl-lat, 1)
			lat = nl
		}
		s.lat[id], s.ii[id] = lat, ii
	}
	for sl, n := range perSlot {
		s.epochInstr[sl] = make([]int32, 0, n)
	}
	s.events = make(eventQueue, 0, 64+len(s.ins))
	return s, nil
}

// loadInputs writes the initial GM contents.
func (s *Sim) loadInputs(inputs []*sim.Tensor) error {
	for i, t := range inputs {
		if t == nil || i >= len(s.gm) {
			continue
		}
		d := &s.prog.Tensors[i]
		b := s.gm[i]
		es := int64(d.DType.Bytes())
		if int64(len(t.Data)) != d.elements() {
			return fmt.Errorf("ascend: input %d (%s): %d elements, tensor has %d", i, d.Name, len(t.Data), d.elements())
		}
		if d.dense() {
			b.storeRun(0, d.DType, t.Data, t.Defined) // storage order is row-major
			continue
		}
		for k, v := range t.Data {
			if t.IsDefined(k) {
				b.store(gmStorage(d, int64(k))*es, d.DType, es, v, stateDefined)
			}
		}
	}
	return nil
}

// gmStorage maps a row-major logical flat index of a tensor to its storage
// index (DN: the last two axes transposed; with Strides, the sum of each
// axis index times its stride).
func gmStorage(d *TensorDecl, k int64) int64 {
	if d.Strides != nil {
		at := int64(0)
		for i := len(d.Shape) - 1; i >= 0; i-- {
			at += k % d.Shape[i] * d.Strides[i]
			k /= d.Shape[i]
		}
		return at
	}
	if d.Layout != ir.DN || len(d.Shape) < 2 {
		return k
	}
	n := len(d.Shape)
	rows, cols := d.Shape[n-2], d.Shape[n-1]
	lead, rest := k/(rows*cols), k%(rows*cols)
	i, j := rest/cols, rest%cols
	return lead*rows*cols + j*rows + i
}

func (s *Sim) schedule(t int64, kind uint8, core int, p ir.PipeType, id int32) {
	s.seq++
	s.events.push(event{t: t, seq: s.seq, kind: kind, pipe: p, core: int32(core), id: id})
}

func (s *Sim) wakePipe(c *coreState, p ir.PipeType, t int64) {
	ps := &c.pipes[p]
	if ps.wakeAt == t {
		return
	}
	ps.wakeAt = t
	s.schedule(t, evPipe, c.idx, p, -1)
}

func (s *Sim) wakeFront(c *coreState, t int64) {
	if c.feWake == t || c.pc >= len(c.prog.Instrs) {
		return
	}
	c.feWake = t
	s.schedule(t, evFront, c.idx, ir.PipeS, -1)
}

func (s *Sim) slot(c *coreState, p ir.PipeType) int { return c.idx*nPipes + int(p) }

func (s *Sim) row(slot int) []uint32 { return s.know[slot*s.nSlots : (slot+1)*s.nSlots] }

func join(dst, src []uint32) {
	for i, v := range src {
		if v > dst[i] {
			dst[i] = v
		}
	}
}

// run is the event loop.
func (s *Sim) run() {
	for _, c := range s.cores {
		s.wakeFront(c, 0)
	}
	for len(s.events) > 0 {
		e := s.events.pop()
		c := s.cores[e.core]
		switch e.kind {
		case evFront:
			if c.feWake == e.t {
				c.feWake = -1
			}
			s.front(c, e.t)
		case evPipe:
			if c.pipes[e.pipe].wakeAt == e.t {
				c.pipes[e.pipe].wakeAt = -1
			}
			s.runPipe(c, e.pipe, e.t)
		case evEnd:
			s.finish(c, e.pipe, e.id, e.t)
		}
	}
	s.detectDeadlock()
	s.flagsLeftSet()
}

func (s *Sim) setBlock(c *coreState, t int64, why uint8, p ir.PipeType) {
	if c.feBlock == feRunning {
		c.feSince = t
	}
	c.feBlock, c.feBlockPipe = why, p
}

func (s *Sim) clearBlock(c *coreState, t int64) {
	if c.feBlock != feRunning {
		c.feStall += t - c.feSince
		c.feBlock = feRunning
	}
}

// front runs the scalar front end of core c at time t.
func (s *Sim) front(c *coreState, t int64) {
	cost := &s.arch.Cost
	for c.pc < len(c.prog.Instrs) {
		if t < c.feNext {
			s.wakeFront(c, c.feNext)
			return
		}
		id := int32(c.base + c.pc)
		if s.skip[id] {
			c.pc++
			continue
		}
		in, p := s.ins[id], s.pipe[id]
		switch {
		case in.Op == OpBarrier && p == ir.PipeAll:
			if !s.drained(c) {
				s.setBlock(c, t, feBarAll, ir.PipeAll)
				return
			}
			s.clearBlock(c, t)
			s.joinPipes(c)
			s.record(c.idx, ir.PipeS, id, t, t+cost.Barrier)
			c.feBusy += cost.Barrier
			c.feNext = t + cost.Barrier
		case in.Op == OpSyncAll:
			if !s.drained(c) {
				s.setBlock(c, t, feBarAll, ir.PipeAll)
				return
			}
			if !c.arrived {
				s.joinPipes(c)
				c.syncs, c.arrived = c.syncs+1, true
				c.syncSnap = append(c.syncSnap[:0], s.row(s.slot(c, ir.PipeS))...)
				for _, o := range in.Cores {
					if o != c.idx && o >= 0 && o < len(s.cores) && s.cores[o].feBlock == feSyncAll {
						s.wakeFront(s.cores[o], t)
					}
				}
			}
			if !s.syncReady(c, in) {
				s.setBlock(c, t, feSyncAll, ir.PipeS)
				return
			}
			s.clearBlock(c, t)
			fe := s.row(s.slot(c, ir.PipeS))
			for _, o := range in.Cores {
				if o >= 0 && o < len(s.cores) {
					join(fe, s.cores[o].syncSnap)
				}
			}
			s.snapFront(c)
			c.arrived = false
			s.record(c.idx, ir.PipeS, id, t, t+cost.Barrier)
			c.feBusy += cost.Barrier
			c.feNext = t + cost.Barrier
		case in.Op == OpWaitFlag && p == ir.PipeS:
			k := flagKey(in.SetPipe, in.WaitPipe, in.Event, s.arch.NumEvents)
			if !s.flagReady(c, k, t) {
				s.setBlock(c, t, feWaitFlag, ir.PipeS)
				return
			}
			s.clearBlock(c, t)
			s.consumeFlag(c, k, s.slot(c, ir.PipeS))
			s.snapFront(c)
			s.record(c.idx, ir.PipeS, id, t, t+cost.Flag)
			c.feBusy += cost.Flag
			c.feNext = t + cost.Flag
		case in.Op == OpSetFlag && p == ir.PipeS:
			snap := append([]uint32(nil), s.row(s.slot(c, ir.PipeS))...)
			s.setFlag(c, in, id, t+cost.Flag, snap)
			s.record(c.idx, ir.PipeS, id, t, t+cost.Flag)
			c.feBusy += cost.Flag
			c.feNext = t + cost.Flag
		default:
			if s.opts.InOrder {
				if !s.drained(c) {
					s.setBlock(c, t, feBarAll, ir.PipeAll)
					return
				}
				s.joinPipes(c)
			}
			ps := &c.pipes[p]
			if len(ps.queue)-ps.head >= cost.QueueDepth {
				s.setBlock(c, t, feQueueFull, p)
				return
			}
			s.clearBlock(c, t)
			ps.queue = append(ps.queue, entry{id: id, dispatched: t, feVer: int32(len(c.feSnaps) - 1)})
			if ps.head == len(ps.queue)-1 {
				s.wakePipe(c, p, t) // otherwise the entries ahead wake the pipe
			}
			c.feBusy += cost.Issue
			c.feNext = t + cost.Issue
		}
		c.pc++
	}
	s.end = max(s.end, c.feNext)
}

// syncReady reports whether every core of a SYNCALL has arrived at the
// one c is at (its syncs-th).
func (s *Sim) syncReady(c *coreState, in *Instr) bool {
	for _, o := range in.Cores {
		if o < 0 || o >= len(s.cores) {
			continue
		}
		if oc := s.cores[o]; oc.syncs < c.syncs {
			return false
		}
	}
	return true
}

// joinPipes gives the front end of c what every pipe of c knows (a
// bar_all's happens-before edges) and publishes it.
func (s *Sim) joinPipes(c *coreState) {
	fe := s.row(s.slot(c, ir.PipeS))
	for q := ir.PipeType(0); int(q) < nPipes; q++ {
		sl := s.slot(c, q)
		join(fe, s.row(sl))
		fe[sl] = max(fe[sl], c.pipes[q].cnt)
	}
	s.snapFront(c)
}

// snapFront publishes a new version of the front end's knowledge; entries
// dispatched from now on carry it to their pipes.
func (s *Sim) snapFront(c *coreState) {
	c.feSnaps = append(c.feSnaps, append([]uint32(nil), s.row(s.slot(c, ir.PipeS))...))
}

// drained reports whether every pipe of c is empty and idle.
func (s *Sim) drained(c *coreState) bool {
	for p := range c.pipes {
		ps := &c.pipes[p]
		if ps.inFlight > 0 || ps.head < len(ps.queue) {
			return false
		}
	}
	return true
}

// runPipe starts as many queue heads of pipe p as may start at t.
func (s *Sim) runPipe(c *coreState, p ir.PipeType, t int64) {
	ps := &c.pipes[p]
	for ps.head < len(ps.queue) {
		e := ps.queue[ps.head]
		if t < ps.nextIssue {
			s.wakePipe(c, p, ps.nextIssue)
			return
		}
		in := s.ins[e.id]
		switch in.Op {
		case OpSetFlag, OpBarrier:
			if ps.inFlight > 0 {
				return
			}
		case OpWaitFlag:
			if !s.flagReady(c, flagKey(in.SetPipe, in.WaitPipe, in.Event, s.arch.NumEvents), t) {
				return
			}
		case OpTPush:
			if !s.broken[e.id] && !s.canPush(c, in) {
				return
			}
		case OpTPop:
			if !s.broken[e.id] && !s.canPop(c, in) {
				return
			}
		}
		if p != ir.PipeV && ps.inFlight > 0 {
			return
		}
		s.start(c, p, e, t)
		ps.head++
		if ps.head == len(ps.queue) {
			ps.queue, ps.head = ps.queue[:0], 0
		} else if ps.head >= 64 {
			n := copy(ps.queue, ps.queue[ps.head:])
			ps.queue, ps.head = ps.queue[:n], 0
		}
		if c.feBlock == feQueueFull && c.feBlockPipe == p {
			s.wakeFront(c, t)
		}
	}
}

// start begins entry e on pipe p at t: its reads and hazard checks happen
// now, its writes are applied when it ends.
func (s *Sim) start(c *coreState, p ir.PipeType, e entry, t int64) {
	ps := &c.pipes[p]
	id := e.id
	in := s.ins[id]
	slot := s.slot(c, p)
	k := s.row(slot)
	ps.stall += t - max(e.dispatched, ps.nextIssue)
	if e.feVer > ps.feVer {
		join(k, c.feSnaps[e.feVer])
		ps.feVer = e.feVer
	}
	var snap []uint32
	switch in.Op {
	case OpSetFlag:
		k[slot] = max(k[slot], ps.cnt)
		snap = append([]uint32(nil), k...)
	case OpBarrier:
		k[slot] = max(k[slot], ps.cnt)
	case OpWaitFlag:
		s.consumeFlag(c, flagKey(in.SetPipe, in.WaitPipe, in.Event, s.arch.NumEvents), slot)
	default:
		if p != ir.PipeV {
			k[slot] = max(k[slot], ps.cnt)
		}
		ps.cnt++
		s.epochInstr[slot] = append(s.epochInstr[slot], id)
		if !s.broken[id] {
			s.arena = s.arena[:0]
			s.cur = access{id: id, core: c, pipe: p, slot: slot, epoch: ps.cnt}
			s.exec(&s.cur, in, t)
		}
	}
	end := max(t+s.lat[id], ps.lastEnd)
	if !in.Op.isSync() {
		ps.busy += end - max(t, ps.lastEnd)
		ps.n++
	}
	ps.nextIssue = t + s.ii[id]
	ps.lastEnd = end
	ps.inFlight++
	if in.Op == OpSetFlag {
		s.setFlag(c, in, id, end, snap)
	}
	s.record(c.idx, p, id, t, end)
	s.schedule(end, evEnd, c.idx, p, id)
}

// finish ends instruction id at t.
func (s *Sim) finish(c *coreState, p ir.PipeType, id int32, t int64) {
	ps := &c.pipes[p]
	for pw := s.pend[id]; pw != nil; {
		next := pw.next
		pw.apply()
		s.free = append(s.free, pw)
		pw = next
	}
	s.pend[id] = nil
	ps.inFlight--
	if s.observed != nil {
		s.observe(c, id, t)
	}
	in := s.ins[id]
	switch in.Op {
	case OpTPush:
		if !s.broken[id] {
			s.deposit(c, p, id, t)
		}
	case OpTPop:
		if !s.broken[id] && !s.prog.Channels[in.Chan].ExplicitFree {
			s.release(c, in, t)
		}
	case OpTFree:
		if !s.broken[id] && !s.unheld[id] {
			s.release(c, in, t)
		}
	}
	s.end = max(s.end, t)
	if ps.head < len(ps.queue) {
		s.wakePipe(c, p, t)
	}
	if c.feBlock == feBarAll {
		s.wakeFront(c, t)
	}
}
