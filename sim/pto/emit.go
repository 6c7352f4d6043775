package pto

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Emit writes the PTO module the pinned PyPTO's PTOCodegen
// (src/codegen/pto/pto_codegen.cpp:668-704) writes for a compiled model
// program: the program after the pass pipeline (memory spaces, MemRefs and
// addresses assigned) and before the model's InsertSync, which stands in
// for ptoas placing the flags. arch is the pto-isa target ("a2a3", "a5");
// file names the source in every loc().
//
// It is the model's side of the PTO differential: the model's lowering
// and PyPTO's codegen then reach the simulator through the same reader
// (Parse, Translate), so where the two disagree the difference is one
// operation of one function (Diff).
//
// What it writes follows the pinned codegen's forms (the citations are
// on each form below); what the model's IR does not carry is derived the
// way sim/ascend's lowering derives it and is listed in
// docs/pypto-version.md: the reserved slot buffers of a cross-core pipe
// (placed past the highest allocation of the consumer's memory, two
// slots of the largest tile pushed), and the tfree of each pop (after the
// popped tile's last use in its block). An op the emitter does not know
// is an *EmitError naming it and its source position.
func Emit(p *ir.Program, arch, file string) (string, error) {
	if p == nil {
		return "", &EmitError{Msg: "no program"}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "module attributes {pto.target_arch = %q} {\n", arch)
	pipes := planPipes(p)
	for _, f := range p.Funcs {
		if f == nil || !f.Kind.IsInCoreType() {
			continue
		}
		e := &funcEmitter{file: file, f: f, prog: p, pipes: pipes, explicit: explicitPipe(f),
			names: map[*ir.Var]string{}, used: map[string]bool{}, consts: map[constKey]string{},
			views: map[*ir.Var]string{}, types: map[string]string{}}
		if err := e.function(&b); err != nil {
			return "", err
		}
	}
	b.WriteString("}\n")
	return b.String(), nil
}

// EmitError is a construct of the compiled program the emitter cannot
// write.
type EmitError struct {
	Func string
	Pos  ir.Span
	Msg  string
}

func (e *EmitError) Error() string {
	if e.Pos.Line > 0 {
		return fmt.Sprintf("%s: PTO emission: function '%s': %s", e.Pos, e.Func, e.Msg)
	}
	return fmt.Sprintf("PTO emission: function '%s': %s", e.Func, e.Msg)
}

type constKey struct {
	bits int64
	typ  string
	flt  bool
}

// funcEmitter writes one function. Its state mirrors PyPTO's per-function
// codegen state (pto_codegen.h FunctionState): the SSA names in use, the
// constants hoisted to the function head, the tensor views of the
// parameters and the tile_buf type of every tile SSA value.
type funcEmitter struct {
	file  string
	f     *ir.Function
	prog  *ir.Program
	pipes *pipePlan
	// explicit: the function sets its pipe up and frees its pops itself
	// (explicitPipe); nothing is derived.
	explicit bool

	names  map[*ir.Var]string
	used   map[string]bool
	temp   int
	consts map[constKey]string
	nconst int // numeric constants emitted (PyPTO names floats cst_N by it)
	head   strings.Builder
	body   strings.Builder
	indent int
	pos    ir.Span // the loc of the line being written
	views  map[*ir.Var]string
	types  map[string]string // tile SSA -> its !pto.tile_buf type
}

func (e *funcEmitter) errf(pos ir.Span, format string, a ...any) error {
	return &EmitError{Func: e.f.Name, Pos: pos, Msg: fmt.Sprintf(format, a...)}
}

