# Expected output of MemoryReuse/carry_init_live_in_loop (written by -update; review before committing).
# pypto.program: InitLive
import pypto.language as pl

@pl.program
class InitLive:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_0", 0, 512)], b: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", 0, 512)], out: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0, 2048)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 512)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 512)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 512)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 512)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        l: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_mat_3, 0, 512), pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_mat_4, 0, 512), pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        ll: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_left_5, 0, 512), pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        rr: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_right_6, 0, 512), pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, 0, 1024), pl.Mem.Acc] = pl.tile.matmul(ll, rr)
        for i, (c,) in pl.range(2, init_values=(acc,)):
            for (n, d) in pl.while_(init_values=(0, acc)):
                pl.cond(n < 2)
                n_1: pl.Scalar[pl.INDEX] = n + 1
                n_2, d_1 = pl.yield_(n_1, d)
            c_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, 0, 1024), pl.Mem.Acc] = pl.yield_(d_1)
        o: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0, 2048)] = pl.tile.store(acc, [0, 0], out)
        o_1: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0, 2048)] = pl.tile.store(c_1, [0, 16], o)
        return o_1
