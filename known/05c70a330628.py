# irfuzz corpus v1
# signature: "precision | IncoreTileOps | ConvertTensorToTileOps | rejected, yet every other rule accepts and the simulator agrees with the reference: Tensor op '_' found in InCore function (should have been converted) |  | "
# status: open
# oracle: precision
# property: IncoreTileOps
# pass: ConvertTensorToTileOps
# profile: Program
# backend: Ascend950
# faults:
# seed: 8757899547035275760
# case: 1495
# generator: gen/v1
# statements: 49
# count: 4
# first_seen: 2026-12-07T13:52:22Z
# last_seen: 2026-12-07T13:52:26Z
# pypto_finding: convert-tensor-assemble-of-gm-tensor-left.py
# class: loud
# pinned: src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp (tensor.assemble of a tensor source stays a tensor op)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the precision oracle's view of 9fc836cf0ccf: IncoreTileOps rejects the unconverted tensor.assemble of a GM tensor, as the real PyPTO does, while the simulated kernel agrees with the reference; the rejection is the pinned PyPTO's, not a false positive of the model
# choices: 70.40.73.1.42.72.12.52.30.73.1.4.1.0.1.1.75.9.0.1.12.14.9.8.0.1.9.92.2.0.0.89.1.0.68.32.13.37.13.7.37.6.21.3.93.33.4.33.2.13.12.42.2.24.5.86.2.0.24.0.12.12.6.12.81.19.13.21.34.75.66.1.0.72.0.1.68.10.97.98.5.90.5.26.41.59.70.13.49.15.67.55.5.0.15.78.1.39.51.62.2.5.61.1.2.55.62.39.6.30.25.53.35.4.17.74.64.30.5.64.2.13.0.4.89.64.32.0.38.13.11.20.11.42.55.25.13.97.0.1.15.32.2.6.75.2.2.22.6.97.32.8.23.33.13.26.6.53.9.95.55.26.1.79.0.11.91.1.2.35.6.2.38.53.3.92.0.0.1.44.0.23.11.45.4.78.8.35.5.22.37.1.5.0.3
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 96], pl.FP32], out: pl.Out[pl.Tensor[[64, 96], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 96], pl.FP32]:
        blk: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.slice(x, [32, 96], [row, 0])
        s: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.cos(pl.tensor.exp(blk))
        acc: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.adds(pl.tensor.abs(s), 1.0)
        for k in pl.range(2):
            if k >= 1:
                continue
            blk_1: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.slice(x, [32, 96], [row, 0])
            t: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.maximum(blk_1, blk_1)
            blk_2: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.slice(x, [32, 96], [row, 0])
            a: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.abs(blk_2)
            acc: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.add(acc, pl.tensor.abs(s))
        o: pl.Tensor[[64, 96], pl.FP32] = pl.tensor.assemble(out, pl.tensor.exp(acc), [row, 0])
        return o
    @pl.function
    def main(self, x: pl.Tensor[[64, 96], pl.FP32], x_1: pl.Tensor[[64, 96], pl.FP32], xh: pl.Tensor[[64, 16], pl.FP16], w: pl.Tensor[[16, 96], pl.FP16], x_2: pl.Tensor[[64, 96], pl.FP32], x_3: pl.Tensor[[64, 96], pl.FP32]) -> pl.Tensor[[64, 96], pl.FP32]:
        with pl.at(level=pl.Level.GLOBAL, role=pl.Role.Orchestrator):
            buf: pl.Tensor[[64, 96], pl.FP32] = pl.tensor.create([64, 96], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            o: pl.Tensor[[64, 96], pl.FP32] = self.kernel(x, buf, 0)
            for i in pl.range(2):
                if i >= 1:
                    break
                if i != 0:
                    blk: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.slice(x_1, [32, 96], [i * 32, 0])
                    with pl.at(level=pl.Level.CORE_GROUP):
                        i_1: pl.Tensor[[32, 96], pl.INT32] = pl.tensor.cast(blk, target_type=pl.INT32, mode='round')
                        i_2: pl.Tensor[[32, 96], pl.INT32] = pl.tensor.cast(blk, target_type=pl.INT32, mode='round')
                        c: pl.Tensor[[32, 96], pl.INT32] = pl.tensor.ands(i_2, pl.const(7, pl.INT32))
                        b: pl.Tensor[[32, 96], pl.INT32] = pl.tensor.shl(i_1, c)
                        f: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.cast(b, target_type=pl.FP32, mode='round')
                        s: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.cos(f)
                        m: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_max(s)
                        x_4: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.row_expand_mul(blk, m)
                        blk_1: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.slice(x_1, [32, 96], [i * 32, 0])
                        e: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.log(blk)
                        a: pl.Tensor[[32, 16], pl.FP16] = pl.tensor.slice(xh, [32, 16], [i * 32, 0])
                        mm: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.matmul(a, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                        o: pl.Tensor[[64, 96], pl.FP32] = pl.tensor.assemble(o, s, [i * 32, 0])
                    blk_2: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.slice(x_1, [32, 96], [i * 32, 0])
                    with pl.at(level=pl.Level.CORE_GROUP):
                        m_1: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_sum(pl.tensor.exp(blk_2))
                        d: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.mul(blk_2, m_1)
                        o: pl.Tensor[[64, 96], pl.FP32] = pl.tensor.assemble(o, mm, [i * 32, 0])
                    blk_3: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.slice(x_1, [32, 96], [i * 32, 0])
                    with pl.at(level=pl.Level.CORE_GROUP):
                        blk_4: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.slice(x_2, [32, 96], [i * 32, 0])
                        m_2: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_max(blk_3)
                        d_1: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.mul(pl.tensor.neg(blk_4), m_2)
                        r: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.maximum(blk_3, 0.0)
                        e_1: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.exp(r)
                else:
                    blk_5: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.slice(x_3, [32, 96], [i * 32, 0])
                    with pl.at(level=pl.Level.CORE_GROUP):
                        n: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.neg(blk_5)
        return o
