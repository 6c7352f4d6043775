# LoopRepair, inits whose chain cannot be completed: the first loop's init
# gone_t2 needs gone_other_t1, which Pullable refuses (the test refuses
# every gone_other*), and the second loop's init gone_s is a store (it has
# an effect). Nothing is pulled back, and both inits are left reading an
# unbound variable (printed name__FREE_VAR).
import pypto.language as pl


@pl.program
class PullRefused:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        gone_other_t1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t0)
        gone_t2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(gone_other_t1, t0)
        for i, (c,) in pl.range(4, init_values=(gone_t2,)):
            c1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(c)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c1)
        gone_s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        for j, (g,) in pl.range(4, init_values=(gone_s,)):
            g1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t0, [0, 0], g)
            rg: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(g1)
        return rg
