# Twice (verifier/testdata/SSAVerify/reject_multiple_assignment.py) in SSA form: the input of TestVerificationSkipsWhatItChecked.
import pypto.language as pl


@pl.program
class Twice:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(u, [0, 0], out)
        return res
