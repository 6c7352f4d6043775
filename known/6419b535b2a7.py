# irfuzz corpus v1
# signature: "roundtrip |  | ResolveBackendOpLayouts | ResolveBackendOpLayouts.out.py:N:N: Type annotation for '_' has shape dimension N = N but expression has shape dimension N = N |  | "
# status: open
# oracle: roundtrip
# property:
# pass: ResolveBackendOpLayouts
# profile: CommDomainScopesMaterialized
# backend: Ascend950
# faults:
# seed: 6726147422933908410
# case: 685
# generator: gen/v1
# statements: 2
# count: 1
# first_seen: 2026-12-07T09:14:02Z
# last_seen: 2026-12-07T09:14:02Z
# pypto_finding: resolve-layouts-cmps-column-restore-keeps-result-shape.py
# class: silent
# pinned: src/ir/transforms/resolve_backend_op_layouts_pass.cpp:189-221
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's signatures (2026-12-07, second session)"
# note: the real PyPTO's print after ResolveBackendOpLayouts fails to parse back with the same message: tile.cmps on a [2, 1] column vector is rewritten on its [1, 2] reshape, and the restoring tile.move keeps the [2, 32] mask type while it moves a [1, 32] mask

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[2, 1], pl.FP32]]) -> pl.Tensor[[2, 1], pl.FP32]:
        ep: pl.Tile[[2, 1], pl.FP32] = pl.tile.create([2, 1], dtype=pl.FP32, target_memory=None)
        k: pl.Tile[[2, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[2, 1], blayout=pl.TileLayout.col_major)] = pl.tile.cmps(ep, 0.0, cmp_type=0)
        return out
