package ref

import (
	"fmt"
	"strings"
	"testing"
)

func TestScalarExpressions(t *testing.T) {
	p := load(t, "scalars.py")
	r := run(t, p, "arith", in{scalars: map[string]float64{"a": -7, "b": 2, "x": -2.75}})
	var got []string
	for _, v := range r.Returns {
		s := v.(Scalar)
		got = append(got, fmt.Sprintf("%g:%s", s.V, s.DType))
	}
	want := strings.Join([]string{
		"-4:INDEX", "1:INDEX", "-3.5:FP32", "-7:INDEX", "2:INDEX", // // % / min max
		"8:INDEX", "0:INDEX", "-5:INDEX", "-5:INDEX", "16:INDEX", "-4:INDEX", // ** & | ^ << >>
		"7:INDEX", "7:INDEX", "-3:INDEX", "-2:INT32", // neg abs ~ cast (truncates)
		"1:BOOL", "0:BOOL", "0:BOOL", "-24:INT8", // < not and; -280 wraps in INT8
		"1.25:FP32", "19.25:FP32", "1:BOOL", "2.75:FP32", // float %, cast product, xor, neg
	}, " ")
	if g := strings.Join(got, " "); g != want {
		t.Errorf("got  %s\nwant %s", g, want)
	}
}
