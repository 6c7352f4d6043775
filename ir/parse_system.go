package ir

// The parser's constructs of the system and array surfaces: pl.system.
// task_dummy, arr[i] and arr[i] = v, and None as the invalid task id (the
// wrappers are entries of the DSL table: dsl_system.go, dsl_array.go).

// Attribute keys of system.task_dummy (ast_parser.py:8509-8548).
const (
	attrDummyTask      = "dummy_task"
	attrManualDepEdges = "manual_dep_edges"
)

// TaskDummyAttrs are the attrs of a system.task_dummy call fencing deps
// (TASK_ID scalar or array variables), as the parser builds them
// (taskDummy).
func TaskDummyAttrs(deps []Expr) []Kwarg {
	edges := make([]any, len(deps))
	for i, d := range deps {
		edges[i] = d
	}
	return taskDummyAttrs(edges)
}

// taskDummyAttrs: dummy_task=True, and manual_dep_edges when there are
// edges (ast_parser.py:8509-8548).
func taskDummyAttrs(edges []any) []Kwarg {
	attrs := []Kwarg{{Key: attrDummyTask, Value: true}}
	if len(edges) > 0 {
		attrs = append(attrs, Kwarg{Key: attrManualDepEdges, Value: edges})
	}
	return attrs
}

// taskDummy: pl.system.task_dummy(deps=[...]) builds system.task_dummy with
// attrs dummy_task=True and manual_dep_edges=<deps> (_parse_task_dummy,
// ast_parser.py:8509-8548). A dep is a TASK_ID scalar or array variable, or
// None, the no-producer sentinel, which is dropped
// (_parse_submit_deps_kwarg, :6856-6960; its arr[i] and comprehension
// forms are not modelled).
func (e *elab) taskDummy(c *pyCall) (Expr, error) {
	if len(c.args) > 0 {
		return nil, e.errf(e.sp(c.pos), "pl.system.task_dummy must not use positional arguments")
	}
	var deps pyExpr
	var attrs []Kwarg
	for _, kw := range c.kws {
		switch kw.name {
		case "deps":
			deps = kw.val
		case "attrs":
			a, err := e.attrDict(kw.val)
			if err != nil {
				return nil, err
			}
			attrs = a
		default:
			return nil, e.errf(e.sp(c.pos), "pl.system.task_dummy does not accept keyword argument '%s'", kw.name)
		}
	}
	if deps == nil {
		return nil, e.errf(e.sp(c.pos), "pl.system.task_dummy requires keyword argument 'deps'")
	}
	elems, ok := tupleElems(deps)
	if !ok {
		return nil, e.errf(e.sp(deps.position()), "'pl.system.task_dummy' deps= must be a list / tuple / comprehension of TaskId values")
	}
	var edges []any
	for _, el := range elems {
		if n, ok := el.(*pyName); ok && n.name == "None" {
			continue
		}
		v, err := e.expr(el)
		if err != nil {
			return nil, err
		}
		if _, ok := v.(VarLike); !ok {
			return nil, e.errf(e.sp(el.position()), "pl.system.task_dummy deps entries must be TaskId variables")
		}
		switch t := v.Type().(type) {
		case *ScalarType:
			if t.DType == TASKID {
				edges = append(edges, v)
				continue
			}
		case *ArrayType:
			if t.DType == TASKID {
				edges = append(edges, v)
				continue
			}
		}
		return nil, e.errf(e.sp(el.position()), "pl.system.task_dummy deps entries must be Scalar[TASK_ID] or Array[N, TASK_ID] values, got %s", PrintType(v.Type()))
	}
	op, ok := e.reg.Lookup("system.task_dummy")
	if !ok {
		return nil, e.errf(e.sp(c.pos), "Operator 'system.task_dummy' not found in registry")
	}
	call, err := op.Create(nil, nil, e.sp(c.pos))
	if err != nil {
		return nil, e.errf(e.sp(c.pos), "%s", err.Error())
	}
	call.Attrs = taskDummyAttrs(edges)
	for _, a := range attrs {
		if a.Key != attrDummyTask && a.Key != attrManualDepEdges {
			call.Attrs = append(call.Attrs, a)
		}
	}
	return call, nil
}

// attrDevice is the call attribute holding the rank an orchestrator
// dispatch runs on, written device=<expr> (kAttrDevice).
const attrDevice = "device"

// arrayGet elaborates arr[i] on an array: array.get_element(arr, i)
// (_parse_array_subscript, ast_parser.py:8855-8865).
func (e *elab) arrayGet(x *pySubscript, arr Expr) (Expr, error) {
	if len(x.index) != 1 {
		return nil, e.errf(e.sp(x.pos), "Array subscript requires a single index (rank-1 in v1)")
	}
	index, err := e.expr(x.index[0])
	if err != nil {
		return nil, err
	}
	op, ok := e.reg.Lookup("array.get_element")
	if !ok {
		return nil, e.errf(e.sp(x.pos), "Operator 'array.get_element' not found in registry")
	}
	call, err := op.Create([]Expr{arr, index}, nil, e.sp(x.pos))
	if err != nil {
		return nil, e.errf(e.sp(x.pos), "%s", err.Error())
	}
	return call, nil
}

// arraySet elaborates arr[i] = v on an array variable: arr is rebound to
// array.update_element(arr, i, v), an integer literal v taking the array's
// dtype (_parse_array_subscript_assignment, ast_parser.py:2423-2450). ok
// is false for any other assignment.
func (e *elab) arraySet(s *pyAssign) (Stmt, bool, error) {
	if len(s.targets) != 1 || s.ann != nil || s.value == nil {
		return nil, false, nil
	}
	sub, ok := s.targets[0].(*pySubscript)
	if !ok {
		return nil, false, nil
	}
	n, ok := sub.x.(*pyName)
	if !ok {
		return nil, false, nil
	}
	prev, ok := e.lookup(n.name)
	if !ok {
		return nil, false, nil
	}
	at, ok := prev.Type().(*ArrayType)
	if !ok {
		return nil, false, nil
	}
	pos := e.sp(sub.pos)
	if len(sub.index) != 1 {
		return nil, true, e.errf(pos, "Array subscript-write requires a single index (rank-1 in v1)")
	}
	index, err := e.expr(sub.index[0])
	if err != nil {
		return nil, true, err
	}
	value, err := e.expr(s.value)
	if err != nil {
		return nil, true, err
	}
	if c, ok := value.(*ConstInt); ok {
		value = &ConstInt{Value: c.Value, DType: at.DType, Pos: c.Pos}
	}
	op, ok := e.reg.Lookup("array.update_element")
	if !ok {
		return nil, true, e.errf(pos, "Operator 'array.update_element' not found in registry")
	}
	call, err := op.Create([]Expr{prev.(Expr), index, value}, nil, pos)
	if err != nil {
		return nil, true, e.errf(pos, "%s", err.Error())
	}
	return &AssignStmt{Var: prev.VarRef(), Value: retype(call, prev.Type()), Pos: e.sp(s.pos)}, true, nil
}

// taskInvalid elaborates the literal None, the DSL's spelling of the
// invalid task id: system.task_invalid() (parse_constant,
// ast_parser.py:5825-5832).
func (e *elab) taskInvalid(x *pyName) (Expr, error) {
	op, ok := e.reg.Lookup("system.task_invalid")
	if !ok {
		return nil, e.errf(e.sp(x.pos), "Operator 'system.task_invalid' not found in registry")
	}
	call, err := op.Create(nil, nil, e.sp(x.pos))
	if err != nil {
		return nil, e.errf(e.sp(x.pos), "%s", err.Error())
	}
	return call, nil
}
