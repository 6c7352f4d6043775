# A sequential loop of 3 submits on a 3-slot TaskId array saves
# 3*3-(3+3)=3 edges: one dummy task fences the array before the loop
# (expand_manual_phase_fence_pass.cpp:102-106, :272-284). The 2-slot array
# read by one submit per trip of 2 saves 2*2-(2+2)=0: left alone.
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def work(self) -> pl.Scalar[pl.TASK_ID]:
        return pl.system.task_invalid()

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self) -> pl.Scalar[pl.TASK_ID]:
        with pl.manual_scope():
            ready = pl.array.create(3, pl.TASK_ID)
            pair = pl.array.create(2, pl.TASK_ID)
            for i in pl.range(3):
                x, x_tid = pl.submit(self.work, deps=[ready])
            for j in pl.parallel(2):
                y, y_tid = pl.submit(self.work, deps=[pair])
        return pl.system.task_invalid()
