package ir

// MX block-scale cube products (A5): FP8E4M3FN operands with FP8E8M0 scale
// tiles of one scale per 32 elements along K (PyPTO
// src/ir/op/tile_ops/matmul_mx.cpp).

// mxDimMatch is CheckDimMatch (matmul_mx.cpp:45-53): constants must agree.
func mxDimMatch(d *Deduction, arg int, expected, actual Expr, scale, which, axis string) error {
	e, ok1 := ConstValue(expected)
	a, ok2 := ConstValue(actual)
	if ok1 && ok2 && e != a {
		return d.Errf(arg, "scale-shape", "requires %s %s %s=%d, but got %d", scale, which, axis, e, a)
	}
	return nil
}

// mxScaleTile is CheckMxScaleTile (matmul_mx.cpp:56-73).
func mxScaleTile(d *Deduction, arg int, physRows, physCols, validRows, validCols Expr, scale string) error {
	t := d.Tile(arg)
	if t.DType != FP8E8M0 {
		return d.Errf(arg, "dtype", "requires %s dtype FP8E8M0, but got %s", scale, t.DType)
	}
	if t.Rank() != 2 {
		return d.Errf(arg, "rank", "requires %s to be 2D, but got %d dimensions", scale, t.Rank())
	}
	v := t.ValidShape()
	for _, c := range []struct {
		e, a       Expr
		which, axs string
	}{{physRows, t.Shape[0], "physical", "rows"}, {physCols, t.Shape[1], "physical", "cols"}, {validRows, v[0], "valid", "rows"}, {validCols, v[1], "valid", "cols"}} {
		if err := mxDimMatch(d, arg, c.e, c.a, scale, c.which, c.axs); err != nil {
			return err
		}
	}
	return nil
}

// mxScaleK is MxScaleKCeil (matmul_mx.cpp:76-82): ceil(K / 32) for a
// constant K, nil otherwise.
func mxScaleK(d *Deduction, k Expr) (Expr, error) {
	v, ok := ConstValue(k)
	if !ok {
		return nil, nil
	}
	if v <= 0 {
		return nil, d.Errf(-1, "scale-k", "MX scale K must be positive, got K=%d", v)
	}
	return ConstI((v + 31) / 32), nil
}

