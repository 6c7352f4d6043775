# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = pl.min(rows, N), but return_var[_] dimension[_] = pl.min(pl.min(rows, N), N); equality is not provable and this boundary has no runtime guard |  | "
# status: fixed
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: VectorKernelSplit
# backend: Ascend950
# faults:
# note: the model's TypeCheck proved extents with its linear prover only; PyPTO's ProveValidExtentEqual (type_inference.cpp:287-303) also asks the arithmetic analyzer, which proves min(min(rows, 2), 1) == min(rows, 1), so the real PyPTO compiles the kernel. Fixed in verifier/type_check.go (proveEq)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[2, 1], pl.FP32] = pl.tile.create([2, 1], dtype=pl.FP32, target_memory=None)
        ln: pl.Tile[[2, 1], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, pl.const(2, pl.INDEX)), 1])] = pl.tile.set_validshape(t, pl.min(rows, 2), 1)
        sl: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.min(rows, pl.const(2, pl.INDEX)), pl.const(1, pl.INDEX)), 1], blayout=pl.TileLayout.col_major)] = pl.tile.slice(ln, [1, 1], [0, 0])
        if rows < 1:
            c: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.min(rows, pl.const(2, pl.INDEX)), pl.const(1, pl.INDEX)), 1], blayout=pl.TileLayout.col_major)] = pl.yield_(sl)
        else:
            c: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.min(rows, pl.const(2, pl.INDEX)), pl.const(1, pl.INDEX)), 1], blayout=pl.TileLayout.col_major)] = pl.yield_(sl)
        o: pl.Tensor[[1, 1], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
