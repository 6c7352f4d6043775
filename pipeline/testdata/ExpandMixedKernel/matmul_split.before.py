# PyPTO tests/ut/ir/transforms/test_expand_mixed_kernel.py::
# test_matmul_split_before_after and "Example 1" of the pass doc: the
# boundary move z_vec = tile.move(z_tile, Vec) becomes a tpush_to_aiv of the
# accumulator on AIC and a typed tpop_from_aic on AIV; the Group keeps the
# original name (the orchestration call is unchanged) and, every result being
# a write-back of out_0, returns out_0 itself. Pipe setup and tfree are not
# modelled (irfuzz's IR has no such ops).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def compute_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        x_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        x_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        z_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, y_right)
        z_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(z_tile, target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_vec, [0, 0], out_0)
        return out_1

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16]) -> pl.Tensor[[16, 128], pl.FP32]:
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32)
        r: pl.Tensor[[16, 128], pl.FP32] = self.compute_incore_0(x, y, out_0)
        return r
