package ir

import "strings"

// BufferRoots is PyPTO's BufferRootCollector
// (src/ir/transforms/utils/buffer_root_collector.cpp): for each
// variable of a function, the variable that owns its buffer, when that is
// known unambiguously. Parameters, tensor.create and tensor.slice results
// own their buffers; a tensor.assemble result and a plain alias share
// their source's; a call of a program function returns the buffer of its
// Out/InOut argument (the only one, or the one whose shape and dtype match
// the result); loop carries and if phis take the union of the candidates
// their inputs may hold, and a variable with more than one candidate (or
// an unresolved one) has no root under AmbiguousRootPolicy kSkip
// (CollectBufferRoots), its first candidate under kFirstOutput
// (CollectBufferRootsFirstOutput), where a call whose result matches none
// of its outputs also takes its first output's buffer (:191-197,
// :249-251).
type BufferRoots struct {
	// Root is the owning variable of each variable with an unambiguous one
	// (under kFirstOutput, also of an ambiguous one: its first candidate).
	Root map[*Var]*Var

	prog        *Program
	firstOutput bool // AmbiguousRootPolicy kFirstOutput
	cands       map[*Var][]*Var
	ambiguous   map[*Var]bool
	tuples      map[*Var][]rootInfo
}

type rootInfo struct {
	roots     []*Var
	ambiguous bool
}

// CollectBufferRoots runs the collector over function f of p (Initialize
// with the parameters, then VisitStmt of the body).
func CollectBufferRoots(p *Program, f *Function) *BufferRoots {
	return collectBufferRoots(p, f, false)
}

// CollectBufferRootsFirstOutput is CollectBufferRoots under
// AmbiguousRootPolicy kFirstOutput, the policy DeriveCallDirections uses
// (derive_call_directions_pass.cpp:584-590).
func CollectBufferRootsFirstOutput(p *Program, f *Function) *BufferRoots {
	return collectBufferRoots(p, f, true)
}

func collectBufferRoots(p *Program, f *Function, firstOutput bool) *BufferRoots {
	r := &BufferRoots{Root: map[*Var]*Var{}, prog: p, firstOutput: firstOutput, cands: map[*Var][]*Var{}, ambiguous: map[*Var]bool{}, tuples: map[*Var][]rootInfo{}}
	for _, prm := range f.Params {
		r.record(prm, []*Var{prm}, false)
	}
	r.stmt(f.Body)
	return r
}

// Resolve is the root of a variable expression (nil: none known).
func (r *BufferRoots) Resolve(e Expr) *Var {
	if v, ok := e.(VarLike); ok {
		return r.Root[v.VarRef()]
	}
	return nil
}

func (r *BufferRoots) candidates(e Expr) []*Var {
	if v, ok := e.(VarLike); ok {
		return r.cands[v.VarRef()]
	}
	return nil
}

// Ambiguous reports whether a variable's buffer may be one of several
// (a loop carry, an if phi or a call result with more than one candidate,
// or an unresolved one): PyPTO's ambiguous_buffer_vars.
func (r *BufferRoots) Ambiguous(v *Var) bool { return r.ambiguous[v] }

func (r *BufferRoots) isAmbiguous(e Expr) bool {
	v, ok := e.(VarLike)
	return ok && r.ambiguous[v.VarRef()]
}

// record is RecordRootCandidates (:177-201).
func (r *BufferRoots) record(v *Var, roots []*Var, unresolved bool) {
	if v == nil {
		return
	}
	var unique []*Var
	for _, x := range roots {
		if x != nil && !containsVar(unique, x) {
			unique = append(unique, x)
		}
	}
	if len(unique) == 0 {
		return
	}
	r.cands[v] = unique
	if unresolved || len(unique) > 1 {
		r.ambiguous[v] = true
		if r.firstOutput {
			r.Root[v] = unique[0]
		} else {
			delete(r.Root, v)
		}
		return
	}
	delete(r.ambiguous, v)
	r.Root[v] = unique[0]
}

