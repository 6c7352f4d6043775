package ir

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Print renders a program in PyPTO's printed Python syntax. The output is
// canonical: Print(Parse(Print(p))) == Print(p).
func Print(p *Program) string {
	var pr printer
	pr.program(p)
	return pr.b.String()
}

// PrintFunc renders one function (at top level, without the program
// wrapper), for diagnostics.
func PrintFunc(f *Function) string {
	var pr printer
	pr.function(f, 0)
	return pr.b.String()
}

// PrintExpr renders an expression; Vars print with their name hints.
func PrintExpr(e Expr) string {
	pr := printer{names: newNamer(nil)}
	pr.loose = true
	return pr.expr(e, 0)
}

// PrintType renders a type as it would be annotated.
func PrintType(t Type) string {
	pr := printer{names: newNamer(nil)}
	pr.loose = true
	return pr.typ(t)
}

const indentUnit = "    "

type printer struct {
	b     strings.Builder
	names *namer
	dyn   map[*Var]string // module-level dynamic dims
	inSig bool            // printing a signature: MemRef bases print as strings
	loose bool            // undefined vars print by name (single-node printing)
}

func (p *printer) line(depth int, s string) {
	for i := 0; i < depth; i++ {
		p.b.WriteString(indentUnit)
	}
	p.b.WriteString(s)
	p.b.WriteByte('\n')
}

func (p *printer) program(prog *Program) {
	name := prog.Name
	if name == "" {
		name = "Program"
	}
	name = globalName(name)
	p.line(0, "# pypto.program: "+name)
	p.line(0, "import pypto.language as pl")
	p.line(0, "")
	p.dyn = collectDynamicDims(prog)
	if len(p.dyn) > 0 {
		names := make([]string, 0, len(p.dyn))
		for _, n := range p.dyn {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			p.line(0, n+" = pl.dynamic("+strconv.Quote(n)+")")
		}
		p.line(0, "")
	}
	p.line(0, "@pl.program")
	p.line(0, "class "+name+":")
	funcs := calleeFirst(prog)
	if len(funcs) == 0 {
		p.line(1, "pass")
	}
	for _, f := range funcs {
		p.function(f, 1)
	}
}

// calleeFirst orders functions so that every callee precedes its callers
// (a depth-first post-order with roots and callees taken in name order), as
// PyPTO's printer does; on a call cycle it keeps plain name order.
func calleeFirst(prog *Program) []*Function {
	funcs := append([]*Function(nil), prog.Funcs...)
	sort.SliceStable(funcs, func(i, j int) bool { return funcs[i].Name < funcs[j].Name })
	byName := map[string]*Function{}
	for _, f := range funcs {
		byName[f.Name] = f
	}
	const (
		unseen = iota
		active
		done
	)
	state := map[*Function]int{}
	var out []*Function
	cycle := false
	var visit func(f *Function)
	visit = func(f *Function) {
		switch state[f] {
		case active:
			cycle = true
			return
		case done:
			return
		}
		state[f] = active
		callees := calleesOf(f)
		sort.Strings(callees)
		for _, c := range callees {
			if g := byName[c]; g != nil {
				visit(g)
			}
		}
		state[f] = done
		out = append(out, f)
	}
	for _, f := range funcs {
		visit(f)
	}
	if cycle {
		return funcs
	}
	return out
}

// calleesOf lists the functions f calls, in first-call order.
func calleesOf(f *Function) []string {
	var out []string
	seen := map[string]bool{}
	WalkFunc(f, func(n Node) bool {
		callee := ""
		switch c := n.(type) {
		case *Call:
			if c.Op == nil {
				callee = c.Callee
			}
		case *Submit:
			callee = c.Callee
		}
		if callee != "" && !seen[callee] {
			seen[callee] = true
			out = append(out, callee)
		}
		return true
	})
	return out
}

