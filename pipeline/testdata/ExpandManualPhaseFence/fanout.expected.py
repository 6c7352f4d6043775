# Expected output of ExpandManualPhaseFence/fanout: the pinned passes.expand_manual_phase_fence()'s print.
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def work(self) -> pl.Scalar[pl.TASK_ID]:
        return pl.system.task_invalid()
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self) -> pl.Scalar[pl.TASK_ID]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            ready: pl.Array[3, pl.TASK_ID] = pl.array.create(3, dtype=pl.TASK_ID)
            pair: pl.Array[2, pl.TASK_ID] = pl.array.create(2, dtype=pl.TASK_ID)
            phase_fence_barrier_0_tid: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[ready])
            for i in pl.range(3):
                _submit_tmp: pl.Tuple[pl.Scalar[pl.TASK_ID], pl.Scalar[pl.TASK_ID]] = pl.submit(self.work, deps=[phase_fence_barrier_0_tid])
                x: pl.Scalar[pl.TASK_ID] = _submit_tmp[0]
                x_tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
            for j in pl.parallel(2):
                _submit_tmp_1: pl.Tuple[pl.Scalar[pl.TASK_ID], pl.Scalar[pl.TASK_ID]] = pl.submit(self.work, deps=[pair])
                y: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[0]
                y_tid: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        return pl.system.task_invalid()
