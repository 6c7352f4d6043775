# irfuzz corpus v1
# signature: "contract | AccCompactValid | ExpandMixedKernel | '_' re-narrows a compact accumulator from N to N valid rows, which changes the pitch its readers derive (function '_'). The op is metadata-only, so the bytes stay packed at ceil(N/N)*N while every compact reader would now walk them at the new extent's pitch. Narrow the result after it leaves L0C -- cast or move it to Vec first, then pl.set_validshape the vector tile. |  | "
# status: open
# oracle: contract
# property: AccCompactValid
# pass: ExpandMixedKernel
# profile: TensorViewCanonical
# backend: Ascend950
# faults: c2v-push-widens-valid
# seed: 7318568501768781960
# case: 28
# generator: gen/v1
# statements: 17
# count: 4
# first_seen: 2026-11-30T00:04:16Z
# last_seen: 2026-11-30T00:04:17Z
# choices: 8.22.12.0.0.12.37.58.63.4.4.1.3.4.84.3.1.2.1.0.35.1.27.82.1.50.93.3.41.62.0.3.20.12.9.43.54.11.57.74.4.16.6.1.1.2.56.74.23.3.0*4.27.1.64.81.0.54.0.83.4.49.29.16.0.2.54.1.2.1.2.1.56.91.80.56.54.46.5.4.14.49.50.8.6.29.3.0*4.58.7.22
# oracles: validity,crash,contract

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 512], pl.INT32], x_1: pl.Tensor[[32, 64], pl.FP16], x_2: pl.Tensor[[256, 128], pl.FP16], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        pl.system.syncall(mode=pl.SyncAllMode.SOFT, core_type=pl.KernelType.AIV)
        t: pl.Tile[[32, 128], pl.INT32] = pl.tile.load(x, [32, 0], [32, 128], [32, 128], target_memory=None)
        rs: pl.Tile[[256, 16], pl.INT32] = pl.tile.reshape(t, [256, 16])
        rs_1: pl.Tile[[128, 32], pl.INT32] = pl.tile.reshape(rs, [128, 32])
        vs: pl.Tile[[128, 32], pl.INT32, pl.TileView(valid_shape=[64, 32])] = pl.tile.set_validshape(rs_1, 64, 32)
        v: pl.Tile[[128, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[64, 32])] = pl.tile.exp(vs)
        t_1: pl.Tile[[32, 64], pl.FP16, pl.TileView(valid_shape=[1, 64])] = pl.tile.load(x_1, [0, 0], [32, 64], [1, 64], target_memory=None)
        l: pl.Tile[[32, 64], pl.FP16, pl.TileView(valid_shape=[16, 64])] = pl.tile.set_validshape(t_1, 16, 64)
        tv: pl.Tile[[64, 32], pl.FP16, pl.TileView(valid_shape=[64, 16], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(l)
        l_1: pl.Tile[[32, 64], pl.FP16, pl.TileView(valid_shape=[16, 64])] = pl.tile.transpose_view(tv)
        t_2: pl.Tile[[64, 64], pl.FP16] = pl.tile.load(x_2, [128, 64], [64, 64], [64, 64], target_memory=None)
        rp: pl.Tile[[64, 64], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_2)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_1, rp)
        acc_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, l_1, rp)
        mv: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 64])] = pl.tile.move(acc_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 64])] = pl.tile.exp(mv)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(ep, [0, 0], out)
        return o
