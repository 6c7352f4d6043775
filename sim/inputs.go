package sim

import (
	"math/rand/v2"

	"github.com/irfuzz/irfuzz/ir"
)

// Inputs returns seeded input data for a function's tensor parameters:
// small integers (in [-4, 4], or [0, 4] for unsigned types) so that
// products and sums of a kernel stay exact in every dtype the ops compute
// in. Out parameters start fully undefined; In and InOut parameters fully
// defined. Scalars get a value in [1, 4]. The same (function, seed) always
// gives the same data.
func Inputs(f *ir.Function, seed uint64) (map[*ir.Var]*Tensor, map[*ir.Var]float64) {
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	tensors := map[*ir.Var]*Tensor{}
	scalars := map[*ir.Var]float64{}
	for i, p := range f.Params {
		switch t := p.T.(type) {
		case *ir.TensorType:
			shape, ok := ir.StaticShape(t.Shape)
			if !ok {
				continue
			}
			x := NewTensor(shape, t.DType)
			dir := ir.In
			if i < len(f.Dirs) {
				dir = f.Dirs[i]
			}
			if dir != ir.Out {
				lo, hi := int64(-4), int64(4)
				if t.DType.Class() == ir.ClassUnsignedInt || t.DType == ir.BOOL {
					lo = 0
				}
				if t.DType == ir.BOOL {
					hi = 1
				}
				// The few values an element can take, rounded once.
				vals := make([]float64, hi-lo+1)
				for j := range vals {
					vals[j] = Round(t.DType, float64(lo+int64(j)))
				}
				n := int64(len(vals))
				for k := range x.Data {
					x.Data[k] = vals[rng.Int64N(n)]
					x.Defined[k] = true
				}
			}
			tensors[p] = x
		case *ir.ScalarType:
			scalars[p] = Round(t.DType, float64(1+rng.Int64N(4)))
		}
	}
	return tensors, scalars
}
