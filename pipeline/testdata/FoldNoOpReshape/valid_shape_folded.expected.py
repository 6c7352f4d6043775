# Expected output of FoldNoOpReshape/valid_shape_folded (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 16], pl.FP16, pl.MemRef("mem_ddr_0", 0, 1024)], out: pl.Out[pl.Tensor[[32, 16], pl.FP16, pl.MemRef("mem_ddr_1", 0, 1024)]]) -> pl.Tensor[[32, 16], pl.FP16]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        a: pl.Tile[[32, 16], pl.FP16, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec, pl.TileView(valid_shape=[20, 16])] = pl.tile.load(x, [0, 0], [32, 16], [20, 16], target_memory=pl.Mem.Vec)
        same: pl.Tile[[32, 16], pl.FP16, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec, pl.TileView(valid_shape=[20, 16])] = a
        s: pl.Tile[[32, 16], pl.FP16, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec, pl.TileView(valid_shape=[20, 16])] = pl.tile.add(same, same)
        o: pl.Tensor[[32, 16], pl.FP16, pl.MemRef("mem_ddr_1", 0, 1024)] = pl.tile.store(s, [0, 0], out)
        return o
