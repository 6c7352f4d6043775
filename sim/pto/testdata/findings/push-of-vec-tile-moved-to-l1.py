# want: illegal: the PTO program: illegal: aic0#1 TPUSH(pto.tpush_to_aiv @push-of-vec-tile-moved-to-l1.py:18:9): TPUSH pushes an Acc or UB tile only (pto-isa TPush.hpp), not one in L1
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# loud: a hand-written tile.tpush_to_aiv (cube affinity, no memory spec: cross_core.cpp:445-457) of a
# Vec tile that a tile.move also carries into Mat. ExpandMixedKernel aliases the move's source to the
# AIC's tpop of the Mat copy (expand_mixed_kernel_pass.cpp:977-983, seeded into the AIC clone at
# :1398-1417), so the cube core pushes the L1 tile, and codegen emits the push whatever the tile's
# space (pto_ops_crosscore.cpp:216-248). TPUSH takes an Acc or UB tile only (TPush.hpp); nothing
# reaches the vector core, out stays undefined. Without the move the pass fails loud instead
# (UseAfterDef of v in kernel_aic). push-of-l1.py reaches the same push through InferTileMemorySpace.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.move(v, target_memory=pl.Mem.Mat)
        pl.tile.tpush_to_aiv(v, split=0)
        p: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(p, [0, 0], out)
        return out_1
