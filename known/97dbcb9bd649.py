# irfuzz corpus v1
# signature: "roundtrip |  | FoldNoOpReshape | assign _: tile view pl.Tile[_] vs pl.Tile[_] |  | "
# status: open
# oracle: roundtrip
# property:
# pass: FoldNoOpReshape
# profile: NoRedundantBlocks
# backend: Ascend950
# faults:
# seed: 1231054600608182650
# case: 1208
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-07T19:18:51Z
# last_seen: 2026-12-07T19:18:51Z
# pypto_finding: fold-no-op-reshape-var-keeps-reshape-type.py
# class: silent
# pinned: src/ir/transforms/fold_no_op_reshape_pass.cpp:37-74
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Found by the README campaign of 2026-12-07 (fifth session)"
# note: a same-shape tile.reshape of a Mat load shares its MemRef and TileBufSignature, so FoldNoOpReshape rewrites it to `rs = t`; rs keeps the reshape's re-inferred type (no tile view) while t carries the load's explicit Mat view, so the printed assignment does not parse back to the same variable; the real PyPTO's round trip fails after FoldNoOpReshape (Structural equality assertion failed at ['kernel'].body[6].var)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 2], pl.INT8], out: pl.Out[pl.Tensor[[1, 2], pl.INT32]]) -> pl.Tensor[[1, 2], pl.INT32]:
        t: pl.Tile[[1, 2], pl.INT8] = pl.tile.load(x, [0, 0], [1, 2], [1, 2], target_memory=None)
        rs: pl.Tile[[1, 2], pl.INT8] = pl.tile.reshape(t, [1, 2])
        t_2: pl.Tile[[2, 2], pl.INT8] = pl.tile.create([2, 2], dtype=pl.INT8, target_memory=None)
        acc: pl.Tile[[1, 2], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(rs, t_2)
        return out
