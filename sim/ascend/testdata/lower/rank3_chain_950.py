# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4, 8, 32], pl.FP32, pl.MemRef("mem_ddr_0", 0, 4096)], out: pl.Out[pl.Tensor[[4, 8, 32], pl.FP32, pl.MemRef("mem_ddr_1", 0, 4096)]]) -> pl.Tensor[[4, 8, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        t: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_2, 0, 2048), pl.Mem.Vec] = pl.tile.load(x, [2, 0, 0], [2, 8, 32], [2, 8, 32], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        e: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_2, 0, 2048), pl.Mem.Vec] = pl.tile.exp(t)
        one: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_4, 2048, 2048), pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=1.0)
        pl.system.bar_v()
        s: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_2, 0, 2048), pl.Mem.Vec] = pl.tile.add(e, one)
        pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        o: pl.Tensor[[4, 8, 32], pl.FP32, pl.MemRef("mem_ddr_1", 0, 4096)] = pl.tile.store(s, [2, 0, 0], out, [2, 8, 32])
        return o
