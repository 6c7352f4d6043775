package feedback

import (
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// Case is what one checked case produced, as far as its signals go: all
// of it is what the oracles already computed for the case.
type Case struct {
	// Backend is the target's name ("" for none).
	Backend string
	// Changed are the passes that changed the program; RejectedBy the
	// pass that refused it ("" when none did).
	Changed    []string
	RejectedBy string
	// Diagnosed are the verifier diagnostics ("Rule[code]") on the input
	// and every stage, MutantDiagnosed those on the planted mutant
	// (oracle.Result).
	Diagnosed, MutantDiagnosed []string
	// Compiled is the pipeline's output (nil when it did not compile).
	Compiled *ir.Program
	// Lowered is the compiled kernel as the simulator ran it (nil when it
	// was not simulated), and SimDiags the kinds of the simulator's
	// diagnostics.
	Lowered  *ascend.Program
	SimDiags []string
	// Findings are the case's findings as "oracle/property".
	Findings []string
	// PyPTO are the real PyPTO's outcome classes and PTOOps the PTO
	// operations read in its .pto (nil without it).
	PyPTO, PTOOps []string
}

// Signals are the case's features (see Features) hashed: sorted, each
// once. A feature's hash is the 64-bit FNV-1a of its name.
func Signals(c *Case) []uint64 {
	var s set
	s.collect(c)
	out := make([]uint64, 0, len(s.hashes))
	for h := range s.hashes {
		out = append(out, h)
	}
	slices.Sort(out)
	return out
}

// Features are the names of the case's features, sorted, each once:
//
//	pass P                 pass P changed the program
//	reject P               pass P refused it
//	diag R[c]              rule R reported code c on the input or a stage
//	mutant R[c]            ... on the planted mutant
//	op B O(S,..)->S        an op O of the compiled kernel on backend B,
//	                       with the memory spaces of its tile arguments
//	                       and of its result (T: a tensor)
//	sim B I D<-S,..        an instruction I of the simulated kernel
//	                       (TVEC by its op), with its destination's and
//	                       sources' space/layout/dtype (flags and
//	                       barriers by their pipes)
//	seq B I>J              instruction J right after I on a core
//	simdiag K              the simulator reported a diagnostic of kind K
//	finding O/P            a finding of oracle O on property P
//	pypto C, pto O         the real PyPTO's outcome class C, a PTO op O
//	                       of its .pto
func Features(c *Case) []string {
	s := set{names: map[string]bool{}}
	s.collect(c)
	out := make([]string, 0, len(s.names))
	for n := range s.names {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// set collects hashed features, and with names their names.
type set struct {
	hashes map[uint64]struct{}
	names  map[string]bool
	buf    []byte
}

// add adds the feature whose name is the concatenation of parts.
func (s *set) add(parts ...string) {
	s.buf = s.buf[:0]
	for _, p := range parts {
		s.buf = append(s.buf, p...)
	}
	if s.hashes == nil {
		s.hashes = map[uint64]struct{}{}
	}
	s.hashes[hash(s.buf)] = struct{}{}
	if s.names != nil {
		s.names[string(s.buf)] = true
	}
}

// hash is the 64-bit FNV-1a of b.
func hash(b []byte) uint64 {
	h := uint64(14695981039346656037)
	for _, c := range b {
		h ^= uint64(c)
		h *= 1099511628211
	}
	return h
}

func (s *set) collect(c *Case) {
	for _, p := range c.Changed {
		s.add("pass ", p)
	}
	if c.RejectedBy != "" {
		s.add("reject ", c.RejectedBy)
	}
	for _, d := range c.Diagnosed {
		s.add("diag ", d)
	}
	for _, d := range c.MutantDiagnosed {
		s.add("mutant ", d)
	}
	for _, f := range c.Findings {
		s.add("finding ", f)
	}
	for _, k := range c.SimDiags {
		s.add("simdiag ", k)
	}
	for _, k := range c.PyPTO {
		s.add("pypto ", k)
	}
	for _, k := range c.PTOOps {
		s.add("pto ", k)
	}
	b := c.Backend
	if b == "" {
		b = "none"
	}
	if c.Compiled != nil {
		s.ops(b, c.Compiled)
	}
	if c.Lowered != nil {
		s.instrs(b, c.Lowered)
	}
}

// ops adds an op feature per call of the compiled program.
func (s *set) ops(backend string, p *ir.Program) {
	var sig strings.Builder
	for _, f := range p.Funcs {
		ir.WalkFunc(f, func(n ir.Node) bool {
			c, ok := n.(*ir.Call)
			if !ok || c.Op == nil {
				return true
			}
			sig.Reset()
			sig.WriteByte('(')
			first := true
			for _, a := range c.Args {
				sp := space(a.Type())
				if sp == "" {
					continue
				}
				if !first {
					sig.WriteByte(',')
				}
				first = false
				sig.WriteString(sp)
			}
			sig.WriteString(")->")
			sig.WriteString(space(c.T))
			s.add("op ", backend, " ", c.Op.Name, sig.String())
			return true
		})
	}
}

// space is the memory space of a tile type ("T" for a tensor; "" for
// anything else).
func space(t ir.Type) string {
	switch t := t.(type) {
	case *ir.TileType:
		return t.Space.String()
	case *ir.TensorType:
		return "T"
	}
	return ""
}

// instrs adds an instruction feature per instruction of the lowered
// program's cores.
func (s *set) instrs(backend string, p *ascend.Program) {
	for _, core := range p.Cores {
		prev := ""
		for i := range core.Instrs {
			in := &core.Instrs[i]
			name := in.Op.String()
			if in.Op == ascend.OpVec && in.Name != "" {
				name = in.Name
			}
			if prev != "" {
				s.add("seq ", backend, " ", prev, ">", name)
			}
			prev = name
			switch in.Op {
			case ascend.OpSetFlag, ascend.OpWaitFlag:
				s.add("sim ", backend, " ", name, " ", in.SetPipe.String(), "->", in.WaitPipe.String())
				continue
			case ascend.OpBarrier:
				s.add("sim ", backend, " ", name, " ", in.Pipe.String())
				continue
			}
			var b strings.Builder
			tile(&b, &in.Dst)
			b.WriteString("<-")
			for k := range in.Src {
				if !in.Src[k].Present() {
					continue
				}
				if k > 0 {
					b.WriteByte(',')
				}
				tile(&b, &in.Src[k])
			}
			s.add("sim ", backend, " ", name, " ", b.String())
		}
	}
}

// tile writes an operand as space/layout/dtype ("-" when absent).
func tile(b *strings.Builder, t *ascend.Tile) {
	if !t.Present() {
		b.WriteByte('-')
		return
	}
	b.WriteString(t.Space.String())
	b.WriteByte('/')
	b.WriteString(t.Kind().String())
	b.WriteByte('/')
	b.WriteString(t.DType.String())
}
