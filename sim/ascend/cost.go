package ascend

import "github.com/irfuzz/irfuzz/ir"

// Cost is the cycle cost table of sim-brief §4.7, per chip. Every figure
// says where it comes from: `sourced: <where>` or `assumed`. Bandwidths
// are in hundredths of a byte per cycle (BW100 = 14345 is 143.45 B/cycle)
// so all arithmetic is integer and exact; a transfer of B bytes costs
// Head + ceil(B·100 / BW100) cycles.
type Cost struct {
	// GM -> UB (MTE2). sourced: pto-isa costmodel/arch_config.hpp
	// MakeFittedHillModel, a2a3 device fit: K = 30643 B, peak 247.16 GiB/s
	// = 143.45 B/cycle at 1.85 GHz => 214 + B/143.45.
	LoadUBHead, LoadUBBW100 int64
	// GM -> L1 (MTE2, incl. ND->NZ). sourced: same fit, K = 1107 B, peak
	// 28.61 GiB/s = 16.6 B/cycle => 67 + B/16.6 (pto-isa's flat CCE figure,
	// 78.4 B/cycle, disagrees ~5x; sim-brief §4.11 q6).
	LoadL1Head, LoadL1BW100 int64
	// UB -> GM (MTE3). sourced: same fit, K = 1755 B, peak 16.4 B/cycle =>
	// 107 + B/16.4.
	StoreUBHead, StoreUBBW100 int64
	// UB -> L1 (MTE3, a5). sourced: 950 ini ub_to_l1_rate = 128 B/cycle
	// (a peak figure); head assumed 0.
	UBToL1BW100 int64
	// L1 -> L0A / L0B (MTE1): head assumed 20; bandwidth sourced: PyPTO
	// backend_handler.h L0CostModel (a2a3 device 129.7 / 85.4 B/cycle;
	// a5 simulator 206.3 / 223.8).
	MTE1Head, L0ABW100, L0BBW100 int64
	// L1 -> BT (MTE1). sourced: pto-isa cce costmodel flat 32 GiB/s = 18.6 B/cycle.
	BiasBW100 int64
	// UB -> UB (V). sourced: pto-isa cce costmodel flat 1024 GiB/s = 594 B/cycle.
	UBMoveBW100 int64

	// Cube: MadHead + passes·ceil(m/16)·ceil(k/K0)·ceil(n/16), K0 = 32 B /
	// input element size; passes = 1 for inputs of at most 2 bytes, else
	// MadFP32Passes. sourced: PyPTO L0CostModel (a2a3 head 21 device ±2%,
	// fp32 2 passes; a5 simulator head 25, fp32 8 passes) and pto-isa
	// TryEstimateMadCycles (same form).
	MadHead, MadFP32Passes int64

	// Fix pipe drain (TSTORE Acc->GM, TMOV/TEXTRACT from Acc, TPUSH from
	// Acc): cycles = ceil((Fixed100 + m·(max(Row100, bc·n·100/BW) +
	// Penalty100·(odd(ceil(n/N0)) - 1))) / 100), bc = output element
	// bytes, N0 = 32/bc, odd(x) = x without its factors of 2. sourced:
	// PyPTO L0CostModel (a2a3 device fit 164, 4.45, 118 B/cycle, 2.6; a5
	// simulator fit 343.4, 4.59, 30, 0.26, ~4x pessimistic).
	FixFixed100, FixRow100, FixBW, FixPenalty100 int64

	// Vector: bias + ceil(elements·rate), elements = the destination's
	// valid region. sourced: pto-isa a2a3 formula_costmodel
	// formula_params.csv fits; each bias below is one value inside the
	// fitted range (the choice is assumed).
	//   scalar-broadcast / simple unary / cast / fill: rate 1/64 (4-byte),
	//   1/128 (narrower); fitted bias 16-42.
	VecScalarBias int64
	//   tile-tile binary: rate 1/32 (4-byte), 1/64 (narrower); bias 17-26.
	VecBinaryBias int64
	//   exp / sqrt / div / recip: 30 + 0.0314·elements.
	VecMathBias, VecMathRate1e4 int64
	//   row / column reductions: rate 1/16 (fit 0.0625-0.109); bias 32-62.
	VecReduceBias int64
	//   row broadcasts (and transpose, assumed alike): rate 1/8 (fit
	//   0.11-0.22); bias 35.
	VecExpandBias int64

	// Synchronization and front end, all assumed (Perf-Sim uses 0 for
	// flags): a set_flag or wait_flag occupies its pipe for Flag cycles
	// (the flag is visible when the set_flag ends), a pipe_barrier or
	// bar_all Barrier cycles; the scalar front end dispatches one
	// instruction per Issue cycles into per-pipe queues of QueueDepth.
	Flag, Barrier, Issue int64
	QueueDepth           int
}

