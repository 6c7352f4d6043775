# irfuzz corpus v1
# signature: pypto | InOutUseValid | ConvertToSSA | variable 'buf__phi_v4' was passed as InOut/Out at inout-discipline-if-phi-in-loop-false-positive.py:36:54; read the post-call return value instead of the pre-call variable
# status: open
# oracle: pypto
# property: InOutUseValid
# pass: ConvertToSSA
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: variable 'buf__phi_v4' was passed as InOut/Out at inout-discipline-if-phi-in-loop-false-positive.py:36:54; read the post-call return value instead of the pre-call variable
# headline: Post-verification failed after pass 'ConvertToSSA':
# pinned: src/ir/transforms/utils/stmt_dependency_analysis.cpp:170-189 (CheckInOutUseDiscipline: before a loop body the checker pre-kills every variable the body passes as InOut/Out, to model the back edge; an AssignStmt re-definition clears its variable, but an IfStmt's return_vars are skipped as definitions without clearing, so the if's phi buf__phi_v4, defined before the call in every iteration, is reported as a read of a pre-call variable: a false positive on a valid program)
# kind: bug
# silent: loud
# upstream: unknown
# note: a 2,000-case default campaign met it in a user program whose orchestration loop updates buf under an if before passing it to a kernel as Out (known/9998add3b71a.py)
import pypto.language as pl


@pl.program
class BreakPhi:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 128], pl.FP32]:
        blk: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x, [16, 128], [row, 0])
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out, blk, [row, 0])
        return out

    @pl.function
    def main(self, x: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.GLOBAL, role=pl.Role.Orchestrator):
            buf: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            for i in pl.range(4):
                if i != 2:
                    buf: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.adds(buf, 1.0)
                row: pl.Scalar[pl.INDEX] = i * 16
                buf: pl.Tensor[[64, 128], pl.FP32] = self.kernel(x, buf, row)
        return buf
