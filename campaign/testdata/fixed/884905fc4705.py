# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func _ / stmt N / while / body / stmt N / assign _ / tile.move / args[_]: c vs c (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: AtomicAddDtypeValid
# backend: Ascend950
# faults:
# seed: 4809187155707112911
# case: 776
# generator: gen/v1
# statements: 28
# count: 1
# first_seen: 2026-11-30T01:44:43Z
# last_seen: 2026-11-30T01:44:43Z
# choices: 48.74.61.85.2.4.7.7.7.14.0.2.1.3.0.93.0.4.87.1.15.90.3.44.75.6.97.33.92.31.26.4.1.2.97.43.1.0.2.0.1.58.3.6.29.44.12.25.50.2.1.1.0.1.82.96.22.81.59.5.7.11.0.69.96.0.61.74.0.20.20.4.0.29.73.99.93.26.2.11.3.84.34.64.4.1.6.27.86.1.2.1.0.1.26.64.82.9.85.12.64.40.99.11.6.20.2.1.2.1.0.30.10.55.2.0.0.2.69.3.64.3.73.4.44.5.5.77.82.3.71.23.72.9.2.52.33.60.7.1.7.45.73.2.0.1.0.1.20.18.0.10.0.8.17.95.63.8.11.82.29.106.7.10.14.54.57.5.88.88.1.1.0.38.99.31.29.7.6.6.84.0.2.1.0.9.24.51.1.77.3.1.0*4.28.0.70.44.64

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 16], pl.FP32], x_1: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]], x_2: pl.Tensor[[64, 64], pl.INT8], x_3: pl.Tensor[[64, 256], pl.FP32], x_4: pl.Tensor[[8, 64], pl.FP32], out_1: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [24, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        fp: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        rs: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(fp, [4, 16])
        vs: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 8], pad=pl.PadValue.zero)] = pl.tile.set_validshape(rs, 3, 8)
        t_1: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[4, 32])] = pl.tile.load(x_1, [0, 32], [16, 32], [4, 32], target_memory=None)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(t_1, [0, 32], out, atomic=pl.AtomicType.Add)
        v: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 32])] = pl.tile.muls(t_1, 0.0)
        for i, (o_1,) in pl.range(8, init_values=(o,)):
            o_2: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(o_1)
        for (n, c) in pl.while_(init_values=(0, v)):
            pl.cond(n < 1)
            t_2: pl.Tile[[16, 32], pl.INT8] = pl.tile.load(x_2, [0, 32], [16, 32], [16, 32], target_memory=None)
            t_3: pl.Tile[[32, 64], pl.FP32] = pl.tile.load(x_3, [32, 0], [32, 64], [32, 64], target_memory=None)
            acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[4, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(c, t_3)
            mv: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 64])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            h: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[4, 64])] = pl.tile.cast(mv, target_type=pl.BF16, mode='round')
            ep: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[4, 64])] = pl.tile.muls(h, 0.5)
            ep_1: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[4, 64])] = pl.tile.muls(ep, 0.5)
            ep_2: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[4, 64])] = pl.tile.exp(ep_1)
            m: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left, pl.TileView(valid_shape=[4, 64], compact=pl.CompactMode.normal)] = pl.tile.move(ep_2, target_memory=pl.Mem.Left)
            t_4: pl.Tile[[8, 32], pl.FP32] = pl.tile.load(x_4, [0, 32], [8, 32], [8, 32], target_memory=None)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, c_1 = pl.yield_(n_1, c)
        r: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 1])] = pl.tile.row_sum(c_1, c_1)
        x_5: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 32])] = pl.tile.row_expand_mul(c_1, r)
        v_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 32])] = pl.tile.sqrt(x_5)
        o_3: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(t_1, [16, 0], o_2)
        t_5: pl.Tile[[8, 64], pl.INT8] = pl.tile.load(x_2, [8, 0], [8, 64], [8, 64], target_memory=None)
        o_4: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(v_1, [0, 0], out_1)
        return o_3, o_4
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[32, 16], pl.FP32], x_1: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]], x_2: pl.Tensor[[64, 64], pl.INT8], x_3: pl.Tensor[[64, 256], pl.FP32], x_4: pl.Tensor[[8, 64], pl.FP32]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        out_1: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.create([16, 32], dtype=pl.FP32)
        r: pl.Tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[16, 32], pl.FP32]] = self.kernel(x, x_1, out, x_2, x_3, x_4, out_1)
        return r[0], r[1]
