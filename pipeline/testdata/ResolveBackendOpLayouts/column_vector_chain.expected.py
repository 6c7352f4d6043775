# Expected output of ResolveBackendOpLayouts/column_vector_chain (written by -update; review before committing).
# pypto.program: Prog
import pypto.language as pl

@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 64], pl.FP32], out: pl.Out[pl.Tensor[[8, 1], pl.FP32]]) -> pl.Tensor[[8, 1], pl.FP32]:
        t: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        w: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([8, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m: pl.Tile[[8, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t, w)
        s: pl.Tile[[8, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(t, w)
        d__rm_a0_tmp_v0: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m, [1, 8])
        d__rm_a1_tmp_v1: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s, [1, 8])
        d__row_major_tmp_v2: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.sub(d__rm_a0_tmp_v0, d__rm_a1_tmp_v1)
        d: pl.Tile[[8, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(d__row_major_tmp_v2, [8, 1])
        e__rm_a0_tmp_v3: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(d, [1, 8])
        e__row_major_tmp_v4: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.exp(e__rm_a0_tmp_v3)
        e: pl.Tile[[8, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(e__row_major_tmp_v4, [8, 1])
        o: pl.Tensor[[8, 1], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o