func containsVar(vs []*Var, v *Var) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// stmt visits statements in IRVisitor order with the collector's
// overrides (:38-150).
func (r *BufferRoots) stmt(s Stmt) {
	switch s := s.(type) {
	case *SeqStmts:
		for _, c := range s.Stmts {
			r.stmt(c)
		}
	case *AssignStmt:
		r.assign(s)
	case *IfStmt:
		r.stmt(s.Then)
		r.stmt(s.Else)
		if len(s.ReturnVars) == 0 || s.Else == nil {
			return
		}
		ty, ey := TrailingYield(s.Then, SSATransparent), TrailingYield(s.Else, SSATransparent)
		if ty == nil || ey == nil {
			return
		}
		for i := 0; i < len(s.ReturnVars) && i < len(ty.Values) && i < len(ey.Values); i++ {
			roots := append([]*Var(nil), r.candidates(ty.Values[i])...)
			elseRoots := r.candidates(ey.Values[i])
			for _, x := range elseRoots {
				if !containsVar(roots, x) {
					roots = append(roots, x)
				}
			}
			unresolved := len(roots) == 0 || r.isAmbiguous(ty.Values[i]) || r.isAmbiguous(ey.Values[i]) ||
				len(r.candidates(ty.Values[i])) == 0 || len(elseRoots) == 0
			r.record(s.ReturnVars[i], roots, unresolved)
		}
	case *ForStmt:
		inits := r.carryInits(s.IterArgs)
		r.stmt(s.Body)
		guaranteed := false
		start, ok1 := ConstValue(s.Start)
		stop, ok2 := ConstValue(s.Stop)
		step, ok3 := ConstValue(s.Step)
		if ok1 && ok2 && ok3 {
			guaranteed = tripCount(start, stop, step) > 0
		}
		r.loopReturns(s.Body, s.ReturnVars, inits, guaranteed)
	case *WhileStmt:
		inits := r.carryInits(s.IterArgs)
		r.stmt(s.Body)
		r.loopReturns(s.Body, s.ReturnVars, inits, false)
	case *ScopeStmt:
		r.stmt(s.Body)
	}
}

// tripCount is ComputeStaticTripCount (0 for a zero step).
func tripCount(start, stop, step int64) int64 {
	switch {
	case step > 0 && stop > start:
		return (stop - start + step - 1) / step
	case step < 0 && start > stop:
		return (start - stop - step - 1) / -step
	}
	return 0
}

// carryInits is InitializeLoopCarryRoots (:72-82).
func (r *BufferRoots) carryInits(ias []*IterArg) [][]*Var {
	out := make([][]*Var, len(ias))
	for i, ia := range ias {
		if ia == nil {
			continue
		}
		out[i] = r.candidates(ia.Init)
		r.record(&ia.Var, out[i], r.isAmbiguous(ia.Init))
	}
	return out
}

// loopReturns is RecordLoopReturnRoots (:84-103).
func (r *BufferRoots) loopReturns(body Stmt, rvs []*Var, inits [][]*Var, guaranteed bool) {
	y := TrailingYield(body, SSATransparent)
	if y == nil {
		return
	}
	for i := 0; i < len(rvs) && i < len(y.Values); i++ {
		roots := append([]*Var(nil), r.candidates(y.Values[i])...)
		unresolved := len(roots) == 0 || r.isAmbiguous(y.Values[i])
		if !guaranteed && i < len(inits) {
			if len(inits[i]) == 0 {
				unresolved = true
			}
			for _, x := range inits[i] {
				if !containsVar(roots, x) {
					roots = append(roots, x)
				}
			}
		}
		r.record(rvs[i], roots, unresolved)
	}
}

