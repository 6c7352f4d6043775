package ir

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Structural equality: two programs are equal when they have the same
// functions (by name) whose bodies match node for node, with variables
// compared up to renaming (alpha-equivalence): a bijection between the
// variables of the two sides is built at definition sites, and free
// variables (pl.dynamic dims, string-named MemRef bases) are mapped on first
// meeting. Spans, name hints and the program name are ignored. MemRefs on
// types are compared only in strict mode (PyPTO's StructuralEqual excludes
// them: they are an allocation detail bound to the variable).

// Equal reports whether two programs are structurally equal.
func Equal(a, b *Program) bool { return Diff(a, b) == "" }

// EqualStrict is Equal that also compares MemRefs (base up to renaming,
// byte offset, size).
func EqualStrict(a, b *Program) bool { return DiffStrict(a, b) == "" }

// Diff returns "" when the programs are equal, else the path to the first
// difference and what differs there.
func Diff(a, b *Program) string { return newEq(false).program(a, b) }

// DiffStrict is Diff in strict mode.
func DiffStrict(a, b *Program) string { return newEq(true).program(a, b) }

// TypeEqual compares two types without variable mapping (dims by identity
// and value), ignoring MemRefs.
func TypeEqual(a, b Type) bool {
	q := newEq(false)
	q.identity = true
	return q.typ(a, b)
}

type eqState struct {
	strict   bool
	identity bool // vars compare by pointer (no mapping)
	fwd, bwd map[*Var]*Var
	path     []pathStep
	diff     string
}

// pathStep is one step of the path to a difference. Steps are formatted
// only when a difference is found, so comparing equal programs builds no
// strings.
type pathStep struct {
	pre  string
	n    int
	name string
	form stepForm
}

type stepForm uint8

const (
	stepNamed    stepForm = iota // pre + name: "func main", "memref"
	stepNumbered                 // pre + " " + n: "stmt 3"
	stepElem                     // pre + "[" + n + "]": "shape[1]"
	stepParam                    // "param n (name)"
)

func (s pathStep) String() string {
	switch s.form {
	case stepNumbered:
		return s.pre + " " + strconv.Itoa(s.n)
	case stepElem:
		return s.pre + "[" + strconv.Itoa(s.n) + "]"
	case stepParam:
		return s.pre + " " + strconv.Itoa(s.n) + " (" + s.name + ")"
	}
	return s.pre + s.name
}

func (q *eqState) push(s pathStep) { q.path = append(q.path, s) }
func (q *eqState) pop()            { q.path = q.path[:len(q.path)-1] }

func newEq(strict bool) *eqState {
	return &eqState{strict: strict, fwd: map[*Var]*Var{}, bwd: map[*Var]*Var{}}
}

func (q *eqState) fail(format string, a ...any) bool {
	if q.diff == "" {
		steps := make([]string, len(q.path))
		for i, s := range q.path {
			steps[i] = s.String()
		}
		q.diff = strings.Join(steps, " / ") + ": " + fmt.Sprintf(format, a...)
	}
	return false
}

func (q *eqState) program(a, b *Program) string {
	if len(a.Funcs) != len(b.Funcs) {
		q.fail("%d functions vs %d", len(a.Funcs), len(b.Funcs))
		return q.diff
	}
	for _, fa := range a.Funcs {
		fb := b.Func(fa.Name)
		if fb == nil {
			q.fail("function %s is missing on the right", fa.Name)
			return q.diff
		}
		// Each function has its own variable space; free variables shared
		// across functions keep one mapping program-wide.
		if !q.function(fa, fb) {
			return q.diff
		}
	}
	return ""
}

func (q *eqState) function(a, b *Function) bool {
	q.push(pathStep{pre: "func ", name: a.Name})
	defer q.pop()
	switch {
	case a.Kind != b.Kind:
		return q.fail("function type %s vs %s", a.Kind, b.Kind)
	case a.Level != b.Level || a.Role != b.Role:
		return q.fail("level/role %s/%s vs %s/%s", a.Level, a.Role, b.Level, b.Role)
	case len(a.Params) != len(b.Params):
		return q.fail("%d params vs %d", len(a.Params), len(b.Params))
	case len(a.Returns) != len(b.Returns):
		return q.fail("%d return types vs %d", len(a.Returns), len(b.Returns))
	}
	if !q.kwargs("attrs", a.Attrs, b.Attrs) {
		return false
	}
	for i := range a.Params {
		if dirOf(a, i) != dirOf(b, i) {
			return q.fail("param %d direction %s vs %s", i, dirOf(a, i), dirOf(b, i))
		}
		q.push(pathStep{pre: "param", n: i, name: a.Params[i].Name, form: stepParam})
		ok := q.def(a.Params[i], b.Params[i])
		q.pop()
		if !ok {
			return false
		}
	}
	for i := range a.Returns {
		q.push(pathStep{pre: "return type", n: i, form: stepNumbered})
		ok := q.typ(a.Returns[i], b.Returns[i])
		q.pop()
		if !ok {
			return false
		}
	}
	return q.stmt(a.Body, b.Body)
}

