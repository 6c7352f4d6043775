# Placement order is by base name as a string ("mem_vec_10" < "mem_vec_11" <
# "mem_vec_13" < "mem_vec_9"), each next address is align32(address + size):
# the 60-byte [3, 5] tiles y and z land at 0 and 64, big (512 bytes) at 128
# with its row-2 slice at 128 + 128, x at align32(640) = 640; Mat is placed
# independently from 0.
# passes: InitMemRef,AllocateMemoryAddr
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        p0: pl.Tensor[[3, 5], pl.FP32],
        p1: pl.Tensor[[3, 5], pl.FP32],
        p2: pl.Tensor[[3, 5], pl.FP32],
        p3: pl.Tensor[[3, 5], pl.FP32],
        p4: pl.Tensor[[3, 5], pl.FP32],
        p5: pl.Tensor[[3, 5], pl.FP32],
        p6: pl.Tensor[[3, 5], pl.FP32],
        p7: pl.Tensor[[8, 16], pl.FP16],
        output: pl.Out[pl.Tensor[[3, 5], pl.FP32]],
    ) -> pl.Tensor[[3, 5], pl.FP32]:
        x: pl.Tile[[3, 5], pl.FP32, pl.MemorySpace.Vec] = pl.load(p0, [0, 0], [3, 5])
        y: pl.Tile[[3, 5], pl.FP32, pl.MemorySpace.Vec] = pl.load(p1, [0, 0], [3, 5])
        z: pl.Tile[[3, 5], pl.FP32, pl.MemorySpace.Vec] = pl.add(x, y)
        m: pl.Tile[[8, 16], pl.FP16, pl.MemorySpace.Mat] = pl.load(p7, [0, 0], [8, 16], target_memory=pl.MemorySpace.Mat)
        big: pl.Tile[[8, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.create([8, 16], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        row: pl.Tile[[1, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.slice(big, [1, 16], [2, 0])
        result: pl.Tensor[[3, 5], pl.FP32] = pl.store(z, [0, 0], output)
        return result
