package ir

import (
	"math"
	"testing"
)

func TestProver(t *testing.T) {
	n := tv("n", Scalar(INDEX))
	m := tv("m", Scalar(INDEX))
	add := func(a, b Expr) Expr { return &Binary{Op: OpAdd, L: a, R: b, DType: INDEX} }
	sub := func(a, b Expr) Expr { return &Binary{Op: OpSub, L: a, R: b, DType: INDEX} }
	mul := func(a, b Expr) Expr { return &Binary{Op: OpMul, L: a, R: b, DType: INDEX} }
	mn := func(a, b Expr) Expr { return &Binary{Op: OpMin, L: a, R: b, DType: INDEX} }
	mx := func(a, b Expr) Expr { return &Binary{Op: OpMax, L: a, R: b, DType: INDEX} }
	c := ConstI
	for _, tc := range []struct {
		name   string
		a, b   Expr
		eq, le Proof
	}{
		{"consts equal", c(16), c(16), ProofTrue, ProofTrue},
		{"consts differ", c(16), c(17), ProofFalse, ProofTrue},
		{"consts greater", c(17), c(16), ProofFalse, ProofFalse},
		{"same var", n, n, ProofTrue, ProofTrue},
		{"distinct vars", n, m, ProofUnknown, ProofUnknown},
		{"var vs const", n, c(16), ProofUnknown, ProofUnknown},
		{"n+1 vs n", add(n, c(1)), n, ProofFalse, ProofFalse},
		{"n vs n+1", n, add(n, c(1)), ProofFalse, ProofTrue},
		{"n+n vs 2n", add(n, n), mul(c(2), n), ProofTrue, ProofTrue},
		{"(n+4)-4 vs n", sub(add(n, c(4)), c(4)), n, ProofTrue, ProofTrue},
		{"min(n,16) vs 16", mn(n, c(16)), c(16), ProofUnknown, ProofTrue},
		{"min(n,16) vs 17", mn(n, c(16)), c(17), ProofFalse, ProofTrue},
		{"max(n,16) vs 15", mx(n, c(16)), c(15), ProofFalse, ProofFalse},
		{"min(4,8)*2 vs 8", mul(mn(c(4), c(8)), c(2)), c(8), ProofTrue, ProofTrue},
		{"n*m vs n*m", mul(n, m), mul(n, m), ProofTrue, ProofTrue},
		{"n*m vs m*n", mul(n, m), mul(m, n), ProofUnknown, ProofUnknown},
	} {
		if got := ProveEqual(tc.a, tc.b); got != tc.eq {
			t.Errorf("%s: ProveEqual = %v, want %v", tc.name, got, tc.eq)
		}
		if got := ProveLessEqual(tc.a, tc.b); got != tc.le {
			t.Errorf("%s: ProveLessEqual = %v, want %v", tc.name, got, tc.le)
		}
	}
	if v, ok := ConstValue(mn(c(4), add(c(3), c(5)))); !ok || v != 4 {
		t.Errorf("ConstValue(min(4, 3+5)) = %d, %v; want 4", v, ok)
	}
}

func TestStampAndPitch(t *testing.T) {
	rows := tv("rows", Scalar(INDEX))
	phys := Shape(64, 256)
	stamp := func(valid Expr) CompactMode {
		v := TileView{ValidShape: []Expr{valid, ConstI(256)}}
		return StampCompactForNarrowedAccRows(v, phys).Compact
	}
	// The stamper stamps unless the rows are proven equal (column-only
	// narrowing never stamps).
	if stamp(ConstI(64)) != CompactNull || stamp(ConstI(16)) != CompactNormal || stamp(rows) != CompactNormal {
		t.Errorf("stamp: 64->%v 16->%v rows->%v", stamp(ConstI(64)), stamp(ConstI(16)), stamp(rows))
	}
	colOnly := StampCompactForNarrowedAccRows(TileView{ValidShape: ConstIs(64, 100)}, phys)
	if colOnly.Compact != CompactNull {
		t.Errorf("column-only narrowing stamped compact")
	}
	if got := StampCompactForNarrowedAccRows(TileView{}, phys); got.Compact != CompactNull {
		t.Errorf("empty valid shape stamped")
	}
	// The checker rejects only a genuine difference.
	for _, tc := range []struct {
		valid, phys Expr
		want        bool
	}{
		{ConstI(64), ConstI(64), true},
		{ConstI(16), ConstI(64), false},
		{ConstI(63), ConstI(64), true}, // ceil16(63) = 64
		{ConstI(49), ConstI(64), true},
		{ConstI(48), ConstI(64), false},
		{ConstI(1), ConstI(16), true}, // a single fractal packs to 16
		{rows, ConstI(16), true},
		{rows, ConstI(64), false},
		{rows, rows, true},
		{ConstI(16), rows, false},
	} {
		if got := AccPitchesCoincide(tc.valid, tc.phys); got != tc.want {
			t.Errorf("AccPitchesCoincide(%s, %s) = %v, want %v", PrintExpr(tc.valid), PrintExpr(tc.phys), got, tc.want)
		}
	}
	for _, tc := range []struct {
		old, new Expr
		want     bool
	}{
		{ConstI(17), ConstI(16), true},
		{ConstI(17), ConstI(20), false},
		{ConstI(64), ConstI(16), true},
		{rows, ConstI(16), false}, // undecidable is "no"
	} {
		if got := PackedPitchDiffers(tc.old, tc.new); got != tc.want {
			t.Errorf("PackedPitchDiffers(%s, %s) = %v, want %v", PrintExpr(tc.old), PrintExpr(tc.new), got, tc.want)
		}
	}
}

