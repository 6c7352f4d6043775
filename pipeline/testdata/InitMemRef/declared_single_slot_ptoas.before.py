# A single-slot declared allocation is rejected under PTOAS, which owns
# memory planning (init_memref.cpp:834-842).
# passes: InitMemRef
# backend: 950
# planner: ptoas
# error: A single-slot declared allocation (pl.MemRef("stage")) is not supported under memory_planner=PTOAS
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[32, 32], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        a: pl.Tile[[32, 32], pl.FP32, pl.MemRef("stage"), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 32])
        b: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(a)
        y = pl.tile.store(b, [0, 0], y)
        return y
