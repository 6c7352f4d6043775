# A cube-only kernel reads system.available_aiv_count (2 on a 1C2V cluster)
# to choose matmul_acc's init_cond. The simulator used to count the vector
# lanes the launch uses (none here) while the reference reports what the
# cluster offers, so the two disagreed (clean campaign 377b7997169a, seed 1).
# backend: Ascend950
# want: nothing
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        q: pl.Scalar[pl.INDEX] = pl.system.available_aiv_count()
        t_1: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_1, [0, 0], [32, 32], [32, 32], target_memory=None)
        acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t_1, t_1)
        acc_2: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, t_1, t_1, q <= 1)
        o: pl.Tensor[[32, 32], pl.INT32] = pl.tile.store(acc_2, [0, 0], out)
        return o
