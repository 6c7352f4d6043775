package ir

// The array wrappers of PyPTO's DSL (python/pypto/language/op/array_ops.py:
// 23-76, over python/pypto/ir/op/array_ops.py): pl.array.create(extent,
// dtype), pl.array.get_element(array, index) and
// pl.array.update_element(array, index, value), whose integer literal
// value takes the array's element dtype.
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
			if at, ok := arr.Type().(*ArrayType); ok {
				if c, ok := v.(*ConstInt); ok && c.DType == INDEX {
					v = &ConstInt{Value: c.Value, DType: at.DType, Pos: c.Pos}
				}
			}
			return a.call("array.update_element", map[string]Expr{"value": v}, nil)
		}),
	}
}
