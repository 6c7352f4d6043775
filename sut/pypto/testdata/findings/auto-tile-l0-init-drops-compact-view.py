# irfuzz corpus v1
# signature: pypto | TypeCheck | AutoTileMatmulL0 | Tile view metadata mismatch in ForStmt: declared iter_arg[0] and yield value[0] have different effective layout, stride, start offset, fractal, or padding metadata
# status: open
# oracle: pypto
# property: TypeCheck
# pass: AutoTileMatmulL0
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Tile view metadata mismatch in ForStmt: declared iter_arg[0] and yield value[0] have different effective layout, stride, start offset, fractal, or padding metadata
# headline: Post-verification failed after pass 'AutoTileMatmulL0':
# pinned: src/ir/transforms/auto_tile_matmul_l0_pass.cpp:366-388 (BuildAccInitWithValidShape narrows the K-loop's Acc init with tile.set_validshape, whose result carries no compact mode, while the first K block's tile.matmul, and so the if-phi and the loop yield, carry compact=normal for a row-narrowed accumulator; the tile.matmul_acc of the later blocks carries none either, so the if's branches disagree too); diagnosed by src/ir/verifier/type_check_pass.cpp
# kind: bug
# silent: loud
# upstream: unknown (PR #2472, closed, would have replaced the if ko == 0 phi with a predicated matmul_acc, which removes the phi but not the init's view)
# note: needs a K of at least two L0 blocks (here 1024 BF16) and an M-valid below the tile's M (a load with valid_shape [1, 1024])

import pypto.language as pl

@pl.program
class CompactAccKLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[32, 1024], pl.BF16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        a: pl.Tile[[32, 1024], pl.BF16, pl.TileView(valid_shape=[1, 1024])] = pl.tile.load(x, [0, 0], [32, 1024], [1, 1024])
        b: pl.Tile[[1024, 32], pl.BF16, pl.Mem.Mat] = pl.tile.create([1024, 32], dtype=pl.BF16, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(a, b)
        return out
