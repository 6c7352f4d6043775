# Two accumulations into created seeds sharing one L0C buffer (MemoryReuse:
# c_1 reuses c's mem_acc_4, where acc was written at pitch 32). acc_1's lhs
# has one valid row, so the mad writes row 0 of each 16x16 box of c_1 only.
# Compiled (Ascend950) from the kernel of the irfuzz corpus cases
# 16eae11ff8ad / 9f9a99c86185 with its created operands loaded instead.
# pypto.program: AccCreated
import pypto.language as pl

@pl.program
class AccCreated:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.BF16, pl.MemRef("mem_ddr_0", 0, 2048)], out: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", 0, 2048)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        mem_mat_2: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_acc_4: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 2048)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 1024)
        mem_left_10: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_right_11: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 2048)
        t: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_mat_2, 0, 2048), pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        t_1: pl.Tile[[32, 16], pl.BF16, pl.MemRef(mem_mat_3, 2048, 1024), pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=1)
        c: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_acc_4, 0, 2048), pl.Mem.Acc] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        t_Left: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_5, 1024, 2048), pl.Mem.Left] = pl.tile.move(t, target_memory=pl.Mem.Left)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=1)
        t_1_Right: pl.Tile[[32, 16], pl.BF16, pl.MemRef(mem_right_6, 2048, 1024), pl.Mem.Right] = pl.tile.move(t_1, target_memory=pl.Mem.Right)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.MTE2, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        acc: pl.Tile[[32, 16], pl.FP32, pl.MemRef(mem_acc_4, 0, 2048), pl.Mem.Acc] = pl.tile.matmul_acc(c, t_Left, t_1_Right, True)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.MTE2, event_id=0)
        t_2: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_mat_3, 2048, 1024), pl.Mem.Mat, pl.TileView(valid_shape=[1, 32])] = pl.tile.load(x, [0, 0], [16, 32], [1, 32], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=2)
        t_3: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_mat_2, 0, 2048), pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=3)
        c_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_4, 0, 2048), pl.Mem.Acc] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=2)
        t_2_Left: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_10, 0, 1024), pl.Mem.Left, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.move(t_2, target_memory=pl.Mem.Left)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=3)
        t_3_Right: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_right_11, 0, 2048), pl.Mem.Right] = pl.tile.move(t_3, target_memory=pl.Mem.Right)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=1)
        pl.system.bar_m()
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=1)
        acc_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_4, 0, 2048), pl.Mem.Acc] = pl.tile.matmul_acc(c_1, t_2_Left, t_3_Right, True)
        pl.system.bar_m()
        acc_2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_4, 0, 2048), pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, t_2_Left, t_3_Right)
        pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        o: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", 0, 2048)] = pl.tile.store(acc_2, [0, 0], out)
        return o
