# A cube kernel pops vector halves in a loop and frees each slot: the tfree takes the tpop's split and pipe id (stamp_tfree_split_pass.cpp:50-58, :93-96).
import pypto.language as pl

@pl.program
class LoopPopFree:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c', size=8192, base=0)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), buf, dir_mask=2, slot_size=4096, id=2)
        for i, (acc,) in pl.range(0, 4, 1, init_values=(out,)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=2, id=2)
            pl.system.tfree_to_aiv(t)
            acc_next: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(acc)
        return acc_next
