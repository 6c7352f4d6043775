# Expected output of InferTileMemorySpace/carry_retargets_viewed_init (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 1], pl.FP16, pl.Mem.Vec] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        t_1: pl.Tile[[1, 1], pl.FP16, pl.Mem.Vec] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        for i, (o_1,) in pl.range(1, init_values=(out,)):
            c_4: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            l: pl.Tile[[1, 1], pl.FP16, pl.Mem.Vec] = pl.tile.slice(t_1, [1, 1], [0, 0])
            t_6: pl.Tile[[1, 1], pl.FP16, pl.Mem.Mat] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=pl.Mem.Mat)
            for i_1, (acc_8, c_5) in pl.range(1, init_values=(c_4, t_1)):
                t_6_Left: pl.Tile[[1, 1], pl.FP16, pl.Mem.Left] = pl.tile.move(t_6, target_memory=pl.Mem.Left)
                l_Right: pl.Tile[[1, 1], pl.FP16, pl.Mem.Right] = pl.tile.move(l, target_memory=pl.Mem.Right)
                acc_9: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_8, t_6_Left, l_Right)
                acc_10, c_7 = pl.yield_(acc_9, t)
            o_2: pl.Tensor[[1, 1], pl.FP32] = pl.yield_(o_1)
        return o_2