// collectDynamicDims finds the Vars used in parameter and return types that
// are not parameters: PyPTO's pl.dynamic dims, printed at module level.
func collectDynamicDims(prog *Program) map[*Var]string {
	out := map[*Var]string{}
	taken := map[string]bool{}
	for _, f := range prog.Funcs {
		params := map[*Var]bool{}
		for _, v := range f.Params {
			params[v] = true
		}
		var types []Type
		for _, v := range f.Params {
			types = append(types, v.T)
		}
		types = append(types, f.Returns...)
		for _, t := range types {
			for _, v := range typeVars(t) {
				if params[v] {
					continue
				}
				if _, ok := out[v]; ok {
					continue
				}
				n := SanitizeName(v.Name)
				base := n
				for i := 1; taken[n]; i++ {
					n = base + "_" + strconv.Itoa(i)
				}
				taken[n] = true
				out[v] = n
			}
		}
	}
	return out
}

// typeVars lists the Vars appearing in a type's shape and view expressions
// (not MemRef bases), in order of appearance.
func typeVars(t Type) []*Var {
	var out []*Var
	seen := map[*Var]bool{}
	add := func(e Expr) {
		WalkExpr(e, func(n Node) bool {
			if v, ok := n.(VarLike); ok {
				r := v.VarRef()
				if !seen[r] {
					seen[r] = true
					out = append(out, r)
				}
			}
			return true
		})
	}
	var walk func(t Type)
	walk = func(t Type) {
		switch t := t.(type) {
		case *TensorType:
			for _, d := range t.Shape {
				add(d)
			}
			if t.View != nil {
				for _, e := range t.View.ValidShape {
					add(e)
				}
				for _, e := range t.View.Stride {
					add(e)
				}
			}
		case *TileType:
			for _, d := range t.Shape {
				add(d)
			}
			if t.View != nil {
				for _, e := range t.View.ValidShape {
					add(e)
				}
				for _, e := range t.View.Stride {
					add(e)
				}
				if t.View.StartOffset != nil {
					add(t.View.StartOffset)
				}
			}
		case *TupleType:
			for _, e := range t.Elems {
				walk(e)
			}
		}
	}
	walk(t)
	return out
}

func (p *printer) function(f *Function, depth int) {
	reserved := map[string]bool{}
	for _, n := range p.dyn {
		reserved[n] = true
	}
	p.names = newNamer(reserved)
	for v, n := range p.dyn {
		p.names.names[v] = n
	}
	p.line(depth, p.decorator(f))
	var params []string
	if f.Role != RoleSubWorker {
		// PyPTO prints sub-worker functions (InCore, AIC, AIV, Group)
		// without self; the parser accepts both.
		params = append(params, "self")
	}
	p.inSig = true
	for i, v := range f.Params {
		name := p.names.define(v)
		t := p.typ(v.T)
		dir := In
		if i < len(f.Dirs) {
			dir = f.Dirs[i]
		}
		switch dir {
		case Out:
			t = "pl.Out[" + t + "]"
		case InOut:
			t = "pl.InOut[" + t + "]"
		}
		params = append(params, name+": "+t)
	}
	sig := "def " + globalName(f.Name) + "(" + strings.Join(params, ", ") + ")"
	switch len(f.Returns) {
	case 0:
	case 1:
		sig += " -> " + p.typ(f.Returns[0])
	default:
		rs := make([]string, len(f.Returns))
		for i, r := range f.Returns {
			rs[i] = p.typ(r)
		}
		sig += " -> tuple[" + strings.Join(rs, ", ") + "]"
	}
	p.inSig = false
	p.line(depth, sig+":")
	var attrs []Kwarg
	for _, a := range f.Attrs {
		if a.Key != "auto_scope" {
			attrs = append(attrs, a)
		}
	}
	if len(attrs) > 0 {
		p.line(depth+1, "pl.func_attr("+p.attrDict(attrs)+")")
	}
	p.body(f.Body, depth+1, nil, len(attrs) > 0)
}

func (p *printer) decorator(f *Function) string {
	var kws []string
	if f.Kind != Opaque {
		kws = append(kws, "type=pl.FunctionType."+f.Kind.String())
	}
	if f.Level != LevelUndefined {
		kws = append(kws, "level=pl.Level."+f.Level.String())
	}
	if f.Role != RoleNone {
		kws = append(kws, "role=pl.Role."+f.Role.String())
	}
	if v, ok := f.Attr("auto_scope"); ok && v == false {
		kws = append(kws, "auto_scope=False")
	}
	if len(kws) == 0 {
		return "@pl.function"
	}
	return "@pl.function(" + strings.Join(kws, ", ") + ")"
}

