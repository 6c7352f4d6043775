# An array.update_element of an iter arg counts as an update of the array
# its init aliases (expand_manual_phase_fence_pass.cpp:184-188, :316-324):
# the outer loop leaves `slots` alone, while the inner parallel loop, whose
# own body updates nothing, still gets its barrier.
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def work(self) -> pl.Scalar[pl.TASK_ID]:
        return pl.system.task_invalid()

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self) -> pl.Scalar[pl.TASK_ID]:
        with pl.manual_scope():
            slots = pl.array.create(4, pl.TASK_ID)
            for i, (cur,) in pl.range(2, init_values=(slots,)):
                for p in pl.parallel(4):
                    x, x_tid = pl.submit(self.work, deps=[slots])
                nxt = pl.array.update_element(cur, 0, x_tid)
                out = pl.yield_(nxt)
        return pl.system.task_invalid()
