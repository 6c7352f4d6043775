# A load whose value must be an accumulator (matmul_acc's acc operand) cannot
# be placed: MTE2 fills only Vec or Mat. A user error, not a silent Vec.
# error: fills only Vec or Mat (MTE2 never writes L0C)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        c: pl.Tensor[[16, 16], pl.FP32],
        a: pl.Tensor[[16, 32], pl.BF16],
        b: pl.Tensor[[32, 16], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        c_t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(c, [0, 0], [16, 16], [16, 16], target_memory=None)
        a_m: pl.Tile[[16, 32], pl.BF16] = pl.load(a, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        b_m: pl.Tile[[32, 16], pl.BF16] = pl.load(b, [0, 0], [32, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP32] = pl.matmul_acc(c_t, a_m, b_m)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.store(r, [0, 0], out_0)
        return out_0