// body prints a statement list; phis are the return vars the trailing
// yield binds (nil outside loops and branches). nonEmpty says something was
// already printed in this block, so an empty body needs no "pass".
func (p *printer) body(s Stmt, depth int, phis []*Var, nonEmpty bool) {
	stmts := Stmts(s)
	if len(stmts) == 0 && !nonEmpty {
		p.line(depth, "pass")
		return
	}
	for i, st := range stmts {
		if y, ok := st.(*YieldStmt); ok && i == len(stmts)-1 {
			p.yield(y, depth, phis)
			continue
		}
		p.stmt(st, depth)
	}
}

func (p *printer) yield(y *YieldStmt, depth int, phis []*Var) {
	vals := p.exprList(y.Values)
	call := "pl.yield_(" + vals + ")"
	switch {
	case len(phis) == 0:
		p.line(depth, call)
	case len(phis) == 1:
		n := p.names.define(phis[0])
		p.line(depth, n+": "+p.typ(phis[0].T)+" = "+call)
	default:
		ns := make([]string, len(phis))
		for i, v := range phis {
			ns[i] = p.names.define(v)
		}
		p.line(depth, strings.Join(ns, ", ")+" = "+call)
	}
}

func (p *printer) stmt(s Stmt, depth int) {
	switch s := s.(type) {
	case *AssignStmt:
		rhs := p.expr(s.Value, 0)
		n := p.names.define(s.Var)
		p.line(depth, n+": "+p.typ(s.Var.T)+" = "+rhs)
	case *EvalStmt:
		p.line(depth, p.expr(s.Expr, 0))
	case *SeqStmts:
		p.body(s, depth, nil, false)
	case *YieldStmt:
		p.yield(s, depth, nil)
	case *ReturnStmt:
		if len(s.Values) == 0 {
			p.line(depth, "return")
		} else {
			p.line(depth, "return "+p.exprList(s.Values))
		}
	case *BreakStmt:
		p.line(depth, "break")
	case *ContinueStmt:
		p.line(depth, "continue")
	case *IfStmt:
		p.line(depth, "if "+p.expr(s.Cond, 0)+":")
		p.body(s.Then, depth+1, s.ReturnVars, false)
		if s.Else != nil {
			p.line(depth, "else:")
			p.body(s.Else, depth+1, s.ReturnVars, false)
		}
	case *ForStmt:
		p.forStmt(s, depth)
	case *WhileStmt:
		p.whileStmt(s, depth)
	case *ScopeStmt:
		p.scopeStmt(s, depth)
	default:
		p.line(depth, "# unprintable statement")
	}
}

func (p *printer) forStmt(s *ForStmt, depth int) {
	inits := make([]string, len(s.IterArgs))
	for i, ia := range s.IterArgs {
		inits[i] = p.expr(ia.Init, 0)
	}
	var args []string
	start, startOK := s.Start.(*ConstInt)
	step, stepOK := s.Step.(*ConstInt)
	elideStart := startOK && start.DType == INDEX && start.Value == 0
	elideStep := stepOK && step.DType == INDEX && step.Value == 1
	switch {
	case elideStart && elideStep:
		args = append(args, p.expr(s.Stop, 0))
	case elideStep:
		args = append(args, p.expr(s.Start, 0), p.expr(s.Stop, 0))
	default:
		args = append(args, p.expr(s.Start, 0), p.expr(s.Stop, 0), p.expr(s.Step, 0))
	}
	var rest []Kwarg
	for _, a := range s.Attrs {
		if s.Kind == Pipeline && a.Key == "pipeline_stages" {
			args = append(args, "stage="+p.kwValue(a.Value))
			continue
		}
		rest = append(rest, a)
	}
	if len(inits) > 0 {
		args = append(args, "init_values="+tupleText(inits))
	}
	if len(rest) > 0 {
		args = append(args, "attrs="+p.attrDict(rest))
	}
	target := p.names.define(s.LoopVar)
	if len(s.IterArgs) > 0 {
		ns := make([]string, len(s.IterArgs))
		for i, ia := range s.IterArgs {
			ns[i] = p.names.define(&ia.Var)
		}
		target += ", " + tupleText(ns)
	}
	p.line(depth, "for "+target+" in pl."+s.Kind.String()+"("+strings.Join(args, ", ")+"):")
	p.body(s.Body, depth+1, s.ReturnVars, false)
}

