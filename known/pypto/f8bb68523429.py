# irfuzz corpus v1
# signature: "pypto | IncoreTileOps | ConvertTensorToTileOps | Tensor op '_' found in InCore function (should have been converted) |  | "
# status: open
# oracle: pypto
# property: IncoreTileOps
# pass: ConvertTensorToTileOps
# profile: Program
# backend: Ascend950
# faults:
# seed: 9001878661126086278
# case: 49
# generator: gen/v1
# statements: 43
# count: 1
# first_seen: 2026-12-07T21:03:09Z
# last_seen: 2026-12-07T21:03:09Z
# pypto_finding: convert-tensor-assemble-of-gm-tensor-left.py
# class: loud
# pinned: src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md (the repro's entry)
# note: ConvertTensorToTileOps leaves a tensor.assemble of a GM tensor in the InCore function. The real PyPTO fails this campaign kernel with the signature of convert-tensor-assemble-of-gm-tensor-left.py's bug (same oracle, pass and message), found by irfuzz -sut pypto -n 150 -seed 3; matched to the repro by signature, not re-triaged kernel by kernel
# choices: 51.27.14.91.0.69.64.19.18.24.0.1.1.1.2.20.87.36.9.95.21.9.11.11.31.1.14.5.2.2.15.0.1.1.2.61.7.14.4.0.73.54.72.10.7.9.50.2.51.92.51.44.7.2.10.88.0.6.8.75.58.3.28.68.1.86.11.88.0.3.32.30.76.31.38.33.61.58.30.6.6.33.56.63.8.13.2.6.69.1.3.44.2.86.35.15.1.61.2.3.30.1.23.76.3.15.2.77.42.6.98.80.9.99.11.63.13.41.42.22.0.0.1.50.10.12.13.2.79.10.2.2.0.70.33.11.34.53.2.36.19.13.13.10.35.58.49.0.4.5.4.95.3.9.10.87.3.13.80.10.11.13.7.0.17.1.3
# sut: pypto
# pypto: e2d0f78ae6d709c0d6ee345a48db2c3d621a4b09
# outcome: property-violation
# repro: f8bb68523429.repro.py

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.Inline)
    def helper(self, a: pl.Tensor[[16, 32], pl.FP32], b: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 32], pl.FP32]:
        z: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.abs(b)
        z: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.muls(z, 1.0)
        return z
    @pl.function
    def main(self, x: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]], x_1: pl.Tensor[[64, 32], pl.FP32], xh: pl.Tensor[[64, 16], pl.BF16], w: pl.Tensor[[16, 32], pl.BF16], out_1: pl.Out[pl.Tensor[[64, 32], pl.FP32]], x_2: pl.Tensor[[64, 32], pl.FP32]) -> tuple[pl.Tensor[[64, 32], pl.FP32], pl.Tensor[[64, 32], pl.FP32]]:
        for i in pl.unroll(4):
            blk: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(x, [16, 32], [i * 16, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                h: pl.Tensor[[16, 32], pl.FP32] = self.helper(blk, blk)
                s: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.sin(h)
                vs: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[8, 10], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.set_validshape(s, 8, 10)
                fp: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.fillpad(vs, pad_value=pl.PadValue.min)
                u: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.muls(fp, 1.0)
                out: pl.Tensor[[64, 32], pl.FP32] = pl.tensor.assemble(out, u, [i * 16, 0])
            blk_1: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(x_1, [16, 32], [i * 16, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                blk_2: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(x_1, [16, 32], [i * 16, 0])
                a: pl.Tensor[[16, 16], pl.BF16] = pl.tensor.slice(xh, [16, 16], [i * 16, 0])
                mm: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.matmul(a, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                a_1: pl.Tensor[[16, 16], pl.BF16] = pl.tensor.slice(xh, [16, 16], [i * 16, 0])
                mm_1: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.matmul(a_1, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                a_2: pl.Tensor[[16, 16], pl.BF16] = pl.tensor.slice(xh, [16, 16], [i * 16, 0])
                mm_2: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.matmul(a_2, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                t: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.fmod(fp, fp)
                m: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_min(t)
                x_3: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.row_expand_max(u, m)
                a_3: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.abs(mm_1)
                h_1: pl.Tensor[[16, 32], pl.BF16] = pl.tensor.cast(a_3, target_type=pl.BF16, mode='round')
                f: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.cast(h_1, target_type=pl.FP32, mode='round')
                n: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.neg(t)
                out_1: pl.Tensor[[64, 32], pl.FP32] = pl.tensor.assemble(out_1, a_3, [i * 16, 0])
            blk_3: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(x_2, [16, 32], [i * 16, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                blk_4: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(x_2, [16, 32], [i * 16, 0])
                u_1: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.muls(blk_4, 2.0)
                t_1: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.mul(u_1, u_1)
                t_2: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.add(blk_4, blk_4)
                a_4: pl.Tensor[[16, 16], pl.BF16] = pl.tensor.slice(xh, [16, 16], [i * 16, 0])
                mm_3: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.matmul(a_4, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            blk_5: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(x_2, [16, 32], [i * 16, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                out: pl.Tensor[[64, 32], pl.FP32] = pl.tensor.assemble(out, u_1, [i * 16, 0])
                out_1: pl.Tensor[[64, 32], pl.FP32] = pl.tensor.assemble(out_1, blk_5, [i * 16, 0])
            blk_6: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(x_2, [16, 32], [i * 16, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                n_1: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.neg(blk_6)
        return out, out_1
