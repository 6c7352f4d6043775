package pipeline

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// TestL0ChooserMatchesPyPTO runs chooseL0Tile on the pinned PyPTO's own
// choices over a grid of shapes, widths and both backends
// (testdata/AutoTileMatmulL0/chooser_cases.txt, written by
// scripts/l0_chooser_cases.py with pypto.passes.l0_tile_chooser): tile,
// wall cycles, stationarity and the held operand must all agree.
func TestL0ChooserMatchesPyPTO(t *testing.T) {
	f, err := os.Open("testdata/AutoTileMatmulL0/chooser_cases.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b910, _ := backend.Get("910B")
	b950, _ := backend.Get("950")
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		in, want, _ := strings.Cut(line, " -> ")
		var arch string
		var c l0TileConfig
		var cread int
		if _, err := fmt.Sscanf(in, "%s %d %d %d %d %d %d %d %d", &arch, &c.M, &c.N, &c.K, &c.bytesA, &c.bytesB, &c.bytesC, &c.l0cAlignM, &cread); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		b := b910
		if arch == "a5" {
			b = b950
		}
		c.l0aBytes, c.l0bBytes, c.l0cBytes = 64*1024, 64*1024, b.Capacity(ir.Acc)
		c.minM, c.minN, c.minK = 16, 16, 16
		c.alignM, c.alignN, c.alignK = 16, 16, 16
		c.boxAlignM, c.boxAlignN = 1, 1
		c.allowAStationary, c.allowBStationary, c.allowKBound = true, true, true
		c.cRead = cread == 1
		c.cost = b.L0Cost()
		r, err := chooseL0Tile(&c)
		got := "error"
		if err == nil {
			got = fmt.Sprintf("%d %d %d %d %d %d", r.m, r.n, r.k, r.cost, r.stationarity, btoi(r.osHoldsA))
		}
		if got != want {
			t.Errorf("%s: got %s, want %s", in, got, want)
		}
		n++
	}
	if n < 3000 {
		t.Fatalf("only %d cases", n)
	}
}
