package pipeline

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

func TestAutoTileChooseK(t *testing.T) {
	b910, _ := backend.Get("910B")
	b950, _ := backend.Get("950")
	cases := []struct {
		b       *backend.Backend
		m, n, k int64
		a, w    ir.DataType
		want    int64
	}{
		{b910, 64, 128, 2048, ir.INT8, ir.INT8, 256}, // L0B: k*128*1*2 <= 64 KiB
		{b910, 128, 128, 256, ir.FP16, ir.FP16, 128}, // both slabs at 64 KiB
		{b910, 16, 128, 128, ir.BF16, ir.BF16, 128},  // k == K: already L0-sized
		{b910, 64, 64, 512, ir.FP32, ir.FP32, 128},   // FP32 slabs
		{b910, 64, 128, 1008, ir.FP16, ir.FP16, 112}, // largest 16-aligned divisor that fits
		{b910, 1024, 64, 512, ir.FP32, ir.FP32, 0},   // even k = 16 overflows L0A
		{b950, 64, 128, 2048, ir.INT8, ir.INT8, 256}, // same L0A / L0B sizes on a5
		{b910, 48, 48, 4096, ir.BF16, ir.BF16, 256},  // [48,k] and [k,48] BF16: k <= 341 -> 256
		{b910, 17, 17, 64, ir.FP16, ir.FP16, 64},     // odd M/N are padded to the fractal
		{b910, 512, 512, 16, ir.FP32, ir.FP32, 16},   // slabs of exactly 64 KiB still fit
	}
	for _, c := range cases {
		tl := &l0Tiler{b: c.b}
		if got := tl.chooseK(c.m, c.n, c.k, c.a, c.w); got != c.want {
			t.Errorf("%s chooseK(M=%d, N=%d, K=%d, %s x %s) = %d, want %d", c.b.Name, c.m, c.n, c.k, c.a, c.w, got, c.want)
		}
	}
}

// The fault flips exactly the seed's compact declaration: with it, the
// storage tile.create has no compact=True, and the seed, the carry, the
// else branch's matmul_acc and the loop's result lose their compact mode
// while the first step's matmul and the phi keep it (the pinned PyPTO's
// output).
func TestAutoTileFaultDropsOnlyCompact(t *testing.T) {
	in := parseFile(t, "testdata/AutoTileMatmulL0/row_narrowed_compact_seed.before.py")
	b, _ := backend.Get("910B")
	good, err := Run([]*Pass{AutoTileMatmulL0}, in, &Context{Backend: b})
	if err != nil {
		t.Fatal(err)
	}
	bad, err := Run([]*Pass{AutoTileMatmulL0}, in, &Context{Backend: b, Faults: Faults{}.With(FaultNarrowedAccNotCompact)})
	if err != nil {
		t.Fatal(err)
	}
	gp, bp := ir.Print(good), ir.Print(bad)
	const seedGood = "pl.tile.create([64, 128], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)"
	const seedBad = "pl.tile.create([64, 128], dtype=pl.INT32, target_memory=pl.Mem.Acc)"
	if !strings.Contains(gp, seedGood) || strings.Contains(bp, "compact=True") || !strings.Contains(bp, seedBad) {
		t.Fatalf("seed declarations:\nfault off:\n%s\nfault on:\n%s", gp, bp)
	}
	const compact = "pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)"
	const plain = "pl.Mem.Acc, pl.TileView(valid_shape=[16, 128])]"
	if strings.Count(gp, compact) != 6 || strings.Count(gp, plain) != 0 ||
		strings.Count(bp, compact) != 3 || strings.Count(bp, plain) != 3 {
		t.Fatalf("accumulator chain types:\nfault off:\n%s\nfault on:\n%s", gp, bp)
	}
}

// Without a backend there are no capacities: the pass returns its input.
func TestAutoTileNeedsBackend(t *testing.T) {
	in := parseFile(t, "testdata/AutoTileMatmulL0/plain_matmul_k_loop.before.py")
	out, err := AutoTileMatmulL0.Run(in, &Context{})
	if err != nil || out != in {
		t.Fatalf("no backend: out == in is %v, err %v", out == in, err)
	}
	b, _ := backend.Get("910B")
	out, err = AutoTileMatmulL0.Run(in, &Context{Backend: b})
	if err != nil || out == in {
		t.Fatalf("910B: out == in is %v, err %v", out == in, err)
	}
}
