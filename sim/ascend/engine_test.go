package ascend

import (
	"fmt"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// TestTiming checks a small stream against figures computed by hand from
// the a2a3 cost table (cost.go):
//
//	TLOAD 1024 B GM->UB   214 + ceil(102400/14345) = 214 + 8 = 222
//	TADDS 256 fp32        16 + ceil(256/64) = 20, ii = 4
//	TSTORE 1024 B UB->GM  107 + ceil(102400/1640) = 107 + 63 = 170
//	set_flag / wait_flag  1 each; the front end issues one per cycle
//
// #0 TLOAD starts at 0 and ends at 222; #1 set_flag(MTE2, V) waits for
// MTE2 to drain, runs [222, 223); #2 wait_flag on V (dispatched at 2)
// runs [223, 224); #3 TADDS [224, 244); #4 set_flag(V, MTE3) waits for
// the add, [244, 245); #5 wait_flag on MTE3 [245, 246); #6 TSTORE
// [246, 416). V stalls 221 (wait from 2 to 223) + 16 (set_flag from its
// issue slot 228 to 244); MTE3 stalls 240 (wait from 5 to 245).
func TestTiming(t *testing.T) {
	a := MustArch("910B")
	res := mustRun(t, a, addsKernel(true), addsInput(), Options{Trace: true})
	wantDiags(t, res)
	if res.Cycles != 416 {
		t.Errorf("cycles = %d, want 416", res.Cycles)
	}
	var spans []string
	for _, sp := range res.Spans {
		spans = append(spans, fmt.Sprintf("%s %s [%d,%d)", sp.Name, sp.Pipe, sp.Start, sp.End))
	}
	want := []string{
		"aiv0#0 TLOAD MTE2 [0,222)", "aiv0#1 SET_FLAG MTE2 [222,223)", "aiv0#2 WAIT_FLAG V [223,224)",
		"aiv0#3 TADDS V [224,244)", "aiv0#4 SET_FLAG V [244,245)", "aiv0#5 WAIT_FLAG MTE3 [245,246)", "aiv0#6 TSTORE MTE3 [246,416)",
	}
	if fmt.Sprint(spans) != fmt.Sprint(want) {
		t.Errorf("spans:\n%v\nwant\n%v", spans, want)
	}
	for _, tc := range []struct {
		p                  ir.PipeType
		busy, stall, count int64
	}{
		{ir.PipeMTE2, 222, 0, 1}, {ir.PipeV, 20, 237, 1}, {ir.PipeMTE3, 170, 240, 1}, {ir.PipeS, 7, 0, 7},
	} {
		ps, ok := res.Stats(0, tc.p)
		if !ok || ps.Busy != tc.busy || ps.Stall != tc.stall || int64(ps.Count) != tc.count {
			t.Errorf("%s: busy %d stall %d count %d, want %d %d %d", tc.p, ps.Busy, ps.Stall, ps.Count, tc.busy, tc.stall, tc.count)
		}
		if want := float64(tc.busy) / 416; ps.Utilization != want {
			t.Errorf("%s: utilization %v, want %v", tc.p, ps.Utilization, want)
		}
	}
	if len(res.Pipes) != 4 || res.Instructions != 3 {
		t.Errorf("%d pipe stats, %d instructions", len(res.Pipes), res.Instructions)
	}
}

// TestBarAll: bar_all drains every pipe before the front end goes on, and
// orders the load before the add (no hazard, right data).
func TestBarAll(t *testing.T) {
	a := MustArch("910B")
	x, y := ubTile(0, ir.FP32, 16, 16), ubTile(0x400, ir.FP32, 16, 16)
	adds := vec("tile.adds", y, x)
	adds.Scalar = 1
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "y", Shape: []int64{16, 16}, DType: ir.FP32}},
		Cores: []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: seq(
			load(x, 0, 0, 0), Instr{Op: OpBarrier, Pipe: ir.PipeAll}, adds, Instr{Op: OpBarrier, Pipe: ir.PipeAll}, store(y, 1, 0, 0),
		)}},
	}
	res := mustRun(t, a, p, addsInput(), Options{Trace: true})
	wantDiags(t, res)
	// bar_all at 222 (after the load), the add dispatched at 223 ends at
	// 243, bar_all at 243, the store dispatched at 244 ends at 414.
	if res.Cycles != 414 {
		t.Errorf("cycles %d, want 414", res.Cycles)
	}
	if s, _ := res.Stats(0, ir.PipeS); s.Stall != 221+19 {
		t.Errorf("front-end stall %d, want 240", s.Stall)
	}
	want := tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return float64(r*16+c) + 1 })
	if mm := sim.Compare(want, res.Outputs[1]); mm != nil {
		t.Fatal(mm)
	}
}

// TestQueueDepth: with one-entry queues the front end stalls on a full
// MTE2 queue until the second load starts.
func TestQueueDepth(t *testing.T) {
	a := MustArch("910B")
	a.Cost.QueueDepth = 1
	x := ubTile(0, ir.FP32, 16, 16)
	res := mustRun(t, a, aivProgram(load(x, 0, 0, 0), load(x, 0, 0, 0), load(x, 0, 0, 0)), addsInput(), Options{})
	wantDiags(t, res)
	if s, _ := res.Stats(0, ir.PipeS); s.Stall != 220 || res.Cycles != 3*222 {
		t.Errorf("front-end stall %d, cycles %d", s.Stall, res.Cycles)
	}
}

// TestDeterminismAndJitter: a run is a function of (program, inputs,
// options); jitter changes timing, never the outputs of a race-free kernel.
func TestDeterminismAndJitter(t *testing.T) {
	a := MustArch("910B")
	p, in, want := pitch2470(true)
	base := mustRun(t, a, p, in, Options{})
	j1 := mustRun(t, a, p, in, Options{Jitter: 20, Seed: 1})
	j1b := mustRun(t, a, p, in, Options{Jitter: 20, Seed: 1})
	j2 := mustRun(t, a, p, in, Options{Jitter: 20, Seed: 2})
	if j1.Cycles != j1b.Cycles || fmt.Sprint(j1.Pipes) != fmt.Sprint(j1b.Pipes) {
		t.Fatalf("same seed, different timing: %d vs %d", j1.Cycles, j1b.Cycles)
	}
	if j1.Cycles == base.Cycles && j2.Cycles == base.Cycles {
		t.Fatalf("jitter changed nothing (%d)", base.Cycles)
	}
	for _, r := range []*Result{base, j1, j2} {
		if mm := sim.Compare(want, r.Outputs[2]); mm != nil || len(r.Diags) != 0 {
			t.Fatalf("outputs %v, diags %v", mm, diagStrings(r))
		}
	}
}

// TestConcurrentRuns: simulations share nothing; concurrent runs of the
// same program give the serial result.
func TestConcurrentRuns(t *testing.T) {
	a := MustArch("950")
	p, in, want := mmEpilogue(a.Chip, 32, 32, 32, 2)
	serial := mustRun(t, a, p, in, Options{Trace: true})
	done := make(chan *Result, 4)
	for i := 0; i < 4; i++ {
		go func() {
			r, _ := Run(a, p, in, Options{Trace: true})
			done <- r
		}()
	}
	for i := 0; i < 4; i++ {
		r := <-done
		if r == nil || r.Cycles != serial.Cycles || fmt.Sprint(r.Spans) != fmt.Sprint(serial.Spans) || sim.Compare(want, r.Outputs[2]) != nil {
			t.Fatalf("concurrent run differs")
		}
	}
}
