# Branches naming different iter args at one slot: in the inner loop the
# if's slot 1 is the inner carry pc in the then-branch and the outer carry
# oa in the else-branch, so it has no carrier (BranchCarriers,
# loop_state_repair.cpp:152-179); slot 0 falls back to pb on AIC, where the
# vector store pb2 is pruned. The pinned PyPTO reads oa as dangling in the
# inner loop (its iter args are not among the inner repair's definitions,
# FixupDanglingYieldValues, :433-443) and, without a carrier, leaves it;
# the model reads it as in scope. Checked against the pinned PyPTO's
# ExpandMixedKernel on 950: the same bodies, with its pipe setup and tfree
# added.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_a: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
        out_b: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        w_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        w_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        for i, (oa, ob) in pl.range(2, init_values=(out_a, out_b)):
            a_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            a_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
            acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, w_right)
            oa2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(acc, [0, 0], oa)
            for j, (pb, pc) in pl.range(2, init_values=(ob, oa)):
                if j > 0:
                    acc_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
                    e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc_vec)
                    pb2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e, [0, 0], pb)
                    z, u = pl.yield_(pb2, pc)
                else:
                    z, u = pl.yield_(pb, oa)
                pb3, pc3 = pl.yield_(z, u)
            oa3, ob3 = pl.yield_(pc3, pb3)
        return oa3, ob3
