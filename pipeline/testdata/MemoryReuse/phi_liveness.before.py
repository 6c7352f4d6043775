# An if phi r (its branches' values coalesce into tile_a's buffer) is read
# after w is defined.
# Without the fault the phi's read (s = r + w) keeps r's buffer live, so w gets
# another buffer.
# passes: InitMemRef,MemoryReuse

# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[16, 16], pl.FP32],
        input_b: pl.Tensor[[16, 16], pl.FP32],
        cond: pl.Scalar[pl.INDEX],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        tile_a: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [16, 16])
        if cond < 2:
            t: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_a, tile_a)
            r = pl.yield_(t)
        else:
            e: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.mul(tile_a, tile_a)
            r = pl.yield_(e)
        w: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_b, [0, 0], [16, 16])
        s: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(r, w)
        result: pl.Tensor[[16, 16], pl.FP32] = pl.store(s, [0, 0], output)
        return result
