# Compiled without InsertSync, the vector add reads the UB tile the MTE2 load
# is still filling: the simulator reports a RAW hazard naming the missing
# MTE2 -> V flag, the add computes from stale bytes, and no verifier objects.
# backend: Ascend910B
# passes: ConvertToSSA,Simplify,NormalizeStmtStructure,FlattenCallExpr,FlattenTileNdTo2D,AutoTileMatmulL0,InferTileMemorySpace,ExpandMixedKernel,InitMemRef,MemoryReuse,AllocateMemoryAddr
# want: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TADD |  | out
# want: simdiag | hazard |  | RAW: aiv0#N TADD(_ = tile.add @N) (V) reads aiv0 UB[N, N) written by aiv0#N TLOAD(_ = tile.load @N) (MTE2) with no happens-before edge; missing set_flag(MTE2, V) / wait_flag(MTE2, V) between them |  | 
# want: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TADD |  | out
import pypto.language as pl


@pl.program
class NoSync:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        ta: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
