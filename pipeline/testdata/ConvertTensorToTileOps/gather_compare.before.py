# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 64], pl.FP32]:
        blk: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x, [32, 64], [row, 0])
        _tuple_tmp: pl.Tuple[pl.Tensor[[32, 64], pl.INT32], pl.Tensor[[1, 32], pl.INT32]] = pl.tensor.gather_compare(blk, 1.0, cmp_mode=2, offset=0, out_cols=64)
        gi: pl.Tensor[[32, 64], pl.INT32] = _tuple_tmp[0]
        gn: pl.Tensor[[1, 32], pl.INT32] = _tuple_tmp[1]
        f: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.cast(gi, target_type=pl.FP32, mode='round')
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out, f, [row, 0])
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 64], pl.FP32]:
        r: pl.Tensor[[64, 64], pl.FP32] = self.kernel(x, out, row)
        return r
