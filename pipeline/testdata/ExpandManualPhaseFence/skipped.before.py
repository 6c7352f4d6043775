# No barrier: an array the body updates (array.update_element), a parallel
# loop with a dynamic trip count, a loop outside the manual scope, and a
# function that is not Orchestration (expand_manual_phase_fence_pass.cpp:
# 243-253, :404-418, :460-462).
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def work(self) -> pl.Scalar[pl.TASK_ID]:
        return pl.system.task_invalid()

    @pl.function
    def helper(self) -> pl.Scalar[pl.TASK_ID]:
        with pl.manual_scope():
            t = pl.array.create(4, pl.TASK_ID)
            for i in pl.range(4):
                x, x_tid = pl.submit(self.work, deps=[t])
        return pl.system.task_invalid()

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.TASK_ID]:
        with pl.manual_scope():
            slots = pl.array.create(4, pl.TASK_ID)
            for i in pl.range(4):
                x, x_tid = pl.submit(self.work, deps=[slots])
                slots_next = pl.array.update_element(slots, 0, x_tid)
            for m in pl.parallel(n):
                z, z_tid = pl.submit(self.work, deps=[slots])
        for k in pl.range(4):
            y, y_tid = pl.submit(self.work, deps=[slots])
        return pl.system.task_invalid()
