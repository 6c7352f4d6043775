# irfuzz corpus v1
# signature: pypto | roundtrip | UnrollLoops | Structural equality assertion failed at: ['kernel'].body[2].then_body[0].var
# status: open
# oracle: pypto
# property: roundtrip
# pass: UnrollLoops
# backend: Ascend950
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'UnrollLoops'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[2].then_body[0].var
# pinned: src/ir/transforms/unroll_loops_pass.cpp:108-118 (every iteration is DeepCloned with clone_def_vars=false, on the premise that the parser reuses one Var for reassignments, so both unrolled copies of the if define the same Var v; but v is local to a branch of an if with return vars (pl.yield_), and the parser gives each such branch its own Var, so the reparsed program has two and the structural comparison maps one Var to both: "Variable mapping inconsistent ('v' cannot map to both 'v' and 'v')")
# kind: bug
# silent: silent
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); the pipeline and ir.compile accept the kernel (ConvertToSSA versions the shared Var)
# note: without the if's return vars (no pl.yield_), the same unrolled body round-trips

import pypto.language as pl

@pl.program
class UnrollBranchLocalDef:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32)
        for i in pl.unroll(2):
            if n != 0:
                v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0)
                c: pl.Scalar[pl.INDEX] = pl.yield_(i)
            else:
                c: pl.Scalar[pl.INDEX] = pl.yield_(i)
        return out
