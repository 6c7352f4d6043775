package pipeline

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

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
