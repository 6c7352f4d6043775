# An operand already placed in Left is a manual L0 decision; one that alone
# exceeds L0A (128 x 512 FP16 = 128 KiB of 64 KiB) can never be allocated,
# so the pass fails at that operand with both fixes.
# backend: 910B
# error: tile.matmul left operand 'a_left' is already resident in Left (L0A) with physical shape [128, 512] and dtype fp16, requiring 131072 bytes, but the active backend provides 65536 bytes. AutoTileMatmulL0 does not retile operands already placed in Left or Right. Keep this operand in Mat and pass it directly to tile.matmul so AutoTileMatmulL0 can choose legal L0 tiles, or manually extract a smaller Left tile.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 512], pl.FP16],
        b: pl.Tensor[[512, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        a_mat: pl.Tile[[128, 512], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
        a_left: pl.Tile[[128, 512], pl.FP16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        b_mat: pl.Tile[[512, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [512, 64], [512, 64], target_memory=pl.Mem.Mat)
        c: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, b_mat)
        out = pl.tile.store(c, [0, 0], out)
        return out