func dirOf(f *Function, i int) ParamDirection {
	if i < len(f.Dirs) {
		return f.Dirs[i]
	}
	return In
}

// def maps a definition on the left to one on the right and compares their
// types.
func (q *eqState) def(a, b *Var) bool {
	if a == nil || b == nil {
		if a != b {
			return q.fail("definition present on one side only")
		}
		return true
	}
	if !q.identity {
		if m, ok := q.fwd[a]; ok && m != b {
			return q.fail("%s is defined twice on the left but maps to different variables", a.Name)
		}
		if m, ok := q.bwd[b]; ok && m != a {
			return q.fail("%s (right) is already bound to another variable", b.Name)
		}
		q.fwd[a], q.bwd[b] = b, a
	}
	return q.typ(a.T, b.T)
}

// use compares two variable references.
func (q *eqState) use(a, b *Var) bool {
	if q.identity {
		if a != b {
			return q.fail("variable %s vs %s", a.Name, b.Name)
		}
		return true
	}
	m, ok := q.fwd[a]
	if !ok {
		// Free on the left: map on first meeting.
		if r, taken := q.bwd[b]; taken && r != a {
			return q.fail("variable %s vs %s", a.Name, b.Name)
		}
		q.fwd[a], q.bwd[b] = b, a
		return true
	}
	if m != b {
		return q.fail("variable %s vs %s", a.Name, b.Name)
	}
	return true
}

func (q *eqState) typ(a, b Type) bool {
	if a == b {
		return true
	}
	if TypeKindName(a) != TypeKindName(b) {
		return q.fail("type %s vs %s", PrintType(a), PrintType(b))
	}
	switch a := a.(type) {
	case *ScalarType:
		if a.DType != b.(*ScalarType).DType {
			return q.fail("type %s vs %s", PrintType(a), PrintType(b))
		}
	case *TensorType:
		bt := b.(*TensorType)
		if a.DType != bt.DType {
			return q.fail("dtype %s vs %s", a.DType, bt.DType)
		}
		if !q.exprs("shape", a.Shape, bt.Shape) {
			return false
		}
		if (a.View == nil) != (bt.View == nil) {
			return q.fail("tensor view %s vs %s", PrintType(a), PrintType(b))
		}
		if a.View != nil {
			if a.View.Layout != bt.View.Layout || a.View.Pad != bt.View.Pad {
				return q.fail("tensor view %s vs %s", PrintType(a), PrintType(b))
			}
			if !q.exprs("stride", a.View.Stride, bt.View.Stride) || !q.exprs("valid_shape", a.View.ValidShape, bt.View.ValidShape) {
				return false
			}
		}
		if q.strict && !q.memref(a.MemRef, bt.MemRef) {
			return false
		}
		// window_buffer_ (structural_equal.cpp:1114-1130): presence, then
		// the buffer, by name.
		if (a.Window == nil) != (bt.Window == nil) || a.Window != nil && a.Window.Name != bt.Window.Name {
			return q.fail("window_buffer %s vs %s", windowName(a.Window), windowName(bt.Window))
		}
	case *TileType:
		bt := b.(*TileType)
		if a.DType != bt.DType {
			return q.fail("dtype %s vs %s", a.DType, bt.DType)
		}
		if a.Space != bt.Space {
			return q.fail("memory space %s vs %s", a.Space, bt.Space)
		}
		if !q.exprs("shape", a.Shape, bt.Shape) {
			return false
		}
		if (a.View == nil) != (bt.View == nil) {
			return q.fail("tile view %s vs %s", PrintType(a), PrintType(b))
		}
		if a.View != nil {
			va, vb := a.View, bt.View
			if va.BLayout != vb.BLayout || va.SLayout != vb.SLayout || va.Fractal != vb.Fractal || va.Pad != vb.Pad || va.Compact != vb.Compact {
				return q.fail("tile view %s vs %s", PrintType(a), PrintType(b))
			}
			if !q.exprs("valid_shape", va.ValidShape, vb.ValidShape) || !q.exprs("stride", va.Stride, vb.Stride) || !q.optExpr("start_offset", va.StartOffset, vb.StartOffset) {
				return false
			}
		}
		if q.strict && !q.memref(a.MemRef, bt.MemRef) {
			return false
		}
	case *TupleType:
		bt := b.(*TupleType)
		if len(a.Elems) != len(bt.Elems) {
			return q.fail("tuple of %d vs %d", len(a.Elems), len(bt.Elems))
		}
		for i := range a.Elems {
			if !q.typ(a.Elems[i], bt.Elems[i]) {
				return false
			}
		}
	case *ArrayType:
		bt := b.(*ArrayType)
		if a.DType != bt.DType || a.Extent != bt.Extent {
			return q.fail("type %s vs %s", PrintType(a), PrintType(b))
		}
	}
	return true
}