func (p *printer) whileStmt(s *WhileStmt, depth int) {
	if len(s.IterArgs) == 0 {
		p.line(depth, "while "+p.expr(s.Cond, 0)+":")
		p.body(s.Body, depth+1, s.ReturnVars, false)
		return
	}
	inits := make([]string, len(s.IterArgs))
	for i, ia := range s.IterArgs {
		inits[i] = p.expr(ia.Init, 0)
	}
	ns := make([]string, len(s.IterArgs))
	for i, ia := range s.IterArgs {
		ns[i] = p.names.define(&ia.Var)
	}
	p.line(depth, "for "+tupleText(ns)+" in pl.while_(init_values="+tupleText(inits)+"):")
	p.line(depth+1, "pl.cond("+p.expr(s.Cond, 0)+")")
	p.body(s.Body, depth+1, s.ReturnVars, true)
}

// scopeStmt prints a scope. split_aiv and spmd regions whose body starts by
// binding the lane / block index print in PyPTO's loop form
// (`for v in pl.split_aiv(2, mode=...)`), which the parser reads back into
// the same binding; other scopes print as `with` blocks.
func (p *printer) scopeStmt(s *ScopeStmt, depth int) {
	var kws []string
	name := func() {
		if s.Name != "" {
			kws = append(kws, "name_hint="+pyDQString(s.Name))
		}
	}
	body := s.Body
	loopVar := ""
	indexed := func(op string) {
		stmts := Stmts(s.Body)
		if len(stmts) == 0 {
			return
		}
		if a, ok := stmts[0].(*AssignStmt); ok {
			if c, ok := a.Value.(*Call); ok && c.OpName() == op && len(c.Args) == 0 {
				loopVar = p.names.define(a.Var)
				body = Seq(s.Body.Span(), stmts[1:]...)
				if len(stmts) == 1 {
					body = &SeqStmts{Pos: s.Body.Span()}
				}
			}
		}
	}
	var head string
	switch s.Kind {
	case ScopeInCore:
		kws = append(kws, "level=pl.Level.CORE_GROUP")
		if s.Split != SplitNone {
			kws = append(kws, "optimizations=[pl.split(pl.SplitMode."+s.Split.String()+")]")
		}
		name()
		head = "pl.at"
	case ScopeHierarchy:
		kws = append(kws, "level=pl.Level."+s.Level.String())
		if s.Role != RoleNone {
			kws = append(kws, "role=pl.Role."+s.Role.String())
		}
		name()
		head = "pl.at"
	case ScopeCluster:
		name()
		head = "pl.cluster"
	case ScopeSpmd:
		kws = append(kws, p.expr(s.CoreNum, 0))
		if s.SyncStart {
			kws = append(kws, "sync_start=True")
		}
		name()
		head = "pl.spmd"
		indexed("tile.get_block_idx")
	case ScopeSplitAiv:
		kws = append(kws, strconv.Itoa(s.Count), "mode=pl.SplitMode."+s.Split.String())
		name()
		head = "pl.split_aiv"
		indexed("tile.get_subblock_idx")
	case ScopeRuntime:
		if s.Manual {
			kws = append(kws, "mode=pl.ScopeMode.MANUAL")
		}
		name()
		head = "pl.scope"
	}
	call := head + "(" + strings.Join(kws, ", ") + ")"
	if loopVar != "" {
		p.line(depth, "for "+loopVar+" in "+call+":")
	} else {
		p.line(depth, "with "+call+":")
	}
	p.body(body, depth+1, nil, false)
}

func tupleText(items []string) string {
	if len(items) == 1 {
		return "(" + items[0] + ",)"
	}
	return "(" + strings.Join(items, ", ") + ")"
}

func (p *printer) exprList(es []Expr) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = p.expr(e, 0)
	}
	return strings.Join(parts, ", ")
}

// Python operator precedence, loosest first.
const (
	precOr = iota + 1
	precAnd
	precNot
	precCmp
	precBitOr
	precBitXor
	precBitAnd
	precShift
	precAdd
	precMul
	precUnary
	precPow
	precAtom
)

