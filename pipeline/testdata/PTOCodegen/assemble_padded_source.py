# assemble_padded_window.py assembling the padded tile into an unpadded target: the pinned codegen refuses the pad mismatch.
import pypto.language as pl

@pl.program
class PaddedAssemble:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        p: pl.Tile[[16, 16], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        a: pl.Tile[[16, 16], pl.FP32] = pl.tile.assemble(t, p, [0, 0])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(a, [0, 0], out)
        return o
