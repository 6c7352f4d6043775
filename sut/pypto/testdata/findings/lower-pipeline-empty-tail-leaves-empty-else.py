# irfuzz corpus v1
# signature: pypto | roundtrip | LowerPipelineLoops | Structural equality assertion failed at: ['kernel'].body[1].else_body
# status: open
# oracle: pypto
# property: roundtrip
# pass: LowerPipelineLoops
# backend: Ascend950
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'LowerPipelineLoops'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[1].else_body
# pinned: src/ir/transforms/lower_pipeline_loops_pass.cpp:470-513 (LowerStatic: a one-trip pl.pipeline loop of stage 2 has no main loop and a tail of one clone of its body; an empty body gives an empty SeqStmts, so the else branch that held only the loop is left empty; python_print writes it as "else: pass", which the parser reads back as no else at all: "Optional field presence mismatch")
# kind: bug
# silent: silent
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); the pipeline and ir.compile accept the kernel, and the printed IR means the same program
# note: the form of simplify-dead-phi-leaves-empty-else.py left by LowerPipelineLoops; a campaign met it on the cube half of a split kernel whose pipeline loop body was all vector work
import pypto.language as pl


@pl.program
class EmptyTail:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        if flag == 0:
            pl.system.bar_v()
        else:
            for i in pl.pipeline(1, stage=2):
                pass
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
