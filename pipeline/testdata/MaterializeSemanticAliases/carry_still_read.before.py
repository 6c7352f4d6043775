# The carry's buffer is read after the yielded value is made (t reads c
# once more), so the producer keeps its own buffer: the retarget declines
# (IsTargetDeadAtAssign, memory_reuse_pass.cpp:776-812), and so does the
# one of an op whose output space is fixed elsewhere.
# Checked against the real PyPTO (init_mem_ref, materialize_semantic_aliases).
# passes: InitMemRef,MaterializeSemanticAliases
# strict
import pypto.language as pl


@pl.program
class StillRead:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        s: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [16, 64])
        for k, (c,) in pl.range(2, init_values=(s,)):
            p: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(c, c)
            t: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec] = pl.sub(p, c)
            r = pl.yield_(p)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(r, [0, 0], out)
        return o
