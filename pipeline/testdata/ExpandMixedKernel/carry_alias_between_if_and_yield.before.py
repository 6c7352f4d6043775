# An if's result reaches the loop's yield only through an alias (ob_alias =
# ob_phi). On AIC the then-branch's yield of ob2 (a vector store, pruned)
# dangles; its carrier is read off the if's branches (BranchCarriers,
# loop_state_repair.cpp:152), where the else-branch yields the iter arg ob,
# so the yield becomes ob. (Mapping the result through the loop's trailing
# yield finds no carrier behind the alias and drops ob_phi, leaving the
# alias unbound.) Checked against the pinned PyPTO's ExpandMixedKernel on
# 950: the same bodies, with its pipe setup and tfree added.
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
        for i, (oa, ob) in pl.range(4, init_values=(out_a, out_b)):
            a_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            a_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
            acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, w_right)
            oa2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(acc, [0, 0], oa)
            if i > 0:
                acc_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
                e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc_vec)
                ob2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e, [0, 0], ob)
                ob_phi: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(ob2)
            else:
                ob_phi: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(ob)
            ob_alias: pl.Tensor[[16, 128], pl.FP32] = ob_phi
            oa3, ob3 = pl.yield_(oa2, ob_alias)
        return oa3, ob3
