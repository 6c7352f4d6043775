package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/gen/choice"
)

// TestGoFuzzSeeds runs the go-fuzz entry's body on FuzzPipeline's seeds (generated
// kernels encoded back to bytes) and on a few short and patterned inputs:
// none may panic (a panic is go-fuzz's crash report), and each returns
// what it returned when first measured.
func TestGoFuzzSeeds(t *testing.T) {
	type tc struct {
		name string
		data []byte
		want int
	}
	var cases []tc
	for seed := int64(0); seed < 8; seed++ {
		cases = append(cases, tc{"seed" + string(rune('0'+seed)), choice.Encode(FromSeed(Profile("AccCompactValid"), seed).Trace), 1})
	}
	cases = append(cases,
		tc{"empty", []byte{}, 0},
		tc{"zero", []byte{0}, 0},
		tc{"ff16", []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, 0},
		// 1 until issue 16's corner draws: its bytes now run out (overrun).
		tc{"text", []byte("import pypto.language as pl\n"), 0},
		tc{"text2", []byte("import pypto.language as pl\n\n@pl.program\nclass Fuzz:\n"), 1},
	)
	for _, c := range cases {
		if got := fuzzRoundTrip(c.data); got != c.want {
			t.Errorf("%s: Fuzz = %d, want %d", c.name, got, c.want)
		}
	}
}
