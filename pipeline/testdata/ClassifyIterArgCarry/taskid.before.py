# TASK_ID carries are always rebinds; inside the manual scope they are
# sized by the parallel loop's constant trip count (3), the sequential
# loop through the nested loop it yields from; outside it, never.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def add1(x__ssa_v0: pl.Tensor[[32], pl.FP32], dst__ssa_v0: pl.InOut[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        t__ssa_v0: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0], [32], [32], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tensor[[32], pl.FP32] = pl.tile.store(t__ssa_v0, [0], dst__ssa_v0)
        return r__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def orch(self, x__ssa_v0: pl.Tensor[[32], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        with pl.scope():
            with pl.scope(mode=pl.ScopeMode.MANUAL):
                tid__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
                for i__idx_v0, (tid__iter_v1, y__iter_v1) in pl.range(2, init_values=(tid__ssa_v0, y__ssa_v0)):
                    for j__idx_v0, (tid__iter_v3, y__iter_v3) in pl.parallel(1, 7, 2, init_values=(tid__iter_v1, y__iter_v1)):
                        _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[32], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.add1, x__ssa_v0, y__iter_v3, deps=[tid__iter_v3], attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                        y__ssa_v5: pl.Tensor[[32], pl.FP32] = _submit_tmp__ssa_v0[0]
                        tid__ssa_v5: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
                        tid__rv_v4, y__rv_v4 = pl.yield_(tid__ssa_v5, y__ssa_v5)
                    tid__rv_v2, y__rv_v2 = pl.yield_(tid__rv_v4, y__rv_v4)
            tid2__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            for k__idx_v0, (tid2__iter_v1, y__iter_v6) in pl.range(2, init_values=(tid2__ssa_v0, y__rv_v2)):
                with pl.scope():
                    for m__idx_v0, (tid2__iter_v3, y__iter_v8) in pl.parallel(3, init_values=(tid2__iter_v1, y__iter_v6)):
                        with pl.scope():
                            _submit_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[32], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.add1, x__ssa_v0, y__iter_v8, deps=[tid2__iter_v3], attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                            y__ssa_v10: pl.Tensor[[32], pl.FP32] = _submit_tmp__ssa_v0_1[0]
                            tid2__ssa_v5: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_1[1]
                            tid2__rv_v4, y__rv_v9 = pl.yield_(tid2__ssa_v5, y__ssa_v10)
                    tid2__rv_v2, y__rv_v7 = pl.yield_(tid2__rv_v4, y__rv_v9)
            return y__rv_v7
