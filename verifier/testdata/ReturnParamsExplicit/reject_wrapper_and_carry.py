# A Group returns its kernel call's result (the kernel returns its
# parameter, so the result is the Group's parameter under another name),
# and a kernel returns a loop carry that started at its InOut parameter.
# want: ERROR ReturnParamsExplicit 0 @22:9 "Function 'g' return position 0 ('r') aliases param index 1; param-writeback returns must reference the param directly"
# want: ERROR ReturnParamsExplicit 0 @17:9 "Function 'k' return position 0 ('acc_2') aliases param index 1; param-writeback returns must reference the param directly"
import pypto.language as pl


@pl.program
class Carried:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16], pl.FP32], o: pl.InOut[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        for i, (acc,) in pl.range(0, 2, 1, init_values=(o,)):
            t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], target_memory=pl.Mem.Vec)
            acc_1: pl.Tensor[[16], pl.FP32] = pl.tile.store(t, [0], acc)
            acc_2 = pl.yield_(acc_1)
        return acc_2

    @pl.function(type=pl.FunctionType.Group)
    def g(self, x: pl.Tensor[[16], pl.FP32], o: pl.InOut[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Tensor[[16], pl.FP32] = self.k(x, o)
        return r
