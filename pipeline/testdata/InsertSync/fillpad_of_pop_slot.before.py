# tile.fillpad of a popped tile (no MemRef: the pop's slot buffer) reads
# the slot and writes a buffer of its own on V (the pinned op is a Vec op
# with a fresh output, src/ir/op/tile_ops/elementwise.cpp:1278-1279). The
# move reading its result must wait for the fillpad (RAW, a bar_v). When
# fillpad still padded the slot in place, its result had no access and
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
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.tpop_from_aic(split=0)
        l_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(mv)
        l_2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_1, 0, 1024), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.move(l_1, target_memory=pl.Mem.Vec)
        o: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)] = pl.tile.store(l_2, [0, 0], out)
        return o
