# irfuzz finding 0221bf62057c, cube variant (a Vec->Mat move carried by a
# while loop, split by ExpandMixedKernel): a Mat loop carry whose initial
# value is a tile.tpop_from_aiv result has no buffer (its data is in the
# pipe slot), and no data path copies Mat onto Mat to give it one, so
# InitMemRef refuses the kernel instead of leaving the carry and the view
# of it in the body (vs) without a MemRef, which breaks HasMemRefs.
# error: 'bm' must be copied into a buffer for carry 'c' (its data is in the cross-core pipe slot), but no data path copies Mat to Mat (a same-space move runs on the vector core)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC)
    def main(self, out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]):
        bm: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        for (n, c) in pl.while_(init_values=(0, bm)):
            pl.cond(n < 3)
            vs: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.set_validshape(c, 16, 16)
            n_1, c_1 = pl.yield_(n + 1, vs)
