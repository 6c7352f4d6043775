package ascend

import (
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/ir"
)

// benchKernel simulates the 1C2V matmul + epilogue kernel b.N times and
// reports simulated instructions (all stream entries, data and sync) and
// whole kernels per second.
func benchKernel(b *testing.B, m, k, n int64, tiles int) {
	a := MustArch("910B")
	p, in, want := mmEpilogue(a.Chip, m, k, n, tiles)
	instrs := 0
	for _, c := range p.Cores {
		instrs += len(c.Instrs)
	}
	res := mustRun(b, a, p, in, Options{})
	if len(res.Diags) != 0 || res.Outputs[2].Data[0] != want.Data[0] {
		b.Fatalf("kernel is wrong: %v", diagStrings(res))
	}
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		if _, err := Run(a, p, in, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	el := time.Since(start).Seconds()
	b.ReportMetric(float64(instrs*b.N)/el, "instrs/s")
	b.ReportMetric(float64(b.N)/el, "kernels/s")
	b.ReportMetric(float64(instrs), "instrs/kernel")
	b.ReportMetric(float64(res.Elements*int64(b.N))/el, "elems/s")
}

// BenchmarkMatmulEpilogue: 8 output tiles of 32x64x64 (FP16 -> FP32),
// split over two AIVs for a 2*c+1 epilogue: ~1 MMAC of cube arithmetic.
func BenchmarkMatmulEpilogue(b *testing.B) { benchKernel(b, 32, 64, 64, 8) }

// BenchmarkMatmulEpilogueSmall: 32 tiles of 16x16x16; engine-bound.
func BenchmarkMatmulEpilogueSmall(b *testing.B) { benchKernel(b, 16, 16, 16, 32) }

// BenchmarkEngine: 4096 tiny vector instructions (one 32-byte row each)
// with a barrier every 8 and a flag pair every 64: the per-instruction
// cost of dispatch, scheduling, hazard tracking and bookkeeping.
func BenchmarkEngine(b *testing.B) {
	a := MustArch("910B")
	var s []Instr
	x := ubTile(0, ir.FP32, 1, 8)
	s = append(s, vec("tile.full", x), Instr{Op: OpBarrier, Pipe: ir.PipeV})
	for i := 0; len(s) < 4096; i++ {
		y := ubTile(int64(32*(1+i%64)), ir.FP32, 1, 8)
		add := vec("tile.adds", y, x)
		add.Scalar = 1
		s = append(s, add)
		if i%8 == 7 {
			s = append(s, Instr{Op: OpBarrier, Pipe: ir.PipeV})
		}
		if i%64 == 63 {
			s = append(s, flagPair(ir.PipeV, ir.PipeMTE3, 0)...)
			s = append(s, flagPair(ir.PipeMTE3, ir.PipeV, 1)...)
		}
	}
	p := &Program{Cores: []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: s}}}
	if r := mustRun(b, a, p, nil, Options{}); len(r.Diags) != 0 {
		b.Fatalf("%v", diagStrings(r)[:1])
	}
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		if _, err := Run(a, p, nil, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(s)*b.N)/time.Since(start).Seconds(), "instrs/s")
}
