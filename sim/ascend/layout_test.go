package ascend

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func boxed(space ir.MemorySpace, b, s ir.TileLayout, dt ir.DataType, rows, cols, fractal int64) Tile {
	return Tile{Space: space, DType: dt, Rows: rows, Cols: cols, ValidRows: rows, ValidCols: cols, BLayout: b, SLayout: s, Fractal: fractal}
}

func TestLayoutOffsets(t *testing.T) {
	nz16 := boxed(ir.Mat, ir.ColMajor, ir.RowMajor, ir.FP16, 32, 32, 512)
	zn16 := boxed(ir.Right, ir.RowMajor, ir.ColMajor, ir.FP16, 32, 32, 512)
	zz16 := boxed(ir.Left, ir.RowMajor, ir.RowMajor, ir.FP16, 32, 64, 512)
	nn32 := boxed(ir.Mat, ir.ColMajor, ir.ColMajor, ir.FP32, 16, 32, 512)
	nz8 := boxed(ir.Mat, ir.ColMajor, ir.RowMajor, ir.INT8, 32, 64, 512)
	acc := accTile(0, ir.FP32, 64, 256, 16, 256, false)
	nd := ubTile(0, ir.FP32, 4, 8)
	dn := Tile{Space: ir.Vec, DType: ir.FP32, Rows: 8, Cols: 1, ValidRows: 8, ValidCols: 1, BLayout: ir.ColMajor, SLayout: ir.NoneBox}
	for _, tc := range []struct {
		name  string
		t     Tile
		pitch int64
		r, c  int64
		want  int64
	}{
		{"NZ fp16 column block 1", nz16, 32, 0, 16, 1024},
		{"NZ fp16 row 17 col 3", nz16, 32, 17, 3, 550},
		{"NZ fp16 last", nz16, 32, 31, 31, 2046},
		{"ZN fp16 row block 1", zn16, 32, 16, 0, 1024},
		{"ZN fp16 column block 1", zn16, 32, 0, 16, 512},
		{"ZN fp16 (3,5)", zn16, 32, 3, 5, 166},
		{"ZZ fp16 row block 1", zz16, 64, 16, 0, 2048},
		{"ZZ fp16 column block 1", zz16, 64, 0, 16, 512},
		{"ZZ fp16 (1,2)", zz16, 64, 1, 2, 36},
		{"NN fp32 column block 1", nn32, 16, 0, 16, 1024},
		{"NN fp32 row block 1", nn32, 16, 8, 0, 512},
		{"NN fp32 (1,1)", nn32, 16, 1, 1, 36},
		{"NZ int8 column block 1", nz8, 32, 0, 32, 1024},
		{"NZ int8 (5,33)", nz8, 32, 5, 33, 1185},
		{"Acc pitch 64 fractal 1", acc, 64, 0, 16, 4096},
		{"Acc pitch 16 fractal 1", acc, 16, 0, 16, 1024},
		{"Acc pitch 16 (5,17)", acc, 16, 5, 17, 1348},
		{"ND fp32 (1,2)", nd, 8, 1, 2, 40},
		{"DN fp32 (3,0)", dn, 8, 3, 0, 12},
	} {
		l := tc.t.Layout(tc.pitch)
		if got := l.Offset(tc.r, tc.c); got != tc.want {
			t.Errorf("%s: Offset(%d,%d) = %d, want %d", tc.name, tc.r, tc.c, got, tc.want)
		}
	}
	if k := nz16.Kind(); k != NZ || zn16.Kind() != ZN || zz16.Kind() != ZZ || nn32.Kind() != NN || nd.Kind() != ND || dn.Kind() != DN {
		t.Errorf("kinds")
	}
	v := nz16
	v.Rows, v.ValidRows, v.Pitch = 16, 16, 64
	if got := v.Footprint(); got != 2560 {
		t.Errorf("footprint of an NZ row window at pitch 64 = %d, want 2560", got)
	}
}

