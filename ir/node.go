package ir

import "slices"

// Expr is an expression. Every expression has a type and a source span.
type Expr interface {
	Type() Type
	Span() Span
	exprNode()
}

// VarLike is implemented by *Var and *IterArg. VarRef returns the *Var that
// is the variable's identity (for an IterArg, its embedded Var).
type VarLike interface {
	Expr
	VarRef() *Var
}

// Var is a variable. Identity is the pointer; Name is cosmetic (the printer
// disambiguates duplicates).
type Var struct {
	Name string
	T    Type
	Pos  Span
}

// IterArg is a loop-carried variable of a for or while loop; Init is its
// value on entry, evaluated in the enclosing scope.
type IterArg struct {
	Var
	Init Expr
}

// ConstInt is an integer constant of an integer (or INDEX) dtype.
type ConstInt struct {
	Value int64
	DType DataType
	Pos   Span
}

// ConstFloat is a floating-point constant.
type ConstFloat struct {
	Value float64
	DType DataType
	Pos   Span
}

// ConstBool is a boolean constant.
type ConstBool struct {
	Value bool
	Pos   Span
}

// Kwarg is one keyword argument or attribute of a call. Value is one of:
// bool, int64, float64, string, DataType, MemorySpace, TileLayout, PadValue,
// TensorLayout, CastMode, AtomicType, PipeType, SplitMode, or (attributes
// only) []any of those.
type Kwarg struct {
	Key   string
	Value any
}

// Call applies a registered op (Op != nil) or calls a function of the same
// program by name (Op == nil, Callee set; a GlobalVar call).
type Call struct {
	Op     *OpDef
	Callee string
	Args   []Expr
	Kwargs []Kwarg // user-visible compile-time constants, in order
	Attrs  []Kwarg // compiler-internal attributes, in order
	T      Type
	Pos    Span
}

// Submit launches a function of the program as a runtime task
// (orchestration only): pl.submit(self.k, args..., deps=[...]), or with
// CoreNum set pl.spmd_submit(...). Its type is Tuple[callee returns...,
// Scalar[TASK_ID]].
type Submit struct {
	Callee string
	Args   []Expr
	Deps   []Expr
	// Dumps are the arguments marked for selective dump (dumps=[...],
	// the dump_vars attr, python_printer.cpp:1390-1430), in argument
	// order.
	Dumps             []Expr
	CoreNum           Expr // nil: a plain submit
	SyncStart         bool
	AllowEarlyResolve bool
	Attrs             []Kwarg
	T                 Type
	Pos               Span
}

// Attr returns an attribute of the submit.
func (s *Submit) Attr(key string) (any, bool) { return lookupKw(s.Attrs, key) }

// BinaryOp is the kind of a binary expression.
type BinaryOp uint8

// The 23 binary expression kinds.
const (
	OpAdd BinaryOp = iota
	OpSub
	OpMul
	OpFloorDiv
	OpFloorMod
	OpFloatDiv
	OpMin
	OpMax
	OpPow
	OpEq
	OpNe
	OpLt
	OpLe
	OpGt
	OpGe
	OpAnd
	OpOr
	OpXor
	OpBitAnd
	OpBitOr
	OpBitXor
	OpShl
	OpShr
	numBinaryOps
)

// Binary is a scalar binary expression.
type Binary struct {
	Op    BinaryOp
	L, R  Expr
	DType DataType
	Pos   Span
}

// UnaryOp is the kind of a unary expression.
type UnaryOp uint8

// The 5 unary expression kinds.
const (
	OpAbs UnaryOp = iota
	OpNeg
	OpNot
	OpBitNot
	OpCast
	numUnaryOps
)

// Unary is a scalar unary expression; for OpCast, DType is the target.
type Unary struct {
	Op    UnaryOp
	X     Expr
	DType DataType
	Pos   Span
}

// MakeTuple builds a tuple (shape and offset lists print as [a, b]).
type MakeTuple struct {
	Elems []Expr
	Pos   Span
}

// TupleGetItem reads element Index of a tuple value.
type TupleGetItem struct {
	Tuple Expr
	Index int
	Pos   Span
}

