# Expected output of InferTileMemorySpace/moves_cached_per_scope (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], z: pl.Tensor[[128, 128], pl.BF16], flag: pl.Scalar[pl.INDEX], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        x_m: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_m: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        z_m: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(z, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        x_m_Left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_m, target_memory=pl.Mem.Left)
        y_m_Right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_m, target_memory=pl.Mem.Right)
        p: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_m_Left, y_m_Right)
        q: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(p, x_m_Left, y_m_Right)
        if flag < 1:
            z_m_Right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(z_m, target_memory=pl.Mem.Right)
            t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(q, x_m_Left, z_m_Right)
            phi: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(t)
        else:
            z_m_Right_1: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(z_m, target_memory=pl.Mem.Right)
            e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(q, x_m_Left, z_m_Right_1)
            phi: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(e)
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(phi, [0, 0], out_0)
        return out_0
