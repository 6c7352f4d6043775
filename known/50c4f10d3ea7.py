# irfuzz corpus v1
# signature: "contract | UseAfterDefCheck | UnrollLoops | Variable '_' used before definition in function '_' |  | "
# status: open
# oracle: contract
# property: UseAfterDefCheck
# pass: UnrollLoops
# profile: UnrollResolved
# backend: Ascend950
# faults:
# seed: 6989115677399247336
# case: 477
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-07T05:58:17Z
# last_seen: 2026-12-07T05:58:17Z
# pypto_finding: unroll-body-reads-outer-iterarg.py
# class: loud
# pinned: src/ir/transforms/utils/deep_clone_utils.cpp:101-115
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The model's own campaign, once its front passes were PyPTO's"
# note: the real PyPTO reports UseAfterDef after UnrollLoops: the unrolled body reads the enclosing loop's iter arg, which DeepClone mints afresh (deep_clone_utils.cpp:101-115); signature 542f3aa5b5be (a round trip) before the model verified in the real driver's order

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.INT32]]) -> pl.Tensor[[1, 1], pl.INT32]:
        t_3: pl.Tile[[1, 1], pl.INT8] = pl.tile.create([1, 1], dtype=pl.INT8, target_memory=None)
        for (n, c) in pl.while_(init_values=(0, t_3)):
            pl.cond(n < 1)
            for i_1 in pl.unroll(1):
                v: pl.Tile[[1, 1], pl.INT8, pl.Mem.Vec] = pl.tile.abs(c)
            n_2, c_1 = pl.yield_(n, c)
        return out
