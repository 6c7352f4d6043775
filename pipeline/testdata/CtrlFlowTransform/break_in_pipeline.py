# From sut/pypto/testdata/findings/break-in-pipeline-loop-not-lowered.py (the pinned PyPTO rejects it: StructuredCtrlFlow after CtrlFlowTransform).
import pypto.language as pl

@pl.program
class PipelineBreak:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            if i >= 2:
                break
            t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16], target_memory=None)
            o: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [i * 16, 0], out)
        return out
