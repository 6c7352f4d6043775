# irfuzz corpus v1
# signature: pypto | roundtrip | FoldNoOpReshape | Structural equality assertion failed at: ['kernel'].body[6].var
# status: open
# oracle: pypto
# property: roundtrip
# pass: FoldNoOpReshape
# backend: Ascend950
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'FoldNoOpReshape'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[6].var
# pinned: src/ir/transforms/fold_no_op_reshape_pass.cpp:37-74 (a same-shape tile.reshape whose result shares the source's MemRef and TileBufSignature becomes `rs = t`; rs keeps the reshape's type, whose view tile.reshape re-infers from the shape, transform.cpp:320-332, while t keeps the Mat load's explicit view)
# kind: bug
# silent: silent
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); the pipeline and ir.compile accept the kernel
# note: found by the README campaign of 2026-12-07 (known/97dbcb9bd649.py, minimized by the campaign)

import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 2], pl.INT8], out: pl.Out[pl.Tensor[[1, 2], pl.INT32]]) -> pl.Tensor[[1, 2], pl.INT32]:
        t: pl.Tile[[1, 2], pl.INT8, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x, [0, 0], [1, 2], [1, 2], target_memory=pl.Mem.Mat)
        rs: pl.Tile[[1, 2], pl.INT8, pl.Mem.Mat] = pl.tile.reshape(t, [1, 2])
        t_2: pl.Tile[[2, 2], pl.INT8, pl.Mem.Mat] = pl.tile.create([2, 2], dtype=pl.INT8, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[1, 2], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(rs, t_2)
        return out
