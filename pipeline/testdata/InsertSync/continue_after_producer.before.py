# A continue nested in the statement that holds a producer skips the set
# placed after that statement for the back-edge dependency (the store of w
# in the branch must finish before the next iteration's load rewrites w's
# buffer: WAR, MTE3 -> MTE2). The path through the continue gets its own
# set / wait pair just before the continue, as the fall-through end of the
# body has; the fall-through path keeps its pair and gains nothing
# (simulator: "WAR: TLOAD(w) (MTE2) ... read by TSTORE (MTE3) ... missing
# set_flag(MTE3, MTE2)").
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
        for i in pl.range(4):
            w: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, 0, 8192), pl.Mem.Vec] = pl.tile.load(v, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            if i == 2:
                pl.tile.store(w, [0, 0], out_b)
                continue
            w3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, 0, 8192), pl.Mem.Vec] = pl.tile.add(w, w)
            pl.tile.store(w3, [0, 0], out_b)
        return
