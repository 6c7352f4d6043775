package ascend

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// Kind is the category of a diagnostic; there is one per kind of defect
// the simulator detects.
type Kind uint8

// The diagnostic kinds.
const (
	KindCapacity      Kind = iota + 1 // a tile extends beyond its buffer's usable capacity
	KindAlignment                     // a tile address or an extract index is misaligned
	KindOutOfBounds                   // a GM window or an extract window leaves its tensor / tile
	KindPoison                        // bytes never written are read as data
	KindPitchMismatch                 // bytes are read at another pitch than they were written at
	KindHazard                        // RAW / WAR / WAW between instructions with no happens-before edge
	KindDeadlock                      // no pipe can make progress
	KindFlagLeftSet                   // a set_flag is never waited for
	KindEventID                       // an event id outside [0, NumEvents)
	KindFlagDoubleSet                 // a flag is set again before its wait
	KindIllegal                       // an instruction form the hardware does not have
	numKinds
)

var kindNames = [numKinds]string{"", "capacity", "alignment", "out-of-bounds", "poison-read", "pitch-mismatch", "hazard", "deadlock", "flag-left-set", "event-id", "flag-double-set", "illegal"}

func (k Kind) String() string {
	if k < numKinds && k > 0 {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Severity says whether a diagnostic means the kernel is wrong (Error) or
// suspicious (Warning).
type Severity uint8

// The severities.
const (
	Error Severity = iota
	Warning
)

func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// HazardKind is the kind of a data hazard, named by program order: RAW is
// a read of bytes an earlier instruction writes, WAR a write of bytes an
// earlier instruction reads, WAW two writes.
type HazardKind uint8

// The hazard kinds.
const (
	NoHazard HazardKind = iota
	RAW
	WAR
	WAW
)

func (h HazardKind) String() string { return [...]string{"", "RAW", "WAR", "WAW"}[h] }

// Diagnostic is one finding of a simulation. Instrs lists the instructions
// involved in program order (the earlier first) and Pipes their pipes; the
// buffer is (Core, Space) for an on-chip buffer or Tensor for GM
// (Space == ir.DDR); [Lo, Hi) is the byte range concerned (Hi == 0: none).
type Diagnostic struct {
	Kind     Kind
	Severity Severity
	Hazard   HazardKind
	Instrs   []InstrRef
	Pipes    []ir.PipeType
	Core     int
	Space    ir.MemorySpace
	Tensor   int
	Lo, Hi   int64
	Message  string
}

func (d *Diagnostic) String() string {
	return d.Kind.String() + ": " + d.Message
}

// diagKey dedupes dynamic diagnostics: one per (kind, instructions,
// buffer), whose byte range grows to cover every conflicting block.
type diagKey struct {
	kind Kind
	sub  uint8
	a, b int32
	buf  *Buffer
}

// diagAux carries kind-specific numbers for the message rendered at the
// end of the run (pitches, flag pipes and event id).
type diagAux struct{ a, b, c int64 }

// addDiag appends a diagnostic and returns its index.
func (s *Sim) addDiag(d Diagnostic, aux diagAux) int {
	s.diags = append(s.diags, d)
	s.aux = append(s.aux, aux)
	return len(s.diags) - 1
}

// bufDiag fills the buffer fields of d.
func (s *Sim) bufDiag(d *Diagnostic, b *Buffer) {
	d.Core, d.Space, d.Tensor = b.core, b.space, b.tensor
	if b.core < 0 {
		d.Space = ir.DDR
	}
}

// describe names an instruction: core, index, mnemonic and label.
func (s *Sim) describe(id int32) string {
	r := s.refs[id]
	in := s.ins[id]
	str := fmt.Sprintf("%s#%d %s", s.prog.Cores[r.Core].Name, r.Index, in.Mnemonic())
	if in.Label != "" {
		str += "(" + in.Label + ")"
	}
	return str
}

func (s *Sim) idOf(r InstrRef) int32 { return int32(s.cores[r.Core].base + r.Index) }

// rangeName renders the buffer and byte range of a diagnostic.
func (s *Sim) rangeName(d *Diagnostic) string {
	var buf string
	if d.Space == ir.DDR {
		buf = "GM " + s.prog.Tensors[d.Tensor].Name
	} else {
		buf = s.prog.Cores[d.Core].Name + " " + spaceName(d.Space)
	}
	return fmt.Sprintf("%s[%#x, %#x)", buf, d.Lo, d.Hi)
}

// render writes the messages of the diagnostics found while running.
func (s *Sim) render() {
	for i := range s.diags {
		d := &s.diags[i]
		if d.Message != "" {
			continue
		}
		aux := s.aux[i]
		switch d.Kind {
		case KindHazard:
			a, b := s.idOf(d.Instrs[0]), s.idOf(d.Instrs[1])
			pa, pb := d.Pipes[0], d.Pipes[1]
			var what string
			switch d.Hazard {
			case RAW:
				what = fmt.Sprintf("%s (%s) reads %s written by %s (%s)", s.describe(b), pb, s.rangeName(d), s.describe(a), pa)
			case WAR:
				what = fmt.Sprintf("%s (%s) writes %s read by %s (%s)", s.describe(b), pb, s.rangeName(d), s.describe(a), pa)
			default:
				what = fmt.Sprintf("%s (%s) writes %s also written by %s (%s)", s.describe(b), pb, s.rangeName(d), s.describe(a), pa)
			}
			var fix string
			switch {
			case d.Instrs[0].Core != d.Instrs[1].Core:
				fix = "no cross-core synchronization orders them"
			case pa == pb:
				fix = fmt.Sprintf("missing pipe_barrier(%s) between them", pa)
			default:
				fix = fmt.Sprintf("missing set_flag(%s, %s) / wait_flag(%s, %s) between them", pa, pb, pa, pb)
			}
			d.Message = fmt.Sprintf("%s: %s with no happens-before edge; %s", d.Hazard, what, fix)
		case KindPitchMismatch:
			d.Message = fmt.Sprintf("%s (%s) reads %s at pitch %d, but %s (%s) wrote it at pitch %d",
				s.describe(s.idOf(d.Instrs[1])), d.Pipes[1], s.rangeName(d), aux.b, s.describe(s.idOf(d.Instrs[0])), d.Pipes[0], aux.a)
		case KindPoison:
			d.Message = fmt.Sprintf("%s (%s) reads never-written bytes %s", s.describe(s.idOf(d.Instrs[0])), d.Pipes[0], s.rangeName(d))
		case KindFlagDoubleSet:
			d.Message = fmt.Sprintf("%s sets flag (%s, %s, event %d) again before the flag %s set was waited for",
				s.describe(s.idOf(d.Instrs[1])), ir.PipeType(aux.a), ir.PipeType(aux.b), aux.c, s.describe(s.idOf(d.Instrs[0])))
		}
	}
}
