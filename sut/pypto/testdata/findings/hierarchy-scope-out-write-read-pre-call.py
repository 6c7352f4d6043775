# irfuzz corpus v1
# signature: pypto | InOutUseValid | OutlineIncoreScopes | variable 'out__ssa_v0' was passed as InOut/Out at hierarchy-scope-out-write-read-pre-call.py:26:13; read the post-call return value instead of the pre-call variable
# status: open
# oracle: pypto
# property: InOutUseValid
# pass: OutlineIncoreScopes
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: variable 'out__ssa_v0' was passed as InOut/Out at hierarchy-scope-out-write-read-pre-call.py:26:13; read the post-call return value instead of the pre-call variable
# headline: Post-verification failed after pass 'OutlineIncoreScopes':
# pinned: src/ir/transforms/outline_hierarchy_scopes_pass.cpp:56-105 (the hierarchy function writes the Out tensor through its parameter and returns only what later statements read: the caller then reads its own out, not a result); diagnosed by src/ir/verifier/verify_inout_use.cpp
# kind: bug
# silent: loud
# upstream: unknown
# also: any Out parameter assembled into inside a pl.at above CORE_GROUP (tensor-level user programs, profile Program)

import pypto.language as pl


@pl.program
class HierarchyOutWrite:
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator):
            with pl.at(level=pl.Level.CORE_GROUP):
                e: pl.Tensor[[64, 64], pl.FP32] = pl.exp(x)
                o: pl.Tensor[[64, 64], pl.FP32] = pl.assemble(out, e, [0, 0])
        return o
