# Under PTOAS, which skips MemoryReuse, MaterializeSemanticAliases runs
# its YieldFixup: the loop's yielded value cannot be retargeted onto the
# carry (the carry is read after it), so a tile.move copies it back
# before the yield; PTOAS leaves the if phi to codegen (no move in the
# else), memory_reuse_pass.cpp:2660-2667.
# passes: InitMemRef,MaterializeSemanticAliases
# backend: 950
# planner: ptoas
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64])
        b: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(a, 2.0)
        for k, (c,) in pl.range(3, init_values=(a,)):
            s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(c, b)
            d: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(s, s)
            g: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(c, d)
            r: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(d)
        if n > 0:
            e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(r)
            p: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(e)
        else:
            f: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.neg(b)
            p: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(f)
        y = pl.tile.store(p, [0, 0], y)
        return y
