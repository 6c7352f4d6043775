# move-inplace-safe (PyPTO #2106): MemoryReuse treats tile.move as
# in-place safe, so a layout-changing move takes its source's buffer; on
# the hardware a same-address TMOV is a no-op and the layout change is
# lost. No oracle sees it: the simulator's TMOV gathers the whole source
# before it scatters the destination, so a move onto its own buffer still
# converts the layout, and the compiled kernel differs from the fault-free
# one only in buffer addresses.
# backend: 910B
# faults: move-inplace-safe
# want: none
import pypto.language as pl


@pl.program
class MoveInplace:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=None)
        moved: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(x, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(moved, [0, 0], out)
        return o
