# Expected output of LegalizeTileCast/a5_chains (written by -update; review before committing).
# pypto.program: Prog
import pypto.language as pl

@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.INT32], y: pl.Tensor[[16, 64], pl.INT8], out: pl.Out[pl.Tensor[[16, 64], pl.FP16]], out2: pl.Out[pl.Tensor[[16, 64], pl.UINT8]]) -> tuple[pl.Tensor[[16, 64], pl.FP16], pl.Tensor[[16, 64], pl.UINT8]]:
        a: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 40])] = pl.tile.load(x, [0, 0], [16, 64], [8, 40], target_memory=pl.Mem.Vec)
        h__cast_fp32_tmp_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 40])] = pl.tile.cast(a, target_type=pl.FP32, mode='trunc')
        h: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 40])] = pl.tile.cast(h__cast_fp32_tmp_v0, target_type=pl.FP16, mode='trunc')
        b: pl.Tile[[16, 64], pl.INT8, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        u__cast_fp16_tmp_v1: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.cast(b, target_type=pl.FP16, mode='round')
        u: pl.Tile[[16, 64], pl.UINT8, pl.Mem.Vec] = pl.tile.cast(u__cast_fp16_tmp_v1, target_type=pl.UINT8, mode='round')
        f: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.cast(b, target_type=pl.FP16, mode='round')
        o1: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(h, [0, 0], out)
        o2: pl.Tensor[[16, 64], pl.UINT8] = pl.tile.store(u, [0, 0], out2)
        return o1, o2
