# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | func _ / stmt N / for _ / body / stmt N: SeqStmts vs AssignStmt |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: NoScalarKernelReturn
# backend: Ascend950
# faults:
# seed: 8991959851334863592
# case: 605
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-07T05:58:23Z
# last_seen: 2026-12-07T05:58:23Z
# pypto_finding: unroll-empty-body-nested-seqstmts.py
# note: the real PyPTO reports NoRedundantBlocks after UnrollLoops (SeqStmts contains nested SeqStmts): the unrolled copies of a multi-statement body as another loop's whole body (unroll_loops_pass.cpp:138)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        for i, (o_1,) in pl.range(1, init_values=(out,)):
            for i_1 in pl.unroll(1, 0, -2):
                for i_2 in pl.unroll(1):
                    pass
            mem: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1)
            o_2: pl.Tensor[[1, 1], pl.FP32] = pl.yield_(o_1)
        return o_2
