# cross-core-store-unfenced (irfuzz RF-A1): the cube core stores the
# accumulator to out (FIX) and the vector core then stores x over the same
# window (MTE3), the second store taking the first's result. After
# ExpandMixedKernel splits the kernel nothing orders the two cores, so which
# store lands last depends on timing; the fixed pass pushes a token from the
# cube store to the vector core and waits for it before the vector store.
# backend: 950
# faults: cross-core-store-unfenced
# want: simdiag | hazard |  | WAW: aic0#N TSTORE(_ = tile.store @N) (FIX) writes GM out[N, N) also written by aiv0#N TSTORE(_ = tile.store @N) (MTE3) with no happens-before edge; no cross-core synchronization orders them |  | 
import pypto.language as pl


@pl.program
class StoreStore:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta, tb)
        o1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        o2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(v, [0, 0], o1)
        return o2
