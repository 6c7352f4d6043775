# Expected output of ExpandMixedKernel/hold_popped_across_branch (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out_q: pl.Out[pl.Tensor[[16, 16], pl.FP32]]):
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=1024, slot_num=2)
        a_m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b_m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        a_l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(a_m, target_memory=pl.Mem.Left)
        b_r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(b_m, target_memory=pl.Mem.Right)
        p: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
        pl.tile.tpush_to_aiv(p, split=0)
        if n > 0:
            q: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
            pl.tile.tpush_to_aiv(q, split=0)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
            pl.tile.tpush_to_aiv(r, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out_q: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=2048, base=-1)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=1024, slot_num=2)
        p_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
        p_v_held: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(p_v, target_memory=pl.Mem.Vec)
        pl.system.tfree_to_aic(p_v)
        if n > 0:
            q_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(q_v)
            pl.system.tfree_to_aic(q_v)
            r_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            f: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(e, r_v)
            pl.system.tfree_to_aic(r_v)
            oq: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(f, [0, 0], out_q)
        s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(p_v_held)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out_q: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        self.kernel_aic(a, b, n, out, out_q)
        self.kernel_aiv(a, b, n, out, out_q)
        return out
