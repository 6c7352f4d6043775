package ascend

import "github.com/irfuzz/irfuzz/ir"

// Flags (set_flag / wait_flag, sim-brief §2.4, §4.6). A flag is keyed by
// (set pipe, wait pipe, event id) per core. set_flag is an entry of the
// set pipe that starts once every earlier entry of that pipe has ended;
// the flag becomes visible when it ends and carries the set pipe's
// knowledge (hazard.go). wait_flag is an entry of the wait pipe that
// starts once a visible flag exists, consumes the oldest one and joins
// its knowledge. Flags count (as pto-isa Perf-Sim's channels do); a
// second set before the wait is reported (binary semaphores on hardware,
// per Verrocchio). On the S pipe both run in the scalar front end.

type flagSet struct {
	ready  int64
	snap   []uint32
	setter int32
}

// flagKey indexes coreState.flags.
func flagKey(src, dst ir.PipeType, ev, nEvents int) int {
	return (int(src)*nPipes+int(dst))*nEvents + ev
}

// setFlag makes a flag of in's (set pipe, wait pipe, event) visible at
// ready, carrying the setter's knowledge snap.
func (s *Sim) setFlag(c *coreState, in *Instr, id int32, ready int64, snap []uint32) {
	k := flagKey(in.SetPipe, in.WaitPipe, in.Event, s.arch.NumEvents)
	if prev := c.flags[k]; len(prev) > 0 {
		s.addDiag(Diagnostic{Kind: KindFlagDoubleSet, Severity: Warning,
			Instrs: []InstrRef{s.refs[prev[len(prev)-1].setter], s.refs[id]}, Pipes: []ir.PipeType{in.SetPipe, in.SetPipe}, Core: c.idx},
			diagAux{a: int64(in.SetPipe), b: int64(in.WaitPipe), c: int64(in.Event)})
	}
	c.flags[k] = append(c.flags[k], flagSet{ready: ready, snap: snap, setter: id})
	if in.WaitPipe == ir.PipeS {
		s.wakeFront(c, ready)
	} else if int(in.WaitPipe) < nPipes {
		s.wakePipe(c, in.WaitPipe, ready)
	}
}

// flagReady reports whether a flag of key k is visible at t.
func (s *Sim) flagReady(c *coreState, k int, t int64) bool {
	l := c.flags[k]
	return len(l) > 0 && l[0].ready <= t
}

// consumeFlag takes the oldest flag of key k and joins its knowledge into
// the waiting slot.
func (s *Sim) consumeFlag(c *coreState, k int, slot int) {
	f := c.flags[k][0]
	c.flags[k] = c.flags[k][1:]
	join(s.row(slot), f.snap)
}
