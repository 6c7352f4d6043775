# Expected output of MemoryReuse/matmul_acc_loop (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, lhs: pl.Tensor[[16, 32], pl.BF16, pl.MemRef("mem_ddr_0", 0, 1024)], rhs: pl.Tensor[[32, 16], pl.BF16, pl.MemRef("mem_ddr_1", 0, 1024)], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 1024)
        acc0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, 0, 1024), pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        lhs_m: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_mat_4, 0, 1024), pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        rhs_m: pl.Tile[[32, 16], pl.BF16, pl.MemRef(mem_mat_5, 0, 1024), pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        lhs_l: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_6, 0, 1024), pl.Mem.Left] = pl.tile.move(lhs_m, target_memory=pl.Mem.Left)
        rhs_r: pl.Tile[[32, 16], pl.BF16, pl.MemRef(mem_right_7, 0, 1024), pl.Mem.Right] = pl.tile.move(rhs_m, target_memory=pl.Mem.Right)
        for i, (acc,) in pl.range(4, init_values=(acc0,)):
            acc_next: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, 0, 1024), pl.Mem.Acc] = pl.tile.matmul_acc(acc, lhs_l, rhs_r)
            r: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, 0, 1024), pl.Mem.Acc] = pl.yield_(acc_next)
        out_1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 1024)] = pl.tile.store(r, [0, 0], out_0)
        return out_1
