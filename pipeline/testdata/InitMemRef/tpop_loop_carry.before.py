# irfuzz finding 0221bf62057c (campaign/testdata/fixed): a Vec loop carry
# whose initial value is a cross-core pop (buffer-less: its data lives in
# the pipe slot) gets a buffer of its own — `c_init = tile.move(t)` into a
# fresh MemRef before the loop — so the carry, a view of it in the body
# (set_validshape) and the return var all share that buffer and pass
# HasMemRefs. Without the copy the carry inherited no MemRef and the view
# of it had none, which PyPTO's HasMemRefs verifier rejects (it tracks
# only assigned pops and their views as buffer-less, never iter args).
# The second loop carries a plain alias of a pop: same copy. The loop
# whose carry starts from a buffered tile is unchanged.
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        for _i, (c,) in pl.range(0, 4, init_values=(t,)):
            v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.set_validshape(c, 16, 16)
            c_1 = pl.yield_(v)
        u: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = u
        for _j, (d,) in pl.range(0, 4, init_values=(a,)):
            w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(d, 1.0)
            d_1 = pl.yield_(w)
        l: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        for _k, (e,) in pl.range(0, 4, init_values=(l,)):
            f: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(e, 2.0)
            e_1 = pl.yield_(f)
        s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(d_1, e_1)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.store(s, [0, 0], out)
        return o
