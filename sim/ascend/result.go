package ascend

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Result is what a simulation produces.
type Result struct {
	// Outputs holds every GM tensor at the end, index-aligned with
	// Program.Tensors; an element is defined only if its bytes were
	// written with a defined value (or given defined as input).
	Outputs []*sim.Tensor
	// Cycles is the time the last activity ended.
	Cycles int64
	// Pipes has one entry per (core, pipe) the core has, in core order
	// then pipe order; the S entry is the scalar front end.
	Pipes []PipeStats
	// Instructions counts the data instructions executed (sync entries
	// and the front end's own flags are not counted).
	Instructions int
	// Elements counts the element reads and writes of buffers and GM
	// the instructions performed (a measure of simulation work).
	Elements int64
	Diags    []Diagnostic
	// Spans is the execution trace when Options.Trace is set.
	Spans []Span
	// CoreNames names the cores for reports and traces.
	CoreNames []string
	// Observed[core][i], with Options.Observe, is what instruction i of
	// the core left in its destination tile's valid region when it ended.
	Observed [][]Observation
}

// PipeStats is the timing of one pipe of one core. Busy counts the cycles
// at least one data instruction executed; Stall the cycles a dispatched
// queue head waited for a flag, a barrier drain, a FIFO slot (or, for the
// front end, a full queue, an S-pipe wait or bar_all); Utilization is
// Busy / total cycles.
type PipeStats struct {
	Core        int
	Pipe        ir.PipeType
	Busy, Stall int64
	Count       int // data instructions executed (front end: dispatched)
	Utilization float64
}

// Span is one traced entry.
type Span struct {
	Core       int
	Pipe       ir.PipeType
	Instr      InstrRef
	Name       string
	Start, End int64
}

// record adds a trace span when tracing.
func (s *Sim) record(core int, p ir.PipeType, id int32, start, end int64) {
	if !s.opts.Trace {
		return
	}
	s.spans = append(s.spans, Span{Core: core, Pipe: p, Instr: s.refs[id], Name: s.describe(id), Start: start, End: end})
}

// Errors reports whether any diagnostic is an error.
func (r *Result) Errors() bool {
	for i := range r.Diags {
		if r.Diags[i].Severity == Error {
			return true
		}
	}
	return false
}

// Stats returns the stats of one pipe of one core (ok false if absent).
func (r *Result) Stats(core int, p ir.PipeType) (PipeStats, bool) {
	for _, ps := range r.Pipes {
		if ps.Core == core && ps.Pipe == p {
			return ps, true
		}
	}
	return PipeStats{}, false
}

func (s *Sim) result() *Result {
	s.render()
	r := &Result{Cycles: s.end, Diags: s.diags, Spans: s.spans, Elements: s.elems}
	for i, b := range s.gm {
		d := &s.prog.Tensors[i]
		t := sim.NewTensor(d.Shape, d.DType)
		es := int64(d.DType.Bytes())
		if d.dense() {
			b.loadRange(0, d.DType, t.Data, t.Defined) // storage order is row-major
			r.Outputs = append(r.Outputs, t)
			continue
		}
		for k := range t.Data {
			v, st := b.load(gmStorage(d, int64(k))*es, d.DType, es)
			if st == stateDefined {
				t.Data[k], t.Defined[k] = v, true
			}
		}
		r.Outputs = append(r.Outputs, t)
	}
	util := func(busy int64) float64 {
		if s.end == 0 {
			return 0
		}
		return float64(busy) / float64(s.end)
	}
	if s.observed != nil {
		r.Observed = make([][]Observation, len(s.cores))
		for ci, c := range s.cores {
			r.Observed[ci] = s.observed[c.base : c.base+len(c.prog.Instrs)]
		}
	}
	for ci, c := range s.cores {
		r.CoreNames = append(r.CoreNames, c.prog.Name)
		for p := 0; p < nPipes; p++ {
			pt := ir.PipeType(p)
			if !c.prog.Kind.HasPipe(pt) {
				continue
			}
			ps := PipeStats{Core: ci, Pipe: pt}
			if pt == ir.PipeS {
				ps.Busy, ps.Stall, ps.Count = c.feBusy, c.feStall, c.pc
			} else {
				q := &c.pipes[p]
				ps.Busy, ps.Stall, ps.Count = q.busy, q.stall, q.n
			}
			ps.Utilization = util(ps.Busy)
			r.Pipes = append(r.Pipes, ps)
		}
		for p := range c.pipes {
			r.Instructions += int(c.pipes[p].cnt)
		}
	}
	return r
}
