# A pl.unroll(0, 48, 16) loop in an InCore kernel: three copies of the body,
# the loop variable replaced by 0, 16 and 32 (INDEX constants), the copies
# assigning the same variables (UnrollForStmt, unroll_loops_pass.cpp:84-140;
# ConvertToSSA versions them later).
import pypto.language as pl


@pl.program
class UnrollOffsets:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[48, 16], pl.FP32], out: pl.Out[pl.Tensor[[48, 16], pl.FP32]]) -> pl.Tensor[[48, 16], pl.FP32]:
        for i in pl.unroll(0, 48, 16):
            t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            out = pl.tile.store(e, [i, 0], out)
        return out