func (q *eqState) memref(a, b *MemRef) bool {
	q.push(pathStep{pre: "memref"})
	defer q.pop()
	if (a == nil) != (b == nil) {
		return q.fail("MemRef present on one side only")
	}
	if a == nil {
		return true
	}
	if a.Size != b.Size || a.Slots != b.Slots || a.Declared != b.Declared {
		return q.fail("MemRef size/slots %d/%d vs %d/%d", a.Size, a.Slots, b.Size, b.Slots)
	}
	if (a.Base == nil) != (b.Base == nil) || a.Base != nil && !q.use(a.Base, b.Base) {
		return q.fail("MemRef base differs")
	}
	return q.optExpr("byte_offset", a.Offset, b.Offset) && q.optExpr("slot", a.SlotIndex, b.SlotIndex)
}

func (q *eqState) exprs(what string, a, b []Expr) bool {
	if len(a) != len(b) {
		return q.fail("%s has %d elements vs %d", what, len(a), len(b))
	}
	for i := range a {
		q.push(pathStep{pre: what, n: i, form: stepElem})
		ok := q.expr(a[i], b[i])
		q.pop()
		if !ok {
			return false
		}
	}
	return true
}

func (q *eqState) optExpr(what string, a, b Expr) bool {
	if (a == nil) != (b == nil) {
		return q.fail("%s present on one side only", what)
	}
	if a == nil {
		return true
	}
	q.push(pathStep{pre: what})
	defer q.pop()
	return q.expr(a, b)
}