func TestCompactThroughOps(t *testing.T) {
	// matmul stamps a narrowed product; matmul_acc inherits the
	// accumulator's mode; set_validshape keeps it; a partial extract into
	// Left stamps; a move to Vec drops it.
	nonCompact := tv("nc", tileT(FP32, Acc, 32, 128))
	c, err := Ops().Create("tile.matmul_acc", []Expr{nonCompact, leftN, rightBF}, nil, Span{})
	if err != nil || c.T.(*TileType).Effective().Compact != CompactNull {
		t.Fatalf("matmul_acc into a non-compact acc: %v %v", err, c)
	}
	seed, _ := Ops().Create("tile.create", []Expr{ints(32, 128)}, kw("dtype", FP32, "target_memory", Acc, "compact", true), Span{})
	seedV := tv("seed", seed.T)
	c, _ = Ops().Create("tile.matmul_acc", []Expr{seedV, leftN, rightBF}, nil, Span{})
	if c.T.(*TileType).Effective().Compact != CompactNormal {
		t.Fatalf("matmul_acc did not inherit compact")
	}
	sv, _ := Ops().Create("tile.set_validshape", []Expr{tv("q", c.T), ConstI(16), ConstI(128)}, nil, Span{})
	if sv.T.(*TileType).Effective().Compact != CompactNormal {
		t.Fatalf("set_validshape dropped compact")
	}
	mv, _ := Ops().Create("tile.move", []Expr{tv("q", c.T)}, kw("target_memory", Vec), Span{})
	if mv.T.(*TileType).Effective().Compact != CompactNull {
		t.Fatalf("move to Vec kept compact")
	}
	full, _ := Ops().Create("tile.extract", []Expr{matBF, ConstI(0), ConstI(0), ints(32, 64)}, kw("target_memory", Left), Span{})
	if full.T.(*TileType).Effective().Compact != CompactNull {
		t.Fatalf("full extract stamped compact")
	}
}

// TestAccReadSkewed: an accumulator read at its physical rows misses mad's
// packing when its valid rows pack to another pitch and it is wider than
// one N-fractal; code 1 and code 6 of AccCompactValid and the generator
// share the rule.
func TestAccReadSkewed(t *testing.T) {
	rows := tv("rows", Scalar(INDEX))
	acc := func(r, c int64, valid Expr, space MemorySpace) *TileType {
		return NewTileType(ConstIs(r, c), FP32, nil, space, &TileView{ValidShape: []Expr{valid, ConstI(c)}})
	}
	for _, tc := range []struct {
		name         string
		t            *TileType
		single, skew bool
	}{
		{"8 of 32 rows, 64 cols", acc(32, 64, ConstI(8), Acc), false, true},
		{"runtime rows of 32", acc(32, 64, rows, Acc), false, true},
		{"full height", acc(32, 64, ConstI(32), Acc), false, false},
		{"17 of 32 rows packs to 32", acc(32, 64, ConstI(17), Acc), false, false},
		{"one N-fractal wide", acc(32, 16, ConstI(8), Acc), true, false},
		{"not an accumulator", acc(32, 64, ConstI(8), Vec), false, false},
	} {
		if got := AccSingleNFractal(tc.t); got != tc.single {
			t.Errorf("%s: AccSingleNFractal = %v, want %v", tc.name, got, tc.single)
		}
		if got := AccReadSkewed(tc.t); got != tc.skew {
			t.Errorf("%s: AccReadSkewed = %v, want %v", tc.name, got, tc.skew)
		}
	}
}

// TestProveLessEqualConstants: two constants are decided by the sign of
// b - a, wrapping on overflow as the linear form does (the constant path
// must not change a proof, even the wrapped ones).
func TestProveLessEqualConstants(t *testing.T) {
	const max, min = math.MaxInt64, math.MinInt64
	for _, c := range []struct {
		a, b int64
		want Proof
	}{
		{3, 3, ProofTrue}, {3, 4, ProofTrue}, {4, 3, ProofFalse}, {-5, 0, ProofTrue}, {0, -5, ProofFalse},
		{min, max, ProofFalse},                      // max - min wraps to -1
		{max, min, ProofTrue},                       // min - max wraps to 1
		{min, 0, ProofFalse}, {-1, max, ProofFalse}, // 0 - min and max + 1 wrap to min
		{0, max, ProofTrue},
	} {
		if got := ProveLessEqual(ConstI(c.a), ConstI(c.b)); got != c.want {
			t.Errorf("ProveLessEqual(%d, %d) = %v, want %v", c.a, c.b, got, c.want)
		}
		// The same pair through the linear form alone (a sum with a zero
		// is not a constant to the fast path).
		if got := ProveLessEqual(&Binary{Op: OpAdd, L: ConstI(c.a), R: ConstI(0), DType: INDEX}, ConstI(c.b)); got != c.want {
			t.Errorf("linear form: %d <= %d is %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
