# irfuzz corpus v1
# signature: pypto | SSAVerify | ExpandMixedKernel | Variable 'acc_1__rv_v0_Vec' is assigned more than once (2 times), violating SSA form
# status: open
# oracle: pypto
# property: SSAVerify
# pass: ExpandMixedKernel
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 'acc_1__rv_v0_Vec' is assigned more than once (2 times), violating SSA form
# headline: Post-verification failed after pass 'ExpandMixedKernel':
# pinned: src/ir/transforms/expand_mixed_kernel_pass.cpp:980-983 (a cube-to-vector boundary move's source Var is remapped globally to its tpop on the AIV side; when the source is an IfStmt return var that the AIV lane keeps, because its yields were already remapped to the first tpop of acc, the IfStmt and the second tpop both define acc_1__rv_v0_Vec)
# kind: bug
# silent: loud
# upstream: unknown (the global remap is documented as safe because "source_tile is an AIC-domain variable never defined in the AIV body", which an Acc phi breaks; issue #406, closed, foresaw control-flow defs at boundaries)
# note: ir.compile's default Basic verification misses it; the compiled kernels pop acc twice, and the values agree here because both pops carry the same product

import pypto.language as pl

@pl.program
class AccPhiToVec:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(a, [0, 0], [16, 16], [16, 16])
        tb: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(b, [0, 0], [16, 16], [16, 16])
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta, tb)
        v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc)
        if flag >= 4:
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
        else:
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_1, v0)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return o