func (v *Var) Type() Type          { return v.T }
func (c *ConstInt) Type() Type     { return Scalar(c.DType) }
func (c *ConstFloat) Type() Type   { return Scalar(c.DType) }
func (c *ConstBool) Type() Type    { return Scalar(BOOL) }
func (c *Call) Type() Type         { return c.T }
func (s *Submit) Type() Type       { return s.T }
func (b *Binary) Type() Type       { return Scalar(b.DType) }
func (u *Unary) Type() Type        { return Scalar(u.DType) }
func (t *TupleGetItem) Type() Type { return tupleElem(t.Tuple.Type(), t.Index) }
func (m *MakeTuple) Type() Type {
	ts := make([]Type, len(m.Elems))
	for i, e := range m.Elems {
		ts[i] = e.Type()
	}
	return &TupleType{Elems: ts}
}

func tupleElem(t Type, i int) Type {
	if tt, ok := t.(*TupleType); ok && i >= 0 && i < len(tt.Elems) {
		return tt.Elems[i]
	}
	return Unknown()
}

func (v *Var) Span() Span          { return v.Pos }
func (c *ConstInt) Span() Span     { return c.Pos }
func (c *ConstFloat) Span() Span   { return c.Pos }
func (c *ConstBool) Span() Span    { return c.Pos }
func (c *Call) Span() Span         { return c.Pos }
func (s *Submit) Span() Span       { return s.Pos }
func (b *Binary) Span() Span       { return b.Pos }
func (u *Unary) Span() Span        { return u.Pos }
func (m *MakeTuple) Span() Span    { return m.Pos }
func (t *TupleGetItem) Span() Span { return t.Pos }

func (*Var) exprNode()          {}
func (*ConstInt) exprNode()     {}
func (*ConstFloat) exprNode()   {}
func (*ConstBool) exprNode()    {}
func (*Call) exprNode()         {}
func (*Submit) exprNode()       {}
func (*Binary) exprNode()       {}
func (*Unary) exprNode()        {}
func (*MakeTuple) exprNode()    {}
func (*TupleGetItem) exprNode() {}

// VarRef returns v itself.
func (v *Var) VarRef() *Var { return v }

// OpName is the called op's name, or the callee function name.
func (c *Call) OpName() string {
	if c.Op != nil {
		return c.Op.Name
	}
	return c.Callee
}

// Kwarg returns the value of a keyword argument.
func (c *Call) Kwarg(key string) (any, bool) { return lookupKw(c.Kwargs, key) }

// Attr returns the value of an attribute.
func (c *Call) Attr(key string) (any, bool) { return lookupKw(c.Attrs, key) }

func lookupKw(kws []Kwarg, key string) (any, bool) {
	for _, kw := range kws {
		if kw.Key == key {
			return kw.Value, true
		}
	}
	return nil, false
}

// Stmt is a statement.
type Stmt interface {
	Span() Span
	stmtNode()
}

// AssignStmt defines Var as Value.
type AssignStmt struct {
	Var   *Var
	Value Expr
	Pos   Span
}

// EvalStmt evaluates a call for its side effect.
type EvalStmt struct {
	Expr Expr
	Pos  Span
}

// SeqStmts is a statement list. Normalized IR has no nested SeqStmts and no
// single-child SeqStmts.
type SeqStmts struct {
	Stmts []Stmt
	Pos   Span
}

// IfStmt is a conditional; ReturnVars are its SSA phis, bound by the
// trailing yields of both branches. Else is nil when absent.
type IfStmt struct {
	Cond       Expr
	Then       Stmt
	Else       Stmt
	ReturnVars []*Var
	Pos        Span
}

// ForStmt is a counted loop over [Start, Stop) by Step (Step may be
// negative), carrying IterArgs; ReturnVars receive the final carries.
type ForStmt struct {
	LoopVar    *Var
	Start      Expr
	Stop       Expr
	Step       Expr
	IterArgs   []*IterArg
	Body       Stmt
	ReturnVars []*Var
	Kind       ForKind
	Attrs      []Kwarg // e.g. pipeline_stages
	Pos        Span
	// DemotedStages is model-only: the stage count of a pl.pipeline loop
	// CanonicalizeIOOrder made sequential without the replication PyPTO's
	// LowerPipelineLoops does first (the model runs none), for the PTO
	// code generation's step check. Neither printed nor compared.
	DemotedStages int64
}

// WhileStmt loops while Cond (evaluated in the loop scope, reading the
// iter args) holds.
type WhileStmt struct {
	IterArgs   []*IterArg
	Cond       Expr
	Body       Stmt
	ReturnVars []*Var
	Pos        Span
}

