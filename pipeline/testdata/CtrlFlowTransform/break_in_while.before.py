# break in a while loop: a flag break__tmp_v0, false before the loop and
# set on the break path, joins the condition, and the rest of the body
# runs only when the branch did not break (LowerWhileWithBreak,
# ctrl_flow_transform_pass.cpp:789-807).
import pypto.language as pl


@pl.program
class WhileBreak:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for (k, acc) in pl.while_(init_values=(0, t)):
            pl.cond(k < 8)
            if k == n:
                break
            nxt: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc)
            k_1, acc_1 = pl.yield_(k + 1, nxt)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
