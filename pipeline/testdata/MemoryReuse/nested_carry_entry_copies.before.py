# The inner loop starts its carry c_3 from the outer carry c_1 and its
# carry c_4 from w; the outer carry c_1 takes back c_7, the inner loop's
# result for c_4. Were c_1 and c_4 one buffer (as the outer loop alone
# would suggest), copying w into c_4 at the inner loop's entry would land
# on c_1 before c_3's copy of it is taken: the pass must see the inner
# carries' entry holds when it reconciles the outer carry (this crashed the
# pass's own hazard check: "a write at 'c_4' lands on 'c_1'").
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        f: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 1], dtype=pl.FP32, value=0.0)
        for i, (c, c_1) in pl.range(1, init_values=(f, f)):
            w: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 1], dtype=pl.FP32, value=0.0)
            for i_1, (c_3, c_4) in pl.range(1, init_values=(c_1, w)):
                c_6, c_7 = pl.yield_(c_4, c_4)
            c_8, c_9 = pl.yield_(c_6, c_7)
        return out
