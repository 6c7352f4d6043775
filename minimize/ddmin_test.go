package minimize

import (
	"fmt"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestSplit(t *testing.T) {
	for _, c := range []struct {
		n, k int
		want string
	}{
		{5, 1, "[[0 1 2 3 4]]"},
		{5, 2, "[[0 1] [2 3 4]]"},
		{5, 5, "[[0] [1] [2] [3] [4]]"},
		{3, 4, "[[0] [1] [2]]"},
	} {
		if got := fmt.Sprint(split(c.n, c.k)); got != c.want {
			t.Errorf("split(%d, %d) = %s, want %s", c.n, c.k, got, c.want)
		}
	}
}

func TestLiteralSum(t *testing.T) {
	for text, want := range map[string]int64{
		"pl.Tile[[16, 128], pl.FP32]": 144,
		"acc_3 = x_12 + 7":            7,
		"value=0.5, [2048, 64]":       2117,
		"pl.INT8 i1 h2o 3":            3,
		"":                            0,
	} {
		if got := literalSum(text); got != want {
			t.Errorf("literalSum(%q) = %d, want %d", text, got, want)
		}
	}
}

func TestMeasure(t *testing.T) {
	k := mustKernel(t, "testdata/narrowed-acc-not-compact.py")
	text := ir.Print(k.prog)
	m := measureOf(k.prog, text)
	if m.stmts != 4 || m.ops != 4 || m.bytes != len(text) {
		t.Errorf("measure %+v, want 4 statements and 4 reading calls (two loads, the matmul, the store)", m)
	}
	for _, c := range []struct {
		a, b measure
		less bool
	}{
		{measure{3, 9, 900, 9}, measure{4, 1, 1, 1}, true},
		{measure{4, 2, 900, 9}, measure{4, 3, 1, 1}, true},
		{measure{4, 3, 899, 9}, measure{4, 3, 900, 1}, true},
		{measure{4, 3, 900, 8}, measure{4, 3, 900, 9}, true},
		{measure{4, 3, 900, 9}, measure{4, 3, 900, 9}, false},
	} {
		if got := c.a.less(c.b); got != c.less {
			t.Errorf("%+v < %+v = %v", c.a, c.b, got)
		}
	}
}
