# Expected output of ExpandMixedKernel/manual_v2c_push_nz: the pinned PyPTO's expand_mixed_kernel output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a: pl.Tensor[[32, 16], pl.BF16], w: pl.Tensor[[16, 32], pl.BF16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c_ring', size=4096, base=-1)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), buf, dir_mask=2, slot_size=1024, id=0)
        w_mat: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        w_right: pl.Tile[[16, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        for i, (o,) in pl.range(2, init_values=(out,)):
            x_mat: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0, id=0)
            x_left: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
            acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, w_right)
            pl.system.tfree_to_aiv(x_mat, id=0)
            o2: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc, [0, 0], o)
            r: pl.Tensor[[16, 32], pl.FP32] = pl.yield_(o2)
        return r
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vector(a: pl.Tensor[[32, 16], pl.BF16], w: pl.Tensor[[16, 32], pl.BF16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]):
        peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c_ring', peer_func='cube')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), peer, dir_mask=2, slot_size=1024, id=0)
        for i in pl.range(2):
            t: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.load(a, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            e: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.exp(t)
            e_nz: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(e, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            pl.tile.tpush_to_aic(e_nz, split=0, id=0)
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def group(a: pl.Tensor[[32, 16], pl.BF16], w: pl.Tensor[[16, 32], pl.BF16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        r: pl.Tensor[[16, 32], pl.FP32] = self.cube(a, w, out)
        self.vector(a, w, out)
        return r
