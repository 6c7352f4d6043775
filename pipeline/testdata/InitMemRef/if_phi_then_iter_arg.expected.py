# Expected output of InitMemRef/if_phi_then_iter_arg: the pinned PyPTO's.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 4096)], y: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        a: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for k, (c,) in pl.range(2, init_values=(a,)):
            if k >= 1:
                p: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 4096), pl.Mem.Vec] = pl.yield_(c)
            else:
                t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 4096), pl.Mem.Vec] = pl.tile.add(c, c)
                p: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 4096), pl.Mem.Vec] = pl.yield_(t)
            r: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.yield_(p)
        y_1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 4096)] = pl.tile.store(r, [0, 0], y)
        return y_1
