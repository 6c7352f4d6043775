# irfuzz corpus v1
# signature: "simdiag | alignment |  | aiv0#N TSTORE(_ = tile.store @N): source operand address N in UB is not N-byte aligned |  | "
# status: fixed
# oracle: simdiag
# property: alignment
# pass:
# profile: TileTypeCoherence
# backend: Ascend950
# faults:
# seed: 7764734782114698671
# case: 43
# generator: gen/v1
# statements: 16
# count: 6
# first_seen: 2026-11-30T01:44:31Z
# last_seen: 2026-11-30T01:45:22Z
# choices: 13.64.65.10.5.3.7.6.94.2.1.1.0.0.85.0.0.1.2.1.1.50.71.2.60.71.50.0.77.38.3.1.0.1.0.57.43.29.22.3.14.15.8.29.88.68.27.0.9.47.88.5.63.95.4.100.45.15.28.49.0.62.72.3.13.11.1.4.0.80.40.12.1.0.1.0.1.21.51.34.10.6.1.13.1.0.0.74.1.47.29.12.18.4.38.45.13.93.9.1.89.15.95.3.5.0.19.85.73.6.6.2.46.24.112.91.14.3.74.83.18

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[256, 16], pl.INT8], out: pl.Out[pl.Tensor[[4, 64], pl.INT8]], x_1: pl.Tensor[[16, 32], pl.FP16], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[4, 64], pl.INT8]:
        t: pl.Tile[[128, 8], pl.INT8, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [128, 8], [128, 8], target_memory=pl.Mem.Vec)
        sl: pl.Tile[[64, 2], pl.INT8, pl.Mem.Vec] = pl.tile.slice(t, [64, 2], [64, 2])
        tv: pl.Tile[[2, 64], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sl)
        o: pl.Tensor[[4, 64], pl.INT8] = pl.tile.store(tv, [2, 0], out)
        v: pl.Tile[[2, 64], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.add(tv, tv)
        if flag <= 0:
            q: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
            v_1: pl.Tile[[2, 64], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.relu(v)
            c: pl.Tile[[2, 64], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.yield_(v_1)
        else:
            t_1: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x_1, [0, 16], [16, 16], [16, 16], target_memory=None)
            t_2: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
            c_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_1, t_1, t_2)
            c: pl.Tile[[2, 64], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.yield_(pl.tile.neg(v))
        s: pl.Scalar[pl.INDEX] = flag % 3
        r: pl.Tile[[2, 1], pl.INT8, pl.Mem.Vec] = pl.tile.row_sum(c, c)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[256, 16], pl.INT8], x_1: pl.Tensor[[16, 32], pl.FP16], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[4, 64], pl.INT8]:
        out: pl.Tensor[[4, 64], pl.INT8] = pl.tensor.create([4, 64], dtype=pl.INT8)
        r: pl.Tensor[[4, 64], pl.INT8] = self.kernel(x, out, x_1, flag)
        return r
