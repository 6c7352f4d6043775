# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | assign _: tile view pl.Tile[_] vs pl.Tile[_] |  | "
# status: open
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: DistTensorCtxMaterialized
# backend: Ascend950
# faults:
# seed: 9040875659486841513
# case: 1182
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T13:25:37Z
# last_seen: 2026-12-07T13:25:37Z
# pypto_finding: infer-mem-gather-compare-tuple-var-stale.py
# class: silent
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:720-740
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the real PyPTO's round trip after InferTileMemorySpace fails at the gather_compare's tuple Var (checked on the tileops helper's kernel): the pass re-syncs only tile-typed Vars

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.INT32]]) -> pl.Tensor[[1, 1], pl.INT32]:
        t: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
        t_1: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
        acc: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        tmp: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
        gc: pl.Tuple[pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec], pl.Tile[[1, 1], pl.INT32, pl.Mem.Vec]] = pl.tile.gather_compare(t_1, pl.const(0.0, pl.FP16), tmp, cmp_mode=0, offset=0, out_cols=16)
        return out
