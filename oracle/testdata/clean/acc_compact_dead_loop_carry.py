# A 60 s 950 campaign's precision finding (c0dd00783154, profile
# AccCompactValid), minimized: AccCompactValid rejects a tile.matmul_acc of
# a one-row lhs into a non-compact [32, 32] accumulator, a real hazard: mad
# writes at pitch 16, a non-compact reader derives 32 (storing the product of
# a one-row lhs into a [32, 32] tile.matmul result, the simulator reports
# that pitch mismatch and 32 wrong elements, columns 16..31 of row 0, for the
# model and for the real PyPTO's .pto alike). Here the product is carried
# through a pl.pipeline loop beside the output tensor and never read, so the
# simulator's agreement says nothing about the rule.
# The loop's results used to count as depending on every value the loop
# reads, so o_2 made the accumulator look observed; each result now depends
# on its own carry, its yields and the loop's bounds only.
# backend: Ascend950
# rejected: input violates AccCompactValid (reported after InferTileMemorySpace): 'tile.matmul_acc' accumulates 1 valid rows
# want: nothing
import pypto.language as pl


@pl.program
class AccCompactDeadLoopCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x_3: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 32], pl.INT8]]) -> pl.Tensor[[32, 32], pl.INT8]:
        t_3: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[1, 32])] = pl.tile.load(x_3, [0, 0], [32, 32], [1, 32], target_memory=None)
        t_4: pl.Tile[[32, 32], pl.INT8] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=None)
        c: pl.Tile[[32, 32], pl.INT32] = pl.tile.create([32, 32], dtype=pl.INT32, target_memory=None)
        acc_1: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t_3, t_4)
        for i, (acc_2, o_1) in pl.pipeline(1, stage=2, init_values=(acc_1, out)):
            acc_3, o_2 = pl.yield_(acc_2, o_1)
        return o_2
