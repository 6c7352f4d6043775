# A sequential loop counts the submits of a nested constant loop times its
# trip count (4 trips x 2 x 1 submit on 4 slots: one barrier before the
# outer loop); a parallel outer loop does not, so its nested sequential
# loop gets the barrier, numbered on (expand_manual_phase_fence_pass.cpp:
# 326-341, :219-231).
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def work(self) -> pl.Scalar[pl.TASK_ID]:
        return pl.system.task_invalid()

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self) -> pl.Scalar[pl.TASK_ID]:
        with pl.manual_scope():
            a = pl.array.create(4, pl.TASK_ID)
            for i in pl.range(4):
                for j in pl.range(2):
                    x, x_tid = pl.submit(self.work, deps=[a])
            b = pl.array.create(3, pl.TASK_ID)
            for p in pl.parallel(2):
                for q in pl.range(3):
                    y, y_tid = pl.submit(self.work, deps=[b])
        return pl.system.task_invalid()
