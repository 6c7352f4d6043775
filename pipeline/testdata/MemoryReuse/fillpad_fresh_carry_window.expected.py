# Expected output of MemoryReuse/fillpad_fresh_carry_window (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", 0, 2048)], out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        t: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_2, 0, 2048), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        fp: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_2, 0, 2048), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        sl: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1984), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(fp, [16, 16], [0, 0])
        c_init: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1984), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.move(sl, target_memory=pl.Mem.Vec)
        for (n, c) in pl.while_(init_values=(0, c_init)):
            pl.cond(n < 1)
            fp_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(c)
            n_1: pl.Scalar[pl.INDEX] = 1
            n_2, c_1 = pl.yield_(n_1, fp_1)
        o: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)] = pl.tile.store(sl, [0, 0], out)
        return o
