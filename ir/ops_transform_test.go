package ir

import "testing"

// TestReshapeReinfersLayout: tile.reshape infers its layout from the new
// shape even when that is the source's (transform.cpp:320-332): a
// transposed view comes back plain and a col-major [1, 1] tile row-major,
// as the real PyPTO prints them.
func TestReshapeReinfersLayout(t *testing.T) {
	for _, c := range []struct {
		src  *TileType
		want string
	}{
		{NewTileType(Shape(64, 32), BF16, nil, Mat, &TileView{BLayout: RowMajor, SLayout: ColMajor}), "pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat]"},
		{NewTileType(Shape(1, 1), FP32, nil, Vec, &TileView{BLayout: ColMajor}), "pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec]"},
	} {
		call, err := Ops().Create("tile.reshape", []Expr{tv("t", c.src), ints(c.src.Shape[0].(*ConstInt).Value, c.src.Shape[1].(*ConstInt).Value)}, nil, Span{})
		if err != nil {
			t.Fatal(err)
		}
		if got := PrintType(call.T); got != c.want {
			t.Errorf("reshape of %s = %s, want %s", PrintType(c.src), got, c.want)
		}
	}
}
