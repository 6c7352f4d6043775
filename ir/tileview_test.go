package ir

import "testing"

func TestImplicitTileView(t *testing.T) {
	for _, tc := range []struct {
		space   MemorySpace
		shape   []int64
		b, s    TileLayout
		fractal int64
	}{
		{Vec, []int64{16, 16}, RowMajor, NoneBox, 512},
		{Vec, []int64{16, 1}, ColMajor, NoneBox, 512},
		{Vec, []int64{1, 1}, RowMajor, NoneBox, 512},
		{MemNone, []int64{8, 1}, ColMajor, NoneBox, 512},
		{Bias, []int64{1, 128}, RowMajor, NoneBox, 512},
		{Mat, []int64{16, 16}, ColMajor, RowMajor, 512},
		{Left, []int64{16, 16}, ColMajor, RowMajor, 512},
		{Right, []int64{16, 16}, RowMajor, ColMajor, 512},
		{Right, []int64{16, 1}, ColMajor, ColMajor, 512},
		{Acc, []int64{16, 16}, ColMajor, RowMajor, 1024},
		{LeftScale, []int64{16, 2}, RowMajor, RowMajor, 32},
		{RightScale, []int64{16, 2}, ColMajor, ColMajor, 32},
		{Vec, []int64{4, 4, 1}, RowMajor, NoneBox, 512},
	} {
		v := ImplicitTileView(Shape(tc.shape...), tc.space)
		if v.BLayout != tc.b || v.SLayout != tc.s || v.Fractal != tc.fractal {
			t.Errorf("%s %v: (%v, %v, %d), want (%v, %v, %d)", tc.space, tc.shape, v.BLayout, v.SLayout, v.Fractal, tc.b, tc.s, tc.fractal)
		}
	}
}

func TestCanonicalization(t *testing.T) {
	shape := Shape(32, 64)
	// An explicit view equal to the implicit one disappears.
	imp := ImplicitTileView(shape, Acc)
	if tt := NewTileType(shape, FP32, nil, Acc, &imp); tt.View != nil {
		t.Errorf("implicit Acc view kept: %+v", tt.View)
	}
	// A valid shape equal to the shape is cleared.
	v := ImplicitTileView(shape, Vec)
	v.Pad = PadZero
	tt := NewTileType(shape, FP32, nil, Vec, &v)
	if tt.View == nil || tt.View.ValidShape != nil || tt.View.Pad != PadZero {
		t.Errorf("valid shape not cleared: %+v", tt.View)
	}
	// Effective fills in the shape and the implicit layout.
	e := NewTileType(shape, FP32, nil, Acc, nil).Effective()
	if !exprsSame(e.ValidShape, shape) || e.Fractal != AccFractal {
		t.Errorf("Effective = %+v", e)
	}
	// The same Mat-style view is implicit in Mat but explicit in Vec, so
	// moving a type between spaces re-canonicalizes.
	mat := ImplicitTileView(shape, Mat)
	inVec := NewTileType(shape, BF16, nil, Vec, &mat)
	if inVec.View == nil {
		t.Fatalf("Mat layout dropped in Vec")
	}
	if inMat := inVec.WithSpace(Mat); inMat.View != nil {
		t.Errorf("Mat layout not canonical in Mat: %+v", inMat.View)
	}
	// Boxed alignment.
	if r, c := ImplicitTileView(shape, Acc).BoxedAlignment(FP32); r != 16 || c != 16 {
		t.Errorf("Acc alignment %dx%d", r, c)
	}
	if r, c := ImplicitTileView(shape, Mat).BoxedAlignment(BF16); r != 16 || c != 16 {
		t.Errorf("Mat BF16 alignment %dx%d", r, c)
	}
	if r, c := ImplicitTileView(shape, Right).BoxedAlignment(INT8); r != 32 || c != 16 {
		t.Errorf("Right INT8 alignment %dx%d", r, c)
	}
	if r, c := ImplicitTileView(shape, Vec).BoxedAlignment(FP32); r != 1 || c != 1 {
		t.Errorf("Vec alignment %dx%d", r, c)
	}
}

func TestDataTypes(t *testing.T) {
	for _, tc := range []struct {
		d          DataType
		name       string
		code, bits int
		bytes      int
		class      DTypeClass
	}{
		{BOOL, "BOOL", 0x00, 1, 1, ClassBool},
		{INT4, "INT4", 0x10, 4, 1, ClassSignedInt},
		{INT64, "INT64", 0x14, 64, 8, ClassSignedInt},
		{INDEX, "INDEX", 0x15, 64, 8, ClassIndex},
		{UINT16, "UINT16", 0x22, 16, 2, ClassUnsignedInt},
		{FP8E4M3FN, "FP8E4M3FN", 0x31, 8, 1, ClassFloat},
		{FP16, "FP16", 0x33, 16, 2, ClassFloat},
		{FP32, "FP32", 0x34, 32, 4, ClassFloat},
		{FP8E8M0, "FP8E8M0", 0x36, 8, 1, ClassFloat},
		{BF16, "BF16", 0x40, 16, 2, ClassFloat},
		{HF4, "HF4", 0x41, 4, 1, ClassFloat},
		{TASKID, "TASK_ID", 0x50, 64, 8, ClassOpaque},
	} {
		if tc.d.String() != tc.name || tc.d.Code() != tc.code || tc.d.Bits() != tc.bits || tc.d.Bytes() != tc.bytes || tc.d.Class() != tc.class {
			t.Errorf("%s: got %s 0x%x %d %d %v", tc.name, tc.d, tc.d.Code(), tc.d.Bits(), tc.d.Bytes(), tc.d.Class())
		}
		if d, ok := DataTypeByName(tc.name); !ok || d != tc.d {
			t.Errorf("DataTypeByName(%s) = %v", tc.name, d)
		}
	}
	if len(AllDataTypes()) != 22 {
		t.Errorf("%d data types, want 22", len(AllDataTypes()))
	}
	if INT4.StorageBytes(5) != 3 || FP16.StorageBytes(5) != 10 {
		t.Errorf("storage bytes")
	}
	for _, tc := range [][3]DataType{{INT32, FP32, FP32}, {UINT32, INT32, INT32}, {FP16, BF16, FP16}, {BF16, FP16, BF16}, {INT64, INDEX, INT64}, {UINT64, INDEX, INDEX}, {INT8, UINT8, INT8}, {INT8, INT16, INT16}, {FP16, FP32, FP32}} {
		if got := Promote(tc[0], tc[1]); got != tc[2] {
			t.Errorf("Promote(%v, %v) = %v, want %v", tc[0], tc[1], got, tc[2])
		}
	}
	if len(AllMemorySpaces()) != 10 || DDR.Code() != 0 || RightScale.Code() != 9 {
		t.Errorf("memory spaces")
	}
}