var binaryText = [numBinaryOps]struct {
	sym  string
	prec int
}{
	OpAdd: {"+", precAdd}, OpSub: {"-", precAdd}, OpMul: {"*", precMul},
	OpFloorDiv: {"//", precMul}, OpFloorMod: {"%", precMul}, OpFloatDiv: {"/", precMul},
	OpMin: {"pl.min", precAtom}, OpMax: {"pl.max", precAtom}, OpPow: {"**", precPow},
	OpEq: {"==", precCmp}, OpNe: {"!=", precCmp}, OpLt: {"<", precCmp}, OpLe: {"<=", precCmp},
	OpGt: {">", precCmp}, OpGe: {">=", precCmp}, OpAnd: {"and", precAnd}, OpOr: {"or", precOr},
	OpXor: {"pl.xor", precAtom}, OpBitAnd: {"&", precBitAnd}, OpBitOr: {"|", precBitOr},
	OpBitXor: {"^", precBitXor}, OpShl: {"<<", precShift}, OpShr: {">>", precShift},
}

// expr prints e, parenthesized when its precedence is below prec.
func (p *printer) expr(e Expr, prec int) string {
	s, own := p.exprPrec(e)
	if own < prec {
		return "(" + s + ")"
	}
	return s
}

func (p *printer) exprPrec(e Expr) (string, int) {
	switch e := e.(type) {
	case nil:
		return "None", precAtom
	case *IterArg:
		return p.varName(&e.Var), precAtom
	case *Var:
		return p.varName(e), precAtom
	case *ConstInt:
		if e.DType == INDEX {
			if e.Value < 0 {
				return strconv.FormatInt(e.Value, 10), precUnary
			}
			return strconv.FormatInt(e.Value, 10), precAtom
		}
		return "pl.const(" + strconv.FormatInt(e.Value, 10) + ", pl." + e.DType.String() + ")", precAtom
	case *ConstFloat:
		if e.DType == FP32 && !math.IsInf(e.Value, 0) && !math.IsNaN(e.Value) {
			s := FormatFloat(e.Value)
			if e.Value < 0 || s[0] == '-' {
				return s, precUnary
			}
			return s, precAtom
		}
		return "pl.const(" + FormatFloat(e.Value) + ", pl." + e.DType.String() + ")", precAtom
	case *ConstBool:
		if e.Value {
			return "True", precAtom
		}
		return "False", precAtom
	case *Binary:
		bt := binaryText[e.Op]
		if bt.prec == precAtom {
			return bt.sym + "(" + p.expr(e.L, 0) + ", " + p.expr(e.R, 0) + ")", precAtom
		}
		// Left-associative: the right operand needs a strictly tighter
		// precedence; ** is right-associative; comparisons never chain.
		lp, rp := bt.prec, bt.prec+1
		switch {
		case e.Op == OpPow:
			lp, rp = bt.prec+1, bt.prec
		case bt.prec == precCmp:
			lp = bt.prec + 1
		}
		return p.expr(e.L, lp) + " " + bt.sym + " " + p.expr(e.R, rp), bt.prec
	case *Unary:
		switch e.Op {
		case OpNeg:
			return "-" + p.expr(e.X, precUnary), precUnary
		case OpBitNot:
			return "~" + p.expr(e.X, precUnary), precUnary
		case OpNot:
			return "not " + p.expr(e.X, precNot), precNot
		case OpAbs:
			return "abs(" + p.expr(e.X, 0) + ")", precAtom
		case OpCast:
			return "pl.cast(" + p.expr(e.X, 0) + ", pl." + e.DType.String() + ")", precAtom
		}
	case *MakeTuple:
		return "[" + p.exprList(e.Elems) + "]", precAtom
	case *TupleGetItem:
		return p.expr(e.Tuple, precAtom) + "[" + strconv.Itoa(e.Index) + "]", precAtom
	case *Call:
		return p.call(e), precAtom
	case *Submit:
		return p.submit(e), precAtom
	}
	return "None", precAtom
}

func (p *printer) varName(v *Var) string {
	if n, ok := p.names.lookup(v); ok {
		return n
	}
	if p.loose {
		return SanitizeName(v.Name)
	}
	return SanitizeName(v.Name) + "__FREE_VAR"
}

