package ir

// The tensor-level split_aiv boundary ops tensor.aiv_shard and
// tensor.aic_gather (PyPTO src/ir/op/tile_ops/cross_core.cpp:565-595,
// category CrossCoreOp), lowered 1:1 to tile.aiv_shard / tile.aic_gather
// (op_conversion_registry.cpp:2757-2758).

// splitBoundaryValid is CheckSplitBoundaryCarriesValid
// (cross_core.cpp:223-312): which partial valid regions of a 2-D operand
// the shard (cube to vector) can carry. A narrowed column extent needs a
// static rebuild after a full-box transport, so it must be static, not
// per-lane (LEFT_RIGHT), and come with a static, not per-lane, row
// extent. The gather is exempt.
func splitBoundaryValid(d *Deduction, shape, valid []Expr, axis int, halve bool) error {
	if len(shape) != 2 || len(valid) != 2 || !halve {
		return nil
	}
	full := func(i int) bool { return ProveEqual(valid[i], shape[i]) == ProofTrue }
	if full(1) {
		return nil
	}
	ext := func(i int) string { return PrintExpr(valid[i]) + " of " + PrintExpr(shape[i]) }
	cols := PrintExpr(shape[1])
	if axis == 1 {
		return d.Errf(0, "split-valid", "LEFT_RIGHT splits the column axis, but this tile's valid column extent (%s) does not cover the full box, so the two AIV lanes would hold different amounts of real data. A per-lane column extent cannot cross this boundary: the Cube<->Vector FIFO pins the transported column extent to the physical one, and the only way to restore a narrower extent afterwards (pto.treshape) is compile-time static and so cannot express a per-lane value.\n"+
			"Author one of these instead:\n"+
			"  * split the row axis: mode=pl.SplitMode.UP_DOWN (a per-lane ROW extent IS carried)\n"+
			"  * make the columns fully valid before the crossing and let the padding be don't-care at the store:\n"+
			"        acc = pl.set_validshape(acc, <valid_rows>, %s)\n"+
			"        out[..., c0 : c0 + <half>] = shard   # c0 = aiv_id * <half>\n"+
			"  * keep the ragged column tail in its own matmul outside the pl.split_aiv region", ext(1), cols)
	}
	if _, ok := valid[1].(*ConstInt); !ok {
		return d.Errf(0, "split-valid", "this tile's valid column extent (%s) is a runtime value narrower than the physical box. A narrowed column extent has to be rebuilt after the boundary's full-box transport, and the only rebuild available (pto.treshape) is compile-time static.\n"+
			"Fix: make the columns fully valid before the crossing --\n"+
			"        acc = pl.set_validshape(acc, <valid_rows>, %s)\n"+
			"    and store the full column box; the padded columns are don't-care.", ext(1), cols)
	}
	if axis == 0 && !full(0) {
		return d.Errf(0, "split-valid", "UP_DOWN split with BOTH a per-lane row extent (%s, so the lanes hold different row counts) and a narrowed column extent (%s) is not supported. The per-lane row extent rides on the TPOP valid_row operand, but the narrowed column extent can only be restored by pto.treshape, which rebuilds BOTH axes from one static type and would overwrite that per-lane row.\n"+
			"Fix: widen the columns before the crossing and store the full column box --\n"+
			"        acc = pl.set_validshape(acc, %s, %s)\n"+
			"        out[r0 : r0 + <half>, 0 : %s] = shard", ext(0), ext(1), PrintExpr(valid[0]), cols, cols)
	}
	if _, ok := valid[0].(*ConstInt); !ok {
		return d.Errf(0, "split-valid", "this tile's valid row extent (%s) is a runtime value and its valid column extent (%s) is narrower than the physical box. The narrowed column extent forces a full-box transport whose logical extents are rebuilt by the static pto.treshape, which cannot express a runtime row extent.\n"+
			"Fix: make the columns fully valid before the crossing --\n"+
			"        acc = pl.set_validshape(acc, <valid_rows>, %s)\n"+
			"    and store the full column box; the padded columns are don't-care.", ext(0), ext(1), cols)
	}
	return nil
}

// splitAxisExtent halves (ceil) or doubles a split-axis extent: a constant
// folds; a symbolic physical extent becomes e // 2 or e * 2, a symbolic
// valid extent (e + 1) // 2 or e * 2 (ReshapeSplitAxis,
// cross_core.cpp:125-167).
func splitAxisExtent(e Expr, halve, valid bool) Expr {
	if c, ok := e.(*ConstInt); ok {
		if halve {
			return &ConstInt{Value: (c.Value + 1) / 2, DType: c.DType}
		}
		return &ConstInt{Value: c.Value * 2, DType: c.DType}
	}
	dt := INDEX
	if st, ok := e.Type().(*ScalarType); ok {
		dt = st.DType
	}
	two := &ConstInt{Value: 2, DType: dt}
	if !halve {
		return &Binary{Op: OpMul, L: e, R: two, DType: dt}
	}
	if valid {
		e = &Binary{Op: OpAdd, L: e, R: &ConstInt{Value: 1, DType: dt}, DType: dt}
	}
	return &Binary{Op: OpFloorDiv, L: e, R: two, DType: dt}
}

// tensorSplit is DeduceSplitReshapeTensor (cross_core.cpp:376-436): split
// 0 (a task-parallel region) keeps the operand's type; 1 (UP_DOWN) or 2
// (LEFT_RIGHT) halves (shard) or doubles (gather) that axis of a 2-D
// tensor and its valid extent.
func tensorSplit(name, doc string, halve bool) *OpDef {
	o := tensorOp(name, doc, []ArgSpec{{Name: "tensor", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		if err := splitKwarg(d, true); err != nil {
			return nil, err
		}
		t := d.Tensor(0)
		v, _ := d.Kw("split")
		split := v.(int64)
		if split == 0 {
			return t, nil
		}
		if t.Rank() != 2 {
			return nil, d.Errf(0, "rank", "requires a 2D tensor, but got rank %d. Reshape the operand to 2D (pl.reshape) before the shard / gather so the UP_DOWN / LEFT_RIGHT split axis is unambiguous.", t.Rank())
		}
		axis := int(split - 1)
		valid := t.EffectiveValidShape()
		if err := splitBoundaryValid(d, t.Shape, valid, axis, halve); err != nil {
			return nil, err
		}
		shape := append([]Expr(nil), t.Shape...)
		valid = append([]Expr(nil), valid...)
		shape[axis] = splitAxisExtent(shape[axis], halve, false)
		valid[axis] = splitAxisExtent(valid[axis], halve, true)
		if exprsSame(valid, shape) {
			return NewTensorType(shape, t.DType, nil, nil), nil
		}
		return NewTensorType(shape, t.DType, &TensorView{Layout: ND, ValidShape: valid}, nil), nil
	})
	o.Kwargs = []KwSpec{{Name: "split", Kind: KwInt, Required: true}}
	return o
}

var (
	TensorAivShard  = tensorSplit("tensor.aiv_shard", "split boundary: hand a cube-produced tensor to the vector lanes, halved along the split axis", true)
	TensorAicGather = tensorSplit("tensor.aic_gather", "split boundary: gather the vector lanes' halves of a tensor back for the cube", false)
)
