package ir

import (
	"math"
	"math/bits"
	"sort"
)

// Hash is a structural hash consistent with Equal: equal programs hash
// equal. Variables hash by their order of first appearance, names and spans
// not at all, MemRefs not at all. It is stable across processes, so it can
// key corpora and caches.
func Hash(p *Program) uint64 {
	h := newHasher(false)
	funcs := append([]*Function(nil), p.Funcs...)
	sort.Slice(funcs, func(i, j int) bool { return funcs[i].Name < funcs[j].Name })
	h.u(uint64(len(funcs)))
	for _, f := range funcs {
		h.function(f)
	}
	return h.sum()
}

// Fingerprint is Hash over everything Print writes: also the program's
// name, the functions in their order, variables' names and MemRefs. Two
// programs that print differently have different fingerprints (up to a
// 64-bit collision), so comparing fingerprints tells, without printing,
// whether a pass changed a program's text or touched its input.
func Fingerprint(p *Program) uint64 {
	h := newHasher(true)
	h.s(p.Name)
	h.u(uint64(len(p.Funcs)))
	for _, f := range p.Funcs {
		h.function(f)
	}
	return h.sum()
}

// hasher mixes 64-bit words into its state, a multiply-rotate round per
// word (as xxHash64's), and finishes with its avalanche.
type hasher struct {
	x     uint64
	ids   map[*Var]uint64
	exact bool // Fingerprint: names and MemRefs too
}

const (
	hashPrime1 = 0x9E3779B185EBCA87
	hashPrime2 = 0xC2B2AE3D27D4EB4F
	hashPrime3 = 0x165667B19E3779F9
)

func newHasher(exact bool) *hasher {
	return &hasher{x: hashPrime3, ids: map[*Var]uint64{}, exact: exact}
}

func (h *hasher) u(v uint64) {
	h.x ^= bits.RotateLeft64(v*hashPrime2, 31) * hashPrime1
	h.x = bits.RotateLeft64(h.x, 27)*hashPrime1 + hashPrime3
}

func (h *hasher) sum() uint64 {
	x := h.x
	x ^= x >> 33
	x *= hashPrime2
	x ^= x >> 29
	x *= hashPrime3
	x ^= x >> 32
	return x
}

// s hashes a string's length and its bytes, eight at a time.
func (h *hasher) s(s string) {
	h.u(uint64(len(s)))
	for len(s) >= 8 {
		h.u(uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56)
		s = s[8:]
	}
	if len(s) > 0 {
		var w uint64
		for i := len(s) - 1; i >= 0; i-- {
			w = w<<8 | uint64(s[i])
		}
		h.u(w)
	}
}

func (h *hasher) v(v *Var) {
	id, ok := h.ids[v]
	if !ok {
		id = uint64(len(h.ids) + 1)
		h.ids[v] = id
		if h.exact {
			h.s(v.Name)
		}
	}
	h.u(id)
}

// memref hashes a MemRef, in Fingerprint only (Equal ignores them).
func (h *hasher) memref(m *MemRef) {
	if !h.exact {
		return
	}
	if m == nil {
		h.u(0)
		return
	}
	h.u(1 | uint64(m.Slots)<<8)
	h.u(uint64(m.Size))
	if m.Declared {
		h.u(1)
	} else {
		h.u(0)
	}
	if m.Base == nil {
		h.u(0)
	} else {
		h.v(m.Base)
	}
	h.expr(m.Offset)
	h.expr(m.SlotIndex)
}

func (h *hasher) def(v *Var) {
	h.v(v)
	h.typ(v.T)
}

func (h *hasher) function(f *Function) {
	h.s(f.Name)
	h.u(uint64(f.Kind)<<16 | uint64(f.Level)<<8 | uint64(f.Role))
	h.kwargs(f.Attrs)
	h.u(uint64(len(f.Params)))
	for i, p := range f.Params {
		h.u(uint64(dirOf(f, i)))
		h.def(p)
	}
	h.u(uint64(len(f.Returns)))
	for _, t := range f.Returns {
		h.typ(t)
	}
	h.stmt(f.Body)
}

func (h *hasher) typ(t Type) {
	h.s(TypeKindName(t))
	switch t := t.(type) {
	case *ScalarType:
		h.u(uint64(t.DType))
	case *TensorType:
		h.u(uint64(t.DType))
		h.exprs(t.Shape)
		if t.View != nil {
			h.u(1 + uint64(t.View.Layout)<<8 | uint64(t.View.Pad)<<16)
			h.exprs(t.View.Stride)
			h.exprs(t.View.ValidShape)
		} else {
			h.u(0)
		}
		h.memref(t.MemRef)
		if t.Window != nil {
			h.s(t.Window.Name)
		}
	case *TileType:
		h.u(uint64(t.DType) | uint64(t.Space)<<8)
		h.exprs(t.Shape)
		if v := t.View; v != nil {
			h.u(1 | uint64(v.BLayout)<<8 | uint64(v.SLayout)<<16 | uint64(v.Pad)<<24 | uint64(v.Compact)<<32)
			h.u(uint64(v.Fractal))
			h.exprs(v.ValidShape)
			h.exprs(v.Stride)
			h.expr(v.StartOffset)
		} else {
			h.u(0)
		}
		h.memref(t.MemRef)
	case *TupleType:
		h.u(uint64(len(t.Elems)))
		for _, e := range t.Elems {
			h.typ(e)
		}
	case *ArrayType:
		h.u(uint64(t.DType))
		h.u(uint64(t.Extent))
	}
}

func (h *hasher) exprs(es []Expr) {
	h.u(uint64(len(es)))
	for _, e := range es {
		h.expr(e)
	}
}