// DefaultCost is the cost table of a chip.
func DefaultCost(chip Chip) Cost {
	c := Cost{
		LoadUBHead: 214, LoadUBBW100: 14345, // sourced (a2a3 fit); a5: assumed equal
		LoadL1Head: 67, LoadL1BW100: 1660, // sourced (a2a3 fit); a5: assumed equal
		StoreUBHead: 107, StoreUBBW100: 1640, // sourced (a2a3 fit); a5: assumed equal
		UBToL1BW100: 12800,                // sourced: 950 ini
		MTE1Head:    20,                   // assumed
		L0ABW100:    12970,                // sourced: PyPTO a2a3 device
		L0BBW100:    8540,                 // sourced: PyPTO a2a3 device
		BiasBW100:   1860,                 // sourced: pto-isa flat
		UBMoveBW100: 59400,                // sourced: pto-isa flat
		MadHead:     21, MadFP32Passes: 2, // sourced: PyPTO a2a3
		FixFixed100: 16400, FixRow100: 445, FixBW: 118, FixPenalty100: 260, // sourced: PyPTO a2a3
		VecScalarBias: 16,                      // sourced range 16-42 (TADDS/TMULS fp32); value assumed
		VecBinaryBias: 17,                      // sourced range 17-26 (TMUL/TSUB fp32); value assumed
		VecMathBias:   30, VecMathRate1e4: 314, // sourced: TEXP/TSQRT fit
		VecReduceBias: 32,                                      // sourced range 32-62 (TROWSUM/TROWMAX); value assumed
		VecExpandBias: 35,                                      // sourced: TROWEXPAND fit
		Flag:          1, Barrier: 1, Issue: 1, QueueDepth: 32, // assumed
	}
	if chip == A5 {
		c.L0ABW100, c.L0BBW100 = 20630, 22380                                     // sourced: PyPTO a5 simulator
		c.MadHead, c.MadFP32Passes = 25, 8                                        // sourced: PyPTO a5 simulator
		c.FixFixed100, c.FixRow100, c.FixBW, c.FixPenalty100 = 34340, 459, 30, 26 // sourced: PyPTO a5 simulator
	}
	return c
}

func ceilDiv(a, b int64) int64 {
	if b <= 0 {
		return 0
	}
	return (a + b - 1) / b
}

func transfer(head, bw100, bytes int64) int64 { return head + ceilDiv(bytes*100, bw100) }

// fix is the fix-pipe drain of m rows of n elements of bc bytes.
func (c *Cost) fix(m, n, bc int64) int64 {
	if bc <= 0 {
		bc = 4
	}
	n0 := max(32/bc, 1)
	odd := ceilDiv(n, n0)
	for odd > 0 && odd%2 == 0 {
		odd /= 2
	}
	row := max(c.FixRow100, bc*n*100/c.FixBW)
	if odd > 1 {
		row += c.FixPenalty100 * (odd - 1)
	}
	return ceilDiv(c.FixFixed100+m*row, 100)
}

// mad is the cube cost of an m x k x n product of inputs of es bytes.
func (c *Cost) mad(m, k, n, es int64) int64 {
	k0 := 32 / max(es, 1)
	passes := int64(1)
	if es > 2 {
		passes = c.MadFP32Passes
	}
	return c.MadHead + passes*ceilDiv(m, 16)*ceilDiv(k, k0)*ceilDiv(n, 16)
}

// vecClass is the cost class of a vector op.
type vecClass uint8

const (
	vecScalar vecClass = iota
	vecBinary
	vecMath
	vecReduce
	vecExpand
)

func vecClassOf(d *ir.OpDef) vecClass {
	if d == nil {
		return vecScalar
	}
	switch {
	case d.Fn == ir.FnDiv || d.Fn == ir.FnExp || d.Fn == ir.FnSqrt || d.Fn == ir.FnRecip:
		return vecMath
	case d.Class == ir.ClassBinary:
		return vecBinary
	case d.Class == ir.ClassRowReduce || d.Class == ir.ClassColReduce:
		return vecReduce
	case d.Class == ir.ClassRowExpand || d.Class == ir.ClassTranspose:
		return vecExpand
	}
	return vecScalar
}

