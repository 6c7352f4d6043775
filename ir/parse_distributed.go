package ir

import (
	"fmt"
	"strings"
)

// The parser's side of the distributed, system, array and prefetch
// surfaces (the annotations are in parse_type.go; the wrappers are entries
// of the DSL table, dsl_distributed.go, dsl_system.go, dsl_array.go): the
// pld enums and pl.adir markers, the parser's own checks of pld.<op> and
// pld.<category>.<op> calls (python/pypto/language/parser/ast_parser.py:
// 8574-8649), pl.system.task_dummy and pl.<DTYPE>.get_byte().

// ArgDirection is the direction of one argument at a call site
// (include/pypto/ir/expr.h:354-361), written pl.adir.<name> in a call's
// attrs={"arg_directions": [...]} (python/pypto/language/arg_direction.py).
type ArgDirection uint8

// The argument directions, in PyPTO's code order.
const (
	ArgInput ArgDirection = iota
	ArgOutput
	ArgInOut
	ArgOutputExisting
	ArgNoDep
	ArgScalarDir
)

var adirNames = []string{"input", "output", "inout", "output_existing", "no_dep", "scalar"}

func (a ArgDirection) String() string {
	if int(a) < len(adirNames) {
		return adirNames[a]
	}
	return fmt.Sprintf("ArgDirection(%d)", uint8(a))
}

// distEnums are the pld enums a program names (pld.NotifyOp.AtomicAdd, ...;
// python/pypto/language/distributed/__init__.py): ops store their values as
// ints (include/pypto/ir/comm.h:48-74), AtomicType as the AtomicType kwarg.
var distEnums = map[string]map[string]int64{
	"NotifyOp": {"AtomicAdd": NotifyAtomicAdd, "Set": NotifySet},
	"WaitCmp":  {"Eq": WaitEq, "Ge": WaitGe},
	"ReduceOp": {"Sum": ReduceSum, "Max": ReduceMax, "Min": ReduceMin, "Prod": ReduceProd},
}

// distEnumValue resolves pl.adir.<name>, pld.AtomicType.<name> and
// pld.<Enum>.<name>; ok is false for any other name.
func (e *elab) distEnumValue(d string) (any, bool) {
	if w, ok := e.pl(d); ok {
		if name, ok := strings.CutPrefix(w, "adir."); ok {
			for i, n := range adirNames {
				if n == name {
					return ArgDirection(i), true
				}
			}
		}
		return nil, false
	}
	rest, ok := strings.CutPrefix(d, "pld.")
	if !ok {
		return nil, false
	}
	enum, member, ok := strings.Cut(rest, ".")
	if !ok {
		return nil, false
	}
	if enum == "AtomicType" {
		if v, ok := atomicEnum.lookup(member); ok {
			return AtomicType(v), true
		}
		return nil, false
	}
	v, ok := distEnums[enum][member]
	return v, ok
}

// nsCall elaborates pld calls, pl.system.task_dummy and
// pl.<DTYPE>.get_byte(); ok is false for any other call.
func (e *elab) nsCall(c *pyCall, d string) (Expr, bool, error) {
	if rest, ok := strings.CutPrefix(d, "pld."); ok {
		x, err := e.pldCall(c, rest)
		return x, true, err
	}
	w, ok := e.pl(d)
	if !ok {
		return nil, false, nil
	}
	if w == "system.task_dummy" {
		x, err := e.taskDummy(c)
		return x, true, err
	}
	ns, name, dot := strings.Cut(w, ".")
	switch ns {
	case "tile", "tensor", "system", "array", "prefetch":
		return nil, false, nil
	}
	if dot && name == "get_byte" {
		// pl.<DTYPE>.get_byte() folds to the dtype's byte size, an
		// INDEX constant (ast_parser.py:6207-6211, :8718-8760).
		dt, isDT := DataTypeByName(ns)
		if !isDT {
			return nil, true, e.errf(e.sp(c.pos), "Unknown DataType '%s' in pl.%s.get_byte()", ns, ns)
		}
		if len(c.args) > 0 || len(c.kws) > 0 {
			return nil, true, e.errf(e.sp(c.pos), "pl.%s.get_byte() takes no arguments", ns)
		}
		return &ConstInt{Value: int64(dt.Bytes()), DType: INDEX, Pos: e.sp(c.pos)}, true, nil
	}
	return nil, false, nil
}

// pldCategories are the namespaces of pld.<category>.<op>
// (ast_parser.py:68-71).
var pldCategories = map[string]bool{"system": true, "tensor": true, "tile": true}

