# On Ascend950 the vector-to-cube pipe carries fractal data: every
# tile.tpush_to_aic of an AIV function, hand-written ones included, pushes
# a copy moved to the NZ view (col_major / row_major), keeping the push's
# split and id. A push inside a loop is adapted where it stands; one
# already in the NZ view is left alone.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(
        self,
        a: pl.Tensor[[32, 16], pl.BF16],
        w: pl.Tensor[[16, 32], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        buf = pl.reserve_buffer(name="v2c_ring", size=4096, base=pl.AUTO)
        pl.aic_initialize_pipe(pl.const(0, pl.INT32), buf, dir_mask=2, slot_size=1024, id=0)
        w_mat = pl.load(w, [0, 0], [16, 32], target_memory=pl.MemorySpace.Mat)
        w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
        for i, (o,) in pl.range(2, init_values=(out,)):
            x_mat: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tpop_from_aiv(split=0, id=0)
            x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
            acc = pl.matmul(x_left, w_right)
            pl.tfree_to_aiv(x_mat, id=0)
            o2 = pl.store(acc, [0, 0], o)
            r = pl.yield_(o2)
        return r

    @pl.function(type=pl.FunctionType.AIV)
    def vector(
        self,
        a: pl.Tensor[[32, 16], pl.BF16],
        w: pl.Tensor[[16, 32], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ):
        peer = pl.import_peer_buffer(name="v2c_ring", peer_func="cube")
        pl.aiv_initialize_pipe(pl.const(0, pl.INT32), peer, dir_mask=2, slot_size=1024, id=0)
        for i in pl.range(2):
            t = pl.load(a, [i * 16, 0], [16, 16])
            e = pl.exp(t)
            pl.tpush_to_aic(e, split=0, id=0)

    @pl.function(type=pl.FunctionType.Group)
    def group(
        self,
        a: pl.Tensor[[32, 16], pl.BF16],
        w: pl.Tensor[[16, 32], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        r = self.cube(a, w, out)
        self.vector(a, w, out)
        return r
