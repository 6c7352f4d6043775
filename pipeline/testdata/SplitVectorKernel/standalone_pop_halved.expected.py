# Expected output of SplitVectorKernel/standalone_pop_halved (written by -update; review before committing).
# pypto.program: PopHalved
import pypto.language as pl

@pl.program
class PopHalved:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(x: pl.Tensor[[16, 64], pl.BF16], y: pl.Tensor[[64, 128], pl.BF16]):
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})
        buf: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='c2v', peer_func='vec')
        pl.system.aic_initialize_pipe(buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        xm: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        xl: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(xm, target_memory=pl.Mem.Left)
        ym: pl.Tile[[64, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        yr: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(ym, target_memory=pl.Mem.Right)
        z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(xl, yr)
        pl.tile.tpush_to_aiv(z, split=1)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(b: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        pl.func_attr({"split": pl.SplitMode.UP_DOWN, "dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v', size=8192, base=0)
        pl.system.aiv_initialize_pipe(buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        z: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=1)
        bt: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0 + subblock_idx * 8, 0], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
        s: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(z, bt)
        pl.system.tfree_to_aic(z)
        o: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(s, [0 + subblock_idx * 8, 0], out)
        return o
