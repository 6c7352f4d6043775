# irfuzz corpus v1
# signature: "contract | InOutUseDiscipline | ConvertToSSA | variable '_' was passed as InOut/Out at _; read the post-call return value instead of the pre-call variable |  | "
# status: open
# oracle: contract
# property: InOutUseDiscipline
# pass: ConvertToSSA
# profile: Program
# backend: Ascend950
# faults:
# seed: 4023453696058819265
# case: 1971
# generator: gen/v1
# statements: 49
# count: 1
# first_seen: 2026-12-07T12:29:47Z
# last_seen: 2026-12-07T12:29:47Z
# pypto_finding: inout-discipline-if-phi-in-loop-false-positive.py
# class: loud
# pinned: src/ir/transforms/utils/stmt_dependency_analysis.cpp:170-189
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the real PyPTO reports the same InOutUseDiscipline error after ConvertToSSA (buf__phi_v4): the checker pre-kills what a loop body passes as Out and never clears an if's phi, a false positive
# choices: 84.42.10.52.90.80.8.62.39.46.53.0.2.1.0.2.1.7.61.83.7.64.10.17.31.8.14.2.21.2.1.15.2.1.9.14.1.0.1.10.5.10.0.0.56.4.14.3.1.91.19.15.4.0.93.9.7.4.0.38.20.0.4.0.65.6.7.24.0.88.45.2.5.3.2.1.41.53.26.2.0.7.0.33.1.1.42.1.16.6.2.34.34.12.0.12.49.2.8.6.6.32.14.0.3.69.2.1.7.93.81.8.9.10.22.16.3.55.1.1.45.14.1.3.78.1.1.19.2.3.87.7.45.3.3.8.1.3.0.0.87.1.0.53.16.14.5.2.49.5.11.59.2.31.40.12.10.0.2.0.36.37.1.11.54.2.77.4.10.61.3.29.22.8.2.2.99.8.6.6.3.1.5.2.2.1.2.0.1.0.10.7.62.66
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.Inline)
    def helper(self, a: pl.Tensor[[16, 128], pl.FP32], b: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        z: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.neg(a)
        z_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.adds(z, 0.5)
        z_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.add(z_1, z_1)
        return z_1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 128], pl.FP32]:
        blk: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x, [16, 128], [row, 0])
        acc: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.adds(blk, 1.0)
        for k in pl.range(2):
            if k >= 1:
                continue
            t: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.mul(acc, acc)
            a: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.abs(t)
            if k == 2:
                a_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.abs(a)
                r: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.maximum(a_1, 0.0)
                u: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.subs(r, 1.0)
                t_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.maximum(blk, blk)
                y: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.adds(t, 1.0)
            else:
                y: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.adds(t, 1.0)
            acc: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.maximum(acc, y)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out, acc, [row, 0])
        return out
    @pl.function
    def main(self, x: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.GLOBAL, role=pl.Role.Orchestrator):
            buf: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            for i in pl.range(4):
                if i != 2:
                    blk: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x, [16, 128], [i * 16, 0])
                    with pl.at(level=pl.Level.CORE_GROUP):
                        h: pl.Tensor[[16, 128], pl.FP32] = self.helper(blk, blk)
                        s: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.cos(h)
                        u: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.adds(s, -1.0)
                        t: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.add(u, u)
                        u_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.adds(t, -1.0)
                        e: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(u_1)
                        v: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.muls(h, 2.0)
                        if i != 2:
                            m: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(u_1)
                            d: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.sub(blk, m)
                            n: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.neg(v)
                            v: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.adds(u, 1.0)
                        h_1: pl.Tensor[[16, 128], pl.FP16] = pl.tensor.cast(v, target_type=pl.FP16, mode='round')
                        f: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.cast(h_1, target_type=pl.FP32, mode='round')
                        buf: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(buf, s, [i * 16, 0])
                    if i >= 3:
                        break
                else:
                    blk_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x, [16, 128], [i * 16, 0])
                    with pl.at(level=pl.Level.CORE_GROUP):
                        n_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.neg(blk_1)
                    if i >= 2:
                        break
                row: pl.Scalar[pl.INDEX] = i * 16
                buf: pl.Tensor[[64, 128], pl.FP32] = self.kernel(x, buf, row)
        return buf
