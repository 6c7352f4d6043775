# Expected output of ExpandMixedKernel/pure_vector_loop_becomes_aiv (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[64], pl.FP32], out_0: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        for i, (o,) in pl.range(4, init_values=(out_0,)):
            x_tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
            y_tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_tile, x_tile)
            o2: pl.Tensor[[64], pl.FP32] = pl.tile.store(y_tile, [0], o)
            o3: pl.Tensor[[64], pl.FP32] = pl.yield_(o2)
        return o3
