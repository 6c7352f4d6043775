# break in a pl.range loop with a carry: the loop becomes a while over a
# fresh counter i__idx_v1 and a flag break__tmp_v0; the carry's yield of
# an expression is bound before the counter advances (LowerForWithBreak,
# ctrl_flow_transform_pass.cpp:703-772). An Orchestration function is left
# alone (:817-819).
import pypto.language as pl


@pl.program
class ForBreak:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        for i, (s,) in pl.range(0, 4, 1, init_values=(0,)):
            if s >= n:
                break
            t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            out = pl.tile.store(t, [i * 16, 0], out)
            s_1 = pl.yield_(s + i)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        for j in pl.range(2):
            if j == n:
                break
            out = self.kernel(x, n, out)
        return out
