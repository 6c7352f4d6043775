# The pinned PyPTO's convert_tensor_to_tile_ops output for gather_compare.before.py (a program of our own).
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 64], pl.FP32]:
        blk__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        gc_tmp: pl.Tile[[32, 64], pl.UINT8, pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        _tuple_tmp__tile: pl.Tuple[pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec], pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec]] = pl.tile.gather_compare(blk__tile, 1.0, gc_tmp, cmp_mode=2, offset=0, out_cols=64)
        gi: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec] = _tuple_tmp__tile[0]
        gn: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = _tuple_tmp__tile[1]
        f__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(gi, target_type=pl.FP32, mode='round')
        o__tile: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(f__tile, [row, 0], out)
        return o__tile
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 64], pl.FP32]:
        r: pl.Tensor[[64, 64], pl.FP32] = self.kernel(x, out, row)
        return r
