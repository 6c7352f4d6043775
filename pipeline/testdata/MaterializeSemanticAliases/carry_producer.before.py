# The value a loop yields is produced straight into its carry's buffer:
# tile.mul's result (on a buffer of its own after InitMemRef) is retyped
# onto the iter arg's MemRef, as nothing after it in the body reads that
# buffer (memory_reuse_pass.cpp:349-372, 530-609, 776-812). The reshape of
# it follows it there (FollowRetargetedViewInput, :890-962).
# Checked against the real PyPTO (init_mem_ref, materialize_semantic_aliases).
# passes: InitMemRef,MaterializeSemanticAliases
# strict
import pypto.language as pl


@pl.program
class Carry:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[32, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        s: pl.Tile[[32, 32], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [32, 32])
        for k, (c,) in pl.range(3, init_values=(s,)):
            p: pl.Tile[[32, 32], pl.FP32, pl.MemorySpace.Vec] = pl.mul(c, s)
            q: pl.Tile[[1024, 1], pl.FP32, pl.MemorySpace.Vec] = pl.reshape(p, [1024, 1])
            d: pl.Tile[[32, 32], pl.FP32, pl.MemorySpace.Vec] = pl.reshape(q, [32, 32])
            r = pl.yield_(d)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.store(r, [0, 0], out)
        return o
