# A call inside a loop kills `out` for the next iteration: its own argument
# read is reported through the back edge, and so are the reads after the
# loop (tensor.read and the return).
# want: ERROR InOutUseDiscipline 0 @26:9 "variable 'out' was passed as InOut/Out at reject_loop_back_edge.py:29:47"
# want: ERROR InOutUseDiscipline 0 @26:9 "variable 'out' was passed as InOut/Out at reject_loop_back_edge.py:29:47"
# want: ERROR InOutUseDiscipline 0 @26:9 "variable 'out' was passed as InOut/Out at reject_loop_back_edge.py:29:47"
import pypto.language as pl


@pl.program
class BackEdge:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.InOut[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.InOut[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        for i in pl.range(4):
            r: pl.Tensor[[32, 64], pl.FP32] = self.kernel(x, out)
        s: pl.Scalar[pl.FP32] = pl.tensor.read(out, [0, 0])
        return out
