# irfuzz corpus v1
# signature: pypto | SSAVerify | ExpandMixedKernel | Variable 't_1__ssa_v0' is assigned more than once (2 times), violating SSA form
# status: open
# oracle: pypto
# property: SSAVerify
# pass: ExpandMixedKernel
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 't_1__ssa_v0' is assigned more than once (2 times), violating SSA form
# headline: Post-verification failed after pass 'ExpandMixedKernel':
# pinned: src/ir/transforms/utils/loop_state_repair.cpp:362-411 (FixupIterArgInitValues, called from FinalizeSplitCoreBody at src/ir/transforms/expand_mixed_kernel_pass.cpp:1352/1360, recurses into an if branch with an empty defined_so_far, so a loop there whose init (ep) was defined in the enclosing scope looks undefined and PullDefinitionChain (:234-253) copies ep's whole original def chain into the branch: both loads, the Left/Right moves and the tile.matmul, now inside kernel_aiv)
# kind: bug
# silent: loud
# upstream: unknown
# note: ir.compile's default Basic verification misses it and PTO codegen emits pto.tmatmul with L0A/L0B tiles inside the vector kernel (kernel_aiv); whether PTOAS rejects that was not tried (no ptoas here). A tpop-remapped init (the cube side of a Vec -> Mat boundary feeding a loop) is re-pulled the same way.

import pypto.language as pl

@pl.program
class PipelineCarryInBranch:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        t_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64])
        acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        ep: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, acc)
        if flag >= 1:
            for i, (c,) in pl.range(2, init_values=(ep,)):
                c_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(pl.tile.abs(c))
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(ep, [0, 0], out)
        return o
