# irfuzz corpus v1
# signature: pypto | InternalError | ExpandMixedKernel | cross-core move destination must be Vec, Mat, Left, or Right, got 6
# status: open
# oracle: pypto
# property: InternalError
# pass: ExpandMixedKernel
# backend: Ascend950
# outcome: internal-error
# exception: InternalError
# message: cross-core move destination must be Vec, Mat, Left, or Right, got 6
# pinned: src/backend/950/backend_950_handler.cpp:50 (910B: src/backend/910B/backend_910b_handler.cpp:52), reached from src/ir/transforms/expand_mixed_kernel_pass.cpp:912 after src/ir/transforms/infer_tile_memory_space_pass.cpp:848 inserts tile.move(Vec -> Bias)
# kind: bug
# silent: loud
# upstream: likely fixed after the pin by PR #2475 ("make an unset tile memory space mean the compiler places it", merged 2026-08-21, not in e2d0f78ae): a Bias demand on an unset load stages through Mat; no issue names the INTERNAL_UNREACHABLE, and an explicit target_memory=Vec bias would still reach it (unverified)

import pypto.language as pl

@pl.program
class BiasFromVec:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[32, 32], pl.FP32], b: pl.Tensor[[32, 128], pl.FP32], bias: pl.Tensor[[1, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        ta: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(a, [0, 0], [32, 32], [32, 32])
        tb: pl.Tile[[32, 128], pl.FP32] = pl.tile.load(b, [0, 0], [32, 128], [32, 128])
        tbias: pl.Tile[[1, 128], pl.FP32] = pl.tile.load(bias, [0, 0], [1, 128], [1, 128])
        acc: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(ta, tb, tbias)
        o: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