func (p *printer) call(c *Call) string {
	var args []string
	if c.Op == nil {
		for _, a := range c.Args {
			args = append(args, p.expr(a, 0))
		}
		if len(c.Attrs) > 0 {
			args = append(args, "attrs="+p.attrDict(c.Attrs))
		}
		return "self." + globalName(c.Callee) + "(" + strings.Join(args, ", ") + ")"
	}
	name := c.Op.Name
	switch name {
	case "tile.and", "tile.or", "tile.not", "tile.xor":
		name += "_"
	}
	for i, a := range c.Args {
		if c.Op.Name == "tile.alloc" && i == 0 {
			if ci, ok := a.(*ConstInt); ok {
				if m, ok := MemorySpaceFromCode(ci.Value); ok {
					args = append(args, "pl.Mem."+m.String())
					continue
				}
			}
		}
		if c.Op.Name == "tile.full" && i == 1 {
			continue // printed as value= below
		}
		args = append(args, p.expr(a, 0))
	}
	for _, kw := range c.Kwargs {
		args = append(args, kw.Key+"="+p.kwValue(kw.Value))
	}
	if c.Op.Name == "tile.full" && len(c.Args) > 1 {
		args = append(args, "value="+fullValue(p, c.Args[1]))
	}
	if len(c.Attrs) > 0 {
		args = append(args, "attrs="+p.attrDict(c.Attrs))
	}
	return "pl." + name + "(" + strings.Join(args, ", ") + ")"
}

// fullValue is tile.full's fill value as PyPTO prints it: a bare numeric
// literal, the dtype being the dtype= kwarg's (the DSL's value: int | float
// cannot take a pl.const; src/ir/transforms/python_printer.cpp:1136-1160).
func fullValue(p *printer, v Expr) string {
	switch c := v.(type) {
	case *ConstInt:
		return strconv.FormatInt(c.Value, 10)
	case *ConstFloat:
		return FormatFloat(c.Value)
	}
	return p.expr(v, 0)
}

func (p *printer) submit(s *Submit) string {
	head := "pl.submit("
	if s.CoreNum != nil {
		head = "pl.spmd_submit("
	}
	args := []string{"self." + globalName(s.Callee)}
	for _, a := range s.Args {
		args = append(args, p.expr(a, 0))
	}
	if len(s.Deps) > 0 {
		args = append(args, "deps=["+p.exprList(s.Deps)+"]")
	}
	if s.CoreNum != nil {
		args = append(args, "core_num="+p.expr(s.CoreNum, 0))
		if s.SyncStart {
			args = append(args, "sync_start=True")
		}
	}
	if s.AllowEarlyResolve {
		args = append(args, "allow_early_resolve=True")
	}
	if len(s.Attrs) > 0 {
		args = append(args, "attrs="+p.attrDict(s.Attrs))
	}
	return head + strings.Join(args, ", ") + ")"
}

