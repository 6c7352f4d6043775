# irfuzz corpus v1
# signature: pypto | TileMemoryInferred | InferTileMemorySpace | InCore function 'kernel': Op 'tile.muls' input 0 ('c_1') requires Vec but is in Acc
# status: open
# oracle: pypto
# property: TileMemoryInferred
# pass: InferTileMemorySpace
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: InCore function 'kernel': Op 'tile.muls' input 0 ('c_1') requires Vec but is in Acc
# headline: Post-verification failed after pass 'InferTileMemorySpace':
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:206-280 (the Phase-1 analyzer records loop return vars for ForStmt only; there is no WhileStmt handler, so a while loop's Acc return var is absent from var_memory_ and MoveCollector skips it at :460-461); diagnosed at :1007-1023
# kind: bug
# silent: loud
# upstream: known, raised in the review of PR #2555 (merged 2026-08-28, after the pin): "TileMemorySpaceAnalyzer likewise has no WhileStmt carry handler"
# also: the same missing while-loop record gives "Op 'tile.matmul' input 0 ('c_1') requires Left but is in Vec" when the while return var feeds a matmul; a pl.range loop that yields its iter arg unchanged fails the same way (:244 takes the yield value with As<Var>, which misses an IterArg); that variant is fixed after the pin by PR #2547 (merged 2026-08-27)

import pypto.language as pl

@pl.program
class AccWhileCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(a, [0, 0], [16, 16], [16, 16])
        tb: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(b, [0, 0], [16, 16], [16, 16])
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta, tb)
        for (n, c) in pl.while_(init_values=(0, acc)):
            pl.cond(n < 2)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, c_1 = pl.yield_(n_1, pl.tile.matmul_acc(c, ta, tb))
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c_1, 0.5)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return o
