package backend

// L0CostModel is the roofline cost model AutoTileMatmulL0's L0 tile
// chooser scores candidate tiles with (PyPTO's L0CostModel,
// include/pypto/backend/common/backend_handler.h:86-113; Ascend910B keeps
// the defaults, Ascend950 overrides them, backend_950_handler.h:111-143).
// Bandwidths are bytes per core cycle.
type L0CostModel struct {
	BwL0A              float64 // L1 -> L0A
	BwL0B              float64 // L1 -> L0B
	BwDrain            float64 // FIXPIPE drain of L0C, per row
	DrainFixedCycles   float64 // per drain
	DrainRowCycles     float64 // per M row, the floor under narrow N
	DrainPenaltyCycles float64 // per M row and extra serial burst pass
	DrainC0Bytes       int     // NZ fractal C0
	MadHeadCycles      int     // per TMATMUL
	MadKFractalBytes   int     // cube K fractal width
	MadFP32Passes      int     // cube passes per K fractal for FP32 operands
}

// L0Fractal is the cube's M / N / K alignment and minimum L0 tile extent
// (BackendHandler::GetL0FractalAlignment, GetMinL0TileDim:
// backend_handler.h:427, :449; neither backend overrides them).
const L0Fractal = 16

var (
	costA2A3 = L0CostModel{BwL0A: 129.7, BwL0B: 85.4, BwDrain: 118.0, DrainFixedCycles: 164.0, DrainRowCycles: 4.45,
		DrainPenaltyCycles: 2.6, DrainC0Bytes: 32, MadHeadCycles: 21, MadKFractalBytes: 32, MadFP32Passes: 2}
	costA5 = L0CostModel{BwL0A: 206.3, BwL0B: 223.8, BwDrain: 30.0, DrainFixedCycles: 343.4, DrainRowCycles: 4.59,
		DrainPenaltyCycles: 0.26, DrainC0Bytes: 32, MadHeadCycles: 25, MadKFractalBytes: 32, MadFP32Passes: 8}
)

// L0Cost is the backend's L0 cost model.
func (b *Backend) L0Cost() L0CostModel {
	if b.Arch == "a5" {
		return costA5
	}
	return costA2A3
}

// LowPrecisionMatScratch reports whether an Acc -> Mat write at an offset
// must narrow FP32 to BF16 / FP16 (the FIXPIPE writeback is the only such
// path): true on Ascend910B, false on Ascend950
// (RequiresLowPrecisionMatScratch, backend_910b_handler.h:49,
// backend_950_handler.h:53).
func (b *Backend) LowPrecisionMatScratch() bool { return b.Arch == "a2a3" }

// V2CFractalAdapt reports whether a vector-to-cube push must first move
// its Vec tile to the NZ view the cube side pops (the a5 pipe carries
// fractal data): true on Ascend950, false on Ascend910B
// (RequiresVtoCFractalAdapt, backend_950_handler.h:49,
// backend_910b_handler.h:45).
func (b *Backend) V2CFractalAdapt() bool { return b.Arch == "a5" }
