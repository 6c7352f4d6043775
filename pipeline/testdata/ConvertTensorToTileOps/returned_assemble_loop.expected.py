# Expected output of ConvertTensorToTileOps/returned_assemble_loop: PyPTO's ConvertTensorToTileOps on the Before program (pypto.passes, printed by ir.python_print).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(ret0__out,)):
            blk__tile: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
            e__tile: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(blk__tile)
            acc_1__tile: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(e__tile, [i * 8, 0], acc)
            r: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(acc_1__tile)
        return r
