# irfuzz corpus v1
# signature: pypto | TileMemoryInferred | LowerAutoVectorSplit | InCore function 'kernel': Op 'tile.exp' input 0 ('v__rm_a0_tmp_v0') requires Vec but is in Acc
# status: open
# oracle: pypto
# property: TileMemoryInferred
# pass: LowerAutoVectorSplit
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: InCore function 'kernel': Op 'tile.exp' input 0 ('v__rm_a0_tmp_v0') requires Vec but is in Acc
# headline: Post-verification failed after pass 'LowerAutoVectorSplit':
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:458 (MoveCollector takes each operand with As<Var>, so an IterArg operand in Acc gets no Acc->Vec move); the verifier has the same blind spot (:1007), so the IR passes the check after InferTileMemorySpace and is caught only once ResolveBackendOpLayouts wraps the IterArg in a layout-repair tile.move (a Var); under ir.compile's default Basic verification it reaches PTO codegen and fails there with "Internal error: no MLIR mapping for MemRef base 'mem_acc_N'" (src/codegen/pto/pto_codegen.cpp:1883)
# kind: bug
# silent: loud
# upstream: fixed after the pin by PR #2555 "fix(ir): match a loop-carried operand when inferring tile memory space" (merged 2026-08-28)

import pypto.language as pl

@pl.program
class AccIterArgVecUse:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(a, [0, 0], [16, 16], [16, 16])
        tb: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(b, [0, 0], [16, 16], [16, 16])
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta, tb)
        for i, (c,) in pl.range(0, 2, 1, init_values=(acc,)):
            v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
            o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(v, [0, 0], out)
            c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(pl.tile.matmul_acc(c, ta, tb))
        return out
