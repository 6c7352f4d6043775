# Expected output of CanonicalizeTileSlice/dynamic_offset_multiple (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4, 64], pl.FP32], out: pl.Out[pl.Tensor[[4, 64], pl.FP32]]) -> pl.Tensor[[4, 64], pl.FP32]:
        t: pl.Tile[[4, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 64], [4, 64], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(out,)):
            k: pl.Scalar[pl.INDEX] = i * 8
            s1: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [4, 8], [0, k])
            o1: pl.Tensor[[4, 64], pl.FP32] = pl.tile.store(s1, [0, k], acc)
            j: pl.Scalar[pl.INDEX] = i + 1
            s2_textract: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 0, j, [4, 8], target_memory=pl.Mem.Vec)
            o2: pl.Tensor[[4, 64], pl.FP32] = pl.tile.store(s2_textract, [0, 32], o1)
            r: pl.Tensor[[4, 64], pl.FP32] = pl.yield_(o2)
        return r
