# irfuzz corpus v1
# signature: "contract | TypeCheck | InferTileMemorySpace | Valid shape dimension mismatch in ForStmt: iter_arg[_] initValue dimension[_] = pl.min(rows, N), but declared iter_arg[_] dimension[_] = N; equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: InferTileMemorySpace
# profile: InlineFunctionsEliminated
# backend: Ascend950
# faults:
# seed: 4011034131989901147
# case: 428
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-08T01:10:33Z
# last_seen: 2026-12-08T01:10:33Z
# pypto_finding: infer-mem-stale-iterarg-valid-shape.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :737-745, src/ir/transforms/infer_tile_memory_space_pass.cpp:651-653, :488-505
# kind: pypto-bug
# upstream: not reported upstream; the class of known/6af49ab58020.py
# note: the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 950) reports the same TypeCheck 104 after InferTileMemorySpace (ForStmt iter_arg initValue pl.min(rows, 1) vs declared 1); -dump-after all shows Simplify, under rows == 3, rewriting v_2's valid rows pl.min(rows, 1) to 1 and the pipeline loop's iter arg c with it; InferTileMemorySpace re-deduces tile.exp(vs) (:651-653), giving pl.min(rows, 1) again, and leaves the iter arg at 1 (:488-505 retypes only on a memory-space change); the form of 6af49ab58020 where the constraint folds the extent to a constant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[2, 2], pl.INT32]], rows: pl.Scalar[pl.INDEX]) -> pl.Tensor[[2, 2], pl.INT32]:
        f: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec] = pl.tile.full([1, 2], dtype=pl.INT32, value=0)
        vs: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(f, pl.min(rows, 1), 1)
        if rows == 3:
            v_2: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.exp(vs)
            for i, (c,) in pl.pipeline(1, stage=2, init_values=(v_2,)):
                c_1: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.yield_(c)
            o_1, c_2 = pl.yield_(out, vs)
        else:
            o_1, c_2 = pl.yield_(out, vs)
        return o_1
