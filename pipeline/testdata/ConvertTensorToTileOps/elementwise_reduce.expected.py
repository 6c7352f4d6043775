# Expected output of ConvertTensorToTileOps/elementwise_reduce: PyPTO's ConvertTensorToTileOps on the Before program (pypto.passes, printed by ir.python_print).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32], r: pl.Tensor[[16, 1], pl.FP32], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.BF16]]) -> pl.Tensor[[16, 64], pl.BF16]:
        x__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        r__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(r, [0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        a__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(x__tile, r__tile)
        e__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a__tile)
        tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__tile, tmp_tile)
        d__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__tile, s__tile)
        m__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximums(d__tile, 0.5)
        c__tile: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(m__tile, target_type=pl.BF16, mode='round')
        ret0__store: pl.Tensor[[16, 64], pl.BF16] = pl.tile.store(c__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], r: pl.Tensor[[16, 1], pl.FP32]) -> pl.Tensor[[16, 64], pl.BF16]:
        ret0__out: pl.Tensor[[16, 64], pl.BF16] = pl.tensor.create([16, 64], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        y: pl.Tensor[[16, 64], pl.BF16] = self.kernel(x, r, ret0__out)
        return y