func (q *eqState) expr(a, b Expr) bool {
	if a == nil || b == nil {
		if a != b {
			return q.fail("expression present on one side only")
		}
		return true
	}
	av, aIsVar := a.(VarLike)
	bv, bIsVar := b.(VarLike)
	if aIsVar || bIsVar {
		if !aIsVar || !bIsVar {
			return q.fail("%s vs %s", PrintExpr(a), PrintExpr(b))
		}
		_, aIA := a.(*IterArg)
		_, bIA := b.(*IterArg)
		if aIA != bIA {
			return q.fail("%s vs %s (iter arg vs variable)", PrintExpr(a), PrintExpr(b))
		}
		return q.use(av.VarRef(), bv.VarRef())
	}
	switch a := a.(type) {
	case *ConstInt:
		bc, ok := b.(*ConstInt)
		if !ok || a.Value != bc.Value || a.DType != bc.DType {
			return q.fail("%s vs %s", PrintExpr(a), PrintExpr(b))
		}
	case *ConstFloat:
		bc, ok := b.(*ConstFloat)
		if !ok || a.DType != bc.DType || math.Float64bits(a.Value) != math.Float64bits(bc.Value) && !(math.IsNaN(a.Value) && math.IsNaN(bc.Value)) {
			return q.fail("%s vs %s", PrintExpr(a), PrintExpr(b))
		}
	case *ConstBool:
		bc, ok := b.(*ConstBool)
		if !ok || a.Value != bc.Value {
			return q.fail("%s vs %s", PrintExpr(a), PrintExpr(b))
		}
	case *Binary:
		bb, ok := b.(*Binary)
		if !ok || a.Op != bb.Op || a.DType != bb.DType {
			return q.fail("%s vs %s", PrintExpr(a), PrintExpr(b))
		}
		return q.expr(a.L, bb.L) && q.expr(a.R, bb.R)
	case *Unary:
		bu, ok := b.(*Unary)
		if !ok || a.Op != bu.Op || a.DType != bu.DType {
			return q.fail("%s vs %s", PrintExpr(a), PrintExpr(b))
		}
		return q.expr(a.X, bu.X)
	case *MakeTuple:
		bt, ok := b.(*MakeTuple)
		if !ok {
			return q.fail("%s vs %s", PrintExpr(a), PrintExpr(b))
		}
		return q.exprs("elems", a.Elems, bt.Elems)
	case *TupleGetItem:
		bt, ok := b.(*TupleGetItem)
		if !ok || a.Index != bt.Index {
			return q.fail("%s vs %s", PrintExpr(a), PrintExpr(b))
		}
		return q.expr(a.Tuple, bt.Tuple)
	case *Call:
		bc, ok := b.(*Call)
		if !ok || a.OpName() != bc.OpName() || (a.Op == nil) != (bc.Op == nil) {
			return q.fail("call %s vs %s", a.OpName(), describeExpr(b))
		}
		q.push(pathStep{pre: a.OpName()})
		defer q.pop()
		if !q.exprs("args", a.Args, bc.Args) || !q.kwargs("kwargs", a.Kwargs, bc.Kwargs) || !q.kwargs("attrs", a.Attrs, bc.Attrs) {
			return false
		}
		q.push(pathStep{pre: "type"})
		defer q.pop()
		return q.typ(a.T, bc.T)
	case *Submit:
		bs, ok := b.(*Submit)
		if !ok || a.Callee != bs.Callee || a.SyncStart != bs.SyncStart || a.AllowEarlyResolve != bs.AllowEarlyResolve {
			return q.fail("submit of %s vs %s", a.Callee, describeExpr(b))
		}
		q.push(pathStep{pre: "submit ", name: a.Callee})
		defer q.pop()
		return q.exprs("args", a.Args, bs.Args) && q.exprs("deps", a.Deps, bs.Deps) && q.exprs("dumps", a.Dumps, bs.Dumps) &&
			q.optExpr("core_num", a.CoreNum, bs.CoreNum) && q.kwargs("attrs", a.Attrs, bs.Attrs) && q.typ(a.T, bs.T)
	default:
		return q.fail("unknown expression %T", a)
	}
	return true
}

func describeExpr(e Expr) string {
	if c, ok := e.(*Call); ok {
		return c.OpName()
	}
	return PrintExpr(e)
}

// kwargs compares kwargs or attrs as a unique-keyed map, in any order, as
// PyPTO's structural equality does (src/ir/transforms/structural_equal.cpp:
// 546-600): each entry matches the other side's entry of its key, each
// matched at most once, so a duplicate key is a difference.
func (q *eqState) kwargs(what string, a, b []Kwarg) bool {
	if len(a) != len(b) {
		return q.fail("%s: %d entries vs %d", what, len(a), len(b))
	}
	for i := range a {
		if a[i].Key == b[i].Key && q.kwValueEqual(a[i].Value, b[i].Value) {
			continue // the common case: the same order
		}
		j := -1
		for k := range b {
			if b[k].Key == a[i].Key {
				j = k
				break
			}
		}
		if j < 0 || countKey(a, a[i].Key) != 1 || countKey(b, a[i].Key) != 1 {
			return q.fail("%s: key %s present on one side only (or duplicated)", what, a[i].Key)
		}
		if !q.kwValueEqual(a[i].Value, b[j].Value) {
			return q.fail("%s: %s=%v vs %s=%v", what, a[i].Key, a[i].Value, b[j].Key, b[j].Value)
		}
	}
	return true
}

func countKey(kws []Kwarg, key string) int {
	n := 0
	for _, kw := range kws {
		if kw.Key == key {
			n++
		}
	}
	return n
}

// kwValueEqual compares two static kwarg values (no expressions).
func kwValueEqual(a, b any) bool {
	var q eqState
	return q.kwValueEqual(a, b)
}

