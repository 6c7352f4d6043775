package pipeline

import (
	"fmt"
	"math"

	"github.com/irfuzz/irfuzz/backend"
)

// The L0 tile chooser AutoTileMatmulL0 uses (PyPTO's utils::ChooseL0Tile,
// src/ir/transforms/utils/l0_tile_chooser.cpp, configuration
// include/pypto/ir/transforms/utils/l0_tile_chooser.h): for an [M, K] x
// [K, N] product it scores every legal 16-aligned (m, n, k) under a
// roofline wall (operand loads, cube MAD and the FIXPIPE drain, in cycles)
// and returns the cheapest, with the stationarity (which operand a full-K
// tile holds single-buffered) the pass then realizes.

// l0Stationarity is which operand stays resident across the L0 loops.
type l0Stationarity uint8

const (
	l0OutputStationary l0Stationarity = iota // both operands stream
	l0AStationary                            // A held single-buffered (k == K)
	l0BStationary                            // B held single-buffered (k == K)
)

// l0TileConfig is L0TileConfig (l0_tile_chooser.h:45-190).
type l0TileConfig struct {
	M, N, K                   int64
	l0aBytes, l0bBytes        int64
	l0cBytes                  int64
	bytesA, bytesB, bytesC    int64
	minM, minN, minK          int64
	alignM, alignN, alignK    int64
	l0cAlignM                 int64
	boxAlignM, boxAlignN      int64
	maxN                      int64
	allowAStationary          bool
	allowBStationary          bool
	allowDoubleBufferC        bool
	cRead                     bool
	cost                      backend.L0CostModel
	allowPadding, allowKBound bool
}

// l0TileResult is L0TileResult (l0_tile_chooser.h:192-258).
type l0TileResult struct {
	m, n, k       int64
	cost          int64
	stationarity  l0Stationarity
	osHoldsA      bool
	doubleBufferC bool
}

type l0Regime struct {
	stat l0Stationarity
	dbc  bool
}

type l0Candidate struct {
	m, n, k       int64
	cost          int64
	load          float64
	regime        l0Regime
	paddedCompute int64
}

func l0CeilDiv(a, b int64) int64 { return (a + b - 1) / b }
func l0AlignUp(x, a int64) int64 { return l0CeilDiv(x, a) * a }

// l0Physical is L0cPhysicalElements (utils/l0c_footprint.h): m rounded up
// to the alignment, times n.
func l0Physical(m, n, align int64) int64 { return l0AlignUp(m, align) * n }

// candidateL0c is CandidateL0cPhysicalElements (:49-56).
func (c *l0TileConfig) candidateL0c(m, n int64) int64 {
	return l0Physical(l0AlignUp(m, c.boxAlignM), l0AlignUp(n, c.boxAlignN), c.l0cAlignM)
}

// operandDB is DeriveOperandDB (:79-90): the held operand is single-buffered.
func operandDB(s l0Stationarity) (a, b bool) {
	switch s {
	case l0AStationary:
		return false, true
	case l0BStationary:
		return true, false
	}
	return true, true
}

// legalKs is EnumerateLegalKs (:117-141).
func (c *l0TileConfig) legalKs(m, n, a0, b0 int64) []int64 {
	capK := min(a0/l0AlignUp(m, c.boxAlignM), b0/l0AlignUp(n, c.boxAlignN))
	kProblem := c.K
	if c.allowPadding {
		kProblem = max(l0AlignUp(c.K, c.alignK), c.minK)
	}
	hi := min(capK, kProblem) / c.alignK * c.alignK
	peel := c.allowKBound && c.K%c.alignK == 0
	var ks []int64
	for k := c.minK; k <= hi; k += c.alignK {
		if !c.allowPadding && !peel && c.K%k != 0 {
			continue
		}
		ks = append(ks, k)
	}
	return ks
}

// osHoldsA is OSHoldsHoldA (:232-241): a full-K output-stationary tile
// holds A (rows outer) when that loads no more cycles than holding B.
func (c *l0TileConfig) osHoldsA(m, n int64) bool {
	heldA, heldB := c.heldLoads(m, n)
	return heldA <= heldB
}

func (c *l0TileConfig) heldLoads(m, n int64) (heldA, heldB float64) {
	M, N, K := float64(c.M), float64(c.N), float64(c.K)
	cn, cm := float64(l0CeilDiv(c.N, n)), float64(l0CeilDiv(c.M, m))
	ba, bb := float64(c.bytesA), float64(c.bytesB)
	heldA = (ba*M*K)/c.cost.BwL0A + (bb*K*N*cm)/c.cost.BwL0B
	heldB = (ba*M*K*cn)/c.cost.BwL0A + (bb*K*N)/c.cost.BwL0B
	return
}

// innerFullTiles is PipelinedInnerFullTiles (:247-256).
func (c *l0TileConfig) innerFullTiles(m, n int64, s l0Stationarity) int64 {
	if s == l0AStationary || (s == l0OutputStationary && c.osHoldsA(m, n)) {
		return c.N / n
	}
	return c.M / m
}

