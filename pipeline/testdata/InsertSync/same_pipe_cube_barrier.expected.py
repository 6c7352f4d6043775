# Expected output of InsertSync/same_pipe_cube_barrier (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(a: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_0", 0, 512)], out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_mat_2: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 512)
        mem_left_3: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 512)
        mem_right_4: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 512)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        t: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_mat_2, 0, 512), pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        l: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_left_3, 0, 512), pl.Mem.Left] = pl.tile.move(t, target_memory=pl.Mem.Left)
        r: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_right_4, 0, 512), pl.Mem.Right] = pl.tile.move(t, target_memory=pl.Mem.Right)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        acc: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_5, 0, 1024), pl.Mem.Acc] = pl.tile.matmul(l, r)
        pl.system.bar_m()
        acc_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_5, 0, 1024), pl.Mem.Acc] = pl.tile.matmul_acc(acc, l, r)
        pl.system.bar_m()
        acc_2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_5, 0, 1024), pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, l, r)
        pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        o: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)] = pl.tile.store(acc_2, [0, 0], out)
        return o
