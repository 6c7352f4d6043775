# pypto.program: MatmulAcc
import pypto.language as pl

@pl.program
class MatmulAcc:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(lhs: pl.Tensor[[16, 64], pl.BF16, pl.MemRef("mem_ddr_0", 0, 2048)], rhs: pl.Tensor[[64, 128], pl.BF16, pl.MemRef("mem_ddr_1", 0, 16384)], out: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", 0, 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        acc0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_3, 0, 8192), pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for k, (acc,) in pl.range(0, 64, 32, init_values=(acc0,)):
            a: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_mat_4, 0, 1024), pl.Mem.Mat] = pl.tile.load(lhs, [0, k], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
            pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
            b: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_mat_5, 1024, 8192), pl.Mem.Mat] = pl.tile.load(rhs, [k, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
            pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=1)
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
            a_l: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_6, 0, 1024), pl.Mem.Left] = pl.tile.move(a, target_memory=pl.Mem.Left)
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=1)
            b_r: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_right_7, 0, 8192), pl.Mem.Right] = pl.tile.move(b, target_memory=pl.Mem.Right)
            pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.MTE2, event_id=0)
            pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
            acc_next: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_3, 0, 8192), pl.Mem.Acc] = pl.tile.matmul_acc(acc, a_l, b_r, k == 0)
            pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.MTE1, event_id=0)
            pl.system.bar_m()
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.MTE2, event_id=0)
            pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.MTE1, event_id=0)
            r: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_3, 0, 8192), pl.Mem.Acc] = pl.yield_(acc_next)
        pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        out_1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", 0, 8192)] = pl.tile.store(r, [0, 0], out)
        return out_1