// TestNZRoundTrip moves every element of an ND image into each boxed
// layout and back, for every dtype the fuzzer computes in; the boxed
// mapping must be a bijection onto [0, footprint) and the round trip
// byte-exact.
func TestNZRoundTrip(t *testing.T) {
	for _, dt := range []ir.DataType{ir.FP16, ir.BF16, ir.FP32, ir.INT8, ir.INT16, ir.INT32} {
		for _, lay := range [][2]ir.TileLayout{{ir.ColMajor, ir.RowMajor}, {ir.RowMajor, ir.ColMajor}, {ir.RowMajor, ir.RowMajor}, {ir.ColMajor, ir.ColMajor}} {
			rows, cols := int64(32), int64(64)
			bt := boxed(ir.Mat, lay[0], lay[1], dt, rows, cols, 512)
			nd := ubTile(0, dt, rows, cols)
			name := fmt.Sprintf("%s %s", dt, bt.Kind())
			if err := bt.checkGeometry(); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			es := int64(dt.Bytes())
			size := bt.Footprint()
			if size != rows*cols*es {
				t.Fatalf("%s: footprint %d", name, size)
			}
			ndL, bL := nd.Layout(nd.PhysicalPitch()), bt.Layout(bt.PhysicalPitch())
			src := make([]byte, size)
			for r := int64(0); r < rows; r++ {
				for c := int64(0); c < cols; c++ {
					encodeElem(dt, src[ndL.Offset(r, c):], float64((r*cols+c)%100-50))
				}
			}
			img, back := make([]byte, size), make([]byte, size)
			seen := make([]bool, rows*cols)
			for r := int64(0); r < rows; r++ {
				for c := int64(0); c < cols; c++ {
					o := bL.Offset(r, c)
					if o%es != 0 || o < 0 || o >= size || seen[o/es] {
						t.Fatalf("%s: element (%d,%d) maps to %d (collision or out of range)", name, r, c, o)
					}
					seen[o/es] = true
					copy(img[o:o+es], src[ndL.Offset(r, c):])
				}
			}
			for r := int64(0); r < rows; r++ {
				for c := int64(0); c < cols; c++ {
					copy(back[ndL.Offset(r, c):ndL.Offset(r, c)+es], img[bL.Offset(r, c):])
				}
			}
			if !bytes.Equal(src, back) || bytes.Equal(src, img) {
				t.Fatalf("%s: round trip differs (or boxed image equals ND)", name)
			}
		}
	}
}

func TestPitchRules(t *testing.T) {
	nc := accTile(0, ir.FP32, 64, 256, 16, 256, false)
	cp := accTile(0, ir.FP32, 64, 256, 16, 256, true)
	cp17 := accTile(0, ir.FP32, 64, 256, 17, 256, true)
	full := accTile(0, ir.FP32, 64, 256, 64, 256, false)
	dyn := nc
	dyn.DynValid = true
	dyn17 := cp17
	dyn17.DynValid = true
	ub := ubTile(0, ir.FP32, 64, 256)
	nzL1 := l1Tile(0, ir.FP32, 64, 256)
	left1 := leftTile(A2A3, 0, ir.FP16, 16, 32)
	left1.ValidRows = 1
	left17 := leftTile(A2A3, 0, ir.FP16, 32, 32)
	left17.ValidRows = 17
	zzc := leftTile(A2A3, 0, ir.FP16, 64, 64)
	zzc.ValidRows, zzc.ValidCols = 16, 40
	zzcC := zzc
	zzcC.Compact = ir.CompactNormal
	nzc := leftTile(A5, 0, ir.FP16, 64, 64)
	nzc.ValidRows, nzc.Compact = 16, ir.CompactNormal
	rc := rightTile(0, ir.FP16, 64, 64)
	rc.ValidCols, rc.Compact = 20, ir.CompactNormal
	// a 64-row window of a 128-row accumulator (tile.slice): pto-isa sees
	// the parent's Rows with 64 static valid rows
	win := accTile(0x2000, ir.FP32, 64, 32, 64, 32, false)
	win.Pitch = 128
	for _, tc := range []struct {
		name      string
		got, want int64
	}{
		{"mad a2a3 m=1 matmul", madPitch(A2A3, OpMatmul, &left1), 16},
		{"mad rows a2a3 m=1 matmul", madRows(A2A3, OpMatmul, &left1), 16},
		{"mad rows a2a3 m=1 gemv", madRows(A2A3, OpGemv, &left1), 1},
		{"mad rows a5 m=1 matmul", madRows(A5, OpMatmul, &left1), 1},
		{"mad m=17", madPitch(A2A3, OpMatmul, &left17), 32},
		{"store non-compact", accStorePitch(&nc), 64},
		{"store compact", accStorePitch(&cp), 16},
		{"store compact 17", accStorePitch(&cp17), 32},
		{"a2a3 Acc->Mat ignores compact", accMovePitch(A2A3, &cp, &nzL1), 64},
		{"a5 Acc->Vec static narrowed", accMovePitch(A5, &cp, &ub), 64},
		{"a5 Acc->Vec dynamic", accMovePitch(A5, &dyn, &ub), 16},
		{"a5 Acc->Vec dynamic 17", accMovePitch(A5, &dyn17, &ub), 32},
		{"a5 Acc->Vec full", accMovePitch(A5, &full, &ub), 64},
		{"a5 Acc->Mat NZ", accMovePitch(A5, &dyn, &nzL1), 64},
		{"a2a3 push compact", accPushPitch(A2A3, &cp), 16},
		{"a2a3 push non-compact", accPushPitch(A2A3, &nc), 64},
		{"a5 push static narrowed compact", accPushPitch(A5, &cp), 64},
		{"a5 push dynamic", accPushPitch(A5, &dyn), 16},
		{"a5 push row window", accPushPitch(A5, &win), 128},
		{"a2a3 push row window", accPushPitch(A2A3, &win), 128},
		{"store row window", accStorePitch(&win), 128},
		{"L0A zZ non-compact", l0WritePitch(&zzc), 64},
		{"L0A zZ compact", l0WritePitch(&zzcC), 48},
		{"L0A zZ dense read", l0ReadPitch(&zzc), 48},
		{"L0A nZ compact", l0WritePitch(&nzc), 16},
		{"L0B zN compact", l0WritePitch(&rc), 32},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, tc.got, tc.want)
		}
	}
}

