# irfuzz corpus v1
# signature: pypto | codegen | codegen | tile.assemble: fractal mismatch (1024 vs 512); pto.subview requires identical fractal
# status: open
# oracle: pypto
# property: codegen
# pass: codegen
# backend: Ascend950
# outcome: codegen
# exception: RuntimeError (ir.compile: "1 function(s) failed to compile"; the per-function error is a ValueError)
# message: tile.assemble: fractal mismatch (1024 vs 512); pto.subview requires identical fractal
# pinned: src/backend/common/pto_ops_shared.cpp:490-491 (CheckSubviewTileCompat, a CHECK: tile.assemble lowers to pto.subview, which needs source and target of one tile config; here the target is an Acc tile, fractal 1024, and the source a Vec tile that also crosses to the cube side through the Right move, so in kernel_aic it is the Mat tpop, fractal 512)
# kind: contract
# silent: loud
# upstream: by design for pto.subview (the CHECK names the rule), though tile.assemble itself documents no memory-space rule (python/pypto/language/op/tile_ops.py:471-483) and nothing before codegen refuses a mixed-space assemble
# mode: ir.compile(..., skip_ptoas=True), i.e. pypto_real_check.py compile; the pass pipeline with VerificationInstrument accepts this form
# also: without the Right move the same assemble fails VerificationInstrument after ExpandMixedKernel (expand-mixed-assemble-vec-source-into-acc.py) and ir.compile in codegen with "tile.assemble: blayout mismatch between source and result; pto.subview requires identical block layout"
# model: irfuzz accepts tile.assemble of a Vec source into an Acc target

import pypto.language as pl

@pl.program
class AssembleVecIntoAccCodegen:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32], out: pl.Out[pl.Tensor[[1, 2], pl.INT16]]) -> tuple[pl.Tensor[[2, 2], pl.FP32], pl.Tensor[[1, 2], pl.INT16]]:
        t: pl.Tile[[1, 2], pl.FP32] = pl.tile.load(x, [0, 0], [1, 2], [1, 2])
        m: pl.Tile[[1, 2], pl.FP32, pl.Mem.Right] = pl.tile.move(t, target_memory=pl.Mem.Right)
        c: pl.Tile[[1, 2], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 2], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        a: pl.Tile[[1, 2], pl.FP32, pl.Mem.Acc] = pl.tile.assemble(c, t, [0, 0])
        return x, out