// function writes func.func: the signature with the tensors first, then
// the scalars (pto_codegen.cpp:985-1042), the kernel kind (:1109-1118),
// the hoisted constants, the tensor views (EmitMakeTensorViews,
// :1243-1444) and the body.
func (e *funcEmitter) function(out *strings.Builder) error {
	f := e.f
	for i := range f.Params {
		e.used["arg"+strconv.Itoa(i)] = true
	}
	var tensors, scalars []*ir.Var
	for _, prm := range f.Params {
		if _, ok := prm.T.(*ir.TensorType); ok {
			tensors = append(tensors, prm)
		} else {
			scalars = append(scalars, prm)
		}
	}
	var sig []string
	for j, prm := range tensors {
		tt := prm.T.(*ir.TensorType)
		e.names[prm] = "%arg" + strconv.Itoa(j)
		sig = append(sig, fmt.Sprintf("%%arg%d: !pto.ptr<%s>", j, typeName(tt.DType)))
	}
	for j, prm := range scalars {
		st, ok := prm.T.(*ir.ScalarType)
		if !ok {
			return e.errf(prm.Pos, "parameter '%s' of type %s has no PTO signature", prm.Name, ir.PrintType(prm.T))
		}
		n := len(tensors) + j
		e.names[prm] = "%arg" + strconv.Itoa(n)
		sig = append(sig, fmt.Sprintf("%%arg%d: %s", n, typeName(st.DType)))
	}
	// The SPMD identity parameters, in PyPTO's order: block index and
	// count when either is read, then the subblock index
	// (pto_codegen.cpp:1088-1105).
	spmd := map[string]bool{}
	ir.Walk(f.Body, func(n ir.Node) bool {
		if c, ok := n.(*ir.Call); ok && c.Op != nil && c.Op.SPMDParam != "" {
			spmd[c.Op.SPMDParam] = true
		}
		return true
	})
	if spmd["__pypto_spmd_block_idx"] || spmd["__pypto_spmd_block_num"] {
		spmd["__pypto_spmd_block_idx"], spmd["__pypto_spmd_block_num"] = true, true
	}
	for _, n := range []string{"__pypto_spmd_block_idx", "__pypto_spmd_block_num", "__pypto_spmd_subblock_idx"} {
		if spmd[n] {
			e.used[n] = true
			sig = append(sig, "%"+n+": i32")
		}
	}
	attrs := ""
	switch f.Kind {
	case ir.AIC:
		attrs = " attributes {pto.kernel_kind = #pto.kernel_kind<cube>}"
	case ir.AIV:
		attrs = " attributes {pto.kernel_kind = #pto.kernel_kind<vector>}"
	}
	fmt.Fprintf(out, "  func.func @%s(%s)%s {\n", f.Name, strings.Join(sig, ", "), attrs)
	e.indent = 1

	// Addresses first, as PyPTO pre-emits them (pto_codegen.cpp:1124-1131),
	// then each tensor's shape and stride constants (:1145-1175).
	ir.Walk(f.Body, func(n ir.Node) bool {
		if s, ok := n.(*ir.AssignStmt); ok {
			if tt, ok := s.Var.T.(*ir.TileType); ok && tt.MemRef != nil {
				if a, ok := ir.ConstValue(tt.MemRef.Offset); ok {
					e.constant(a, "i64")
				}
			}
		}
		return true
	})
	for _, prm := range tensors {
		tt := prm.T.(*ir.TensorType)
		for _, d := range tt.Shape {
			if v, ok := ir.ConstValue(d); ok {
				e.constant(v, "index")
			}
		}
		if len(tt.Shape) == 2 {
			if v, ok := ir.ConstValue(tt.Shape[1]); ok {
				e.constant(v, "index")
			}
		}
		e.constant(1, "index")
	}

	e.pos = f.Pos
	if err := e.tensorViews(tensors); err != nil {
		return err
	}
	e.pipeSetup()
	if err := e.block(f.Body); err != nil {
		return err
	}
	out.WriteString(e.head.String())
	out.WriteString(e.body.String())
	out.WriteString("  return\n  }\n")
	return nil
}

// line writes one operation line with its loc() suffix
// (pto_codegen.cpp:2266-2282).
func (e *funcEmitter) line(format string, a ...any) {
	e.body.WriteString(strings.Repeat("  ", e.indent))
	fmt.Fprintf(&e.body, format, a...)
	if e.pos.Line > 0 && e.file != "" {
		col := max(e.pos.Col, 1)
		fmt.Fprintf(&e.body, " loc(%q:%d:%d)", e.file, e.pos.Line, col)
	}
	e.body.WriteByte('\n')
}

// structural writes a line without a loc (EmitStructural).
func (e *funcEmitter) structural(format string, a ...any) {
	e.body.WriteString(strings.Repeat("  ", e.indent))
	fmt.Fprintf(&e.body, format, a...)
	e.body.WriteByte('\n')
}

