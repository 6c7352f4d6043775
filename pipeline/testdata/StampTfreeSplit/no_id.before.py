# A vector kernel frees two popped slots of a pipe without an id: each tfree gets its own tpop's split and no id; a tfree already carrying the split is rebuilt alike.
import pypto.language as pl

@pl.program
class NoId:
    @pl.function(type=pl.FunctionType.AIV)
    def vec(x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v', size=4096, base=0)
        pl.system.aiv_initialize_pipe(buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=2048)
        a: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        b: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=1)
        s: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
        pl.system.tfree_to_aic(a, split=0)
        pl.system.tfree_to_aic(b)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
