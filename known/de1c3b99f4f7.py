# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | stmt N: SeqStmts vs AssignStmt |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: TileMemoryInferred
# backend: Ascend950
# faults:
# seed: 1495413124647942547
# case: 2489
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-07T08:21:32Z
# last_seen: 2026-12-07T08:21:32Z
# pypto_finding: unroll-empty-body-nested-seqstmts.py
# class: loud
# pinned: src/ir/transforms/unroll_loops_pass.cpp:138
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO reports NoRedundantBlocks after UnrollLoops (SeqStmts with single child should be unwrapped; SeqStmts contains nested SeqStmts) and its round trip differs at the same node: the unrolled SeqStmts is left nested in its parent block (unroll_loops_pass.cpp:138)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.BF16]]) -> pl.Tensor[[1, 1], pl.BF16]:
        h: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        if flag < 0:
            c: pl.Tile[[1, 1], pl.BF16, pl.Mem.Vec] = pl.yield_(h)
        else:
            for i in pl.range(1):
                for i_1 in pl.unroll(1):
                    tmp: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
                    r: pl.Tile[[1, 1], pl.INT32, pl.Mem.Vec] = pl.tile.col_argmax(h, tmp)
            c: pl.Tile[[1, 1], pl.BF16, pl.Mem.Vec] = pl.yield_(h)
        return out