// mxProduct is DeduceTileMatMulMxType (matmul_mx.cpp:84-242) over the
// arguments at lhs, lhs_scale, rhs, rhs_scale: an FP32 accumulator of the
// physical [M, N] with valid [validM, validN].
func mxProduct(d *Deduction, li, lsi, ri, rsi int) (*TileType, error) {
	lhs, rhs := d.Tile(li), d.Tile(ri)
	if lhs.Rank() != 2 || rhs.Rank() != 2 {
		return nil, d.Errf(li, "rank", "requires 2D lhs/rhs tiles")
	}
	for _, x := range []struct {
		i    int
		side string
	}{{li, "lhs"}, {ri, "rhs"}} {
		if dt := d.Tile(x.i).DType; dt != FP8E4M3FN {
			hint := ""
			if dt == FP4 {
				hint = "; native FP4 matmul is not supported, so cast the FP4 " + x.side + " to FP8E4M3FN with pl.cast first"
			}
			return nil, d.Errf(x.i, "dtype", "requires %s dtype FP8E4M3FN, but got %s%s", x.side, dt, hint)
		}
	}
	m, kl, kr, n := lhs.Shape[0], lhs.Shape[1], rhs.Shape[0], rhs.Shape[1]
	lv, rv := lhs.ValidShape(), rhs.ValidShape()
	if c, ok := ConstValue(m); ok && (c <= 0 || c%16 != 0) {
		return nil, d.Errf(li, "mx-m", "requires physical M divisible by 16 (ISA/PTOAS tmatmul_mx), but got M=%d", c)
	}
	if c, ok := ConstValue(n); ok && (c <= 0 || c%32 != 0) {
		return nil, d.Errf(ri, "mx-n", "requires physical N divisible by 32 for %s (ISA/PTOAS tmatmul_mx 32-byte row), but got N=%d", rhs.DType, c)
	}
	a, okl := ConstValue(kl)
	b, okr := ConstValue(kr)
	if okl && okr && a != b {
		return nil, d.Errf(ri, "inner-dim", "requires matching physical K, but got lhs K=%d and rhs K=%d", a, b)
	}
	if okl && (a <= 0 || a%64 != 0) {
		return nil, d.Errf(li, "mx-k", "requires physical K divisible by 64 (ISA/PTOAS tmatmul_mx), but got lhs K=%d", a)
	}
	if okr && (b <= 0 || b%64 != 0) {
		return nil, d.Errf(ri, "mx-k", "requires physical K divisible by 64 (ISA/PTOAS tmatmul_mx), but got rhs K=%d", b)
	}
	va, okvl := ConstValue(lv[1])
	vb, okvr := ConstValue(rv[0])
	if okvl && okvr && va != vb {
		return nil, d.Errf(ri, "valid-k", "requires matching valid K, but got lhs valid K=%d and rhs valid K=%d", va, vb)
	}
	if okvl && va <= 0 {
		return nil, d.Errf(li, "valid-k", "requires positive valid K, but got lhs valid K=%d", va)
	}
	if okvr && vb <= 0 {
		return nil, d.Errf(ri, "valid-k", "requires positive valid K, but got rhs valid K=%d", vb)
	}
	groups := func(arg int, phys, valid int64, okp, okv bool, side string) error {
		if okp && okv && (valid+31)/32 != (phys+31)/32 {
			return d.Errf(arg, "scale-groups", "requires %s valid K to round up to the same scale-group count as physical K (ceil(validK/32) == ceil(physicalK/32)); otherwise the PTOAS matmul_mx and tget_scale_addr verifiers conflict. Got physical K=%d, valid K=%d", side, phys, valid)
		}
		return nil
	}
	if err := groups(li, a, va, okl, okvl, "lhs"); err != nil {
		return nil, err
	}
	if err := groups(ri, b, vb, okr, okvr, "rhs"); err != nil {
		return nil, err
	}
	scaleK := func(arg int, phys, valid Expr, axis int) (Expr, Expr, error) {
		p, err := mxScaleK(d, phys)
		if err != nil {
			return nil, nil, err
		}
		v, err := mxScaleK(d, valid)
		if err != nil {
			return nil, nil, err
		}
		if p == nil {
			s := d.Tile(arg)
			if s.Rank() != 2 {
				return nil, nil, d.Errf(arg, "rank", "requires %s to be 2D, but got %d dimensions", d.Op.Args[arg].Name, s.Rank())
			}
			p = s.Shape[axis]
		}
		if v == nil {
			v = p
		}
		return p, v, nil
	}
	lkp, lkv, err := scaleK(lsi, kl, lv[1], 1)
	if err != nil {
		return nil, err
	}
	rkp, rkv, err := scaleK(rsi, kr, rv[0], 0)
	if err != nil {
		return nil, err
	}
	if err := mxScaleTile(d, lsi, m, lkp, lv[0], lkv, "lhs_scale"); err != nil {
		return nil, err
	}
	if err := mxScaleTile(d, rsi, rkp, n, rkv, rv[1], "rhs_scale"); err != nil {
		return nil, err
	}
	shape := []Expr{m, n}
	view := TileView{ValidShape: []Expr{lv[0], rv[1]}, BLayout: ColMajor, SLayout: RowMajor, Fractal: AccFractal}
	view = StampCompactForNarrowedAccRows(view, shape)
	return NewTileType(shape, FP32, nil, MemNone, &view), nil
}

var mxInputs = []MemorySpace{Left, LeftScale, Right, RightScale}

func mxOp(name, doc string, args []ArgSpec, in []InputConstraint, deduce func(d *Deduction) (Type, error)) *OpDef {
	return &OpDef{
		Name: name, Doc: doc, Args: args, Deduce: deduce, Inputs: in,
		Output:      OutputMemory{Kind: OutFixed, Space: Acc},
		ReusesInput: -1,
		Affinity:    Cube,
		Access:      AccessFunctional,
		Pipe:        PipeM,
		Tile:        true,
	}
}

var mxArgs = []ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "lhs_scale", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}, {Name: "rhs_scale", Kind: ArgTile}}