func (p *printer) attrDict(kws []Kwarg) string {
	parts := make([]string, len(kws))
	for i, kw := range kws {
		parts[i] = pyDQString(kw.Key) + ": " + p.kwValue(kw.Value)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// kwValue renders a kwarg or attribute value.
func (p *printer) kwValue(v any) string {
	switch x := v.(type) {
	case bool:
		if x {
			return "True"
		}
		return "False"
	case int64:
		return strconv.FormatInt(x, 10)
	case int:
		return strconv.Itoa(x)
	case float64:
		return FormatFloat(x)
	case string:
		return pyString(x)
	case DataType:
		return "pl." + x.String()
	case MemorySpace:
		return "pl.Mem." + x.String()
	case TileLayout:
		return "pl.TileLayout." + x.String()
	case PadValue:
		return "pl.PadValue." + x.String()
	case TensorLayout:
		return "pl.TensorLayout." + x.String()
	case CastMode:
		return pyString(x.String())
	case AtomicType:
		return "pl.AtomicType." + x.String()
	case PipeType:
		return "pl.PipeType." + x.String()
	case SplitMode:
		return "pl.SplitMode." + x.String()
	case CompactMode:
		return "pl.CompactMode." + x.String()
	case AccPhase:
		// The pinned DSL takes the phase as a string: acc_phase: str =
		// "unspecified" (python/pypto/language/op/tile_ops.py:1410) and has
		// no pl.AccPhase; the parser still reads pl.AccPhase.X.
		return pyString(strings.ToLower(x.String()))
	case STPhase:
		return "pl.STPhase." + x.String()
	case SyncAllMode:
		// mode: str = "hard" | "soft" (python/pypto/language/op/system_ops.py:126).
		return pyString(strings.ToLower(x.String()))
	case KernelType:
		// core_type: str, one of "aiv_only", "aic_only", "mix"
		// (python/pypto/language/op/system_ops.py:119,125).
		return pyString(x.dslName())
	case Expr:
		return p.expr(x, 0)
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = p.kwValue(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return "None"
}

// pyString quotes s the way Python's repr does: single quotes unless s
// contains a single quote and no double quote, escaped as pyQuote does.
func pyString(s string) string {
	q := byte('\'')
	if strings.ContainsRune(s, '\'') && !strings.ContainsRune(s, '"') {
		q = '"'
	}
	return pyQuote(s, q)
}

// pyDQString quotes s in double quotes, as PyPTO prints a MemRef base
// (src/ir/transforms/python_printer.cpp:3046), a name_hint (:2032) and an
// attribute key or string value (std::quoted, :827, :1016), escaped as
// pyQuote does.
func pyDQString(s string) string { return pyQuote(s, '"') }

// pyQuote writes s as a Python string literal in quote q that Python (and
// this package's lexer) reads back as s. Backslash and q escape with a
// backslash, as std::quoted does in PyPTO's printer
// (src/ir/transforms/python_printer.cpp:827); the rest follows Python's
// repr, since PyPTO writes the text between the quotes raw (:2032, :3046)
// and so prints a control character as one, which does not parse (a raw
// newline ends the literal): \n, \t and \r by letter, any other control
// character and any other character Go does not print (unicode.IsPrint) as
// \xhh, \uhhhh or \Uhhhhhhhh by its code point. A byte that is not UTF-8
// prints as \xhh too, which reads back as that code point: text the lexer
// accepts is always UTF-8, so only a program built in memory can hold one.
func pyQuote(s string, q byte) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte(q)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			writeHexEscape(&b, 'x', uint32(s[i]), 2)
		case r == rune(q) || r == '\\':
			b.WriteByte('\\')
			b.WriteByte(byte(r))
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case unicode.IsPrint(r):
			b.WriteString(s[i : i+size])
		case r < 0x100:
			writeHexEscape(&b, 'x', uint32(r), 2)
		case r < 0x10000:
			writeHexEscape(&b, 'u', uint32(r), 4)
		default:
			writeHexEscape(&b, 'U', uint32(r), 8)
		}
		i += size
	}
	b.WriteByte(q)
	return b.String()
}

// writeHexEscape writes \<letter> and v in digits lower-case hex digits.
func writeHexEscape(b *strings.Builder, letter byte, v uint32, digits int) {
	const hex = "0123456789abcdef"
	b.WriteByte('\\')
	b.WriteByte(letter)
	for sh := 4 * (digits - 1); sh >= 0; sh -= 4 {
		b.WriteByte(hex[v>>uint(sh)&0xf])
	}
}

// FormatFloat renders a float the way Python's repr does: shortest
// round-trip digits, a ".0" on integral values, exponent form below 1e-4
// and from 1e16, and inf / nan spelled as Python floats.
func FormatFloat(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "float('inf')"
	case math.IsInf(v, -1):
		return "float('-inf')"
	case math.IsNaN(v):
		return "float('nan')"
	}
	e := strconv.FormatFloat(v, 'e', -1, 64) // d.ddde±XX
	mant, expStr, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expStr)
	if exp < -4 || exp >= 16 {
		sign := "+"
		if exp < 0 {
			sign, exp = "-", -exp
		}
		es := strconv.Itoa(exp)
		if len(es) < 2 {
			es = "0" + es
		}
		return mant + "e" + sign + es
	}
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if !strings.ContainsAny(s, ".") {
		s += ".0"
	}
	return s
}

