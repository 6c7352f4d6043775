# Matmul operands: a GM tensor is loaded straight into Mat (marked as the
# compiler's Mat bridge), a transposed one through a zero-copy
# tile.transpose_view; a tensor.slice only a matmul reads is loaded into
# Mat directly, its unit axis dropped by a tile.reshape; matmul_acc's
# accumulator, which has no space requirement, is loaded whole into Vec.
# The kernel writes its Out parameter through tensor.assemble, which
# becomes a tile.store.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[2, 32, 64], pl.FP16],
        b: pl.Tensor[[32, 64], pl.FP16],
        c: pl.Tensor[[32, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        a0: pl.Tensor[[32, 64], pl.FP16] = pl.slice(a, [1, 32, 64], [1, 0, 0], drop_dims=[0])
        p: pl.Tensor[[32, 32], pl.FP32] = pl.matmul(a0, b, out_dtype=pl.FP32, b_trans=True)
        q: pl.Tensor[[32, 32], pl.FP32] = pl.matmul_acc(c, a0, b, b_trans=True)
        s: pl.Tensor[[32, 32], pl.FP32] = pl.add(p, q)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.assemble(out, s, [0, 0])
        return o
