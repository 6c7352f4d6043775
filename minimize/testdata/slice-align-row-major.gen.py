# irfuzz corpus v1
# signature: "simdiag | alignment |  | aiv0#N TSTORE(_ = tile.store @N): source operand address N in UB is not N-byte aligned |  | "
# status: open
# oracle: simdiag
# property: alignment
# pass:
# profile: TypeChecked
# backend: Ascend950
# faults: slice-align-row-major
# seed: 3102427582588008867
# case: 1388
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-11-30T04:41:18Z
# last_seen: 2026-11-30T04:41:18Z
# choices: 21.60.19.5.6.5.4.6.7.1.0.1.0.0.41.2.89.0.2.1.3.0.65.15.7.9.9.82.1.1.1.0*3.60.99.42

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[8, 32], pl.INT8]]) -> pl.Tensor[[8, 32], pl.INT8]:
        t: pl.Tile[[32, 16], pl.INT8] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=None)
        tv: pl.Tile[[16, 32], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        sl: pl.Tile[[4, 32], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.slice(tv, [4, 32], [12, 0])
        o: pl.Tensor[[8, 32], pl.INT8] = pl.tile.store(sl, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[8, 32], pl.INT8]]) -> pl.Tensor[[8, 32], pl.INT8]:
        r: pl.Tensor[[8, 32], pl.INT8] = self.kernel(x, out)
        return r
