package ref

import (
	"math"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// round is sim.Round with a shortcut for BF16 values that are already
// representable (the common case: data that only moves), which skips the
// general rounding routine. The result is always sim.Round's.
func round(dt ir.DataType, v float64) float64 {
	switch dt {
	case ir.FP32:
		return float64(float32(v))
	case ir.BF16:
		f := float32(v)
		if float64(f) == v && math.Float32bits(f)&0xffff == 0 {
			return v
		}
	}
	return sim.Round(dt, v)
}
