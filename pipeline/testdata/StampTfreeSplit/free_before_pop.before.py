# error: system.tfree_to_aic requires its tile argument to come from a matching tile.tpop_from_ai{c,v}, but no originating tpop was found
# The freed tile is a loaded one, not a popped one (stamp_tfree_split_pass.cpp:75-78).
import pypto.language as pl

@pl.program
class FreeLoaded:
    @pl.function(type=pl.FunctionType.AIV)
    def vec(x: pl.Tensor[[16, 32], pl.FP32]):
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v', size=4096, base=0)
        pl.system.aiv_initialize_pipe(buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=2048)
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        pl.system.tfree_to_aic(t)
