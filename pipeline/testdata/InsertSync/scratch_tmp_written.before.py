# A reduction's tmp tile is scratch the op writes (pto-isa's TCOLSUM
# clobbers it; the simulator marks it garbage), though the registry lists
# it as an input only. Here col_sum uses a, which the store still reads, as
# its tmp: the V write must wait for the MTE3 read (WAR, MTE3 -> V).
# Before the fix no flag ordered them (campaign signature 3250f29d61f5).
# passes: InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_0", 0, 512)],
        y: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", 0, 512)],
        out1: pl.Out[pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_2", 0, 512)]],
        out2: pl.Out[pl.Tensor[[1, 16], pl.FP16, pl.MemRef("mem_ddr_3", 0, 32)]],
    ) -> pl.Tensor[[1, 16], pl.FP16]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        a: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_vec_0, 0, 512), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_vec_1, 512, 512), pl.Mem.Vec] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        s1: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_2", 0, 512)] = pl.tile.store(a, [0, 0], out1)
        r: pl.Tile[[1, 16], pl.FP16, pl.MemRef(mem_vec_2, 1024, 32), pl.Mem.Vec] = pl.tile.col_sum(b, a)
        s2: pl.Tensor[[1, 16], pl.FP16, pl.MemRef("mem_ddr_3", 0, 32)] = pl.tile.store(r, [0, 0], out2)
        return s2