// YieldStmt ends a loop or branch body, passing values to the carries or
// phis.
type YieldStmt struct {
	Values []Expr
	Pos    Span
}

// ReturnStmt returns from the function.
type ReturnStmt struct {
	Values []Expr
	Pos    Span
}

// BreakStmt leaves the innermost loop.
type BreakStmt struct{ Pos Span }

// ContinueStmt starts the next iteration of the innermost loop.
type ContinueStmt struct{ Pos Span }

// ScopeKind is the kind of a scope statement.
type ScopeKind uint8

// The scope kinds.
const (
	ScopeInCore     ScopeKind = iota // pl.at(level=CORE_GROUP): outlined into an InCore function
	ScopeCluster                     // outlined into a Group function
	ScopeHierarchy                   // pl.at(level=..., role=...)
	ScopeSpmd                        // outlined into an Spmd function
	ScopeSplitAiv                    // pl.split_aiv region
	ScopeRuntime                     // orchestration runtime scope (PTO2_SCOPE)
	ScopeCommDomain                  // HCCL window-buffer domain of a host orchestration (MaterializeCommDomainScopes)
)

// ScopeStmt is a scope: a body that executes once and is transparent to
// SSA. Which fields matter depends on Kind.
type ScopeStmt struct {
	Kind      ScopeKind
	Name      string
	Level     Level     // ScopeHierarchy
	Role      Role      // ScopeHierarchy
	Split     SplitMode // ScopeInCore, ScopeSplitAiv
	Count     int       // ScopeSplitAiv lane count (2)
	CoreNum   Expr      // ScopeSpmd: block count (a literal or a launch-shape query)
	SyncStart bool      // ScopeSpmd
	Manual    bool      // ScopeRuntime

	// The attrs PyPTO's parser puts on an InCore, Hierarchy or Spmd
	// scope (ScopeStmt::attrs_, include/pypto/ir/stmt.h:712-753;
	// ast_parser.py:5308-5398, :4684-4784), typed:
	Deps      []Expr // manual_dep_edges: the TaskIds of deps=[...]
	NoDepArgs []Expr // arg_direction_overrides_vars: no_dep_args=[...] tensors
	Dumps     []Expr // dump_vars: dumps=[...] tensors
	// TaskID is task_id_var, the `as tid` name. The parser defines it
	// just before the scope by `tid = system.task_invalid()`, a
	// placeholder the outliner replaces (ast_parser.py:5229-5251).
	TaskID            *Var
	AllowEarlyResolve bool  // allow_early_resolve
	Windowize         bool  // windowize
	SlotNum           int64 // slot_num of pl.cross_core_slot(slot_num=N); 0: none

	// A ScopeCommDomain's fields (CommDomainScopeStmt,
	// include/pypto/ir/stmt.h:996-1041): the covered worker indices,
	// ascending (empty: all devices), and the window buffers it carves,
	// in allocation order. Name is its name_hint (comm_d<n>).
	Devices []int64
	Slots   []*WindowBuffer

	Body Stmt
	Pos  Span
}

// HeaderExprs returns the expressions a scope's header reads, in the order
// PyPTO's IRVisitor visits them (src/ir/transforms/visitor.cpp:284-316):
// the core_num, then the deps, no_dep_args, dumps and task id attrs.
func (s *ScopeStmt) HeaderExprs() []Expr {
	if s.CoreNum == nil && len(s.Deps) == 0 && len(s.NoDepArgs) == 0 && len(s.Dumps) == 0 && s.TaskID == nil {
		return nil
	}
	var out []Expr
	if s.CoreNum != nil {
		out = append(out, s.CoreNum)
	}
	out = append(out, s.Deps...)
	out = append(out, s.NoDepArgs...)
	out = append(out, s.Dumps...)
	if s.TaskID != nil {
		out = append(out, s.TaskID)
	}
	return out
}

// MapHeader returns s with fn applied to each header expression (see
// HeaderExprs; the task id must map to a variable), or s itself when fn
// changed none.
func (s *ScopeStmt) MapHeader(fn func(Expr) Expr) *ScopeStmt {
	changed := false
	one := func(x Expr) Expr {
		if x == nil {
			return nil
		}
		y := fn(x)
		changed = changed || y != x
		return y
	}
	list := func(xs []Expr) []Expr {
		if len(xs) == 0 {
			return xs
		}
		out := make([]Expr, len(xs))
		for i, x := range xs {
			out[i] = one(x)
		}
		return out
	}
	c := *s
	c.CoreNum = one(s.CoreNum)
	c.Deps, c.NoDepArgs, c.Dumps = list(s.Deps), list(s.NoDepArgs), list(s.Dumps)
	if s.TaskID != nil {
		if v, ok := one(s.TaskID).(VarLike); ok {
			c.TaskID = v.VarRef()
		}
	}
	if !changed {
		return s
	}
	return &c
}

