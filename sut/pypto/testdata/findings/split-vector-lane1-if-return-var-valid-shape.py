# irfuzz corpus v1
# signature: pypto | TypeCheck | SplitVectorKernel | Valid shape dimension mismatch in IfStmt: then yield value[0] dimension[0] = 0, but return_var[0] dimension[0] = 16
# status: open
# oracle: pypto
# property: TypeCheck
# pass: SplitVectorKernel
# backend: Ascend910B
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Valid shape dimension mismatch in IfStmt: then yield value[0] dimension[0] = 0, but return_var[0] dimension[0] = 16
# headline: Post-verification failed after pass 'SplitVectorKernel':
# pinned: src/ir/transforms/split_vector_kernel_pass.cpp:471-487 (BuildNoSplitLane1ReplayStmts, the lane-1 replay of a no-split AIV kernel on 910B, gives every replayed tile valid_shape [0, 0] but rebuilds an IfStmt with MutableCopy, keeping its return vars' full valid shape; the loop cases rebuild theirs with RebuildLane1LoopReturnVars); diagnosed by src/ir/verifier/type_check_pass.cpp:287
# kind: bug
# silent: loud
# upstream: unknown
# note: 910B only (Ascend950 compiles it); only VerificationInstrument sees it, ir.compile's default Basic verification compiles the kernel

# target=Ascend910B
import pypto.language as pl

@pl.program
class SplitIfYield:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.BF16], y: pl.Tensor[[16, 16], pl.INT16], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.INT32]]) -> pl.Tensor[[16, 16], pl.INT32]:
        c: pl.Tile[[16, 16], pl.INT32] = pl.tile.create([16, 16], dtype=pl.INT32)
        if rows > 0:
            t: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            t_1: pl.Tile[[16, 16], pl.INT16] = pl.tile.load(y, [0, 0], [16, 16], [16, 16])
            c_1: pl.Tile[[16, 16], pl.INT32] = pl.yield_(c)
        else:
            c_1: pl.Tile[[16, 16], pl.INT32] = pl.yield_(c)
        o: pl.Tensor[[16, 16], pl.INT32] = pl.tile.store(c_1, [0, 0], out)
        return o
