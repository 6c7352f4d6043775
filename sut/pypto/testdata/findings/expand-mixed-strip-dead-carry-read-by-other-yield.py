# irfuzz corpus v1
# signature: pypto | SSAForm | ExpandMixedKernel | Variable 'c_1' used outside its defining scope
# status: open
# oracle: pypto
# property: SSAForm
# pass: ExpandMixedKernel
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 'c_1' used outside its defining scope
# headline: Post-verification failed after pass 'ExpandMixedKernel':
# pinned: src/ir/transforms/utils/loop_state_repair.cpp:645 (FinalizeSplitCoreBody's second StripDeadIterArgs runs after FixupDanglingYieldValues at :643; the DCE at :644 removed the vector-side reader of c_3, so slot 1 is dropped, but StripDeadIterArgs counts no reference made by the yield (CollectBodyRefsSkippingYield, :98, used at :303-308), so slot 0's yield keeps reading the dropped iter arg c_1 and nothing repairs it); diagnosed by SSAVerify and UseAfterDefCheck ("used before definition in function 'kernel_aiv'")
# kind: bug
# silent: loud
# upstream: unknown
# note: only VerificationInstrument sees it; ir.compile's default Basic verification compiles the kernel. Without the dead reader d of c_3 the first StripDeadIterArgs drops the slot and FixupDanglingYieldValues rewrites the yield to c (the loop-var-yield-rewritten-to-carry mechanism). Found in irfuzz gen -n 500 -seed 1 (Default_127, a while loop)

import pypto.language as pl

@pl.program
class StripCrossSlotYield:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(a, [0, 0], [16, 16], [16, 16])
        tb: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(b, [0, 0], [16, 16], [16, 16])
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta, tb)
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc)
        for i, (c, c_1) in pl.range(2, init_values=(v, v)):
            c_2, c_3 = pl.yield_(c_1, c_1)
        d: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(c_3)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c_2, [0, 0], out)
        return o