func (s *AssignStmt) Span() Span   { return s.Pos }
func (s *EvalStmt) Span() Span     { return s.Pos }
func (s *SeqStmts) Span() Span     { return s.Pos }
func (s *IfStmt) Span() Span       { return s.Pos }
func (s *ForStmt) Span() Span      { return s.Pos }
func (s *WhileStmt) Span() Span    { return s.Pos }
func (s *YieldStmt) Span() Span    { return s.Pos }
func (s *ReturnStmt) Span() Span   { return s.Pos }
func (s *BreakStmt) Span() Span    { return s.Pos }
func (s *ContinueStmt) Span() Span { return s.Pos }
func (s *ScopeStmt) Span() Span    { return s.Pos }

func (*AssignStmt) stmtNode()   {}
func (*EvalStmt) stmtNode()     {}
func (*SeqStmts) stmtNode()     {}
func (*IfStmt) stmtNode()       {}
func (*ForStmt) stmtNode()      {}
func (*WhileStmt) stmtNode()    {}
func (*YieldStmt) stmtNode()    {}
func (*ReturnStmt) stmtNode()   {}
func (*BreakStmt) stmtNode()    {}
func (*ContinueStmt) stmtNode() {}
func (*ScopeStmt) stmtNode()    {}

// Attr returns a loop attribute.
func (s *ForStmt) Attr(key string) (any, bool) { return lookupKw(s.Attrs, key) }

// Stmts returns the statements of a body: the children of a SeqStmts, or the
// statement itself.
func Stmts(s Stmt) []Stmt {
	switch s := s.(type) {
	case nil:
		return nil
	case *SeqStmts:
		return s.Stmts
	}
	return []Stmt{s}
}

// Seq builds a body from statements the way PyPTO's SeqStmts::Flatten does:
// nested SeqStmts are spliced, a single statement is returned as is, and an
// empty list gives an empty SeqStmts.
func Seq(pos Span, stmts ...Stmt) Stmt {
	flat := make([]Stmt, 0, len(stmts))
	for _, s := range stmts {
		if sq, ok := s.(*SeqStmts); ok {
			flat = append(flat, Stmts(Seq(sq.Pos, sq.Stmts...))...)
			continue
		}
		if s != nil {
			flat = append(flat, s)
		}
	}
	if len(flat) == 1 {
		return flat[0]
	}
	return &SeqStmts{Stmts: flat, Pos: pos}
}

// Function is a function of a program.
type Function struct {
	Name    string
	Kind    FunctionType
	Params  []*Var
	Dirs    []ParamDirection // one per param
	Returns []Type
	Body    Stmt
	Level   Level // LevelUndefined unless set or derived
	Role    Role
	Attrs   []Kwarg
	Pos     Span
}

// Attr returns a function attribute.
func (f *Function) Attr(key string) (any, bool) { return lookupKw(f.Attrs, key) }

// Program is a set of functions, kept sorted by name as PyPTO's GlobalVar map
// is.
type Program struct {
	Name  string
	Funcs []*Function
	Pos   Span
}

// MapFuncs rewrites each function with fn, copy on write: the result is p
// itself when fn returns every function unchanged, else a copy of p with
// the changed functions replaced. The first error stops it.
func (p *Program) MapFuncs(fn func(*Function) (*Function, error)) (*Program, error) {
	var out *Program
	for i, f := range p.Funcs {
		nf, err := fn(f)
		if err != nil {
			return nil, err
		}
		if nf == f {
			continue
		}
		if out == nil {
			c := *p
			c.Funcs = slices.Clone(p.Funcs)
			out = &c
		}
		out.Funcs[i] = nf
	}
	if out == nil {
		return p, nil
	}
	return out, nil
}

// Func looks a function up by name.
func (p *Program) Func(name string) *Function {
	for _, f := range p.Funcs {
		if f != nil && f.Name == name {
			return f
		}
	}
	return nil
}