func mxConstraints(first int) []InputConstraint {
	out := make([]InputConstraint, len(mxInputs))
	for i, s := range mxInputs {
		out[i] = InputConstraint{Arg: first + i, Spaces: []MemorySpace{s}}
	}
	return out
}

// TileMatmulMx is the MX block-scale product lhs x rhs with their scale
// tiles into a fresh FP32 accumulator (matmul_mx.cpp:84-242, :321-336;
// pto.tmatmul.mx, src/backend/common/pto_ops_elementwise.cpp:672).
var TileMatmulMx = mxOp("tile.matmul_mx", "MX block-scale cube product of FP8 tiles with FP8E8M0 scales into a fresh accumulator",
	mxArgs, mxConstraints(0),
	func(d *Deduction) (Type, error) { return mxProduct(d, 0, 1, 2, 3) })

// TileMatmulMxAcc accumulates an MX block-scale product into an FP32 acc in
// place (DeduceTileMatMulMxAccType, matmul_mx.cpp:244-279, :338-358;
// pto.tmatmul.mx.acc, src/backend/common/pto_ops_elementwise.cpp:1107).
var TileMatmulMxAcc = func() *OpDef {
	op := mxOp("tile.matmul_mx_acc", "MX block-scale cube product accumulated into acc in place",
		append([]ArgSpec{{Name: "acc", Kind: ArgTile}}, mxArgs...),
		append([]InputConstraint{{Arg: 0, Spaces: []MemorySpace{Acc}}}, mxConstraints(1)...),
		func(d *Deduction) (Type, error) {
			acc := d.Tile(0)
			if acc.Rank() != 2 {
				return nil, d.Errf(0, "rank", "requires acc to be 2D, but got %d dimensions", acc.Rank())
			}
			if acc.DType != FP32 {
				return nil, d.Errf(0, "dtype", "requires acc dtype FP32, but got %s", acc.DType)
			}
			out, err := mxProduct(d, 1, 2, 3, 4)
			if err != nil {
				return nil, err
			}
			for i, what := range []string{"rows to match output M", "cols to match output N"} {
				a, ok1 := ConstValue(acc.Shape[i])
				b, ok2 := ConstValue(out.Shape[i])
				if ok1 && ok2 && a != b {
					return nil, d.Errf(0, "acc-shape", "requires acc %s", what)
				}
			}
			ov, av := out.ValidShape(), acc.ValidShape()
			if err := mxDimMatch(d, 0, ov[0], av[0], "acc", "valid", "rows"); err != nil {
				return nil, err
			}
			if err := mxDimMatch(d, 0, ov[1], av[1], "acc", "valid", "cols"); err != nil {
				return nil, err
			}
			return out, nil
		})
	op.ReusesInput = 0
	op.Writes = []int{0}
	return op
}()

// TileMatmulMxBias is an MX block-scale product plus an FP32 [1, N] bias
// row (DeduceTileMatMulMxBiasType, matmul_mx.cpp:281-319, :360-377;
// pto.tmatmul.mx.bias, src/backend/common/pto_ops_elementwise.cpp:673).
var TileMatmulMxBias = mxOp("tile.matmul_mx_bias", "MX block-scale cube product plus a bias row into a fresh accumulator",
	append(append([]ArgSpec(nil), mxArgs...), ArgSpec{Name: "bias", Kind: ArgTile}),
	append(mxConstraints(0), InputConstraint{Arg: 4, Spaces: []MemorySpace{Bias}}),
	func(d *Deduction) (Type, error) {
		bias := d.Tile(4)
		if bias.Rank() != 2 {
			return nil, d.Errf(4, "rank", "requires bias to be 2D, but got %d dimensions", bias.Rank())
		}
		if bias.DType != FP32 {
			return nil, d.Errf(4, "dtype", "requires bias dtype FP32, but got %s", bias.DType)
		}
		out, err := mxProduct(d, 0, 1, 2, 3)
		if err != nil {
			return nil, err
		}
		if r, ok := ConstValue(bias.Shape[0]); ok && r != 1 {
			return nil, d.Errf(4, "bias-shape", "requires bias shape [1, N]")
		}
		n, ok1 := ConstValue(out.Shape[1])
		c, ok2 := ConstValue(bias.Shape[1])
		if ok1 && ok2 && n != c {
			return nil, d.Errf(4, "bias-shape", "requires bias cols to match N")
		}
		bv := bias.ValidShape()
		if r, ok := ConstValue(bv[0]); ok && r != 1 {
			return nil, d.Errf(4, "bias-valid", "requires bias valid rows to be 1, but got %d", r)
		}
		if err := mxDimMatch(d, 4, out.ValidShape()[1], bv[1], "bias", "valid", "cols"); err != nil {
			return nil, err
		}
		return out, nil
	})

