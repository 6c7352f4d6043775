# irfuzz corpus v1
# signature: "soundness | hazard |  | every verifier accepted every stage, yet WAR: aic0#N TLOAD(t = tile.load @N) (MTE2) writes aic0 L1[N, N) read by aic0#N TMOV(l_Left = tile.move @N) (MTE1) with no happens-before edge; missing set_flag(MTE1, MTE2) / wait_flag(MTE1, MTE2) between them |  | "
# status: fixed
# oracle: soundness
# property: hazard
# pass:
# profile: TileOps2D
# backend: Ascend950
# faults:
# seed: 8565892009201756959
# case: 1194
# generator: gen/v1
# statements: 14
# count: 1
# first_seen: 2026-11-30T01:44:52Z
# last_seen: 2026-11-30T01:44:52Z
# choices: 41.87.10.17.82.74.7.72.8.0.4.5.60.25.78.0.2.0.84.0.7.97.4.65.0.20.0.81.3.90.0.61.2.43.73.63.11.78.44.97.8.51.35.26.9.5.47.3.57.1.0.51.32.18.33.2.5.2.42.14.0.60.92.66.84.1.4.1.78.1.30.45.11.3.1.18.3.1.22.1.6.11.52.0.2.0.3.0.36.9.12.97.3.1.1.0.0.99.45

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.BF16], x_1: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        for i in pl.pipeline(0, 6, 2, stage=3):
            t: pl.Tile[[16, 32], pl.BF16] = pl.tile.load(x, [i % 4 * 16, 0], [16, 32], [16, 32])
            tv: pl.Tile[[32, 16], pl.BF16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
            l: pl.Tile[[16, 32], pl.BF16] = pl.tile.transpose_view(tv)
            l_1: pl.Tile[[16, 32], pl.BF16, pl.TileView(valid_shape=[8, 32])] = pl.tile.set_validshape(l, 8, 32)
            l_2: pl.Tile[[16, 32], pl.BF16, pl.TileView(valid_shape=[15, 32])] = pl.tile.set_validshape(l_1, 15, 32)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_2, tv)
            t_1: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x, [32, 0], [32, 32], [32, 32])
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, l_2, tv)
            if i > 1:
                continue
            h: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec] = pl.tile.cast(t_1, target_type=pl.INT32, mode='rint')
        t_2: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_1, [48, 0], [16, 16], [16, 16])
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(t_2, [0, 0], out, atomic=pl.AtomicType.Add)
        return o
