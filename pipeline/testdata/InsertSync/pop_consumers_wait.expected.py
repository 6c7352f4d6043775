# Expected output of InsertSync/pop_consumers_wait (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(x: pl.Tensor[[16, 128], pl.FP16, pl.MemRef("mem_ddr_0", 0, 4096)], y: pl.Tensor[[128, 128], pl.FP16, pl.MemRef("mem_ddr_1", 0, 32768)], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", 0, 8192)]]):
        mem_left_3: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_right_5: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_acc_6: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        e_left_mat: pl.Tile[[16, 128], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        e_left: pl.Tile[[16, 128], pl.FP16, pl.MemRef(mem_left_3, 0, 4096), pl.Mem.Left] = pl.tile.move(e_left_mat, target_memory=pl.Mem.Left)
        y_mat: pl.Tile[[128, 128], pl.FP16, pl.MemRef(mem_mat_4, 0, 32768), pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=1)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=1)
        y_right: pl.Tile[[128, 128], pl.FP16, pl.MemRef(mem_right_5, 0, 32768), pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        z: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, 0, 8192), pl.Mem.Acc] = pl.tile.matmul(e_left, y_right)
        pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.tile.tpush_to_aiv(z, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(x: pl.Tensor[[16, 128], pl.FP16, pl.MemRef("mem_ddr_0", 0, 4096)], y: pl.Tensor[[128, 128], pl.FP16, pl.MemRef("mem_ddr_1", 0, 32768)], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", 0, 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        x_vec: pl.Tile[[16, 128], pl.FP16, pl.MemRef(mem_vec_3, 0, 4096), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        e: pl.Tile[[16, 128], pl.FP16, pl.MemRef(mem_vec_3, 0, 4096), pl.Mem.Vec] = pl.tile.exp(x_vec)
        pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.tile.tpush_to_aic(e, split=0)
        z_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        out_1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", 0, 8192)] = pl.tile.store(z_vec, [0, 0], out_0)
        return out_1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP16, pl.MemRef("mem_ddr_0", 0, 4096)], y: pl.Tensor[[128, 128], pl.FP16, pl.MemRef("mem_ddr_1", 0, 32768)], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", 0, 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        self.kernel_aic(x, y, out_0)
        self.kernel_aiv(x, y, out_0)
        return out_0
