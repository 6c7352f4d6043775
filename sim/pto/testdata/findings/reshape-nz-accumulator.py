# want: pitch-mismatch: the PTO program: pitch-mismatch: aic0#5 TPUSH(pto.tpush_to_aiv @reshape-nz-accumulator.py:16:9) (FIX) reads aic0 L0C[0x400, 0x1000) at pitch 16, but aic0#4 TMATMUL(pto.tmatmul @reshape-nz-accumulator.py:14:55) (M) wrote it at pitch 32
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: tile.reshape of an NZ accumulator is emitted as a byte alias
# (pto_ops_datamove.cpp:1258-1292), but in NZ the bytes of [32,32] are not those of [16,64];
# DeduceTileReshapeType (transform.cpp:276-334) should refuse it or move the data.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[32, 32], pl.FP16], b: pl.Tensor[[32, 32], pl.FP16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        y: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x, y)
        rs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.reshape(acc, [16, 64])
        mv: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.move(rs, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(mv, [0, 0], out)
        return o