// madCycles is MadCycles (:207-220).
func (c *l0TileConfig) madCycles(m, n, k int64) int64 {
	kt := max(1, int64(c.cost.MadKFractalBytes)/c.bytesA)
	cpr := max(1, c.bytesA/2)
	if c.bytesA == 4 {
		cpr = max(1, int64(c.cost.MadFP32Passes))
	}
	full := c.K / k
	tail := c.K - full*k
	blocks, fractals := full, full*l0CeilDiv(k, kt)
	if tail > 0 {
		blocks++
		fractals += l0CeilDiv(tail, kt)
	}
	perMN := blocks*int64(c.cost.MadHeadCycles) + cpr*l0CeilDiv(m, c.alignM)*fractals*l0CeilDiv(n, c.alignN)
	return l0CeilDiv(c.M, m) * l0CeilDiv(c.N, n) * perMN
}

// loadCycles is LoadCycles (:275-298).
func (c *l0TileConfig) loadCycles(m, n, k int64, r l0Regime) float64 {
	heldA, heldB := c.heldLoads(m, n)
	switch r.stat {
	case l0AStationary:
		return heldA
	case l0BStationary:
		return heldB
	}
	if k >= c.K {
		if c.osHoldsA(m, n) {
			return heldA
		}
		return heldB
	}
	M, N, K := float64(c.M), float64(c.N), float64(c.K)
	cn, cm := float64(l0CeilDiv(c.N, n)), float64(l0CeilDiv(c.M, m))
	return (float64(c.bytesA)*M*K*cn)/c.cost.BwL0A + (float64(c.bytesB)*K*N*cm)/c.cost.BwL0B
}

func oddPart(x int64) int64 {
	for x&1 == 0 {
		x >>= 1
	}
	return x
}

// drainCycles is DrainCycles (:329-338).
func (c *l0TileConfig) drainCycles(m, n int64) float64 {
	drains := float64(l0CeilDiv(c.M, m) * l0CeilDiv(c.N, n))
	n0 := max(1, int64(c.cost.DrainC0Bytes)/c.bytesC)
	n1 := l0CeilDiv(n, n0)
	throughput := float64(c.bytesC) * float64(n) / c.cost.BwDrain
	perRow := math.Max(c.cost.DrainRowCycles, throughput) + c.cost.DrainPenaltyCycles*float64(oddPart(n1)-1)
	return drains * (c.cost.DrainFixedCycles + float64(m)*perRow)
}

// wallCycles is WallCycles (:360-375), rounded half away from zero as
// std::llround does.
func (c *l0TileConfig) wallCycles(m, n, k int64, r l0Regime) int64 {
	compute := math.Max(c.loadCycles(m, n, k, r), float64(c.madCycles(m, n, k)))
	drain := c.drainCycles(m, n)
	wall := compute + drain
	if r.dbc {
		tiles := float64(l0CeilDiv(c.M, m) * l0CeilDiv(c.N, n))
		wall = math.Max(compute, drain) + math.Min(compute, drain)/tiles
	}
	return int64(math.Round(wall))
}

// better is Better (:379-398): the lower wall, then the smaller padded
// volume, fewer K blocks, the lower load, the larger area, the larger k.
func (c *l0TileConfig) better(a, b *l0Candidate) bool {
	if a.cost != b.cost {
		return a.cost < b.cost
	}
	if a.paddedCompute != b.paddedCompute {
		return a.paddedCompute < b.paddedCompute
	}
	if ak, bk := l0CeilDiv(c.K, a.k), l0CeilDiv(c.K, b.k); ak != bk {
		return ak < bk
	}
	if a.load != b.load {
		return a.load < b.load
	}
	if aa, ba := a.m*a.n, b.m*b.n; aa != ba {
		return aa > ba
	}
	return a.k > b.k
}

// candidate is MakeCandidate (:404-433) without the bias-table bounds
// (max_n_pipelined / max_n_nested_pipelined: no biased matmul is tiled).
func (c *l0TileConfig) candidate(m, n, k, c0 int64, r l0Regime) (l0Candidate, bool) {
	if m < c.minM || n < c.minN || k < c.minK {
		return l0Candidate{}, false
	}
	if c.maxN > 0 && n > c.maxN {
		return l0Candidate{}, false
	}
	if !c.allowPadding && (m > c.M || n > c.N) {
		return l0Candidate{}, false
	}
	if c.candidateL0c(m, n) > c0 {
		return l0Candidate{}, false
	}
	return l0Candidate{m: m, n: n, k: k, cost: c.wallCycles(m, n, k, r),
		paddedCompute: l0CeilDiv(c.M, m) * m * l0CeilDiv(c.N, n) * n * l0CeilDiv(c.K, k) * k,
		load:          c.loadCycles(m, n, k, r), regime: r}, true
}

