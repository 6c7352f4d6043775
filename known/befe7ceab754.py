# irfuzz corpus v1
# signature: "roundtrip |  | ResolveBackendOpLayouts | call / type: tile view pl.Tile[_] vs pl.Tile[_] |  | "
# status: open
# oracle: roundtrip
# property:
# pass: ResolveBackendOpLayouts
# profile: PipelineLoopValid
# backend: Ascend950
# faults:
# seed: 5630443454118084578
# case: 258
# generator: gen/v1
# statements: 4
# count: 6
# first_seen: 2026-12-07T19:18:41Z
# last_seen: 2026-12-07T19:18:57Z
# pypto_finding: resolve-layouts-1x1-column-restore-is-row-major.py
# class: silent
# pinned: src/ir/transforms/resolve_backend_op_layouts_pass.cpp:202-218
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Found by the README campaign of 2026-12-07 (fifth session)"
# note: a [1, 1] col-major tile.muls operand is reshaped to a row-major [1, 1] for the op and its result reshaped back to x's own form, but tile.reshape infers a [1, 1] as row-major (transform.cpp:332), so the restored call's type is row-major while the variable keeps col_major; the real PyPTO's round trip fails after ResolveBackendOpLayouts at the same statement (Structural equality assertion failed at ['kernel'].body[5].value.type)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        acc_1: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        tmp: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        ep: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_sum(acc_1, tmp)
        ep_1: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.muls(ep, 0.5)
        return out
