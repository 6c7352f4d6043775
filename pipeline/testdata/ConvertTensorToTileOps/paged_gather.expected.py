# Expected output of ConvertTensorToTileOps/paged_gather: the pinned PyPTO's convert_tensor_to_tile_ops output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def cols(kv: pl.Tensor[[32, 16], pl.FP32], ids: pl.Tensor[[1, 4], pl.INT32], bt: pl.Tensor[[1, 2], pl.INT32], ret0__out: pl.Out[pl.Tensor[[16, 4], pl.FP32]]) -> pl.Tensor[[16, 4], pl.FP32]:
        pg_rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(ids, 1)
        paged_gather_acc: pl.Tile[[16, 4], pl.FP32, pl.Mem.Mat] = pl.tile.create([16, 4], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        for pg_i, (paged_gather_iter,) in pl.range(pg_rows, init_values=(paged_gather_acc,)):
            pg_idx_raw__tile: pl.Scalar[pl.INT32] = pl.tensor.read(ids, [0, pg_i])
            pg_idx: pl.Scalar[pl.INDEX] = pl.cast(pg_idx_raw__tile, pl.INDEX)
            pg_blk: pl.Scalar[pl.INDEX] = pg_idx // 16
            pg_rem: pl.Scalar[pl.INDEX] = pg_idx % 16
            pg_pblk_raw__tile: pl.Scalar[pl.INT32] = pl.tensor.read(bt, [0, pg_blk])
            pg_pblk: pl.Scalar[pl.INDEX] = pl.cast(pg_pblk_raw__tile, pl.INDEX)
            pg_phys: pl.Scalar[pl.INDEX] = pg_pblk * 16 + pg_rem
            pg_row: pl.Tile[[16, 4], pl.FP32, pl.Mem.Mat] = pl.tile.gather_row(paged_gather_iter, kv, [0, pg_i], [pg_phys, 0], [1, 16], transpose=True)
            paged_gather_result: pl.Tile[[16, 4], pl.FP32, pl.Mem.Mat] = pl.yield_(pg_row)
        out__tile: pl.Tile[[16, 4], pl.FP32, pl.Mem.Mat] = paged_gather_result
        ret0__store: pl.Tensor[[16, 4], pl.FP32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rows(kv: pl.Tensor[[64, 32], pl.FP16], ids: pl.Tensor[[4], pl.INT32], bt: pl.Tensor[[8], pl.INT32], ret0__out: pl.Out[pl.Tensor[[8, 16], pl.FP16]]) -> pl.Tensor[[8, 16], pl.FP16]:
        pg_rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(ids, 0)
        paged_gather_acc: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec] = pl.tile.create([8, 16], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        for pg_i, (paged_gather_iter,) in pl.range(pg_rows, init_values=(paged_gather_acc,)):
            pg_idx_raw__tile: pl.Scalar[pl.INT32] = pl.tensor.read(ids, [pg_i])
            pg_idx: pl.Scalar[pl.INDEX] = pl.cast(pg_idx_raw__tile, pl.INDEX)
            pg_blk: pl.Scalar[pl.INDEX] = pg_idx // 8
            pg_rem: pl.Scalar[pl.INDEX] = pg_idx % 8
            pg_pblk_raw__tile: pl.Scalar[pl.INT32] = pl.tensor.read(bt, [pg_blk])
            pg_pblk: pl.Scalar[pl.INDEX] = pl.cast(pg_pblk_raw__tile, pl.INDEX)
            pg_phys: pl.Scalar[pl.INDEX] = pg_pblk * 8 + pg_rem
            pg_row: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec] = pl.tile.gather_row(paged_gather_iter, kv, [pg_i, 0], [pg_phys, 16], [1, 16], transpose=False)
            paged_gather_result: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec] = pl.yield_(pg_row)
        out__tile: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec] = paged_gather_result
        ret0__store: pl.Tensor[[8, 16], pl.FP16] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