// kwValueEqual compares kwarg and attribute values; an expression value (a
// task_dummy's manual_dep_edges, a call's device) compares as an
// expression does, its variables through the mapping.
func (q *eqState) kwValueEqual(a, b any) bool {
	al, ok1 := a.([]any)
	bl, ok2 := b.([]any)
	if ok1 || ok2 {
		if !ok1 || !ok2 || len(al) != len(bl) {
			return false
		}
		for i := range al {
			if !q.kwValueEqual(al[i], bl[i]) {
				return false
			}
		}
		return true
	}
	if ea, ok := a.(Expr); ok {
		eb, ok := b.(Expr)
		return ok && q.expr(ea, eb)
	}
	if fa, ok := a.(float64); ok {
		fb, ok := b.(float64)
		return ok && (fa == fb || math.IsNaN(fa) && math.IsNaN(fb))
	}
	return a == b
}

// stmtKind names a statement's Go type without the package ("SeqStmts").
func stmtKind(s Stmt) string {
	switch s.(type) {
	case nil:
		return "nothing"
	case *SeqStmts:
		return "SeqStmts"
	case *AssignStmt:
		return "AssignStmt"
	case *EvalStmt:
		return "EvalStmt"
	case *YieldStmt:
		return "YieldStmt"
	case *ReturnStmt:
		return "ReturnStmt"
	case *BreakStmt:
		return "BreakStmt"
	case *ContinueStmt:
		return "ContinueStmt"
	case *IfStmt:
		return "IfStmt"
	case *ForStmt:
		return "ForStmt"
	case *WhileStmt:
		return "WhileStmt"
	case *ScopeStmt:
		return "ScopeStmt"
	}
	return strings.TrimPrefix(fmt.Sprintf("%T", s), "*ir.")
}

