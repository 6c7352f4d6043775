# A created tile given the L1 buffer of a dead tile loaded at another pitch
# (MemoryReuse: c reuses t's mem_mat_2). Compiled from the irfuzz corpus case
# 762e1d3b3cf4 (Ascend950).
# pypto.program: CreateReuse
import pypto.language as pl

@pl.program
class CreateReuse:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_0", 0, 4096)], out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_mat_2: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 64)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 2048)
        mem_bias_7: pl.Ptr = pl.tile.alloc(pl.Mem.Bias, 64)
        mem_acc_8: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_acc_11: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 2048)
        mem_right_13: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 1024)
        t: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_mat_2, 1024, 2048), pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        t_1: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_mat_3, 3072, 2048), pl.Mem.Mat] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        bm: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_mat_4, 5120, 64), pl.Mem.Mat] = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        t_Left: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_left_5, 0, 2048), pl.Mem.Left] = pl.tile.move(t, target_memory=pl.Mem.Left)
        t_1_Right: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_right_6, 1024, 2048), pl.Mem.Right] = pl.tile.move(t_1, target_memory=pl.Mem.Right)
        bm_Bias: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_bias_7, 0, 64), pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(bm, target_memory=pl.Mem.Bias)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        acc: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_8, 2048, 1024), pl.Mem.Acc] = pl.tile.matmul_bias(t_Left, t_1_Right, bm_Bias)
        pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.MTE1, event_id=0)
        c: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_mat_2, 1024, 2048), pl.Mem.Mat] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        t_2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_mat_10, 0, 1024), pl.Mem.Mat] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        acc_1: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_acc_11, 0, 2048), pl.Mem.Acc] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.MTE1, event_id=0)
        c_Left: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_left_5, 0, 2048), pl.Mem.Left] = pl.tile.move(c, target_memory=pl.Mem.Left)
        t_2_Right: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_right_13, 0, 1024), pl.Mem.Right] = pl.tile.move(t_2, target_memory=pl.Mem.Right)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=1)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=1)
        acc_2: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_acc_11, 0, 2048), pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, c_Left, t_2_Right)
        return out