// constant is GetOrEmitConstant (pto_codegen.cpp:1806-1851): one
// arith.constant per (value, type) in the function head, named
// %c<v>_<type> (%cn<|v|>_<type> when negative).
func (e *funcEmitter) constant(v int64, typ string) string {
	k := constKey{bits: v, typ: typ}
	if n, ok := e.consts[k]; ok {
		return n
	}
	id := "c" + strconv.FormatInt(v, 10) + "_" + typ
	if v < 0 {
		id = "cn" + strconv.FormatUint(uint64(-(v+1))+1, 10) + "_" + typ
	}
	name := "%" + id
	if e.used[id] {
		name = e.newTemp()
	}
	e.used[id] = true
	fmt.Fprintf(&e.head, "  %s = arith.constant %d : %s\n", name, v, typ)
	e.consts[k] = name
	e.nconst++
	return name
}

// floatConstant is the float GetOrEmitConstant (:1853-1878): %cst, then
// %cst_N by the number of constants emitted before.
func (e *funcEmitter) floatConstant(v float64, typ string) string {
	k := constKey{bits: int64(mathBits(v)), typ: typ, flt: true}
	if n, ok := e.consts[k]; ok {
		return n
	}
	id := "cst"
	if e.nconst > 0 {
		id += "_" + strconv.Itoa(e.nconst)
	}
	name := "%" + id
	if e.used[id] {
		name = e.newTemp()
	}
	e.used[id] = true
	fmt.Fprintf(&e.head, "  %s = arith.constant %s : %s\n", name, strconv.FormatFloat(v, 'e', 16, 64), typ)
	e.consts[k] = name
	e.nconst++
	return name
}

// newTemp is NewTemp (:2407-2414): the next free number.
func (e *funcEmitter) newTemp() string {
	for {
		n := strconv.Itoa(e.temp)
		e.temp++
		if !e.used[n] {
			e.used[n] = true
			return "%" + n
		}
	}
}

