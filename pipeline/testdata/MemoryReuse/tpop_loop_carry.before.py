# irfuzz finding 0221bf62057c: InitMemRef already copies a popped (buffer-
# less) initial value into the Vec carry's own buffer (c_init), so the
# carry, its view and the return var form one class with the copy and
# YieldFixup adds nothing: no second `_init` move before the loop and no
# move before the yield (it used to add both, the view of the carry being
# buffer-less).
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(self, out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        for _i, (c,) in pl.range(0, 4, init_values=(t,)):
            v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.set_validshape(c, 16, 16)
            c_1 = pl.yield_(v)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.store(c_1, [0, 0], out)
        return o
