# Written by hand: do not regenerate (the real PyPTO pass's output on the .before.py).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def add1(x__ssa_v0: pl.Tensor[[32], pl.FP32], dst__ssa_v0: pl.Out[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        t__ssa_v0: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0], [32], [32], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tensor[[32], pl.FP32] = pl.tile.store(t__ssa_v0, [0], dst__ssa_v0)
        return r__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def orch(self, x__ssa_v0: pl.Tensor[[32], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        for j__idx_v0, (y__iter_v1,) in pl.range(2, init_values=(y__ssa_v0,)):
            with pl.scope():
                y__ssa_v3: pl.Tensor[[32], pl.FP32] = self.add1(x__ssa_v0, y__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                y__rv_v2: pl.Tensor[[32], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
