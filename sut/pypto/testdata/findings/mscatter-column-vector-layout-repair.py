# irfuzz corpus v1
# signature: pypto | InternalError | ResolveBackendOpLayouts | ResolveBackendOpLayouts expects constrained op assignment targets to be TileType [FILE:LINE:COL]
# status: open
# oracle: pypto
# property: InternalError
# pass: ResolveBackendOpLayouts
# backend: Ascend950
# outcome: internal-error
# exception: InternalError
# message: ResolveBackendOpLayouts expects constrained op assignment targets to be TileType [FILE:LINE:COL]
# pinned: src/ir/transforms/resolve_backend_op_layouts_pass.cpp:161-170 (a call whose backend layout spec needs an input repaired must assign a TileType; tile.mscatter's result is the updated GM tensor) with the spec at src/backend/common/pto_ops_memory.cpp:947-954 (src and idx row_major; a [16, 1] column vector is col_major)
# kind: bug
# silent: loud
# upstream: unknown
# also: found by the issue-22 tile.mscatter recipe (a row reduction's [rows, 1] result scattered); a [16, 16] source compiles

import pypto.language as pl

@pl.program
class MscatterColumn:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 1], pl.FP32], ix: pl.Tensor[[16, 1], pl.INT32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        t: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 1], target_memory=pl.Mem.Vec)
        i: pl.Tile[[16, 1], pl.INT32, pl.Mem.Vec] = pl.tile.load(ix, [0, 0], [16, 1], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[16, 1], pl.FP32] = pl.tile.mscatter(t, i, out)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 1], pl.FP32], ix: pl.Tensor[[16, 1], pl.INT32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        r: pl.Tensor[[16, 1], pl.FP32] = self.kernel(x, ix, out)
        return r
