# Expected output of NormalizeReturnOrder/carried_swap (written by -update; review before committing).
# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 64], pl.FP32], lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        h: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        hs: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(h, [0, 0], hi)
        for i, (acc,) in pl.range(2, init_values=(lo,)):
            acc2: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], acc)
            acc3: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(acc2)
        return lo, hi
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        r: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(x, lo, hi)
        b: pl.Tensor[[16, 64], pl.FP32] = r[1]
        a: pl.Tensor[[16, 64], pl.FP32] = r[0]
        return a
