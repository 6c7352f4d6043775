# Two back-edge V -> MTE2 dependencies of one loop body (each exp reads the
# buffer the next iteration's load rewrites) share a wait at the body's
# end, but a break lies between the two producers: the set may not be
# merged past it, or the break path skips the set and the outer loop's next
# iteration reloads a under the first exp (campaign signature 5bcf722e8f12,
# WAR: TLOAD (MTE2) writes L1 read by TMOV (MTE1)). The first dependency
# gets its own set before the break, whose wait exitSyncs repeats there.
# passes: InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)],
    ):
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        for j in pl.range(2):
            for i in pl.range(4):
                a: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
                b: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_1, 1024, 1024), pl.Mem.Vec] = pl.tile.exp(a)
                if i > 1:
                    break
                c: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 2048, 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
                d: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 3072, 1024), pl.Mem.Vec] = pl.tile.exp(c)
        return
