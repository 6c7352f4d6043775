# want: nothing
# Buffer-less by design: a cross-core tpop result lives in the reserved
# pipe slot, and so do its zero-copy views (tile.slice, tile.reshape) and a
# plain alias of one. The exp result is a real tile and has its MemRef.
import pypto.language as pl


@pl.program
class TpopViews:
    @pl.function(type=pl.FunctionType.AIV)
    def consumer(self, out_0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        popped: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        top: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(popped, [32, 128], [0, 0])
        alias: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = top
        flat: pl.Tile[[128, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(alias, [128, 32])
        e: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.exp(top)
        out_1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(e, [0, 0], out_0)
        return out_1
