# irfuzz corpus v1
# signature: "contract | InOutUseDiscipline | OutlineIncoreScopes | variable '_' was passed as InOut/Out at _; read the post-call return value instead of the pre-call variable |  | "
# status: open
# oracle: contract
# property: InOutUseDiscipline
# pass: OutlineIncoreScopes
# profile: Program
# backend: Ascend950
# faults:
# seed: 5888906892774882062
# case: 71
# generator: gen/v1
# statements: 43
# count: 28
# first_seen: 2026-12-07T10:53:36Z
# last_seen: 2026-12-07T10:54:13Z
# choices: 2.60.93.6.19.88.3.7.59.70.25.0.4.1.1.1.0.62.14.58.19.1.37.28.6.37.50.13.79.0.45.7.1.0.96.49.3.10.38.4.79.53.75.49.2.11.8.12.17.88.3.0.9.87.7.2.7.15.72.4.66.37.38.6.47.64.1.6.35.3.1.26.9.9.88.0.12.84.0.1.57.19.3.82.0.3.2.42.4.8.92.2.35.0.77.20.6.4.1.2.56.32.69.9.13.68.4.16.4.70.7.9.74.0.1.50.30.51.38.4.68.75.37.3.31.16.66.3.8.7.5.23.97.0.96.2.0.88.0.49.10.64.6.77.10.2.40.28.4.66.12.7.5.5.65.2.31.39.10.59.36.42.7.89.2.82.1.0.42.15.10.3.8.80.1.4.21.15.91.1.1.36.45.1.0.60.4.2.45.65.85.8.1.99.2.13.63.3.73.8.0.78.5.87.0.0.64.32.59.12.5.97.2.6.6.4.93.38.2.50.11.6.63.7.0.74.0.87.12.31.0.21.7.6.27.2.34
# pypto_finding: hierarchy-scope-out-write-read-pre-call.py
# class: loud
# pinned: src/ir/transforms/outline_hierarchy_scopes_pass.cpp:56-105
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Tensor-level user programs"
# note: an Out parameter assembled into inside a hierarchy scope: the hierarchy function writes it through its parameter and the caller reads its pre-call variable; the real PyPTO's InOutUseDiscipline check reports it after OutlineIncoreScopes

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function
    def main(self, x: pl.Tensor[[32, 96], pl.FP32], out: pl.Out[pl.Tensor[[32, 96], pl.FP32]], x_1: pl.Tensor[[32, 96], pl.FP32], xh: pl.Tensor[[32, 16], pl.BF16], w: pl.Tensor[[16, 96], pl.BF16], out_1: pl.Out[pl.Tensor[[32, 96], pl.FP32]]) -> tuple[pl.Tensor[[32, 96], pl.FP32], pl.Tensor[[32, 96], pl.FP32]]:
        rows: pl.Scalar[pl.INDEX] = 16
        with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator):
            for i, (acc,) in pl.range(2, init_values=(out,)):
                blk: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.slice(x_1, [16, 96], [i * rows, 0])
                with pl.at(level=pl.Level.CORE_GROUP):
                    s: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.sin(pl.tensor.neg(blk))
                    o: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.assemble(acc, s, [i * rows, 0])
                    o_1: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.assemble(o, pl.tensor.exp(s), [i * rows, 0])
                acc_1: pl.Tensor[[32, 96], pl.FP32] = pl.yield_(o_1)
            with pl.at(level=pl.Level.CORE_GROUP):
                n: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.neg(x)
                t: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.sub(pl.tensor.exp(n), pl.tensor.exp(n))
                u: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.subs(pl.tensor.exp(t), 3.0)
                e: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.exp(pl.tensor.abs(u))
                u_1: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.subs(e, 0.5)
                mm: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.matmul(xh, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                t_1: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.minimum(mm, t)
                n_1: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.neg(t_1)
                mm_1: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.matmul(xh, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                o_2: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.assemble(out_1, pl.tensor.exp(e), [0, 0])
            blk_1: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.slice(mm_1, [16, 96], [rows * 0, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                blk_2: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.slice(mm_1, [16, 96], [rows * 0, 0])
                m: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(blk_2)
                d: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.sub(blk_2, m)
                e_1: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.exp(d)
                s_1: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(e_1)
                y: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.div(e_1, s_1)
                t_2: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.mul(y, y)
                blk_3: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.slice(mm_1, [16, 96], [rows * 0, 0])
                acc_2: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.adds(pl.tensor.abs(blk_3), 1.0)
                for k in pl.range(3):
                    t_3: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.minimum(acc_2, pl.tensor.neg(acc_2))
                    acc_2: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.maximum(acc_2, pl.tensor.neg(t_3))
                o_2: pl.Tensor[[32, 96], pl.FP32] = pl.tensor.assemble(o_2, e_1, [rows * 0, 0])
                t_4: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.maximum(pl.tensor.abs(blk_3), acc_2)
                t_5: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.add(t_4, pl.tensor.exp(e_1))
                a: pl.Tensor[[16, 16], pl.BF16] = pl.tensor.slice(xh, [16, 16], [rows * 0, 0])
                mm_2: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.matmul(a, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                t_6: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.minimum(pl.tensor.abs(t_2), y)
                blk_4: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.slice(t_1, [16, 96], [rows * 0, 0])
            blk_5: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.slice(mm_1, [16, 96], [rows * 0, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                a_1: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.abs(blk_3)
        return acc_1, o_2
