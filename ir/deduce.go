package ir

import "fmt"

// Deduction is the input of an op's type deduction: the op, its arguments
// and its (already coerced) kwargs, with accessors that turn a wrong
// argument into an *OpError naming it.
type Deduction struct {
	Op     *OpDef
	Args   []Expr
	Kwargs []Kwarg
}

// Errf reports a broken rule about argument i (-1: the call as a whole).
// A tensor op's message spells data types as PyPTO's deductions print them
// (DataType.MsgName: fp32, bfloat16, ...).
func (d *Deduction) Errf(i int, rule, format string, a ...any) error {
	if d.Op.Tensor {
		b := make([]any, len(a))
		for k, x := range a {
			if dt, ok := x.(DataType); ok {
				x = dt.MsgName()
			}
			b[k] = x
		}
		a = b
	}
	e := &OpError{Op: d.Op.Name, Arg: i, Rule: rule, Msg: fmt.Sprintf(format, a...)}
	if i >= 0 && i < len(d.Op.Args) {
		e.ArgName = d.Op.Args[i].Name
	}
	return e
}

func (d *Deduction) checkKind(i int, a Expr) error {
	want := d.Op.Args[i].Kind
	var t Type
	if want != ArgTuple && want != ArgIndices {
		t = a.Type() // a list's type is a new TupleType: not built when unread
	}
	ok := true
	switch want {
	case ArgTile:
		_, ok = t.(*TileType)
	case ArgTensor:
		_, ok = t.(*TensorType)
	case ArgScalar:
		_, ok = t.(*ScalarType)
	case ArgShaped:
		_, ok1 := t.(*TileType)
		_, ok2 := t.(*TensorType)
		ok = ok1 || ok2
	case ArgTuple, ArgIndices:
		var mt *MakeTuple
		mt, ok = a.(*MakeTuple)
		if ok {
			for j, e := range mt.Elems {
				st, s := e.Type().(*ScalarType)
				if !s {
					return d.Errf(i, "arg-kind", "element %d of the list is a %s, want a scalar", j, TypeKindName(e.Type()))
				}
				if want == ArgIndices && !st.DType.IsInt() {
					return d.Errf(i, "index-dtype", "element %d of the list must be an integer, got %s", j, st.DType)
				}
			}
		}
	}
	if !ok {
		return d.Errf(i, "arg-kind", "want a %s, got %s", want, describeArg(a))
	}
	return nil
}

func describeArg(a Expr) string {
	if _, ok := a.(*MakeTuple); ok {
		return "a list"
	}
	return "a " + TypeKindName(a.Type())
}

// Has reports whether argument i was given.
func (d *Deduction) Has(i int) bool { return i < len(d.Args) }

// Tile returns argument i as a tile type (its kind was checked by Create).
func (d *Deduction) Tile(i int) *TileType { return d.Args[i].Type().(*TileType) }

// Tensor returns argument i as a tensor type.
func (d *Deduction) Tensor(i int) *TensorType { return d.Args[i].Type().(*TensorType) }

// List returns the elements of list argument i.
func (d *Deduction) List(i int) []Expr { return d.Args[i].(*MakeTuple).Elems }

// Kw returns a kwarg value.
func (d *Deduction) Kw(key string) (any, bool) { return lookupKw(d.Kwargs, key) }

// KwDType returns a DataType kwarg.
func (d *Deduction) KwDType(key string) (DataType, bool) {
	v, ok := d.Kw(key)
	if !ok {
		return Invalid, false
	}
	dt, ok := v.(DataType)
	return dt, ok
}

// KwMemory returns a MemorySpace kwarg.
func (d *Deduction) KwMemory(key string) (MemorySpace, bool) {
	v, ok := d.Kw(key)
	if !ok {
		return MemNone, false
	}
	m, ok := v.(MemorySpace)
	return m, ok
}

// KwBool returns a bool kwarg (false when absent).
func (d *Deduction) KwBool(key string) bool {
	v, _ := d.Kw(key)
	b, _ := v.(bool)
	return b
}

// KwLayout returns a TileLayout kwarg.
func (d *Deduction) KwLayout(key string) (TileLayout, bool) {
	v, ok := d.Kw(key)
	if !ok {
		return NoneBox, false
	}
	l, ok := v.(TileLayout)
	return l, ok
}

// ScalarDType returns the dtype of scalar argument i.
func (d *Deduction) ScalarDType(i int) DataType { return d.Args[i].Type().(*ScalarType).DType }

// StaticList returns list argument i as constants, or an error naming the
// argument when an element is not a constant.
func (d *Deduction) StaticList(i int, what string) ([]int64, error) {
	elems := d.List(i)
	out := make([]int64, len(elems))
	for j, e := range elems {
		c, ok := e.(*ConstInt)
		if !ok {
			return nil, d.Errf(i, "static-"+what, "element %d of the %s must be a constant", j, what)
		}
		out[j] = c.Value
	}
	return out, nil
}

// ConstI builds an INDEX constant (the type of bare integer literals).
func ConstI(v int64) *ConstInt { return &ConstInt{Value: v, DType: INDEX} }

// ConstIs builds a list of INDEX constants.
func ConstIs(vs ...int64) []Expr {
	out := make([]Expr, len(vs))
	for i, v := range vs {
		out[i] = ConstI(v)
	}
	return out
}

// Shape is shorthand for ConstIs, for tests and builders.
func Shape(dims ...int64) []Expr { return ConstIs(dims...) }
