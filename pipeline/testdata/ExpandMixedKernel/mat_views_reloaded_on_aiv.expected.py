# Expected output of ExpandMixedKernel/mat_views_reloaded_on_aiv (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(a: pl.Tensor[[32, 32], pl.FP16], b: pl.Tensor[[32, 32], pl.FP16], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]], out_1: pl.Out[pl.Tensor[[32, 32], pl.FP16]], out_2: pl.Out[pl.Tensor[[32, 32], pl.FP16]]):
        t: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        ln: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[rows, 32])] = pl.tile.set_validshape(t, rows, 32)
        u: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[32, 20])] = pl.tile.load(b, [0, 0], [32, 32], [32, 20], target_memory=pl.Mem.Mat)
        rp: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[32, 20])] = pl.tile.slice(u, [32, 32], [0, 0])
        ln_Left: pl.Tile[[32, 32], pl.FP16, pl.Mem.Left, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.move(ln, target_memory=pl.Mem.Left)
        rp_Right: pl.Tile[[32, 32], pl.FP16, pl.Mem.Right, pl.TileView(valid_shape=[32, 20])] = pl.tile.move(rp, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 20], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln_Left, rp_Right)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(a: pl.Tensor[[32, 32], pl.FP16], b: pl.Tensor[[32, 32], pl.FP16], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]], out_1: pl.Out[pl.Tensor[[32, 32], pl.FP16]], out_2: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> tuple[pl.Tensor[[32, 32], pl.FP32], pl.Tensor[[32, 32], pl.FP16], pl.Tensor[[32, 32], pl.FP16]]:
        t_vec: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        ln_Vec: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 32])] = pl.tile.set_validshape(t_vec, rows, 32)
        e: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 32])] = pl.tile.exp(ln_Vec)
        o_1: pl.Tensor[[32, 32], pl.FP16] = pl.tile.store(e, [0, 0], out_1)
        u_vec: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[32, 20])] = pl.tile.load(b, [0, 0], [32, 32], [32, 20], target_memory=pl.Mem.Vec)
        rp_Vec: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[32, 20])] = pl.tile.slice(u_vec, [32, 32], [0, 0])
        f: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[32, 20])] = pl.tile.abs(rp_Vec)
        o_2: pl.Tensor[[32, 32], pl.FP16] = pl.tile.store(f, [0, 0], out_2)
        return out, o_1, o_2
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[32, 32], pl.FP16], b: pl.Tensor[[32, 32], pl.FP16], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]], out_1: pl.Out[pl.Tensor[[32, 32], pl.FP16]], out_2: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> tuple[pl.Tensor[[32, 32], pl.FP32], pl.Tensor[[32, 32], pl.FP16], pl.Tensor[[32, 32], pl.FP16]]:
        self.kernel_aic(a, b, rows, out, out_1, out_2)
        self.kernel_aiv(a, b, rows, out, out_1, out_2)
        return out, out_1, out_2
