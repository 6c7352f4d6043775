# tile.recip of an INT8 tile holding zeros: 1/0 is not a value an integer
# element can hold; the reference must not keep NaN in the tile (it did,
# so subs(…, 1) gave 0 where the simulator's stored byte gave -1; campaign
# signature 377b7997169a). Both sides now hold 0 and the kernel matches.
# backend: Ascend950
# want: nothing
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.Tensor[[32, 128], pl.INT8], out: pl.Out[pl.Tensor[[64, 64], pl.INT8]]) -> pl.Tensor[[64, 64], pl.INT8]:
        t_1: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[24, 32])] = pl.tile.load(x_1, [0, 0], [32, 32], [24, 32], target_memory=None)
        v_3: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[24, 32])] = pl.tile.recip(t_1)
        v_5: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[24, 32])] = pl.tile.subs(v_3, pl.const(1, pl.INT32))
        o: pl.Tensor[[64, 64], pl.INT8] = pl.tile.store(v_5, [32, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x_1: pl.Tensor[[32, 128], pl.INT8]) -> pl.Tensor[[64, 64], pl.INT8]:
        out: pl.Tensor[[64, 64], pl.INT8] = pl.tensor.create([64, 64], dtype=pl.INT8)
        r: pl.Tensor[[64, 64], pl.INT8] = self.kernel(x_1, out)
        return r