// enumerateBest is EnumerateBest (:455-488).
func (c *l0TileConfig) enumerateBest(r l0Regime, a0, b0, c0 int64, innerPair, fullK bool) (l0Candidate, bool) {
	mHi, nHi := c.M, c.N
	if c.allowPadding {
		mHi, nHi = l0AlignUp(c.M, c.alignM), l0AlignUp(c.N, c.alignN)
	}
	if c.maxN > 0 {
		nHi = min(nHi, c.maxN)
	}
	var best l0Candidate
	found := false
	for m := c.minM; m <= mHi; m += c.alignM {
		physM := l0Physical(l0AlignUp(m, c.boxAlignM), 1, c.l0cAlignM)
		if physM > c0/l0AlignUp(c.minN, c.boxAlignN) {
			break
		}
		nMax := min(nHi, c0/physM)
		for n := c.minN; n <= nMax; n += c.alignN {
			if innerPair && c.innerFullTiles(m, n, r.stat) < 2 {
				continue
			}
			for _, k := range c.legalKs(m, n, a0, b0) {
				if fullK && k != c.K {
					continue
				}
				cand, ok := c.candidate(m, n, k, c0, r)
				if ok && (!found || c.better(&cand, &best)) {
					best, found = cand, true
				}
			}
		}
	}
	return best, found
}

func (c *l0TileConfig) budgets(r l0Regime) (a0, b0, c0 int64) {
	dbA, dbB := operandDB(r.stat)
	depth := func(double bool) int64 {
		if double {
			return 2
		}
		return 1
	}
	return c.l0aBytes / (c.bytesA * depth(dbA)), c.l0bBytes / (c.bytesB * depth(dbB)), c.l0cBytes / (c.bytesC * depth(r.dbc))
}

// chooseL0Tile is ChooseL0Tile (:510-650). The configuration checks that
// PyPTO raises as ValueError (which the pass turns into PerfHint
// PH-AT-005, leaving the matmul alone) are errors here.
func chooseL0Tile(c *l0TileConfig) (l0TileResult, error) {
	if c.M <= 0 || c.N <= 0 || c.K <= 0 {
		return l0TileResult{}, fmt.Errorf("ChooseL0Tile: M, N, K must all be positive (got %d, %d, %d)", c.M, c.N, c.K)
	}
	if !c.allowPadding {
		switch {
		case c.M < c.minM:
			return l0TileResult{}, fmt.Errorf("ChooseL0Tile: allow_padding=false but M=%d is below the cube minimum tile dimension %d. The pass should skip this matmul with a perf hint instead of calling the chooser.", c.M, c.minM)
		case c.N < c.minN:
			return l0TileResult{}, fmt.Errorf("ChooseL0Tile: allow_padding=false but N=%d is below the cube minimum tile dimension %d", c.N, c.minN)
		case c.K < c.minK:
			return l0TileResult{}, fmt.Errorf("ChooseL0Tile: allow_padding=false but K=%d is below the cube minimum tile dimension %d", c.K, c.minK)
		}
	}
	base := l0Regime{}
	a0, b0, c0 := c.budgets(base)
	minC := c.candidateL0c(c.minM, c.minN)
	switch {
	case l0AlignUp(c.minM, c.boxAlignM) > a0/c.minK:
		return l0TileResult{}, fmt.Errorf("ChooseL0Tile: L0a capacity %d elements is too small to fit the minimum tile (%d x %d)", a0, c.minM, c.minK)
	case l0AlignUp(c.minN, c.boxAlignN) > b0/c.minK:
		return l0TileResult{}, fmt.Errorf("ChooseL0Tile: L0b capacity %d elements is too small to fit the minimum tile (%d x %d)", b0, c.minK, c.minN)
	case c0 < minC:
		return l0TileResult{}, fmt.Errorf("ChooseL0Tile: L0c capacity %d elements is too small to fit the minimum physical tile footprint (%d elements for logical %d x %d)", c0, minC, c.minM, c.minN)
	}
	best, ok := c.enumerateBest(base, a0, b0, c0, false, false)
	if !ok {
		return l0TileResult{}, fmt.Errorf("ChooseL0Tile: no legal (m, n, k) tile found for M=%d, N=%d, K=%d. This indicates the hardware capacity is below the configured minimum tile shape; check L0a/L0b/L0c bytes and min_m/min_n/min_k.", c.M, c.N, c.K)
	}
	// Richer regimes only when the baseline tiles the output, each adopted
	// on a strictly lower wall (:594-626).
	if !(best.m == c.M && best.n == c.N && best.k == c.K) {
		stats := []l0Stationarity{l0OutputStationary}
		if c.allowAStationary {
			stats = append(stats, l0AStationary)
		}
		if c.allowBStationary {
			stats = append(stats, l0BStationary)
		}
		for _, s := range stats {
			for dbc := 0; dbc <= btoi(c.allowDoubleBufferC); dbc++ {
				r := l0Regime{stat: s, dbc: dbc == 1}
				if s == l0OutputStationary && !r.dbc {
					continue
				}
				a, b, cc := c.budgets(r)
				if cc < minC {
					continue
				}
				cand, ok := c.enumerateBest(r, a, b, cc, r.dbc, s != l0OutputStationary || r.dbc)
				if ok && cand.cost < best.cost {
					best = cand
				}
			}
		}
	}
	return l0TileResult{m: best.m, n: best.n, k: best.k, cost: best.cost, stationarity: best.regime.stat,
		doubleBufferC: best.regime.dbc, osHoldsA: c.osHoldsA(best.m, best.n)}, nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
