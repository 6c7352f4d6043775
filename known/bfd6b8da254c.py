# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TCOL_ARGMIN |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: PipelineResolved
# backend: Ascend950
# faults:
# seed: 7566492509706504999
# case: 1796
# generator: gen/v1
# statements: 15
# count: 2
# first_seen: 2026-12-08T00:04:57Z
# last_seen: 2026-12-08T00:05:00Z
# pypto_finding: pipeline-vector-pops-before-pushes.py
# class: loud
# pinned: src/ir/transforms/skew_cross_core_pipeline_pass.cpp:191-198 (BodyHasCrossCorePair looks at the loop body's top-level statements only, so a pl.pipeline body whose AIV pop and push-back sit in an if is not demoted to Sequential) and src/ir/transforms/canonicalize_io_order_pass.cpp:315-320, :376-387, :429-431 (ReorderRegion then sorts the replicated body by def-use edges only: the if, a statement with no stage key, goes above both stage copies' fillpad and tpush_to_aic)
# kind: pypto-bug
# upstream: not reported upstream; the class of known/d442cf37bfa9.py and known/74e5ef2e1805.py (docs/findings.md, "The 2,000-case default campaign after the merges of 2026-12-07 (fourth session)"), here with the pop in an if
# note: the kernel hangs when flag == 1 (the case's seed): after CanonicalizeIOOrder kernel_aiv runs both stage copies' if (pop the accumulator, exp, push back) before it pushes the fillpad tile the cube's first matmul pops; PyPTO's .pto and the model's, simulated in program order (irfuzz sim -sut both -seed 7566492509706504999), report the same wait-for cycle, so the store of the col_argmin after the loop never runs (out undefined)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.INT16], x_1: pl.Tensor[[16, 64], pl.BF16], x_2: pl.Tensor[[16, 64], pl.INT32], rows: pl.Scalar[pl.INDEX], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 16], pl.INT32]]) -> pl.Tensor[[1, 16], pl.INT32]:
        t: pl.Tile[[16, 16], pl.INT16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        tmp: pl.Tile[[16, 16], pl.INT16] = pl.tile.create([16, 16], dtype=pl.INT16, target_memory=None)
        r: pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec] = pl.tile.col_argmin(t, tmp)
        for i_1 in pl.pipeline(2, stage=2):
            t_1: pl.Tile[[16, 16], pl.BF16] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=None)
            t_2: pl.Tile[[16, 64], pl.BF16] = pl.tile.create([16, 64], dtype=pl.BF16, target_memory=None)
            rp: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_2, pad_value=pl.PadValue.zero)
            c_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=None)
            acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_1, t_1, rp)
            if flag == 1:
                ep: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(acc)
                t_4: pl.Tile[[64, 16], pl.FP32] = pl.tile.create([64, 16], dtype=pl.FP32, target_memory=None)
                c_2: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
                acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_2, ep, t_4)
        o: pl.Tensor[[1, 16], pl.INT32] = pl.tile.store(r, [0, 0], out)
        return o
