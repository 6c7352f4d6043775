package ascend

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Deadlock detection (sim-brief §4.6): when no event is left but some core
// has not finished, every blocked agent (a core's front end or a pipe
// whose queue head cannot start) waits for exactly one other agent — the
// one that must execute the set_flag, TPUSH or TPOP it needs, or drain
// its queue. Following these edges from each blocked agent ends either in
// a cycle (reported as the wait-for cycle) or at a need nobody can meet
// (reported as "never set" / "never pushed" / "never popped").

// agent is a core's front end (pipe == ir.PipeS) or one of its pipes.
type agent struct {
	core int
	pipe ir.PipeType
}

// waitEdge is what a blocked agent waits for.
type waitEdge struct {
	waiter int32 // the blocked instruction
	next   agent // the agent that must act; valid when ok
	ok     bool
	need   string // what it waits for, for the message
}

func (s *Sim) headOf(a agent) (int32, bool) {
	c := s.cores[a.core]
	if a.pipe == ir.PipeS {
		if c.pc >= len(c.prog.Instrs) || c.feBlock == feRunning {
			return 0, false
		}
		return int32(c.base + c.pc), true
	}
	ps := &c.pipes[a.pipe]
	if ps.head >= len(ps.queue) || ps.inFlight > 0 {
		return 0, false
	}
	return ps.queue[ps.head].id, true
}

// findProducer locates the agent that will execute the next instruction
// of core ci matching want: queued on a pipe (behind that pipe's head) or
// not yet dispatched (the front end must reach it).
func (s *Sim) findProducer(ci int, want func(*Instr) bool) (agent, bool) {
	c := s.cores[ci]
	for p := range c.pipes {
		ps := &c.pipes[p]
		for _, e := range ps.queue[ps.head:] {
			if want(s.ins[e.id]) {
				return agent{ci, ir.PipeType(p)}, true
			}
		}
	}
	for k := c.pc; k < len(c.prog.Instrs); k++ {
		if id := c.base + k; !s.skip[id] && want(s.ins[id]) {
			return agent{ci, ir.PipeS}, true
		}
	}
	return agent{}, false
}

func (s *Sim) edgeOf(a agent) (waitEdge, bool) {
	id, ok := s.headOf(a)
	if !ok {
		return waitEdge{}, false
	}
	c := s.cores[a.core]
	in := s.ins[id]
	e := waitEdge{waiter: id}
	switch {
	case a.pipe == ir.PipeS && c.feBlock == feQueueFull:
		e.next, e.ok = agent{a.core, c.feBlockPipe}, true
		e.need = fmt.Sprintf("space in the full %s queue", c.feBlockPipe)
	case a.pipe == ir.PipeS && c.feBlock == feSyncAll:
		e.need = fmt.Sprintf("every core of its SYNCALL (#%d) to arrive", c.syncs)
		for _, o := range in.Cores {
			if o >= 0 && o < len(s.cores) && s.cores[o].syncs < c.syncs {
				e.next, e.ok = s.findProducer(o, func(x *Instr) bool { return x.Op == OpSyncAll })
				break
			}
		}
	case a.pipe == ir.PipeS && c.feBlock == feBarAll:
		e.need = "every pipe to drain"
		for p := range c.pipes {
			if ps := &c.pipes[p]; ps.head < len(ps.queue) || ps.inFlight > 0 {
				e.next, e.ok = agent{a.core, ir.PipeType(p)}, true
				break
			}
		}
	case in.Op == OpWaitFlag:
		src, dst, ev := in.SetPipe, in.WaitPipe, in.Event
		e.need = fmt.Sprintf("flag (%s, %s, event %d)", src, dst, ev)
		e.next, e.ok = s.findProducer(a.core, func(x *Instr) bool {
			return x.Op == OpSetFlag && x.SetPipe == src && x.WaitPipe == dst && x.Event == ev
		})
	case in.Op == OpTPop:
		ch := in.Chan
		e.need = fmt.Sprintf("a TPUSH on channel %d", ch)
		for _, from := range s.prog.Channels[ch].From {
			if f := &s.chans[ch].fifos[indexOf(s.prog.Channels[ch].From, from)][indexOf(s.prog.Channels[ch].To, a.core)]; len(f.filled) > 0 {
				continue
			}
			e.next, e.ok = s.findProducer(from, func(x *Instr) bool { return x.Op == OpTPush && x.Chan == ch })
			break
		}
	case in.Op == OpTPush:
		ch := in.Chan
		e.need = fmt.Sprintf("a TPOP freeing a slot of channel %d", ch)
		if s.prog.Channels[ch].ExplicitFree {
			e.need = fmt.Sprintf("a TFREE of a slot of channel %d", ch)
		}
		for _, to := range s.prog.Channels[ch].To {
			if f := &s.chans[ch].fifos[indexOf(s.prog.Channels[ch].From, a.core)][indexOf(s.prog.Channels[ch].To, to)]; f.inUse < s.prog.Channels[ch].Slots {
				continue
			}
			want := OpTPop
			if s.prog.Channels[ch].ExplicitFree {
				want = OpTFree
			}
			e.next, e.ok = s.findProducer(to, func(x *Instr) bool { return x.Op == want && x.Chan == ch })
			break
		}
	default:
		e.need = "nothing it can get"
	}
	return e, true
}

