package ir

// The pl.array.* wrappers of the pinned PyPTO
// (python/pypto/language/op/array_ops.py:35-80 over ir/op/array_ops.py:
// 30-80): create(extent, dtype), get_element(array, index) and
// update_element(array, index, value), a Python-int value taking the
// array's element dtype (INT64 without one). arr[i] and arr[i] = v are
// the parser's (parse_system.go).
func dslArrayFuncs() []*dslFunc {
	return []*dslFunc{
		wrapper("array.create", "extent, dtype: value", "array.create", nil),
		wrapper("array.get_element", "array, index", "array.get_element", nil),
		wrapper("array.update_element", "array, index, value", "array.update_element", func(a *dslArgs) (Expr, error) {
			arr, err := a.expr("array")
			if err != nil {
				return nil, err
			}
			v, err := a.expr("value")
			if err != nil {
				return nil, err
			}
			if c, ok := v.(*ConstInt); ok && a.raw[a.f.param("value")] {
				dt := INT64
				if at, ok := arr.Type().(*ArrayType); ok {
					dt = at.DType
				}
				v = &ConstInt{Value: c.Value, DType: dt, Pos: c.Pos}
			}
			return a.call("array.update_element", map[string]Expr{"value": v}, nil)
		}),
	}
}
