# irfuzz corpus v1
# signature: pypto | InternalError | ExpandMixedKernel | ForStmt iter_args at index 0 is not an IterArg after mutation [FILE:LINE:COL]
# status: open
# oracle: pypto
# property: InternalError
# pass: ExpandMixedKernel
# backend: Ascend950
# outcome: internal-error
# exception: InternalError
# message: ForStmt iter_args at index 0 is not an IterArg after mutation [FILE:LINE:COL]
# pinned: src/ir/transforms/expand_mixed_kernel_pass.cpp:980-983 (the source of a cube-to-vector boundary tile.move is remapped to its tpop with dynamic_pointer_cast<const Var>, which also matches an IterArg; when the source is a loop iter arg the remap sends the ForStmt/WhileStmt's IterArg to a plain Var) raised by the INTERNAL_CHECK at src/ir/transforms/mutator.cpp:763-765 (WhileStmt: :834-836)
# kind: bug
# silent: loud
# upstream: unknown
# also: the same with a while loop's iter arg ("WhileStmt iter_args at index 1 is not an IterArg after mutation"); here the boundary needs the move's explicit col_major layout on a [16, 4] tile and the if around it, the [16, 16] and the unconditional forms compile

import pypto.language as pl

@pl.program
class IterArgBoundaryMove:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(out: pl.Out[pl.Tensor[[16, 4], pl.FP32]]) -> pl.Tensor[[16, 4], pl.FP32]:
        g: pl.Tile[[16, 4], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 4], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for i, (acc,) in pl.range(4, init_values=(g,)):
            if i <= 1:
                mv: pl.Tile[[16, 4], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
                acc_1: pl.Tile[[16, 4], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
            else:
                acc_1: pl.Tile[[16, 4], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
            acc_2: pl.Tile[[16, 4], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_1)
        return out