// named is NewNamedTemp (:2416-2435): the sanitized hint when free, else
// a number.
func (e *funcEmitter) named(hint string) string {
	var b strings.Builder
	for i, r := range hint {
		ok := r == '_' || r == '.' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
		if i == 0 && r >= '0' && r <= '9' {
			b.WriteByte('_')
		}
		if ok {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	s := b.String()
	if s != "" && !e.used[s] {
		e.used[s] = true
		return "%" + s
	}
	return e.newTemp()
}

// tensorViews writes pto.make_tensor_view for each tensor parameter the
// body uses: ND strides [shape[1], 1], DN ones [1, shape[0]], and DN for a
// [M, 1] column vector (pto_codegen.cpp:1243-1444).
func (e *funcEmitter) tensorViews(tensors []*ir.Var) error {
	usedVars := map[*ir.Var]bool{}
	ir.Walk(e.f.Body, func(n ir.Node) bool {
		if v, ok := n.(*ir.Var); ok {
			usedVars[v] = true
		}
		return true
	})
	for _, prm := range tensors {
		view := e.named(prm.Name + "_view")
		e.views[prm] = view
		if !usedVars[prm] {
			continue
		}
		tt := prm.T.(*ir.TensorType)
		rank := len(tt.Shape)
		layout := ir.ND
		if tt.View != nil {
			layout = tt.View.Layout
		}
		if rank >= 2 {
			if v, ok := ir.ConstValue(tt.Shape[rank-1]); ok && v == 1 {
				layout = ir.DN
			}
		}
		shape := make([]string, rank)
		for j, d := range tt.Shape {
			v, ok := ir.ConstValue(d)
			if !ok {
				return e.errf(prm.Pos, "tensor parameter '%s' has a dynamic shape", prm.Name)
			}
			shape[j] = e.constant(v, "index")
		}
		strides := make([]string, rank)
		switch {
		case tt.View != nil && len(tt.View.Stride) == rank:
			for j, s := range tt.View.Stride {
				v, ok := ir.ConstValue(s)
				if !ok {
					return e.errf(prm.Pos, "tensor parameter '%s' has a dynamic stride", prm.Name)
				}
				strides[j] = e.constant(v, "index")
			}
		case layout == ir.DN && rank >= 2:
			if rank != 2 {
				return e.errf(prm.Pos, "a DN tensor of rank %d", rank)
			}
			strides[0], strides[1] = e.constant(1, "index"), shape[0]
		default:
			strides[rank-1] = e.constant(1, "index")
			prev := int64(1)
			for j := rank - 2; j >= 0; j-- {
				v, _ := ir.ConstValue(tt.Shape[j+1])
				prev *= v
				if j == rank-2 {
					strides[j] = shape[j+1]
				} else {
					strides[j] = e.constant(prev, "index")
				}
			}
		}
		lay := "nd"
		if layout == ir.DN {
			lay = "dn"
		} else if layout == ir.NZ {
			lay = "nz"
		}
		e.pos = prm.Pos
		e.line("%s = pto.make_tensor_view %s, shape = [%s], strides = [%s] {layout = #pto.layout<%s>} : !pto.tensor_view<%sx%s>",
			view, e.names[prm], strings.Join(shape, ", "), strings.Join(strides, ", "), lay,
			strings.TrimSuffix(strings.Repeat("?x", rank), "x"), typeName(tt.DType))
	}
	return nil
}

// tileBufType is the !pto.tile_buf type of a tile (FormatTileBufTypeString,
// pto_type_utils.cpp:133-146, fields from ExtractTileTypeInfo :166-205):
// v_row and v_col dynamic, the extent carried by alloc_tile's operands.
func tileBufType(t *ir.TileType, vRow, vCol string) (string, error) {
	rows, cols, err := tileDims(t.Shape)
	if err != nil {
		return "", err
	}
	v := t.Effective()
	loc := spaceName(t.Space)
	if loc == "" || loc == "gm" {
		return "", fmt.Errorf("a tile in %s has no tile_buf location", t.Space)
	}
	dt := typeName(t.DType)
	if dt == "" {
		return "", fmt.Errorf("dtype %s has no PTO type", t.DType)
	}
	s := fmt.Sprintf("!pto.tile_buf<loc=%s, dtype=%s, rows=%d, cols=%d, v_row=%s, v_col=%s, blayout=%s, slayout=%s, fractal=%d, pad=%d",
		loc, dt, rows, cols, vRow, vCol, layoutNames[v.BLayout], layoutNames[v.SLayout], v.Fractal, int(v.Pad))
	if v.Compact != 0 {
		s += fmt.Sprintf(", compact=%d", int(v.Compact))
	}
	return s + ">", nil
}

// tileDims is a tile's (rows, cols): a 1-D tile is one row.
func tileDims(shape []ir.Expr) (int64, int64, error) {
	dims, ok := ir.StaticShape(shape)
	switch {
	case !ok:
		return 0, 0, fmt.Errorf("a tile of dynamic shape")
	case len(dims) == 1:
		return 1, dims[0], nil
	case len(dims) == 2:
		return dims[0], dims[1], nil
	}
	return 0, 0, fmt.Errorf("a tile of rank %d", len(dims))
}

// staticValid is a tile's valid extent when it is a compile-time one.
func staticValid(t *ir.TileType) (int64, int64, bool) {
	vs := t.ValidShape()
	var out []int64
	for _, d := range vs {
		v, ok := ir.ConstValue(d)
		if !ok {
			return 0, 0, false
		}
		out = append(out, v)
	}
	switch len(out) {
	case 1:
		return 1, out[0], true
	case 2:
		return out[0], out[1], true
	}
	return 0, 0, false
}

// allocTile writes pto.alloc_tile for a tile variable
// (ComputeAllocTileFields, pto_codegen.cpp:1446-1545, EmitAllocTileForVar
// :1759-1802): its address, its valid extent as index operands.
func (e *funcEmitter) allocTile(v *ir.Var, t *ir.TileType) (string, error) {
	ty, err := tileBufType(t, "?", "?")
	if err != nil {
		return "", e.errf(v.Pos, "tile '%s': %v", v.Name, err)
	}
	if t.MemRef == nil {
		return "", e.errf(v.Pos, "tile '%s' has no MemRef", v.Name)
	}
	addr, ok := ir.ConstValue(t.MemRef.Offset)
	if !ok {
		return "", e.errf(v.Pos, "tile '%s' has a run-time address", v.Name)
	}
	vr, vc, err := e.validOperands(t, v.Pos)
	if err != nil {
		return "", err
	}
	name := e.named(v.Name)
	e.line("%s = pto.alloc_tile addr = %s valid_row = %s valid_col = %s : %s", name, e.constant(addr, "i64"), vr, vc, ty)
	e.types[name] = ty
	return name, nil
}

// validOperands are the valid_row / valid_col SSA values of a tile.
func (e *funcEmitter) validOperands(t *ir.TileType, pos ir.Span) (string, string, error) {
	vs := t.ValidShape()
	if len(vs) == 1 {
		c, err := e.index(vs[0], pos)
		return e.constant(1, "index"), c, err
	}
	if len(vs) != 2 {
		return "", "", e.errf(pos, "a tile of rank %d", len(vs))
	}
	r, err := e.index(vs[0], pos)
	if err != nil {
		return "", "", err
	}
	c, err := e.index(vs[1], pos)
	return r, c, err
}

// index is an index-typed SSA value of a scalar expression.
func (e *funcEmitter) index(x ir.Expr, pos ir.Span) (string, error) {
	if v, ok := ir.ConstValue(x); ok {
		return e.constant(v, "index"), nil
	}
	s, err := e.scalar(x)
	if err != nil {
		return "", err
	}
	if st, ok := x.Type().(*ir.ScalarType); ok && st.DType != ir.INDEX {
		t := e.newTemp()
		e.line("%s = arith.index_cast %s : %s to index", t, s, typeName(st.DType))
		return t, nil
	}
	return s, nil
}

// block writes a statement list.
func (e *funcEmitter) block(s ir.Stmt) error {
	stmts := ir.Stmts(s)
	var frees map[ir.Stmt][]*ir.Call
	if !e.explicit {
		frees = e.planFrees(stmts)
	}
	for _, st := range stmts {
		if err := e.stmt(st); err != nil {
			return err
		}
		for _, pop := range frees[st] {
			e.pos = pop.Pos
			e.free(pop)
		}
	}
	return nil
}

func (e *funcEmitter) stmt(s ir.Stmt) error {
	switch s := s.(type) {
	case nil:
		return nil
	case *ir.SeqStmts:
		return e.block(s)
	case *ir.AssignStmt:
		e.pos = s.Pos
		return e.assign(s.Var, s.Value)
	case *ir.EvalStmt:
		e.pos = s.Pos
		c, ok := s.Expr.(*ir.Call)
		if !ok {
			return e.errf(s.Pos, "an expression statement that is not a call")
		}
		_, err := e.call(c, nil)
		return err
	case *ir.ReturnStmt, *ir.YieldStmt:
		return nil
	case *ir.BreakStmt, *ir.ContinueStmt:
		// PyPTO's CtrlFlowTransform rewrites them before codegen; the
		// model has no such pass.
		return e.errf(s.Span(), "no PTO emission for break or continue (PyPTO's CtrlFlowTransform removes them first)")
	case *ir.ScopeStmt:
		return e.block(s.Body)
	case *ir.ForStmt:
		return e.forStmt(s)
	case *ir.IfStmt:
		return e.ifStmt(s)
	case *ir.WhileStmt:
		return e.whileStmt(s)
	}
	return e.errf(s.Span(), "statement %T", s)
}

// assign binds a variable to the value of its expression.
func (e *funcEmitter) assign(v *ir.Var, x ir.Expr) error {
	switch x := x.(type) {
	case *ir.Call:
		name, err := e.call(x, v)
		if err != nil {
			return err
		}
		if name != "" {
			e.names[v] = name
		}
		return nil
	case *ir.Var:
		if n, ok := e.names[x]; ok {
			e.names[v] = n
			if vw, ok := e.views[x]; ok {
				e.views[v] = vw
			}
			return nil
		}
		return e.errf(x.Pos, "'%s' is used before it is defined", x.Name)
	}
	if _, ok := v.T.(*ir.ScalarType); ok {
		s, err := e.scalar(x)
		if err != nil {
			return err
		}
		e.names[v] = s
		return nil
	}
	return e.errf(x.Span(), "cannot emit %s", ir.PrintExpr(x))
}
