# Expected output of ExpandManualPhaseFence/alias: the pinned passes.expand_manual_phase_fence()'s print.
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def work(self) -> pl.Scalar[pl.TASK_ID]:
        return pl.system.task_invalid()
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self) -> pl.Scalar[pl.TASK_ID]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            slots: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            for i, (cur,) in pl.range(2, init_values=(slots,)):
                phase_fence_barrier_0_tid: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[slots])
                for p in pl.parallel(4):
                    _submit_tmp: pl.Tuple[pl.Scalar[pl.TASK_ID], pl.Scalar[pl.TASK_ID]] = pl.submit(self.work, deps=[phase_fence_barrier_0_tid])
                    x: pl.Scalar[pl.TASK_ID] = _submit_tmp[0]
                    x_tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
                nxt: pl.Array[4, pl.TASK_ID] = pl.array.update_element(cur, 0, x_tid)
                out: pl.Array[4, pl.TASK_ID] = pl.yield_(nxt)
        return pl.system.task_invalid()
