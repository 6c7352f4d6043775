# A fillpad of a popped tile: the pop's slot tile has no MemRef, so neither
# has the fillpad's result; the fillpad works in place on the slot (its
# output lives where its input does), at the pop's address.
import pypto.language as pl


@pl.program
class Slot:
    @pl.function(type=pl.FunctionType.AIC)
    def kernel_aic(self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]):
        mem_mat_2: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[8, 16])] = pl.tile.tpop_from_aiv(split=0)
        p: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(m)
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_aiv(self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        v: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])] = pl.tile.load(a, [0, 0], [16, 16], [8, 16], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.tile.tpush_to_aic(v, split=0)
        return out
    @pl.function(type=pl.FunctionType.Group)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        self.kernel_aic(a, out)
        self.kernel_aiv(a, out)
        return out
