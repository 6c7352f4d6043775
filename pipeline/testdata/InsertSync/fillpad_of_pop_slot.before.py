# tile.fillpad works in place and its output lives where its input lives:
# on a popped tile (no MemRef: the pop's slot buffer) its result is that
# slot, written on V. The move reading it must wait for the fillpad
# (RAW, a bar_v). Before the fix the fillpad's result had no access, so
# nothing ordered them (campaign signature 98daadea9739).
# passes: InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.tpop_from_aic(split=0)
        l_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(mv)
        l_2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_1, 0, 1024), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.move(l_1, target_memory=pl.Mem.Vec)
        o: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)] = pl.tile.store(l_2, [0, 0], out)
        return o
