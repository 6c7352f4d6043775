# The branch that continues writes w's buffer on V (the add reuses it) and
# stores the result: the next iteration's load rewrites that buffer, so the
# continue path needs V -> MTE2 and MTE3 -> MTE2 pairs before the continue,
# and the add's V -> V back-edge barrier, which the continue gets once even
# though a dependency set before the branch (the exp) already repeats one
# there. The producer in the sibling branch (the else's exp) does not
# reach the continue and adds nothing to it.
# passes: InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        v: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", 0, 8192)],
        out_b: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", 0, 8192)]],
    ):
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        for i in pl.range(4):
            w: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, 0, 8192), pl.Mem.Vec] = pl.tile.load(v, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            e: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, 8192, 8192), pl.Mem.Vec] = pl.tile.exp(w)
            if i == 2:
                w2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, 0, 8192), pl.Mem.Vec] = pl.tile.add(w, w)
                pl.tile.store(w2, [0, 0], out_b)
                continue
            else:
                e2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, 8192, 8192), pl.Mem.Vec] = pl.tile.exp(w)
            pl.tile.store(e, [0, 0], out_b)
        return