func (s *Sim) agentName(a agent) string {
	n := s.prog.Cores[a.core].Name
	if a.pipe == ir.PipeS {
		return n + " front end"
	}
	return n + " " + a.pipe.String()
}

// detectDeadlock reports every stuck chain after the event loop drained.
func (s *Sim) detectDeadlock() {
	var agents []agent
	for ci, c := range s.cores {
		agents = append(agents, agent{ci, ir.PipeS})
		for p := 0; p < nPipes; p++ {
			if int(ir.PipeS) != p && c.prog.Kind.HasPipe(ir.PipeType(p)) {
				agents = append(agents, agent{ci, ir.PipeType(p)})
			}
		}
	}
	reported := map[agent]bool{}
	for _, a := range agents {
		if reported[a] {
			continue
		}
		if _, ok := s.edgeOf(a); !ok {
			continue
		}
		var path []agent
		var edges []waitEdge
		pos := map[agent]int{}
		cur := a
		for {
			if i, seen := pos[cur]; seen {
				s.reportCycle(path[i:], edges[i:])
				break
			}
			if reported[cur] {
				break
			}
			e, ok := s.edgeOf(cur)
			if !ok {
				break
			}
			pos[cur] = len(path)
			path, edges = append(path, cur), append(edges, e)
			if !e.ok {
				s.reportNever(cur, e)
				break
			}
			cur = e.next
		}
		for _, p := range path {
			reported[p] = true
		}
	}
}

func (s *Sim) reportNever(a agent, e waitEdge) {
	in := s.ins[e.waiter]
	var never string
	switch in.Op {
	case OpWaitFlag:
		never = fmt.Sprintf("flag (%s, %s, event %d) from pipe %s to pipe %s is never set", in.SetPipe, in.WaitPipe, in.Event, in.SetPipe, in.WaitPipe)
	case OpTPop:
		never = fmt.Sprintf("nothing is ever pushed on channel %d", in.Chan)
	case OpTPush:
		never = fmt.Sprintf("no slot of channel %d is ever popped", in.Chan)
		if s.prog.Channels[in.Chan].ExplicitFree {
			never = fmt.Sprintf("no slot of channel %d is ever freed", in.Chan)
		}
	case OpSyncAll:
		never = "a core of the SYNCALL never reaches it"
	default:
		never = "its condition can never hold"
	}
	s.addDiag(Diagnostic{Kind: KindDeadlock, Instrs: []InstrRef{s.refs[e.waiter]}, Pipes: []ir.PipeType{a.pipe}, Core: a.core,
		Message: fmt.Sprintf("%s blocks at %s waiting for %s: %s", s.agentName(a), s.describe(e.waiter), e.need, never)}, diagAux{})
}

func (s *Sim) reportCycle(path []agent, edges []waitEdge) {
	var parts []string
	d := Diagnostic{Kind: KindDeadlock, Core: path[0].core}
	for i, a := range path {
		parts = append(parts, fmt.Sprintf("%s at %s waits for %s", s.agentName(a), s.describe(edges[i].waiter), edges[i].need))
		d.Instrs = append(d.Instrs, s.refs[edges[i].waiter])
		d.Pipes = append(d.Pipes, a.pipe)
	}
	d.Message = "wait-for cycle: " + strings.Join(parts, " -> ") + " -> back to " + s.agentName(path[0])
	s.addDiag(d, diagAux{})
}

// flagsLeftSet reports flags set and never waited for.
func (s *Sim) flagsLeftSet() {
	for _, c := range s.cores {
		for _, l := range c.flags {
			for _, f := range l {
				in := s.ins[f.setter]
				s.addDiag(Diagnostic{Kind: KindFlagLeftSet, Severity: Warning, Instrs: []InstrRef{s.refs[f.setter]},
					Pipes: []ir.PipeType{in.SetPipe}, Core: c.idx,
					Message: fmt.Sprintf("flag (%s, %s, event %d) set by %s is left set at the end: no wait_flag consumes it", in.SetPipe, in.WaitPipe, in.Event, s.describe(f.setter))}, diagAux{})
			}
		}
	}
}
