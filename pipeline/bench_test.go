package pipeline

import (
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/internal/benchkernel"
	"github.com/irfuzz/irfuzz/ir"
)

// BenchmarkDefault runs the whole default pipeline over the 200-statement
// benchmark kernel on Ascend950, with PyPTO's Basic verification schedule
// and with none; their difference is the share spent verifying.
func BenchmarkDefault(b *testing.B) {
	p, err := ir.Parse("bench.py", benchkernel.Text(200, false))
	if err != nil {
		b.Fatal(err)
	}
	be, _ := backend.Get("Ascend950")
	for _, lv := range []Level{LevelNone, LevelBasic} {
		b.Run("verify="+lv.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Run(Default(), p, &Context{Backend: be, Level: lv}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
