# error: system.tfree_to_aiv pipe id 1 does not match originating tile.tpop_from_aiv pipe id 0
# The tpop names no id (pipe 0), its tfree names pipe 1 (stamp_tfree_split_pass.cpp:86-91).
import pypto.language as pl

@pl.program
class IdMismatch:
    @pl.function(type=pl.FunctionType.AIC)
    def cube():
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c', size=4096, base=0)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), buf, dir_mask=2, slot_size=2048)
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=1)
        pl.system.tfree_to_aiv(t, id=1)
