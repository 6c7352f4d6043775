# PyPTO test_insert_sync.py::test_insert_sync_cube_pipe: MTE2 -> MTE1 for
# each load feeding its move (two pairs outstanding at once, events 0 and 1,
# each set right after its load), MTE1 -> M before the matmul, M -> FIX
# before the store of the accumulator (Acc -> DDR runs on FIX).
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr,InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP16],
        input_b: pl.Tensor[[64, 64], pl.FP16],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP16, pl.MemorySpace.Mat] = pl.load(input_a, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_b: pl.Tile[[64, 64], pl.FP16, pl.MemorySpace.Mat] = pl.load(input_b, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_a_cube: pl.Tile[[64, 64], pl.FP16, pl.MemorySpace.Left] = pl.move(tile_a, target_memory=pl.MemorySpace.Left)
        tile_b_cube: pl.Tile[[64, 64], pl.FP16, pl.MemorySpace.Right] = pl.move(tile_b, target_memory=pl.MemorySpace.Right)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Acc] = pl.matmul(tile_a_cube, tile_b_cube)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_c, [0, 0], output)
        return result