func (h *hasher) expr(e Expr) {
	switch e := e.(type) {
	case nil:
		h.u(0)
	case *Var:
		h.u(1)
		h.v(e)
	case *IterArg:
		h.u(2)
		h.v(&e.Var)
	case *ConstInt:
		h.u(3)
		h.u(uint64(e.DType))
		h.u(uint64(e.Value))
	case *ConstFloat:
		h.u(4)
		h.u(uint64(e.DType))
		if math.IsNaN(e.Value) {
			h.u(0x7ff8000000000001)
		} else {
			h.u(math.Float64bits(e.Value))
		}
	case *ConstBool:
		h.u(5)
		if e.Value {
			h.u(1)
		} else {
			h.u(0)
		}
	case *Binary:
		h.u(6)
		h.u(uint64(e.Op) | uint64(e.DType)<<8)
		h.expr(e.L)
		h.expr(e.R)
	case *Unary:
		h.u(7)
		h.u(uint64(e.Op) | uint64(e.DType)<<8)
		h.expr(e.X)
	case *MakeTuple:
		h.u(8)
		h.exprs(e.Elems)
	case *TupleGetItem:
		h.u(9)
		h.u(uint64(e.Index))
		h.expr(e.Tuple)
	case *Submit:
		h.submit(e)
	case *Call:
		h.u(10)
		if e.Op == nil {
			h.u(0)
		} else {
			h.u(1)
		}
		h.s(e.OpName())
		h.exprs(e.Args)
		h.kwargs(e.Kwargs)
		h.kwargs(e.Attrs)
		h.typ(e.T)
	}
}

func (h *hasher) submit(e *Submit) {
	h.u(11)
	h.s(e.Callee)
	h.exprs(e.Args)
	h.exprs(e.Deps)
	h.exprs(e.Dumps)
	h.expr(e.CoreNum)
	flags := uint64(0)
	if e.SyncStart {
		flags |= 1
	}
	if e.AllowEarlyResolve {
		flags |= 2
	}
	h.u(flags)
	h.kwargs(e.Attrs)
	h.typ(e.T)
}

// kwargs hashes kwargs or attrs as the unique-keyed map PyPTO's structural
// hash and equality take them for: in any order (the entries' digests are
// summed), as equal.go compares them.
func (h *hasher) kwargs(kws []Kwarg) {
	h.u(uint64(len(kws)))
	var sum uint64
	for _, kw := range kws {
		e := hasher{exact: h.exact, ids: h.ids}
		e.s(kw.Key)
		e.kwValue(kw.Value)
		sum += e.sum()
	}
	h.u(sum)
}

func (h *hasher) kwValue(v any) {
	switch x := v.(type) {
	case []any:
		h.u(uint64(len(x)))
		for _, e := range x {
			h.kwValue(e)
		}
	case float64:
		h.s("f")
		h.u(math.Float64bits(x))
	case string:
		h.s("s")
		h.s(x)
	case Expr:
		h.s("e")
		h.expr(x)
	default:
		var p printer
		h.s(p.kwValue(v))
	}
}

func (h *hasher) stmt(s Stmt) {
	h.s(stmtKind(s))
	switch s := s.(type) {
	case *SeqStmts:
		h.u(uint64(len(s.Stmts)))
		for _, c := range s.Stmts {
			h.stmt(c)
		}
	case *AssignStmt:
		h.expr(s.Value)
		h.def(s.Var)
	case *EvalStmt:
		h.expr(s.Expr)
	case *YieldStmt:
		h.exprs(s.Values)
	case *ReturnStmt:
		h.exprs(s.Values)
	case *IfStmt:
		h.expr(s.Cond)
		h.stmt(s.Then)
		h.stmt(s.Else)
		h.u(uint64(len(s.ReturnVars)))
		for _, v := range s.ReturnVars {
			h.def(v)
		}
	case *ForStmt:
		h.u(uint64(s.Kind))
		h.kwargs(s.Attrs)
		h.expr(s.Start)
		h.expr(s.Stop)
		h.expr(s.Step)
		h.iterArgs(s.IterArgs)
		h.def(s.LoopVar)
		h.stmt(s.Body)
		h.u(uint64(len(s.ReturnVars)))
		for _, v := range s.ReturnVars {
			h.def(v)
		}
	case *WhileStmt:
		h.iterArgs(s.IterArgs)
		h.expr(s.Cond)
		h.stmt(s.Body)
		h.u(uint64(len(s.ReturnVars)))
		for _, v := range s.ReturnVars {
			h.def(v)
		}
	case *ScopeStmt:
		h.u(uint64(s.Kind) | uint64(s.Level)<<8 | uint64(s.Role)<<16 | uint64(s.Split)<<24 | b2u(s.SyncStart)<<32 | b2u(s.Manual)<<33)
		h.s(s.Name)
		h.u(uint64(s.Count))
		h.u(b2u(s.AllowEarlyResolve) | b2u(s.Windowize)<<1 | uint64(s.SlotNum)<<2)
		h.expr(s.CoreNum)
		h.exprs(s.Deps)
		h.exprs(s.NoDepArgs)
		h.exprs(s.Dumps)
		if s.TaskID != nil {
			h.expr(s.TaskID)
		}
		h.u(uint64(len(s.Devices)))
		for _, d := range s.Devices {
			h.u(uint64(d))
		}
		for _, w := range s.Slots {
			h.s(w.Name)
		}
		h.stmt(s.Body)
	}
}

func (h *hasher) iterArgs(ias []*IterArg) {
	h.u(uint64(len(ias)))
	for _, ia := range ias {
		h.expr(ia.Init)
		h.def(&ia.Var)
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
