# A rank-3 gather along axis 0 of a 16-bit source is refused: its INT32
# flat index only matches tgather's 32-bit form.
# error: tensor.gather: rank-3 gather on dim 0 uses an INT32 flat index that only matches the tgather b32 form (32-bit src); 16-bit src is not yet supported on this axis. Got input dtype fp16
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def axis0(
        self,
        src: pl.Tensor[[4, 2, 16], pl.FP16],
        idx: pl.Tensor[[3, 2, 16], pl.INT32],
    ) -> pl.Tensor[[3, 2, 16], pl.FP16]:
        out: pl.Tensor[[3, 2, 16], pl.FP16] = pl.tensor.gather(src, dim=0, index=idx)
        return out
