# error: system.tfree_to_aic requires its tile argument to come from tile.tpop_from_aic, got tile.tpop_from_aiv
# A vector-to-cube slot freed as if it were a cube-to-vector one (stamp_tfree_split_pass.cpp:80-84).
import pypto.language as pl

@pl.program
class WrongDirection:
    @pl.function(type=pl.FunctionType.AIC)
    def cube():
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c', size=4096, base=0)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), buf, dir_mask=2, slot_size=2048)
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        pl.system.tfree_to_aic(t)
