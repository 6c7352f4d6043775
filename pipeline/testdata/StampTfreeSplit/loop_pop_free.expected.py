# Expected output of StampTfreeSplit/loop_pop_free (written by -update; review before committing).
# pypto.program: LoopPopFree
import pypto.language as pl

@pl.program
class LoopPopFree:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c', size=8192, base=0)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), buf, dir_mask=2, slot_size=4096, id=2)
        for i, (acc,) in pl.range(4, init_values=(out,)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=2, id=2)
            pl.system.tfree_to_aiv(t, split=2, id=2)
            acc_next: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(acc)
        return acc_next