// pldCall elaborates pld.<op>(...) and pld.<category>.<op>(...): the
// parser's checks (_validate_pld_op_call, _parse_pld_op,
// _parse_pld_category_op, ast_parser.py:8574-8649;
// _parse_alloc_window_buffer_assignment, :2157-2231), then the wrapper.
func (e *elab) pldCall(c *pyCall, rest string) (Expr, error) {
	cat, name, three := strings.Cut(rest, ".")
	if !three {
		name = cat
	}
	switch name {
	case "alloc_window_buffer":
		if c != e.lhsCall {
			return nil, e.errf(e.sp(c.pos), "pld.tensor.alloc_window_buffer must appear as the RHS of a simple assignment (its result must be bound to a named variable)")
		}
	case "world_size":
		if e.fn != nil && e.fn.Level != LevelHost {
			return nil, e.errf(e.sp(c.pos), "pld.system.world_size() can only be called in HOST orchestration context (not inside InCore / SPMD scopes); current function level: %s", e.declaredLevel())
		}
	}
	key := "pld." + rest
	if !three {
		if _, ok := dslTable()[key]; !ok {
			return nil, e.errf(e.sp(c.pos), "Unknown distributed operation 'pld.%s'", name)
		}
	} else {
		if !pldCategories[cat] || strings.Contains(name, ".") {
			return nil, e.errf(e.sp(c.pos), "Unknown distributed category 'pld.%s'", cat)
		}
		if _, ok := dslTable()[key]; !ok {
			return nil, e.errf(e.sp(c.pos), "Unknown distributed operation 'pld.%s.%s'", cat, name)
		}
	}
	f, _ := dslLookup(key)
	if name == "alloc_window_buffer" {
		lhs := e.lhsName
		if e.fn != nil && e.fn.Level != LevelHost {
			return nil, e.errf(e.sp(c.pos), "pld.tensor.alloc_window_buffer() can only be called in HOST orchestration context (not inside InCore / SPMD scopes); current function level: %s", e.declaredLevel())
		}
		if e.windowNames[lhs] {
			return nil, e.errf(e.sp(c.pos), "pld.tensor.alloc_window_buffer name '%s' is already declared in this program", lhs)
		}
		for _, kw := range c.kws {
			if kw.name == "name" {
				return nil, e.errf(e.sp(c.pos), "pld.tensor.alloc_window_buffer 'name' kwarg cannot be passed explicitly — it is auto-derived from the assignment LHS ('%s')", lhs)
			}
		}
	}
	return e.dslWithAttrs(key, f, c)
}

// declaredLevel is the level the current function's decorator states, as
// PyPTO prints it ("Level.HOST"), or None.
func (e *elab) declaredLevel() string {
	if e.fn == nil || !e.levelGiven[e.fn.Name] {
		return "None"
	}
	return "Level." + e.fn.Level.String()
}

// windowBytes is the byte size of a per-rank window of a shape: an INT64
// constant when every dimension is static, else an INT64 product
// (_compute_window_buffer_bytes, distributed/op/tensor_ops.py).
func (e *elab) windowBytes(elems []pyExpr, dt DataType, pos Span) (Expr, error) {
	if len(elems) == 0 {
		return nil, e.errf(pos, "pld.tensor.alloc_window_buffer shape must be non-empty")
	}
	dims, err := e.exprs(elems)
	if err != nil {
		return nil, err
	}
	total, static := int64(1), true
	for i, d := range dims {
		v, ok := ConstValue(d)
		if !ok {
			static = false
			continue
		}
		if v <= 0 {
			return nil, e.errf(pos, "pld.tensor.alloc_window_buffer shape dimension[%d] is %d; all dimensions must be positive", i, v)
		}
		total *= v
	}
	bytes := int64(dt.Bytes())
	if static {
		return &ConstInt{Value: total * bytes, DType: INT64, Pos: pos}, nil
	}
	i64 := func(x Expr) Expr {
		if v, ok := ConstValue(x); ok {
			return &ConstInt{Value: v, DType: INT64, Pos: pos}
		}
		return x
	}
	prod := i64(dims[0])
	for _, d := range dims[1:] {
		prod = &Binary{Op: OpMul, L: prod, R: i64(d), DType: INT64, Pos: pos}
	}
	return &Binary{Op: OpMul, L: prod, R: &ConstInt{Value: bytes, DType: INT64, Pos: pos}, DType: INT64, Pos: pos}, nil
}
