# A helper returning two values, unpacked at the call site: nothing binds
# the tuple; each unpacked name reads the returned value directly
# (SpliceInlineCallAsTupleSub, inline_functions_pass.cpp:315-361, and the
# TupleGetItemExpr substitution, :576-595). A helper that only calls
# another expands at the next round (:700-729).
import pypto.language as pl


@pl.program
class TupleReturn:
    @pl.function(type=pl.FunctionType.Inline)
    def split(self, t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]) -> tuple[pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec], pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]]:
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        n: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t)
        return e, n

    @pl.function(type=pl.FunctionType.Inline)
    def both(self, t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]:
        e, n = self.split(t)
        s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, n)
        return s

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = self.both(a)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
