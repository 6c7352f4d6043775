# Expected output of ConvertTensorToTileOps/cmp_wide: PyPTO's ConvertTensorToTileOps on the Before program (pypto.passes, printed by ir.python_print).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32], y: pl.Tensor[[16, 64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]], ret1__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        x__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        cmp_mask: pl.Tile[[16, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[16, 8])] = pl.tile.cmp(x__tile, y__tile, cmp_type=4)
        cmp_one: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        cmp_zero: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        cmp_tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        m__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sel(cmp_mask, cmp_one, cmp_zero, cmp_tmp)
        cmp_mask_1: pl.Tile[[16, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[16, 8])] = pl.tile.cmps(x__tile, 0.5, cmp_type=1)
        cmp_one_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        cmp_zero_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        cmp_tmp_1: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sel(cmp_mask_1, cmp_one_1, cmp_zero_1, cmp_tmp_1)
        ret0__store: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(m__tile, [0, 0], ret0__out)
        ret1__store: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s__tile, [0, 0], ret1__out)
        return ret0__store, ret1__store
