# Nothing inside a manual scope is wrapped, not even the branches of an
# if in a loop there; the loop after the scope and the body are.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def add1(x__ssa_v0: pl.Tensor[[32], pl.FP32], dst__ssa_v0: pl.Out[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        t__ssa_v0: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0], [32], [32], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t__ssa_v0, 1.0)
        r__ssa_v0: pl.Tensor[[32], pl.FP32] = pl.tile.store(u__ssa_v0, [0], dst__ssa_v0)
        return r__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x__ssa_v0: pl.Tensor[[32], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            for i__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
                if i__idx_v0 == 0:
                    y__ssa_v3: pl.Tensor[[32], pl.FP32] = self.add1(x__ssa_v0, y__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                    y__phi_v4: pl.Tensor[[32], pl.FP32] = pl.yield_(y__ssa_v3)
                else:
                    y__phi_v4: pl.Tensor[[32], pl.FP32] = pl.yield_(y__iter_v1)
                y__rv_v2: pl.Tensor[[32], pl.FP32] = pl.yield_(y__phi_v4)
        for j__idx_v0, (y__iter_v5,) in pl.range(2, init_values=(y__rv_v2,)):
            y__ssa_v7: pl.Tensor[[32], pl.FP32] = self.add1(x__ssa_v0, y__iter_v5, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
            y__rv_v6: pl.Tensor[[32], pl.FP32] = pl.yield_(y__ssa_v7)
        return y__rv_v6
