# Expected output of InitMemRef/int32_acc_950 (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, input_a: pl.Tensor[[16, 32], pl.INT8, pl.MemRef("mem_ddr_0", 0, 512)], input_b: pl.Tensor[[32, 128], pl.INT8, pl.MemRef("mem_ddr_1", 0, 4096)], output: pl.Out[pl.Tensor[[16, 128], pl.INT32, pl.MemRef("mem_ddr_2", 0, 8192)]]) -> pl.Tensor[[16, 128], pl.INT32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 512)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 512)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        a_mat: pl.Tile[[16, 32], pl.INT8, pl.MemRef(mem_mat_3, 0, 512), pl.Mem.Mat] = pl.tile.load(input_a, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[32, 128], pl.INT8, pl.MemRef(mem_mat_4, 0, 4096), pl.Mem.Mat] = pl.tile.load(input_b, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        a_l0: pl.Tile[[16, 32], pl.INT8, pl.MemRef(mem_left_5, 0, 512), pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        b_l0: pl.Tile[[32, 128], pl.INT8, pl.MemRef(mem_right_6, 0, 4096), pl.Mem.Right] = pl.tile.move(b_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 128], pl.INT32, pl.MemRef(mem_acc_7, 0, 8192), pl.Mem.Acc] = pl.tile.matmul(a_l0, b_l0)
        out: pl.Tensor[[16, 128], pl.INT32, pl.MemRef("mem_ddr_2", 0, 8192)] = pl.tile.store(acc, [0, 0], output)
        return out
