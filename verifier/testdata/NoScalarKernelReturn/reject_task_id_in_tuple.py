# Scalar[TASK_ID] inside a tuple return of an AIV kernel is rejected too
# (seed 000), with the path to it and the task-id advice; a Group wrapper's
# second return entry holds a plain scalar.
# want: ERROR NoScalarKernelReturn 0 @12:5 "Device function 'group' return type #1 is a Scalar. A task cannot return a scalar"
# want: ERROR NoScalarKernelReturn 0 @16:5 "Device function 'lane' return type #0 element #1 is a Scalar[TASK_ID]. A task cannot return a scalar"
import pypto.language as pl


@pl.program
class TaskId:
    @pl.function(type=pl.FunctionType.Group)
    def group(self, x: pl.Tensor[[32, 64], pl.FP32]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Scalar[pl.INT32]]:
        ...

    @pl.function(type=pl.FunctionType.AIV)
    def lane(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tuple[pl.Tensor[[32, 64], pl.FP32], pl.Scalar[pl.TASK_ID]]:
        ...
