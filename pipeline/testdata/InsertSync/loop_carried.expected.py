# Expected output of InsertSync/loop_carried (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)], y: pl.Tensor[[64, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 4096)], output: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        acc0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        for i, (acc,) in pl.range(4, init_values=(acc0,)):
            t: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, 1024, 1024), pl.Mem.Vec] = pl.tile.load(y, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=1)
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=1)
            n: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.tile.add(acc, t)
            pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE2, event_id=0)
            pl.system.bar_v()
            pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE2, event_id=0)
            r: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.yield_(n)
        pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        result: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 1024)] = pl.tile.store(r, [0, 0], output)
        return result
