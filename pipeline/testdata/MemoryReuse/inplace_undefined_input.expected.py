# Expected output of MemoryReuse/inplace_undefined_input (written by -update; review before committing).
# pypto.program: InplaceUndef
import pypto.language as pl

@pl.program
class InplaceUndef:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_0", 0, 512)], b: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", 0, 512)], out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 1024)]], out2: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", 0, 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 512)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 512)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 512)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 512)
        mem_acc_8: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        l: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_mat_4, 0, 512), pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_mat_5, 0, 512), pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        ll: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_left_6, 0, 512), pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        rr: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_right_7, 0, 512), pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_8, 0, 1024), pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_8, 0, 1024), pl.Mem.Acc] = pl.tile.matmul_acc(c, ll, rr, True)
        o: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 1024)] = pl.tile.store(acc, [0, 0], out)
        o2: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", 0, 1024)] = pl.tile.store(c, [0, 0], out2)
        return o
