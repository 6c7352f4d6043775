# backend: 910B
# want: ERROR AllocatedMemoryAddr 1 @11:5 "Function 'kernel': Vec buffer usage (196608 bytes) exceeds platform limit (188416 bytes)"
# 131072 + 65536 bytes of Vec buffers end at 196608, above Ascend910B's
# usable 188416-byte UB (192 KiB minus the 8 KiB pto-isa scratch).
import pypto.language as pl


@pl.program
class OverCapacity:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[128, 256], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        big: pl.Tile[[128, 256], pl.FP32, pl.MemRef(mem_vec_0, 0, 131072), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Vec)
        half: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_vec_1, 131072, 65536), pl.Mem.Vec] = pl.tile.load(a, [64, 0], [64, 256], [64, 256], target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[64, 256], pl.FP32] = pl.tile.store(half, [0, 0], out_0)
        return out_1
