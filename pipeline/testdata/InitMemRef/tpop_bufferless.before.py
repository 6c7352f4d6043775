# PyPTO test_init_memref.py::test_plain_alias_of_tpop_result_is_memref_less:
# a cross-core pop result and its alias stay without a MemRef (the data
# lives in the reserved pipe slot); the consumer gets mem_vec_0.
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(self) -> pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = t
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(a, [16, 16])
        out: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v, 1.0)
        return out
