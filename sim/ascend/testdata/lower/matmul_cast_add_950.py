# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(x: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_0", 0, 4096)], y: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_1", 0, 32768)], bias: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_2", 0, 4096)], out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_3", 0, 4096)]]):
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_acc_8: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        x_tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_4, 0, 4096), pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        y_tile: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_mat_5, 4096, 32768), pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=1)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        x_tile_Left: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, 0, 4096), pl.Mem.Left] = pl.tile.move(x_tile, target_memory=pl.Mem.Left)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=1)
        y_tile_Right: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, 0, 32768), pl.Mem.Right] = pl.tile.move(y_tile, target_memory=pl.Mem.Right)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        z: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_8, 0, 8192), pl.Mem.Acc] = pl.tile.matmul(x_tile_Left, y_tile_Right)
        pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.tile.tpush_to_aiv(z, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(x: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_0", 0, 4096)], y: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_1", 0, 32768)], bias: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_2", 0, 4096)], out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_3", 0, 4096)]]) -> pl.Tensor[[16, 128], pl.BF16]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        z_Vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        zb: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_vec_4, 0, 4096), pl.Mem.Vec] = pl.tile.cast(z_Vec, target_type=pl.BF16, mode='rint')
        b_tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_vec_5, 4096, 4096), pl.Mem.Vec] = pl.tile.load(bias, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.bar_v()
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        w: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_vec_4, 0, 4096), pl.Mem.Vec] = pl.tile.add(zb, b_tile)
        pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        out_1: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_3", 0, 4096)] = pl.tile.store(w, [0, 0], out_0)
        return out_1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_0", 0, 4096)], y: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_1", 0, 32768)], bias: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_2", 0, 4096)], out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_3", 0, 4096)]]) -> pl.Tensor[[16, 128], pl.BF16]:
        self.kernel_aic(x, y, bias, out_0)
        self.kernel_aiv(x, y, bias, out_0)
        return out_0
