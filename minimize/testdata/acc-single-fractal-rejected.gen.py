# irfuzz corpus v1
# signature: "precision | AccCompactValid | InferTileMemorySpace | rejected, yet every other rule accepts and the simulator agrees with the reference: '_' accumulates N valid rows into an accumulator that is not compact (function '_'). mad lays the product out at a pitch of ceil(validRow/N)*N, but a non-compact accumulator is read back at its physical row count N, which skews every N-fractal above the first. The accumulator this op writes into never carried CompactMode::normal -- a seed built by tile.create declares it with compact=True, and tile.matmul derives it via StampCompactForNarrowedAccRows. |  | "
# status: open
# oracle: precision
# property: AccCompactValid
# pass: InferTileMemorySpace
# profile: AccCompactValid
# backend: Ascend950
# faults: acc-single-fractal-rejected
# seed: 933266601535128048
# case: 312
# generator: gen/v1
# statements: 9
# count: 1
# first_seen: 2026-11-30T04:43:37Z
# last_seen: 2026-11-30T04:43:37Z
# choices: 99.52.70.9.14.60.5.3.3.0.43.56.67.2.1.1.0.1.27.1.24.99.0.78.0.16.19.43.3.0.25.0.3.0.54.58.96.12.51.64.23.10.10.4.131.10.46.8.2.27.44.23.12.69.55.2.0.1.0.0.6.0.70.88

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[256, 32], pl.FP32], out: pl.Out[pl.Tensor[[128, 32], pl.FP32]]) -> pl.Tensor[[128, 32], pl.FP32]:
        t: pl.Tile[[128, 16], pl.FP32, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(x, [0, 16], [128, 16], [1, 16], target_memory=None)
        l: pl.Tile[[128, 16], pl.FP32, pl.TileView(valid_shape=[1, 16])] = pl.tile.set_validshape(t, 1, 16)
        t_1: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [48, 0], [16, 16], [16, 16], target_memory=None)
        c: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([128, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, l, t_1, True)
        vs: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[127, 16])] = pl.tile.set_validshape(acc, 127, 16)
        o: pl.Tensor[[128, 32], pl.FP32] = pl.tile.store(vs, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[256, 32], pl.FP32]) -> pl.Tensor[[128, 32], pl.FP32]:
        out: pl.Tensor[[128, 32], pl.FP32] = pl.tensor.create([128, 32], dtype=pl.FP32)
        r: pl.Tensor[[128, 32], pl.FP32] = self.kernel(x, out)
        return r