// isBuiltinOpName is op_predicates::IsBuiltinOp (op_predicates.cpp:83-87).
func isBuiltinOpName(name string) bool {
	return strings.HasPrefix(name, "tile.") || strings.HasPrefix(name, "tensor.") ||
		strings.HasPrefix(name, "system.") || strings.HasPrefix(name, "array.") || name == "pld.system.get_comm_ctx"
}

// assign is VisitStmt_(AssignStmt) (:105-156).
func (r *BufferRoots) assign(a *AssignStmt) {
	var name string
	var args []Expr
	var t Type
	switch v := a.Value.(type) {
	case *Call:
		name, args, t = v.OpName(), v.Args, v.T
		switch v.Op {
		case TensorCreate, TensorSlice:
			r.record(a.Var, []*Var{a.Var}, false)
			return
		case TensorAssemble:
			if len(v.Args) == 3 {
				r.record(a.Var, r.candidates(v.Args[0]), r.isAmbiguous(v.Args[0]))
			}
			return
		}
	case *Submit:
		name, args, t = v.Callee, v.Args, v.T
	case *TupleGetItem:
		if tv, ok := v.Tuple.(VarLike); ok {
			if infos, ok := r.tuples[tv.VarRef()]; ok && v.Index >= 0 && v.Index < len(infos) && len(infos[v.Index].roots) > 0 {
				r.record(a.Var, infos[v.Index].roots, infos[v.Index].ambiguous)
			}
		}
		return
	case VarLike:
		r.record(a.Var, r.candidates(v), r.isAmbiguous(v))
		return
	default:
		return
	}
	if isBuiltinOpName(name) {
		return
	}
	outs, types := r.outputRoots(name, args)
	if _, ok := t.(*TupleType); ok {
		r.tuples[a.Var] = outs
		return
	}
	if info := r.selectReturn(outs, types, t); len(info.roots) > 0 {
		r.record(a.Var, info.roots, info.ambiguous)
	}
}

// outputRoots is CollectCallOutputRoots (:203-218): the candidates of the
// arguments in the callee's Out / InOut slots, with their types.
func (r *BufferRoots) outputRoots(callee string, args []Expr) ([]rootInfo, []Type) {
	var f *Function
	for _, g := range r.prog.Funcs {
		if g != nil && g.Name == callee {
			f = g
			break
		}
	}
	if f == nil {
		return nil, nil
	}
	var outs []rootInfo
	var types []Type
	for i := 0; i < len(f.Dirs) && i < len(args); i++ {
		if f.Dirs[i] != Out && f.Dirs[i] != InOut || args[i] == nil {
			continue
		}
		outs = append(outs, rootInfo{roots: r.candidates(args[i]), ambiguous: r.isAmbiguous(args[i])})
		types = append(types, args[i].Type())
	}
	return outs, types
}

// selectReturn is SelectReturnRootInfo (:220-252).
func (r *BufferRoots) selectReturn(outs []rootInfo, types []Type, ret Type) rootInfo {
	switch len(outs) {
	case 0:
		return rootInfo{}
	case 1:
		return outs[0]
	}
	match := -1
	ambiguous := false
	for i, o := range outs {
		if len(o.roots) == 0 || !tensorShapeDtypeMatch(types[i], ret) {
			continue
		}
		if match < 0 {
			match = i
		} else if !sameVarList(outs[match].roots, o.roots) || outs[match].ambiguous != o.ambiguous {
			ambiguous = true
		}
	}
	if match >= 0 && !ambiguous {
		return outs[match]
	}
	if r.firstOutput {
		return outs[0]
	}
	return rootInfo{}
}

func sameVarList(a, b []*Var) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// tensorShapeDtypeMatch is TypesMatchShapeDtype (:254-264).
func tensorShapeDtypeMatch(a, b Type) bool {
	ta, ok1 := a.(*TensorType)
	tb, ok2 := b.(*TensorType)
	return ok1 && ok2 && ta.DType == tb.DType && exprsSame(ta.Shape, tb.Shape)
}
