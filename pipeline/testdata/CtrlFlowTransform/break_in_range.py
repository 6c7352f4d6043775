# break_in_pipeline.py in a pl.range loop, which CtrlFlowTransform lowers: valid by contract; the break flag then meets the pinned Simplify's TypeError, as in PyPTO (sut/pypto/testdata/findings/simplify-binds-bool-break-flag.py).
import pypto.language as pl

@pl.program
class PipelineBreak:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        for i in pl.range(4):
            if i >= 2:
                break
            t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16], target_memory=None)
            o: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [i * 16, 0], out)
        return out
