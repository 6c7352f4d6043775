# irfuzz corpus v1
# signature: "roundtrip |  | NormalizeReturnOrder | shape[_]: N vs N |  | "
# status: open
# oracle: roundtrip
# property:
# pass: NormalizeReturnOrder
# profile: Program
# backend: Ascend950
# faults:
# seed: 8565165220427719928
# case: 17
# generator: gen/v1
# statements: 49
# count: 87
# first_seen: 2026-12-07T10:53:34Z
# last_seen: 2026-12-07T10:54:13Z
# pypto_finding: normalize-return-order-keeps-call-type.py
# class: silent
# pinned: src/ir/transforms/normalize_return_order_pass.cpp
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Tensor-level user programs"
# note: the callee's returns are reordered and the caller's tuple indices rebuilt, but the call keeps its old tuple type; the real PyPTO's round trip fails the same way
# choices: 99.0.27.32.0.1.62.73.74.6.1.1.2.0.1.31.20.48.23.35.79.0.16.3.12.5.9.0.0.1.0.34.0.0.64.30.2.98.0.1.36.11.10.73.5.88.0.1.21.10.96.1.1.79.35.14.14.10.61.1.0.90.18.4.59.3.2.93.13.13.55.13.14.1.82.2.9.95.0.3.64.38.8.6.21.26.1.1.69.24.4.43.1.3.18.2.4.9.25.0.9.2.59.2.9.3.1.33.14.76.12.38.68.10.37.5.2.6.67.82.16.14.52.14.88.0.3.8.9.36.0.38.37.6.31.3.95.15.5.21.22.75.7.36.20.15.15.13.53.8.41.7.79.0.0.1.11.30.27.72.6.10.47.9.70.13.83.14.19.36.37.14.65.23.86.0.5.39.11.26.65.27.5.88.6.5.43.76.48.1.13.18.9.66.1.12.17.0.98.23.2.43.1.1.71.0.41.0.12.41.3.73.90.61.40.14.15.0.89.2.2.23.1.2

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[96, 32], pl.FP32], out: pl.Out[pl.Tensor[[96, 32], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[96, 32], pl.FP32]:
        blk: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(x, [32, 32], [row, 0])
        acc: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.adds(pl.tensor.exp(blk), 1.0)
        for k in pl.range(3):
            if k == 1:
                continue
            h: pl.Tensor[[32, 32], pl.BF16] = pl.tensor.cast(pl.tensor.exp(acc), target_type=pl.BF16, mode='round')
            f: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.cast(h, target_type=pl.FP32, mode='round')
            t: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.sub(f, pl.tensor.exp(f))
            acc: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.maximum(acc, pl.tensor.neg(t))
        acc_1: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.adds(acc, 1.0)
        for k_1 in pl.range(3):
            u: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.subs(acc_1, 3.0)
            t_1: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.sub(u, u)
            r: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.maximum(pl.tensor.exp(t_1), 0.0)
            acc_2: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.adds(r, 1.0)
            for k_2, (c,) in pl.range(1, 4, init_values=(acc_2,)):
                m: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_sum(u)
                d: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.mul(t_1, m)
                c_1: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.add(c, d)
                acc_3: pl.Tensor[[32, 32], pl.FP32] = pl.yield_(c_1)
            acc_1: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.sub(acc_1, r)
        out: pl.Tensor[[96, 32], pl.FP32] = pl.tensor.assemble(out, acc_1, [row, 0])
        return out
    @pl.function
    def main(self, x: pl.Tensor[[96, 32], pl.FP32], out: pl.Out[pl.Tensor[[96, 32], pl.FP32]]) -> pl.Tensor[[96, 32], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = 32
        for i in pl.range(3):
            out: pl.Tensor[[96, 32], pl.FP32] = self.kernel(x, out, i * rows)
            if i >= 1:
                with pl.at(level=pl.Level.CORE_GROUP):
                    blk: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(x, [32, 32], [i * rows, 0])
                    t: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.maximum(blk, pl.tensor.exp(blk))
                blk_1: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(x, [32, 32], [i * rows, 0])
                with pl.at(level=pl.Level.CORE_GROUP):
                    blk_2: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(x, [32, 32], [i * rows, 0])
                blk_3: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(x, [32, 32], [i * rows, 0])
                with pl.at(level=pl.Level.CORE_GROUP):
                    blk_4: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(x, [32, 32], [i * rows, 0])
                    out: pl.Tensor[[96, 32], pl.FP32] = pl.tensor.assemble(out, blk_4, [i * rows, 0])
                blk_5: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(x, [32, 32], [i * rows, 0])
                with pl.at(level=pl.Level.CORE_GROUP):
                    blk_6: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(x, [32, 32], [i * rows, 0])
                    blk_7: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(x, [32, 32], [i * rows, 0])
                    out: pl.Tensor[[96, 32], pl.FP32] = pl.tensor.assemble(out, blk_7, [i * rows, 0])
                with pl.at(level=pl.Level.CORE_GROUP):
                    out: pl.Tensor[[96, 32], pl.FP32] = pl.tensor.assemble(out, blk_7, [i * rows, 0])
                    e: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.exp(blk_7)
                    m: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_sum(blk_6)
                    d: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.sub(blk_7, m)
                    out: pl.Tensor[[96, 32], pl.FP32] = pl.tensor.assemble(out, pl.tensor.exp(d), [i * rows, 0])
            else:
                blk_8: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(x, [32, 32], [i * rows, 0])
                with pl.at(level=pl.Level.CORE_GROUP):
                    blk_9: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(x, [32, 32], [i * rows, 0])
        return out
