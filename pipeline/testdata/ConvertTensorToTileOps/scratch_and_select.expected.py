# Expected output of ConvertTensorToTileOps/scratch_and_select: PyPTO's ConvertTensorToTileOps on the Before program (pypto.passes, printed by ir.python_print).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32], h: pl.Tensor[[16, 32], pl.FP16], k: pl.Tensor[[16, 32], pl.INT32], ret0__out: pl.Out[pl.Tensor[[16, 32], pl.FP32]], ret1__out: pl.Out[pl.Tensor[[16, 32], pl.INT32]]) -> tuple[pl.Tensor[[16, 32], pl.FP32], pl.Tensor[[16, 32], pl.INT32]]:
        x__tile: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        h__tile: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(h, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        k__tile: pl.Tile[[16, 32], pl.INT32, pl.Mem.Vec] = pl.tile.load(k, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        z__tile: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=2.0)
        cmp_mask: pl.Tile[[16, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[16, 4])] = pl.tile.cmp(x__tile, z__tile, cmp_type=2)
        cmp_one: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=1.0)
        cmp_zero: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        cmp_tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        m__tile: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sel(cmp_mask, cmp_one, cmp_zero, cmp_tmp)
        div_rhs_cast: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(h__tile, target_type=pl.FP32, mode='round')
        q__tile: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.div(m__tile, div_rhs_cast)
        rsqrt_tmp: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r__tile: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(q__tile, rsqrt_tmp)
        w__tile: pl.Tile[[16, 32], pl.INT32, pl.Mem.Vec] = pl.tile.create([16, 32], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        xor_tmp: pl.Tile[[16, 32], pl.INT32, pl.Mem.Vec] = pl.tile.create([16, 32], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        v__tile: pl.Tile[[16, 32], pl.INT32, pl.Mem.Vec] = pl.tile.xor(k__tile, w__tile, xor_tmp)
        ret0__store: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(r__tile, [0, 0], ret0__out)
        ret1__store: pl.Tensor[[16, 32], pl.INT32] = pl.tile.store(v__tile, [0, 0], ret1__out)
        return ret0__store, ret1__store
