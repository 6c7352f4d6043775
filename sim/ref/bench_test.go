package ref

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// TestBenchKernel checks the benchmark kernel's result against an
// independent evaluation, so the benchmark measures a correct run.
func TestBenchKernel(t *testing.T) {
	p := load(t, "bench.py")
	f := p.Func("kernel")
	ts, ss := sim.Inputs(f, 11)
	r, err := Run(p, "kernel", ts, ss, Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, b, bias := ts[param(t, f, "a")], ts[param(t, f, "b")], ts[param(t, f, "bias")]
	got, sums := r.Outputs[param(t, f, "out")], r.Outputs[param(t, f, "sums")]
	bad := 0
	for i := 0; i < 64; i++ {
		rowSum := 0.0
		for j := 0; j < 64; j++ {
			dot := 0.0
			for k := 0; k < 256; k++ {
				dot += a.Data[i*256+k] * b.Data[k*64+j]
			}
			v := sim.Round(ir.BF16, sim.Round(ir.BF16, float64(float32(dot)))+bias.Data[i*64+j])
			if got.Data[i*64+j] != v || !got.IsDefined(i*64+j) {
				bad++
			}
			if j == 0 {
				rowSum = v
			} else {
				rowSum = sim.Round(ir.BF16, rowSum+v)
			}
		}
		if sums.Data[i] != rowSum || !sums.IsDefined(i) {
			bad++
		}
	}
	if bad > 0 {
		t.Fatalf("%d elements differ from the independent evaluation", bad)
	}
}

// BenchmarkMatmulEpilogue is the reference evaluation of a 64x256x64
// K-split matmul with a cast / add / row_sum epilogue.
func BenchmarkMatmulEpilogue(b *testing.B) {
	p := load(b, "bench.py")
	f := p.Func("kernel")
	ts, ss := sim.Inputs(f, 11)
	for b.Loop() {
		if _, err := Run(p, "kernel", ts, ss, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
