# A parallel loop in a manual scope carrying a TASK_ID needs a constant
# trip count.
# error: must have a statically-known trip count
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def add1(x__ssa_v0: pl.Tensor[[32], pl.FP32], dst__ssa_v0: pl.InOut[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        t__ssa_v0: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0], [32], [32], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tensor[[32], pl.FP32] = pl.tile.store(t__ssa_v0, [0], dst__ssa_v0)
        return r__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def orch(self, x__ssa_v0: pl.Tensor[[32], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32], pl.FP32]], n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32], pl.FP32]:
        with pl.scope():
            with pl.scope(mode=pl.ScopeMode.MANUAL):
                tid__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
                for j__idx_v0, (tid__iter_v1, y__iter_v1) in pl.parallel(n__ssa_v0, init_values=(tid__ssa_v0, y__ssa_v0)):
                    _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[32], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.add1, x__ssa_v0, y__iter_v1, deps=[tid__iter_v1], attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                    y__ssa_v3: pl.Tensor[[32], pl.FP32] = _submit_tmp__ssa_v0[0]
                    tid__ssa_v3: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
                    tid__rv_v2, y__rv_v2 = pl.yield_(tid__ssa_v3, y__ssa_v3)
            return y__rv_v2
