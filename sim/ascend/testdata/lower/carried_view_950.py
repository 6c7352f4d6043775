# A loop carries a row window of an NZ Mat tile in place: the carry takes the
# window's MemRef (mem_mat_2 + 4096, a row-major offset) but is the window itself,
# at the parent's layout offset 64 * 32 = 0x800 and pitch 128, as the view is.
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 64], pl.INT8, pl.MemRef("mem_ddr_0", 0, 8192)], out: pl.Out[pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_1", 0, 16384)]]) -> pl.Tensor[[64, 64], pl.INT32]:
        mem_mat_2: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_4: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_5: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_6: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        t: pl.Tile[[128, 64], pl.INT8, pl.MemRef(mem_mat_2, 0, 8192), pl.Mem.Mat] = pl.tile.load(x, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        l: pl.Tile[[64, 64], pl.INT8, pl.MemRef(mem_mat_2, 4096, 4096), pl.Mem.Mat] = pl.tile.slice(t, [64, 64], [64, 0])
        for i, (c,) in pl.range(2, init_values=(l,)):
            c_1: pl.Tile[[64, 64], pl.INT8, pl.MemRef(mem_mat_2, 4096, 4096), pl.Mem.Mat] = pl.yield_(c)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        c_1_Left: pl.Tile[[64, 64], pl.INT8, pl.MemRef(mem_left_4, 0, 4096), pl.Mem.Left] = pl.tile.move(c_1, target_memory=pl.Mem.Left)
        l_Right: pl.Tile[[64, 64], pl.INT8, pl.MemRef(mem_right_5, 0, 4096), pl.Mem.Right] = pl.tile.move(l, target_memory=pl.Mem.Right)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        acc: pl.Tile[[64, 64], pl.INT32, pl.MemRef(mem_acc_6, 0, 16384), pl.Mem.Acc] = pl.tile.matmul(c_1_Left, l_Right)
        pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        o: pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_1", 0, 16384)] = pl.tile.store(acc, [0, 0], out)
        return o
