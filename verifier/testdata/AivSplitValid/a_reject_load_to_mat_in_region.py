# (a) classifies by memory, as PyPTO's ClassifyCallAffinity does: a load into
# Mat (L1) is cube work, out of place in a region even though tile.load is
# no cube op by name; the same load into Vec is vector work and accepted.
# want: ERROR AivSplitValid 0 @13:17 "cube op 'tile.load' inside a pl.split_aiv region"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, x: pl.Tensor[[16, 128], pl.FP32]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            m = pl.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
            v = pl.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Vec)
        return
