# irfuzz corpus v1
# signature: pypto | roundtrip | UnrollLoops | Structural equality assertion failed at: ['kernel'].body[4].loop_var
# status: open
# oracle: pypto
# property: roundtrip
# pass: UnrollLoops
# backend: Ascend950
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'UnrollLoops'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[4].loop_var
# pinned: src/ir/transforms/unroll_loops_pass.cpp:108-118 (every iteration is DeepCloned with clone_def_vars=false, so all copies of the body's pl.range loop define the same loop Var j; the parser gives each `for j` its own Var, and the structural comparison maps one Var to both: "Variable mapping inconsistent ('j' cannot map to both 'j' and 'j')")
# kind: bug
# silent: silent
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); the pipeline and ir.compile accept the kernel (ConvertToSSA versions the shared Var)
# note: the loop form of unroll-shares-branch-local-def-across-iterations.py: any variable a loop inside the unrolled body defines (its loop variable, an assignment in its body) is shared by the copies; found writing the model's UnrollLoops tests, and by the model's campaign (campaign/testdata/pypto/: 47963a9d64f8, 6387e536a504, d2cee1e645f8), which reports it the same way; a body without a nested loop round-trips

import pypto.language as pl


@pl.program
class UnrollInnerLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[48, 16], pl.FP32], out: pl.Out[pl.Tensor[[48, 16], pl.FP32]]) -> pl.Tensor[[48, 16], pl.FP32]:
        for i in pl.unroll(2, -1, -1):
            t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            for j, (acc,) in pl.range(2, init_values=(t,)):
                nxt: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
                acc_out: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(nxt)
            out = pl.tile.store(acc_out, [i * 16, 0], out)
        return out
