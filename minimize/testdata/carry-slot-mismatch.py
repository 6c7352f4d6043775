# carry-slot-mismatch (PyPTO #2453): ExpandMixedKernel's loop-state repair
# reads the if's own result slot as a loop carry index when a loop carries
# more than one value: on the cube side the guarded branch yields the
# [64, 128] carry where the else branch yields the [16, 128] one, and
# TypeCheck rejects the phi after the pass.
# backend: 910B
# faults: carry-slot-mismatch
# want: contract | TypeCheck | ExpandMixedKernel | Shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = N, but else yield value[_] dimension[_] = N |  | 
import pypto.language as pl


@pl.program
class CarrySlot:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, out_a: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out_b: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        for i, (oa, ob) in pl.range(4, init_values=(out_a, out_b)):
            acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            oa2: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(acc, [i * 16, 0], oa)
            if i > 0:
                v: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
                ob2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(v, [0, 0], ob)
                ob_phi: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(ob2)
            else:
                ob_phi: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(ob)
            oa3, ob3 = pl.yield_(oa2, ob_phi)
        return oa3, ob3
