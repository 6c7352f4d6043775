# Expected output of FoldNoOpReshape/same_shape_folded (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 16], pl.FP16, pl.MemRef("mem_ddr_0", 0, 1024)], out: pl.Out[pl.Tensor[[32, 16], pl.FP16, pl.MemRef("mem_ddr_1", 0, 1024)]]) -> pl.Tensor[[32, 16], pl.FP16]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        a: pl.Tile[[32, 16], pl.FP16, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        same: pl.Tile[[32, 16], pl.FP16, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = a
        wide: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.reshape(same, [16, 32])
        back: pl.Tile[[32, 16], pl.FP16, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.reshape(wide, [32, 16])
        s: pl.Tile[[32, 16], pl.FP16, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.add(back, a)
        o: pl.Tensor[[32, 16], pl.FP16, pl.MemRef("mem_ddr_1", 0, 1024)] = pl.tile.store(s, [0, 0], out)
        return o
