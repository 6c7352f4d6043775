# A back-edge MTE3 -> MTE2 dependency of an inner loop whose producer, the
# store of a, is followed by a break in the same branch: the set after the
# if is skipped on the break path, and the outer loop's next iteration
# reloads a under the store (README campaign f2357ce60f5d, WAR: TMOV (V)
# writes UB read by TPUSH (MTE3), the same shape across cores). The break
# gets its own set / wait pair, as a continue does, because the inner loop
# is entered again.
# passes: InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)]],
    ):
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        for j in pl.range(2):
            for i in pl.range(4):
                a: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
                if i > 1:
                    o: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)] = pl.tile.store(a, [0, 0], out)
                    break
        return
