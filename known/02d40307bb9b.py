# irfuzz corpus v1
# signature: "contract | TypeCheck | InferTileMemorySpace | Tile view metadata mismatch in ForStmt: declared iter_arg[_] and yield value[_] have different effective layout, stride, start offset, fractal, or padding metadata |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: InferTileMemorySpace
# profile: NoNestedInCore
# backend: Ascend950
# faults:
# seed: 7373800831660110618
# case: 2262
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-08T01:38:33Z
# last_seen: 2026-12-08T01:38:33Z
# pypto_finding: infer-mem-stale-iterarg-view.py
# class: loud
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:488-505 (ComputeRewrittenType re-types a variable only when its memory space changes, so the carry keeps the stale view of the init the pass re-deduced); diagnosed by src/ir/verifier/type_check_pass.cpp (code 111)
# kind: pypto-bug
# upstream: hw-native-sys/pypto#2753 (closed upstream, still present at the pin); docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)"
# note: a loop carrying a fillpad result whose body yields a reshape of it; the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip) fails at InferTileMemorySpace with TypeCheck 111 on the same loop, at the init vs the declared carry; the model re-types the carry from its init (departure 2 of docs/pypto-version.md), so its TypeCheck 111 falls on the declared carry vs the yield instead. Found by the README's 20 s campaign on a clean clone of 65ff6df

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[2, 2], pl.BF16]]) -> pl.Tensor[[2, 2], pl.BF16]:
        t: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
        fp: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t, pad_value=pl.PadValue.zero)
        for i, (c,) in pl.range(2, init_values=(fp,)):
            l_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(fp, [2, 2])
            c_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.yield_(l_1)
        acc_1: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
        acc_2: pl.Tile[[2, 2], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, t, c_1)
        return out
