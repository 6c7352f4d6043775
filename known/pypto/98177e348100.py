# irfuzz corpus v1
# signature: "pypto | TypeError | Simplify | Operator '_' does not accept bool dtype |  | "
# status: open
# oracle: pypto
# property: TypeError
# pass: Simplify
# profile: Program
# backend: Ascend950
# faults:
# seed: 8883663835654721198
# case: 3
# generator: gen/v1
# statements: 46
# count: 8
# first_seen: 2026-12-07T21:03:04Z
# last_seen: 2026-12-07T21:03:18Z
# pypto_finding: simplify-binds-bool-break-flag.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:650-651
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md (the repro's entry)
# note: Simplify binds a bool break flag into an arithmetic comparison; TypeError. The real PyPTO fails this campaign kernel with the signature of simplify-binds-bool-break-flag.py's bug (same oracle, pass and message), found by irfuzz -sut pypto -n 150 -seed 3; matched to the repro by signature, not re-triaged kernel by kernel
# choices: 14.66.84.26.8.2.14.86.78.46.0*3.1.0.3.93.9.1.48.3.12.11.3.5.1.0.91.1.1.91.38.43.10.53.1.1.74.39.7.1.1.1.2.61.71.42.47.13.15.92.16.12.14.3.9.12.1.74.33.4.54.42.27.10.1.70.18.3.4.1.67.5.6.0.65.18.2.0.0.72.0.11.2.19.10.2.22.6.1.14.13.2.78.3.9.2.71.6.14.0.72.49.24.13.13.30.33.6.4.0.38.32.3.59.32.15.50.19.15.2.1.46.50.41.15.14.0.2.6.54.40.0.14.0.33.44.46.36.23.8.23.0.0.10.0.3.3.14.4.14.28
# sut: pypto
# pypto: e2d0f78ae6d709c0d6ee345a48db2c3d621a4b09
# outcome: pass-error
# repro: 98177e348100.repro.py

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32, 64], pl.FP32]:
        blk: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x, [16, 64], [row, 0])
        acc: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.adds(blk, 1.0)
        for k in pl.range(3):
            if k >= 2:
                break
            acc_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.adds(acc, 1.0)
            for k_1 in pl.range(1, 4):
                if k_1 < 1:
                    i: pl.Tensor[[16, 64], pl.INT32] = pl.tensor.cast(acc_1, target_type=pl.INT32, mode='round')
                    i_1: pl.Tensor[[16, 64], pl.INT32] = pl.tensor.cast(acc_1, target_type=pl.INT32, mode='round')
                    b: pl.Tensor[[16, 64], pl.INT32] = pl.tensor.or_(i, i_1)
                    f: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.cast(b, target_type=pl.FP32, mode='round')
                    t: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.maximum(f, f)
                    b_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.neg(t)
                    p: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(b_1)
                else:
                    blk_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x, [16, 64], [row, 0])
                    u: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.expands(blk_1, 0.5)
                    u_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.muls(acc, -1.0)
                    e: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(u_1)
                    u_2: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.adds(u, 2.0)
                    a: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.abs(u_2)
                    b_2: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.adds(a, 1.0)
                    p: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(b_2)
                acc_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.maximum(acc_1, p)
            acc: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.sub(acc, acc_1)
        a_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.abs(acc)
        e_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(a_1)
        t_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.div(e_1, e_1)
        e_2: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(blk)
        blk_2: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x, [16, 64], [row, 0])
        blk_3: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x, [16, 64], [row, 0])
        u_3: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.muls(blk_3, 1.0)
        cm: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.col_sum(u_3)
        ix: pl.Tensor[[1, 64], pl.UINT32] = pl.tensor.ci(pl.const(0, pl.UINT32), [1, 64], dtype=pl.UINT32, descending=False)
        so: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.sort32(cm, ix)
        mg: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.mrgsort_format1(so, pl.const(64, pl.INT32))
        sv: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.slice(mg, [1, 64], [0, 0])
        x_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.col_expand_mul(a_1, sv)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(out, x_1, [row, 0])
        acc_2: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.adds(x_1, 1.0)
        for k_2, (c,) in pl.range(2, init_values=(acc_2,)):
            c_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.add(c, c)
            acc_3: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(c_1)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(out, acc_3, [row, 0])
        return o
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = 16
        with pl.at(level=pl.Level.CLUSTER_0, role=pl.Role.Orchestrator):
            buf: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            row: pl.Scalar[pl.INDEX] = rows * 1
            o: pl.Tensor[[32, 64], pl.FP32] = self.kernel(x, buf, row)
        return o
