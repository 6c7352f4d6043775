# irfuzz corpus v1
# signature: pypto | roundtrip | LowerPipelineLoops | Structural equality assertion failed at: ['kernel'].body[8].var
# status: open
# oracle: pypto
# property: roundtrip
# pass: LowerPipelineLoops
# backend: Ascend910B
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'LowerPipelineLoops'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[8].var
# pinned: src/ir/transforms/lower_pipeline_loops_pass.cpp:504-510 (LowerStatic binds the loop's return var to the tail's last yield with an AssignStmt; the return var keeps the loop's type (c_1's, no TileView), the yielded t_3 has a row_major / none_box view, so the printed annotation disagrees with its value)
# kind: bug
# silent: silent
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); the pipeline and ir.compile accept the kernel
# note: found by a 6,000-case 910B campaign (known/b6fb8f473372.py)
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 2], pl.INT32]], x_2: pl.Tensor[[1, 2], pl.FP32]) -> pl.Tensor[[1, 2], pl.INT32]:
        t_1: pl.Tile[[2, 2], pl.BF16, pl.Mem.Mat] = pl.tile.create([2, 2], dtype=pl.BF16, target_memory=pl.Mem.Mat)
        t_2: pl.Tile[[2, 2], pl.BF16, pl.Mem.Mat] = pl.tile.create([2, 2], dtype=pl.BF16, target_memory=pl.Mem.Mat)
        t_3: pl.Tile[[1, 2], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_2, [0, 0], [1, 2], [1, 2], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[2, 2], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t_1, t_2, t_3)
        sl: pl.Tile[[1, 2], pl.FP32, pl.Mem.Mat] = pl.tile.create([1, 2], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        for i_1, (c_1,) in pl.pipeline(1, stage=3, init_values=(sl,)):
            c_2: pl.Tile[[1, 2], pl.FP32, pl.Mem.Mat] = pl.yield_(t_3)
        return out
