# props: AssignTypeSymmetry
# want: ERROR AssignTypeSymmetry 1 @14:9 "Reason: TileType memory_space mismatch"
# #1262: InferTileMemorySpace back-propagated a loop's Acc yield space onto
# the init carrier of a fixed-space (Vec) tile.full producer: the variable
# says Acc while its value is still Vec.
import pypto.language as pl


@pl.program
class MemorySpace1262:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left], rhs: pl.Tile[[16, 16], pl.BF16, pl.Mem.Right]):
        seed: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        init: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = seed
        for i, (acc,) in pl.range(0, 4, 1, init_values=(init,)):
            nxt: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, lhs, rhs)
            r = pl.yield_(nxt)
