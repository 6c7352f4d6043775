# PyPTO test_memory_reuse.py::test_if_stmt_tile_move_when_branch_memrefs_differ:
# the then branch yields an alias of tile_a (the phi takes mem_vec_3); in the
# else branch t1 / t2 reuse tile_b's mem_vec_4 and t3 lands on mem_vec_3
# (tile_a's last read is t3's definition), so no tile.move is needed.
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl



@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        input_b: pl.Tensor[[64, 64], pl.FP32],
        cond_param: pl.Scalar[pl.INDEX],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [64, 64])
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_b, [0, 0], [64, 64])
        if cond_param < 2:
            alias_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = tile_a
            if_result = pl.yield_(alias_a)
        else:
            t1: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_a, tile_b)
            t2: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(t1, tile_a)
            t3: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(t2, tile_a)
            if_result = pl.yield_(t3)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(if_result, [0, 0], output)
        return result