func TestGeometryErrors(t *testing.T) {
	bad := l1Tile(0, ir.FP16, 20, 32)
	if err := bad.checkGeometry(); err == nil || err.Error() != "shape [20, 32] is not a multiple of the 16x16 NZ inner box" {
		t.Errorf("unaligned box: %v", err)
	}
	v := ubTile(0, ir.FP32, 4, 8)
	v.ValidRows = 5
	if err := v.checkGeometry(); err == nil || err.Error() != "valid shape [5, 8] is outside the shape [4, 8]" {
		t.Errorf("valid: %v", err)
	}
	f8 := ubTile(0, ir.FP8E4M3FN, 4, 32)
	if err := f8.checkGeometry(); err == nil || err.Error() != "dtype FP8E4M3FN is not simulated" {
		t.Errorf("fp8: %v", err)
	}
	// The box rule as PTOAS states it (PyPTO CheckBoxedTileExtents): the
	// columns always, the rows except in Vec and in a one-row tile.
	for _, tc := range []struct {
		name string
		t    Tile
		want string
	}{
		{"L1 FP32 8 rows", l1Tile(0, ir.FP32, 8, 16), "shape [8, 16] is not a multiple of the 16x8 NZ inner box"},
		{"L1 INT8 16 cols", l1Tile(0, ir.INT8, 64, 16), "shape [64, 16] is not a multiple of the 16x32 NZ inner box"},
		{"L1 one column", l1Tile(0, ir.FP16, 32, 1), "shape [32, 1] is not a multiple of the 16x16 NZ inner box"},
		{"L0B INT8 K 16", rightTile(0, ir.INT8, 16, 32), "shape [16, 32] is not a multiple of the 32x16 ZN inner box"},
		{"L1 one row (GEMV lhs)", l1Tile(0, ir.INT8, 1, 64), ""},
		{"L0A one row", leftTile(A2A3, 0, ir.FP16, 1, 32), ""},
		{"UB NZ FP32 8 rows", Tile{Space: ir.Vec, DType: ir.FP32, Rows: 8, Cols: 16, ValidRows: 8, ValidCols: 16, BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.DefaultFractal}, ""},
		{"UB NZ FP32 12 cols", Tile{Space: ir.Vec, DType: ir.FP32, Rows: 16, Cols: 12, ValidRows: 16, ValidCols: 12, BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.DefaultFractal}, "shape [16, 12] is not a multiple of the 16x8 NZ inner box"},
	} {
		got := ""
		if err := tc.t.checkGeometry(); err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
	p := l1Tile(0, ir.FP16, 32, 32)
	p.Pitch = 16
	if err := p.checkGeometry(); err == nil || err.Error() != "pitch 16 is below the NZ extent 32" {
		t.Errorf("pitch: %v", err)
	}
}