// TileTgetScaleAddr binds an MX scale tile's address to that of its
// Left / Right data tile (dst_addr = src_addr >> SHIFT_MX_ADDR, A5): the
// result is dst_scale, in place (DeduceTileTGetScaleAddrType,
// matmul_mx.cpp:379-474: set_output_memory_inherit_input,
// set_output_reuses_input(0), ArgEffect::Write on argument 0;
// pto.tget_scale_addr, src/backend/common/pto_ops_datamove.cpp:664-701).
// Its operands live in L0 scale and data buffers, so it runs on M
// (src/backend/common/backend.cpp:557-560).
var TileTgetScaleAddr = &OpDef{
	Name:        "tile.tget_scale_addr",
	Doc:         "bind an MX scale tile's address to its Left / Right data tile's; the result is dst_scale",
	Args:        []ArgSpec{{Name: "dst_scale", Kind: ArgTile}, {Name: "src", Kind: ArgTile}},
	Output:      OutputMemory{Kind: OutInherit},
	ReusesInput: 0,
	Access:      AccessFunctional,
	Writes:      []int{0},
	Pipe:        PipeM,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		dst, src := d.Tile(0), d.Tile(1)
		if dst.DType != FP8E8M0 {
			return nil, d.Errf(0, "dtype", "requires dst_scale dtype FP8E8M0, but got %s", dst.DType)
		}
		if src.DType != FP8E4M3FN {
			return nil, d.Errf(1, "dtype", "requires src dtype FP8E4M3FN, but got %s", src.DType)
		}
		if dst.Rank() != 2 || src.Rank() != 2 {
			return nil, d.Errf(-1, "rank", "requires 2D dst_scale and src tiles")
		}
		if dst.Space == MemNone || src.Space == MemNone {
			return nil, d.Errf(-1, "space", "requires resolved dst_scale and src memory spaces")
		}
		left := dst.Space == LeftScale && src.Space == Left
		right := dst.Space == RightScale && src.Space == Right
		if !left && !right {
			return nil, d.Errf(-1, "space", "requires LeftScale↔Left or RightScale↔Right pairing, but got dst=%s src=%s", dst.Space, src.Space)
		}
		sv, dv := src.ValidShape(), dst.ValidShape()
		k, kv, other, otherV, kAxis := src.Shape[1], sv[1], src.Shape[0], sv[0], 0
		if right {
			k, kv, other, otherV, kAxis = src.Shape[0], sv[0], src.Shape[1], sv[1], 1
		}
		p, err := mxScaleK(d, k)
		if err != nil {
			return nil, err
		}
		if p == nil {
			oAxis := 1 - kAxis
			if err := mxDimMatch(d, 0, other, dst.Shape[oAxis], "dst_scale", "physical", [...]string{"rows", "cols"}[oAxis]); err != nil {
				return nil, err
			}
			if err := mxDimMatch(d, 0, otherV, dv[oAxis], "dst_scale", "valid", [...]string{"rows", "cols"}[oAxis]); err != nil {
				return nil, err
			}
			return NewTileType(dst.Shape, dst.DType, nil, dst.Space, dst.View), nil
		}
		v, err := mxScaleK(d, kv)
		if err != nil {
			return nil, err
		}
		if v == nil {
			v = p
		}
		if left {
			err = mxScaleTile(d, 0, other, p, otherV, v, "dst_scale")
		} else {
			err = mxScaleTile(d, 0, p, other, v, otherV, "dst_scale")
		}
		if err != nil {
			return nil, err
		}
		return NewTileType(dst.Shape, dst.DType, nil, dst.Space, dst.View), nil
	},
}
