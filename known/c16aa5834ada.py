# irfuzz corpus v1
# signature: "roundtrip |  | LowerPipelineLoops | body: SeqStmts vs nothing |  | "
# status: open
# oracle: roundtrip
# property:
# pass: LowerPipelineLoops
# profile: UseAfterDef
# backend: Ascend950
# faults:
# seed: 5839586263895674046
# case: 1374
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-07T11:53:08Z
# last_seen: 2026-12-07T11:53:08Z
# pypto_finding: lower-pipeline-empty-tail-leaves-empty-else.py
# class: silent
# pinned: src/ir/transforms/lower_pipeline_loops_pass.cpp:470-513
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the real PyPTO's round trip after LowerPipelineLoops fails at the same node (else_body presence) on the model's input to the pass (checked with passes.lower_pipeline_loops and ir.assert_structural_equal); on this kernel the real pipeline stops earlier, in ExpandMixedKernel (SSAForm, the IfStmt form of expand-mixed-drops-vector-loop-scalar-result.py), which the model does not mirror
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.FP32], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 1], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x, [0, 0], [1, 1], [1, 1], target_memory=pl.Mem.Mat)
        v: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 1], dtype=pl.FP32, value=0.0)
        if flag == 0:
            c, o_1 = pl.yield_(v, x)
        else:
            for i in pl.pipeline(1, stage=2):
                pass
            c, o_1 = pl.yield_(v, x)
        return o_1
