# Writers inside the branches of an if are each the first in their branch
# (output_existing); a call after the if writing a buffer the if wrote
# gets inout; w may be either of two buffers, so a write through it is
# inout as well.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def copy(self, x: pl.Tensor[[32], pl.FP32], dst: pl.Out[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        t: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [32], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[32], pl.FP32] = pl.tile.store(t, [0], dst)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[32], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32], pl.FP32]:
        p: pl.Tensor[[32], pl.FP32] = pl.create_tensor([32], dtype=pl.FP32)
        q: pl.Tensor[[32], pl.FP32] = pl.create_tensor([32], dtype=pl.FP32)
        s: pl.Tensor[[32], pl.FP32] = pl.create_tensor([32], dtype=pl.FP32)
        if n > 0:
            p_1: pl.Tensor[[32], pl.FP32] = self.copy(x, p)
            s_1: pl.Tensor[[32], pl.FP32] = self.copy(p_1, s)
            w, v = pl.yield_(p_1, s_1)
        else:
            q_1: pl.Tensor[[32], pl.FP32] = self.copy(x, q)
            w, v = pl.yield_(q_1, s)
        v_1: pl.Tensor[[32], pl.FP32] = self.copy(w, v)
        w_1: pl.Tensor[[32], pl.FP32] = self.copy(v_1, w)
        return w_1