func (q *eqState) stmt(a, b Stmt) bool {
	if a == nil || b == nil {
		if a != b {
			return q.fail("%s vs %s", stmtKind(a), stmtKind(b))
		}
		return true
	}
	if stmtKind(a) != stmtKind(b) {
		return q.fail("%s vs %s", stmtKind(a), stmtKind(b))
	}
	switch a := a.(type) {
	case *SeqStmts:
		bs := b.(*SeqStmts)
		if len(a.Stmts) != len(bs.Stmts) {
			n := min(len(a.Stmts), len(bs.Stmts))
			for i := 0; i < n; i++ {
				q.push(pathStep{pre: "stmt", n: i, form: stepNumbered})
				ok := q.stmt(a.Stmts[i], bs.Stmts[i])
				q.pop()
				if !ok {
					return false
				}
			}
			return q.fail("%d statements vs %d", len(a.Stmts), len(bs.Stmts))
		}
		for i := range a.Stmts {
			q.push(pathStep{pre: "stmt", n: i, form: stepNumbered})
			ok := q.stmt(a.Stmts[i], bs.Stmts[i])
			q.pop()
			if !ok {
				return false
			}
		}
	case *AssignStmt:
		bs := b.(*AssignStmt)
		q.push(pathStep{pre: "assign ", name: a.Var.Name})
		defer q.pop()
		return q.expr(a.Value, bs.Value) && q.def(a.Var, bs.Var)
	case *EvalStmt:
		return q.expr(a.Expr, b.(*EvalStmt).Expr)
	case *YieldStmt:
		return q.exprs("yield", a.Values, b.(*YieldStmt).Values)
	case *ReturnStmt:
		return q.exprs("return", a.Values, b.(*ReturnStmt).Values)
	case *BreakStmt, *ContinueStmt:
	case *IfStmt:
		bs := b.(*IfStmt)
		q.push(pathStep{pre: "if"})
		defer q.pop()
		if !q.optExpr("condition", a.Cond, bs.Cond) {
			return false
		}
		if len(a.ReturnVars) != len(bs.ReturnVars) {
			return q.fail("%d phis vs %d", len(a.ReturnVars), len(bs.ReturnVars))
		}
		q.push(pathStep{pre: "then"})
		ok := q.stmt(a.Then, bs.Then)
		q.pop()
		if !ok {
			return false
		}
		q.push(pathStep{pre: "else"})
		ok = q.stmt(a.Else, bs.Else)
		q.pop()
		return ok && q.defs("phi", a.ReturnVars, bs.ReturnVars)
	case *ForStmt:
		bs := b.(*ForStmt)
		q.push(pathStep{pre: "for ", name: a.LoopVar.Name})
		defer q.pop()
		if a.Kind != bs.Kind {
			return q.fail("loop kind %s vs %s", a.Kind, bs.Kind)
		}
		if !q.kwargs("loop attrs", a.Attrs, bs.Attrs) {
			return false
		}
		if !q.optExpr("start", a.Start, bs.Start) || !q.optExpr("stop", a.Stop, bs.Stop) || !q.optExpr("step", a.Step, bs.Step) {
			return false
		}
		if !q.iterArgs(a.IterArgs, bs.IterArgs) || !q.def(a.LoopVar, bs.LoopVar) {
			return false
		}
		if len(a.ReturnVars) != len(bs.ReturnVars) {
			return q.fail("%d return vars vs %d", len(a.ReturnVars), len(bs.ReturnVars))
		}
		q.push(pathStep{pre: "body"})
		ok := q.stmt(a.Body, bs.Body)
		q.pop()
		return ok && q.loopResults(a.ReturnVars, bs.ReturnVars)
	case *WhileStmt:
		bs := b.(*WhileStmt)
		q.push(pathStep{pre: "while"})
		defer q.pop()
		if !q.iterArgs(a.IterArgs, bs.IterArgs) || !q.optExpr("condition", a.Cond, bs.Cond) {
			return false
		}
		if len(a.ReturnVars) != len(bs.ReturnVars) {
			return q.fail("%d return vars vs %d", len(a.ReturnVars), len(bs.ReturnVars))
		}
		q.push(pathStep{pre: "body"})
		ok := q.stmt(a.Body, bs.Body)
		q.pop()
		return ok && q.loopResults(a.ReturnVars, bs.ReturnVars)
	case *ScopeStmt:
		bs := b.(*ScopeStmt)
		if a.Kind != bs.Kind || a.Name != bs.Name || a.Level != bs.Level || a.Role != bs.Role || a.Split != bs.Split || a.Count != bs.Count || a.SyncStart != bs.SyncStart || a.Manual != bs.Manual {
			return q.fail("scope headers differ")
		}
		if a.AllowEarlyResolve != bs.AllowEarlyResolve || a.Windowize != bs.Windowize || a.SlotNum != bs.SlotNum || (a.TaskID == nil) != (bs.TaskID == nil) {
			return q.fail("scope attrs differ")
		}
		if !slices.Equal(a.Devices, bs.Devices) || !slices.EqualFunc(a.Slots, bs.Slots, func(x, y *WindowBuffer) bool { return x.Name == y.Name }) {
			return q.fail("comm-domain devices or slots differ")
		}
		q.push(pathStep{pre: "scope"})
		defer q.pop()
		ok := q.optExpr("core_num", a.CoreNum, bs.CoreNum) && q.exprs("deps", a.Deps, bs.Deps) &&
			q.exprs("no_dep_args", a.NoDepArgs, bs.NoDepArgs) && q.exprs("dumps", a.Dumps, bs.Dumps)
		if ok && a.TaskID != nil {
			ok = q.use(a.TaskID, bs.TaskID)
		}
		return ok && q.stmt(a.Body, bs.Body)
	}
	return true
}

func (q *eqState) defs(what string, a, b []*Var) bool {
	for i := range a {
		q.push(pathStep{pre: what, n: i, form: stepNumbered})
		ok := q.def(a[i], b[i])
		q.pop()
		if !ok {
			return false
		}
	}
	return true
}

// loopResults compares a loop's return vars without their MemRefs, even
// in strict mode: PyPTO's parser types them as their iter args
// (ast_parser.py:2792-2800, builder.py:1059-1071), so a program text
// cannot give one a MemRef of its own (a tensor result's DDR MemRef, say)
// and no expected program could state it.
func (q *eqState) loopResults(a, b []*Var) bool {
	strict := q.strict
	q.strict = false
	ok := q.defs("return var", a, b)
	q.strict = strict
	return ok
}

func (q *eqState) iterArgs(a, b []*IterArg) bool {
	if len(a) != len(b) {
		return q.fail("%d iter args vs %d", len(a), len(b))
	}
	for i := range a {
		q.push(pathStep{pre: "iter arg", n: i, form: stepNumbered})
		ok := q.expr(a[i].Init, b[i].Init) && q.def(&a[i].Var, &b[i].Var)
		q.pop()
		if !ok {
			return false
		}
	}
	return true
}

// windowName is the name of a window-buffer back-reference, "none" for nil.
func windowName(w *WindowBuffer) string {
	if w == nil {
		return "none"
	}
	return w.Name
}
