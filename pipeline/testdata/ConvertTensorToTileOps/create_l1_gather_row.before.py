# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(xh: pl.Tensor[[32, 64], pl.BF16], w: pl.Tensor[[64, 64], pl.BF16], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32, 64], pl.FP32]:
        wl: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.create_l1([64, 64], dtype=pl.BF16, transpose=False)
        wg: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.gather_row(wl, w, [0, 0], [0, 0], [64, 64], transpose=False)
        a: pl.Tensor[[16, 64], pl.BF16] = pl.tensor.slice(xh, [16, 64], [row, 0])
        mm: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.matmul(a, wg, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(out, mm, [row, 0])
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, xh: pl.Tensor[[32, 64], pl.BF16], w: pl.Tensor[[64, 64], pl.BF16], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32, 64], pl.FP32]:
        r: pl.Tensor[[32, 64], pl.FP32] = self.kernel(xh, w, out, row)
        return r
