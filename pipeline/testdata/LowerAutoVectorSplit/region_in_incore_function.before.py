# error: 'pl.split_aiv' opens a CORE_GROUP-level region, so it cannot be authored inside a function declared 'pl.FunctionType.InCore'
# The pass requires AivSplitValid of its input (pass_properties.h:264-267), whose check (h) rejects a region written in an InCore function: only OutlineIncoreScopes, which irfuzz does not run, puts one there. (Run without verification, the pinned pass lowers the region, halving the author's half tiles again.)
import pypto.language as pl

@pl.program
class RegionInScope:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            at: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [lane * 8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(at, [lane * 8, 0], out)
        return o
