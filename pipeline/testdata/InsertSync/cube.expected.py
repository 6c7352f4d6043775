# Expected output of InsertSync/cube (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(input_a: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", 0, 8192)], input_b: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", 0, 8192)], output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0, 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_3, 0, 8192), pl.Mem.Mat] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        tile_b: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_4, 8192, 8192), pl.Mem.Mat] = pl.tile.load(input_b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=1)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        tile_a_cube: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_left_5, 0, 8192), pl.Mem.Left] = pl.tile.move(tile_a, target_memory=pl.Mem.Left)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=1)
        tile_b_cube: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_6, 0, 8192), pl.Mem.Right] = pl.tile.move(tile_b, target_memory=pl.Mem.Right)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_7, 0, 16384), pl.Mem.Acc] = pl.tile.matmul(tile_a_cube, tile_b_cube)
        pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0, 16384)] = pl.tile.store(tile_c, [0, 0], output)
        return result
