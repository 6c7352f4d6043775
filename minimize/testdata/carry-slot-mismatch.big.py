# A padded-out kernel that shows the #2453 fault's finding (fault
# carry-slot-mismatch): a loop carrying two output tensors, one stored
# every iteration from a cube result and one only under a branch, among
# unrelated vector work, a second loop and extra stores. The generated
# kernel that showed this finding (TileMemoryInferred seed 9, 54
# statements) stopped showing it after the ExpandMixedKernel changes of
# 2026-11-30, and 600 fresh cases (TileMemoryInferred, NoNestedCalls,
# MixedKernelExpanded, Default on 910B) showed none, so the sweep
# minimizes this one.
# backend: 910B
# faults: carry-slot-mismatch
import pypto.language as pl


@pl.program
class PaddedCarrySlot:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        x: pl.Tensor[[16, 16], pl.FP32],
        out_a: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
        out_b: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
        out_c: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        xv: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        e: pl.Tile[[16, 16], pl.FP32] = pl.tile.exp(xv)
        for j, (s,) in pl.range(2, init_values=(e,)):
            m: pl.Tile[[16, 16], pl.FP32] = pl.tile.add(s, xv)
            s2 = pl.yield_(m)
        w_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        w_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        for i, (oa, ob) in pl.range(4, init_values=(out_a, out_b)):
            a_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            a_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
            acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, w_right)
            oa2: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(acc, [i * 16, 0], oa)
            if i > 0:
                acc_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
                ex: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc_vec)
                ob2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(ex, [0, 0], ob)
                ob_phi: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(ob2)
            else:
                ob_phi: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(ob)
            oa3, ob3 = pl.yield_(oa2, ob_phi)
        oc: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s2, [0, 0], out_c)
        return oa3, ob3, oc
