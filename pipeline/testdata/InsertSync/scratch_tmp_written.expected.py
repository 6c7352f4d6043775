# Expected output of InsertSync/scratch_tmp_written (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_0", 0, 512)], y: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", 0, 512)], out1: pl.Out[pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_2", 0, 512)]], out2: pl.Out[pl.Tensor[[1, 16], pl.FP16, pl.MemRef("mem_ddr_3", 0, 32)]]) -> pl.Tensor[[1, 16], pl.FP16]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        a: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_vec_0, 0, 512), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        b: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_vec_1, 512, 512), pl.Mem.Vec] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        s1: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_2", 0, 512)] = pl.tile.store(a, [0, 0], out1)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.V, event_id=0)
        r: pl.Tile[[1, 16], pl.FP16, pl.MemRef(mem_vec_2, 1024, 32), pl.Mem.Vec] = pl.tile.col_sum(b, a)
        pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        s2: pl.Tensor[[1, 16], pl.FP16, pl.MemRef("mem_ddr_3", 0, 32)] = pl.tile.store(r, [0, 0], out2)
        return s2