// vector is (latency, bias) of a vector op over elems elements of es bytes.
func (c *Cost) vector(op *ir.OpDef, elems, es int64) (int64, int64) {
	wide := es >= 4
	switch vecClassOf(op) {
	case vecBinary:
		d := int64(64)
		if wide {
			d = 32
		}
		return c.VecBinaryBias + ceilDiv(elems, d), c.VecBinaryBias
	case vecMath:
		return c.VecMathBias + ceilDiv(elems*c.VecMathRate1e4, 10000), c.VecMathBias
	case vecReduce:
		return c.VecReduceBias + ceilDiv(elems, 16), c.VecReduceBias
	case vecExpand:
		return c.VecExpandBias + ceilDiv(elems, 8), c.VecExpandBias
	}
	d := int64(128)
	if wide {
		d = 64
	}
	return c.VecScalarBias + ceilDiv(elems, d), c.VecScalarBias
}

func validBytes(t *Tile) int64 { return t.ValidRows * t.ValidCols * int64(t.DType.Bytes()) }

// Latency is the cost of an instruction: lat cycles from start to end on
// its pipe, and ii, the cycles until the next instruction of the same pipe
// may start. Only vector compute pipelines (ii = lat - bias, at least 1,
// assumed: the fitted bias is the pipeline depth); every other pipe is
// serial (ii = lat, as in pto-isa Perf-Sim).
func (c *Cost) Latency(chip Chip, in *Instr) (lat, ii int64) {
	switch in.Op {
	case OpLoad:
		if in.Dst.Space == ir.Mat {
			lat = transfer(c.LoadL1Head, c.LoadL1BW100, validBytes(&in.Dst))
		} else {
			lat = transfer(c.LoadUBHead, c.LoadUBBW100, validBytes(&in.Dst))
		}
	case OpStore, OpTPush:
		s := &in.Src[0]
		if s.Space == ir.Acc {
			bc := int64(s.DType.Bytes())
			lat = c.fix(s.ValidRows, s.ValidCols, bc)
		} else {
			lat = transfer(c.StoreUBHead, c.StoreUBBW100, validBytes(s))
		}
	case OpTFree:
		lat = c.Flag
	case OpTPop:
		if in.Dst.Space == ir.Mat {
			lat = transfer(c.LoadL1Head, c.LoadL1BW100, validBytes(&in.Dst))
		} else {
			lat = transfer(c.LoadUBHead, c.LoadUBBW100, validBytes(&in.Dst))
		}
	case OpMove, OpExtract:
		d, s := &in.Dst, &in.Src[0]
		b := validBytes(d)
		switch {
		case s.Space == ir.Acc:
			lat = c.fix(d.ValidRows, d.ValidCols, int64(d.DType.Bytes()))
		case s.Space == ir.Mat && d.Space == ir.Left:
			lat = transfer(c.MTE1Head, c.L0ABW100, b)
		case s.Space == ir.Mat && d.Space == ir.Right:
			lat = transfer(c.MTE1Head, c.L0BBW100, b)
		case s.Space == ir.Mat:
			lat = transfer(0, c.BiasBW100, b)
		case s.Space == ir.Vec && d.Space == ir.Mat:
			lat = transfer(0, c.UBToL1BW100, b)
		default:
			lat = transfer(0, c.UBMoveBW100, b)
		}
	case OpMatmul, OpMatmulAcc, OpMatmulBias, OpGemv, OpGemvAcc:
		l, r := &in.Src[0], &in.Src[1]
		lat = c.mad(madRows(chip, in.Op, l), l.ValidCols, r.ValidCols, int64(l.DType.Bytes()))
	case OpVec:
		d := &in.Dst
		elems := d.ValidRows * d.ValidCols
		if op := in.def(); op != nil && op.Class == ir.ClassFillpad {
			elems = d.Rows * d.Cols
		}
		var bias int64
		lat, bias = c.vector(in.def(), elems, int64(d.DType.Bytes()))
		return max(lat, 1), max(lat-bias, 1)
	case OpSetFlag, OpWaitFlag, OpGetVal, OpSetVal, OpReadGM, OpWriteGM:
		lat = c.Flag
	case OpBarrier, OpSyncAll:
		lat = c.Barrier
	}
	lat = max(lat, 1)
	return lat, lat
}
