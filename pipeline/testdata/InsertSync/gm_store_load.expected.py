# Expected output of InsertSync/gm_store_load (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)], out: pl.Out[pl.Tensor[[32, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 2048)]]) -> pl.Tensor[[32, 16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        a: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        s1: pl.Tensor[[32, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 2048)] = pl.tile.store(a, [0, 0], out)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.MTE2, event_id=0)
        other: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 1024, 1024), pl.Mem.Vec] = pl.tile.load(s1, [16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.MTE2, event_id=0)
        back: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, 2048, 1024), pl.Mem.Vec] = pl.tile.load(s1, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        c: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 1024, 1024), pl.Mem.Vec] = pl.tile.add(back, other)
        pl.system.bar_v()
        d: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.add(c, a)
        pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        s2: pl.Tensor[[32, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 2048)] = pl.tile.store(d, [16, 0], s1)
        return s2
