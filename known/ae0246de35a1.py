# irfuzz corpus v1
# signature: "contract | TypeCheck | InferTileMemorySpace | Tile view metadata mismatch in IfStmt: then yield value[_] and return_var[_] have different effective layout, stride, start offset, fractal, or padding metadata |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: InferTileMemorySpace
# profile: Program
# backend: Ascend950
# faults:
# seed: 6197894499625369081
# case: 5367
# generator: gen/v1
# statements: 57
# count: 2
# first_seen: 2026-12-08T00:57:14Z
# last_seen: 2026-12-08T00:57:15Z
# pypto_finding: infer-mem-stale-if-return-view.py
# class: loud
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:488-505,651-653
# kind: pypto-bug
# upstream: known, issue #2753 "[Pass Bug] InferTileMemorySpace leaves stale TileView metadata on aliases and loop carries" (closed); not fixed at the pin; docs/findings.md, "Known failures of the real PyPTO"
# note: an if whose then branch computes on a matmul result (col-major view from the Acc operand at conversion) gets that view on its return var; InferTileMemorySpace inserts the Acc->Vec move, re-deduces the then chain row-major, and ComputeRewrittenType leaves the return var (same memory space) stale, so TypeCheck 111 rejects the then yield. The real PyPTO fails the same way after the same pass (the IfStmt form of infer-mem-stale-iterarg-view.py). Hand-minimized from the campaign's 57-statement kernel
# choices: 52.55.6.78.19.9.22.16.46.4.0.2.2.0.0.3.18.56.82.42.51.8.5.13.75.78.3.15.2.22.78.1.10.3.47.58.12.22.38.10.99.6.57.5.34.82.42.9.61.1.0.96.52.34.1.0.5.7.2.61.40.12.80.2.1.59.45.5.9.2.2.1.69.85.7.4.0.85.42.9.5.0.1.84.37.10.76.39.3.3.2.6.6.0.66.31.47.99.3.0.1.62.3.1.1.70.46.8.7.3.1.2.35.62.41.28.0.0.21.0.72.36.0.1.35.41.77.0.3.1.3.11.36.22.8.3.2.99.4.12.3.39.46.77.7.29.0.2.4.3.0.1.13.0.8.0.8.2.35.45.82.7.79.8.11.5.0.47.3.10.15.74.0.0

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function
    def main(self, x: pl.Tensor[[32, 128], pl.FP32], x_1: pl.Tensor[[32, 128], pl.FP32], x_2: pl.Tensor[[32, 128], pl.FP32], x_3: pl.Tensor[[32, 128], pl.FP32], xh: pl.Tensor[[32, 64], pl.FP16], w: pl.Tensor[[64, 128], pl.FP16], x_4: pl.Tensor[[32, 128], pl.FP32]) -> pl.Tensor[[32, 128], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = 16
        with pl.at(level=pl.Level.CLUSTER_0, role=pl.Role.Orchestrator):
            buf: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            for i in pl.range(2):
                with pl.cluster():
                    with pl.at(level=pl.Level.CORE_GROUP):
                        blk: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x_1, [16, 128], [i * rows, 0])
                        a: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.abs(blk)
                        buf: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(buf, a, [i * rows, 0])
                if i == 0:
                    blk_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x_2, [16, 128], [i * rows, 0])
                    with pl.at(level=pl.Level.CORE_GROUP):
                        blk_2: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x_2, [16, 128], [i * rows, 0])
                        acc: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.adds(blk_2, 1.0)
                        for k in pl.range(3):
                            gm: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.gather_mask(blk_2, mask_pattern=1)
                            gc: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.concat(gm, gm)
                            acc: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.sub(acc, gc)
                        acc_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.adds(acc, 1.0)
                        for k_1 in pl.range(1, 5):
                            v: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.muls(acc_1, 2.0)
                            if k_1 >= 2:
                                e: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(blk_1)
                                acc_2: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.adds(e, 1.0)
                                for k_2, (c,) in pl.range(1, 3, init_values=(acc_2,)):
                                    blk_3: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x_3, [16, 128], [i * rows, 0])
                                    a_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.abs(e)
                                    c_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.add(c, acc_1)
                                    acc_3: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(c_1)
                                a_2: pl.Tensor[[16, 64], pl.FP16] = pl.tensor.slice(xh, [16, 64], [i * rows, 0])
                                mm: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.matmul(a_2, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                                n: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.neg(mm)
                                n_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.neg(mm)
                                if k_1 != 1:
                                    vs: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(valid_shape=[1, 22], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.set_validshape(n_1, 1, 22)
                                    fp: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.fillpad(vs, pad_value=pl.PadValue.zero)
                                    h: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.cast(fp, target_type=pl.BF16, mode='round')
                                    f: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.cast(h, target_type=pl.FP32, mode='round')
                                    cm: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_max(n)
                                    ix: pl.Tensor[[1, 128], pl.UINT32] = pl.tensor.ci(pl.const(0, pl.UINT32), [1, 128], dtype=pl.UINT32, descending=False)
                                    so: pl.Tensor[[1, 256], pl.FP32] = pl.tensor.sort32(cm, ix)
                                    sv: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.slice(so, [1, 128], [0, 0])
                                    x_5: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.col_expand_div(f, sv)
                                    u: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.subs(x_5, 3.0)
                                    r: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.maximum(u, 0.0)
                                    cm_1: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_min(r)
                                    ix_1: pl.Tensor[[1, 128], pl.UINT32] = pl.tensor.ci(pl.const(0, pl.UINT32), [1, 128], dtype=pl.UINT32, descending=False)
                                    so_1: pl.Tensor[[1, 256], pl.FP32] = pl.tensor.sort32(cm_1, ix_1)
                                    sv_1: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.slice(so_1, [1, 128], [0, 0])
                                    x_6: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.col_expand_max(f, sv_1)
                                    b: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.neg(x_6)
                                    p: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(b)
                                else:
                                    b_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(n_1)
                                    p: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(b_1)
                                v: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(p)
                            acc_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.sub(acc_1, v)
                else:
                    blk_4: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x_4, [16, 128], [i * rows, 0])
                    with pl.at(level=pl.Level.CORE_GROUP):
                        e_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(blk_4)
                        buf: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(buf, e_1, [i * rows, 0])
        return buf
