# A vector kernel's bar_m is dropped (bar_m_dropped_from_vector_kernel), and
# here it is all an else holds. The emptied else is removed, not left as an
# empty body: `else: pass` parses back as no else (PyPTO's IRBuilder::EndIf,
# src/ir/builder.cpp:281-288), so an empty one fails the round trip (corpus
# 9fbf91c8653f, 910B). The first if, left with nothing in either branch and
# no results, is dropped, as the split's dead code elimination drops one.
# PyPTO keeps the bar_m (and both ifs) in the AIV kernel.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        flag: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        if flag < 1:
            pass
        else:
            pl.system.bar_m()
        if flag < 2:
            pl.system.bar_v()
        else:
            pl.system.bar_m()
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
