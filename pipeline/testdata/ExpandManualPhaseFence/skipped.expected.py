# Expected output of ExpandManualPhaseFence/skipped: the pinned passes.expand_manual_phase_fence()'s print.
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def work(self) -> pl.Scalar[pl.TASK_ID]:
        return pl.system.task_invalid()
    @pl.function
    def helper(self) -> pl.Scalar[pl.TASK_ID]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            t: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            for i in pl.range(4):
                _submit_tmp: pl.Tuple[pl.Scalar[pl.TASK_ID], pl.Scalar[pl.TASK_ID]] = pl.submit(self.work, deps=[t])
                x: pl.Scalar[pl.TASK_ID] = _submit_tmp[0]
                x_tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
        return pl.system.task_invalid()
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.TASK_ID]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            slots: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            for i in pl.range(4):
                _submit_tmp: pl.Tuple[pl.Scalar[pl.TASK_ID], pl.Scalar[pl.TASK_ID]] = pl.submit(self.work, deps=[slots])
                x: pl.Scalar[pl.TASK_ID] = _submit_tmp[0]
                x_tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
                slots_next: pl.Array[4, pl.TASK_ID] = pl.array.update_element(slots, 0, x_tid)
            for m in pl.parallel(n):
                _submit_tmp_1: pl.Tuple[pl.Scalar[pl.TASK_ID], pl.Scalar[pl.TASK_ID]] = pl.submit(self.work, deps=[slots])
                z: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[0]
                z_tid: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        for k in pl.range(4):
            _submit_tmp_2: pl.Tuple[pl.Scalar[pl.TASK_ID], pl.Scalar[pl.TASK_ID]] = pl.submit(self.work, deps=[slots])
            y: pl.Scalar[pl.TASK_ID] = _submit_tmp_2[0]
            y_tid: pl.Scalar[pl.TASK_ID] = _submit_tmp_2[1]
        return pl.system.task_invalid()
