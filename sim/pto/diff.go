package pto

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/sim/ascend"
)

// Diff localizes where two simulated lowerings of one kernel part: the
// model's PTO (Emit) and PyPTO's, each read by Translate and run with
// ascend.Options{InOrder, Observe}. Their instructions pair up core by
// core on the simulator instruction and the PyPTO source line it came
// from (the k-th such instruction of one side with the k-th of the
// other), and the
// first pair, by the cycle a's instruction ended, whose destination tiles
// hold different values is the divergence. Tiles are compared by logical
// value, so two lowerings that place or lay out a tile differently but
// compute the same numbers do not diverge.
//
// With prefer naming a core (the one whose store wrote a wrong output),
// the divergence is sought there first; it is taken from every core when
// that core's own first difference is a pop (its data came different
// from the other core) or it has none.
func Diff(a *Kernel, ra *ascend.Result, b *Kernel, rb *ascend.Result, prefer string) *Divergence {
	if a == nil || b == nil || ra == nil || rb == nil || ra.Observed == nil || rb.Observed == nil {
		return nil
	}
	if prefer != "" {
		if d := diff(a, ra, b, rb, prefer); d != nil && d.A.Instr.Op != ascend.OpTPop {
			return d
		}
	}
	return diff(a, ra, b, rb, "")
}

// diff is the earliest divergence on core only ("": on any core).
func diff(a *Kernel, ra *ascend.Result, b *Kernel, rb *ascend.Result, only string) *Divergence {
	var best *Divergence
	bestEnd := int64(0)
	for ca, core := range a.Program.Cores {
		if only != "" && core.Name != only {
			continue
		}
		cb := coreNamed(b.Program, core.Name)
		if cb < 0 {
			continue
		}
		next := map[string][]int{}
		for j := range b.Program.Cores[cb].Instrs {
			k := stepKey(b.Program.Cores[cb].Instrs[j], b.Origin[cb][j])
			next[k] = append(next[k], j)
		}
		for i := range core.Instrs {
			k := stepKey(core.Instrs[i], a.Origin[ca][i])
			js := next[k]
			if len(js) == 0 {
				continue
			}
			j := js[0]
			next[k] = js[1:]
			oa, ob := ra.Observed[ca][i], rb.Observed[cb][j]
			if oa.Digest == 0 || ob.Digest == 0 || oa.Digest == ob.Digest {
				continue
			}
			if best == nil || oa.End < bestEnd {
				best = &Divergence{
					A: Step{Core: core.Name, Index: i, Origin: a.Origin[ca][i], Instr: core.Instrs[i]},
					B: Step{Core: core.Name, Index: j, Origin: b.Origin[cb][j], Instr: b.Program.Cores[cb].Instrs[j]},
				}
				bestEnd = oa.End
			}
			break
		}
	}
	return best
}

// Divergence is the first operation whose result differs between two
// lowerings.
type Divergence struct {
	A, B Step
}

// Step is one instruction of one side.
type Step struct {
	Core   string
	Index  int
	Origin Origin
	Instr  ascend.Instr
}

// String names the operation, the PyPTO source line and both .pto lines,
// and how the two destinations differ in geometry when they do.
func (d *Divergence) String() string {
	s := fmt.Sprintf("%s %s", d.A.Core, d.A.Origin.Op)
	if d.B.Origin.Op != d.A.Origin.Op {
		s += " against " + d.B.Origin.Op
	}
	if d.A.Origin.Loc != "" {
		s += " (" + d.A.Origin.Loc + ")"
	}
	s += fmt.Sprintf(": .pto lines %d and %d", d.A.Origin.Line, d.B.Origin.Line)
	if ta, tb := d.A.Instr.Dst.String(), d.B.Instr.Dst.String(); ta != tb {
		s += fmt.Sprintf(", into %s against %s", ta, tb)
	}
	return s
}

func coreNamed(p *ascend.Program, name string) int {
	for i, c := range p.Cores {
		if c.Name == name {
			return i
		}
	}
	return -1
}

// stepKey pairs instructions: the simulator's instruction (so one
// side's pto.tneg pairs with the other's pto.tabs, both vector ops) and
// the source file and line (not the column: a pass may attribute an op
// it inserts to its statement or to the call).
func stepKey(in ascend.Instr, o Origin) string {
	loc := o.Loc
	if i := strings.LastIndexByte(loc, ':'); i > 0 && strings.Count(loc, ":") >= 2 {
		loc = loc[:i]
	}
	return fmt.Sprintf("%d@%s", in.Op, loc)
}
