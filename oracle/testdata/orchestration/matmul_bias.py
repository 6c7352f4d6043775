# backend: Ascend910B
# A tensor-level program: an Opaque entry with one InCore scope holding a
# matmul (GM operands loaded into Mat), a bias add on its Acc result and an
# assemble into the Out parameter (a tile.store). The scope becomes an
# InCore kernel that ExpandMixedKernel splits into AIC and AIV.
# want: nothing
import pypto.language as pl


@pl.program
class MatmulAdd:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP16],
        w: pl.Tensor[[64, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            z = pl.matmul(x, w, out_dtype=pl.FP32)
            y = pl.add(z, b)
            r = pl.assemble(out, y, [0, 0])
        return r