// typ prints a type annotation.
func (p *printer) typ(t Type) string {
	switch t := t.(type) {
	case *ScalarType:
		return "pl.Scalar[pl." + t.DType.String() + "]"
	case *TensorType:
		parts := []string{p.shape(t.Shape), "pl." + t.DType.String()}
		if t.View != nil {
			parts = append(parts, p.tensorView(t))
		}
		if t.MemRef != nil {
			parts = append(parts, p.memref(t.MemRef))
		}
		return "pl.Tensor[" + strings.Join(parts, ", ") + "]"
	case *TileType:
		parts := []string{p.shape(t.Shape), "pl." + t.DType.String()}
		if t.MemRef != nil {
			parts = append(parts, p.memref(t.MemRef))
		}
		if t.Space != MemNone {
			parts = append(parts, "pl.Mem."+t.Space.String())
		}
		if t.View != nil {
			parts = append(parts, p.tileView(t))
		}
		return "pl.Tile[" + strings.Join(parts, ", ") + "]"
	case *TupleType:
		if len(t.Elems) == 0 {
			return "pl.Tuple[()]"
		}
		parts := make([]string, len(t.Elems))
		for i, e := range t.Elems {
			parts[i] = p.typ(e)
		}
		return "pl.Tuple[" + strings.Join(parts, ", ") + "]"
	case *ArrayType:
		return "pl.Array[" + strconv.FormatInt(t.Extent, 10) + ", pl." + t.DType.String() + "]"
	case *PtrType:
		return "pl.Ptr"
	case *MemRefType:
		return "pl.MemRefType"
	}
	return "pl.UnknownType"
}

func (p *printer) shape(dims []Expr) string {
	return "[" + p.exprList(dims) + "]"
}

func (p *printer) tensorView(t *TensorType) string {
	// PyPTO prints valid_shape when it differs from the shape, then (for any
	// non-default view) always stride and layout, then pad.
	v := t.View
	var f []string
	if len(v.ValidShape) > 0 {
		f = append(f, "valid_shape="+p.shape(v.ValidShape))
	}
	f = append(f, "stride="+p.shape(v.Stride), "layout=pl.TensorLayout."+v.Layout.String())
	if v.Pad != PadNull {
		f = append(f, "pad=pl.PadValue."+v.Pad.String())
	}
	return "pl.TensorView(" + strings.Join(f, ", ") + ")"
}

// tileView prints the fields of a stored view that differ from the
// implicit view of the tile's shape and space.
func (p *printer) tileView(t *TileType) string {
	v := t.View
	imp := ImplicitTileView(t.Shape, t.Space)
	var f []string
	if len(v.ValidShape) > 0 {
		f = append(f, "valid_shape="+p.shape(v.ValidShape))
	}
	if len(v.Stride) > 0 {
		f = append(f, "stride="+p.shape(v.Stride))
	}
	if v.StartOffset != nil {
		f = append(f, "start_offset="+p.expr(v.StartOffset, 0))
	}
	if v.BLayout != imp.BLayout {
		f = append(f, "blayout=pl.TileLayout."+v.BLayout.String())
	}
	if v.SLayout != imp.SLayout {
		f = append(f, "slayout=pl.TileLayout."+v.SLayout.String())
	}
	if v.Fractal != imp.Fractal {
		f = append(f, "fractal="+strconv.FormatInt(v.Fractal, 10))
	}
	if v.Pad != PadNull {
		f = append(f, "pad=pl.PadValue."+v.Pad.String())
	}
	if v.Compact != CompactNull {
		f = append(f, "compact=pl.CompactMode."+v.Compact.String())
	}
	return "pl.TileView(" + strings.Join(f, ", ") + ")"
}

func (p *printer) memref(m *MemRef) string {
	base := "None"
	if m.Base != nil {
		if n, ok := p.names.lookup(m.Base); ok && !p.inSig {
			base = n
		} else {
			base = pyDQString(m.Base.Name)
		}
	}
	if m.Declared {
		s := "pl.MemRef(" + base
		if m.Slots > 1 {
			s += ", slots=" + strconv.Itoa(m.Slots)
		}
		s += ")"
		if m.SlotIndex != nil {
			s += "[" + p.expr(m.SlotIndex, 0) + "]"
		}
		return s
	}
	s := "pl.MemRef(" + base + ", " + p.expr(m.Offset, 0) + ", " + strconv.FormatInt(m.Size, 10)
	if m.Slots > 1 {
		s += ", slots=" + strconv.Itoa(m.Slots)
	}
	s += ")"
	if m.SlotIndex != nil {
		s += "[" + p.expr(m.SlotIndex, 0) + "]"
	}
	return s
}
